#!/usr/bin/env bash
# Times end-to-end test classes one at a time, each in a test command of its own, and prints per class its
# surefire time and the load average (1 minute) as its command began and ended.
#   bench/suite/e2e-classes.sh OUT CLASS...      e.g. bench/suite/e2e-classes.sh /tmp/after MpiFaultTest MpiEndToEndTest
# With LOCK=FILE each class runs under flock FILE (a machine shared with other people's end-to-end tests: one at a
# time). Appends "class seconds tests errors+failures load_begin load_end" to OUT/classes.txt and keeps each class's
# surefire report and log in OUT.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,7p "$0"; exit 2; }
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
for class in "$@"; do
  rm -f "$root"/target/surefire-reports/TEST-*."$class".xml
  # The load averages are read inside the lock, once it is ours: what ran beside this class.
  run=(bash -c 'cut -d" " -f1 /proc/loadavg > "$1/$2.load"; "$0" -q "-Dtest=$2" -Dsurefire.failIfNoSpecifiedTests=false \
    > "$1/$2.log" 2>&1; cut -d" " -f1 /proc/loadavg >> "$1/$2.load"' "$root/run-tests.sh" "$out" "$class")
  [ -z "${LOCK:-}" ] || run=(flock "$LOCK" "${run[@]}")
  "${run[@]}" || true
  load=$(paste -sd' ' "$out/$class.load")
  report=$(ls "$root"/target/surefire-reports/TEST-*."$class".xml 2>/dev/null | head -1 || true)
  if [ -z "$report" ]; then
    echo "$class - - - $load (no report: see $out/$class.log)" | tee -a "$out/classes.txt"
    continue
  fi
  cp "$report" "$out/"
  sed -n 's/.*<testsuite [^>]* time="\([^"]*\)" tests="\([0-9]*\)" errors="\([0-9]*\)" skipped="[0-9]*" failures="\([0-9]*\)".*/\1 \2 \3 \4/p' \
    "$report" | head -1 | awk -v c="$class" -v l="$load" '{print c, $1, $2, $3 + $4, l}' | tee -a "$out/classes.txt"
done
