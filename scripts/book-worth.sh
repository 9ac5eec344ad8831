#!/usr/bin/env bash
# What an opening book is worth: Kirin with the book against Kirin without it.
#
# usage: scripts/book-worth.sh shogi|xiangqi [BOOK]   (BOOK: default scripts/books/GAME.db)
#   env: GAMES (default 200), TC (default 5+0.05), CONCURRENCY (default 2), SEED (default 1),
#        OUT (results file, default target/book-worth-GAME.jsonl; rerunning resumes it)
#
# Every pair of games starts with the same random first move, colours swapped, so the
# book is tried on every first move it answers, as either side. The book side plays
# `BookPolicy best` up to the default `BookMoves`; both sides have the same clock, so the
# time a book move saves counts too. Games both engines score at 1000 cp or more for
# one side for 4 moves are adjudicated won, and from move 60 on, 12 moves at |score| <= 10
# cp a draw. Ends with scripts/match_summary.py's line for the book side: W/D/L, Elo ±
# 95 %, any time losses, illegal moves or crashes; then the moves a game the book side
# answered in under 50 ms within the book's plies (book moves: no search).
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:?usage: scripts/book-worth.sh shogi|xiangqi [BOOK]}
book=$(realpath "${2:-scripts/books/$variant.db}")
out=${OUT:-target/book-worth-$variant.jsonl}
cargo build --release --quiet
kirin=target/release/kirin
case $variant in
  shogi) book_options=(option.USI_OwnBook=true option.BookFile="$book")
    each=(proto=usi option.NetworkDelay=0 option.NetworkDelay2=30 option.MinimumThinkingTime=20) ;;
  xiangqi) book_options=(option.usebook=true option.bookfiles="$book")
    each=(proto=ucci) ;;
  *) echo "unknown game: $variant" >&2; exit 2 ;;
esac
games=${GAMES:-200}
"$kirin" match -variant "$variant" \
  -engine cmd="$kirin" name=book "${book_options[@]}" -engine cmd="$kirin" name=nobook \
  -each "${each[@]}" tc="${TC:-5+0.05}" \
  -games 2 -rounds $((games / 2)) -concurrency "${CONCURRENCY:-2}" -seed "${SEED:-1}" \
  -openings randomplies=1 -maxmoves 400 -resign movecount=4 score=1000 twosided=true \
  -draw movenumber=60 movecount=12 score=10 -out "$out"
python3 scripts/match_summary.py "$out" book
python3 - "$out" <<'EOF'
import json, sys
BOOK_MOVES = 16  # the engine's default BookMoves: later plies never come from the book
fast = games = 0
for line in open(sys.argv[1]):
    game = json.loads(line)
    if "moves" not in game:
        continue
    games += 1
    # ms[i] is the time of move book_plies + i (the opening's moves have none); the
    # first player moves on even plies.
    book_parity = 0 if game["first"] == "book" else 1
    for ply, ms in enumerate(game["ms"], start=game["book_plies"]):
        fast += ply < BOOK_MOVES and ply % 2 == book_parity and ms < 50
print(f"book side: {fast / max(games, 1):.1f} moves a game answered in under 50 ms ({games} games)")
EOF
