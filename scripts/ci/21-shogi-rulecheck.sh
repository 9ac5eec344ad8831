#!/usr/bin/env bash
# Differential rule check of Kirin's shogi move generator against cshogi, through the real
# binary over USI (`position` + `go perft`), with scripts/rulecheck.py: every depth of every
# line of tests/data/shogi-perft.txt (cshogi's divide compared up to depth 3) and every move /
# state record of tests/data/shogi-rules.txt, then random games with the depth-3 divide
# compared at every ply (>= 3000 positions).
# Fails unless both runs report "0 failed" and enough positions were checked.
# Budget: 240 s
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet
checker=scripts/rulecheck.py
# Random games: 20 games of up to 200 plies (about 4,000 positions; fewer when a game ends
# in mate), perft 3 divide at every ply.
games=20
min_random_checks=3000
start=$(date +%s)

log=$(mktemp)
trap 'rm -f "$log"' EXIT

python3 "$checker" --game shogi --engine "$engine" \
  --file tests/data/shogi-perft.txt --rules tests/data/shogi-rules.txt | tee "$log"
tail -n 1 "$log" | grep -Eq '^[0-9]+ passed, 0 failed$' || { echo "rulecheck (files) failed"; exit 1; }

python3 "$checker" --game shogi --engine "$engine" --games "$games" --seed 1 --depth 3 --every 1 | tee "$log"
summary=$(tail -n 1 "$log")
echo "$summary" | grep -Eq '^[0-9]+ passed, 0 failed$' || { echo "rulecheck (random games) failed"; exit 1; }
passed=${summary%% passed*}
if [ "$passed" -lt "$min_random_checks" ]; then
  echo "rulecheck checked only $passed random positions (need $min_random_checks)"; exit 1
fi
echo "shogi rulecheck: $passed random positions, $(( $(date +%s) - start )) s"
