#!/usr/bin/env bash
# Differential rule check of Kirin's minishogi move generator against pyffish (Fairy-Stockfish's
# variant "minishogi"), through the real binary over USI (`setoption name USI_Variant value
# minishogi`, `position` + `go perft`), with scripts/rulecheck.py: random games with the legal
# move list compared at every ply and the depth-2 divide at every other ply (every pyffish call
# costs about 1.5 ms, so a depth-2 divide at every ply took 85-130 s and deeper ones minutes).
# Fails unless the run reports "0 failed" and enough positions were checked.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet
games=20
min_checks=1000
start=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

python3 scripts/rulecheck.py --game minishogi --engine "$engine" --games "$games" --seed 3 \
  --depth 2 --every 2 --max-plies 150 | tee "$log"
summary=$(tail -n 1 "$log")
echo "$summary" | grep -Eq '^[0-9]+ passed, 0 failed$' || { echo "minishogi rulecheck failed"; exit 1; }
passed=${summary%% passed*}
if [ "$passed" -lt "$min_checks" ]; then
  echo "minishogi rulecheck checked only $passed positions (need $min_checks)"; exit 1
fi
echo "minishogi rulecheck: $passed positions, $(( $(date +%s) - start )) s"
