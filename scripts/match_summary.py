#!/usr/bin/env python3
"""One engine's result from a `kirin match` results log (-out FILE.jsonl).

Prints, from ENGINE's point of view against each other engine in the log (and all of them
together when there are several): games, W/D/L, score,
the Elo difference with its 95% interval (trinomial, normal approximation, the same
formula as `kirin match`), and the games lost by each kind of failure, split by which side
failed: time forfeits, illegal moves (and "no move" / false declarations), crashes and
unresponsive engines. Exits 1 when ENGINE lost a game by such a failure, so a script can
stop on it.

usage: scripts/match_summary.py RESULTS.jsonl [ENGINE]   (ENGINE defaults to "kirin")
"""
import json
import math
import sys

# `ending` names of GameRecord (src/tournament/record.rs) that are an engine's failure.
FAILURES = {
    "time_forfeit": "time losses",
    "illegal_move": "illegal moves",
    "no_move": "illegal moves",
    "false_declaration": "illegal moves",
    "crash": "crashes",
    "unresponsive": "crashes",
}


def elo(score):
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_interval(wins, draws, losses):
    """Elo and the 95% half-interval from the trinomial score variance."""
    n = wins + draws + losses
    if n == 0:
        return None
    s = (wins + 0.5 * draws) / n
    if s <= 0.0 or s >= 1.0:
        return (math.inf if s >= 1.0 else -math.inf), math.nan
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s**2) / n
    half = 1.959964 * math.sqrt(var / n)
    lo, hi = max(s - half, 1e-9), min(s + half, 1 - 1e-9)
    return elo(s), (elo(hi) - elo(lo)) / 2.0


def tally(games, me):
    """W, D, L and the failures of both sides, from `me`'s point of view."""
    wins = draws = losses = 0
    failed = {"ours": {}, "theirs": {}}
    for g in games:
        result = g["result"]
        if result == "1/2-1/2":
            draws += 1
            continue
        we_won = (result == "1-0") == (g["first"] == me)
        if we_won:
            wins += 1
        else:
            losses += 1
        kind = FAILURES.get(g["ending"])
        if kind:
            side = "theirs" if we_won else "ours"
            failed[side][kind] = failed[side].get(kind, 0) + 1
    return wins, draws, losses, failed


def report(title, games, me):
    """Prints one block; returns True when `me` lost a game by a failure."""
    wins, draws, losses, failed = tally(games, me)
    n = wins + draws + losses
    print(title)
    if n == 0:
        print("  no games")
        return False
    e = elo_interval(wins, draws, losses)
    print(f"  games {n}  W {wins} D {draws} L {losses}  score {100.0 * (wins + 0.5 * draws) / n:.1f}%")
    print(f"  Elo {e[0]:+.1f} +/- {e[1]:.1f} (95%)")
    for side, who in (("ours", me), ("theirs", "opponent")):
        counts = failed[side]
        text = "  ".join(f"{k} {counts.get(k, 0)}"
                         for k in ("time losses", "illegal moves", "crashes"))
        print(f"  {who}: {text}")
    return bool(failed["ours"])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    me = sys.argv[2] if len(sys.argv) > 2 else "kirin"
    by_opponent = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            g = json.loads(line)
            if "result" not in g or me not in (g["first"], g["second"]):
                continue  # the header line, or a game without `me`
            other = g["second"] if g["first"] == me else g["first"]
            by_opponent.setdefault(other, []).append(g)
    if not by_opponent:
        print(f"{me}: no games in {path}")
        return 0
    failed = False
    for other, games in sorted(by_opponent.items()):
        failed |= report(f"{me} vs {other} ({path})", games, me)
    if len(by_opponent) > 1:
        every = [g for games in by_opponent.values() for g in games]
        report(f"{me} vs all ({path})", every, me)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
