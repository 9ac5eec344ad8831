#!/usr/bin/env bash
# SPSA driver smoke test (scripts/spsa.py): a bad learning rate is refused before any game,
# and a two-iteration run of a tune build plays its games, saves its state, resumes to
# nothing left to do and prints the tuned constant. Keeps the driver from rotting.
# Budget: 600 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A tune build of its own, in target/tune so that the release build the other steps use
# stays as it is (cargo rebuilds only what changed).
cargo build --release --quiet --features tune --bin kirin --target-dir target/tune
engine=target/tune/release/kirin

for bad in -0.01 0 abc nan; do
  rc=0
  # A run small enough to end quickly should the value be taken.
  timeout 120 python3 scripts/spsa.py --engine "$engine" --state "$scratch/bad.json" \
    --iterations 1 --batch 1 --variant xiangqi --nodes 100 --maxmoves 20 --r-end="$bad" \
    2>"$scratch/err" >/dev/null || rc=$?
  if [ "$rc" -ne 2 ] || ! grep -q -- "--r-end" "$scratch/err"; then
    echo "FAIL: --r-end $bad was not refused (exit $rc):"; cat "$scratch/err"; exit 1
  fi
  [ ! -e "$scratch/bad.json" ] || { echo "FAIL: --r-end $bad wrote a state file"; exit 1; }
done
echo "spsa: bad --r-end values refused"

run=(python3 scripts/spsa.py --engine "$engine" --state "$scratch/run.json" --iterations 2
  --batch 1 --variant xiangqi --nodes 300 --maxmoves 80 --concurrency 2 --seed 3
  --only LMR_BASE --r-end 0.01)
"${run[@]}" > "$scratch/out"
done_iterations=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["iteration"])' \
  "$scratch/run.json")
[ "$done_iterations" -eq 2 ] || { echo "FAIL: state at iteration $done_iterations, not 2"; exit 1; }
grep -q "^iter 2/2 xiangqi" "$scratch/out" || { echo "FAIL: no progress line"; cat "$scratch/out"; exit 1; }
# Run again: the state says the run is complete, so no game is played.
"${run[@]}" > "$scratch/again"
grep -q "^resuming" "$scratch/again" || { echo "FAIL: the second call did not resume"; exit 1; }
if grep -q "^iter " "$scratch/again"; then echo "FAIL: a complete run played again"; exit 1; fi
python3 scripts/spsa.py --print --state "$scratch/run.json" > "$scratch/consts"
grep -q "LMR_BASE" "$scratch/consts" || { echo "FAIL: --print lacks LMR_BASE"; exit 1; }
echo "spsa smoke passed in $(( $(date +%s) - start )) s"
