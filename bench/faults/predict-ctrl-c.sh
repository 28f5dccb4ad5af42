#!/usr/bin/env bash
# Issue 49, item 3: Ctrl-C of predict as a terminal sends it (SIGINT to the process group, SIGINT at its default:
# round5.sh's item 3 ran predict as a shell's background job, which ignores SIGINT, so only smpirun saw it). Prints
# the exit code, the last lines, the processes and files left.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LOGP="$ROOT/run-logp.sh"
W="$(mktemp -d /tmp/logp-predict-int.XXXXXX)"
trap 'rm -rf "$W"' EXIT
"$LOGP" simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3 --quiet --run-id sim --out "$W/out" > /dev/null 2>&1
RUN="$W/out/signatures/sim"
echo "Ctrl-C of predict RUN --ranks 2,3,256 --op bcast,alltoall --sizes 8,4096 once one P finished"
setsid python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$LOGP" predict "$RUN" --ranks 2,3,256 --op bcast,alltoall --sizes 8,4096 > "$W/3.txt" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do grep -q "(1 of 3)" "$W/3.txt" && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -INT -- "-$pid"
wait "$pid"; echo "  exit $?"
sleep 1
tail -n 5 "$W/3.txt" | sed "s|$W|W|g; s/^/  | /"
echo "  smpirun left: $(pgrep -f "smpirun.*$RUN" | wc -l); simulations left: $(pgrep -af logp_predict | grep -c "$RUN")"
echo "  predictions.csv: $([ -f "$RUN/predictions.csv" ] && echo "$(($(wc -l < "$RUN/predictions.csv") - 1)) rows" || echo none)"
echo "  smpirun logs of P = 256 left: $(ls "$RUN/simgrid" 2>/dev/null | grep -c 'smpirun-platform-256\.')"
