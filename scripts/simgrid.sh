#!/usr/bin/env bash
# SimGrid for `logp predict` (and only for it): smpicc and smpirun from Debian's libsimgrid-dev. Found on PATH, nothing
# is done; missing, it is installed when this runs as root on a system with apt-get, else its package is named and the
# exit is 4 (the code logp uses for a missing MPI: nothing to run on).
set -euo pipefail
if command -v smpicc >/dev/null && command -v smpirun >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "logp: predict needs SimGrid; installing Debian's libsimgrid-dev" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsimgrid-dev >&2
  command -v smpicc >/dev/null && command -v smpirun >/dev/null && exit 0
fi
echo "logp: predict needs SimGrid's smpicc and smpirun: install the package libsimgrid-dev (Debian, Ubuntu:" \
  "apt-get install libsimgrid-dev) or SimGrid >= 3.32 from simgrid.org, with smpicc and smpirun on PATH" >&2
exit 4
