#!/usr/bin/env python3
"""Extracts quiet positions from play.py self-play games, for the tuner.

Input: lines "<result>\t<start position>\t<moves>" (play.py selfplay), or the JSON lines of
`kirin match -out` (one game per line with "start", "moves" and "result"; the header line
is skipped), so that games against other engines can be mined too. Output: lines
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
import json
import random
import sys

import cshogi
import pyffish

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from play import shift_ranks  # noqa: E402


def shogi_positions(start, moves, strict=False):
    """Yields (sfen, in_check, previous_was_capture, next_is_capture, any_capture)."""
    board = cshogi.Board(start)
    previous_capture = False
    for usi in moves:
        move = board.move_from_usi(usi)
        any_capture = any(cshogi.move_cap(m) for m in board.legal_moves)
        yield board.sfen(), board.is_check(), previous_capture, bool(cshogi.move_cap(move)), any_capture
        previous_capture = bool(cshogi.move_cap(move))
        board.push(move)


class XiangqiBoard:
    """A plain 10x9 xiangqi board that follows a game's moves (xiangqi has no promotion,
    drops, castling or en passant: a move lifts one piece onto another square). It exists
    because every pyffish call replays the game from its start at a few ms each, which
    made extraction far slower than self-play. Checked against pyffish (FEN, check and
    capture on every ply of 25 self-play games, 3522 plies). Ranks as in UCCI: 0 is Red's back rank; FEN rows run 9 down to 0."""

    def __init__(self, fen):
        fields = fen.split()
        self.rows = []  # rows[rank][file], "." when empty
        for row in reversed(fields[0].split("/")):
            cells = []
            for ch in row:
                cells.extend("." * int(ch) if ch.isdigit() else ch)
            self.rows.append(cells)
        self.red_to_move = fields[1] in ("w", "r")
        self.halfmove = int(fields[4]) if len(fields) > 4 else 0
        self.fullmove = int(fields[5]) if len(fields) > 5 else 1

    def fen(self):
        rows = []
        for rank in range(9, -1, -1):
            text, empty = "", 0
            for cell in self.rows[rank]:
                if cell == ".":
                    empty += 1
                    continue
                if empty:
                    text, empty = text + str(empty), 0
                text += cell
            rows.append(text + (str(empty) if empty else ""))
        side = "w" if self.red_to_move else "b"
        return f"{'/'.join(rows)} {side} - - {self.halfmove} {self.fullmove}"

    def is_capture(self, ucci):
        return self.rows[int(ucci[3])][ord(ucci[2]) - 97] != "."

    def push(self, ucci):
        (ff, fr), (tf, tr) = (ord(ucci[0]) - 97, int(ucci[1])), (ord(ucci[2]) - 97, int(ucci[3]))
        capture = self.rows[tr][tf] != "."
        self.rows[tr][tf], self.rows[fr][ff] = self.rows[fr][ff], "."
        self.halfmove = 0 if capture else self.halfmove + 1
        if not self.red_to_move:
            self.fullmove += 1
        self.red_to_move = not self.red_to_move

    def at(self, rank, file):
        return self.rows[rank][file] if 0 <= rank <= 9 and 0 <= file <= 8 else None

    def in_check(self):
        """Whether the side to move's general is attacked (facing generals included)."""
        own_general = "K" if self.red_to_move else "k"
        enemy = str.lower if self.red_to_move else str.upper
        found = [(r, f) for r in range(10) for f in range(9) if self.rows[r][f] == own_general]
        if not found:
            return False
        rank, file = found[0]
        for dr, df in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            screens, r, f = 0, rank + dr, file + df
            while self.at(r, f) is not None:
                cell = self.rows[r][f]
                if cell != ".":
                    if screens == 0 and cell in (enemy("r"), enemy("k")):
                        return True
                    if screens == 1 and cell == enemy("c"):
                        return True
                    screens += 1
                    if screens > 1:
                        break
                r, f = r + dr, f + df
        for dr, df in ((1, 2), (1, -2), (-1, 2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
            hr, hf = rank - dr, file - df  # a horse there would step (dr, df) onto the general
            if self.at(hr, hf) == enemy("n"):
                leg = (hr + dr // 2, hf) if abs(dr) == 2 else (hr, hf + df // 2)
                if self.rows[leg[0]][leg[1]] == ".":
                    return True
        forward = -1 if self.red_to_move else 1  # the enemy soldier's step towards us
        for r, f in ((rank - forward, file), (rank, file - 1), (rank, file + 1)):
            if self.at(r, f) == enemy("p"):
                return True
        return False


def xiangqi_positions(start, moves, strict=False):
    """As shogi_positions; any_capture (only --strict reads it) is asked of pyffish, and
    only with --strict, since it costs a call per legal move."""
    board = XiangqiBoard(start)
    played = []
    previous_capture = False
    for ucci in moves:
        capture = board.is_capture(ucci)
        any_capture = strict and any(pyffish.is_capture("xiangqi", start, played, m)
                                     for m in pyffish.legal_moves("xiangqi", start, played))
        yield board.fen(), board.in_check(), previous_capture, capture, any_capture
        previous_capture = capture
        board.push(ucci)
        played.append(shift_ranks(ucci, 1))


# `kirin match` writes results in PGN style, from the first player's view.
MATCH_RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def read_game(line):
    """(result, start, moves) of one input line, or None for a header or an unfinished game."""
    if line.startswith("{"):
        record = json.loads(line)
        if record.get("result") not in MATCH_RESULTS or "moves" not in record:
            return None
        return MATCH_RESULTS[record["result"]], record["start"], record["moves"]
    fields = line.rstrip("\n").split("\t")
    if len(fields) != 3:
        return None
    return float(fields[0]), fields[1], fields[2].split()


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
        game = read_game(line)
        if game is None:
            continue
        result, start, moves = game
        walk = shogi_positions if args.game == "shogi" else xiangqi_positions
        quiet = []
        for ply, (position, in_check, prev_cap, next_cap, any_cap) in enumerate(walk(start, moves, args.strict)):
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
