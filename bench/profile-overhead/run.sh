#!/usr/bin/env bash
# The queue profiler's cost per receive on Open MPI: overhead.c with and without liblogp_profile.so preloaded, on 2
# and 64 ranks (64 oversubscribed: the other ranks sleep). Needs scripts/setup.sh's facts (LOGP_MPI_PROFILER).
#   bench/profile-overhead/run.sh        prints: ranks, ns per receive without, with, and the difference
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
eval "$("$ROOT/scripts/setup.sh" --mpi openmpi)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mpicc.openmpi -O2 -o "$tmp/overhead" "$ROOT/bench/profile-overhead/overhead.c"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
echo "ranks without_ns with_ns added_ns"
for np in 2 64; do
  plain="$("$LOGP_MPI_LAUNCHER" -np "$np" --oversubscribe "$tmp/overhead" | awk '{print $2}')"
  mkdir -p "$tmp/rec$np"
  with="$("$LOGP_MPI_LAUNCHER" -np "$np" --oversubscribe -x LD_PRELOAD="$LOGP_MPI_PROFILER" \
          -x LOGP_PROFILE_DIR="$tmp/rec$np" "$tmp/overhead" | awk '{print $2}')"
  echo "$np $plain $with $(echo "$with - $plain" | bc)"
done
