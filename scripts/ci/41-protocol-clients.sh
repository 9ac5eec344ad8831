#!/usr/bin/env bash
# Real clients drive the release binary: cshogi's match runner (Kirin against Kirin, both
# pondering; Kirin against Fairy-Stockfish without ponder, both colours), cshogi's Engine
# class (go_mate), shogiarena's analyze and mate commands, cchess's UCCI and UCI engine
# managers (CR LF, name/value setoption in UCCI, no isready), and a scripted UCI-X game
# (ranks 0-9) against Fairy-Stockfish over UCCI with ponder hits/misses and isready pings.
# The cshogi games run one per process under a watchdog each (scripts/client_match.py),
# judged on Kirin's side only: a hang of the client or of the opponent is recorded, not
# failed (cshogi 1.1.0 can write a ponder `stop` before the `go ponder` it is meant for;
# see that script). A self-test first shows the judge at work with an engine that hangs
# in ponder. Logs stay in target/ci-logs/41-protocol-clients.
# Budget: 420 s
set -euo pipefail
cd "$(dirname "$0")/../.."
KIRIN=$PWD/target/release/kirin
STUCK=$PWD/scripts/ci/engines/stuck_ponder.py
[ -x "$KIRIN" ] || cargo build --release --quiet
logs=$PWD/target/ci-logs/41-protocol-clients
rm -rf "$logs"; mkdir -p "$logs"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "--- match judge self-test: an opponent that hangs in ponder, then the same engine in Kirin's chair"
python3 scripts/client_match.py --engine "$KIRIN" --engine "$STUCK" --kirin 1 --games 1 --ponder \
  --watchdog 10 --logs "$logs/stuck-opponent" > "$work/judge1.out" || { cat "$work/judge1.out"; echo "FAIL: Kirin blamed for the opponent's hang"; exit 1; }
grep -q "^game 1: hung elsewhere" "$work/judge1.out" || { cat "$work/judge1.out"; echo "FAIL: the opponent's hang was not reported"; exit 1; }
if python3 scripts/client_match.py --engine "$STUCK" --engine "$KIRIN" --kirin 1 --games 1 --ponder \
  --watchdog 10 --logs "$logs/stuck-in-kirin-chair" > "$work/judge2.out"; then
  cat "$work/judge2.out"; echo "FAIL: a hang in Kirin's chair was not failed"; exit 1
fi
grep -q "^game 1: fail: Kirin (chair 1) hung: owes bestmove" "$work/judge2.out" || { cat "$work/judge2.out"; echo "FAIL: wrong verdict"; exit 1; }
echo "judge: opponent's ponder hang recorded in $(sed -nE 's/.*after ([0-9]+) s.*/\1/p' "$work/judge1.out") s, not failed; the same hang in Kirin's chair failed"

echo "--- cshogi match: Kirin vs Kirin, 2 games, byoyomi 100 ms, both pondering"
python3 scripts/client_match.py --engine "$KIRIN" --kirin 1,2 --games 2 --ponder --watchdog 90 \
  --logs "$logs/kirin-vs-kirin" | tee "$work/kk.out"
echo "--- cshogi match: Kirin vs Fairy-Stockfish, 2 games (both colours), byoyomi 100 ms, no ponder"
python3 scripts/client_match.py --engine "$KIRIN" --engine /usr/games/fairy-stockfish --kirin 1 --games 2 \
  --watchdog 90 --logs "$logs/kirin-vs-fsf" | tee "$work/kf.out"
moves=0
for n in $(cat "$work/kk.out" "$work/kf.out" | sed -nE 's/^[0-9]+ games, ([0-9]+) Kirin bestmoves.*/\1/p'); do
  moves=$((moves + n))
done
[ "$moves" -ge 40 ] || { echo "FAIL: only $moves Kirin bestmoves in the cshogi games (want >= 40)"; exit 1; }
echo "cshogi matches: $moves Kirin bestmoves, 0 faults on Kirin's side"

echo "--- cshogi Engine class"
timeout 60 python3 scripts/protocol-clients.py "$KIRIN" cshogi-mate

# shogiarena's analyze sends "go depth N infinite" without --movetime and then waits for a
# bestmove, which USI says an infinite search holds until `stop`: it times out by design.
# With --movetime it sends a plain timed go.
echo "--- shogiarena"
(cd "$work" && timeout 60 shogiarena --log-level ERROR run analyze "$KIRIN" --movetime 5000 --depth 6 --option USI_Hash=16 > sa1.log 2>&1) \
  || { cat "$work/sa1.log"; exit 1; }
grep -q "^info d6 " "$work/sa1.log" && grep -q "^bestmove " "$work/sa1.log" \
  || { echo "FAIL: shogiarena analyze did not end at depth 6"; cat "$work/sa1.log"; exit 1; }
(cd "$work" && timeout 60 shogiarena --log-level ERROR run analyze "$KIRIN" "startpos moves 7g7f 3c3d" \
  --movetime 500 --searchmoves 2g2f 6i7h --quiet > sa2.log 2>&1) || { cat "$work/sa2.log"; exit 1; }
grep -Eq "^bestmove (2g2f|6i7h)( |$)" "$work/sa2.log" || { echo "FAIL: searchmoves not honoured"; cat "$work/sa2.log"; exit 1; }
(cd "$work" && timeout 60 shogiarena --log-level ERROR run mate "$KIRIN" \
  "sfen 3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1" --node-limit 1000000 > sa3.log 2>&1) || { cat "$work/sa3.log"; exit 1; }
grep -q "^mate 3" "$work/sa3.log" || { echo "FAIL: shogiarena mate"; cat "$work/sa3.log"; exit 1; }
(cd "$work" && timeout 60 shogiarena --log-level ERROR run mate "$KIRIN" \
  "sfen 4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1" --infinite > sa4.log 2>&1) || { cat "$work/sa4.log"; exit 1; }
grep -qx "nomate" "$work/sa4.log" || { echo "FAIL: shogiarena nomate"; cat "$work/sa4.log"; exit 1; }
echo "shogiarena: analyze to depth 6; searchmoves: $(grep -a '^bestmove' "$work/sa2.log"); mate: $(grep -a '^moves' "$work/sa3.log"); no-mate problem: nomate"

echo "--- cchess (UCCI and UCI)"
timeout 120 python3 scripts/protocol-clients.py "$KIRIN" cchess-ucci
timeout 120 python3 scripts/protocol-clients.py "$KIRIN" cchess-uci

echo "--- scripted UCI-X game (ranks 0-9) vs Fairy-Stockfish over UCCI"
timeout 120 python3 scripts/protocol-clients.py "$KIRIN" ucix-game
echo "protocol clients: all sessions passed"
