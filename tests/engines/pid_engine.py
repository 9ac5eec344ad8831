#!/usr/bin/env python3
"""A small USI engine for testing `kirin match -each restart=...`: it plays random legal
shogi moves (cshogi) and, at every `usinewgame`, appends a line `PID N` to the log file
named by its argument, N counting the games this process has begun. One process per game
(restart=on) writes `N = 1` under a new PID each time; one process for all games writes
1, 2, 3... under the same PID. Usage: pid_engine.py LOG
"""
import os
import random
import sys

import cshogi

log_path = sys.argv[1]
rng = random.Random(os.getpid())
games = 0
board = cshogi.Board()


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    cmd = words[0]
    if cmd == "usi":
        out("id name pid-engine")
        out("usiok")
    elif cmd == "isready":
        out("readyok")
    elif cmd == "usinewgame":
        games += 1
        with open(log_path, "a") as log:
            log.write(f"{os.getpid()} {games}\n")
    elif cmd == "position":
        end = words.index("moves") if "moves" in words else len(words)
        board = cshogi.Board() if words[1] == "startpos" else cshogi.Board(" ".join(words[2:end]))
        for move in words[end + 1 :]:
            board.push_usi(move)
    elif cmd == "go":
        moves = [cshogi.move_to_usi(m) for m in board.legal_moves]
        out("bestmove " + (rng.choice(moves) if moves else "resign"))
    elif cmd == "quit":
        break
