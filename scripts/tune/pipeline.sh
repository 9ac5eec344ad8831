#!/usr/bin/env bash
# The tuning pipeline, end to end, for one or both games:
#   1. play.py selfplay   Kirin plays itself (random openings)        -> $WORK/<game>.games
#   2. extract.py         quiet positions with the game results       -> $WORK/<game>.data
#   3. tune               Texel fit, weights written back              -> $WEIGHTS_DIR/<game>/weights.rs
# Settings (environment, defaults are the full-size run of the README):
#   GAMES_LIST="xiangqi shogi"  GAMES=7000  GO="nodes 1500"  OPENING_PLIES=12  MAX_PLIES=256
#   SKIP=8 (opening plies not sampled)  PER_GAME=60  EPOCHS=300  LR=1.0  L2=1e-9
#   ENGINE=target/release/kirin  SEED=1  WORK=target/tune  WEIGHTS_DIR=nnue-free-eval/src
#   JOBS=2 (parallel self-play processes)
# The fit starts from (and its L2 term pulls towards) the weights compiled into the tune
# binary, i.e. the current weights.rs; the board material never moves (params.rs).
# The shogi weights on main came from this run's settings (README, "Evaluation and
# tuning"): about 7000 games take 25 minutes of self-play with JOBS=2 on two free cores.
set -euo pipefail
cd "$(dirname "$0")/../.."
GAMES_LIST=${GAMES_LIST:-"xiangqi shogi"}
GAMES=${GAMES:-7000}
GO=${GO:-"nodes 1500"}
OPENING_PLIES=${OPENING_PLIES:-12}
MAX_PLIES=${MAX_PLIES:-256}
SKIP=${SKIP:-8}
PER_GAME=${PER_GAME:-60}
EPOCHS=${EPOCHS:-300}
LR=${LR:-1.0}
L2=${L2:-1e-9}
ENGINE=${ENGINE:-target/release/kirin}
SEED=${SEED:-1}
WORK=${WORK:-target/tune}
WEIGHTS_DIR=${WEIGHTS_DIR:-nnue-free-eval/src}
JOBS=${JOBS:-2}
mkdir -p "$WORK"
cargo build --release --quiet -p nnue-free-eval --bin tune
for game in $GAMES_LIST; do
  echo "== $game: $GAMES self-play games ($GO) with $ENGINE"
  rm -f "$WORK/$game.games" "$WORK/$game".games.*
  per_job=$(( (GAMES + JOBS - 1) / JOBS ))
  for job in $(seq 1 "$JOBS"); do
    python3 scripts/tune/play.py selfplay --game "$game" --engine "$ENGINE" --games "$per_job" \
      --go "$GO" --opening-plies "$OPENING_PLIES" --max-plies "$MAX_PLIES" \
      --seed "$((SEED * 1000 + job))" --out "$WORK/$game.games.$job" &
  done
  wait
  cat "$WORK/$game".games.* > "$WORK/$game.games"
  awk -F'\t' '{n[$1]++} END {for (r in n) printf "   result %s: %d games\n", r, n[r]}' "$WORK/$game.games"
  echo "== $game: extracting quiet positions"
  python3 scripts/tune/extract.py --game "$game" --per-game "$PER_GAME" --skip "$SKIP" --seed "$SEED" \
    "$WORK/$game.games" > "$WORK/$game.data"
  echo "== $game: tuning"
  target/release/tune --game "$game" --data "$WORK/$game.data" --epochs "$EPOCHS" --lr "$LR" --l2 "$L2" \
    --write "$WEIGHTS_DIR/$game/weights.rs"
done
