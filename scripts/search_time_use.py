#!/usr/bin/env python3
"""Clock use per engine from a `kirin match` results log (-out FILE.jsonl).

For each engine: games, plies it played, mean thinking time per game (the sum of its `ms`
entries) and per move, the mean per move in ranges of its own move number after the
opening moves (1-10, 11-20, 21-40, 41-60, 61+), and its longest single move. The runner measures `ms` on its side of
the pipe, so it includes the engine's latency.

usage: scripts/search_time_use.py RESULTS.jsonl
"""
import json
import sys
from collections import defaultdict

BUCKETS = [(1, 10), (11, 20), (21, 40), (41, 60), (61, 10_000)]


def main(path):
    per_game = defaultdict(list)
    per_bucket = defaultdict(lambda: defaultdict(list))
    longest = defaultdict(int)
    for line in open(path):
        g = json.loads(line)
        if "ms" not in g:
            continue
        engines = (g["first"], g["second"])
        totals = defaultdict(int)
        for ply, ms in enumerate(g["ms"]):
            # ms[i] is the time of the i-th move after the `book_plies` opening moves
            # (played from `start` alternately by the first and second engine).
            engine = engines[(g.get("book_plies", 0) + ply) % 2]
            totals[engine] += ms
            move_number = ply // 2 + 1
            for lo, hi in BUCKETS:
                if lo <= move_number <= hi:
                    per_bucket[engine][(lo, hi)].append(ms)
            longest[engine] = max(longest[engine], ms)
        for e in engines:
            plies = len(g["ms"])
            first_moves = engines[g.get("book_plies", 0) % 2] == e
            per_game[e].append((totals[e], (plies + first_moves) // 2))
    for e in sorted(per_game):
        games = per_game[e]
        n = len(games)
        total = sum(t for t, _ in games)
        moves = sum(m for _, m in games)
        print(f"{e}: {n} games, {moves / n:.1f} moves/game, "
              f"{total / n / 1000:.2f} s/game, {total / max(moves, 1):.0f} ms/move, "
              f"longest {longest[e]} ms")
        ranges = "  ".join(
            f"{lo}-{hi if hi < 10_000 else ''}: {sum(v) / len(v):.0f}"
            for (lo, hi), v in sorted(per_bucket[e].items()) if v)
        print(f"  ms/move by move number: {ranges}")


if __name__ == "__main__":
    main(sys.argv[1])
