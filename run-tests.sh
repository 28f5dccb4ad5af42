#!/usr/bin/env bash
# Runs every test, the end-to-end ones on real MPI ranks: over the native transport on Open MPI (the default MPI
# of the tests) and on MPICH, and over Open MPI's Java bindings. Sets both MPIs up first (scripts/setup.sh).
#   ./run-tests.sh                          everything
#   ./run-tests.sh -DexcludedGroups=mpi     the fast set: no MPI rank is started
#   ./run-tests.sh -Dgroups=mpi             only the end-to-end tests on real ranks
set -euo pipefail
# Maven's own libraries still use sun.misc.Unsafe, which JDK 24+ warns about at every build.
export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# MPICH first: its facts are kept for the MPICH tests; Open MPI's then become the defaults.
eval "$("$ROOT/scripts/setup.sh" --mpi mpich)"
export LOGP_TEST_MPICH_LAUNCHER="$LOGP_MPI_LAUNCHER" LOGP_TEST_MPICH_SHIM="$LOGP_MPI_SHIM" LOGP_TEST_MPICH_TWIN="$LOGP_MPI_TWIN" \
  LOGP_TEST_MPICH_PROFILER="$LOGP_MPI_PROFILER"
# The transports below MPI (BelowMpiTest): their shims where their headers are installed, or where CI requires them
# (LOGP_REQUIRE_UCX=1, LOGP_REQUIRE_OFI=1; setup then installs the packages or fails naming them).
below=()
{ [ -f /usr/include/ucp/api/ucp.h ] || [ "${LOGP_REQUIRE_UCX:-}" = 1 ]; } && below+=(--transport ucx-am)
{ [ -f /usr/include/rdma/fabric.h ] || [ "${LOGP_REQUIRE_OFI:-}" = 1 ]; } && below+=(--transport ofi)
eval "$("$ROOT/scripts/setup.sh" --mpi openmpi ${below[@]+"${below[@]}"})"
export JAVA_HOME LOGP_MPI_KIND LOGP_MPI_LAUNCHER LOGP_MPI_SHIM LOGP_MPI_TWIN LOGP_MPI_PROFILER LOGP_OMPI_LIBDIR="${OMPI_LIBDIR:-}"
[ -z "${LOGP_UCX_SHIM:-}" ] || export LOGP_UCX_SHIM
[ -z "${LOGP_OFI_SHIM:-}" ] || export LOGP_OFI_SHIM
cd "$ROOT" && exec mvn -B ${OMPI_VERSION:+-Dopenmpi.version="$OMPI_VERSION"} test "$@"
