#!/usr/bin/env bash
# Tuning pipeline smoke test: a few self-play games per game,
# quiet-position extraction, a short Texel fit, weights written into a scratch copy of
# nnue-free-eval, and that copy's symmetry / round-trip / consistency tests run against
# the tuned weights. Keeps the pipeline from rotting; budget well under 3 minutes.
# Budget: 240 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/crate"
cp -r nnue-free-eval/Cargo.toml nnue-free-eval/src nnue-free-eval/tests "$scratch/crate/"

engine=target/release/kirin
[ -x "$engine" ] || cargo build --release --quiet

GAMES=6 GO="depth 2" OPENING_PLIES=8 MAX_PLIES=160 PER_GAME=30 EPOCHS=60 ENGINE="$engine" \
  WORK="$scratch/work" WEIGHTS_DIR="$scratch/crate/src" bash scripts/tune/pipeline.sh

for game in xiangqi shogi; do
  if cmp -s "nnue-free-eval/src/$game/weights.rs" "$scratch/crate/src/$game/weights.rs"; then
    echo "FAIL: tuning left $game/weights.rs unchanged"
    exit 1
  fi
  echo "$game/weights.rs: $(diff "nnue-free-eval/src/$game/weights.rs" "$scratch/crate/src/$game/weights.rs" | grep -c '^>') lines rewritten"
done
# The judge pipeline end to end (judge-pipeline.sh): a few shogi self-play games, their
# quiet positions scored by Fairy-Stockfish on two judges, blended into probabilities,
# and a short fit with K refitted.
JUDGE=${JUDGE:-/usr/games/fairy-stockfish} GAME=shogi PLAY_GAMES=4 PLAY_GO="depth 2" \
  PLAY_OPENING_PLIES=8 PLAY_MAX_PLIES=160 PER_SELFPLAY_GAME=15 JUDGE_GO="nodes 2000" EPOCHS=20 \
  REFIT_K=5 ENGINE="$engine" WORK="$scratch/judge" WEIGHTS_DIR="$scratch/crate/src" \
  bash scripts/tune/judge-pipeline.sh | grep -E "scoring|final|done"
scored=$(grep -vc '^#' "$scratch/judge/shogi.data")
[ "$scored" -ge 10 ] || { echo "FAIL: only $scored judge-labelled positions"; exit 1; }
parts=$(ls "$scratch/judge"/shogi.scored.* | wc -l)
[ "$parts" -eq 2 ] || { echo "FAIL: $parts judge parts, expected 2"; exit 1; }
echo "judge pipeline: $scored positions scored by $parts judges and fitted"

# Structure only: symmetry, the weights file round trip, trace = evaluation. Whether a pawn
# or a chariot counts the right way is a judgement of the shipped weights (cargo test):
# six fast games move the imbalance products (counts up to 25) anywhere.
CARGO_TARGET_DIR=target/tune-smoke cargo test --quiet --release \
  --manifest-path "$scratch/crate/Cargo.toml" --test symmetry --test weights_file --test consistency \
  -- --skip material_counts_in_the_right_direction
echo "tune smoke passed in $(( $(date +%s) - start )) s"
