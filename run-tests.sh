#!/usr/bin/env bash
# Runs every test, the end-to-end ones on real Open MPI ranks (installs Open MPI and its Java bindings first).
# The bindings reach the tests as the provided org.open-mpi:mpi:$OMPI_VERSION dependency, which setup installs
# into the local Maven repository from the same jar it prints as OMPI_JAR.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
eval "$("$ROOT/scripts/setup.sh")"
export LOGP_OMPI_LIBDIR="$OMPI_LIBDIR"
cd "$ROOT" && exec mvn -B -Dopenmpi.version="$OMPI_VERSION" test "$@"
