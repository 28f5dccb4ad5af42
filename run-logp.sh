#!/usr/bin/env bash
# logp: LogP parameters of this machine's Open MPI, from one command.
#   ./run-logp.sh                 full default run on 2 local ranks (installs Open MPI and builds on first use)
#   ./run-logp.sh SUBCOMMAND ...  run | signature | rtt | fit | plot | simulate   (--help on each)
# Runs across nodes: ./run-logp.sh run --np 4 --hostfile hosts --mca btl tcp,self
# (target/logp.jar and the mpi.jar setup prints as OMPI_JAR must then be at the same paths on every node.)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

eval "$("$ROOT/scripts/setup.sh")"          # sets OMPI_VERSION, OMPI_LIBDIR and OMPI_JAR
[ -s "${OMPI_JAR:-}" ] || { echo "logp: Open MPI's mpi.jar not found (OMPI_JAR='${OMPI_JAR:-}')" >&2; exit 1; }

JAR="$ROOT/target/logp.jar"
if [ ! -f "$JAR" ] || [ -n "$(find "$ROOT/src/main" "$ROOT/pom.xml" -newer "$JAR" -print -quit)" ]; then
  echo "logp: building (mvn package)" >&2
  (cd "$ROOT" && mvn -q -B -DskipTests -Dopenmpi.version="$OMPI_VERSION" package) >&2
fi

LOGP_COMMIT="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
export LOGP_COMMIT LOGP_OMPI_LIBDIR="$OMPI_LIBDIR"
# mpi.jar is not inside logp.jar: the installed Open MPI's bindings join it on the classpath, which the
# launcher passes on to every rank it starts under mpirun.
exec java -Djava.library.path="$OMPI_LIBDIR" -Djava.awt.headless=true -cp "$JAR:$OMPI_JAR" io.logp.cli.Main "$@"
