#!/usr/bin/env bash
# Issue 40, group 2: files logp cannot read. As root, runs logp as user nobody (root reads everything) on a
# simulated run whose signature.csv, then whose directory, is chmod 000; then a symbolic link loop and a non-ASCII
# --out under LANG=C. Prints each command's exit code and last line.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export LOGP_CLASSPATH="${LOGP_CLASSPATH:-$ROOT/target/logp.jar}"
WORK="$(mktemp -d /tmp/logp-unreadable.XXXXXX)"; chmod 755 "$WORK"
trap 'chmod -R u+rwx "$WORK"; rm -rf "$WORK"' EXIT
"$ROOT/run-logp.sh" simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3 --quiet --out "$WORK/out" > /dev/null 2>&1
run="$(ls -d "$WORK"/out/signatures/*)"; chmod -R a+rX "$WORK/out"
as_nobody() { runuser -u nobody -- env JAVA_HOME="$JAVA_HOME" LOGP_CLASSPATH="$LOGP_CLASSPATH" HOME=/tmp \
  TMPDIR=/tmp "$ROOT/run-logp.sh" "$@" 2>&1 | grep -v '^Try ' | tail -1; echo "    exit ${PIPESTATUS[0]}"; }
echo "signature.csv chmod 000, as nobody:"
chmod 000 "$run/signature.csv"
for c in "fit $run" "report $run" "stats $run/signature.csv"; do echo "  $c" | sed "s|$WORK|W|g"; as_nobody $c | sed "s|$WORK|W|g; s/^/    /"; done
chmod 644 "$run/signature.csv"
echo "the run directory chmod 000, as nobody:"
chmod 000 "$run"
for c in "fit $run" "report $run" "plot $run" "fit $run/signature.csv"; do echo "  $c" | sed "s|$WORK|W|g"; as_nobody $c | sed "s|$WORK|W|g; s/^/    /"; done
chmod 755 "$run"
echo "a symbolic link loop:"
ln -s "$WORK/loopB" "$WORK/loopA"; ln -s "$WORK/loopA" "$WORK/loopB"
for c in fit report; do echo "  $c W/loopA"; "$ROOT/run-logp.sh" $c "$WORK/loopA" 2>&1 | grep -v '^Try ' | tail -1 | sed "s|$WORK|W|g; s/^/    /"; echo "    exit ${PIPESTATUS[0]}"; done
echo "LANG=C simulate --out 'dir with space/ünïcødé 日本':"
LANG=C "$ROOT/run-logp.sh" simulate --os 1 --or 1 --g 2 --L 1 --quiet --out "$WORK/dir with space/ünïcødé 日本" 2>&1 | tail -1 | sed "s|$WORK|W|g; s/^/    /"
echo "    exit ${PIPESTATUS[0]}"
