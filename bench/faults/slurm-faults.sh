#!/usr/bin/env bash
# Issue 40, group 1, under the one-node Slurm of scripts/slurm-local.sh (as root; it is started here and stopped
# at the end, on a port of its own):
#   A. signature --launcher srun, then kill -9 of the job's slurmstepd once signature.csv exists
#   B. signature --launcher srun while slurmd is down (srun: "queued and waiting for resources")
# Prints for each: seconds from the event (A) or the start (B) to the launcher's end, its exit code, its last
# lines, meta.json's incomplete entry, and any process left naming the output directory.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export LOGP_SLURM_DIR="$ROOT/target/slurm-faults" LOGP_SLURM_PORT="${LOGP_SLURM_PORT:-7137}"
export LOGP_CLASSPATH="${LOGP_CLASSPATH:-$ROOT/target/logp.jar}"
TIMEOUT="${TIMEOUT:-5}"
WORK="$(mktemp -d /tmp/logp-slurm-faults.XXXXXX)"
conf="$("$ROOT/scripts/slurm-local.sh" up | sed -n 's/^SLURM_CONF=//p')"
export SLURM_CONF="$conf"
trap '"$ROOT/scripts/slurm-local.sh" down >/dev/null 2>&1; rm -rf "$WORK"' EXIT

report() {   # OUT STDERR CODE SECONDS
  echo "  exit $3 after $4 s"
  grep -v '^\s*$' "$2" | tail -n 4 | sed 's/^/  | /'
  local meta; meta="$(ls "$1"/signatures/*/meta.json 2>/dev/null | head -1)"
  if [ -n "$meta" ]; then
    python3 -c 'import json,sys; print("  meta.json incomplete:", json.load(open(sys.argv[1])).get("incomplete"))' "$meta"
  else
    echo "  no meta.json (run directory: $(ls "$1/signatures" 2>/dev/null | wc -l) entries)"
  fi
  echo "  processes left naming the output: $(pgrep -f -- "$1" | wc -l)"
}

if [[ "${SCENARIOS:-A B}" == *A* ]]; then
echo "A. kill -9 of slurmstepd under signature --launcher srun --timeout $TIMEOUT"
out="$WORK/a"
"$ROOT/run-logp.sh" signature --launcher srun --timeout "$TIMEOUT" --budget-seconds 60 --quiet --out "$out" \
  > /dev/null 2> "$WORK/a.err" < /dev/null &
pid=$!
for ((i = 0; i < 1500; i++)); do ls "$out"/signatures/*/signature.csv > /dev/null 2>&1 && break; sleep 0.1; done
step="$(pgrep -f '^slurmstepd: \[[0-9]+\.0\]' | head -1)"
echo "  slurmstepd of the step: pid ${step:-none}"
t0=$(date +%s.%N); kill -9 "$step"
wait "$pid"; code=$?
report "$out" "$WORK/a.err" "$code" "$(echo "$(date +%s.%N) - $t0" | bc)"
pkill -KILL -f -- "$out"; scancel --user=root 2>/dev/null
fi

echo "B. signature --launcher srun --timeout $TIMEOUT while slurmd is down"
kill "$(cat "$LOGP_SLURM_DIR/slurmd.pid")"; sleep 1
# slurmctld marks a node down only after SlurmdTimeout; said at once here, as it would be by then
scontrol update nodename="$(hostname -s)" state=down reason=logp-bench
sinfo -h -o '  node: %T' 
out="$WORK/b"
t0=$(date +%s.%N)
"$ROOT/run-logp.sh" signature --launcher srun --timeout "$TIMEOUT" --budget-seconds 60 --quiet --out "$out" \
  > /dev/null 2> "$WORK/b.err" < /dev/null
code=$?
report "$out" "$WORK/b.err" "$code" "$(echo "$(date +%s.%N) - $t0" | bc)"
pkill -KILL -f -- "$out"; scancel --user=root 2>/dev/null; squeue -h 2>/dev/null | sed 's/^/  still queued: /'
