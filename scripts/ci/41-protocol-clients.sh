#!/usr/bin/env bash
# Real clients drive the release binary (issue 4, must-show 2): a cshogi match against
# Fairy-Stockfish (byoyomi, pondering, bare gameover), cshogi's Engine class (go_mate),
# shogiarena's analyze and mate sessions, cchess's UCCI and UCI engine managers (CR LF,
# name/value setoption in UCCI, no isready), and a scripted UCI-X game (ranks 0-9)
# against Fairy-Stockfish over UCCI with ponder hits/misses and isready pings.
# Any protocol error fails the step. Budget: about 2 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
KIRIN=$PWD/target/release/kirin
[ -x "$KIRIN" ] || cargo build --release --quiet
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "--- cshogi match: Kirin vs Fairy-Stockfish, 2 games, byoyomi 100 ms, ponder"
(cd "$work" && timeout 600 python3 -m cshogi.cli "$KIRIN" /usr/games/fairy-stockfish \
  --byoyomi 100 --games 2 --ponder --draw 80 --debug \
  --options1 USI_Hash:16 --options2 USI_Hash:16 > cshogi.log 2>&1) || { tail -30 "$work/cshogi.log"; exit 1; }
grep -a "games finished\|Kirin .* vs" "$work/cshogi.log" | tail -2
if grep -a "反則" "$work/cshogi.log"; then echo "FAIL: illegal move in the cshogi match"; exit 1; fi
if grep -a "^1:info string error" "$work/cshogi.log"; then echo "FAIL: Kirin reported a protocol error"; exit 1; fi
[ "$(grep -ac '^1:bestmove' "$work/cshogi.log")" -gt 0 ] || { echo "FAIL: no bestmove from Kirin"; exit 1; }
echo "cshogi match: $(grep -ac '^1:bestmove' "$work/cshogi.log") Kirin bestmoves, 0 protocol errors"

echo "--- cshogi Engine class"
timeout 120 python3 scripts/protocol-clients.py "$KIRIN" cshogi-mate

# shogiarena's analyze sends "go depth N infinite" without --movetime and then waits for a
# bestmove that an infinite search must hold until stop (protocols.md 2.6), timing out by
# design; with --movetime it sends a plain timed go.
echo "--- shogiarena"
(cd "$work" && timeout 120 shogiarena --log-level ERROR run analyze "$KIRIN" --movetime 5000 --depth 6 --option USI_Hash=16 > sa1.log 2>&1) \
  || { cat "$work/sa1.log"; exit 1; }
grep -q "^info d6 " "$work/sa1.log" && grep -q "^bestmove " "$work/sa1.log" \
  || { echo "FAIL: shogiarena analyze did not end at depth 6"; cat "$work/sa1.log"; exit 1; }
(cd "$work" && timeout 120 shogiarena --log-level ERROR run analyze "$KIRIN" "startpos moves 7g7f 3c3d" \
  --movetime 500 --searchmoves 2g2f 6i7h --quiet > sa2.log 2>&1) || { cat "$work/sa2.log"; exit 1; }
grep -Eq "^bestmove (2g2f|6i7h)( |$)" "$work/sa2.log" || { echo "FAIL: searchmoves not honoured"; cat "$work/sa2.log"; exit 1; }
(cd "$work" && timeout 120 shogiarena --log-level ERROR run mate "$KIRIN" \
  "sfen 3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1" --node-limit 1000000 > sa3.log 2>&1) || { cat "$work/sa3.log"; exit 1; }
grep -q "^mate 3" "$work/sa3.log" || { echo "FAIL: shogiarena mate"; cat "$work/sa3.log"; exit 1; }
(cd "$work" && timeout 120 shogiarena --log-level ERROR run mate "$KIRIN" \
  "sfen 4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1" --infinite > sa4.log 2>&1) || { cat "$work/sa4.log"; exit 1; }
grep -qx "nomate" "$work/sa4.log" || { echo "FAIL: shogiarena nomate"; cat "$work/sa4.log"; exit 1; }
echo "shogiarena: analyze to depth 6; searchmoves: $(grep -a '^bestmove' "$work/sa2.log"); mate: $(grep -a '^moves' "$work/sa3.log"); no-mate problem: nomate"

echo "--- cchess (UCCI and UCI)"
timeout 300 python3 scripts/protocol-clients.py "$KIRIN" cchess-ucci
timeout 300 python3 scripts/protocol-clients.py "$KIRIN" cchess-uci

echo "--- scripted UCI-X game (ranks 0-9) vs Fairy-Stockfish over UCCI"
timeout 300 python3 scripts/protocol-clients.py "$KIRIN" ucix-game
echo "protocol clients: all sessions passed"
