#!/usr/bin/env python3
"""Labels tuning positions with a stronger engine's evaluation.

Game results alone are a noisy label, and results of Kirin self-play only confirm what
Kirin already believes. This script asks a reference engine what each position is worth
and turns its score into a win probability for the tuner (`tune`, data lines
"<SFEN or FEN> | <probability>", first player's view). Two steps:

  score   reads extract.py output ("<position> | <game result>", "# game" lines kept)
          and writes "<position> | <game result> | <centipawns>", the engine's score
          of a fixed search (`go nodes N` or `go depth N`, 1 thread, small hash, the hash
          cleared before every position so labels do not depend on the order, or only
          once with --keep-hash), from the first player's view. Mate scores become
          +-MATE_CP. Output is flushed line by line, so a long run can be read (or
          resumed with --resume) while it goes on.
  blend   fits the scale S of p = 1 / (1 + 10^(-cp / S)) to the game results of the
          scored positions (least squares, the tuner's own loss), or takes --scale, then
          writes "<position> | (1 - lambda) * p + lambda * result" for the tuner.

The engine speaks USI for shogi, UCI with UCI_Variant=xiangqi for xiangqi (an engine
without that option, such as Pikafish, ignores it); positions are sent as bare SFEN / FEN
without moves, so move and rank notations never matter. --option NAME=VALUE sets more
(YaneuraOu: BookFile=no_book).
Only the engine's output is used; none of its code.
"""

import argparse
import math
import shlex
import subprocess
import sys

# A mate found by the labelling search, in centipawns: beyond any real material balance,
# so it maps to a probability of about 1 (or 0) at every fitted scale.
MATE_CP = 3000


class Judge:
    """One reference engine process, asked for one score at a time."""

    def __init__(self, command, game, hash_mb, options=(), keep_hash=False):
        self.game = game
        self.keep_hash = keep_hash
        self.fresh = True
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.send("usi" if game == "shogi" else "uci")
        self.wait_for("usiok" if game == "shogi" else "uciok")
        if game == "xiangqi":
            self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send(f"setoption name {'USI_Hash' if game == 'shogi' else 'Hash'} value {hash_mb}")
        self.send(f"setoption name Hash value {hash_mb}")
        for option in options:
            name, _, value = option.partition("=")
            self.send(f"setoption name {name} value {value}")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, word):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"engine exited while waiting for {word}")
            if line.split()[:1] == [word]:
                return line

    def score(self, position, go):
        """The engine's score of `position` in centipawns, side to move's view."""
        if self.fresh or not self.keep_hash:
            self.send("usinewgame" if self.game == "shogi" else "ucinewgame")
            self.send("isready")
            self.wait_for("readyok")
            self.fresh = False
        self.send(("position sfen " if self.game == "shogi" else "position fen ") + position)
        self.send("go " + go)
        exact = bounded = None
        while True:
            fields = self.proc.stdout.readline().split()
            if not fields:
                raise RuntimeError("engine exited while searching")
            if fields[0] == "bestmove":
                break
            if fields[0] != "info" or "score" not in fields:
                continue
            at = fields.index("score")
            kind, value = fields[at + 1], mate_distance(fields[at + 2])
            cp = value if kind == "cp" else math.copysign(MATE_CP, value) if value else -MATE_CP
            # A bound from a failed aspiration window is only a limit; prefer the last exact
            # score, which belongs to the deepest completed iteration.
            if len(fields) > at + 3 and fields[at + 3] in ("lowerbound", "upperbound"):
                bounded = cp
            else:
                exact = cp
        if exact is None and bounded is None:
            raise RuntimeError(f"no score for {position}")
        return int(exact if exact is not None else bounded)

    def quit(self):
        self.send("quit")
        self.proc.wait(timeout=10)


def mate_distance(word):
    """A score's number; USI allows `mate +` and `mate -` (a mate of unknown length, as
    gpsusi reports it), read here as the longest mate for that side."""
    return {"+": 1 << 30, "-": -(1 << 30)}.get(word) or int(word)


def first_player_to_move(game, position):
    side = position.split()[1]
    return side == "b" if game == "shogi" else side in ("w", "r")


def score_command(args):
    done = 0
    if args.resume:
        with open(args.out) as old:
            done = sum(1 for line in old if not line.startswith("#"))
    judge = Judge(args.engine, args.game, args.hash, args.option, args.keep_hash)
    seen = 0
    with open(args.data) as data, open(args.out, "a" if args.resume else "w") as out:
        for line in data:
            if args.limit is not None and seen >= args.limit:
                break
            if line.startswith("#"):
                if seen >= done:
                    out.write(line)
                continue
            seen += 1
            if seen <= done:
                continue
            position, result = (field.strip() for field in line.rsplit("|", 1))
            cp = judge.score(position, args.go)
            if not first_player_to_move(args.game, position):
                cp = -cp
            out.write(f"{position} | {result} | {cp}\n")
            out.flush()
            if seen % 500 == 0:
                print(f"{seen} positions scored", file=sys.stderr)
    judge.quit()


def probability(cp, scale):
    # Clamped so that a judge's "won" scores (gpsusi reports about +-1,150,000) do not
    # overflow; 10^30 is already a probability of 0 or 1 in four decimals.
    return 1.0 / (1.0 + 10.0 ** max(-30.0, min(30.0, -cp / scale)))


def fit_scale(scored):
    """The S minimising the mean squared error between results and probabilities
    (golden-section search over 50..10000 centipawns, the loss is unimodal there;
    gpsusi's scores need about 2600)."""
    def loss(scale):
        return sum((r - probability(cp, scale)) ** 2 for _, r, cp in scored) / len(scored)

    low, high = 50.0, 10000.0
    ratio = (math.sqrt(5) - 1) / 2
    while high - low > 1.0:
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        if loss(a) < loss(b):
            high = b
        else:
            low = a
    return (low + high) / 2, loss((low + high) / 2)


def clamp(cp, limit):
    """cp within +-limit (no limit: unchanged). A judge whose scores for won positions
    jump far beyond its scale (gpsusi's +-1,150,000) would otherwise push S up until the
    ordinary scores all read as equal."""
    return cp if limit is None else max(-limit, min(limit, cp))


def blend_command(args):
    lines = [line.rstrip("\n") for line in open(args.scored)]
    scored = []
    for line in lines:
        if not line.startswith("#"):
            position, result, cp = (field.strip() for field in line.split("|"))
            scored.append((position, float(result), clamp(float(cp), args.clamp)))
    if args.scale:
        scale = args.scale
    else:
        scale, mse = fit_scale(scored)
        print(f"fitted scale S = {scale:.0f} cp (mean squared error {mse:.4f} "
              f"on {len(scored)} positions)", file=sys.stderr)
    with open(args.out, "w") as out:
        for line in lines:
            if line.startswith("#"):
                out.write(line + "\n")
                continue
            position, result, cp = (field.strip() for field in line.split("|"))
            cp = clamp(float(cp), args.clamp)
            label = (1 - args.lam) * probability(cp, scale) + args.lam * float(result)
            out.write(f"{position} | {label:.4f}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score positions with the reference engine")
    score.add_argument("--game", choices=["shogi", "xiangqi"], required=True)
    score.add_argument("--engine", default="/usr/games/fairy-stockfish")
    score.add_argument("--go", default="nodes 20000", help="search limit per position")
    score.add_argument("--hash", type=int, default=16, help="MiB")
    score.add_argument("--option", action="append", default=[],
                       help="NAME=VALUE, one more setoption for the judge (repeatable)")
    score.add_argument("--keep-hash", action="store_true",
                       help="clear the judge's table once, not before every position (for "
                            "judges whose isready is slow, such as YaneuraOu: ~0.2 s); the "
                            "labels then depend on the order, which is fixed")
    score.add_argument("--resume", action="store_true", help="append to --out, skipping what it has")
    score.add_argument("--limit", type=int,
                       help="score only the first LIMIT positions (a slow judge's share of a round)")
    score.add_argument("--out", required=True)
    score.add_argument("data")
    blend = sub.add_parser("blend", help="turn scores into tuner data")
    blend.add_argument("--scale", type=float, help="S in centipawns (default: fitted)")
    blend.add_argument("--lambda", dest="lam", type=float, default=0.0,
                       help="weight of the game result in the label")
    blend.add_argument("--clamp", type=float,
                       help="clamp scores to +-CLAMP centipawns before fitting S (default: none)")
    blend.add_argument("--out", required=True)
    blend.add_argument("scored")
    args = ap.parse_args()
    score_command(args) if args.command == "score" else blend_command(args)


if __name__ == "__main__":
    main()
