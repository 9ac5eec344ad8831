#!/usr/bin/env bash
# Mate solver: the real binary's `go mate` lines for every checks-only record of
# mate-shogi.txt checked with cshogi (legal, checks only, ends in mate, right length, no
# shorter mate, longest defence); the solver's xiangqi lines checked with pyffish; then
# Kirin vs gpsusi vs fairy-stockfish mate search on every third shogi record (1 s each),
# which fails when they disagree on a mate (length, or a mate against nomate).
# About 3 minutes on 2 cores.
# Budget: 240 s
set -euo pipefail
cd "$(dirname "$0")/../.."
kirin=target/release/kirin
[ -x "$kirin" ] || cargo build --release --quiet
python3 scripts/mate_compare.py verify-shogi "$kirin" --millis 30000 | tail -n 3
lines=$(mktemp)
trap 'rm -f "$lines"' EXIT
MATE_DUMP="$lines" cargo test --quiet --test search mate_xiangqi::dump_lines -- --ignored >/dev/null
python3 scripts/mate_compare.py verify-xiangqi "$lines" | tail -n 1
python3 scripts/mate_compare.py compare "$kirin" --millis 1000 --every 3
