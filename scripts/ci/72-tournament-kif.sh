#!/usr/bin/env bash
# A 20-game shogi `kirin match` of Kirin against itself at 2000 nodes with -kifout, in
# Shift_JIS, then scripts/check_kif.py: cshogi's KIF parser must read every record with
# the same moves (random-ply openings included) and result as the results file. A second,
# one-pair run reads one of those records back as its opening (-openings file=X.kif) and
# writes UTF-8 (.kifu), checked the same way.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
bin=$(realpath "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" match -variant shogi -engine cmd="$bin" name=kirin-a -engine cmd="$bin" name=kirin-b \
  -each nodes=2000 option.USI_Hash=16 -games 2 -rounds 10 -concurrency 1 \
  -openings randomplies=6 -seed 5 -maxmoves 300 -ratinginterval 0 \
  -out "$work/results.jsonl" -kifout "$work/kif" >"$work/run.log" 2>&1 \
  || { cat "$work/run.log"; exit 1; }
python3 scripts/check_kif.py "$work/results.jsonl" "$work/kif"
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
lines = open(f"{work}/kif/game-00001.kif", encoding="cp932").read().splitlines()
out, n = [], 0
for line in lines:
    if re.match(r" *[0-9]+ ", line):
        n += 1
        if n > 10:
            break
    out.append(line)
open(f"{work}/book.kif", "w", encoding="cp932").write("\n".join(out) + "\n")
PY
"$bin" match -variant shogi -engine cmd="$bin" name=kirin-a -engine cmd="$bin" name=kirin-b \
  -each nodes=2000 option.USI_Hash=16 -games 2 -openings file="$work/book.kif" \
  -maxmoves 300 -ratinginterval 0 -out "$work/from-kif.jsonl" -kifout "$work/kifu" \
  -kifencoding utf8 >"$work/run2.log" 2>&1 || { cat "$work/run2.log"; exit 1; }
python3 scripts/check_kif.py "$work/from-kif.jsonl" "$work/kifu"
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
first = [json.loads(l) for l in open(os.path.join(work, "results.jsonl")).read().splitlines()[1:]]
book = next(g for g in first if g["id"] == 0)["moves"][:10]
games = [json.loads(l) for l in open(os.path.join(work, "from-kif.jsonl")).read().splitlines()[1:]]
assert all(g["moves"][:len(book)] == book and g["book_plies"] == len(book) for g in games), \
    "the games from the KIF opening do not start with its moves"
print(f"kif opening: {len(games)} games started from the first {len(book)} moves of game 1")
PY
tail -n 6 "$work/run.log"
