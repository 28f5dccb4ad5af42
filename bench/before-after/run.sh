#!/usr/bin/env bash
# Before and after a refactoring: two logp jars run the same offline commands on the same run directories, one of
# every kind (from the committed fixture run: a signature run with all its parts, collectives alone, contention
# alone, both without a signature, the ping-pong alone, the queues alone, pairs from `simulate --pairs`, a profile,
# a directory where nothing was measured), and every file each wrote and every stdout, stderr and exit code are
# compared byte for byte. Prints the differences; exit 0 when there are none.
#
#   bench/before-after/run.sh OLD.jar NEW.jar [WORK_DIR]
#
# Build OLD.jar from the base commit in a copy of the tree, e.g.
#   git archive main | tar -x -C /tmp/base && (cd /tmp/base && mvn -o -q -DskipTests -Dspotless.check.skip=true package)
set -euo pipefail
old=$(realpath "$1"); new=$(realpath "$2")
work=${3:-$(mktemp -d)}
root=$(cd "$(dirname "$0")/../.." && pwd)
fixture=$root/src/test/resources/io/logp/cli/fixture-run
java=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
rm -rf "$work/old" "$work/new" "$work/pairs-src"
mkdir -p "$work"

# The pairs: simulated once, then the same files under both jars.
"$java" -jar "$new" simulate --os 1 --or 1.5 --g 4 --L 5 --pairs --ranks 4 --pair-latency 1,3=20 --quiet \
  --out "$work/pairs-src" > /dev/null

kind() { # kind NAME FILE...: a run directory NAME holding these files of the fixture
  local name=$1; shift
  for side in old new; do
    mkdir -p "$work/$side/signatures/$name"
    for f in "$@"; do cp "$fixture/$f" "$work/$side/signatures/$name/"; done
  done
}
kind full $(cd "$fixture" && ls)
kind collectives meta.json collectives.csv collectives_timers.csv collectives_repeat.csv clock_sync.csv
kind contention meta.json contention.csv contention_ranks.csv
kind both meta.json collectives.csv collectives_timers.csv collectives_repeat.csv clock_sync.csv contention.csv \
  contention_ranks.csv
kind pingpong meta.json pingpong_params.json pingpong_samples.txt pingpong_trials.csv timer_mpi_wtime.csv \
  timer_system_nanotime.csv
kind queues meta.json queues_params.json queues_trials.csv
kind nothing meta.json
for side in old new; do
  cp -r "$work/pairs-src/signatures/"* "$work/$side/signatures/pairs"
  mkdir -p "$work/$side/records" && cp "$root/src/test/resources/profile/rank-1.json" "$work/$side/records/"
done

run() { # run SIDE STEP ARGS...: one command, its stdout, stderr and exit code kept as files of the step
  local side=$1 step=$2; shift 2
  local jar=$old; [ "$side" = new ] && jar=$new
  local base=$work/$side
  (cd "$base" && set +e; "$java" -jar "$jar" "$@" > "$base/out/$step.stdout" 2> "$base/out/$step.stderr"
   echo $? > "$base/out/$step.exit")
}
for side in old new; do
  mkdir -p "$work/$side/out"
  n=0
  while read -r line; do
    [ -z "$line" ] && continue
    n=$((n + 1))
    # shellcheck disable=SC2086
    run "$side" "$(printf '%02d' $n)" $line
  done <<'STEPS'
report signatures/full
report signatures/full --brief
report signatures/full --json
plot signatures/full
fit signatures/full
fit signatures/full --json
fit signatures/full --verbose
stats signatures/full/rtt_samples.txt --json
stats signatures/full/rtt_samples.txt
report signatures/collectives
fit signatures/collectives --json
plot signatures/collectives
report signatures/contention
fit signatures/contention --json
plot signatures/contention
report signatures/both
fit signatures/both --json
plot signatures/both
report signatures/pingpong
report signatures/pingpong --json
fit signatures/pingpong --json
plot signatures/pingpong
report signatures/queues
report signatures/queues --json
fit signatures/queues
report signatures/pairs
report signatures/pairs --json
fit signatures/pairs --json
plot signatures/pairs
report signatures/nothing
fit signatures/nothing
compare signatures/full signatures/full
compare signatures/full signatures/both
profile --merge records --queue-costs signatures/full --out . --run-id profile -- lmp
profile --merge records --json --out . --run-id p2
report signatures/profile
plot signatures/profile
fit signatures/profile
STEPS
done
# A profile's meta.json holds the time it was written; queue_profile.json and the screen the records' absolute path.
rm -f "$work"/{old,new}/signatures/{profile,p2}/meta.json
for side in old new; do
  grep -rlI "$work/$side" "$work/$side" | xargs -r sed -i "s#$work/$side#WORK#g"
done
if diff -r "$work/old" "$work/new" > "$work/diff.txt"; then
  echo "no difference: $(find "$work/new" -type f | wc -l) files, $n steps"
else
  grep -E '^(diff|Only|Binary)' "$work/diff.txt" || true
  echo "differences: $work/diff.txt"
  exit 1
fi
