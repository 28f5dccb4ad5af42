#!/usr/bin/env bash
# Per-class times of a test run, from surefire's reports, largest first; with a second directory, both side by side.
#   bench/suite/classes.sh [REPORTS]            REPORTS defaults to target/surefire-reports
#   bench/suite/classes.sh BEFORE AFTER         seconds before, after and the difference, per class
# Prints "seconds tests class" (or "before after difference class"), then the sum of the classes' times.
set -euo pipefail
times() {   # DIR: "class seconds tests" per report
  local f
  for f in "$1"/TEST-*.xml; do
    [ -e "$f" ] || continue
    sed -n 's/.*<testsuite [^>]*name="\([^"]*\)"[^>]*time="\([^"]*\)"[^>]*tests="\([0-9]*\)".*/\1 \2 \3/p' "$f" | head -1
  done
}
if [ $# -le 1 ]; then
  times "${1:-target/surefire-reports}" | sort -k2,2rn \
    | awk '{printf "%8.1f %5d %s\n", $2, $3, $1; s += $2} END {printf "%8.1f       (sum)\n", s}'
else
  join -a1 -a2 -e 0 -o 0,1.2,2.2 <(times "$1" | awk '{print $1, $2}' | sort) <(times "$2" | awk '{print $1, $2}' | sort) \
    | awk '{print $1, $2, $3, $3 - $2}' | sort -k4,4n \
    | awk '{printf "%8.1f %8.1f %8.1f %s\n", $2, $3, $4, $1; b += $2; a += $3} END {printf "%8.1f %8.1f %8.1f (sum)\n", b, a, a - b}'
fi
