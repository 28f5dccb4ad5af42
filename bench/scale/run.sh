#!/usr/bin/env bash
# Time and peak memory of `logp fit` and `logp stats` against input size.
#   bench/scale/run.sh [JAR] [OUT]     JAR defaults to target/logp.jar, OUT (the data and results) to /tmp/logp-scale
# Writes OUT/results.txt: one line per case with exit code, wall seconds and peak RSS (/usr/bin/time -v's
# "Maximum resident set size"). Every run is under `nice -n 19` and a timeout of TIMEOUT seconds (default 300); a case that times out shows
# rc=124. Set JAVA_HOME (source scripts/setup.sh or /work/tools/env.sh) first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
JAR="${1:-$ROOT/target/logp.jar}"
OUT="${2:-/tmp/logp-scale}"
mkdir -p "$OUT"
make() { [ -e "$OUT/$2" ] || python3 "$ROOT/bench/scale/make-data.py" "$1" "$OUT/$2" "${@:3}"; }
make signature sig10k 10000
make signature sig100k 100000
make signature sig1M 1000000
make signature sig1M-noci 1000000 --no-ci
make signature sig1M-outliers 1000000 --outliers 0.001
make samples s1M 1000000
make samples s10M 10000000

run() { # LABEL JVM-FLAGS... -- ARGS...
  local label=$1; shift
  local flags=()
  while [ "$1" != "--" ]; do flags+=("$1"); shift; done; shift
  local rc=0
  /usr/bin/time -v -o "$OUT/time.txt" nice -n 19 timeout "${TIMEOUT:-300}" "$JAVA_HOME/bin/java" "${flags[@]}" \
    -Djava.awt.headless=true -cp "$JAR" io.logp.cli.Main "$@" > /dev/null 2> "$OUT/err.txt" || rc=$?
  local wall rss
  wall=$(grep "Elapsed (wall clock)" "$OUT/time.txt" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$OUT/time.txt" | awk '{print int($NF / 1024)}')
  printf "%-26s rc=%-3s wall %-8s peak RSS %5s MB  %s\n" "$label" "$rc" "$wall" "$rss" \
    "$(head -c 150 "$OUT/err.txt" | head -1)" | tee -a "$OUT/results.txt"
}
: > "$OUT/results.txt"
cd "$OUT"
run "fit 10k rows" -- fit sig10k
run "fit 100k rows" -- fit sig100k
run "fit 1M rows" -- fit sig1M
run "fit 1M rows, no ci95_us" -- fit sig1M-noci
run "fit 1M rows, 0.1% outliers" -- fit sig1M-outliers
run "stats 1M lines" -- stats s1M
run "stats 10M lines" -- stats s10M
run "stats 10M lines, -Xmx512m" -Xmx512m -- stats s10M
