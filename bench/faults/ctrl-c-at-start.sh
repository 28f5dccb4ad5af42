#!/usr/bin/env bash
# Ctrl-C (SIGINT to the launcher's process group) at a chosen delay after signatures/<id> appears, N times per
# delay; after each: the exit code, the last line of stderr, what is left in the output directory and any process
# whose command line names it 5 s after the launcher ended. Issue 40, group 1.
#   bench/faults/ctrl-c-at-start.sh [TRIES] [DELAYS...]     (default 5 tries of 0 0.005 0.01 0.02 0.05)
# Runs ./run-logp.sh with LOGP_CLASSPATH=target/logp.jar (build it first) on the default MPI.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TRIES="${1:-5}"; shift || true
if [ $# -gt 0 ]; then DELAYS=("$@"); else DELAYS=(0 0.005 0.01 0.02 0.05); fi
export LOGP_CLASSPATH="${LOGP_CLASSPATH:-$ROOT/target/logp.jar}"
WORK="$(mktemp -d /tmp/logp-ctrlc.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
printf '%-6s %-4s %-5s %-40s %-24s %s\n' delay try exit "dirs left (signatures/<id>: files)" "processes left" "last line"
for delay in "${DELAYS[@]}"; do
  for ((t = 1; t <= TRIES; t++)); do
    out="$WORK/out-$delay-$t"
    # A job started with & in a script has SIGINT ignored, and passes that on: the wrapper restores it.
    setsid python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
      "$ROOT/run-logp.sh" signature --timeout 5 --budget-seconds 5 --out "$out" \
      > "$WORK/stdout" 2> "$WORK/stderr" < /dev/null &
    pid=$!
    # signatures/<id> appears: poll every millisecond
    while kill -0 "$pid" 2>/dev/null && [ -z "$(ls "$out/signatures" 2>/dev/null)" ]; do sleep 0.001; done
    sleep "$delay"
    kill -INT -- "-$pid" 2>/dev/null
    wait "$pid"; code=$?
    sleep 5
    left="$(pgrep -f -- "$out" | grep -v "^$$\$" | wc -l)"
    dirs=""
    for d in "$out"/signatures/* "$out"/plots/*; do
      [ -e "$d" ] || continue
      dirs+="$(basename "$(dirname "$d")")/:$(ls -A "$d" | tr '\n' ',') "
    done
    last="$(grep -v '^\s*$' "$WORK/stderr" | tail -1 | cut -c1-90)"
    [ -n "$last" ] || last="(stderr: $(wc -c < "$WORK/stderr") bytes)"
    printf '%-6s %-4s %-5s %-40s %-24s %s\n' "$delay" "$t" "$code" "${dirs:-none}" "$left" "$last"
    pkill -KILL -f -- "$out" 2>/dev/null
  done
done
