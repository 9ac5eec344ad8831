#!/usr/bin/env bash
# The Slurm scripts of scripts/slurm/ on a real one-node Slurm cluster brought up on this
# machine, bound to localhost: munged, slurmctld and slurmd with a minimal slurm.conf in a
# temporary directory (no cgroups: proctrack/linuxproc, task/none; no accounting). Submits
# two 40-game self-play matches at fixed nodes (Kirin, Fairy-Stockfish; shogi), each as a
# 4-task job array with its merge job (submit.sh: --dependency=afterok), waits for them and
# compares the merged results game for game (see below). Stops every daemon it started on
# exit. Needs root (as CI runs), slurm-wlm and munge (install-deps.sh).
# Budget: 300 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
bin=$(realpath "$bin")
repo=$(pwd)
work=$(mktemp -d)
chmod 755 "$work"
logs=target/ci-logs/slurm
mkdir -p "$logs"
pids=()
jobs=()
cleanup() {
  local rc=$?
  if [ ${#jobs[@]} -gt 0 ]; then
    scancel --quiet "${jobs[@]}" 2>/dev/null || true
  fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 1
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  # The daemons write their own pid files (they fork away from the pids above).
  for f in "$work"/*.pid; do
    [ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true
  done
  cp "$work"/*.log "$work"/slurm.conf "$logs"/ 2>/dev/null || true
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT

# munge: a fresh key and a socket of this run's own.
dd if=/dev/urandom of="$work/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge.key"
munged --force --key-file="$work/munge.key" --socket="$work/munge.socket" \
  --pid-file="$work/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munged.seed"
pids+=("$(cat "$work/munged.pid")")

# slurm.conf: one node, this machine's CPUs and memory as slurmd sees them.
node=$(slurmd -C | head -n 1 | sed -E 's/^NodeName=[^ ]+/NodeName=localhost NodeAddr=127.0.0.1/')
mkdir -p "$work/state" "$work/spool"
cat >"$work/slurm.conf" <<EOF
ClusterName=kirinci
SlurmctldHost=localhost
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge.socket
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
MinJobAge=600
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
$node
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$work/slurm.conf
slurmctld -c -f "$SLURM_CONF"
slurmd -c -N localhost -f "$SLURM_CONF"
for f in slurmctld slurmd; do
  for _ in $(seq 50); do [ -s "$work/$f.pid" ] && break; sleep 0.1; done
  [ -s "$work/$f.pid" ] || { echo "$f did not start"; cat "$work/$f.log"; exit 1; }
  pids+=("$(cat "$work/$f.pid")")
done
state=""
for _ in $(seq 60); do
  state=$(sinfo -h -N -o %t 2>/dev/null || true)
  [ "$state" = idle ] && break
  sleep 0.5
done
[ "$state" = idle ] || { echo "the node is not idle: '$state'"; tail -n 20 "$work"/slurm*.log; exit 1; }
echo "slurm: one node up ($(sinfo -h -N -o '%N %c CPUs %t')) after $(( $(date +%s) - start )) s"

# Two matches, each split into 4 array tasks with its merge job; each merged report must
# equal an unsplit run here, game for game. Kirin against itself (300 against 150 nodes) is
# reproducible whichever games its processes played before. Fairy-Stockfish is not: its
# hash table's generation counter survives `usinewgame`, so a game depends on the games its
# process played before; `restart=on` gives every game a fresh process.
kirin_match=(-variant shogi -engine cmd="$bin" name=k300 nodes=300
  -engine cmd="$bin" name=k150 nodes=150 -each option.USI_Hash=1 -games 2 -rounds 20
  -openings randomplies=6 -seed 9 -maxmoves 160 -ratinginterval 0)
fsf_match=(-variant shogi -engine cmd=/usr/games/fairy-stockfish name=fsf-a
  -engine cmd=/usr/games/fairy-stockfish name=fsf-b -each nodes=400 restart=on -games 2 -rounds 20
  -openings randomplies=6 -seed 5 -maxmoves 200 -ratinginterval 0)
for name in kirin fsf; do
  declare -n args="${name}_match"
  read -r array merge < <(KIRIN=$bin "$repo/scripts/slurm/submit.sh" 4 "$work/$name" "${args[@]}")
  echo "$name: array job $array (4 tasks), merge job $merge"
  jobs+=("$array" "$merge")
done

# Wait (at most 200 s) until no job is queued or running.
deadline=$(( $(date +%s) + 200 ))
while [ -n "$(squeue -h -j "$(IFS=,; echo "${jobs[*]}")" -o %i 2>/dev/null)" ]; do
  [ "$(date +%s)" -lt "$deadline" ] || { echo "jobs still queued after 200 s"; squeue; exit 1; }
  sleep 1
done
job_state() { scontrol show job "$1" | sed -nE 's/.*JobState=([A-Z_]+).*/\1/p' | sort -u | tr '\n' ' '; }
for job in "${jobs[@]}"; do
  state=$(job_state "$job")
  echo "job $job: $state"
  [ "$state" = "COMPLETED " ] || { tail -n 20 "$work"/*/*.log; exit 1; }
done

# The references, played here unsplit.
for name in kirin fsf; do
  declare -n args="${name}_match"
  "$bin" match "${args[@]}" -out "$work/$name-whole.jsonl" >"$work/$name-whole.txt" 2>/dev/null
  diff "$work/$name-whole.txt" "$work/$name/report.txt" ||
    { echo "$name: merged report differs from the unsplit run"; exit 1; }
  [ -s "$work/$name/report.html" ] || { echo "$name: no report.html"; exit 1; }
done
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
def games(path):
    lines = open(os.path.join(work, path)).read().splitlines()
    return [json.loads(l) for l in lines[1:]]
keys = ("id", "round", "pair", "first", "second", "opening", "start", "moves", "result", "reason")
pick = lambda g: tuple(json.dumps(g[k]) for k in keys)
for name in ("kirin", "fsf"):
    expected = sorted(pick(g) for g in games(f"{name}-whole.jsonl"))
    pieces = [games(f"{name}/piece-{k}-of-4.jsonl") for k in (1, 2, 3, 4)]
    ids = [g["id"] for p in pieces for g in p]
    assert len(ids) == len(set(ids)) == 40, f"{name}: {len(ids)} records, {len(set(ids))} ids"
    assert sorted(pick(g) for p in pieces for g in p) == expected, f"{name}: games differ"
print("slurm: kirin and fairy-stockfish (restart=on), 40 games each in 4 array tasks = "
      "the unsplit run, game for game")
PY
head -n 3 "$work/kirin/report.txt"
head -n 3 "$work/fsf/report.txt"
echo "slurm step: $(( $(date +%s) - start )) s"
