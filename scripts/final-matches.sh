#!/usr/bin/env bash
# The release matches of the search, run on main before a release.
#
#   fsf:     Kirin against fairy-stockfish, GAMES games per game (shogi over USI, xiangqi
#            over UCCI), Fischer clock TC, 1 thread each, CONCURRENCY games at once
#            (scripts/gauntlet.sh shogi with GPSUSI=0, scripts/gauntlet.sh xiangqi).
#   threads: Kirin Threads=2 against Kirin Threads=1 in THREADS_VARIANT, GAMES games,
#            concurrency 1 (so the 2-thread engine has both cores while it thinks), then
#            scripts/nps_compare.py for the Threads=2 / Threads=1 nps ratio.
# Each part prints W/D/L, the Elo difference with its 95% interval, time losses, illegal
# moves and crashes (scripts/match_summary.py).
#
# usage: scripts/final-matches.sh [fsf|threads|all]   (default all)
#   env: GAMES (default 200), TC (default 2+0.05), CONCURRENCY (fsf part, default 2),
#        THREADS_VARIANT (default shogi), OUT (default final-matches)
# Expected wall time on the 2-core box with nothing else running, at the defaults:
# fsf about 15 min per game (games last 8-12 s at 2 s + 0.05 s, two at once; in a 4-game
# test at load 10, shogi games took 14 s and xiangqi 8 s on average), so about 30 min for
# both; threads 30-40 min (one game at a time) plus 1 min of nps.
# Results files are resumable: the same command continues an interrupted run.
set -euo pipefail
cd "$(dirname "$0")/.."
part=${1:-all}
games=${GAMES:-200}
tc=${TC:-2+0.05}
out=${OUT:-final-matches}
mkdir -p "$out"
status=0

if [ "$part" = fsf ] || [ "$part" = all ]; then
  echo "== shogi: kirin vs fairy-stockfish, $games games, tc $tc =="
  OUT="$out/shogi-fsf" GPSUSI=0 CONCURRENCY="${CONCURRENCY:-2}" \
    bash scripts/gauntlet.sh shogi "$games" "$tc" || status=1
  echo "== xiangqi: kirin vs fairy-stockfish, $games games, tc $tc =="
  OUT="$out/xiangqi-fsf" CONCURRENCY="${CONCURRENCY:-2}" \
    bash scripts/gauntlet.sh xiangqi "$games" "$tc" || status=1
fi

if [ "$part" = threads ] || [ "$part" = all ]; then
  variant=${THREADS_VARIANT:-shogi}
  proto=usi
  [ "$variant" = xiangqi ] && proto=ucci
  dir="$out/threads-$variant"
  mkdir -p "$dir"
  cargo build --release --quiet
  cp target/release/kirin "$dir/kirin-engine"
  echo "== $variant: kirin Threads=2 vs Threads=1, $games games, tc $tc =="
  "$dir/kirin-engine" match -variant "$variant" \
    -engine cmd="$dir/kirin-engine" name=threads2 option.Threads=2 \
    -engine cmd="$dir/kirin-engine" name=threads1 option.Threads=1 \
    -each proto=$proto tc="$tc" \
    -games 2 -rounds $(( (games + 1) / 2 )) -concurrency 1 \
    -openings randomplies=6 -maxmoves 320 -out "$dir/results.jsonl" -ratinginterval 20
  python3 scripts/match_summary.py "$dir/results.jsonl" threads2 || status=1
  echo "== nps: Threads=2 / Threads=1 (and Kirin / fairy-stockfish) =="
  python3 scripts/nps_compare.py --kirin "$dir/kirin-engine"
fi
exit $status
