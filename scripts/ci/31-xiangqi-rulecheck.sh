#!/usr/bin/env bash
# The differential rule checker (../shared/tools/rulecheck.py, oracle: its reference
# xiangqi generator) against the release binary, over BOTH xiangqi dialects: UCCI (ranks
# 0-9) and UCI-X (rank numbering detected by the checker). For each: the perft and rules
# files, then random games with `go perft 2` divides compared at every ply (at least
# MIN_RANDOM_POSITIONS positions). Fails unless every run reports "0 failed".
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet
checker=../shared/tools/rulecheck.py
# Random games per dialect: each game gives about 90 checked positions at --every 1.
GAMES=40
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
  case "$last" in *" 0 failed") ;; *) echo "$out" | tail -40; echo "FAIL: $label"; exit 1 ;; esac
  LAST_PASSED=${last%% passed*}
}
seed=1
for protocol in ucci uci; do
  run "$protocol files" --protocol "$protocol" --file xiangqi-perft.txt --rules xiangqi-rules.txt
  run "$protocol random" --protocol "$protocol" --games "$GAMES" --seed "$seed" --depth 2 --every 1
  if [ "$LAST_PASSED" -lt "$MIN_RANDOM_POSITIONS" ]; then
    echo "FAIL: only $LAST_PASSED random positions checked over $protocol (want >= $MIN_RANDOM_POSITIONS)"
    exit 1
  fi
  seed=$((seed + 1))
done
echo "xiangqi rulecheck: $(( $(date +%s) - step_start )) s"
