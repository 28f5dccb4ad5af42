#!/usr/bin/env bash
# history over 1,000 runs: made once from real simulated runs (make_runs.py), then `logp history` timed alternately
# without its index (every run read: --no-index) and with it (logp.db made by the first launch, then only checked),
# 5 launches each. Prints each launch's wall time and the medians. Not a timed test: a record of this machine.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
WORK=${1:-$(mktemp -d)}
N=${N:-1000}
LAUNCHES=${LAUNCHES:-5}
mkdir -p "$WORK/sims"
if [ ! -d "$WORK/sims/signatures/sim-5" ]; then
  for s in 1 2 3 4 5; do
    "$ROOT/run-logp.sh" simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3 --jitter 0.05 --model-seed "$s" \
      --warmup-seconds 0 --quiet --json --out "$WORK/sims" --run-id "sim-$s" >/dev/null
  done
fi
rm -rf "$WORK/runs"
python3 "$HERE/make_runs.py" "$WORK"/sims/signatures/sim-* --count "$N" --out "$WORK/runs"
time_of() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>"$WORK/last.err" || { cat "$WORK/last.err"; exit 1; }; t1=$(date +%s.%N); echo "$t1 - $t0" | bc; }
"$ROOT/run-logp.sh" history --out "$WORK/out" "$WORK/runs" >/dev/null 2>&1   # makes logp.db (and builds logp)
cold=(); warm=()
for i in $(seq "$LAUNCHES"); do
  cold+=("$(time_of "$ROOT/run-logp.sh" history --no-index --out "$WORK/out" "$WORK/runs")")
  warm+=("$(time_of "$ROOT/run-logp.sh" history --out "$WORK/out" "$WORK/runs")")
  echo "launch $i: without index ${cold[-1]} s, with index ${warm[-1]} s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
ratios=(); for i in "${!cold[@]}"; do ratios+=("$(echo "${cold[$i]} / ${warm[$i]}" | bc -l)"); done
echo "runs: $N; median without index $(median "${cold[@]}") s, with index $(median "${warm[@]}") s," \
  "median ratio $(median "${ratios[@]}")"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
