#!/usr/bin/env bash
# Kirin against one of the strong engines that Debian does not package, built from their
# public sources, at the conditions of the README's figures:
#
#   yaneuraou PATH  shogi over USI, byoyomi 1 s; YaneuraOu's defaults (4 threads, 1 GB
#                   hash, a book, 1.1 s network margin) set for a local match
#   gpsusi PATH     shogi over USI, byoyomi 1 s; gpsusi as Debian installs it (its book on)
#                   with one thread (its default is two); PATH is usually /usr/games/gpsusi
#   pikafish PATH   xiangqi over UCI (ranks 0-9), 500 ms per move
#   eleeye PATH     xiangqi over UCCI, 10 s + 0.1 s, ElephantEye's book off
#
# One thread each, random openings played twice with colours swapped. The match summary
# (W/D/L, Elo ± 95 %, time losses, illegal moves, crashes) ends the output.
#
# usage: scripts/anchor-match.sh yaneuraou|gpsusi|pikafish|eleeye PATH/TO/ENGINE
#   env: GAMES (default 200), KIRIN (default target/release/kirin), OUT (results file,
#        default anchor-<name>.jsonl; the same command resumes it), CONCURRENCY (default 1),
#        SEED (the openings' random seed, default kirin match's own)
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/anchor-match.sh yaneuraou|gpsusi|pikafish|eleeye PATH/TO/ENGINE"
name=${1:?$usage}
engine=${2:?$usage}
k=${KIRIN:-target/release/kirin}
games=${GAMES:-200}
out=${OUT:-anchor-$name.jsonl}
common=(-games 2 -rounds $((games / 2)) -concurrency "${CONCURRENCY:-1}" -out "$out")
[ -z "${SEED:-}" ] || common+=(-seed "$SEED")
# USI time margins lowered for a local match: Kirin's (one thread by default), and
# YaneuraOu's, whose options of the same names mean the same.
local_margins=(option.NetworkDelay=0 option.NetworkDelay2=30 option.MinimumThinkingTime=20)
case "$name" in
  yaneuraou)
    "$k" match -variant shogi -engine cmd="$k" name=kirin "${local_margins[@]}" \
      -engine cmd="$engine" name=yaneuraou readytimeout=30000 option.Threads=1 \
      option.USI_Hash=64 option.BookFile=no_book "${local_margins[@]}" \
      option.RoundUpToFullSecond=false \
      -each proto=usi byoyomi=1 -openings randomplies=6 -maxmoves 320 "${common[@]}" ;;
  gpsusi)
    "$k" match -variant shogi -engine cmd="$k" name=kirin "${local_margins[@]}" \
      -engine cmd="$engine" name=gpsusi readytimeout=120000 option.Thread=1 \
      -each proto=usi tc=0 byoyomi=1 -openings randomplies=6 -maxmoves 320 "${common[@]}" ;;
  pikafish)
    "$k" match -variant xiangqi -engine cmd="$k" name=kirin proto=uci \
      -engine cmd="$engine" name=pikafish-hce proto=uci option.Threads=1 option.Hash=64 \
      -each st=0.5 -openings randomplies=4 -maxmoves 400 "${common[@]}" ;;
  eleeye)
    "$k" match -variant xiangqi -engine cmd="$k" name=kirin \
      -engine cmd="$engine" name=elephanteye dir="$(dirname "$engine")" option.usebook=false \
      -each proto=ucci tc=10+0.1 -openings randomplies=4 -maxmoves 400 "${common[@]}" ;;
  *) echo "unknown engine '$name' (yaneuraou, gpsusi, pikafish or eleeye)" >&2; exit 2 ;;
esac
python3 scripts/match_summary.py "$out" kirin
