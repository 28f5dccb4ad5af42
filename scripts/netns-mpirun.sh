#!/bin/sh
# mpirun for the namespace test hosts of scripts/netns-hosts.sh (pass as: ./run-logp.sh ... --mpirun THIS).
# Runs the real mpirun inside the first host of the --hostfile (a network namespace, with that host name), so the
# head node is a hostfile host: its ranks start locally, the other host's orted through netns-rsh.sh, and orted
# reaches mpirun over the veth pair. LGP_NETNS_HEAD names the head namespace instead; LGP_MPIRUN the real mpirun.
# MPICH's Hydra (LGP_MPIRUN=mpiexec.hydra, hostfile -f with host:slots lines, as `up` writes to hostfile.hydra)
# starts its proxies through netns-rsh.sh too (HYDRA_LAUNCHER_EXEC), unless the caller chose a launcher.
set -eu
head="${LGP_NETNS_HEAD:-}"
if [ -z "$head" ]; then
  prev=
  for a in "$@"; do
    case "$prev" in
      --hostfile|-hostfile|--machinefile|-machinefile|-f) head="$(awk '!/^[[:space:]]*(#|$)/ {sub(/:.*/, "", $1); print $1; exit}' "$a")" ;;
    esac
    prev="$a"
  done
fi
[ -n "$head" ] || { echo "netns-mpirun: no --hostfile to take the head host from (or set LGP_NETNS_HEAD)" >&2; exit 1; }
[ -e "/run/netns/$head" ] || { echo "netns-mpirun: no network namespace '$head' (run scripts/netns-hosts.sh up)" >&2; exit 1; }
# Both "hosts" share this machine's cores, and mpirun binds rank 0 of each host to core 0: two polling ranks on one
# core take turns in scheduler slices (RTT ~8 ms instead of ~15 us). Unbind unless the caller chose a binding.
bind=--bind-to
for a in "$@"; do
  case "$a" in --bind-to|-bind-to|--bind-to=*|hwloc_base_binding_policy*) bind= ;; esac
done
if [ -n "$bind" ]; then
  echo "netns-mpirun: adding --bind-to none (the namespace hosts share one machine's cores)" >&2
  set -- --bind-to none "$@"
fi
mpirun="${LGP_MPIRUN:-$(command -v mpirun)}" || { echo "netns-mpirun: no mpirun on PATH" >&2; exit 1; }
case "$(basename "$(readlink -f "$mpirun")")" in
  *hydra*)
    if [ -z "${HYDRA_LAUNCHER_EXEC:-}" ] && [ -z "${HYDRA_LAUNCHER:-}" ]; then
      export HYDRA_LAUNCHER=ssh HYDRA_LAUNCHER_EXEC="$(cd "$(dirname "$0")" && pwd)/netns-rsh.sh"
    fi ;;
esac
exec ip netns exec "$head" unshare --uts -- /bin/sh -c 'hostname "$1" && shift && exec "$@"' netns-mpirun "$head" "$mpirun" "$@"
