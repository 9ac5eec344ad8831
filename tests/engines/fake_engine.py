#!/usr/bin/env python3
"""A small USI / UCCI engine for testing `kirin match`: it plays random legal moves
(cshogi for shogi, pyffish for xiangqi) and, from its MISBEHAVE_PLY-th ply of the game on,
misbehaves in the way its mode says. Usage: fake_engine.py MODE

Modes:
  random     never misbehaves (the well-behaved opponent)
  illegal    answers with a move that is not legal (a piece from an empty square)
  oversleep  answers correctly, but only after sleeping far past any test clock
  crash      exits with status 3 when asked to move
  garbage    prints junk (binary, a 200 KB line, bogus keywords), then `bestmove` junk
  falsewin   answers `bestmove win` (shogi) without the entering-king conditions
  flood      prints 20 000 `info` lines, then a legal move (must NOT lose)
  hangready  never answers `isready` (hangs at isready from the start)
  declare    answers `bestmove win` at every move, from the first (shogi)
  nomove     claims to have no move (`bestmove resign` in USI counts as resignation, so
             USI uses `bestmove (none)`; UCCI `nobestmove`)
"""
import random
import sys
import time

MISBEHAVE_PLY = 4

mode = sys.argv[1] if len(sys.argv) > 1 else "random"
rng = random.Random(12345)
dialect = None
position = ("startpos", [])


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def legal_moves():
    start, moves = position
    if dialect == "usi":
        import cshogi

        board = cshogi.Board() if start == "startpos" else cshogi.Board(start)
        for m in moves:
            board.push_usi(m)
        return [cshogi.move_to_usi(m) for m in board.legal_moves]
    import pyffish

    fen = pyffish.start_fen("xiangqi") if start == "startpos" else start

    def to_1_10(m):
        return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)

    def from_1_10(m):
        import re

        f1, r1, f2, r2 = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", m).groups()
        return f"{f1}{int(r1) - 1}{f2}{int(r2) - 1}"

    return [from_1_10(m) for m in pyffish.legal_moves("xiangqi", fen, [to_1_10(m) for m in moves])]


def think():
    ply = len(position[1])
    misbehave = mode != "random" and ply >= MISBEHAVE_PLY
    if mode == "declare" and dialect == "usi":
        out("bestmove win")
        return
    if misbehave and mode == "crash":
        sys.exit(3)
    if misbehave and mode == "oversleep":
        time.sleep(60)
    if misbehave and mode == "illegal":
        out("bestmove 5e5d" if dialect == "usi" else "bestmove e5e6")
        return
    if misbehave and mode == "garbage":
        sys.stdout.buffer.write(b"\x00\xff\xfe garbage \x1b[31m\n")
        sys.stdout.write("x" * 200_000 + "\n")
        out("bestmovefoo 7g7f")
        out("bestmove %%%garbage%%%")
        return
    if misbehave and mode == "falsewin" and dialect == "usi":
        out("bestmove win")
        return
    if misbehave and mode == "nomove":
        out("bestmove (none)" if dialect == "usi" else "nobestmove")
        return
    if misbehave and mode == "flood":
        for i in range(20_000):
            sys.stdout.write(f"info depth {i % 30} score cp 0 nodes {i} pv\n")
        sys.stdout.flush()
    moves = legal_moves()
    if not moves:
        out("bestmove resign" if dialect == "usi" else "nobestmove")
        return
    score = "score cp 0" if dialect == "usi" else "score 0"
    out(f"info depth 1 {score} pv {moves[0]}")
    out("bestmove " + rng.choice(moves))


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    cmd = words[0]
    if cmd in ("usi", "ucci") and dialect is None:
        dialect = cmd
        out("id name fake-" + mode)
        out(cmd + "ok")
    elif cmd == "isready":
        if mode == "hangready":
            time.sleep(3600)
        out("readyok")
    elif cmd == "position":
        if words[1] == "startpos":
            start, rest = "startpos", words[2:]
        else:
            end = words.index("moves") if "moves" in words else len(words)
            start, rest = " ".join(words[2:end]), words[end:]
        position = (start, rest[1:] if rest[:1] == ["moves"] else [])
    elif cmd == "go":
        think()
    elif cmd == "quit":
        if dialect == "ucci":
            out("bye")
        break
