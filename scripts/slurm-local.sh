#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for trying logp under Slurm and for its tests: munged, slurmctld and
# slurmd from Debian's munge and slurm-wlm packages, everything (config, key, state, logs, sockets) in one directory.
#
#   scripts/slurm-local.sh up       start it (again: nothing happens when it already runs); prints SLURM_CONF=...
#   scripts/slurm-local.sh down     stop every daemon it started and remove the state (the logs are kept)
#   scripts/slurm-local.sh status   exit 0 when it runs and answers
#
#   LOGP_SLURM_DIR   its directory (default: target/slurm-local in this checkout)
#   LOGP_SLURM_PORT  slurmctld's port; slurmd takes the next one (default 6817, Slurm's own)
#
# Built for containers and test machines: proctrack/linuxproc and no cgroup plugin (containers lack them),
# task/affinity (binding through sched_setaffinity), MpiDefault=pmix when this Slurm has the PMIx plugin.
# Debian's Slurm runs one slurmd per host, so it is one node with all the host's CPUs. slurmd needs root (it starts
# jobs as their users); as another user, up says so and exits 4.
# Clients (sbatch, srun, salloc) find the cluster through SLURM_CONF; as root, up also links /etc/slurm/slurm.conf
# to it when that file does not exist, so a plain `sbatch` works, and down removes the link.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${LOGP_SLURM_DIR:-$ROOT/target/slurm-local}"
PORT="${LOGP_SLURM_PORT:-6817}"
CONF="$DIR/slurm.conf"
ETC_CONF=/etc/slurm/slurm.conf
PLUGINS=/usr/lib/x86_64-linux-gnu/slurm-wlm

say() { echo "slurm-local: $*" >&2; }
die() { echo "slurm-local: ERROR: $*" >&2; exit "${2:-1}"; }

pid_alive() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
answers() { SLURM_CONF="$CONF" timeout 10 sinfo -h -o %T 2>/dev/null | grep -Eq '^(idle|mixed|allocated)'; }

write_conf() {
  local node host mpi=none
  host="$(hostname -s)"
  # The node as slurmd sees this host (CPUs, sockets, cores, threads); memory left out so it never mismatches.
  node="$(slurmd -C | head -1 | sed 's/ RealMemory=[0-9]*//')"
  # PMIx when this Slurm has it (Debian's does: mpi_pmix.so); Open MPI 4 starts under it, MPICH wants --mpi=pmi2.
  [ -e "$PLUGINS/mpi_pmix.so" ] || [ -n "$(ls "$PLUGINS"/mpi_pmix*.so 2>/dev/null)" ] && mpi=pmix
  cat > "$CONF.tmp" <<EOF
# Written by scripts/slurm-local.sh: a one-node cluster for logp's tests.
ClusterName=logp-local
SlurmctldHost=$host
SlurmctldPort=$PORT
SlurmdPort=$((PORT + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$DIR/munge/munge.socket
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/slurmctld.pid
SlurmdPidFile=$DIR/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/affinity
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=$mpi
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SchedulerType=sched/backfill
InactiveLimit=0
KillWait=5
MinJobAge=300
SlurmctldTimeout=30
SlurmdTimeout=60
$node State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
EOF
  mv "$CONF.tmp" "$CONF"
}

up() {
  [ "$(id -u)" = 0 ] || die "slurmd starts jobs as their users and so runs as root; this user ($(id -un)) cannot
  start it. At a site, use its Slurm; here, run this as root." 4
  local missing=""
  for t in munged slurmctld slurmd sbatch srun; do command -v "$t" >/dev/null || missing="$missing $t"; done
  [ -z "$missing" ] || die "missing:$missing. On Debian/Ubuntu, as root: apt-get install slurm-wlm munge" 4
  if pid_alive "$DIR/slurmctld.pid" && pid_alive "$DIR/slurmd.pid" && pid_alive "$DIR/munge/munged.pid" && answers; then
    say "already up ($DIR)"
    echo "SLURM_CONF=$CONF"
    return 0
  fi
  # A fresh state numbers jobs from 1 again, and slurmstepd's PMIx plugin refuses a step whose directory
  # (/tmp/spmix_appdir_<uid>_<job>.<step>) an earlier cluster of this script left behind: no job of ours runs now.
  [ -s "$DIR/state/job_state" ] || rm -rf /tmp/spmix_appdir_"$(id -u)"_*
  mkdir -p "$DIR/state" "$DIR/spool" "$DIR/log" "$DIR/munge"
  chmod 700 "$DIR/munge"
  # munge: a key of this cluster's own (the host's /etc/munge/munge.key stays untouched), its own socket.
  if [ ! -s "$DIR/munge/munge.key" ]; then
    dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 status=none
    chmod 400 "$DIR/munge/munge.key"
  fi
  if ! pid_alive "$DIR/munge/munged.pid"; then
    # --force: munged refuses root and a socket directory it does not own otherwise.
    munged --force --key-file="$DIR/munge/munge.key" --socket="$DIR/munge/munge.socket" \
      --pid-file="$DIR/munge/munged.pid" --log-file="$DIR/log/munged.log" --seed-file="$DIR/munge/munged.seed" \
      || die "munged did not start (log: $DIR/log/munged.log)"
  fi
  write_conf
  # A link left by a cluster whose directory is gone (another checkout's) is replaced; a real file is the host's.
  if [ ! -e "$ETC_CONF" ] && { [ ! -L "$ETC_CONF" ] || [[ "$(readlink "$ETC_CONF")" == */slurm.conf ]]; }; then
    mkdir -p "$(dirname "$ETC_CONF")"
    ln -sfn "$CONF" "$ETC_CONF"
    touch "$DIR/etc-link"
  fi
  export SLURM_CONF="$CONF"
  pid_alive "$DIR/slurmctld.pid" || slurmctld -i || die "slurmctld did not start (log: $DIR/log/slurmctld.log)"
  pid_alive "$DIR/slurmd.pid" || slurmd || die "slurmd did not start (log: $DIR/log/slurmd.log)"
  local i
  for i in $(seq 1 60); do
    if answers; then
      say "up: one node, $(sinfo -h -o '%c CPUs, partition %P' | head -1), MpiDefault=$(sed -n 's/^MpiDefault=//p' "$CONF") ($DIR)"
      echo "SLURM_CONF=$CONF"
      return 0
    fi
    # A node left down by an earlier run comes back here.
    [ "$i" = 10 ] && scontrol update nodename="$(hostname -s)" state=resume 2>/dev/null || true
    sleep 0.5
  done
  sinfo >&2 || true
  die "the node did not become idle in 30 s (logs: $DIR/log/slurmctld.log, $DIR/log/slurmd.log)"
}

stop_pid() {   # PIDFILE NAME
  local f="$1" p i
  pid_alive "$f" || { rm -f "$f"; return 0; }
  p="$(cat "$f")"
  kill -TERM "$p" 2>/dev/null || true
  for i in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$p" 2>/dev/null && { say "$2 ($p) ignored SIGTERM for 10 s: SIGKILL"; kill -KILL "$p" 2>/dev/null || true; }
  rm -f "$f"
}

down() {
  [ -d "$DIR" ] || { say "not up ($DIR does not exist)"; return 0; }
  # Jobs first, so no step outlives its slurmd.
  if pid_alive "$DIR/slurmctld.pid"; then SLURM_CONF="$CONF" scancel --full --quiet -u "$(id -un)" 2>/dev/null || true; fi
  stop_pid "$DIR/slurmd.pid" slurmd
  stop_pid "$DIR/slurmctld.pid" slurmctld
  stop_pid "$DIR/munge/munged.pid" munged
  if [ -e "$DIR/etc-link" ]; then
    [ "$(readlink "$ETC_CONF" 2>/dev/null)" = "$CONF" ] && rm -f "$ETC_CONF"
    rm -f "$DIR/etc-link"
  fi
  rm -rf "$DIR/state" "$DIR/spool" "$DIR/munge"
  say "down (logs kept in $DIR/log)"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) pid_alive "$DIR/slurmctld.pid" && pid_alive "$DIR/slurmd.pid" && answers ;;
  *) die "usage: scripts/slurm-local.sh up|down|status" 2 ;;
esac
