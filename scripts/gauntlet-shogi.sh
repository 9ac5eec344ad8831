#!/usr/bin/env bash
# Kirin in shogi (USI) against fairy-stockfish and gpsusi: a `kirin match` gauntlet
# (Kirin plays every opponent, pairs of games with colours swapped, random 6-ply openings).
# Installs the opponents (scripts/install-deps.sh) and builds Kirin first.
#
# usage: scripts/gauntlet-shogi.sh [GAMES_PER_OPPONENT [TC]]   defaults: 20 games, 10+0.1
#   env: OUT (output directory, default gauntlet-shogi), CONCURRENCY (default 1),
#        GPSUSI (default 1; 0 plays fairy-stockfish only)
# Output: statistics on stdout, then Kirin's W/D/L, Elo and failures (time losses,
# illegal moves, crashes) per scripts/match_summary.py; OUT/results.jsonl (resumable: run
# again to continue), OUT/csa/*.csa game records. Exits 1 if Kirin lost a game by a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cargo build --release --quiet
games=${1:-20}
tc=${2:-10+0.1}
out=${OUT:-gauntlet-shogi}
mkdir -p "$out"
# The engine under test runs from a copy, so a rebuild during the run cannot change it.
cp target/release/kirin "$out/kirin-engine"
gpsusi=(-engine cmd=/usr/games/gpsusi name=gpsusi readytimeout=120000)
[ "${GPSUSI:-1}" = 0 ] && gpsusi=()
target/release/kirin match -variant shogi -tournament gauntlet \
  -engine cmd="$out/kirin-engine" name=kirin \
  -engine cmd=/usr/games/fairy-stockfish name=fairy-stockfish \
  "${gpsusi[@]}" \
  -each proto=usi tc="$tc" \
  -games 2 -rounds $(( (games + 1) / 2 )) -concurrency "${CONCURRENCY:-1}" \
  -openings randomplies=6 -maxmoves 320 \
  -out "$out/results.jsonl" -csaout "$out/csa"
python3 scripts/match_summary.py "$out/results.jsonl" kirin
