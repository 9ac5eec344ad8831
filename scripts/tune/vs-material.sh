#!/usr/bin/env bash
# Tuned evaluation against material only (issue 6, must-show 2): the same kirin binary
# and search on both sides, the same time per move; side B runs with KIRIN_EVAL=material,
# which makes nnue-free-eval's evaluate() return the untuned rules.md section 3 material
# balance. Each random opening is played twice with colours swapped. Prints W/D/L of the
# full evaluation and the Elo difference with its 95% interval.
# Settings: GAMES_LIST="xiangqi shogi" GAMES=400 GO="movetime 100" MAX_PLIES=300
#           ENGINE=target/release/kirin SEED=7 OUT=target/vs-material
set -euo pipefail
cd "$(dirname "$0")/../.."
GAMES_LIST=${GAMES_LIST:-"xiangqi shogi"}
GAMES=${GAMES:-400}
GO=${GO:-"movetime 100"}
MAX_PLIES=${MAX_PLIES:-300}
ENGINE=${ENGINE:-target/release/kirin}
SEED=${SEED:-7}
OUT=${OUT:-target/vs-material}
mkdir -p "$OUT"
for game in $GAMES_LIST; do
  echo "== $game: $GAMES games, go $GO: A = full evaluation, B = KIRIN_EVAL=material"
  nice python3 scripts/tune/play.py match --game "$game" --engine "$ENGINE" \
    --opponent "env KIRIN_EVAL=material $ENGINE" --games "$GAMES" --go "$GO" \
    --max-plies "$MAX_PLIES" --seed "$SEED" | tee "$OUT/$game.txt"
done
