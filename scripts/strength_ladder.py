#!/usr/bin/env python3
"""The strength ladder: measures Kirin's limited strengths against each other, per game,
with `kirin match`, and prints the Elo each level plays at next to the Elo it was asked
for (the calibration table `CALIBRATIONS` in src/protocol/strength.rs).

Each step of the ladder is a match between two neighbouring levels (`--levels`, default
0 4 8 12 16 20): every level below 20 is set by `Skill Level` (not by `UCI_Elo`: the
runs must not change when the table does; a table entry maps to exactly its level) and
plays on a clock generous enough never to bind (`--level-tc`): its node budget decides.
Level 20 is full strength on `--full-tc`, so its row depends on that clock and on the
machine. The lowest level is the scale's anchor (800); each higher level's Elo is the
sum of the steps below it, its 95 % interval the root of the summed squared half-widths
(trinomial, as `kirin match` and scripts/match_summary.py compute it). A step won or
lost 100 % is shown as at least (or at most) the Elo of a score half a game short.

Output: per game a table (level, asked Elo, measured Elo ± 95 %, the step's W-D-L and
Elo ± 95 %), then, for a ladder from 0 to 20, the measured Elo of all 21 levels (levels
between measured ones interpolated) as a Rust array for the table. A ladder from
another level is anchored at that level's asked Elo (to measure a part again with more
games: `--levels 8 10 12`). Results are kept in OUT/GAME-LOW-HIGH.jsonl: rerunning the
same command resumes.

usage: scripts/strength_ladder.py [--variant shogi|xiangqi|both] [--games N]
         [--levels 0 4 8 ...] [--level-tc 120+1] [--full-tc 10+0.1]
         [--kirin target/release/kirin] [--out ladder] [--concurrency 1] [--seed 1]
Needs a release build (`cargo build --release`). One game at a time by default: two
games at once on two cores make each engine slower, which changes full strength's row.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys

ANCHOR_ELO = 800  # level 0 on every game's scale (ELO_MIN in src/protocol/strength.rs)
TOP_LEVEL = 20
# Per game: protocol, random opening plies, move cap (as scripts/gauntlet.sh plays them).
GAMES = {
    "shogi": ("usi", 6, 320),
    "xiangqi": ("ucci", 4, 400),
}
# USI time margins for engines on one machine (README, "Time margins").
USI_MARGINS = ["option.NetworkDelay=0", "option.NetworkDelay2=30", "option.MinimumThinkingTime=20"]
Z95 = 1.959964


def table_elo(root, game):
    """The asked Elo of levels 0..20 for `game`, read from the calibration table."""
    text = open(os.path.join(root, "src/protocol/strength.rs"), encoding="utf-8").read()
    found = re.search(r'game: "%s",\s*elo: \[([^\]]*)\]' % re.escape(game), text)
    if not found:
        sys.exit(f"no calibration for {game} in src/protocol/strength.rs")
    values = [int(v) for v in re.findall(r"-?\d+", found.group(1))]
    if len(values) != TOP_LEVEL + 1:
        sys.exit(f"{game}: the table has {len(values)} entries, not {TOP_LEVEL + 1}")
    return values


def elo(score):
    return -400.0 * math.log10(1.0 / score - 1.0)


def step_elo(wins, draws, losses):
    """(Elo, 95 % half-width, bound) of a W-D-L; bound is '>=' or '<=' for a 100 % or
    0 % score (then the Elo of a score half a game short), else ''."""
    n = wins + draws + losses
    s = (wins + 0.5 * draws) / n
    bound = ""
    if s >= 1.0:
        s, bound = 1.0 - 0.5 / n, ">="
    elif s <= 0.0:
        s, bound = 0.5 / n, "<="
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s**2) / n
    half = Z95 * math.sqrt(max(var, 0.25 / n) / n)
    if 0.0 < s - half and s + half < 1.0:
        return elo(s), (elo(s + half) - elo(s - half)) / 2.0, bound
    # The interval reaches a 0 % or 100 % score: its width in Elo by the slope at s.
    return elo(s), half * 400.0 / math.log(10.0) / (s * (1.0 - s)), bound


def engine_args(name, level, tc, proto):
    """The `-engine` keys of one level (full strength: no strength option)."""
    args = ["-engine", f"cmd={ARGS.kirin}", f"name={name}", f"proto={proto}", f"tc={tc}"]
    if proto == "usi":
        args += USI_MARGINS
    if level < TOP_LEVEL:
        args.append(f"option.SkillLevel={level}")
    return args


def play_step(game, low, high):
    """Plays low against high (resuming); returns high's W, D, L."""
    proto, random_plies, max_moves = GAMES[game]
    out = os.path.join(ARGS.out, f"{game}-L{low}-L{high}.jsonl")
    names = (f"L{low}", f"L{high}")
    tcs = [ARGS.full_tc if level == TOP_LEVEL else ARGS.level_tc for level in (low, high)]
    command = [ARGS.kirin, "match", "-variant", game]
    command += engine_args(names[0], low, tcs[0], proto)
    command += engine_args(names[1], high, tcs[1], proto)
    command += [
        "-games", "2", "-rounds", str((ARGS.games + 1) // 2),
        "-openings", f"randomplies={random_plies}", "-maxmoves", str(max_moves),
        "-resign", "movecount=4", "score=1500", "twosided=true",
        "-concurrency", str(ARGS.concurrency), "-seed", str(ARGS.seed),
        "-ratinginterval", "0", "-out", out,
    ]
    print(f"# {game}: L{low} vs L{high}", file=sys.stderr, flush=True)
    if subprocess.run(command, stdout=subprocess.DEVNULL).returncode != 0:
        sys.exit(f"kirin match failed on {out} (another run's file? use another --out)")
    wins = draws = losses = 0
    with open(out, encoding="utf-8") as f:
        for line in f:
            g = json.loads(line)
            if "result" not in g:
                continue
            if g["result"] == "1/2-1/2":
                draws += 1
            elif (g["result"] == "1-0") == (g["first"] == names[1]):
                wins += 1
            else:
                losses += 1
    return wins, draws, losses


def ladder(game):
    asked = table_elo(ARGS.root, game)
    levels = ARGS.levels
    measured = {levels[0]: (float(asked[levels[0]]) if levels[0] else ANCHOR_ELO, 0.0, "")}
    steps = {}
    for low, high in zip(levels, levels[1:]):
        w, d, l = play_step(game, low, high)
        diff, half, bound = step_elo(w, d, l)
        base, base_half, base_bound = measured[low]
        measured[high] = (base + diff, math.hypot(base_half, half), bound or base_bound)
        steps[high] = (w, d, l, diff, half, bound)
    clocks = f"levels on {ARGS.level_tc} (node budgets decide), full strength on {ARGS.full_tc}"
    print(f"\n{game}: {clocks}; anchor level {levels[0]} = {measured[levels[0]][0]:.0f}")
    print(f"{'level':>5} {'asked':>6} {'measured (95%)':>18}   step vs level below")
    for level in levels:
        value, half, bound = measured[level]
        text = f"{bound}{value:.0f} ± {half:.0f}" if level != levels[0] else f"{value:.0f} (anchor)"
        row = f"{level:>5} {asked[level]:>6} {text:>18}"
        if level in steps:
            w, d, l, diff, step_half, step_bound = steps[level]
            row += f"   {w}-{d}-{l}: {step_bound}{diff:+.0f} ± {step_half:.0f}"
        print(row)
    if levels[0] != 0 or levels[-1] != TOP_LEVEL:
        return  # a part of the ladder: no table row
    # Every level's Elo, linear in the level between measured ones, kept increasing.
    points = sorted((level, measured[level][0]) for level in levels)
    table = []
    for level in range(TOP_LEVEL + 1):
        below = max((p for p in points if p[0] <= level), default=points[0])
        above = min((p for p in points if p[0] >= level), default=points[-1])
        if above[0] == below[0]:
            value = below[1]
        else:
            value = below[1] + (above[1] - below[1]) * (level - below[0]) / (above[0] - below[0])
        table.append(max(round(value), table[-1] + 1 if table else ANCHOR_ELO))
    print(f"{game} elo: {table}")


def main():
    global ARGS
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", choices=["shogi", "xiangqi", "both"], default="both")
    parser.add_argument("--games", type=int, default=100, help="games per step (default 100)")
    parser.add_argument("--levels", type=int, nargs="+", default=[0, 4, 8, 12, 16, 20])
    parser.add_argument("--level-tc", default="120+1", help="clock of levels below 20")
    parser.add_argument("--full-tc", default="10+0.1", help="clock of full strength")
    parser.add_argument("--kirin", default="target/release/kirin")
    parser.add_argument("--out", default="ladder")
    parser.add_argument("--concurrency", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    ARGS = parser.parse_args()
    ARGS.root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    if sorted(set(ARGS.levels)) != ARGS.levels or ARGS.levels[0] < 0 or ARGS.levels[-1] > TOP_LEVEL:
        sys.exit("--levels: increasing levels in 0..20")
    if len(ARGS.levels) < 2:
        sys.exit("--levels: at least two")
    if not os.path.isfile(ARGS.kirin):
        sys.exit(f"{ARGS.kirin}: no such binary (cargo build --release)")
    os.makedirs(ARGS.out, exist_ok=True)
    for game in (["shogi", "xiangqi"] if ARGS.variant == "both" else [ARGS.variant]):
        ladder(game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
