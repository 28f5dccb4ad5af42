#!/usr/bin/env bash
# Two test "hosts" on this machine: network namespaces joined by a veth pair on a private subnet, for running
# logp across hosts through a hostfile without a second machine. Needs root (CAP_NET_ADMIN, CAP_SYS_ADMIN) and `ip`.
#   scripts/netns-hosts.sh up       create (idempotent); prints KEY=VALUE lines: HOSTFILE, MPIRUN, AGENT, MCA_ARGS, ...
#   scripts/netns-hosts.sh down     remove the namespaces, their processes and the state directory (idempotent)
#   scripts/netns-hosts.sh status   show the namespaces, addresses and veth byte counters
#   scripts/netns-hosts.sh bytes    prints the bytes received + sent on host B's veth (one number)
#   scripts/netns-hosts.sh check    exit 0 if namespaces can be made here, else print why and exit 1
# Environment: LGP_NETNS_PREFIX (default lgp: namespaces lgpA and lgpB, which are also the host names),
#              LGP_NETNS_NET (default 10.77.0: addresses .1 and .2/24), LGP_NETNS_SLOTS (default 1),
#              LGP_NETNS_STATE (default /tmp/<prefix>-netns).
# The namespaces have no route anywhere but the veth subnet and their own loopback: MPI traffic cannot leave them.
set -euo pipefail

PREFIX="${LGP_NETNS_PREFIX:-lgp}"
NET="${LGP_NETNS_NET:-10.77.0}"
SLOTS="${LGP_NETNS_SLOTS:-1}"             # ranks per host in the hostfile
A="${PREFIX}A"
B="${PREFIX}B"
DEV=lgpveth                      # the veth end's name inside each namespace (never created in the root namespace)
STATE="${LGP_NETNS_STATE:-${TMPDIR:-/tmp}/${PREFIX}-netns}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

die() { echo "netns-hosts: $*" >&2; exit 1; }

# Why these namespaces cannot be made here, or nothing when they can (the test skips with this message).
why_not() {
  command -v ip >/dev/null || { echo "no 'ip' command (iproute2 is not installed)"; return; }
  command -v unshare >/dev/null || { echo "no 'unshare' command (util-linux is not installed)"; return; }
  [ "$(id -u)" = 0 ] || { echo "not root (uid $(id -u)): creating network namespaces needs CAP_NET_ADMIN"; return; }
  local probe="${PREFIX}probe$$" err
  if ! err="$(ip netns add "$probe" 2>&1)"; then echo "'ip netns add' fails: $err"; return; fi
  if ! err="$(ip netns exec "$probe" unshare --uts true 2>&1)"; then
    ip netns del "$probe" 2>/dev/null || true
    echo "'unshare --uts' fails inside a namespace (no CAP_SYS_ADMIN?): $err"; return
  fi
  if ! err="$(ip -n "$probe" link add "${DEV}0" type veth peer name "${DEV}1" 2>&1)"; then
    ip netns del "$probe" 2>/dev/null || true
    echo "cannot create a veth pair (veth kernel module missing?): $err"; return
  fi
  ip netns del "$probe" 2>/dev/null || true
}

up() {
  local why
  why="$(why_not)"
  [ -z "$why" ] || die "cannot create network namespaces: $why"
  local ns
  for ns in "$A" "$B"; do
    [ -e "/run/netns/$ns" ] || ip netns add "$ns"
    ip -n "$ns" link set lo up
  done
  if ! ip -n "$A" link show "$DEV" >/dev/null 2>&1 || ! ip -n "$B" link show "$DEV" >/dev/null 2>&1; then
    ip -n "$A" link del "$DEV" 2>/dev/null || true
    ip -n "$B" link del "$DEV" 2>/dev/null || true
    # Created straight inside the namespaces: no name is ever taken in the root namespace.
    ip link add "$DEV" netns "$A" type veth peer name "$DEV" netns "$B"
  fi
  for ns in "$A" "$B"; do   # no IPv6 on the veth: its link-local chatter would blur the byte counters
    ip netns exec "$ns" sh -c "echo 1 > /proc/sys/net/ipv6/conf/$DEV/disable_ipv6" 2>/dev/null || true
  done
  ip -n "$A" addr replace "$NET.1/24" dev "$DEV"
  ip -n "$B" addr replace "$NET.2/24" dev "$DEV"
  ip -n "$A" link set "$DEV" up
  ip -n "$B" link set "$DEV" up
  mkdir -p "$STATE"
  printf '%s slots=%s\n%s slots=%s\n' "$A" "$SLOTS" "$B" "$SLOTS" > "$STATE/hostfile"
  # Host names resolve inside the namespaces: `ip netns exec NS` bind-mounts /etc/netns/NS/hosts over /etc/hosts.
  # Optional (Open MPI matches the head host by host name): a read-only /etc only loses name resolution.
  for ns in "$A" "$B"; do
    { mkdir -p "/etc/netns/$ns" &&
      printf '127.0.0.1 localhost\n%s.1 %s\n%s.2 %s\n' "$NET" "$A" "$NET" "$B" > "/etc/netns/$ns/hosts"; } 2>/dev/null \
      || echo "netns-hosts: cannot write /etc/netns/$ns/hosts; host names will not resolve inside the namespaces" >&2
  done
  # Wait until both ends report the link up (a few ms) so the first connection does not race it.
  local i
  for i in $(seq 50); do
    [ "$(ip netns exec "$A" cat /sys/class/net/$DEV/operstate)" = up ] \
      && [ "$(ip netns exec "$B" cat /sys/class/net/$DEV/operstate)" = up ] && break
    [ "$i" = 50 ] && die "the veth pair between $A and $B does not come up"
    sleep 0.1
  done
  echo "HOSTFILE=$STATE/hostfile"
  echo "MPIRUN=$HERE/netns-mpirun.sh"
  echo "AGENT=$HERE/netns-rsh.sh"
  echo "SUBNET=$NET.0/24"
  echo "MCA_ARGS='--mca plm_rsh_agent $HERE/netns-rsh.sh --mca btl tcp,self --mca btl_tcp_if_include $NET.0/24 --mca oob_tcp_if_include $NET.0/24'"
  # --bind-to none: the two hosts share this machine's cores; bound, both ranks would sit on core 0.
  echo "LOGP_ARGS='--np 2 --hostfile $STATE/hostfile --mpirun $HERE/netns-mpirun.sh --bind-to none'"
  echo "NAMESPACES='$A $B'"
}

down() {
  local ns pids
  for ns in "$A" "$B"; do
    if [ -e "/run/netns/$ns" ]; then
      # Processes left inside (a crashed run's orted or ranks) are this script's own: stop them by pid.
      pids="$(ip netns pids "$ns" 2>/dev/null || true)"
      if [ -n "$pids" ]; then
        kill $pids 2>/dev/null || true
        sleep 0.5
        pids="$(ip netns pids "$ns" 2>/dev/null || true)"
        [ -z "$pids" ] || kill -9 $pids 2>/dev/null || true
      fi
      ip netns del "$ns"                # deleting one end of the veth pair deletes both
    fi
    rm -rf "/etc/netns/$ns"
  done
  rmdir /etc/netns 2>/dev/null || true     # only when empty (nothing of anyone else in it)
  rm -rf "$STATE"
}

status() {
  local ns
  for ns in "$A" "$B"; do
    if [ -e "/run/netns/$ns" ]; then
      echo "== $ns"; ip -n "$ns" -br addr; ip -n "$ns" -s link show "$DEV" 2>/dev/null || true
    else
      echo "== $ns: absent"
    fi
  done
}

bytes() {
  local rx tx
  # /sys shows the caller's namespace: read B's counters from inside B.
  rx="$(ip netns exec "$B" cat "/sys/class/net/$DEV/statistics/rx_bytes")"
  tx="$(ip netns exec "$B" cat "/sys/class/net/$DEV/statistics/tx_bytes")"
  echo $((rx + tx))
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  bytes) bytes ;;
  check) why="$(why_not)"; [ -z "$why" ] && echo ok || { echo "$why"; exit 1; } ;;
  *) echo "usage: $0 up|down|status|bytes|check" >&2; exit 2 ;;
esac
