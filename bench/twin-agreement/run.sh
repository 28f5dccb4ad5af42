#!/bin/bash
# Launches the C twin N times on one MPI with OverheadTest's short plan, fits each launch's files with `logp fit`,
# and compares g, o_r and L with the twin's own extraction.json: how often the two extractions differ by more
# than their combined error at 95% and at 99.9% (OverheadTest asserts the latter).
#   bench/twin-agreement/run.sh [N] [openmpi|mpich] [OUT]
set -euo pipefail
N=${1:-40}
MPI=${2:-openmpi}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${3:-$(mktemp -d /tmp/twin-agreement.XXXXXX)}
mkdir -p "$OUT"
cd "$ROOT"
eval "$(scripts/setup.sh --mpi "$MPI" 2>/dev/null | grep '^LOGP_MPI' | sed 's/^/export /')"
export OMPI_ALLOW_RUN_AS_ROOT=${OMPI_ALLOW_RUN_AS_ROOT:-1} OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=${OMPI_ALLOW_RUN_AS_ROOT_CONFIRM:-1}
./run-logp.sh --version > /dev/null # builds logp.jar once, before the launches
for i in $(seq 1 "$N"); do
  d="$OUT/$MPI-$i"
  mkdir -p "$d"
  "$LOGP_MPI_LAUNCHER" -np 2 "$LOGP_MPI_TWIN" --out "$d" --m-max 256 --warmup-seconds 0.3 --rtt-trials 500 \
    --budget-seconds 30 > "$d/twin.log" 2>&1
  ./run-logp.sh fit --json --window 32 "$d" > "$d/fit.json"
  printf '\r%s: %d of %d launches' "$MPI" "$i" "$N" >&2
done
echo >&2
python3 "$ROOT/bench/twin-agreement/compare.py" "$OUT"/"$MPI"-* | tee "$OUT/$MPI-agreement.txt"
