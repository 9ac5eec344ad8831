#!/usr/bin/env bash
# Kirin in xiangqi against fairy-stockfish, both over UCCI: a `kirin match` gauntlet
# (pairs of games with colours swapped, random 4-ply openings). Installs the opponent
# (scripts/install-deps.sh) and builds Kirin first. PROTO=uci plays Kirin over UCI instead.
#
# usage: scripts/gauntlet-xiangqi.sh [GAMES [TC]]   defaults: 20 games, 10+0.1
#   env: OUT (output directory, default gauntlet-xiangqi), CONCURRENCY (default 1)
# Output: statistics on stdout, then Kirin's W/D/L, Elo and failures (time losses,
# illegal moves, crashes) per scripts/match_summary.py; OUT/results.jsonl (resumable),
# OUT/games.pgn. Exits 1 if Kirin lost a game by a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cargo build --release --quiet
games=${1:-20}
tc=${2:-10+0.1}
out=${OUT:-gauntlet-xiangqi}
mkdir -p "$out"
cp target/release/kirin "$out/kirin-engine"
target/release/kirin match -variant xiangqi -tournament gauntlet \
  -engine cmd="$out/kirin-engine" name=kirin proto="${PROTO:-ucci}" \
  -engine cmd=/usr/games/fairy-stockfish name=fairy-stockfish proto=ucci \
  -each tc="$tc" \
  -games 2 -rounds $(( (games + 1) / 2 )) -concurrency "${CONCURRENCY:-1}" \
  -openings randomplies=4 -maxmoves 400 \
  -out "$out/results.jsonl" -pgnout "$out/games.pgn"
python3 scripts/match_summary.py "$out/results.jsonl" kirin
