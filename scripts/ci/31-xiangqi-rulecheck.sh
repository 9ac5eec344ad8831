#!/usr/bin/env bash
# Differential rule check of Kirin's xiangqi move generator against pyffish (Fairy-Stockfish's
# Python binding), through the release binary with scripts/rulecheck.py, over BOTH xiangqi
# dialects: UCCI (ranks 0-9) and UCI (ranks 1-10 once UCI_Variant is set; the checker detects
# the numbering). For each: every depth of every line of tests/data/xiangqi-perft.txt
# (pyffish's divide compared up to depth 2) and every record of tests/data/xiangqi-rules.txt,
# then random games (the depth-2 divide at every 4th ply, the full move list at the others;
# at least MIN_RANDOM_POSITIONS positions). Fails unless every run reports "0 failed".
# Budget: 420 s
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet
checker=scripts/rulecheck.py
# Random games per dialect: up to 201 checked positions each (fewer when a game ends in mate).
GAMES=22
MIN_RANDOM_POSITIONS=3000
step_start=$(date +%s)
run() {
  local label=$1; shift
  local start=$(date +%s)
  local out
  out=$(python3 "$checker" --game xiangqi --engine "$engine" "$@" 2>&1) || { echo "$out" | tail -40; echo "FAIL: $label"; exit 1; }
  local last
  last=$(echo "$out" | tail -1)
  echo "$label: $last ($(( $(date +%s) - start )) s)"
  case "$last" in *" passed, 0 failed") ;; *) echo "$out" | tail -40; echo "FAIL: $label"; exit 1 ;; esac
  LAST_PASSED=${last%% passed*}
}
seed=1
for protocol in ucci uci; do
  run "$protocol files" --protocol "$protocol" \
    --file tests/data/xiangqi-perft.txt --rules tests/data/xiangqi-rules.txt
  run "$protocol random" --protocol "$protocol" --games "$GAMES" --seed "$seed" --depth 2 --every 4
  if [ "$LAST_PASSED" -lt "$MIN_RANDOM_POSITIONS" ]; then
    echo "FAIL: only $LAST_PASSED random positions checked over $protocol (want >= $MIN_RANDOM_POSITIONS)"
    exit 1
  fi
  seed=$((seed + 1))
done
echo "xiangqi rulecheck: $(( $(date +%s) - step_start )) s"
