#!/usr/bin/env bash
# Issue 40: the reproductions that are scripts rather than tests, re-run on a build (each prints what it saw).
#   bench/faults/recheck.sh
# Default MPI (Open MPI here), native transport; ./run-logp.sh with LOGP_CLASSPATH=target/logp.jar (build it first).
# The Ctrl-C at start, Slurm and unreadable-file cases have scripts of their own beside this one.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export LOGP_CLASSPATH="${LOGP_CLASSPATH:-$ROOT/target/logp.jar}"
WORK="$(mktemp -d /tmp/logp-recheck.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
last() { grep -av '^\s*$' "$1" | grep -v '^\s*at ' | tail -1 | cut -c1-240; }
left() { pgrep -f -- "$1" | grep -vx "$$" | wc -l; }
tmps() { find "$1" -name '.*.tmp' 2>/dev/null | sed "s#$WORK/##" | tr '\n' ' '; }
now() { date +%s.%N; }
# Starts ./run-logp.sh ARGS in its own process group (SIGINT restored), as a shell's foreground job would be; the
# system python, not a pyenv shim, whose bash scripts took a Ctrl-C in the first 0.3 s before logp ever started.
start() { setsid /usr/bin/python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$ROOT/run-logp.sh" "$@" > "$WORK/stdout" 2> "$WORK/stderr" < /dev/null & PID=$!; }
rank_pid() { # RANK under the mpirun of output OUT
  for p in $(pgrep -f -- "$1" ); do
    tr '\0' '\n' < "/proc/$p/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$2" && ps -o comm= -p "$p" | grep -q java && { echo "$p"; return; }
  done
}
first_round() { # waits until signature.csv exists under OUT
  local pid="$1" out="$2"
  while kill -0 "$pid" 2>/dev/null && ! ls "$out"/signatures/*/signature.csv > /dev/null 2>&1; do sleep 0.1; done
}

echo "1c. ulimit -n 24, signature --budget-seconds 5"
t0=$(now); bash -c "ulimit -n 24; exec '$ROOT/run-logp.sh' signature --budget-seconds 5 --out '$WORK/n'" > "$WORK/stdout" 2> "$WORK/stderr"
echo "  exit $? after $(echo "$(now) - $t0" | bc | cut -c1-5) s | $(last "$WORK/stderr")"

echo "2a. kill -9 of rank 1, then of rank 0 (signature --timeout 10)"
for r in 1 0; do
  out="$WORK/k$r"; start signature --timeout 10 --out "$out"; pid=$PID; first_round "$pid" "$out"
  victim=$(rank_pid "$out" "$r"); kill -9 "$victim"; t0=$(now); wait "$pid"; code=$?
  echo "  rank $r (pid $victim): exit $code after $(echo "$(now) - $t0" | bc | cut -c1-4) s | $(last "$WORK/stderr")"
  echo "    meta.json cause: $(python3 -c 'import json,sys,glob; print(json.load(open(glob.glob(sys.argv[1]+"/signatures/*/meta.json")[0]))["incomplete"].get("cause"))' "$out")"
  sleep 3; echo "    temporary files left: [$(tmps "$out")]  processes left: $(left "$out")"
done

echo "2b. ulimit -v 2000000, fit of a run (offline)"
"$ROOT/run-logp.sh" simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3 --quiet --out "$WORK/s" --run-id s > /dev/null 2>&1
bash -c "ulimit -v 2000000; exec '$ROOT/run-logp.sh' fit '$WORK/s/signatures/s'" > "$WORK/stdout" 2> "$WORK/stderr"
code=$?; echo "  exit $code | stderr: $(last "$WORK/stderr") | stdout: $(grep -c . "$WORK/stdout") lines | hs_err files here: $(ls "$WORK" | grep -c hs_err)"

echo "4a. env -u HOME fit"
env -u HOME "$ROOT/run-logp.sh" fit "$WORK/s/signatures/s" > "$WORK/stdout" 2> "$WORK/stderr"
echo "  exit $? | stderr: $(last "$WORK/stderr")"

echo "4b. HOME other than the real home, signature on Open MPI"
mkdir -p "$WORK/home"; jar="$(ls ~/.m2/repository/org/open-mpi/mpi/4.1.4/*.jar 2>/dev/null | head -1)"
before="$( [ -n "$jar" ] && stat -c %Y "$jar")"
t0=$(now); HOME="$WORK/home" "$ROOT/run-logp.sh" signature --budget-seconds 3 --quiet --out "$WORK/h" > "$WORK/stdout" 2> "$WORK/stderr"
code=$?
echo "  exit $code after $(echo "$(now) - $t0" | bc | cut -c1-5) s | apt-get/apt-get source in its setup log: $(grep -c 'apt-get' "$WORK/home/.cache/logp/setup.log" 2>/dev/null || echo 0) | ~/.m2 mpi jar rewritten: $( [ -n "$jar" ] && [ "$(stat -c %Y "$jar")" != "$before" ] && echo yes || echo no)"

echo "5a. Ctrl-C during plot, 15 times at 0.3 .. 3.1 s"
traces=0; codes=""
for i in $(seq 0 14); do
  delay=$(echo "0.3 + $i * 0.2" | bc)
  start plot "$WORK/s/signatures/s"; pid=$PID; sleep "$delay"; kill -INT -- "-$pid" 2>/dev/null; wait "$pid"; codes="$codes $?"
  grep -qE 'ExceptionInInitializerError|Shutdown in progress' "$WORK/stderr" && traces=$((traces + 1))
done
echo "  exit codes:$codes | runs with a stack trace: $traces of 15 | temporary files left: [$(tmps "$WORK/s")]"

echo "5b. kill -9 of the launcher (signature)"
out="$WORK/l"; start signature --timeout 10 --out "$out"; pid=$PID; first_round "$pid" "$out"
launcher=$(pgrep -f -- "--out $out" | while read -r p; do ps -o comm= -p "$p" | grep -q java && ! tr '\0' '\n' < "/proc/$p/environ" | grep -q OMPI_COMM_WORLD_RANK && echo "$p"; done | head -1)
kill -9 "$launcher"; t0=$(now)
while [ "$(left "$out")" -gt 0 ] && [ "$(echo "$(now) - $t0 < 30" | bc)" = 1 ]; do sleep 0.1; done
echo "  processes naming the output gone after $(echo "$(now) - $t0" | bc | cut -c1-4) s (left: $(left "$out")) | temporary files left: [$(tmps "$out")]"
wait "$pid" 2>/dev/null

echo "5c. docs/limits.md on --timeout"
grep -E '^\| `(--timeout|profile --timeout)`' "$ROOT/docs/limits.md" | sed 's/^/  /'
