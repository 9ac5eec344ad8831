#!/usr/bin/env bash
# New weights against old weights at TRUE equal time: two kirin binaries built from the same
# tree except weights.rs, the same `go movetime` for both (kirin match st=SEC), each random
# opening played twice with colours swapped. kirin match prints W/D/L of NEW and the Elo
# difference with its 95% interval (trinomial and pentanomial). This is the test a
# re-tuned weights.rs must pass before it lands (README, "Evaluation and tuning").
#
# Usage: NEW=path/to/kirin OLD=path/to/kirin-old scripts/tune/vs-weights.sh
# Settings: GAME=shogi GAMES=200 ST=0.05 (seconds per move, both sides) OVERHEAD_MS=5
#           CONCURRENCY=1 MAX_PLIES=300 RANDOM_PLIES=8 SEED=11 OUT=target/vs-weights
# Duration: about 4 s a game at st=0.05 with concurrency 1 (shogi, 29 Nov 2026, shared box).
set -euo pipefail
cd "$(dirname "$0")/../.."
GAME=${GAME:-shogi}
GAMES=${GAMES:-200}
ST=${ST:-0.05}
OVERHEAD_MS=${OVERHEAD_MS:-5}
CONCURRENCY=${CONCURRENCY:-1}
MAX_PLIES=${MAX_PLIES:-300}
RANDOM_PLIES=${RANDOM_PLIES:-8}
SEED=${SEED:-11}
OUT=${OUT:-target/vs-weights}
: "${NEW:?NEW=path of the kirin binary with the new weights}"
: "${OLD:?OLD=path of the kirin binary with the old weights}"
new=$(realpath "$NEW")
old=$(realpath "$OLD")
mkdir -p "$OUT"
if [ "$GAME" = shogi ]; then
  overhead=(option.NetworkDelay="$OVERHEAD_MS" option.NetworkDelay2="$OVERHEAD_MS")
else
  overhead=(option.moveoverhead="$OVERHEAD_MS")
fi
echo "== $GAME: $GAMES games, st=$ST s/move for both, concurrency $CONCURRENCY:" \
  "$new (new) vs $old (old) ($(date -u +%H:%M:%S) UTC)"
began=$(date +%s)
nice -n 10 "$new" match -variant "$GAME" \
  -engine "cmd=$new" name=new \
  -engine "cmd=$old" name=old \
  -each "st=$ST" "${overhead[@]}" -games 2 -rounds $(((GAMES + 1) / 2)) -concurrency "$CONCURRENCY" \
  -openings "randomplies=$RANDOM_PLIES" -seed "$SEED" -maxmoves "$MAX_PLIES" \
  -ratinginterval 50 -out "$OUT/$GAME.jsonl" 2>"$OUT/$GAME.progress" | tee "$OUT/$GAME.txt"
echo "== $GAME: $(( $(date +%s) - began )) s"
