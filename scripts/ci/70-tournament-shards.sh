#!/usr/bin/env bash
# Split a 60-game `kirin match` into 3 pieces (-shard K/3) run side by side, kill -9 one
# piece in the middle (still running, fewer than its 20 games recorded) and start it again
# (it resumes from exactly the games recorded), then check that `kirin report` over the pieces
# prints the statistics of the same match played unsplit (two games at once) and that the
# pieces hold the unsplit games game for game (ids, openings, moves, results), each once.
# Engines: Kirin against itself at 300 and 150 nodes, so the whole step takes seconds.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
bin=$(realpath "$bin")
work=$(mktemp -d)
pgid=0
cleanup() { if [ "$pgid" -gt 1 ]; then kill -9 -- "-$pgid" 2>/dev/null || true; fi; rm -rf "$work"; }
trap cleanup EXIT
run() { # run OUT [ARGS...]: the match, results to OUT
  local out=$1
  shift
  "$bin" match -variant shogi -engine cmd="$bin" name=k300 nodes=300 \
    -engine cmd="$bin" name=k150 nodes=150 -each option.USI_Hash=1 \
    -games 2 -rounds 30 -openings randomplies=6 -seed 9 -maxmoves 160 \
    -ratinginterval 0 -out "$out" "$@"
}
lines() { [ -f "$1" ] && wc -l < "$1" || echo 0; }

"$bin" match --help | grep -q -- "-shard K/N" || { echo "-shard missing from the help"; exit 1; }
run "$work/whole.jsonl" -concurrency 2 >"$work/whole.txt" 2>/dev/null

# Piece 2 in its own process group, killed once a few games are recorded.
setsid bash -c "$(declare -f run); bin='$bin'; run '$work/piece-2.jsonl' -shard 2/3" \
  >/dev/null 2>&1 &
pgid=$!
for k in 1 3; do run "$work/piece-$k.jsonl" -shard "$k/3" >/dev/null 2>&1 & done
until [ "$(lines "$work/piece-2.jsonl")" -ge 5 ] || ! kill -0 "$pgid" 2>/dev/null; do
  sleep 0.05
done
kill -0 "$pgid" 2>/dev/null || { echo "piece 2/3 ended before it could be killed"; exit 1; }
kill -9 -- "-$pgid"
{ wait "$pgid"; } 2>/dev/null || true
pgid=0
recorded=$(( $(lines "$work/piece-2.jsonl") - 1 ))
echo "piece 2/3 killed with $recorded games recorded"
[ "$recorded" -lt 20 ] || { echo "piece 2/3 had all its games when killed"; exit 1; }
wait
run "$work/piece-2.jsonl" -shard 2/3 >/dev/null 2>"$work/resumed.log"
grep -q "^resuming .*: $recorded of 20 games already played" "$work/resumed.log" || {
  echo "piece 2/3 did not resume from its $recorded games:"
  cat "$work/resumed.log"
  exit 1
}

"$bin" report "$work"/piece-{1,2,3}.jsonl >"$work/report.txt"
diff "$work/whole.txt" "$work/report.txt" || { echo "report differs from the unsplit run"; exit 1; }
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
def games(name):
    lines = open(os.path.join(work, name)).read().splitlines()
    return [json.loads(l) for l in lines[1:]]
keys = ("id", "round", "pair", "first", "second", "opening", "start", "moves", "result", "reason")
pick = lambda g: tuple(json.dumps(g[k]) for k in keys)
whole = sorted(map(pick, games("whole.jsonl")))
pieces = [games(f"piece-{k}.jsonl") for k in (1, 2, 3)]
ids = [g["id"] for p in pieces for g in p]
assert len(ids) == len(set(ids)) == 60, f"{len(ids)} records, {len(set(ids))} ids"
for k, p in enumerate(pieces):
    assert all(g["pair"] % 3 == k for g in p), f"piece {k + 1} holds another piece's pair"
assert sorted(pick(g) for p in pieces for g in p) == whole, "pieces differ from the unsplit games"
print("shards: 60 games in 3 pieces, each once, equal to the unsplit run game for game")
PY
head -n 3 "$work/report.txt"
