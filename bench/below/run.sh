#!/usr/bin/env bash
# Below MPI, in alternating launches (A B C ... A B C ...), N rounds (default 3), results into OUT (default
# bench/below/results-<date>):
#   latency.csv  per round: logp's half round trip (RTT/2 of `logp rtt`) over UCX AM and over libfabric (shm), beside
#                ucx_perftest -t ucp_am_lat and -t tag_lat (UCP tag matching; typical latency) and fi_pingpong (shm, rdm, tagged;
#                usec/xfer), all 16-byte messages, the two processes on cores 0 and 1
#   layers.csv   per round and layer: o_s, o_r, g, L, RTT with their CIs from `logp signature`, for Open MPI's pml ucx,
#                pml ob1, pml cm + mtl ofi (tcp;ofi_rxm), UCX AM, libfabric tcp;ofi_rxm and libfabric shm
# then summary.py prints the medians of the per-round ratios and what each MPI adds over the layer it runs on.
#   bench/below/run.sh [N] [OUT]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
N="${1:-3}"
OUT="${2:-$ROOT/bench/below/results-$(date -u +%Y-%m-%d)}"
mkdir -p "$OUT/runs"
LOGP="$ROOT/run-logp.sh"
SHORT=(--quiet --m-max 64 --warmup-seconds 0.3 --rtt-trials 2000 --budget-seconds 15)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1

rtt_half() {   # RUN_BASE: RTT/2 in us from the one run's rtt.csv
  python3 - "$1" <<'PY'
import csv, glob, sys
rows = list(csv.DictReader(open(glob.glob(sys.argv[1] + "/signatures/*/rtt.csv")[0])))
print(float(rows[0]["rtt_us"]) / 2)
PY
}
perftest() {   # TEST: ucx_perftest's typical latency (us), server on core 0, client on core 1
  local port=$((13000 + RANDOM % 2000)) server
  taskset -c 0 ucx_perftest -p "$port" -t "$1" -s 16 -n 200000 > "$OUT/perftest-server.log" 2>&1 & server=$!
  sleep 1
  taskset -c 1 ucx_perftest 127.0.0.1 -p "$port" -t "$1" -s 16 -n 200000 2>&1 | awk '/^Final:/ {print $3}'
  wait "$server" || true
}
pingpong() {   # fi_pingpong over shm, rdm, tagged: usec/xfer
  local port=$((15000 + RANDOM % 2000)) server
  taskset -c 0 fi_pingpong -B "$port" -p shm -e rdm -m tagged -I 20000 -S 16 > "$OUT/pingpong-server.log" 2>&1 & server=$!
  sleep 1
  taskset -c 1 fi_pingpong -P "$port" -p shm -e rdm -m tagged -I 20000 -S 16 127.0.0.1 2>&1 | awk '$1 == 16 {print $7}'
  wait "$server" || true
}

echo "round,logp_ucx_am_half_rtt_us,ucx_perftest_am_us,ucx_perftest_tag_us,logp_ofi_half_rtt_us,fi_pingpong_us" \
  > "$OUT/latency.csv"
echo "round,layer,o_s_us,o_s_ci95_us,o_r_us,o_r_ci95_us,g_us,g_ci95_us,L_us,L_ci95_us,rtt_us,rtt_ci95_us,run" \
  > "$OUT/layers.csv"
layer() {   # ROUND NAME ARGS...: one signature, its parameters as a row of layers.csv
  local round="$1" name="$2"; shift 2
  local base="$OUT/runs/$round-$name"
  rm -rf "$base"
  if ! "$LOGP" signature --out "$base" "${SHORT[@]}" "$@" > "$base.log" 2>&1; then
    echo "$round,$name,,,,,,,,,,,failed" >> "$OUT/layers.csv"; return 0
  fi
  python3 - "$base" "$round" "$name" >> "$OUT/layers.csv" <<'PY'
import glob, json, sys
run = glob.glob(sys.argv[1] + "/signatures/*")[0]
j = json.load(open(run + "/logp.json"))
cell = lambda k: "" if j.get(k) is None else "%.4f" % j[k]
print(",".join([sys.argv[2], sys.argv[3]] + [cell(k) for p in ("o_s", "o_r", "g", "L", "rtt")
                for k in (p + "_us", p + "_ci95_us")] + [run]))
PY
}
for round in $(seq 1 "$N"); do
  echo "round $round of $N" >&2
  a_base="$OUT/runs/$round-rtt-ucx"; rm -rf "$a_base"
  "$LOGP" rtt --transport ucx-am --out "$a_base" --quiet --rtt-trials 20000 > "$a_base.log" 2>&1
  a="$(rtt_half "$a_base")"
  b="$(perftest ucp_am_lat)"
  c="$(perftest tag_lat)"
  d_base="$OUT/runs/$round-rtt-ofi"; rm -rf "$d_base"
  "$LOGP" rtt --transport ofi --out "$d_base" --quiet --rtt-trials 20000 > "$d_base.log" 2>&1
  d="$(rtt_half "$d_base")"
  e="$(pingpong)"
  echo "$round,$a,$b,$c,$d,$e" >> "$OUT/latency.csv"
  # Open MPI 4.1's pml ucx declines shared memory and TCP unless told any device will do; its mtl ofi does not
  # start on libfabric's shm provider here (PML cm cannot be selected), so the MPI-over-libfabric pair is over
  # tcp;ofi_rxm (loopback) on both sides.
  layer "$round" ompi-ucx --mca pml ucx --mca pml_ucx_tls any --mca pml_ucx_devices any
  layer "$round" ucx-am --transport ucx-am
  layer "$round" ompi-ob1 --mca pml ob1
  layer "$round" ompi-ofi --mca pml cm --mca mtl ofi --mca mtl_ofi_provider_include "tcp;ofi_rxm"
  layer "$round" ofi-tcp --transport ofi --ofi-provider "tcp;ofi_rxm"
  layer "$round" ofi --transport ofi
done
python3 "$ROOT/bench/below/summary.py" "$OUT" | tee "$OUT/summary.txt"
