#!/usr/bin/env bash
# Idempotent setup for logp: a JDK with the Foreign Function & Memory API (22 or newer), the chosen MPI, the
# native transport's shim built with that MPI's own mpicc, and for Open MPI its Java bindings when it can have them.
#
#   scripts/setup.sh [--mpi openmpi|mpich|DIR] [--transport ucx-am|ofi]...
#   scripts/setup.sh --java-only   the JDK alone, for the commands that need no MPI (fit, stats, compare, plot,
#                                  report, simulate, completion, help): nothing is looked for or installed beyond it
#     openmpi  Debian's Open MPI (openmpi-bin, libopenmpi-dev; mpicc.openmpi, mpirun.openmpi), installed if missing
#     mpich    Debian's MPICH (mpich, libmpich-dev; mpicc.mpich, mpiexec.hydra), installed if missing
#     DIR      a site installation's prefix: DIR/bin/mpicc and DIR/bin/mpiexec (or mpirun)
#     default  the MPI whose mpicc is on PATH; Debian's Open MPI when there is none
#
# Prints KEY=VALUE lines on stdout (everything else goes to stderr):
#   JAVA_HOME          a JDK >= 22 (JAVA_HOME if it is one, else the newest under /usr/lib/jvm)
#   LOGP_MPI_KIND      openmpi, mpich or other (what the MPI's launcher says it is)
#   LOGP_MPI_LAUNCHER  the MPI's launcher (mpirun or mpiexec)
#   LOGP_MPI_SHIM      liblogp_mpi.so, built from src/main/c with the MPI's mpicc against its own mpi.h; cached per
#                      MPI installation and shim source under ${XDG_CACHE_HOME:-$HOME/.cache}/logp/shim, rebuilt when
#                      either changes; compiler.txt beside it holds the first line of `mpicc --version`
#   LOGP_MPI_TWIN      logp_twin, logp's protocol as a plain C MPI program (src/main/c/logp_twin.c), built beside the
#                      shim with the same mpicc, for `logp overhead`
#   LOGP_MPI_PROFILER  liblogp_profile.so, the PMPI queue profiler of `logp profile` (src/main/c/logp_profile.c),
#                      built beside the shim with the same mpicc
#   LOGP_UCX_SHIM      with --transport ucx-am: liblogp_ucx.so (src/main/c/logp_ucx.c), UCX's Active Messages,
#                      built with gcc against Debian's UCX (libucx-dev, installed as root when missing, else named:
#                      exit 4); cached per UCX version and shim source under .../logp/below
#   LOGP_OFI_SHIM      with --transport ofi: liblogp_ofi.so (src/main/c/logp_ofi.c), a libfabric endpoint, likewise
#                      against Debian's libfabric (libfabric-dev)
#   OMPI_VERSION, OMPI_LIBDIR, OMPI_JAR   Open MPI's Java bindings (scripts/setup-bindings.sh); empty when this MPI
#                      has none, and then --transport bindings is not available
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { echo "setup: $*" >&2; }
# A first setup installs, compiles and fetches for a minute or more: its steps are said as they start, and its end
# with the time it took (every later setup finds its work done, says nothing and takes well under a second).
SETUP_START=$SECONDS
worked=0
die() { echo "setup: ERROR: $*" >&2; exit 1; }
# A bad argument: logp's exit code 2 (bad option), as the same --mpi value gets from logp itself.
die_usage() { echo "setup: ERROR: $*" >&2; exit 2; }
# The MPI cannot be set up: logp's exit code 4 (MPI unavailable), which run-logp.sh passes on.
die_mpi() { echo "setup: ERROR: $*" >&2; exit 4; }
# Root installs packages; any other user is told what to ask for (never sudo: a site's admins decide what is
# installed, and a password prompt in the middle of a batch job would hang it).
is_root() { [ "$(id -u)" = 0 ]; }
# A shell without HOME (env -u HOME, some batch systems): the user's home from the password database, which is where
# Java's user.home (Maven's repository) points anyway.
if [ -z "${HOME:-}" ]; then
  HOME="$(getent passwd "$(id -u)" 2>/dev/null | cut -d: -f6)"
  [ -n "$HOME" ] || die "HOME is not set and the password database has no home for user $(id -u): set HOME"
  export HOME
fi

# apt, dpkg, the compilers and Maven write into one log; the screen gets one line per step, and the log's name and
# its last lines when a step fails. Kept across runs (each step opens with a dated header line).
LOG="${LOGP_SETUP_LOG:-${XDG_CACHE_HOME:-$HOME/.cache}/logp/setup.log}"
export LOGP_SETUP_LOG="$LOG"
logged() {   # WHAT COMMAND...: COMMAND's output into the log; on failure says so, with the log's end
  local what="$1"; shift
  mkdir -p "$(dirname "$LOG")"
  echo "== $(date -u +%Y-%m-%dT%H:%M:%SZ) $what: $*" >> "$LOG"
  if ! "$@" >> "$LOG" 2>&1 < /dev/null; then
    echo "setup: ERROR: $what failed; its output is in $LOG, which ends:" >&2
    tail -n 12 "$LOG" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g; s/^/  /' >&2
    return 1
  fi
}
apt_install() {   # WHAT PACKAGE...
  local what="$1"; shift
  command -v apt-get >/dev/null || die_mpi "$what is missing and this machine has no apt-get. Load the site's MPI
  (for example: module load openmpi, or module load mpich; then its mpicc is on PATH) or pass --mpi DIR (its prefix)."
  is_root || die_mpi "$what is missing (Debian packages: $*), and only root installs packages. Either ask for them
  (as root: apt-get install $*), or load the site's MPI (for example: module load openmpi; its mpicc is then on PATH
  and logp uses it), or pass --mpi DIR with the prefix of an installed MPI."
  worked=1
  say "installing $what from Debian's packages (about 1 min), log in $LOG"
  logged "apt-get update" env DEBIAN_FRONTEND=noninteractive apt-get update -q || die_mpi "could not install $what"
  logged "apt-get install $*" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" \
    || die_mpi "could not install $what"
}

MPI=""
JAVA_ONLY=""
BELOW=()
while [ $# -gt 0 ]; do
  case "$1" in
    --java-only) JAVA_ONLY=1; shift ;;
    --transport) [ $# -ge 2 ] || die_usage "--transport needs a value"; BELOW+=("$2"); shift 2 ;;
    --transport=*) BELOW+=("${1#--transport=}"); shift ;;
    --mpi) [ $# -ge 2 ] || die_usage "--mpi needs a value: openmpi, mpich or an MPI installation's directory"; MPI="$2"; shift 2 ;;
    --mpi=*) MPI="${1#--mpi=}"; shift ;;
    *) die_usage "unknown argument '$1' (usage: scripts/setup.sh [--mpi openmpi|mpich|DIR] [--transport ucx-am|ofi]... | --java-only)" ;;
  esac
done

# 1. A JDK >= 22: the native transport calls the MPI shim through the Foreign Function & Memory API.
# A small heap, so that a JVM under a virtual memory limit (ulimit -v) still says its version; a JVM that cannot
# start at all leaves its own words in JVM_START_ERROR, and the refusal names them rather than the JDK's age.
JVM_START_ERROR=""
java_major() {   # JDK: its major version in MAJOR, empty when it does not run
  local text rc
  # Small reservations (class space, code cache), so that it starts under a limit that a default JVM exceeds, and
  # its crash report, if any, in TMPDIR rather than in the caller's directory (the checkout).
  text="$("$1/bin/java" -Xmx64m -XX:CompressedClassSpaceSize=64m -XX:ReservedCodeCacheSize=32m -XX:+UseSerialGC \
          -XX:ErrorFile="${TMPDIR:-/tmp}/logp-hs_err_pid%p.log" -version 2>&1)" && rc=0 || rc=$?
  # Far below its need the JVM dies of SIGSEGV before it can say anything.
  [ "$rc" -lt 128 ] || [ -n "$text" ] || text="Could not create the Java Virtual Machine: it died of signal $((rc - 128)) at its start"
  case "$text" in
    *"Error occurred during initialization of VM"*|*"Could not reserve"*|*"Could not allocate"*|*"Could not create the Java Virtual Machine"*|*"insufficient memory for the Java Runtime"*)
      [ -n "$JVM_START_ERROR" ] || JVM_START_ERROR="$1/bin/java could not start: $(printf '%s' "$text" | tr '\n' ' ')" ;;
  esac
  MAJOR="$(printf '%s\n' "$text" | sed -n 's/.* version "\([0-9]*\).*/\1/p' | head -1)"
}
# The major version a JDK's release file names (JAVA_VERSION="25.0.3", "1.8.0_402"), in MAJOR; empty without one.
# Read rather than asked: each `java -version` starts a JVM (0.1 to 0.4 s here, one per JDK under /usr/lib/jvm).
release_major() {
  MAJOR=""
  [ -r "$1/release" ] || return 0
  MAJOR="$(sed -n 's/^JAVA_VERSION="\(1\.\)\{0,1\}\([0-9]*\).*/\2/p' "$1/release" | head -1)"
}
find_jdk() {   # the JDK in JDK (not in a subshell: JVM_START_ERROR must survive it)
  local d m candidates=()
  JDK=""
  for d in ${JAVA_HOME:-} /usr/lib/jvm/*; do
    [ -x "$d/bin/javac" ] || continue
    release_major "$d"; m="$MAJOR"
    # A JDK without a release file says its version only by starting.
    [ -n "$m" ] || { java_major "$d"; m="$MAJOR"; }
    [ -n "$m" ] && [ "$m" -ge 22 ] || continue
    # JAVA_HOME wins when it is new enough and starts.
    if [ "$d" = "${JAVA_HOME:-}" ]; then
      java_major "$d"
      if [ -n "$MAJOR" ] && [ "$MAJOR" -ge 22 ]; then JDK="$d"; return 0; fi
      continue
    fi
    candidates+=("$m $d")
  done
  # The newest that starts (the first of equals, as listed): one JVM started when it does.
  while read -r m d; do
    [ -n "$d" ] || continue
    java_major "$d"
    if [ -n "$MAJOR" ] && [ "$MAJOR" -ge 22 ]; then JDK="$d"; return 0; fi
  done < <(printf '%s\n' "${candidates[@]+"${candidates[@]}"}" | sort -s -r -n -k1,1)
}
find_jdk
VMEM="$(ulimit -v)"
[ -n "$JDK" ] || [ -z "$JVM_START_ERROR" ] || die "$JVM_START_ERROR
  This is no missing JDK: the JVM could not reserve its memory$([ "$VMEM" != unlimited ] && echo " under this shell's
  virtual memory limit (ulimit -v $VMEM KiB)"). Raise the limit (ulimit -v unlimited; 3000000 KiB is enough for
  logp, whose JVMs then get heaps within it) or run where there is none."
[ -n "$JDK" ] || die "logp needs a JDK 22 or newer (the Foreign Function & Memory API), and neither JAVA_HOME nor
  /usr/lib/jvm has one. Install one (for example Temurin 25, or Debian's openjdk-25-jdk-headless where your release
  has it) and point JAVA_HOME at it."

# KEY=VALUE lines that run-logp.sh evaluates: every value shell-quoted, since a path (a HOME or XDG_CACHE_HOME)
# may hold spaces.
fact() { printf '%s=%q\n' "$1" "$2"; }
if [ -n "$JAVA_ONLY" ]; then
  fact JAVA_HOME "$JDK"
  exit 0
fi

# 2. The transports below MPI, only when asked for (--transport ucx-am, --transport ofi; native and bindings are
# ways into MPI and need nothing more): each a shim built with gcc against Debian's development package, installed
# as root when missing, else named (exit 4).
UCX_SHIM="" OFI_SHIM=""
# (LOGP_BELOW_INCLUDE: another directory for the headers, for the tests of a machine without them.)
INCLUDE="${LOGP_BELOW_INCLUDE:-/usr/include}"
below_shim() {   # LAYER HEADER PACKAGES SOURCE LIBS VERSION-HEADER: the shim's path in BUILT
  local layer="$1" header="$2" packages="$3" source="$4" libs="$5" version key dir
  # The library's version header joins the cache key: another UCX or libfabric gets its own build.
  if [ ! -f "$header" ]; then
    command -v apt-get >/dev/null && is_root || die_mpi "--transport $layer needs $header, and it is missing: install
  Debian's $packages (as root: apt-get install $packages)"
    worked=1
    say "installing $packages for --transport $layer (log in $LOG)"
    logged "apt-get update" env DEBIAN_FRONTEND=noninteractive apt-get update -q || die_mpi "could not install $packages"
    # shellcheck disable=SC2086
    logged "apt-get install $packages" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $packages \
      || die_mpi "could not install $packages for --transport $layer"
  fi
  version="$(cat "$6" 2>/dev/null || true)"
  key="$( { echo "$version"; cat "$ROOT/src/main/c/$source"; gcc --version 2>/dev/null | head -1; } | sha256sum | cut -c1-16)"
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/logp/below/$layer-$key"
  BUILT="$dir/lib$(basename "$source" .c).so"
  [ -s "$BUILT" ] && return 0
  command -v gcc >/dev/null || die_mpi "--transport $layer builds its shim with gcc, which is missing (Debian: gcc)"
  mkdir -p "$dir"
  worked=1
  say "building the $layer shim with gcc into $dir"
  # shellcheck disable=SC2086
  if ! gcc -O2 -fPIC -shared -o "$BUILT.tmp.$$" "$ROOT/src/main/c/$source" $libs 2> "$dir/build.log"; then
    tail -n 12 "$dir/build.log" | sed 's/^/  /' >&2
    die_mpi "building the $layer shim failed (log: $dir/build.log)"
  fi
  mv "$BUILT.tmp.$$" "$BUILT"
}
for layer in ${BELOW[@]+"${BELOW[@]}"}; do
  case "$layer" in
    ucx-am) below_shim ucx-am "$INCLUDE/ucp/api/ucp.h" "libucx-dev ucx-utils" logp_ucx.c "-lucp -lucs" \
              "$INCLUDE/ucp/api/ucp_version.h"
            UCX_SHIM="$BUILT" ;;
    ofi) below_shim ofi "$INCLUDE/rdma/fabric.h" "libfabric-dev libfabric-bin" logp_ofi.c "-lfabric" \
           "$INCLUDE/rdma/fabric.h"
         OFI_SHIM="$BUILT" ;;
    native|bindings) ;;
    *) die_usage "--transport must be native, bindings, ucx-am or ofi; got '$layer'" ;;
  esac
done

# 3. The MPI: its mpicc (for the shim) and its launcher.
# A Debian MPI's tool on PATH, else where Debian installs it (a PATH without /usr/bin still finds an installed MPI
# rather than installing it again); nothing when it is not installed.
# (LOGP_DEBIAN_BIN: another directory for that, for the tests of a machine without an MPI.)
DEBIAN_BIN="${LOGP_DEBIAN_BIN:-/usr/bin}"
debian_tool() { command -v "$1" 2>/dev/null || { [ -x "$DEBIAN_BIN/$1" ] && echo "$DEBIAN_BIN/$1"; } || true; }
case "$MPI" in
  openmpi)
    [ -n "$(debian_tool mpicc.openmpi)" ] && [ -n "$(debian_tool mpirun.openmpi)" ] || apt_install "Open MPI" openmpi-bin libopenmpi-dev
    MPICC="$(debian_tool mpicc.openmpi)"; LAUNCHER="$(debian_tool mpirun.openmpi)" ;;
  mpich)
    [ -n "$(debian_tool mpicc.mpich)" ] && [ -n "$(debian_tool mpiexec.hydra)" ] || apt_install MPICH mpich libmpich-dev
    MPICC="$(debian_tool mpicc.mpich)"; LAUNCHER="$(debian_tool mpiexec.hydra)" ;;
  "")
    if command -v mpicc >/dev/null; then
      MPICC="$(command -v mpicc)"
      LAUNCHER="$(dirname "$MPICC")/mpirun"
      [ -x "$LAUNCHER" ] || LAUNCHER="$(dirname "$MPICC")/mpiexec"
    else
      # No MPI on PATH: Debian's Open MPI, installed only when it is not there yet.
      say "no mpicc on PATH: using Debian's Open MPI"
      if [ -z "$(debian_tool mpicc.openmpi)" ] || [ -z "$(debian_tool mpirun.openmpi)" ]; then
        apt_install "Open MPI" openmpi-bin libopenmpi-dev
      fi
      MPICC="$(debian_tool mpicc.openmpi)"; LAUNCHER="$(debian_tool mpirun.openmpi)"
    fi ;;
  *)
    [ -d "$MPI" ] || die_usage "--mpi must be openmpi, mpich or an MPI installation's directory; '$MPI' is none of them"
    MPICC="$MPI/bin/mpicc"
    [ -x "$MPICC" ] || die_mpi "--mpi $MPI: there is no $MPI/bin/mpicc (the MPI's compiler wrapper, which builds the shim)"
    LAUNCHER="$MPI/bin/mpiexec"
    [ -x "$LAUNCHER" ] || LAUNCHER="$MPI/bin/mpirun"
    [ -x "$LAUNCHER" ] || die_mpi "--mpi $MPI: there is neither $MPI/bin/mpiexec nor $MPI/bin/mpirun" ;;
esac
[ -n "$MPICC" ] && command -v "$MPICC" >/dev/null || die_mpi "the MPI's compiler wrapper ${MPICC:-mpicc} is missing: install the MPI's development
  package (Debian: libopenmpi-dev for Open MPI, libmpich-dev for MPICH)"
LAUNCHER="$(command -v "$LAUNCHER")" || die_mpi "the MPI's launcher is missing"
VERSION_TEXT="$("$LAUNCHER" --version 2>&1 | head -3 || true)"
case "$VERSION_TEXT" in
  *"Open MPI"*|*OpenRTE*) KIND=openmpi ;;
  *HYDRA*|*[Mm][Pp][Ii][Cc][Hh]*|*"Intel(R) MPI"*) KIND=mpich ;;
  *) KIND=other ;;
esac

# 4. The shim, built once per MPI installation and shim source; a changed MPI (another mpicc, another version) or
# a changed shim gets its own build.
SRC="$ROOT/src/main/c"
KEY="$( { readlink -f "$(command -v "$MPICC")"; "$MPICC" -show 2>/dev/null || "$MPICC" --showme 2>/dev/null || true;
          echo "$VERSION_TEXT"; cat "$SRC/logp_mpi.c" "$SRC/logp_mpi.h" "$SRC/logp_twin.c" "$SRC/logp_profile.c"; } | sha256sum | cut -c1-16)"
SHIM_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/logp/shim/$KIND-$KEY"
SHIM="$SHIM_DIR/liblogp_mpi.so"
# Each file is built under a name of this process's own and renamed into place: two setups at once (two runs from
# one checkout) never write one file together, and a job that has the shim loaded keeps its copy.
if [ ! -s "$SHIM" ] || [ ! -x "$SHIM_DIR/logp_twin" ] || [ ! -s "$SHIM_DIR/liblogp_profile.so" ]; then
  mkdir -p "$SHIM_DIR"
  worked=1
  say "building the native transport's shim, C twin and queue profiler with $MPICC ($KIND) into $SHIM_DIR"
fi
if [ ! -s "$SHIM" ]; then
  if ! "$MPICC" -O2 -fPIC -shared -o "$SHIM.tmp.$$" "$SRC/logp_mpi.c" -ldl 2> "$SHIM_DIR/build.log"; then
    grep -q 'mpi.h' "$SHIM_DIR/build.log" && die_mpi "$MPICC cannot find mpi.h: install the MPI's development package
  (Debian: libopenmpi-dev for Open MPI, libmpich-dev for MPICH; at a site, load the MPI's module)"
    tail -n 12 "$SHIM_DIR/build.log" | sed 's/^/  /' >&2
    die_mpi "building the MPI shim with $MPICC failed (log: $SHIM_DIR/build.log)"
  fi
  mv "$SHIM.tmp.$$" "$SHIM"
fi
# The compiler that built the shim, for meta.json: the first line of `mpicc --version` (the wrapped C compiler's).
# Written beside a shim built before this line existed too.
if [ ! -s "$SHIM_DIR/compiler.txt" ]; then
  { "$MPICC" --version 2>/dev/null || true; } | head -1 > "$SHIM_DIR/compiler.txt.tmp.$$" || true
  mv "$SHIM_DIR/compiler.txt.tmp.$$" "$SHIM_DIR/compiler.txt"
fi
# logp's C twin (`logp overhead`): the same protocol as a plain MPI program, built by the same mpicc.
TWIN="$SHIM_DIR/logp_twin"
if [ ! -x "$TWIN" ]; then
  "$MPICC" -O2 -o "$TWIN.tmp.$$" "$SRC/logp_twin.c" -lm 2> "$SHIM_DIR/twin-build.log" \
    || { tail -n 12 "$SHIM_DIR/twin-build.log" | sed 's/^/  /' >&2
         die_mpi "building the C twin with $MPICC failed (log: $SHIM_DIR/twin-build.log)"; }
  mv "$TWIN.tmp.$$" "$TWIN"
fi

# logp's queue profiler (`logp profile`): a PMPI library preloaded into any program linked with this MPI.
PROFILER="$SHIM_DIR/liblogp_profile.so"
if [ ! -s "$PROFILER" ]; then
  "$MPICC" -O2 -fPIC -shared -o "$PROFILER.tmp.$$" "$SRC/logp_profile.c" 2> "$SHIM_DIR/profiler-build.log" \
    || { tail -n 12 "$SHIM_DIR/profiler-build.log" | sed 's/^/  /' >&2; die_mpi "building the queue profiler with $MPICC failed (log: $SHIM_DIR/profiler-build.log)"; }
  mv "$PROFILER.tmp.$$" "$PROFILER"
fi

# 5. Open MPI's Java bindings, for --transport bindings: only Open MPI has them, and only some builds.
OMPI_VERSION="" OMPI_LIBDIR="" OMPI_JAR=""
if [ "$KIND" = openmpi ]; then
  if facts="$(OMPI_MPICC="$MPICC" OMPI_MPIRUN="$LAUNCHER" JAVA_HOME="$JDK" PATH="$JDK/bin:$PATH" \
              "$ROOT/scripts/setup-bindings.sh")"; then
    eval "$facts"   # quoted by setup-bindings.sh (printf %q): a path may hold spaces
  else
    say "note: no Java bindings for this Open MPI; --transport bindings is not available (native works; log in $LOG)"
  fi
fi

# On a first setup the Java bindings (setup-bindings.sh, which says its own step) come after the shim: counted here.
if [ "$worked" = 1 ]; then
  say "ready after $((SECONDS - SETUP_START)) s"
fi
fact JAVA_HOME "$JDK"
fact LOGP_MPI_KIND "$KIND"
fact LOGP_MPI_LAUNCHER "$LAUNCHER"
fact LOGP_MPI_SHIM "$SHIM"
fact LOGP_MPI_TWIN "$TWIN"
fact LOGP_MPI_PROFILER "$PROFILER"
fact LOGP_UCX_SHIM "$UCX_SHIM"
fact LOGP_OFI_SHIM "$OFI_SHIM"
fact OMPI_VERSION "$OMPI_VERSION"
fact OMPI_LIBDIR "$OMPI_LIBDIR"
fact OMPI_JAR "$OMPI_JAR"
