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
# Judge labelling (label.py): a few of those shogi positions scored by
# Fairy-Stockfish, blended into probabilities, and a short fit with K refitted.
grep -m 40 . "$scratch/work/shogi.data" > "$scratch/work/judge.positions"
python3 scripts/tune/label.py score --game shogi --go "nodes 2000" \
  --out "$scratch/work/judge.scored" "$scratch/work/judge.positions"
python3 scripts/tune/label.py blend --out "$scratch/work/judge.data" "$scratch/work/judge.scored"
scored=$(grep -vc '^#' "$scratch/work/judge.data")
[ "$scored" -ge 10 ] || { echo "FAIL: only $scored judge-labelled positions"; exit 1; }
target/release/tune --game shogi --data "$scratch/work/judge.data" --epochs 20 --refit-k 5 | grep final
echo "judge labelling: $scored positions scored and fitted"

CARGO_TARGET_DIR=target/tune-smoke cargo test --quiet --release \
  --manifest-path "$scratch/crate/Cargo.toml" --test symmetry --test weights_file --test consistency
echo "tune smoke passed in $(( $(date +%s) - start )) s"
