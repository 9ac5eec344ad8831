#!/usr/bin/env bash
# Tuning towards a stronger judge: positions from where Kirin goes wrong (its games against
# Fairy-Stockfish, `kirin match -out` JSON lines) plus some Kirin self-play for variety,
# labelled with Fairy-Stockfish's evaluation turned into a win probability, then the
# Texel fit with K refitted as the weights move.
#   1. extract.py   quiet positions of MATCHES (PER_MATCH_GAME per game) and of SELFPLAY
#                   (play.py selfplay output, SELFPLAY_GAMES games, PER_SELFPLAY_GAME each)
#   2. label.py score   the judge's score of each (JUDGE_GO, 1 thread, 16 MiB hash)
#   3. label.py blend   p = 1 / (1 + 10^(-cp / S)), S fitted to the game results, blended
#                       with the result by LAMBDA
#   4. tune         --refit-k REFIT_K, L2, EPOCHS; writes $WEIGHTS_DIR/<game>/weights.rs
# Settings (environment; defaults are the run of the README, shogi, 29 Nov 2026):
#   GAME=shogi  MATCHES="a.jsonl b.jsonl" (required)  SELFPLAY=games file (optional)
#   PER_MATCH_GAME=40  SELFPLAY_GAMES=700  PER_SELFPLAY_GAME=10  SKIP=8  SEED=1
#   JUDGE=/usr/games/fairy-stockfish  JUDGE_GO="nodes 20000"  LAMBDA=0
#   EPOCHS=300  LR=1.0  L2=1e-9  REFIT_K=25  WORK=target/judge  WEIGHTS_DIR=nnue-free-eval/src
# Duration: scoring runs at about 14 positions a second at nodes 20000 (one core), so the
# ~21 500 positions of the default run take about 25 minutes; the fit takes a minute.
# Scoring resumes where it stopped when WORK/$GAME.scored exists and RESUME=1.
set -euo pipefail
cd "$(dirname "$0")/../.."
GAME=${GAME:-shogi}
: "${MATCHES:?MATCHES=kirin match -out files to mine}"
SELFPLAY=${SELFPLAY:-}
PER_MATCH_GAME=${PER_MATCH_GAME:-40}
SELFPLAY_GAMES=${SELFPLAY_GAMES:-700}
PER_SELFPLAY_GAME=${PER_SELFPLAY_GAME:-10}
SKIP=${SKIP:-8}
SEED=${SEED:-1}
JUDGE=${JUDGE:-/usr/games/fairy-stockfish}
JUDGE_GO=${JUDGE_GO:-"nodes 20000"}
LAMBDA=${LAMBDA:-0}
EPOCHS=${EPOCHS:-300}
LR=${LR:-1.0}
L2=${L2:-1e-9}
REFIT_K=${REFIT_K:-25}
WORK=${WORK:-target/judge}
WEIGHTS_DIR=${WEIGHTS_DIR:-nnue-free-eval/src}
RESUME=${RESUME:-0}
mkdir -p "$WORK"
cargo build --release --quiet -p nnue-free-eval --bin tune

if [ "$RESUME" != 1 ]; then
  echo "== $GAME: extracting quiet positions"
  : > "$WORK/$GAME.positions"
  seed=$SEED
  for file in $MATCHES; do
    python3 scripts/tune/extract.py --game "$GAME" --per-game "$PER_MATCH_GAME" --skip "$SKIP" \
      --seed "$seed" "$file" >> "$WORK/$GAME.positions"
    seed=$((seed + 1))
  done
  if [ -n "$SELFPLAY" ]; then
    shuf --random-source=<(yes) -n "$SELFPLAY_GAMES" "$SELFPLAY" > "$WORK/$GAME.selfplay"
    python3 scripts/tune/extract.py --game "$GAME" --per-game "$PER_SELFPLAY_GAME" --skip "$SKIP" \
      --seed "$seed" "$WORK/$GAME.selfplay" >> "$WORK/$GAME.positions"
  fi
fi
echo "== $GAME: scoring $(grep -vc '^#' "$WORK/$GAME.positions") positions with $JUDGE ($JUDGE_GO)"
resume=()
[ "$RESUME" = 1 ] && resume=(--resume)
nice -n 10 python3 scripts/tune/label.py score --game "$GAME" --engine "$JUDGE" --go "$JUDGE_GO" \
  "${resume[@]}" --out "$WORK/$GAME.scored" "$WORK/$GAME.positions"
python3 scripts/tune/label.py blend --lambda "$LAMBDA" --out "$WORK/$GAME.data" "$WORK/$GAME.scored"
echo "== $GAME: tuning"
nice -n 10 target/release/tune --game "$GAME" --data "$WORK/$GAME.data" --epochs "$EPOCHS" --lr "$LR" \
  --l2 "$L2" --refit-k "$REFIT_K" --write "$WEIGHTS_DIR/$GAME/weights.rs"
