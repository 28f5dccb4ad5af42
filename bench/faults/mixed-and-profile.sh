#!/usr/bin/env bash
# Issue 40, the two reproductions left after the first round, on real ranks:
#  A. signature.csv of an Open MPI run, rtt.csv of an MPICH run (and other mixes) in one directory, through every
#     offline command: exit code and the last line of stderr;
#  B. profile -- ./hang (rank 1 asleep after MPI_Init) without --timeout: the default bound it gets, then Ctrl-C
#     (SIGINT to the process group) after the ranks hang: exit code, meta.json's mark, processes left.
#   bench/faults/mixed-and-profile.sh
# Runs ./run-logp.sh with LOGP_CLASSPATH=target/logp.jar (build it first).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export LOGP_CLASSPATH="${LOGP_CLASSPATH:-$ROOT/target/logp.jar}"
WORK="$(mktemp -d /tmp/logp-mixed.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
logp() { "$ROOT/run-logp.sh" "$@"; }
last() { grep -v '^\s*$' "$1" | tail -1 | cut -c1-260; }

echo "A. files of two runs in one directory"
logp signature --mpi openmpi --budget-seconds 5 --quiet --out "$WORK/o" --run-id ompi > "$WORK/o.log" 2>&1
echo "  signature --mpi openmpi: exit $?"
logp signature --mpi mpich --budget-seconds 5 --quiet --out "$WORK/m" --run-id mpich > "$WORK/m.log" 2>&1
echo "  signature --mpi mpich:   exit $?"
O="$WORK/o/signatures/ompi"; M="$WORK/m/signatures/mpich"
echo "  Open MPI signature.csv: $(sed -n 1p "$O/signature.csv")"
echo "                          $(sed -n 2p "$O/signature.csv")"
echo "  MPICH rtt.csv:          $(sed -n 2p "$M/rtt.csv")"
echo "  meta.json run_id:       $(grep -m1 '"run_id"' "$O/meta.json" | tr -d ' ,')  /  $(grep -m1 '"run_id"' "$M/meta.json" | tr -d ' ,')"
mix() { # name, files from Open MPI's run..., -- files from MPICH's run...
  local d="$WORK/x/signatures/$1"; shift; mkdir -p "$d"
  while [ "$1" != -- ]; do cp "$O/$1" "$d/"; shift; done; shift
  for f in "$@"; do cp "$M/$f" "$d/"; done
  echo "$d"
}
show() {
  local dir="$1"; shift
  for cmd in fit report plot; do
    logp "$cmd" "$dir" > "$WORK/c.out" 2> "$WORK/c.err"
    echo "    $cmd: exit $? | $(last "$WORK/c.err")"
  done
  logp compare "$O" "$dir" --out "$WORK/cmp" > "$WORK/c.out" 2> "$WORK/c.err"
  echo "    compare: exit $? | $(last "$WORK/c.err")"
}
echo "  Open MPI signature.csv + meta.json, MPICH rtt.csv:"
show "$(mix sig-rtt signature.csv meta.json -- rtt.csv)"
echo "  Open MPI signature.csv + rtt.csv, MPICH meta.json:"
show "$(mix meta signature.csv rtt.csv -- meta.json)"
echo "  each run's own directory, for comparison:"
logp fit "$O" > /dev/null 2> "$WORK/c.err"; echo "    fit Open MPI: exit $?"
logp fit "$M" > /dev/null 2> "$WORK/c.err"; echo "    fit MPICH: exit $?"
echo "  rtt.csv with its run_id column cut (an older run's file, or an editor that dropped it):"
d="$(mix cut signature.csv meta.json --)"; cut -d, -f1-4 "$M/rtt.csv" > "$d/rtt.csv"
logp fit "$d" --json > "$WORK/c.out" 2> "$WORK/c.err"
echo "    fit --json: exit $? | codes: $(grep -o '"code": "[A-Z_]*"' "$WORK/c.out" | sort -u | tr '\n' ' ')"
echo "  an older run (no run ids anywhere):"
d="$WORK/x/signatures/old"; mkdir -p "$d"
for f in signature.csv rtt.csv; do awk -F, 'BEGIN{OFS=","}{NF=NF-1; print}' "$O/$f" > "$d/$f"; done
grep -v '"run_id"' "$O/meta.json" > "$d/meta.json"
logp fit "$d" --json > "$WORK/c.out" 2> "$WORK/c.err"
echo "    fit --json: exit $? | codes: $(grep -o '"code": "[A-Z_]*"' "$WORK/c.out" | sort -u | tr '\n' ' ')"

echo
echo "B. profile -- ./hang without --timeout"
mpicc.openmpi -O2 -o "$WORK/hang" "$ROOT/src/test/c/profile_faults.c"
logp profile --help | tr -s ' \n' ' ' | sed -n 's/.*\(--timeout=S.*a day)\).*/  help: \1/p'; echo
start=$(date +%s.%N)
setsid python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$ROOT/run-logp.sh" profile --np 2 --out "$WORK/p" -- "$WORK/hang" hang > "$WORK/p.out" 2> "$WORK/p.err" < /dev/null &
pid=$!
while kill -0 "$pid" 2>/dev/null && [ "$(pgrep -fc -- "^$WORK/hang")" -lt 2 ]; do sleep 0.2; done
sleep 3
echo "  ranks running 3 s after both started: $(pgrep -fc -- "^$WORK/hang")"
kill -INT -- "-$pid"
wait "$pid"; code=$?
end=$(date +%s.%N)
echo "  Ctrl-C: exit $code after $(echo "$end - $start" | bc) s in all | $(last "$WORK/p.err")"
echo "  meta.json: $(python3 -c 'import json,sys,glob; m=json.load(open(glob.glob(sys.argv[1]+"/signatures/*/meta.json")[0])); print("run_id", m.get("run_id"), "incomplete", m.get("incomplete"))' "$WORK/p")"
sleep 3
echo "  processes left naming the program: $(pgrep -fc -- "$WORK/hang")"
