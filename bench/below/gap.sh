#!/usr/bin/env bash
# Why logp's libfabric half round trip (about 1.7 us) and fi_pingpong's usec/xfer (22 to 72 us) disagreed: the same
# path (libfabric shm, FI_EP_RDM, tagged, 16 bytes, processes on cores 0 and 1), N alternating rounds (default 3) of
#   logp rtt --transport ofi: every trial's RTT (rtt_samples.txt), its median/2 and its mean/2
#   fi_pingpong -I 20000: usec/xfer, which is elapsed time / (2 x iterations): a mean
#   ucx_perftest -t ucp_am_lat: its typical (50th percentile) and its average, the same path's two statistics
# with the load average before each, into OUT/gap.csv (default bench/below/results-<date>-gap).
#   flock /work/coord/mpi.lock bench/below/gap.sh [N] [OUT]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
N="${1:-3}"
OUT="${2:-$ROOT/bench/below/results-$(date -u +%Y-%m-%d)-gap}"
mkdir -p "$OUT/runs"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
load() { cut -d' ' -f1 /proc/loadavg; }
logp_rtt() {   # ROUND: "median_half mean_half" of logp's ofi round trips, in us
  local base="$OUT/runs/$1-ofi-rtt"
  rm -rf "$base"
  "$ROOT/run-logp.sh" rtt --transport ofi --quiet --rtt-trials 20000 --warmup-seconds 0.3 --out "$base" \
    > "$base.log" 2>&1 || { echo ", "; return 0; }
  python3 - "$base" <<'PY'
import glob, statistics, sys
lines = open(glob.glob(sys.argv[1] + "/signatures/*/rtt_samples.txt")[0]).read().split()
xs = [float(x) for x in lines if x[0].isdigit()]
print(f"{statistics.median(xs) / 2:.4f},{statistics.fmean(xs) / 2:.4f}")
PY
}
pingpong() {   # fi_pingpong over shm, rdm, tagged, 16 bytes, 20000 iterations: usec/xfer
  local port=$((15000 + RANDOM % 2000)) server
  taskset -c 0 fi_pingpong -B "$port" -p shm -e rdm -m tagged -I 20000 -S 16 > "$OUT/pingpong-server.log" 2>&1 & server=$!
  sleep 1
  taskset -c 1 fi_pingpong -P "$port" -p shm -e rdm -m tagged -I 20000 -S 16 127.0.0.1 2>&1 | awk '$1 == 16 {print $7}'
  wait "$server" || true
}
perftest() {   # ucx_perftest -t ucp_am_lat, 16 bytes: "typical,average" in us
  local port=$((13000 + RANDOM % 2000)) server
  taskset -c 0 ucx_perftest -p "$port" -t ucp_am_lat -s 16 -n 200000 > "$OUT/perftest-server.log" 2>&1 & server=$!
  sleep 1
  taskset -c 1 ucx_perftest 127.0.0.1 -p "$port" -t ucp_am_lat -s 16 -n 200000 2>&1 | awk '/^Final:/ {print $3 "," $4}'
  wait "$server" || true
}
echo "round,load_logp,logp_ofi_median_half_us,logp_ofi_mean_half_us,load_fi,fi_pingpong_usec_xfer,load_ucx,ucx_am_typical_us,ucx_am_average_us" \
  > "$OUT/gap.csv"
for r in $(seq 1 "$N"); do
  l1="$(load)"; a="$(logp_rtt "$r")"
  l2="$(load)"; b="$(pingpong)"
  l3="$(load)"; c="$(perftest)"
  echo "$r,$l1,$a,$l2,$b,$l3,$c" | tee -a "$OUT/gap.csv"
done
