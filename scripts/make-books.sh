#!/usr/bin/env bash
# Builds the opening books shipped in scripts/books/ from Kirin's own games.
#
# usage: scripts/make-books.sh [shogi|xiangqi]...   (default: both)
#   env: GAMES (games per game, default 300), LEVEL (SkillLevel of both sides, default 19),
#        PLIES (book depth in plies, default 16), MINCOUNT (default 2),
#        RESCORE (nodes of the search that values each kept move, default 1000000),
#        CONCURRENCY (default 2), OUT (work folder, default target/books-work), SEED (default 1)
#
# 1. GAMES self-play games of the first PLIES plies, both sides at SkillLevel LEVEL: a
#    node budget per move (about 365k nodes at level 19) and a choice among the best
#    root lines within a few centipawns, so the games spread over the moves Kirin
#    rates alike instead of repeating one line. The first ply is a random legal move
#    (one per pair of games), so the book also answers every first move.
# 2. `kirin book build -mincount MINCOUNT -rescore nodes=RESCORE`: the positions of those
#    plies, each move played at least MINCOUNT times kept, valued by a RESCORE-node
#    search after it (one thread).
# The same inputs make the same book: the games are node-limited and seeded, and the
# re-scoring search is deterministic.
set -euo pipefail
cd "$(dirname "$0")/.."
variants=("$@")
[ ${#variants[@]} -eq 0 ] && variants=(shogi xiangqi)
games=${GAMES:-300}
level=${LEVEL:-19}
plies=${PLIES:-16}
out=${OUT:-target/books-work}
cargo build --release --quiet
kirin=target/release/kirin
mkdir -p "$out" scripts/books
for variant in "${variants[@]}"; do
  proto=usi
  [ "$variant" = xiangqi ] && proto=ucci
  start=$(date +%s)
  "$kirin" match -variant "$variant" \
    -engine cmd="$kirin" name=kirin-a -engine cmd="$kirin" name=kirin-b \
    -each proto=$proto tc=600+10 option.SkillLevel="$level" \
    -games 2 -rounds $((games / 2)) -concurrency "${CONCURRENCY:-2}" -seed "${SEED:-1}" \
    -openings randomplies=1 -maxmoves "$plies" -out "$out/$variant-games.jsonl" >"$out/$variant-match.txt" 2>&1
  played=$(date +%s)
  "$kirin" book build -variant "$variant" -maxply "$plies" -mincount "${MINCOUNT:-2}" \
    -rescore nodes="${RESCORE:-1000000}" -out "scripts/books/$variant.db" "$out/$variant-games.jsonl"
  built=$(date +%s)
  echo "$variant: $(grep -c '^sfen\|^fen' "scripts/books/$variant.db") positions;" \
    "games $((played - start)) s, book $((built - played)) s"
done
