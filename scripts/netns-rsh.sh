#!/bin/sh
# mpirun's remote-shell agent for the namespace test hosts of scripts/netns-hosts.sh:
#   --mca plm_rsh_agent scripts/netns-rsh.sh
# Open MPI calls it ssh-style, `AGENT [ssh options] HOST word...`, the words making up one shell command (orted ...
# with quoted MCA values). The host name is the network namespace's name; the command runs inside that namespace,
# in a UTS namespace of its own whose hostname is HOST, so MPI_Get_processor_name tells the two hosts apart.
# The agent is a child of mpirun, so orted and its ranks inherit mpirun's whole environment (PATH, JAVA_HOME,
# LD_LIBRARY_PATH, OMPI_ALLOW_RUN_AS_ROOT*, LOGP_*), which real ssh would not pass on.
set -eu

# ssh options: Open MPI adds none for an agent not named ssh/rsh, but a user may set "netns-rsh.sh -x" and the like.
while [ $# -gt 0 ]; do
  case "$1" in
    -[lpoiFcmbeEIJLRDWwS]) shift 2 ;;        # ssh options that take a value
    -[lpoiFcmbeEIJLRDWwS]?*) shift ;;        # the same with the value attached (-p22, -oBatchMode=yes)
    --) shift; break ;;
    -*) shift ;;                             # flags: -x -T -t -n -q -a -A -C -4 -6 ...
    *) break ;;
  esac
done
[ $# -ge 1 ] || { echo "netns-rsh: usage: $0 [ssh options] HOST command..." >&2; exit 255; }
host="${1#*@}"                               # user@host -> host
shift
case "$host" in
  *[!A-Za-z0-9_.-]*|'') echo "netns-rsh: bad host name '$host'" >&2; exit 255 ;;
esac
[ -e "/run/netns/$host" ] || { echo "netns-rsh: no network namespace '$host' (run scripts/netns-hosts.sh up)" >&2; exit 255; }
[ $# -ge 1 ] || { echo "netns-rsh: no command for $host (interactive login is not supported)" >&2; exit 255; }

# ssh joins its words with spaces and hands them to the remote shell: do the same.
exec ip netns exec "$host" unshare --uts -- /bin/sh -c 'hostname "$1" && exec /bin/sh -c "$2"' netns-rsh "$host" "$*"
