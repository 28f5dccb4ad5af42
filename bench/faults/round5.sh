#!/usr/bin/env bash
# Issue 49, "Faults, round five": replays the seven faults and prints, for each, the command, its exit code and its
# last lines (paths shortened to W/). Run it on a build before the fixes and after them:
#   LOGP_CLASSPATH=/path/to/before/logp.jar bench/faults/round5.sh > before.txt
#   bench/faults/round5.sh > after.txt
# Needs SimGrid (predict) and an MPI (pairs); items 4 and 7 run real ranks over shared memory (Open MPI by default).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LOGP="$ROOT/run-logp.sh"
W="$(mktemp -d /tmp/logp-round5.XXXXXX)"
trap 'rm -rf "$W"' EXIT
short() { sed "s|$W|W|g"; }
# As a terminal's Ctrl-C: its own process group, SIGINT at its default (a shell's background job ignores SIGINT, and
# a JVM started so never sees it), then SIGINT to the whole group.
as_job() { setsid python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' "$@"; }
show() { tail -n "${2:-4}" "$1" | short | sed 's/^/  | /'; }

"$LOGP" simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3 --quiet --run-id sim --out "$W/out" > /dev/null 2>&1
RUN="$W/out/signatures/sim"

echo "1. predict RUN --ranks 2 --op bcast --sizes 0"
"$LOGP" predict "$RUN" --ranks 2 --op bcast --sizes 0 > "$W/1.txt" 2>&1; echo "  exit $?"
show "$W/1.txt" 2
echo "  simgrid/ made: $([ -d "$RUN/simgrid" ] && echo yes || echo no)"
rm -rf "$RUN/simgrid"

echo "2. predict RUN --ranks 2,4,8,16 (no bulk transfers: no G)"
"$LOGP" predict "$RUN" --ranks 2,4,8,16 > "$W/2.txt" 2>&1; echo "  exit $?"
echo "  NaN on the screen: $(grep -c NaN "$W/2.txt"), in predictions.html: $(grep -o NaN "$RUN/predictions.html" | wc -l)"
echo "  n/a on the screen: $(grep -o '(n/a)' "$W/2.txt" | wc -l)"
grep -m1 "^bcast" "$W/2.txt" | short | sed 's/^/  | /'
grep -A1 -m1 "^n/a\|no G" "$W/2.txt" | short | sed 's/^/  | /'

echo "3. Ctrl-C of predict RUN --ranks 2,3,256 --op bcast,alltoall --sizes 8,4096 once one P finished"
rm -f "$RUN/predictions.csv" "$RUN/predictions.html"; rm -rf "$RUN/simgrid"
as_job "$LOGP" predict "$RUN" --ranks 2,3,256 --op bcast,alltoall --sizes 8,4096 > "$W/3.txt" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do grep -q "(1 of 3)" "$W/3.txt" && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -INT -- "-$pid"   # the terminal's Ctrl-C: SIGINT to the whole process group
wait "$pid"; echo "  exit $?"
sleep 1
show "$W/3.txt" 5
echo "  smpirun left: $(pgrep -f "smpirun.*$RUN" | wc -l); simulations left: $(pgrep -f "logp_predict" -a | grep -c "$RUN")"
echo "  predictions.csv: $([ -f "$RUN/predictions.csv" ] && echo "$(($(wc -l < "$RUN/predictions.csv") - 1)) rows" || echo none)"
echo "  smpirun logs of P = 256 left: $(ls "$RUN/simgrid" 2>/dev/null | grep -c 'smpirun-platform-256\.')"

echo "4. pairs --np 4, interrupted once pairs.csv is written, then the hint it prints"
as_job "$LOGP" pairs --np 4 --pair-trials 300 --warmup-seconds 0.1 --out "$W/pairs" > "$W/4.txt" 2>&1 &
pid=$!
for _ in $(seq 1 3000); do ls "$W"/pairs/signatures/*/pairs.csv > /dev/null 2>&1 && break; kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
kill -INT -- "-$pid"; wait "$pid"; echo "  exit $?"
show "$W/4.txt" 3
hint="$(grep -o 'analyse it with: .*' "$W/4.txt" | sed 's/analyse it with: //')"
if [ -n "$hint" ]; then
  echo "  the hint: $hint" | short
  (cd "$ROOT" && eval "$hint") > "$W/4b.txt" 2>&1; echo "  its exit $?"
  show "$W/4b.txt" 2
fi

echo "5. plot and report of a run directory outside signatures/"
mkdir -p "$W/keep/runs"; cp -r "$RUN" "$W/keep/runs/moved"
"$LOGP" plot "$W/keep/runs/moved" > "$W/5.txt" 2>&1; echo "  plot exit $?"
show "$W/5.txt" 2
"$LOGP" report "$W/keep/runs/moved" > "$W/5b.txt" 2>&1; echo "  report exit $?"
grep -i "chart\|plots" "$W/5b.txt" | head -2 | short | sed 's/^/  | /'
echo "  made outside W/keep/runs/moved: $(ls -d "$W/keep/plots" "$W/plots" 2>/dev/null | short | tr '\n' ' ')"

echo "6. meta.json of schema_version 9, written by logp 9.0.0"
python3 - "$RUN/meta.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1])); m["schema_version"] = 9; m.setdefault("tool", {})["version"] = "9.0.0"
json.dump(m, open(sys.argv[1], "w"), indent=2)
PY
"$LOGP" fit "$RUN" > "$W/6.txt" 2>&1; echo "  exit $?"
grep -i "meta" "$W/6.txt" | head -2 | short | sed 's/^/  | /'

echo "7. pairs --np 3 with yes on core 1 (no slow link)"
taskset -c 1 yes > /dev/null & yes=$!
"$LOGP" pairs --np 3 --json --pair-trials 300 --warmup-seconds 0.1 --quiet --out "$W/load" > "$W/7.txt" 2> "$W/7e.txt"; code=$?
kill "$yes"; wait "$yes" 2>/dev/null
echo "  exit $code"
python3 - "$W/7.txt" "$W"/load/signatures/*/meta.json <<'PY'
import json, sys
o = json.load(open(sys.argv[1])); m = json.load(open(sys.argv[2]))
for p in m.get("load", {}).get("phases", []):
    if p["phase"] == "pairs":
        print("  others' share of the cores during pairs: %.0f%%" % (100 * p["others_cpu_seconds"] / (p["seconds"] * p["core_count"])))
print("  pairs: " + ", ".join("%d-%d %.1f us" % (r["i"], r["j"], r["rtt_us"]) for r in o["pairs"]))
for w in o["warnings"]:
    print("  %s: %s" % (w["code"], w["message"][:150]))
PY
