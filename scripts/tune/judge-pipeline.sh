#!/usr/bin/env bash
# Tuning towards a stronger judge: quiet positions of Kirin's own games (self-play, and
# optionally its games against other engines), labelled with a stronger engine's score
# turned into a win probability, then the Texel fit with K refitted as the weights move.
#   0. play.py selfplay  PLAY_GAMES games of Kirin against itself (PLAY_GO a move, up to
#                        PLAY_OPENING_PLIES random plies first), split over JOBS processes
#                        seeded PLAY_SEED + 1..JOBS                 -> $WORK/$GAME.play.<job>
#   1. extract.py   quiet positions: PER_MATCH_GAME a game of MATCHES (`kirin match -out`
#                   JSON lines), PER_SELFPLAY_GAME a game of the self-play games (the ones
#                   just played, or SELFPLAY: play.py output, SELFPLAY_GAMES of them)
#   2. label.py score   the judge's score of each (JUDGE_GO, 1 thread, 16 MiB hash cleared
#                   per position or, with JUDGE_KEEP_HASH=1, once per judge), the positions
#                   split over JOBS judges by whole games
#   3. label.py blend   p = 1 / (1 + 10^(-cp / S)), S fitted to the game results, blended
#                       with the result by LAMBDA; EXTRA_SCORED (scored files of an earlier
#                       round, e.g. the positions of the weights before) are joined first;
#                       CLAMP bounds the scores first (gpsusi reports won positions as
#                       +-1,150,000; CLAMP=3000 suits it)
#   4. tune         --refit-k REFIT_K, L2, EPOCHS; writes $WEIGHTS_DIR/<game>/weights.rs
# Settings (environment):
#   GAME=shogi  JUDGE=/usr/games/fairy-stockfish  JUDGE_GO="nodes 20000"  JUDGE_OPTIONS=""
#   (NAME=VALUE ...)  JUDGE_KEEP_HASH=0 (1: the judge's table cleared once, not per position)
#   JOBS=2  LABEL_LIMIT="" (all; N: each judge scores only the first N positions of its part)
#   PLAY_GAMES=0  PLAY_GO="nodes 2000"  PLAY_OPENING_PLIES=12  PLAY_MAX_PLIES=300  PLAY_SEED=500
#   MATCHES=""  PER_MATCH_GAME=40  SELFPLAY=""  SELFPLAY_GAMES=0 (0: all)  PER_SELFPLAY_GAME=10
#   EXTRA_SCORED=""  CLAMP="" (none)  SKIP=8  SEED=1  LAMBDA=0  EPOCHS=300  LR=1.0  L2=1e-9
#   REFIT_K=25
#   ENGINE=target/release/kirin  WORK=target/judge  WEIGHTS_DIR=nnue-free-eval/src  RESUME=0
# The judge speaks USI for shogi and UCI for xiangqi: Fairy-Stockfish, or the handcrafted
# anchors of the README's figures (Pikafish-HCE, YaneuraOu's material edition); only their
# scores are used. The weights of each game come from (two free cores, 20-35 minutes each):
#   GAME=xiangqi JUDGE=/opt/anchors/pikafish-hce/pikafish PLAY_GAMES=2000 \
#     PER_SELFPLAY_GAME=60 bash scripts/tune/judge-pipeline.sh
#   then, from the commit that added the mobility-count and imbalance tables (at zero
#   weight), a second round on both rounds' positions (35 minutes):
#   GAME=xiangqi JUDGE=/opt/anchors/pikafish-hce/pikafish PLAY_GAMES=1944 PLAY_SEED=600 \
#     PER_SELFPLAY_GAME=60 WORK=target/judge2 EXTRA_SCORED=target/judge/xiangqi.scored \
#     EPOCHS=600 bash scripts/tune/judge-pipeline.sh
#   then, from the second round's weights, a third round on all three rounds' positions
#   (about 35 minutes on two free cores; 57 beside a match):
#   GAME=xiangqi JUDGE=/opt/anchors/pikafish-hce/pikafish PLAY_GAMES=2000 PLAY_SEED=700 \
#     PER_SELFPLAY_GAME=60 WORK=target/judge3 EXTRA_SCORED=target/judge2/xiangqi.scored \
#     EPOCHS=600 bash scripts/tune/judge-pipeline.sh
#   then, from the commit that added the threat tables (at zero weight), a refit on the
#   third round's positions with no new games (2 minutes):
#   target/release/tune --game xiangqi --data target/judge3/xiangqi.data --epochs 600 \
#     --lr 1.0 --l2 1e-9 --refit-k 25 --write nnue-free-eval/src/xiangqi/weights.rs
#   then, from those weights, a fourth round judged deeper (Pikafish-HCE at nodes 100000)
#   on its own games only, stopped at 60 epochs, where the held-out loss stops falling
#   (948 games, 44,000 positions scored: about 45 minutes on two cores, 14 of self-play,
#   30 of scoring, 1 s of fitting):
#   GAME=xiangqi JUDGE=/opt/anchors/pikafish-hce/pikafish JUDGE_GO="nodes 100000" \
#     PLAY_GAMES=948 PLAY_SEED=1000 PER_SELFPLAY_GAME=60 LABEL_LIMIT=22000 \
#     WORK=target/judge4x EPOCHS=60 bash scripts/tune/judge-pipeline.sh
#   Shogi (about 20 minutes), then, from the commit that added its threat tables (at zero
#   weight; the self-play replays the stored games exactly), a second round on both rounds'
#   positions, then, from the commit that added the pawn-drop and knight-fork tables (at
#   zero weight), a third round on all three (the second command with PLAY_SEED=700
#   WORK=target/judge3 EXTRA_SCORED=target/judge2/shogi.scored; 15 minutes on two free cores):
#   GAME=shogi JUDGE=/opt/anchors/yaneuraou/YaneuraOu-material JUDGE_GO="nodes 10000" \
#     JUDGE_OPTIONS=BookFile=no_book JUDGE_KEEP_HASH=1 PLAY_GAMES=2000 \
#     PER_SELFPLAY_GAME=60 bash scripts/tune/judge-pipeline.sh
#   GAME=shogi JUDGE=/opt/anchors/yaneuraou/YaneuraOu-material JUDGE_GO="nodes 10000" \
#     JUDGE_OPTIONS=BookFile=no_book JUDGE_KEEP_HASH=1 PLAY_GAMES=2000 PLAY_SEED=600 \
#     PER_SELFPLAY_GAME=60 WORK=target/judge2 EXTRA_SCORED=target/judge/shogi.scored \
#     EPOCHS=600 bash scripts/tune/judge-pipeline.sh
#   then, from the commit that added the king-danger curve by side to move and the
#   safe-check table (at the weights before), a fourth round on its own games only (the
#   earlier rounds' positions were not kept): the first command with PLAY_GAMES=3000
#   PLAY_SEED=800 WORK=target/judge4s EPOCHS=600 (148,000 positions; 65 minutes beside
#   another judge run); shipped until the gpsusi round below. A fifth round on the fourth's
#   and its own positions (the first command with PLAY_GAMES=3000 PLAY_SEED=900
#   WORK=target/judge5s EPOCHS=600 EXTRA_SCORED=target/judge4s/shogi.scored; 291,000
#   positions, 25 minutes on two cores) lowered the held-out loss but played no better, and
#   was not kept.
#   The shipped shogi weights come from that fifth round's games re-judged by gpsusi (its
#   depth-4 scores predict the results better than YaneuraOu-material's at 10,000 nodes:
#   mean squared error 0.1797 against 0.1857 on 21,000 positions), from the fourth
#   round's weights: 3000 games replayed exactly, 37,732 positions scored, about 95
#   minutes on two cores (11 self-play, 80 scoring at 8 positions a second, 1 fit):
#   GAME=shogi JUDGE=/usr/games/gpsusi JUDGE_GO="btime 0 wtime 0 byoyomi 10000" \
#     JUDGE_OPTIONS="LimitDepth=4 BookDepth=0" JUDGE_KEEP_HASH=1 LABEL_LIMIT=18866 \
#     CLAMP=3000 PLAY_GAMES=3000 PLAY_SEED=900 PER_SELFPLAY_GAME=60 WORK=target/judge6s \
#     EPOCHS=600 bash scripts/tune/judge-pipeline.sh
#   (gpsusi has no `go nodes` and exits on `go depth`; LimitDepth is its depth limit.)
# Scoring resumes where it stopped when RESUME=1 (each judge's part is appended to).
set -euo pipefail
cd "$(dirname "$0")/../.."
GAME=${GAME:-shogi}
JUDGE=${JUDGE:-/usr/games/fairy-stockfish}
JUDGE_GO=${JUDGE_GO:-"nodes 20000"}
JUDGE_OPTIONS=${JUDGE_OPTIONS:-}
JUDGE_KEEP_HASH=${JUDGE_KEEP_HASH:-0}
JOBS=${JOBS:-2}
PLAY_GAMES=${PLAY_GAMES:-0}
PLAY_GO=${PLAY_GO:-"nodes 2000"}
PLAY_OPENING_PLIES=${PLAY_OPENING_PLIES:-12}
PLAY_MAX_PLIES=${PLAY_MAX_PLIES:-300}
PLAY_SEED=${PLAY_SEED:-500}
MATCHES=${MATCHES:-}
PER_MATCH_GAME=${PER_MATCH_GAME:-40}
SELFPLAY=${SELFPLAY:-}
SELFPLAY_GAMES=${SELFPLAY_GAMES:-0}
PER_SELFPLAY_GAME=${PER_SELFPLAY_GAME:-10}
SKIP=${SKIP:-8}
SEED=${SEED:-1}
LAMBDA=${LAMBDA:-0}
EPOCHS=${EPOCHS:-300}
LR=${LR:-1.0}
L2=${L2:-1e-9}
REFIT_K=${REFIT_K:-25}
ENGINE=${ENGINE:-target/release/kirin}
WORK=${WORK:-target/judge}
WEIGHTS_DIR=${WEIGHTS_DIR:-nnue-free-eval/src}
RESUME=${RESUME:-0}
EXTRA_SCORED=${EXTRA_SCORED:-}
CLAMP=${CLAMP:-}
LABEL_LIMIT=${LABEL_LIMIT:-}
mkdir -p "$WORK"
cargo build --release --quiet -p nnue-free-eval --bin tune
began=$(date +%s)

if [ "$RESUME" != 1 ]; then
  if [ "$PLAY_GAMES" -gt 0 ]; then
    echo "== $GAME: $PLAY_GAMES self-play games ($PLAY_GO) with $ENGINE, $JOBS processes"
    per_job=$(( (PLAY_GAMES + JOBS - 1) / JOBS ))
    for job in $(seq 1 "$JOBS"); do
      rm -f "$WORK/$GAME.play.$job"
      python3 scripts/tune/play.py selfplay --game "$GAME" --engine "$ENGINE" --games "$per_job" \
        --go "$PLAY_GO" --opening-plies "$PLAY_OPENING_PLIES" --max-plies "$PLAY_MAX_PLIES" \
        --seed "$((PLAY_SEED + job))" --out "$WORK/$GAME.play.$job" &
    done
    wait
    SELFPLAY="$(for job in $(seq 1 "$JOBS"); do printf '%s ' "$WORK/$GAME.play.$job"; done)"
  fi
  echo "== $GAME: extracting quiet positions"
  : > "$WORK/$GAME.positions"
  seed=$SEED
  for file in $MATCHES; do
    python3 scripts/tune/extract.py --game "$GAME" --per-game "$PER_MATCH_GAME" --skip "$SKIP" \
      --seed "$seed" "$file" >> "$WORK/$GAME.positions"
    seed=$((seed + 1))
  done
  if [ -n "$SELFPLAY" ]; then
    # shellcheck disable=SC2086 # SELFPLAY is a list of files
    cat $SELFPLAY > "$WORK/$GAME.selfplay.all"
    if [ "$SELFPLAY_GAMES" -gt 0 ]; then
      shuf --random-source=<(yes) -n "$SELFPLAY_GAMES" "$WORK/$GAME.selfplay.all" > "$WORK/$GAME.selfplay"
    else
      cp "$WORK/$GAME.selfplay.all" "$WORK/$GAME.selfplay"
    fi
    python3 scripts/tune/extract.py --game "$GAME" --per-game "$PER_SELFPLAY_GAME" --skip "$SKIP" \
      --seed "$seed" "$WORK/$GAME.selfplay" >> "$WORK/$GAME.positions"
  fi
  # One part per judge, whole games each (a game's "# game" line starts its block).
  awk -v jobs="$JOBS" -v prefix="$WORK/$GAME.positions.part" \
    '/^# game/ {game++} {print > (prefix "." (game % jobs))}' "$WORK/$GAME.positions"
fi
total=$(grep -vc '^#' "$WORK/$GAME.positions")
echo "== $GAME: scoring $total positions with $JUDGE ($JUDGE_GO), $JOBS judges"
judge_args=()
[ "$RESUME" = 1 ] && judge_args=(--resume)
[ "$JUDGE_KEEP_HASH" = 1 ] && judge_args+=(--keep-hash)
[ -n "$LABEL_LIMIT" ] && judge_args+=(--limit "$LABEL_LIMIT")
for option in $JUDGE_OPTIONS; do judge_args+=(--option "$option"); done
for part in $(seq 0 $((JOBS - 1))); do
  [ -f "$WORK/$GAME.positions.part.$part" ] || continue
  nice -n 10 python3 scripts/tune/label.py score --game "$GAME" --engine "$JUDGE" --go "$JUDGE_GO" \
    "${judge_args[@]}" --out "$WORK/$GAME.scored.$part" "$WORK/$GAME.positions.part.$part" &
done
wait
# shellcheck disable=SC2086 # EXTRA_SCORED is a list of files
{
  [ -n "$EXTRA_SCORED" ] && cat $EXTRA_SCORED
  for part in $(seq 0 $((JOBS - 1))); do
    [ -f "$WORK/$GAME.scored.$part" ] && cat "$WORK/$GAME.scored.$part"
  done
} > "$WORK/$GAME.scored"
blend_args=(--lambda "$LAMBDA")
[ -n "$CLAMP" ] && blend_args+=(--clamp "$CLAMP")
python3 scripts/tune/label.py blend "${blend_args[@]}" --out "$WORK/$GAME.data" "$WORK/$GAME.scored"
echo "== $GAME: tuning"
mkdir -p "$WEIGHTS_DIR/$GAME"
nice -n 10 target/release/tune --game "$GAME" --data "$WORK/$GAME.data" --epochs "$EPOCHS" --lr "$LR" \
  --l2 "$L2" --refit-k "$REFIT_K" --write "$WEIGHTS_DIR/$GAME/weights.rs"
echo "== $GAME: done in $(( $(date +%s) - began )) s"
