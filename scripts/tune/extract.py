#!/usr/bin/env python3
"""Extracts quiet positions from play.py self-play games, for the tuner.

Input: lines "<result>\t<start position>\t<moves>" (play.py selfplay). Output: lines
"<FEN or SFEN> | <result>", result from the first player's view (Red / Black).

Quietness is approximated from the game itself, with the rule library (cshogi /
pyffish): a position is kept when the side to move is not in check, the move that led to
it was not a capture and the move played from it is not a capture either (so no
exchange is in flight). With --strict, positions where the side to move has any capture
at all are dropped as well (very few shogi or xiangqi middlegame positions pass that).
The first --skip plies (the random opening) are skipped, and at most --per-game
positions are sampled from each game, so that long games do not dominate.
"""

import argparse
import random
import sys

import cshogi
import pyffish

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from play import shift_ranks  # noqa: E402


def shogi_positions(start, moves):
    """Yields (sfen, in_check, previous_was_capture, next_is_capture, any_capture)."""
    board = cshogi.Board(start)
    previous_capture = False
    for usi in moves:
        move = board.move_from_usi(usi)
        any_capture = any(cshogi.move_cap(m) for m in board.legal_moves)
        yield board.sfen(), board.is_check(), previous_capture, bool(cshogi.move_cap(move)), any_capture
        previous_capture = bool(cshogi.move_cap(move))
        board.push(move)


def xiangqi_positions(start, moves):
    played = []
    previous_capture = False
    for ucci in moves:
        move = shift_ranks(ucci, 1)
        fen = pyffish.get_fen("xiangqi", start, played)
        capture = pyffish.is_capture("xiangqi", start, played, move)
        in_check = pyffish.gives_check("xiangqi", start, played)
        legal = pyffish.legal_moves("xiangqi", start, played)
        any_capture = any(pyffish.is_capture("xiangqi", start, played, m) for m in legal)
        yield fen, in_check, previous_capture, capture, any_capture
        previous_capture = capture
        played.append(move)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=["shogi", "xiangqi"], required=True)
    ap.add_argument("--skip", type=int, default=10, help="plies skipped at the start of each game")
    ap.add_argument("--per-game", type=int, default=20)
    ap.add_argument("--strict", action="store_true", help="also drop positions with any capture available")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("games")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    kept = total = 0
    for line_number, line in enumerate(open(args.games), 1):
        fields = line.rstrip("\n").split("\t")
        if len(fields) != 3:
            continue
        result, start, moves = float(fields[0]), fields[1], fields[2].split()
        walk = shogi_positions if args.game == "shogi" else xiangqi_positions
        quiet = []
        for ply, (position, in_check, prev_cap, next_cap, any_cap) in enumerate(walk(start, moves)):
            total += 1
            if ply < args.skip or in_check or prev_cap or next_cap or (args.strict and any_cap):
                continue
            quiet.append(position)
        print(f"# game {line_number}")  # the tuner splits train/validation by game
        for position in rng.sample(quiet, min(len(quiet), args.per_game)):
            print(f"{position} | {result}")
            kept += 1
    print(f"kept {kept} of {total} positions", file=sys.stderr)


if __name__ == "__main__":
    main()
