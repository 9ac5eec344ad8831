#!/usr/bin/env bash
# Kirin against the reference engines in one game: a `kirin match` gauntlet (Kirin plays
# every opponent, pairs of games with colours swapped, random openings).
#   shogi:   over USI against fairy-stockfish and gpsusi (6 random plies, 320 moves max)
#   xiangqi: over UCCI (PROTO=uci: Kirin over UCI-X) against fairy-stockfish over UCCI
#            (4 random plies, 400 moves max)
# Installs the opponents (scripts/install-deps.sh) and builds Kirin first.
#
# usage: scripts/gauntlet.sh shogi|xiangqi [GAMES_PER_OPPONENT [TC]]   defaults: 20, 10+0.1
#   env: OUT (output directory, default gauntlet-VARIANT), CONCURRENCY (default 1),
#        GPSUSI (shogi; default 1, 0 plays fairy-stockfish only), PROTO (xiangqi; ucci|uci),
#        BYOYOMI (shogi; seconds of byoyomi after TC's main time, e.g. TC=0 BYOYOMI=1),
#        KIRIN_OPTIONS (setoption pairs for Kirin, e.g. "NetworkDelay2=30 Hash=64")
# gpsusi plays with one thread (its default is two). It knows no Fischer clock (it stops at
# `go ... binc`: "unknown option in go binc"), so with an increment in TC the shogi gauntlet
# leaves it out and says so.
# Output: statistics on stdout, then Kirin's W/D/L, Elo and failures (time losses,
# illegal moves, crashes) per scripts/match_summary.py; OUT/results.jsonl (resumable: run
# again to continue) and the game records (shogi OUT/csa/*.csa, xiangqi OUT/games.pgn).
# Exits 1 if Kirin lost a game by a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:?usage: scripts/gauntlet.sh shogi|xiangqi [GAMES [TC]]}
games=${2:-20}
tc=${3:-10+0.1}
out=${OUT:-gauntlet-$variant}
case $variant in
  shogi)
    # clocks=swapped: fairy-stockfish 11.1 reads USI btime/wtime the chess way round (a bug
    # fixed upstream after 11.1); sent as USI says, it planned every move with Kirin's clock.
    opponents=(-engine cmd=/usr/games/fairy-stockfish name=fairy-stockfish clocks=swapped)
    if [ "${GPSUSI:-1}" = 0 ]; then :
    elif [[ $tc == *+* ]]; then echo "gauntlet: gpsusi left out: it cannot play tc=$tc (no binc)" >&2
    else opponents+=(-engine cmd=/usr/games/gpsusi name=gpsusi readytimeout=120000 option.Thread=1)
    fi
    clock=(tc="$tc")
    [ -z "${BYOYOMI:-}" ] || clock+=(byoyomi="$BYOYOMI")
    settings=(-each proto=usi "${clock[@]}" -openings randomplies=6 -maxmoves 320 -csaout "$out/csa")
    kirin_proto=usi ;;
  xiangqi)
    opponents=(-engine cmd=/usr/games/fairy-stockfish name=fairy-stockfish proto=ucci)
    settings=(-each tc="$tc" -openings randomplies=4 -maxmoves 400 -pgnout "$out/games.pgn")
    kirin_proto=${PROTO:-ucci} ;;
  *) echo "unknown variant '$variant' (shogi or xiangqi)" >&2; exit 2 ;;
esac
bash scripts/install-deps.sh
cargo build --release --quiet
mkdir -p "$out"
# The engine under test runs from a copy, so a rebuild during the run cannot change it.
cp target/release/kirin "$out/kirin-engine"
kirin_options=()
for pair in ${KIRIN_OPTIONS:-}; do kirin_options+=("option.$pair"); done
target/release/kirin match -variant "$variant" -tournament gauntlet \
  -engine cmd="$out/kirin-engine" name=kirin proto="$kirin_proto" "${kirin_options[@]}" \
  "${opponents[@]}" "${settings[@]}" \
  -games 2 -rounds $(( (games + 1) / 2 )) -concurrency "${CONCURRENCY:-1}" \
  -out "$out/results.jsonl"
python3 scripts/match_summary.py "$out/results.jsonl" kirin
