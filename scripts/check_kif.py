#!/usr/bin/env python3
"""Checks the KIF records of a `kirin match -kifout DIR` run against its results file.

usage: check_kif.py RESULTS.jsonl KIFDIR

Every game of the results file (line 1 is the header) must have its record,
KIFDIR/game-NNNNN.kif (Shift_JIS) or .kifu (UTF-8), and cshogi's KIF parser
(`cshogi.KIF.Parser`) must read from it the players, the even start, the same moves
(compared in USI) and the same result: the win side, or a draw. Stdlib and cshogi only.

cshogi 1.1's move pattern has no `不成` (a move that could promote and did not, which
Kifu for Windows and the other GUIs write); such a line would be skipped, so the text is
read with the parser's own rule for the encoding (.kifu UTF-8, else cp932), `不成` is
dropped, and the rest is given to `Parser.parse_str`. `Parser.parse_file` must still read
each file as it is, which checks the encoding and the header.
"""
import json
import os
import sys

import cshogi
import cshogi.KIF

WIN = {"1-0": cshogi.BLACK_WIN, "0-1": cshogi.WHITE_WIN, "1/2-1/2": cshogi.DRAW}


def check(game, path):
    cshogi.KIF.Parser.parse_file(path)  # the file as written: encoding, header
    enc = "utf-8" if path.endswith(".kifu") else "cp932"
    with open(path, encoding=enc) as f:
        text = f.read()
    kif = cshogi.KIF.Parser.parse_str(text.replace("不成", ""))
    problems = []
    if kif.names != [game["first"], game["second"]]:
        problems.append(f"players {kif.names}")
    if kif.sfen != cshogi.STARTING_SFEN:
        problems.append(f"start {kif.sfen}")
    moves = [cshogi.move_to_usi(m) for m in kif.moves]
    if moves != game["moves"]:
        k = next((i for i, (a, b) in enumerate(zip(moves, game["moves"])) if a != b),
                 min(len(moves), len(game["moves"])))
        problems.append(f"moves differ at ply {k + 1} ({len(moves)} read, "
                        f"{len(game['moves'])} played)")
    if kif.win != WIN[game["result"]]:
        problems.append(f"result {kif.win} for {game['result']} ({game['ending']})")
    return problems


def main():
    results, kifdir = sys.argv[1], sys.argv[2]
    with open(results) as f:
        games = [json.loads(line) for line in f.read().splitlines()[1:]]
    bad, endings, plies = 0, {}, 0
    for game in games:
        stem = os.path.join(kifdir, f"game-{game['id'] + 1:05}")
        path = next((stem + e for e in (".kif", ".kifu") if os.path.exists(stem + e)), None)
        problems = ["no record"] if path is None else check(game, path)
        if problems:
            bad += 1
            print(f"{stem}: " + "; ".join(problems))
        endings[game["ending"]] = endings.get(game["ending"], 0) + 1
        plies += len(game["moves"])
    summary = ", ".join(f"{n} {e}" for e, n in sorted(endings.items()))
    print(f"kif: {len(games) - bad} of {len(games)} records read back by cshogi with the "
          f"same moves and result ({plies} plies; endings: {summary})")
    return 1 if bad or not games else 0


if __name__ == "__main__":
    sys.exit(main())
