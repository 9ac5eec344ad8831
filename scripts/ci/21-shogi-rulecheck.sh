#!/usr/bin/env bash
# Differential rule check of Kirin's shogi move generator against cshogi, through the real
# binary over USI (`position` + `go perft`): every perft line and move/state record of
# ../shared/testdata, then random games compared at every 4th ply (>= 3000 positions).
# Fails unless both runs report "0 failed" and enough positions were checked.
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet
checker=../shared/tools/rulecheck.py
# Random games: 125 games (about 3,300 checked positions) of up to 200 plies, divide at depth 3 every 4th ply.
games=125
min_random_checks=3000
start=$(date +%s)

log=$(mktemp)
trap 'rm -f "$log"' EXIT

python3 "$checker" --game shogi --engine "$engine" --file shogi-perft.txt --rules shogi-rules.txt | tee "$log"
tail -n 1 "$log" | grep -Eq '^[0-9]+ passed, 0 failed' || { echo "rulecheck (files) failed"; exit 1; }

python3 "$checker" --game shogi --engine "$engine" --games "$games" --seed 1 --depth 3 --every 4 | tee "$log"
summary=$(tail -n 1 "$log")
echo "$summary" | grep -Eq '^[0-9]+ passed, 0 failed' || { echo "rulecheck (random games) failed"; exit 1; }
passed=$(echo "$summary" | sed -E 's/^([0-9]+) passed.*/\1/')
if [ "$passed" -lt "$min_random_checks" ]; then
  echo "rulecheck checked only $passed random positions (need $min_random_checks)"; exit 1
fi
echo "shogi rulecheck: $passed random positions, $(( $(date +%s) - start )) s"
