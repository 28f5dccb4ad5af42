#!/usr/bin/env bash
# logp: LogP parameters of this machine's MPI, from one command.
#   ./run-logp.sh                 full default run on 2 local ranks (installs an MPI and builds on first use)
#   ./run-logp.sh SUBCOMMAND ...  run | signature | rtt | bulk | contention | collectives | pingpong | queues |
#                                 profile -- PROGRAM ARGS... (an MPI program's message queues) |
#                                 fit | report | plot | stats | compare | simulate | tradeoffs | completion |
#                                 model (export a run's LogGP model) | predict (its collectives at scale, SimGrid) |
#                                 layers (the same signature on each MPI and on the transports beneath it)
#                                 (--help on each; signature = the small-message part alone)
#   ./run-logp.sh rank-command    sets up and builds, then prints (for eval) the command of one rank, for batch
#                                 scripts whose own srun or mpirun starts the ranks (examples/slurm/logp.sbatch),
#                                 and the queue profiler's path (examples/slurm/profile.sbatch, profile --merge)
#   --mpi openmpi|mpich|DIR       which MPI (default: the one on PATH, else Debian's Open MPI)
#   --transport native|bindings   the way into it (default: native, the MPI's C library through a shim)
#   --transport ucx-am|ofi        a transport below MPI (UCX's Active Messages, libfabric): signature, rtt, bulk
#   LOGP_CLASSPATH=JAR            run this logp.jar (or class path) instead of building one
# Runs across nodes: ./run-logp.sh run --np 4 --hostfile hosts; under Slurm see docs/cluster.md
# (target/logp.jar and the shim setup prints must then be at the same paths on every node.)
set -euo pipefail
# Maven's own libraries still use sun.misc.Unsafe, which JDK 24+ warns about at every build.
export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# The commands that need no MPI get the JDK alone: nothing is installed, no MPI looked for, no shim built.
offline=""
case "${1:-}" in
  fit|stats|compare|plot|report|simulate|model|predict|completion|help|-h|--help|-V|--version) offline=1 ;;
esac
# setup needs the MPI before Java starts: take --mpi from the arguments (Java reads it too, for help and checks).
mpi=()
for ((i = 1; i <= $#; i++)); do
  case "${!i}" in
    --mpi) j=$((i + 1)); [ "$j" -le $# ] && mpi=(--mpi "${!j}") ;;
    --mpi=*) mpi=(--mpi "${!i#--mpi=}") ;;
    # A transport below MPI has a shim of its own, which setup builds (and its package installs) only when asked.
    --transport) j=$((i + 1)); [ "$j" -le $# ] && case "${!j}" in ucx-am|ofi) mpi+=(--transport "${!j}") ;; esac ;;
    --transport=ucx-am|--transport=ofi) mpi+=(--transport "${!i#--transport=}") ;;
  esac
done
# JAVA_HOME, LOGP_MPI_*, OMPI_*; setup has said what is wrong when it fails (exit 4: no MPI to run on).
# predict alone needs SimGrid (installed as root from Debian's packages, else named; exit 4): no other command does.
if [ "${1:-}" = predict ]; then "$ROOT/scripts/simgrid.sh" || exit $?; fi
if [ -n "$offline" ]; then
  facts="$("$ROOT/scripts/setup.sh" --java-only)" || exit $?
elif [ "${1:-}" = layers ]; then
  # layers measures Open MPI and the transports beneath it, and MPICH where it is installed (its launcher and shim
  # as LOGP_MPICH_*; without it that layer is skipped, saying why).
  facts="$("$ROOT/scripts/setup.sh" --mpi openmpi --transport ucx-am --transport ofi)" || exit $?
  if mpich_facts="$("$ROOT/scripts/setup.sh" --mpi mpich 2>/dev/null)"; then
    LOGP_MPICH_LAUNCHER="$(eval "$mpich_facts"; echo "$LOGP_MPI_LAUNCHER")"
    LOGP_MPICH_SHIM="$(eval "$mpich_facts"; echo "$LOGP_MPI_SHIM")"
    export LOGP_MPICH_LAUNCHER LOGP_MPICH_SHIM
  fi
else
  facts="$("$ROOT/scripts/setup.sh" "${mpi[@]}")" || exit $?
fi
eval "$facts"
export JAVA_HOME LOGP_MPI_KIND LOGP_MPI_LAUNCHER LOGP_MPI_SHIM LOGP_MPI_TWIN LOGP_MPI_PROFILER
# The shims of the transports below MPI: set only when asked for (an empty value is no shim).
[ -z "${LOGP_UCX_SHIM:-}" ] || export LOGP_UCX_SHIM
[ -z "${LOGP_OFI_SHIM:-}" ] || export LOGP_OFI_SHIM
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
# LOGP_CLASSPATH: logp's class path as given (a logp.jar built elsewhere, for a cluster without Maven; the tests'
# classes); nothing is built then.
if [ -n "${LOGP_CLASSPATH:-}" ]; then
  JAR="$LOGP_CLASSPATH"
elif stale "$JAR"; then
  mkdir -p "$ROOT/target/jars/$KEY"
  # One build at a time in this checkout (Maven writes target/ in place); the second looks again once it may.
  exec 9> "$ROOT/target/.build.lock"
  flock 9
  if stale "$JAR"; then
    # Maven's output goes to a log, named (with its end) only when the build fails. Maven 3.8's console library
    # writes colour resets even in batch mode: they are stripped from the log and the screen alike.
    log="$ROOT/target/build.log"
    echo "logp: building logp (mvn package, about 1 min), log in $log" >&2
    built_from=$SECONDS
    if ! (cd "$ROOT" && mvn -q -B -Dstyle.color=never -DskipTests -Dspotless.check.skip=true \
          $([ "$KEY" != none ] && echo "-Dopenmpi.version=$KEY") package) 2>&1 < /dev/null \
        | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' > "$log" || [ ! -s "$ROOT/target/logp.jar" ]; then
      echo "logp: ERROR: the build failed; its output is in $log, which ends:" >&2
      grep -v '^\s*$' "$log" | tail -n 12 | sed 's/^/  /' >&2
      exit 1
    fi
    cp "$ROOT/target/logp.jar" "$JAR.$$" && mv -f "$JAR.$$" "$JAR"
    echo "logp: built in $((SECONDS - built_from)) s" >&2
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
# The already-launched mode: a batch script's own srun or mpirun starts the ranks. It gets the rank's command (the
# JVM and flags logp's launcher gives its ranks) as a shell array, with what the ranks need from setup:
#   eval "$("$LOGP_HOME/run-logp.sh" rank-command)"; srun --mpi="$LOGP_SRUN_MPI" "${LOGP_RANK[@]}" signature
if [ "${1:-}" = rank-command ]; then
  mapfile -t words < <("$JAVA_HOME/bin/java" ${OMPI_LIBDIR:+-Djava.library.path="$OMPI_LIBDIR"} \
    -cp "$JAR${OMPI_JAR:+:$OMPI_JAR}" io.logp.app.launch.RankCommand)
  [ "${#words[@]}" -gt 0 ] || { echo "logp: rank-command: the JVM printed no command" >&2; exit 1; }
  case "$LOGP_MPI_KIND" in openmpi) srun_mpi=pmix ;; mpich) srun_mpi=pmi2 ;; *) srun_mpi="" ;; esac
  printf 'export JAVA_HOME=%q LOGP_MPI_KIND=%q LOGP_MPI_LAUNCHER=%q LOGP_MPI_SHIM=%q LOGP_MPI_TWIN=%q LOGP_COMMIT=%q\n' \
    "$JAVA_HOME" "$LOGP_MPI_KIND" "$LOGP_MPI_LAUNCHER" "$LOGP_MPI_SHIM" "$LOGP_MPI_TWIN" "$LOGP_COMMIT"
  printf 'export LOGP_OMPI_LIBDIR=%q\n' "$OMPI_LIBDIR"
  # The queue profiler, for `profile` in this mode: ranks started with LD_PRELOAD="$LOGP_MPI_PROFILER" and
  # LOGP_PROFILE_DIR=DIR write their records there, and `profile --merge DIR` makes the run (docs/queues.md).
  printf 'export LOGP_MPI_PROFILER=%q\n' "${LOGP_MPI_PROFILER:-}"
  # UCX must leave SIGSEGV and SIGBUS to the JVM (the native way also sets it itself before loading the MPI).
  printf 'export UCX_ERROR_SIGNALS=%q\n' "${UCX_ERROR_SIGNALS:-}"
  printf 'LOGP_SRUN_MPI=%q\n' "$srun_mpi"
  printf 'LOGP_RANK=('; printf '%q ' "${words[@]}"; printf ')\n'
  exit 0
fi
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
# Paths and arguments in UTF-8 under any locale: under LANG=C the JVM decodes them as ASCII, and a --out of
# "ünïcødé 日本" became "cannot convert ... to interface java.nio.file.Path". A locale whose charset is not UTF-8
# gets C.UTF-8 for its character type alone (messages, numbers and dates keep the user's locale).
if [ "$(LC_ALL="${LC_ALL:-}" locale charmap 2>/dev/null)" != UTF-8 ] && locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then
  export LC_ALL= LC_CTYPE=C.UTF-8
fi
# A measuring command's JVM launches the ranks, waits, then analyses one run and draws its charts for a few seconds:
# the C2 compiler's work never pays back there, nor do G1's threads (plot of a default run, alternating, loaded
# machine: 9.4 to 12.2 s of CPU by default, 5.1 to 7.2 s with C1 alone, 5.4 and 6.2 s against 6.2 and 7.9 s with
# the serial collector as well). The ranks' JVMs are started with flags of their own (RankCommand) and keep C2
# for the timed loops; so does this JVM when a launcher started it as a rank itself (srun -n 2 ./run-logp.sh ...:
# the rank variables of Launched.isRank).
jit=()
if [ -z "$offline" ] && [ -z "${OMPI_COMM_WORLD_RANK:-}${PMIX_RANK:-}${PMI_RANK:-}${SLURM_STEP_ID:-}" ]; then
  jit=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC)
fi
# A JVM that cannot start or crashes reports on stderr and writes its crash file into TMPDIR, never into the
# caller's directory (the checkout).
exec "$JAVA_HOME/bin/java" "${limits[@]}" ${jit[@]+"${jit[@]}"} -XX:ErrorFile="${TMPDIR:-/tmp}/logp-hs_err_pid%p.log" -XX:+DisplayVMOutputToStderr \
  ${OMPI_LIBDIR:+-Djava.library.path="$OMPI_LIBDIR"} -Djava.awt.headless=true \
  -Dstdout.encoding=UTF-8 -Dstderr.encoding=UTF-8 --enable-native-access=ALL-UNNAMED -cp "$JAR${OMPI_JAR:+:$OMPI_JAR}" io.logp.cli.Main "$@"
