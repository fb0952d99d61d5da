#!/bin/sh
# A single-node Slurm on this machine, for trying the scripts of this folder (and for
# harness/tests/cluster.rs): munged and slurmctld + slurmd with every file under DIR, the node
# being this host with its CPUs. Needs Debian's `slurm-wlm` and `munge`, and root (slurmd starts
# jobs as their user).
#
#   ci/slurm/local-cluster.sh start DIR   # prints `export SLURM_CONF=...`; eval it
#   ci/slurm/local-cluster.sh stop DIR
set -eu
cmd=$1
dir=$(mkdir -p "$2" && cd "$2" && pwd)
case "$cmd" in
start)
  mkdir -p "$dir/munge" "$dir/spool/ctld" "$dir/spool/d" "$dir/log"
  chmod 700 "$dir/munge"
  [ -f "$dir/munge/munge.key" ] || mungekey --create --keyfile="$dir/munge/munge.key" >/dev/null
  chmod 600 "$dir/munge/munge.key"
  munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/socket" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" \
    --seed-file="$dir/munge/seed"
  node=$(hostname -s)
  # CPUs and memory as slurmd sees them (its own `-C` line, less the uptime).
  hw=$(slurmd -C | head -1 | sed 's/^NodeName=[^ ]* //')
  cat > "$dir/slurm.conf" <<CONF
ClusterName=cuconform-local
SlurmctldHost=$node
SlurmUser=$(id -un)
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/socket
CredType=cred/munge
SlurmctldPort=$((16817 + $$ % 1000))
SlurmdPort=$((17818 + $$ % 1000))
StateSaveLocation=$dir/spool/ctld
SlurmdSpoolDir=$dir/spool/d
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
SwitchType=switch/none
NodeName=$node $hw State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF"
  # Ready when the node answers idle.
  i=0
  until sinfo -h -o %t 2>/dev/null | grep -q idle; do
    i=$((i + 1))
    if [ $i -gt 60 ]; then
      echo "slurm did not come up in 30 s; logs in $dir/log" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "export SLURM_CONF=$SLURM_CONF"
  ;;
stop)
  for p in slurmd slurmctld munge/munged; do
    [ -f "$dir/$p.pid" ] && kill "$(cat "$dir/$p.pid")" 2>/dev/null || true
  done
  ;;
esac
