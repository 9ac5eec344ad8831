#!/usr/bin/env bash
# Tuned evaluation against material only, at TRUE equal time: the same kirin binary and
# search on both sides and the same `go movetime` for both (kirin match st=SEC); side B
# runs with KIRIN_EVAL=material, which makes nnue-free-eval's evaluate() return the
# untuned material balance. Each random opening is played twice with colours swapped.
# kirin match prints W/D/L of the full evaluation and the Elo difference with its 95%
# interval (trinomial and pentanomial).
#
# The move overhead (USI NetworkDelay/NetworkDelay2, UCCI moveoverhead) is set to
# OVERHEAD_MS on both sides, so that each really thinks for about ST minus that (with the
# USI default of 300 ms a 30 ms byoyomi would shrink to the engine's minimum think time).
#
# Settings: GAMES_LIST="shogi xiangqi" GAMES=400 SHOGI_ST=0.05 XIANGQI_ST=0.04 (seconds
#           per move, both sides) OVERHEAD_MS=5 CONCURRENCY=2 MAX_PLIES=300
#           RANDOM_PLIES=8 SEED=7 ENGINE=target/release/kirin OUT=target/vs-material RESUME=0
# Duration (measured 29 Nov 2026 on the shared 2-core box, other jobs running): shogi
# 100 games in 119 s at st=0.05, xiangqi 100 games in 131 s at st=0.04, so 400 games take
# about 8 min (shogi) and 9 min (xiangqi) at CONCURRENCY=2.
# With RESUME=1 an interrupted run continues from OUT/<game>.jsonl (kirin match -out).
set -euo pipefail
cd "$(dirname "$0")/../.."
GAMES_LIST=${GAMES_LIST:-"shogi xiangqi"}
GAMES=${GAMES:-400}
SHOGI_ST=${SHOGI_ST:-0.05}
XIANGQI_ST=${XIANGQI_ST:-0.04}
OVERHEAD_MS=${OVERHEAD_MS:-5}
CONCURRENCY=${CONCURRENCY:-2}
MAX_PLIES=${MAX_PLIES:-300}
RANDOM_PLIES=${RANDOM_PLIES:-8}
SEED=${SEED:-7}
ENGINE=${ENGINE:-target/release/kirin}
OUT=${OUT:-target/vs-material}
RESUME=${RESUME:-0}
[ -x "$ENGINE" ] || cargo build --release --quiet
engine=$(realpath "$ENGINE")
mkdir -p "$OUT"
for game in $GAMES_LIST; do
  [ "$RESUME" = 1 ] || rm -f "$OUT/$game.jsonl"
  if [ "$game" = shogi ]; then
    st=$SHOGI_ST
    overhead=(option.NetworkDelay="$OVERHEAD_MS" option.NetworkDelay2="$OVERHEAD_MS")
  else
    st=$XIANGQI_ST
    overhead=(option.moveoverhead="$OVERHEAD_MS")
  fi
  echo "== $game: $GAMES games, st=$st s/move for both, concurrency $CONCURRENCY:" \
    "full evaluation vs KIRIN_EVAL=material ($(date -u +%H:%M:%S) UTC)"
  began=$(date +%s)
  nice -n 10 "$engine" match -variant "$game" \
    -engine "cmd=$engine" name=full \
    -engine "cmd=env KIRIN_EVAL=material $engine" name=material \
    -each "st=$st" "${overhead[@]}" -games 2 -rounds $(((GAMES + 1) / 2)) -concurrency "$CONCURRENCY" \
    -openings "randomplies=$RANDOM_PLIES" -seed "$SEED" -maxmoves "$MAX_PLIES" \
    -ratinginterval 50 -out "$OUT/$game.jsonl" 2>"$OUT/$game.progress" | tee "$OUT/$game.txt"
  echo "== $game: $(( $(date +%s) - began )) s"
done
