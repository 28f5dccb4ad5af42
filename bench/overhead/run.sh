#!/usr/bin/env bash
# Java's cost against C, on both MPIs: `./run-logp.sh overhead`, 5 alternating rounds per MPI (each round runs the C
# twin, native and bindings once, in turn), then the medians of the per-round ratios to C from each
# overhead-summary.csv. The machine changes performance state within minutes: only the per-round ratios mean
# anything, and the script prints the load before and after each MPI so a busy machine shows.
#   bench/overhead/run.sh [OUT_DIR] [ROUNDS]   (the same-state medians at the end need python3)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="${1:-/tmp/logp-bench-overhead}"
ROUNDS="${2:-5}"
mkdir -p "$OUT"
for mpi in openmpi mpich; do
  echo "== $mpi: load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  "$ROOT/run-logp.sh" overhead --mpi "$mpi" --rounds "$ROUNDS" --out "$OUT/$mpi" --run-id bench 2>&1 \
    | grep -v '^overhead: round' | tee "$OUT/$mpi.txt"
  echo "== $mpi: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo
echo "median per-round ratio to C (parameter, way, ratio, range):"
for mpi in openmpi mpich; do
  awk -F, -v mpi="$mpi" 'NR > 1 && $2 != "c" && $7 != "" { printf "%-8s %-4s %-9s %6s  %s..%s\n", mpi, $1, $2, $7, $8, $9 }' \
    "$OUT/$mpi/overhead/bench/overhead-summary.csv"
done
echo
echo "over the rounds whose launches ran in the same machine state:"
for mpi in openmpi mpich; do
  python3 "$ROOT/bench/overhead/same_state.py" "$OUT/$mpi/overhead/bench/overhead.csv"
done
