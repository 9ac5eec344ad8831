#!/usr/bin/env bash
# Kill -9 a 40-game `kirin match` twice in the middle, start the same command again each
# time, and check that the results file ends with exactly 40 games, each game id once, and
# that the CSA records are those games: one file per game id, its players, moves (squares,
# drops, sides; tested in order against the recorded USI moves) and result those of that
# game's record. Engines: fairy-stockfish vs itself
# (shogi, USI) at a tiny node budget so the whole step takes about a minute.
# Budget: 150 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
work=$(mktemp -d)
# The group may already be gone (engines exit on end of input): a failed kill is fine,
# and must not turn a passing run into exit 1 under set -e.
cleanup() { if [ "$pgid" -gt 1 ]; then kill -9 -- "-$pgid" 2>/dev/null || true; fi; rm -rf "$work"; }
pgid=0
trap cleanup EXIT
cmd=("$bin" match -variant shogi
  -engine cmd=/usr/games/fairy-stockfish name=fsf-a
  -engine cmd=/usr/games/fairy-stockfish name=fsf-b
  -each nodes=400 -games 2 -rounds 20 -concurrency 2 -openings randomplies=6 -seed 3
  -maxmoves 200 -out "$work/results.jsonl" -csaout "$work/csa" -ratinginterval 0)
games_done() { [ -f "$work/results.jsonl" ] && echo $(( $(wc -l < "$work/results.jsonl") - 1 )) || echo 0; }

for target in 12 27; do
  setsid "${cmd[@]}" >"$work/run.log" 2>&1 &
  pid=$!
  pgid=$pid
  until [ "$(games_done)" -ge "$target" ]; do
    kill -0 "$pid" 2>/dev/null || { echo "run ended before game $target"; cat "$work/run.log"; exit 1; }
    sleep 0.1
  done
  kill -9 "$pid"                       # the runner only: its engines see end of input
  wait "$pid" 2>/dev/null || true
  sleep 0.5
  kill -9 -- "-$pgid" 2>/dev/null || true  # anything left of that run (its own group)
  echo "killed with kill -9 after $(games_done) recorded games"
done

"${cmd[@]}" >"$work/final.log" 2>&1
grep -q "resuming" "$work/final.log" || { echo "the final run did not resume"; exit 1; }
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
lines = open(os.path.join(work, "results.jsonl")).read().splitlines()
header, games = json.loads(lines[0]), [json.loads(l) for l in lines[1:]]
ids = [g["id"] for g in games]
assert header["games"] == 40, header
assert len(games) == 40, f"{len(games)} games recorded"
assert sorted(ids) == list(range(40)), f"ids not each once: {sorted(ids)}"
csa = sorted(f for f in os.listdir(os.path.join(work, "csa")) if f.endswith(".csa"))
assert csa == [f"game-{i + 1:05}.csa" for i in range(40)], f"CSA files {csa}"

def csa_square(usi):  # "7g" -> "77"
    return usi[0] + str(ord(usi[1]) - ord("a") + 1)

def csa_move(ply, usi, black_first):  # the sign and squares of a CSA move, no piece
    sign = "+" if (ply % 2 == 0) == black_first else "-"
    if usi[1] == "*":
        return sign + "00" + csa_square(usi[2:4])
    return sign + csa_square(usi[0:2]) + csa_square(usi[2:4])

for g in games:
    name = f"game-{g['id'] + 1:05}.csa"
    lines = open(os.path.join(work, "csa", name)).read().splitlines()
    assert f"N+{g['first']}" in lines and f"N-{g['second']}" in lines, f"{name}: players"
    moves = [l[:5] for l in lines if len(l) == 7 and l[0] in "+-" and l[1:5].isdigit()]
    black_first = g["start"].split()[1] == "b"
    expected = [csa_move(i, m, black_first) for i, m in enumerate(g["moves"])]
    assert moves == expected, f"{name}: moves {moves} differ from the record's {expected}"
    result = [l for l in lines if l.startswith("'")][-1]
    assert result.startswith(f"'{g['result']} "), f"{name}: {result} for {g['result']}"
print(f"resume: 40 games recorded, ids 0..39 each once, 40 CSA files with each game's "
      f"players, moves and result")
PY
tail -n 12 "$work/final.log"
