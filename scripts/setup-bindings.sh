#!/usr/bin/env bash
# Idempotent setup of Open MPI's Java bindings (mpi.jar) for logp's --transport bindings; setup.sh runs it for an
# Open MPI whose mpicc and mpirun it passes as $OMPI_MPICC and $OMPI_MPIRUN (default: mpicc and mpirun on PATH).
# Prints the facts the launcher needs as KEY=VALUE lines on stdout; everything else goes to stderr:
#   OMPI_VERSION  the Open MPI version (the build compiles against org.open-mpi:mpi:<it>, -Dopenmpi.version)
#   OMPI_LIBDIR   the directory of libmpi_java.so (-Djava.library.path)
#   OMPI_JAR      the mpi.jar to put on the classpath at run time: the site's own <libdir>/mpi.jar when this Open
#                 MPI was built with --enable-mpi-java, else the one built here from Debian's source package.
# mpi.jar is not shaded into target/logp.jar (it is a 'provided' dependency), so an Open MPI upgrade followed by
# this script can never leave stale bindings inside logp.jar.
#
# Where Debian ships libmpi_java.so but no mpi.jar, the Java sources come from the openmpi source package of
# exactly the installed version. The deb-src entries for it are derived from this machine's own apt sources and
# live in a private apt directory, used only through apt-get -o Dir::... options: nothing is written to /etc/apt
# and the system's package lists are not touched; no root is needed for this step.
#   $LOGP_APT_DIR (default ${XDG_CACHE_HOME:-$HOME/.cache}/logp/apt): sources.list.d/ (the derived deb-src
#   entries, kept for inspection), lists/ and cache/ (removed after a successful build). Safe to delete.
set -euo pipefail

say() { echo "setup: $*" >&2; }
die() { echo "setup: ERROR: $*" >&2; exit 1; }

# Root installs packages; never sudo (see setup.sh).
is_root() { [ "$(id -u)" = 0 ]; }
# apt's, javac's and Maven's output go to setup's log (setup.sh exports LOGP_SETUP_LOG); the screen gets one line
# per step, and on failure the log's name and its last lines.
LOG="${LOGP_SETUP_LOG:-${XDG_CACHE_HOME:-$HOME/.cache}/logp/setup.log}"
logged() {   # WHAT COMMAND...
  local what="$1"; shift
  mkdir -p "$(dirname "$LOG")"
  echo "== $(date -u +%Y-%m-%dT%H:%M:%SZ) $what: $*" >> "$LOG"
  if ! "$@" >> "$LOG" 2>&1 < /dev/null; then
    echo "setup: $what failed; its output is in $LOG, which ends:" >&2
    tail -n 12 "$LOG" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g; s/^/  /' >&2
    return 1
  fi
}
note() { mkdir -p "$(dirname "$LOG")"; echo "setup: $*" >> "$LOG"; }

have_apt() { command -v apt-get >/dev/null; }
MPICC="${OMPI_MPICC:-mpicc}"
MPIRUN="${OMPI_MPIRUN:-mpirun}"

# 1. Open MPI: use what is installed; install Debian's packages only when mpirun or the Java library is missing.
ompi_libdir() {
  local d
  for d in "$("$MPICC" --showme:libdirs 2>/dev/null | awk '{print $1}')" \
           /usr/lib/x86_64-linux-gnu/openmpi/lib /usr/lib/aarch64-linux-gnu/openmpi/lib \
           "$(dirname "$(command -v "$MPIRUN" 2>/dev/null || echo /nonexistent/bin/x)")/../lib"; do
    if [ -n "$d" ] && [ -e "$d/libmpi_java.so" ]; then (cd "$d" && pwd); return 0; fi
  done
  return 1
}

if ! command -v "$MPIRUN" >/dev/null || ! ompi_libdir >/dev/null; then
  if have_apt && is_root; then
    say "installing Open MPI from Debian's packages (about 1 min), log in $LOG"
    logged "apt-get update" env DEBIAN_FRONTEND=noninteractive apt-get update -q || die "could not install Open MPI"
    logged "apt-get install openmpi-bin libopenmpi-dev" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q openmpi-bin libopenmpi-dev || die "could not install Open MPI"
  else
    die "Open MPI is missing (mpirun or libmpi_java.so not found) and this user cannot install packages.
  On Debian/Ubuntu run as root:  apt-get install openmpi-bin libopenmpi-dev
  Elsewhere: install Open MPI built with --enable-mpi-java and put its bin/ on PATH."
  fi
fi
command -v "$MPIRUN" >/dev/null || die "$MPIRUN still not on PATH after installing Open MPI"
LIBDIR="$(ompi_libdir)" || die "libmpi_java.so not found; this Open MPI was built without Java support (--enable-mpi-java)"
VERSION="$("$MPIRUN" --version 2>/dev/null | sed -n 's/.*(\(Open MPI\|OpenRTE\)) \([0-9][0-9.]*\).*/\2/p' | head -1)"
[ -n "$VERSION" ] || die "cannot read the Open MPI version from '$MPIRUN --version' (is this Open MPI?)"

# Earlier versions of this script wrote a deb-src entry into /etc/apt; remove that leftover of ours.
OLD_SRCLIST=/etc/apt/sources.list.d/logp-deb-src.sources
if [ -e "$OLD_SRCLIST" ]; then
  if is_root && rm -f "$OLD_SRCLIST" 2>/dev/null; then
    say "removed $OLD_SRCLIST (written by an earlier logp setup; logp now keeps its deb-src entries privately)"
  else
    say "note: $OLD_SRCLIST was written by an earlier logp setup and is no longer needed; remove it as root"
  fi
fi

# 2. mpi.jar for exactly this build of Open MPI. The build compiles against org.open-mpi:mpi:$VERSION in the local
# Maven repository; a stamp beside it records where that jar came from, so a changed origin (a new Debian
# revision, another site jar) rebuilds or reinstalls it.
# Maven's local repository is under Java's user.home, which is the password database's home, not $HOME: with another
# HOME the stamp went to $HOME/.m2 while Maven installed to the real home, and every run fetched and built mpi.jar
# again (16 MB each time), then failed.
M2_HOME_DIR="$(getent passwd "$(id -u)" 2>/dev/null | cut -d: -f6)"
M2_DIR="${M2_HOME_DIR:-$HOME}/.m2/repository/org/open-mpi/mpi/$VERSION"
M2_JAR="$M2_DIR/mpi-$VERSION.jar"
STAMP="$M2_DIR/mpi-$VERSION.jar.logp-origin"
install_jar() {   # FILE ORIGIN
  note "installing $1 as org.open-mpi:mpi:$VERSION into the local Maven repository"
  logged "installing mpi.jar into the local Maven repository" mvn -q -B -Dstyle.color=never install:install-file \
      -Dfile="$1" -DgroupId=org.open-mpi -DartifactId=mpi -Dversion="$VERSION" -Dpackaging=jar \
      || die "could not install $1 into the local Maven repository (log: $LOG)"
  printf '%s\n' "$2" > "$STAMP"
}
up_to_date() { [ -s "$M2_JAR" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$1" ]; }

# Prints deb-src entries for the 'deb' entries of apt's source files (args) that match one of the
# "URI<TAB>SUITE<TAB>COMPONENT" lines in $LOGP_MATCH (all 'deb' entries when it is empty). One-line entries
# (sources.list, *.list) stay one-line: "deb-src [options] URI SUITE COMPONENTS"; deb822 stanzas (*.sources) stay
# deb822 with "Types: deb-src". Options such as Signed-By (paths or inline keys), Trusted and Check-Valid-Until
# are kept; Architectures, Languages and Targets (binary-only) are dropped. Output: "#LIST" then one-line
# entries, "#SOURCES" then deb822 stanzas.
derive_deb_src() {
  perl -e '
    use strict; use warnings;
    my (%want, $any); $any = 1;
    for (split /\n/, $ENV{LOGP_MATCH} // "") { my ($u,$s,$c) = split /\t/; next unless defined $u;
      $any = 0; $want{norm($u)."\t".$s."\t".($c // "")} = 1; }
    sub norm { my $u = shift; $u =~ s{^([a-z0-9+.-]+://)[^/@]*@}{$1}i; $u =~ s{/+$}{}; return $u; }
    sub wanted { my ($u,$s,$c) = @_; return $any || $want{norm($u)."\t".$s."\t".$c}; }
    my $binary_only = qr/^(arch|architectures|lang|languages|target|targets)(\+|-)?$/i;
    my (@list, @stanzas);
    for my $file (@ARGV) {
      open(my $fh, "<", $file) or next;
      if ($file =~ /\.sources$/) {
        local $/ = undef; my $text = <$fh>;
        for my $para (split /\n[ \t]*\n/, $text) {
          my (@fields, %f);                       # [name, value-with-continuations] in order
          for my $line (split /\n/, $para) {
            next if $line =~ /^#/;
            if ($line =~ /^([^\s:]+):\s*(.*)$/) { push @fields, [$1, $2]; }
            elsif ($line =~ /^\s/ && @fields) { $fields[-1][1] .= "\n" . $line; }
          }
          $f{lc $_->[0]} = $_->[1] for @fields;
          next unless defined $f{types} && grep { $_ eq "deb" } split " ", $f{types};
          next if defined $f{enabled} && $f{enabled} =~ /^\s*no\s*$/i;
          my @comps = split " ", ($f{components} // "");
          for my $u (split " ", ($f{uris} // "")) {
            for my $s (split " ", ($f{suites} // "")) {
              my @keep = @comps ? grep { wanted($u, $s, $_) } @comps : (wanted($u, $s, "") ? ("") : ());
              next unless @keep;
              my $st = "Types: deb-src\nURIs: $u\nSuites: $s\n";
              $st .= "Components: @keep\n" if @comps;
              for (@fields) { next if $_->[0] =~ /^(types|uris|suites|components|enabled)$/i || $_->[0] =~ $binary_only;
                              $st .= "$_->[0]: $_->[1]\n"; }
              push @stanzas, $st;
            }
          }
        }
      } else {
        while (my $line = <$fh>) {
          $line =~ s/#.*//; next unless $line =~ /^\s*deb\s+(.*)$/;
          my $rest = $1; my @opts;
          if ($rest =~ s/^\[([^\]]*)\]\s*//) { @opts = grep { my ($k) = split /=/; $k !~ $binary_only } split " ", $1; }
          my ($u, $s, @comps) = split " ", $rest; next unless defined $s;
          my @keep = @comps ? grep { wanted($u, $s, $_) } @comps : (wanted($u, $s, "") ? ("") : ());
          next unless @keep;
          push @list, join(" ", "deb-src", (@opts ? "[ @opts ]" : ()), $u, $s, grep { $_ ne "" } @keep);
        }
      }
    }
    print "#LIST\n", map({ "$_\n" } @list), "#SOURCES\n", join("\n", @stanzas);
  ' "$@"
}

# The apt sources this machine uses: Dir::Etc::SourceList and the *.list / *.sources files in Dir::Etc::SourceParts.
system_source_files() {
  local SL="" SP=""
  eval "$(apt-config shell SL Dir::Etc::sourcelist/f SP Dir::Etc::sourceparts/d)"
  [ -n "$SL" ] && [ -f "$SL" ] && echo "$SL"
  if [ -n "$SP" ] && [ -d "$SP" ]; then
    find "$SP" -maxdepth 1 -type f \( -name '*.list' -o -name '*.sources' \) | LC_ALL=C sort
  fi
}

# "URI<TAB>SUITE<TAB>COMPONENT" of the archives apt-cache policy says serve the installed version of package $1
# (every listed version's archives when the installed one is no longer listed, e.g. after an archive moved on).
serving_archives() {
  local policy; policy="$(LC_ALL=C apt-cache policy "$1" 2>/dev/null)" || return 0
  local pick
  for pick in installed any; do
    printf '%s\n' "$policy" | awk -v pick="$pick" '
      /^ (\*\*\*|   ) [^ ]+ -?[0-9]+$/ { cur = ($1 == "***"); next }
      NF >= 3 && $1 ~ /^-?[0-9]+$/ && $2 ~ /^[a-z0-9+.-]+:/ && $NF == "Packages" && (pick == "any" || cur) {
        d = $3; i = match(d, /\/[^\/]*$/)
        if (i > 0) print $2 "\t" substr(d, 1, i - 1) "\t" substr(d, i + 1); else print $2 "\t" d "\t"
      }' | sort -u | grep . && return 0
  done
  return 0
}

build_from_debian_source() {   # LIBPKG SRCPKG SRCVER
  local libpkg="$1" srcpkg="$2" srcver="$3"
  local APT_DIR="${LOGP_APT_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/logp/apt}"
  mkdir -p "$APT_DIR/sources.list.d" "$APT_DIR/lists/partial" "$APT_DIR/cache/archives/partial"
  APT_DIR="$(cd "$APT_DIR" && pwd)"
  : > "$APT_DIR/sources.list"
  rm -f "$APT_DIR"/sources.list.d/*
  local -a APT=(apt-get -q
    -o Dir::Etc::SourceList="$APT_DIR/sources.list" -o Dir::Etc::SourceParts="$APT_DIR/sources.list.d"
    -o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache"
    -o APT::Sandbox::User="$(id -un)")   # the private directory need not be readable by apt's _apt user

  local files; files="$(system_source_files)"
  [ -n "$files" ] || die "no apt sources found (apt-config: Dir::Etc::SourceList, Dir::Etc::SourceParts)"
  local match; match="$(serving_archives "$libpkg")"
  local derived
  if [ -n "$match" ]; then
    note "archives serving the installed $libpkg: $(printf '%s\n' "$match" | tr '\t' ' ' | paste -sd ';' -)"
    # shellcheck disable=SC2086
    derived="$(LOGP_MATCH="$match" derive_deb_src $files)"
  fi
  if [ -z "${derived:-}" ] || [ "$derived" = "$(printf '#LIST\n#SOURCES')" ]; then
    note "apt's lists do not say which 'deb' entry serves $libpkg; trying the sources of every 'deb' entry"
    # shellcheck disable=SC2086
    derived="$(LOGP_MATCH="" derive_deb_src $files)"
  fi
  printf '%s\n' "$derived" | sed -n '/^#LIST$/,/^#SOURCES$/{/^#/d;p}' > "$APT_DIR/sources.list.d/logp-deb-src.list"
  printf '%s\n' "$derived" | sed -n '/^#SOURCES$/,${/^#SOURCES$/d;p}' > "$APT_DIR/sources.list.d/logp-deb-src.sources"
  [ -s "$APT_DIR/sources.list.d/logp-deb-src.list" ] || rm -f "$APT_DIR/sources.list.d/logp-deb-src.list"
  [ -s "$APT_DIR/sources.list.d/logp-deb-src.sources" ] || rm -f "$APT_DIR/sources.list.d/logp-deb-src.sources"
  [ -n "$(ls "$APT_DIR/sources.list.d")" ] || die "no 'deb' entries in $(echo $files) to derive a deb-src entry from"
  note "deb-src entries derived from this machine's apt sources: $APT_DIR/sources.list.d/"

  note "downloading the source indexes into $APT_DIR/lists (private; the system's lists are untouched)"
  say "Open MPI's Java bindings: fetching Open MPI $VERSION's Java sources from Debian and compiling mpi.jar (about 1 min), log in $LOG"
  if ! logged "apt-get update (source indexes)" "${APT[@]}" update; then
    note "warning: some source indexes could not be fetched (a repository without deb-src?); going on with the rest"
  fi
  local WORK; WORK="$(mktemp -d)"
  trap "rm -rf '$WORK'" EXIT
  note "fetching the Java sources of Open MPI $VERSION (Debian source $srcpkg $srcver)"
  (cd "$WORK" && logged "apt-get source $srcpkg=$srcver" "${APT[@]}" source --download-only "$srcpkg=$srcver") \
    || die "apt-get source $srcpkg=$srcver failed (entries used: $APT_DIR/sources.list.d/). If the archive no longer
  has this version, upgrade Open MPI (apt-get install --only-upgrade $libpkg) and run setup again."
  local ORIG; ORIG="$(ls "$WORK"/"${srcpkg}"_*.orig.tar.* | head -1)"
  tar -xf "$ORIG" -C "$WORK" --wildcards '*/ompi/mpi/java/java/*.java'
  local SRC; SRC="$(ls -d "$WORK"/*/ompi/mpi/java/java | head -1)"
  mkdir -p "$WORK/classes"
  logged "javac (Open MPI's Java sources)" javac -nowarn --release 8 -d "$WORK/classes" "$SRC"/*.java || true
  [ -f "$WORK/classes/mpi/MPI.class" ] || die "compiling the Open MPI Java sources failed"
  (cd "$WORK/classes" && jar cf "$WORK/mpi.jar" mpi)
  install_jar "$WORK/mpi.jar" "debian $srcpkg=$srcver ($libpkg)"
  rm -rf "$APT_DIR/lists" "$APT_DIR/cache"     # only needed for this build; the derived entries stay
}

if [ -s "$LIBDIR/mpi.jar" ]; then
  # A site build with --enable-mpi-java ships its own: run with it, compile against a copy of it.
  OMPI_JAR="$LIBDIR/mpi.jar"
  ORIGIN="site $OMPI_JAR $(sha256sum "$OMPI_JAR" | cut -d' ' -f1)"
  up_to_date "$ORIGIN" || install_jar "$OMPI_JAR" "$ORIGIN"
else
  have_apt && command -v dpkg-query >/dev/null || die "no mpi.jar for Open MPI $VERSION and no apt to fetch its sources.
  Build Open MPI $VERSION with --enable-mpi-java and copy its lib/mpi.jar to $LIBDIR/mpi.jar"
  # The Debian package that installed libmpi_java.so, and the source package and version it was built from
  # (dpkg's \${source:Version} has no binNMU suffix such as +b1).
  LIB="$(readlink -f "$LIBDIR/libmpi_java.so")"
  # dpkg -S reads every installed package's file list (0.4 s a launch here): its answer is kept, keyed by the
  # library and dpkg's database, which any install, upgrade or removal changes.
  OWNER="${XDG_CACHE_HOME:-$HOME/.cache}/logp/libmpi_java.owner"
  OWNER_KEY="$LIB $(stat -c %Y "$LIB" 2>/dev/null || true) $(stat -c %Y /var/lib/dpkg/status 2>/dev/null || true)"
  LIBPKG=""
  if [ -f "$OWNER" ] && [ "$(head -1 "$OWNER")" = "$OWNER_KEY" ]; then LIBPKG="$(sed -n 2p "$OWNER")"; fi
  if [ -z "$LIBPKG" ]; then
    LIBPKG="$(dpkg -S "$LIB" 2>/dev/null | head -1 | sed 's/: .*//; s/,.*//')" || LIBPKG=""
    if [ -n "$LIBPKG" ]; then
      { mkdir -p "$(dirname "$OWNER")" && printf '%s\n%s\n' "$OWNER_KEY" "$LIBPKG" > "$OWNER.$$" \
          && mv -f "$OWNER.$$" "$OWNER"; } 2>/dev/null || rm -f "$OWNER.$$"
    fi
  fi
  [ -n "$LIBPKG" ] || die "$LIBDIR/libmpi_java.so belongs to no Debian package and there is no $LIBDIR/mpi.jar.
  Build this Open MPI with --enable-mpi-java (it installs lib/mpi.jar), or install Debian's openmpi-bin libopenmpi-dev."
  SRCPKG="$(dpkg-query -W -f='${source:Package}' "$LIBPKG")"
  SRCVER="$(dpkg-query -W -f='${source:Version}' "$LIBPKG")"
  [ -n "$SRCPKG" ] && [ -n "$SRCVER" ] || die "dpkg-query cannot tell the source package of $LIBPKG"
  OMPI_JAR="$M2_JAR"
  up_to_date "debian $SRCPKG=$SRCVER ($LIBPKG)" || build_from_debian_source "$LIBPKG" "$SRCPKG" "$SRCVER"
fi
[ -s "$M2_JAR" ] || die "org.open-mpi:mpi:$VERSION is not in the local Maven repository ($M2_JAR)"
# Shell-quoted: setup.sh evaluates these lines, and a path may hold spaces.
printf 'OMPI_VERSION=%q\nOMPI_LIBDIR=%q\nOMPI_JAR=%q\n' "$VERSION" "$LIBDIR" "$OMPI_JAR"
