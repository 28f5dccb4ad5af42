#!/usr/bin/env bash
# Wall time of the default run (./run-logp.sh, 2 ranks, shared memory) of two builds, in alternating launches
# (A B A B ...), after the build: the medians and ranges of each, the median of the paired ratios B/A, and per launch
# the phases' seconds (meta.json load.phases), the parameters and the *_CAPPED warnings (logp.json).
#   bench/default-run/run.sh OLD_JAR NEW_JAR [N] [OUT]
# A jar is a logp.jar built with the installed Open MPI's version (target/jars/<version>/logp.jar, or mvn package
# -Dopenmpi.version=... in a `git worktree add /tmp/old <commit>`); both run through this checkout's run-logp.sh
# (LOGP_CLASSPATH), so setup and start-up are the same and only the jar differs. N pairs (default 5); OUT holds each
# launch's run directory, launches.tsv and summary.txt (default /tmp/logp-bench-default-run). WARMUP=0 skips the
# untimed first launch of each; `python3 bench/default-run/summary.py OUT/launches.tsv` summarises the launches done.
# OLD_RUN=PATH runs the old jar through another run-logp.sh (an old checkout's, for a change of the script itself:
# `git show OLD:run-logp.sh > DIR/run-logp.sh` beside a link DIR/scripts to this checkout's scripts).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[ $# -ge 2 ] || { sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 2; }
A="$(realpath "$1")" B="$(realpath "$2")" N="${3:-5}" OUT="${4:-/tmp/logp-bench-default-run}"
for jar in "$A" "$B"; do [ -f "$jar" ] || { echo "no jar $jar" >&2; exit 2; }; done
mkdir -p "$OUT"
TSV="$OUT/launches.tsv"
# start: the launch's start (epoch seconds), for the phases before and after the ranks' (summary.py); cpu: user and
# system seconds of the launch and every process it waited for (the launcher's JVM, mpirun, the ranks), which the
# other engineers' load sways far less than the wall time.
printf 'pair\tbuild\tseconds\texit\trun_dir\tstart\tcpu\n' > "$TSV"
RUN_A="${OLD_RUN:-$ROOT/run-logp.sh}" RUN_B="$ROOT/run-logp.sh"
launch() { # pair build jar script
  local dir="$OUT/$2-$1" t0 t1 rc=0
  rm -rf "$dir"
  t0=$(date +%s.%N)
  LOGP_CLASSPATH="$3" /usr/bin/time -f '%U %S' -o "$dir.cpu" "$4" --quiet --out "$dir" > "$dir.log" 2>&1 || rc=$?
  t1=$(date +%s.%N)
  printf '%s\t%s\t%.2f\t%s\t%s\t%s\t%s\n' "$1" "$2" "$(echo "$t1 - $t0" | bc)" "$rc" \
    "$(ls -d "$dir"/signatures/*/ | head -1)" "$t0" "$(awk 'END { printf "%.2f", $1 + $2 }' "$dir.cpu")" >> "$TSV"
}
# One untimed launch of each first: page cache, the shim, the JIT's own caches.
if [ "${WARMUP:-1}" != 0 ]; then
  LOGP_CLASSPATH="$A" "$RUN_A" --quiet --out "$OUT/warmup-old" > /dev/null 2>&1 || true
  LOGP_CLASSPATH="$B" "$RUN_B" --quiet --out "$OUT/warmup-new" > /dev/null 2>&1 || true
fi
for ((i = 1; i <= N; i++)); do
  launch "$i" old "$A" "$RUN_A"
  launch "$i" new "$B" "$RUN_B"
done
python3 "$ROOT/bench/default-run/summary.py" "$TSV" | tee "$OUT/summary.txt"
