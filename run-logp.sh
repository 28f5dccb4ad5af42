#!/usr/bin/env bash
# logp: LogP parameters of this machine's MPI, from one command.
#   ./run-logp.sh                 full default run on 2 local ranks (installs an MPI and builds on first use)
#   ./run-logp.sh SUBCOMMAND ...  run | signature | rtt | bulk | contention | collectives | pingpong | queues |
#                                 fit | report | plot | stats | compare | simulate | tradeoffs | completion
#                                 (--help on each; signature = the small-message part alone)
#   --mpi openmpi|mpich|DIR       which MPI (default: the one on PATH, else Debian's Open MPI)
#   --transport native|bindings   the way into it (default: native, the MPI's C library through a shim)
# Runs across nodes: ./run-logp.sh run --np 4 --hostfile hosts
# (target/logp.jar and the shim setup prints must then be at the same paths on every node.)
set -euo pipefail
# Maven's own libraries still use sun.misc.Unsafe, which JDK 24+ warns about at every build.
export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# The commands that need no MPI get the JDK alone: nothing is installed, no MPI looked for, no shim built.
offline=""
case "${1:-}" in
  fit|stats|compare|plot|report|simulate|completion|help|-h|--help|-V|--version) offline=1 ;;
esac
# setup needs the MPI before Java starts: take --mpi from the arguments (Java reads it too, for help and checks).
mpi=()
for ((i = 1; i <= $#; i++)); do
  case "${!i}" in
    --mpi) j=$((i + 1)); [ "$j" -le $# ] && mpi=(--mpi "${!j}") ;;
    --mpi=*) mpi=(--mpi "${!i#--mpi=}") ;;
  esac
done
# JAVA_HOME, LOGP_MPI_*, OMPI_*; setup has said what is wrong when it fails (exit 4: no MPI to run on).
if [ -n "$offline" ]; then
  facts="$("$ROOT/scripts/setup.sh" --java-only)" || exit $?
else
  facts="$("$ROOT/scripts/setup.sh" "${mpi[@]}")" || exit $?
fi
eval "$facts"
export JAVA_HOME LOGP_MPI_KIND LOGP_MPI_LAUNCHER LOGP_MPI_SHIM LOGP_MPI_TWIN
# A LOGP_OMPI_LIBDIR of the user's (the directory of libmpi_java.so, which wins over setup's) that holds none is
# refused (exit 4, MPI unavailable), before any build, rather than passed over for the system's in silence.
if [ -z "$offline" ] && [ -n "${LOGP_OMPI_LIBDIR:-}" ] && [ ! -f "$LOGP_OMPI_LIBDIR/libmpi_java.so" ]; then
  if [ -d "$LOGP_OMPI_LIBDIR" ]; then why="holds no libmpi_java.so"; else why="is no directory"; fi
  echo "logp: LOGP_OMPI_LIBDIR=$LOGP_OMPI_LIBDIR $why: point it at the directory of Open MPI's libmpi_java.so${OMPI_LIBDIR:+ (setup found $OMPI_LIBDIR)}, or unset it" >&2
  exit 4
fi

# One jar per way of building it (with Open MPI's Java bindings of a version, or none), each replaced only by a
# rename: switching --mpi does not rebuild, and a run going on keeps the jar it started with while another builds.
stale() { [ ! -f "$1" ] || [ -n "$(find "$ROOT/src/main" "$ROOT/src/bindings" "$ROOT/pom.xml" -newer "$1" -print -quit)" ]; }
KEY="${OMPI_VERSION:-none}"
if [ -n "$offline" ]; then
  # An offline command runs on any current build of the jar, else on a new one without bindings.
  newest="$(ls -t "$ROOT"/target/jars/*/logp.jar 2>/dev/null | head -1 || true)"
  if [ -n "$newest" ] && ! stale "$newest"; then KEY="$(basename "$(dirname "$newest")")"; else KEY=none; fi
fi
JAR="$ROOT/target/jars/$KEY/logp.jar"
if stale "$JAR"; then
  mkdir -p "$ROOT/target/jars/$KEY"
  # One build at a time in this checkout (Maven writes target/ in place); the second looks again once it may.
  exec 9> "$ROOT/target/.build.lock"
  flock 9
  if stale "$JAR"; then
    echo "logp: building (mvn package)" >&2
    # Maven 3.8's console library writes colour resets even in batch mode: they are stripped, not shown as [0m.
    (cd "$ROOT" && mvn -q -B -Dstyle.color=never -DskipTests -Dspotless.check.skip=true \
      $([ "$KEY" != none ] && echo "-Dopenmpi.version=$KEY") package) 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >&2
    cp "$ROOT/target/logp.jar" "$JAR.$$" && mv -f "$JAR.$$" "$JAR"
  fi
  flock -u 9
  exec 9>&-
fi

LOGP_COMMIT="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
# A LOGP_OMPI_LIBDIR of the user's (the directory of libmpi_java.so) wins over the one setup found.
if [ -n "${LOGP_OMPI_LIBDIR:-}" ] && [ -n "${OMPI_LIBDIR:-}" ] && [ "$LOGP_OMPI_LIBDIR" != "$OMPI_LIBDIR" ]; then
  echo "logp: using LOGP_OMPI_LIBDIR=$LOGP_OMPI_LIBDIR for Open MPI's Java bindings (setup found $OMPI_LIBDIR)" >&2
fi
OMPI_LIBDIR="${LOGP_OMPI_LIBDIR:-${OMPI_LIBDIR:-}}"
export LOGP_COMMIT LOGP_OMPI_LIBDIR="$OMPI_LIBDIR"
# mpi.jar is not inside logp.jar: the installed Open MPI's bindings, when it has them, join it on the class path,
# which the launcher passes on to every rank.
# Under a virtual memory limit (ulimit -v) the JVM's default reservations (a quarter of the RAM as heap, 1 GiB of
# class space, 240 MiB of code cache, a malloc arena per thread) do not fit: this JVM gets a quarter of the limit.
limits=()
vmem="$(ulimit -v)"
if [ "$vmem" != unlimited ]; then
  limits=(-Xmx$((vmem / 4096))m -XX:CompressedClassSpaceSize=128m -XX:ReservedCodeCacheSize=64m -XX:+UseSerialGC)
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
fi
# stdout and stderr in UTF-8 under any locale: under LANG=C (batch jobs) Java would print '±' and 'µ' as '?'.
exec "$JAVA_HOME/bin/java" "${limits[@]}" ${OMPI_LIBDIR:+-Djava.library.path="$OMPI_LIBDIR"} -Djava.awt.headless=true \
  -Dstdout.encoding=UTF-8 -Dstderr.encoding=UTF-8 --enable-native-access=ALL-UNNAMED -cp "$JAR${OMPI_JAR:+:$OMPI_JAR}" io.logp.cli.Main "$@"
