#!/usr/bin/env bash
# Idempotent setup for logp: Open MPI (mpirun + libmpi_java) and its Java bindings (mpi.jar) in the local
# Maven repository as org.open-mpi:mpi:<installed version>. Prints the facts the launcher needs as
# KEY=VALUE lines on stdout (OMPI_VERSION, OMPI_LIBDIR); everything else goes to stderr.
set -euo pipefail

say() { echo "setup: $*" >&2; }
die() { echo "setup: ERROR: $*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"; else return 1; fi
}

have_apt() { command -v apt-get >/dev/null; }

# 1. Open MPI: use what is installed; install Debian's packages only when mpirun or the Java library is missing.
ompi_libdir() {
  local d
  for d in "$(mpicc --showme:libdirs 2>/dev/null | awk '{print $1}')" \
           /usr/lib/x86_64-linux-gnu/openmpi/lib /usr/lib/aarch64-linux-gnu/openmpi/lib \
           "$(dirname "$(command -v mpirun 2>/dev/null || echo /nonexistent/bin/x)")/../lib"; do
    if [ -n "$d" ] && [ -e "$d/libmpi_java.so" ]; then (cd "$d" && pwd); return 0; fi
  done
  return 1
}

if ! command -v mpirun >/dev/null || ! ompi_libdir >/dev/null; then
  if have_apt && as_root true 2>/dev/null; then
    say "installing Debian's openmpi-bin and libopenmpi-dev"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openmpi-bin libopenmpi-dev >&2
  else
    die "Open MPI is missing (mpirun or libmpi_java.so not found) and this user cannot install packages.
  On Debian/Ubuntu run as root:  apt-get install openmpi-bin libopenmpi-dev
  Elsewhere: install Open MPI built with --enable-mpi-java and put its bin/ on PATH."
  fi
fi
command -v mpirun >/dev/null || die "mpirun still not on PATH after installing Open MPI"
LIBDIR="$(ompi_libdir)" || die "libmpi_java.so not found; this Open MPI was built without Java support (--enable-mpi-java)"
VERSION="$(mpirun --version 2>/dev/null | sed -n 's/.*(Open MPI) \([0-9][0-9.]*\).*/\1/p' | head -1)"
[ -n "$VERSION" ] || die "cannot read the Open MPI version from 'mpirun --version' (is this Open MPI?)"

# 2. mpi.jar for exactly this version, in the local Maven repository.
M2_JAR="$HOME/.m2/repository/org/open-mpi/mpi/$VERSION/mpi-$VERSION.jar"
install_jar() {
  say "installing $1 as org.open-mpi:mpi:$VERSION into the local Maven repository"
  mvn -q -B install:install-file -Dfile="$1" -DgroupId=org.open-mpi -DartifactId=mpi \
      -Dversion="$VERSION" -Dpackaging=jar >&2
}
if [ ! -s "$M2_JAR" ]; then
  if [ -s "$LIBDIR/mpi.jar" ]; then
    install_jar "$LIBDIR/mpi.jar"          # a site build with --enable-mpi-java ships its own
  else
    have_apt || die "no mpi.jar for Open MPI $VERSION and no apt to fetch its sources.
  Build Open MPI $VERSION with --enable-mpi-java and copy its lib/mpi.jar to $LIBDIR/mpi.jar"
    WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
    SRCLIST=/etc/apt/sources.list.d/logp-deb-src.sources
    if ! apt-get source --print-uris openmpi >/dev/null 2>&1; then
      as_root true 2>/dev/null || die "mpi.jar must be built from Debian's openmpi source package, which needs a deb-src line.
  As root: add 'deb-src' for your suite to /etc/apt/sources.list, then run: apt-get update"
      # A subshell: os-release defines VERSION, which would overwrite the Open MPI version read above.
      CODENAME="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
      [ -n "$CODENAME" ] || die "cannot tell the Debian/Ubuntu release (no VERSION_CODENAME in /etc/os-release); add a deb-src line for openmpi by hand"
      say "adding a deb-src entry for $CODENAME ($SRCLIST)"
      printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$CODENAME" "$CODENAME" | as_root tee "$SRCLIST" >/dev/null
      as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    fi
    # The source version must match the installed library exactly (binNMU suffixes like +b1 are dropped).
    PKGVER="$(dpkg-query -W -f='${Version}' libopenmpi3 2>/dev/null || dpkg-query -W -f='${Version}' libopenmpi-dev)"
    SRCVER="${PKGVER%%+b*}"
    say "fetching the Java sources of Open MPI $VERSION (Debian source $SRCVER)"
    (cd "$WORK" && apt-get source --download-only "openmpi=$SRCVER" >/dev/null 2>&1) \
      || die "apt-get source openmpi=$SRCVER failed"
    ORIG="$(ls "$WORK"/openmpi_*.orig.tar.* | head -1)"
    tar -xf "$ORIG" -C "$WORK" --wildcards '*/ompi/mpi/java/java/*.java'
    SRC="$(ls -d "$WORK"/openmpi-*/ompi/mpi/java/java)"
    mkdir -p "$WORK/classes"
    javac -nowarn --release 8 -d "$WORK/classes" "$SRC"/*.java 2>&1 | grep -v '^warning\|^Note' >&2 || true
    [ -f "$WORK/classes/mpi/MPI.class" ] || die "compiling the Open MPI Java sources failed"
    (cd "$WORK/classes" && jar cf "$WORK/mpi.jar" mpi)
    install_jar "$WORK/mpi.jar"
  fi
fi
echo "OMPI_VERSION=$VERSION"
echo "OMPI_LIBDIR=$LIBDIR"
