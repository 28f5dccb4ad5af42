#!/usr/bin/env bash
# Wall time of `plot DIR` (the charts and report.html of a run, as the run's end draws them) of two builds, in
# alternating launches (A B A B ...): the medians of each and the median of the paired ratios B/A.
#   bench/default-run/plot.sh OLD NEW [N] [RUN_DIR]     OLD, NEW: a logp.jar or a class path each (absolute)
# RUN_DIR defaults to the test fixture run (a real `run --np 3 --queues`: 9 PNG and 9 SVG, report.html); each launch
# draws into a fresh copy of it. Both jars run through this checkout's run-logp.sh (LOGP_CLASSPATH).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[ $# -ge 2 ] || { sed -n '2,6p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2; }
A="$1" B="$2" N="${3:-5}"   # jars or class paths (LOGP_CLASSPATH takes either)
RUN="$(realpath "${4:-$ROOT/src/test/resources/io/logp/cli/fixture-run}")"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
launch() { # build jar -> seconds
  local dir="$WORK/$1/signatures/run" t0 t1
  rm -rf "$WORK/$1" && mkdir -p "$WORK/$1/signatures" && cp -r "$RUN" "$dir"
  t0=$(date +%s.%N)
  LOGP_CLASSPATH="$2" "$ROOT/run-logp.sh" plot "$dir" > "$WORK/$1.log" 2>&1 || { cat "$WORK/$1.log" >&2; exit 1; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}
launch warm-old "$A" > /dev/null; launch warm-new "$B" > /dev/null
printf 'pair\told_s\tnew_s\tratio\tload1\n'
for ((i = 1; i <= N; i++)); do
  a=$(launch old "$A"); b=$(launch new "$B")
  printf '%d\t%.2f\t%.2f\t%.3f\t%s\n' "$i" "$a" "$b" "$(echo "$b / $a" | bc -l)" "$(cut -d' ' -f1 /proc/loadavg)"
done | tee "$WORK/pairs.tsv"
python3 - "$WORK/pairs.tsv" <<'PY'
import statistics, sys
rows = [l.split('\t') for l in open(sys.argv[1]).read().split('\n') if l and l[0].isdigit()]
old, new, ratio = ([float(r[k]) for r in rows] for k in (1, 2, 3))
print(f"old median {statistics.median(old):.2f} s ({min(old):.2f} to {max(old):.2f}); "
      f"new median {statistics.median(new):.2f} s ({min(new):.2f} to {max(new):.2f}); "
      f"median of the paired ratios new/old {statistics.median(ratio):.3f} ({min(ratio):.3f} to {max(ratio):.3f})")
PY
