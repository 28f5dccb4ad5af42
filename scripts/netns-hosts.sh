#!/usr/bin/env bash
# Test "hosts" on this machine: network namespaces on a private subnet, for running logp across hosts through a
# hostfile without a second machine: two joined by a veth pair, or (LGP_NETNS_HOSTS=3..8) each joined by a veth pair
# to a bridge in a switch namespace. Needs root (CAP_NET_ADMIN, CAP_SYS_ADMIN) and `ip`; `slow` and `rate` need `tc`.
#   scripts/netns-hosts.sh up       create (idempotent); prints KEY=VALUE lines: HOSTFILE, MPIRUN, AGENT, MCA_ARGS, ...
#   scripts/netns-hosts.sh down     remove the namespaces, their processes and the state directory (idempotent)
#   scripts/netns-hosts.sh status   show the namespaces, addresses and veth byte counters
#   scripts/netns-hosts.sh bytes    prints the bytes received + sent on host B's veth (one number)
#   scripts/netns-hosts.sh check    exit 0 if namespaces can be made here, else print why and exit 1
#   scripts/netns-hosts.sh slow HOST US [PEER]   delay what HOST sends by US microseconds (tc netem on its veth;
#                                   with PEER, only what goes to PEER's address: prio, netem on band 3, a u32 filter)
#   scripts/netns-hosts.sh rate HOST MBIT [PEER]   limit HOST's link to MBIT Mbit/s both ways (tbf on its veth and
#                                   on its switch port); with PEER, only the link HOST-PEER, both ways (htb class + u32
#                                   filter on the peer's address, on each end's veth). Works where netem does not.
#   scripts/netns-hosts.sh fast HOST               remove HOST's delay and every rate limit on HOST or its links
#   scripts/netns-hosts.sh check-delay             exit 0 if `slow` works here, else print why and exit 1
#   scripts/netns-hosts.sh check-shaping           say which shapings work here (delay, rate per host, per link);
#                                   exit 0 if `rate` works (both kinds), else 1
# Environment: LGP_NETNS_PREFIX (default lgp: namespaces lgpA and lgpB, which are also the host names),
#              LGP_NETNS_HOSTS (default 2: lgpA, lgpB; up to 8: lgpA..lgpH, switch namespace lgpS),
#              LGP_NETNS_NET (default 10.77.0: addresses .1, .2, ... /24), LGP_NETNS_SLOTS (default 1),
#              LGP_NETNS_STATE (default /tmp/<prefix>-netns), LGP_NETNS_OVERHEAD (bytes `rate` counts per frame;
#              default 0, see stab below).
# The namespaces have no route anywhere but the veth subnet and their own loopback: MPI traffic cannot leave them.
set -euo pipefail

PREFIX="${LGP_NETNS_PREFIX:-lgp}"
NET="${LGP_NETNS_NET:-10.77.0}"
SLOTS="${LGP_NETNS_SLOTS:-1}"             # ranks per host in the hostfile
COUNT="${LGP_NETNS_HOSTS:-2}"
case "$COUNT" in [2-8]) ;; *) echo "netns-hosts: LGP_NETNS_HOSTS must be 2..8, got '$COUNT'" >&2; exit 2 ;; esac
LETTERS=(A B C D E F G H)
HOSTS=()
for ((k = 0; k < COUNT; k++)); do HOSTS+=("${PREFIX}${LETTERS[$k]}"); done
A="${HOSTS[0]}"
B="${HOSTS[1]}"
SWITCH="${PREFIX}S"             # the bridge's namespace, with more than two hosts
BRIDGE=lgpbr
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
  local ns k
  for ns in "${HOSTS[@]}"; do
    [ -e "/run/netns/$ns" ] || ip netns add "$ns"
    ip -n "$ns" link set lo up
  done
  if [ "$COUNT" = 2 ]; then
    if ! ip -n "$A" link show "$DEV" >/dev/null 2>&1 || ! ip -n "$B" link show "$DEV" >/dev/null 2>&1; then
      ip -n "$A" link del "$DEV" 2>/dev/null || true
      ip -n "$B" link del "$DEV" 2>/dev/null || true
      # Created straight inside the namespaces: no name is ever taken in the root namespace.
      ip link add "$DEV" netns "$A" type veth peer name "$DEV" netns "$B"
    fi
  else
    # A switch: a bridge in a namespace of its own, one port (p<letter>) per host's veth.
    [ -e "/run/netns/$SWITCH" ] || ip netns add "$SWITCH"
    ip -n "$SWITCH" link show "$BRIDGE" >/dev/null 2>&1 || ip -n "$SWITCH" link add "$BRIDGE" type bridge
    ip -n "$SWITCH" link set "$BRIDGE" up
    for ((k = 0; k < COUNT; k++)); do
      ns="${HOSTS[$k]}"
      if ! ip -n "$ns" link show "$DEV" >/dev/null 2>&1; then
        ip -n "$SWITCH" link del "p${LETTERS[$k]}" 2>/dev/null || true
        ip link add "$DEV" netns "$ns" type veth peer name "p${LETTERS[$k]}" netns "$SWITCH"
      fi
      ip -n "$SWITCH" link set "p${LETTERS[$k]}" master "$BRIDGE"
      ip -n "$SWITCH" link set "p${LETTERS[$k]}" up
    done
  fi
  for ns in "${HOSTS[@]}"; do   # no IPv6 on the veth: its link-local chatter would blur the byte counters
    ip netns exec "$ns" sh -c "echo 1 > /proc/sys/net/ipv6/conf/$DEV/disable_ipv6" 2>/dev/null || true
  done
  for ((k = 0; k < COUNT; k++)); do
    ip -n "${HOSTS[$k]}" addr replace "$NET.$((k + 1))/24" dev "$DEV"
    ip -n "${HOSTS[$k]}" link set "$DEV" up
  done
  mkdir -p "$STATE"
  : > "$STATE/hostfile"
  : > "$STATE/hostfile.hydra"
  for ns in "${HOSTS[@]}"; do
    printf '%s slots=%s\n' "$ns" "$SLOTS" >> "$STATE/hostfile"
    printf '%s:%s\n' "$ns" "$SLOTS" >> "$STATE/hostfile.hydra"      # MPICH's Hydra: host:slots
  done
  # Host names resolve inside the namespaces: `ip netns exec NS` bind-mounts /etc/netns/NS/hosts over /etc/hosts.
  # Optional (Open MPI matches the head host by host name): a read-only /etc only loses name resolution.
  local names="127.0.0.1 localhost"
  for ((k = 0; k < COUNT; k++)); do names="$names
$NET.$((k + 1)) ${HOSTS[$k]}"; done
  for ns in "${HOSTS[@]}"; do
    { mkdir -p "/etc/netns/$ns" && printf '%s\n' "$names" > "/etc/netns/$ns/hosts"; } 2>/dev/null \
      || echo "netns-hosts: cannot write /etc/netns/$ns/hosts; host names will not resolve inside the namespaces" >&2
  done
  # Wait until both ends report the link up (a few ms) so the first connection does not race it.
  local i
  for i in $(seq 50); do
    local all=1
    for ns in "${HOSTS[@]}"; do
      [ "$(ip netns exec "$ns" cat /sys/class/net/$DEV/operstate)" = up ] || all=0
    done
    [ "$all" = 1 ] && break
    [ "$i" = 50 ] && die "the veths of ${HOSTS[*]} do not come up"
    sleep 0.1
  done
  echo "HOSTFILE=$STATE/hostfile"
  echo "MPIRUN=$HERE/netns-mpirun.sh"
  echo "AGENT=$HERE/netns-rsh.sh"
  echo "HOSTFILE_HYDRA=$STATE/hostfile.hydra"
  echo "SUBNET=$NET.0/24"
  echo "MCA_ARGS='--mca plm_rsh_agent $HERE/netns-rsh.sh --mca btl tcp,self --mca btl_tcp_if_include $NET.0/24 --mca oob_tcp_if_include $NET.0/24'"
  # --bind-to none: the two hosts share this machine's cores; bound, both ranks would sit on core 0.
  echo "LOGP_ARGS='--np $COUNT --hostfile $STATE/hostfile --mpirun $HERE/netns-mpirun.sh --bind-to none'"
  echo "NAMESPACES='${HOSTS[*]}'"
}

down() {
  local ns pids
  for ns in "${HOSTS[@]}" "$SWITCH"; do
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

# --- rate limits: what the kernel has where netem is missing (htb, tbf, u32) ---------------------------------------
# The state (one file per host: `host MBIT` and `peer PEER MBIT` lines) lives in $STATE/shape; every change rebuilds
# the qdiscs of the devices it touches from it, so host and link limits combine and `fast` undoes them exactly.
SHAPE="$STATE/shape"

# The rate limit a line of HOST's shape file sets: host -> MBIT, or peer PEER -> MBIT; nothing when unset.
shape_get() {  # HOST KIND [PEER]
  [ -f "$SHAPE/$1" ] || return 0
  if [ "$2" = host ]; then awk '$1 == "host" {print $2}' "$SHAPE/$1"
  else awk -v p="$3" '$1 == "peer" && $2 == p {print $3}' "$SHAPE/$1"; fi
}

shape_set() {  # HOST KIND [PEER] MBIT
  mkdir -p "$SHAPE"
  local f="$SHAPE/$1" tmp="$SHAPE/.$1.tmp"
  touch "$f"
  if [ "$2" = host ]; then awk '$1 != "host"' "$f" > "$tmp"; echo "host $3" >> "$tmp"
  else awk -v p="$3" '!($1 == "peer" && $2 == p)' "$f" > "$tmp"; echo "peer $3 $4" >> "$tmp"; fi
  mv "$tmp" "$f"
}

min_rate() {  # the smaller of the non-empty arguments, or nothing
  local m="" r
  for r in "$@"; do
    if [ -n "$r" ] && { [ -z "$m" ] || [ "$r" -lt "$m" ]; }; then m="$r"; fi
  done
  echo "$m"
}

# The bucket of a limit of MBIT Mbit/s: 1 ms of the rate, at least one full frame (1514 bytes and the overhead, with
# 200 bytes to spare: tc rounds the bucket down, and tbf drops a frame larger than its bucket). After a pause a full bucket lets its bytes through at the veth's own speed: a small
# bucket keeps that pass short (at 1 Mbit/s, 14 small frames), or a ping-pong would time the bucket, not the rate.
burst_of() {
  local b=$(($1 * 1000 / 8)) frame=$((1714 + OVERHEAD))
  if [ "$b" -lt "$frame" ]; then b="$frame"; fi
  echo "$b"
}

# LGP_NETNS_OVERHEAD=BYTES: every frame counts BYTES more against the limits (a size table, tc's stab), so a small
# message costs a gap of its own, as on a link with a per-packet cost, and a full bucket holds one frame, not dozens:
# without it a rank that lost its processor for a moment finds a bucket that lets a dozen small messages through
# unshaped. Bulk data then gets MBIT x 1514 / (1514 + BYTES).
OVERHEAD="${LGP_NETNS_OVERHEAD:-0}"
case "$OVERHEAD" in ''|*[!0-9]*) echo "netns-hosts: LGP_NETNS_OVERHEAD must be a whole number of bytes, got '$OVERHEAD'" >&2; exit 2 ;; esac
stab() {
  if [ "$OVERHEAD" -gt 0 ]; then echo "stab overhead $OVERHEAD linklayer ethernet"; fi
}

tbf_args() {  # MBIT; tbf splits GSO super-frames larger than the bucket into frames
  echo "rate ${1}mbit burst $(burst_of "$1") latency 100ms"
}

htb_rate() {  # MBIT: an htb class's rate, ceiling and buckets
  local b
  b="$(burst_of "$1")"
  echo "rate ${1}mbit ceil ${1}mbit burst $b cburst $b quantum 60000"
}

# Rebuilds the root qdisc of DEV in namespace NS: TOTAL Mbit/s for everything it sends (or none), and for each
# "ADDRESS MBIT" pair of LINKS that rate for what goes to ADDRESS (within TOTAL).
apply_dev() {  # NS DEV TOTAL LINKS
  local ns="$1" dev="$2" total="$3" links="$4" n=10 addr mbit rate
  ip netns exec "$ns" tc qdisc del dev "$dev" root 2>/dev/null || true
  if [ -z "$links" ]; then
    [ -z "$total" ] || ip netns exec "$ns" tc qdisc add dev "$dev" root $(stab) tbf $(tbf_args "$total")
    return 0
  fi
  # htb: with a total, class 1:1 holds it and unclassified traffic goes to its leaf 1:2; without one, unclassified
  # traffic (default 0) leaves unshaped. Each link's class is a leaf with a u32 filter on the peer's address.
  local parent=1:
  if [ -n "$total" ]; then
    ip netns exec "$ns" tc qdisc add dev "$dev" root handle 1: $(stab) htb default 2
    ip netns exec "$ns" tc class add dev "$dev" parent 1: classid 1:1 htb $(htb_rate "$total")
    ip netns exec "$ns" tc class add dev "$dev" parent 1:1 classid 1:2 htb $(htb_rate "$total")
    parent=1:1
  else
    ip netns exec "$ns" tc qdisc add dev "$dev" root handle 1: $(stab) htb default 0
  fi
  while read -r addr mbit; do
    [ -n "$addr" ] || continue
    rate="$(min_rate "$mbit" "$total")"
    ip netns exec "$ns" tc class add dev "$dev" parent "$parent" classid "1:$n" htb $(htb_rate "$rate")
    ip netns exec "$ns" tc filter add dev "$dev" parent 1: protocol ip prio 1 u32 match ip dst "$addr/32" flowid "1:$n"
    n=$((n + 1))
  done <<< "$links"
}

# What HOST sends leaves through its veth; what it receives leaves the switch through its port (with two hosts and
# no switch, through the other host's veth). Both get HOST's limit; each end's veth gets its links' limits.
apply_host() {  # HOST
  local host="$1" k total links="" other p peer mbit
  total="$(shape_get "$host" host)"
  if [ "$COUNT" = 2 ]; then
    other="$(other_of "$host")"
    total="$(min_rate "$total" "$(shape_get "$other" host)")"
  fi
  for peer in "${HOSTS[@]}"; do
    [ "$peer" = "$host" ] && continue
    mbit="$(shape_get "$host" peer "$peer")"
    [ -z "$mbit" ] || links="$links$(address_of "$peer") $mbit
"
  done
  apply_dev "$host" "$DEV" "$total" "$links"
  if [ "$COUNT" != 2 ]; then
    for ((k = 0; k < COUNT; k++)); do
      if [ "${HOSTS[$k]}" = "$host" ]; then p="p${LETTERS[$k]}"; fi
    done
    apply_dev "$SWITCH" "$p" "$(shape_get "$host" host)" ""
  fi
}

# With two hosts (no switch): the host at the other end of HOST's veth.
other_of() {
  if [ "$1" = "$A" ]; then echo "$B"; else echo "$A"; fi
}

# rate HOST MBIT [PEER]
rate() {
  local host="$1" mbit="$2" peer="${3:-}" other
  command -v tc >/dev/null || die "no 'tc' command (iproute2's tc is not installed)"
  [ -e "/run/netns/$host" ] || die "no namespace '$host' (run: $0 up)"
  case "$mbit" in ''|*[!0-9]*|0) die "rate: MBIT must be a whole number of Mbit/s above 0, got '$mbit'" ;; esac
  address_of "$host" >/dev/null
  if [ -z "$peer" ]; then
    shape_set "$host" host "$mbit"
    apply_host "$host"
    if [ "$COUNT" = 2 ]; then apply_host "$(other_of "$host")"; fi
  else
    [ "$peer" != "$host" ] || die "rate: a link needs two hosts, got '$host' twice"
    address_of "$peer" >/dev/null
    [ -e "/run/netns/$peer" ] || die "no namespace '$peer' (run: $0 up)"
    shape_set "$host" peer "$peer" "$mbit"
    shape_set "$peer" peer "$host" "$mbit"
    apply_host "$host"
    apply_host "$peer"
  fi
}

# fast HOST: no delay, no rate on HOST, none on its links (the peers' ends too); other hosts keep theirs.
fast() {
  local host="$1" peer f
  [ -e "/run/netns/$host" ] || die "no namespace '$host' (run: $0 up)"
  rm -f "$SHAPE/$host"
  apply_host "$host"
  for peer in "${HOSTS[@]}"; do
    f="$SHAPE/$peer"
    if [ "$peer" != "$host" ] && [ -f "$f" ] && grep -q "^peer $host " "$f"; then
      awk -v p="$host" '!($1 == "peer" && $2 == p)' "$f" > "$SHAPE/.$peer.tmp"
      mv "$SHAPE/.$peer.tmp" "$f"
      apply_host "$peer"
    fi
  done
  if [ "$COUNT" = 2 ]; then apply_host "$(other_of "$host")"; fi
}

# Why a rate limit cannot be set here (printed), or nothing: tbf, htb and u32 in the kernel, and tc.
why_no_rate() {
  command -v tc >/dev/null || { echo "no 'tc' command (iproute2's tc is not installed)"; return; }
  local probe="${PREFIX}probe$$" err
  ip netns add "$probe" 2>/dev/null || { echo "cannot create a network namespace"; return; }
  ip -n "$probe" link add "${DEV}0" type veth peer name "${DEV}1" 2>/dev/null
  if ! err="$(ip netns exec "$probe" tc qdisc add dev "${DEV}0" root tbf $(tbf_args 100) 2>&1)"; then
    echo "this kernel has no tbf qdisc (sch_tbf): tc says '$err'"
  elif ! err="$(ip netns exec "$probe" tc qdisc replace dev "${DEV}0" root handle 1: htb default 0 2>&1)"; then
    echo "this kernel has no htb qdisc (sch_htb): tc says '$err'"
  elif ! err="$( { ip netns exec "$probe" tc class add dev "${DEV}0" parent 1: classid 1:10 htb rate 100mbit \
                   && ip netns exec "$probe" tc filter add dev "${DEV}0" parent 1: protocol ip prio 1 u32 \
                        match ip dst 10.0.0.1/32 flowid 1:10; } 2>&1)"; then
    echo "this kernel cannot classify by address (htb class or u32 filter, cls_u32): tc says '$err'"
  fi
  ip netns del "$probe" 2>/dev/null || true
}

# check-shaping: one line per kind of shaping, yes or no and why.
check_shaping() {
  local why delay rate
  why="$(why_not)"
  [ -z "$why" ] || { echo "no shaping: $why"; return 1; }
  delay="$(why_no_delay)"
  rate="$(why_no_rate)"
  if [ -z "$delay" ]; then echo "delay (netem, slow HOST US [PEER]): yes"
  else echo "delay (netem, slow HOST US [PEER]): no: $delay"; fi
  if [ -z "$rate" ]; then
    echo "rate per host (tbf, rate HOST MBIT): yes"
    echo "rate per link (htb + u32, rate HOST MBIT PEER): yes"
    return 0
  fi
  echo "rate (tbf, htb + u32, rate HOST MBIT [PEER]): no: $rate"
  return 1
}

status() {
  local ns
  for ns in "${HOSTS[@]}"; do
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

# The address of a host of this set, by its name.
address_of() {
  local k
  for ((k = 0; k < COUNT; k++)); do
    [ "${HOSTS[$k]}" = "$1" ] && { echo "$NET.$((k + 1))"; return; }
  done
  die "no host '$1' here (hosts: ${HOSTS[*]})"
}

# Whether this kernel has netem (a Firecracker or minimal kernel may lack it and prio).
has_netem() {
  ip netns exec "$1" tc qdisc add dev "$DEV" root netem delay 1us 2>/dev/null || return 1
  ip netns exec "$1" tc qdisc del dev "$DEV" root 2>/dev/null || true
}

# slow HOST US [PEER]: what HOST sends (to PEER's address only, if given) waits US microseconds more.
slow() {
  local host="$1" us="$2" peer="${3:-}" dst=""
  command -v tc >/dev/null || die "no 'tc' command (iproute2's tc is not installed)"
  [ -e "/run/netns/$host" ] || die "no namespace '$host' (run: $0 up)"
  [ -z "$peer" ] || dst="$(address_of "$peer")"
  ip netns exec "$host" tc qdisc del dev "$DEV" root 2>/dev/null || true
  has_netem "$host" || die "this kernel has no netem qdisc (sch_netem): no delay can be added here"
  if [ -z "$dst" ]; then
    ip netns exec "$host" tc qdisc add dev "$DEV" root netem delay "${us}us"
  else
    # Three bands; only the third, which the filter fills with what goes to PEER, is delayed.
    ip netns exec "$host" tc qdisc add dev "$DEV" root handle 1: prio
    ip netns exec "$host" tc qdisc add dev "$DEV" parent 1:3 handle 30: netem delay "${us}us"
    ip netns exec "$host" tc filter add dev "$DEV" parent 1:0 protocol ip prio 1 u32 match ip dst "$dst/32" flowid 1:3
  fi
}

# Why no delay can be added here (printed), or nothing: netem and prio in the kernel, and tc.
why_no_delay() {
  command -v tc >/dev/null || { echo "no 'tc' command (iproute2's tc is not installed)"; return; }
  local probe="${PREFIX}probe$$" err
  ip netns add "$probe" 2>/dev/null || { echo "cannot create a network namespace"; return; }
  ip -n "$probe" link add "${DEV}0" type veth peer name "${DEV}1" 2>/dev/null
  if ! err="$(ip netns exec "$probe" tc qdisc add dev "${DEV}0" root netem delay 1us 2>&1)"; then
    echo "this kernel has no netem qdisc (sch_netem): tc says '$err'"
  elif ! err="$(ip netns exec "$probe" tc qdisc replace dev "${DEV}0" root handle 1: prio 2>&1)"; then
    echo "this kernel has no prio qdisc (sch_prio): tc says '$err'"
  fi
  ip netns del "$probe" 2>/dev/null || true
}

case "${1:-}" in
  slow) [ $# -ge 3 ] || { echo "usage: $0 slow HOST US [PEER]" >&2; exit 2; }; slow "$2" "$3" "${4:-}" ;;
  rate) [ $# -ge 3 ] || { echo "usage: $0 rate HOST MBIT [PEER]" >&2; exit 2; }; rate "$2" "$3" "${4:-}" ;;
  fast) [ $# -ge 2 ] || { echo "usage: $0 fast HOST" >&2; exit 2; }; fast "$2" ;;
  up) up ;;
  down) down ;;
  status) status ;;
  bytes) bytes ;;
  check-delay) why="$(why_not)"; [ -n "$why" ] || why="$(why_no_delay)"
               [ -z "$why" ] && echo ok || { echo "$why"; exit 1; } ;;
  check-shaping) check_shaping ;;
  check) why="$(why_not)"; [ -z "$why" ] && echo ok || { echo "$why"; exit 1; } ;;
  *) echo "usage: $0 up|down|status|bytes|check|check-delay|check-shaping|slow|rate|fast" >&2; exit 2 ;;
esac
