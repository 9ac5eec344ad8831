#!/usr/bin/env python3
"""A deliberately broken USI / UCCI / UCI engine for testing `kirin check`. It needs no
rules library: it answers each `go` with a move that is legal in every position the
checker sends (the start and the checker's opening moves keep the edge pawns and soldiers
at home): 1g1f / 9c9d in shogi, a3a4 / a6a5 in xiangqi, by the side to move.
Usage: broken_engine.py MODE

Modes:
  noready    never answers isready (everything else is fine)
  exitonstop exits when it receives stop
  garbage    prints junk instead of a bestmove
  noidname   sends no `id name` in the handshake
  badoption  declares an option line without a type
  badponder  declares USI_Ponder / Ponder, answers ponderhit with junk (stop is fine)
  strictutf8 dies on input that is not UTF-8
  noquit     ignores quit while a search is running
"""
import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "noready"
dialect = None
plies = 0
searching = False


def out(line):
    sys.stdout.buffer.write(line if isinstance(line, bytes) else line.encode() + b"\n")
    sys.stdout.flush()


def answer():
    global searching
    searching = False
    if mode == "garbage":
        out(b"\x00\xff\xfe garbage \x1b[31m\n")
        out("bestmove ???")
        return
    first = plies % 2 == 0
    if dialect == "usi":
        out("bestmove " + ("1g1f" if first else "9c9d"))
    else:
        out("bestmove " + ("a3a4" if first else "a6a5"))


for raw in sys.stdin.buffer:
    words = raw.decode("utf-8", "strict" if mode == "strictutf8" else "replace").split()
    if not words:
        continue
    command = words[0]
    if dialect is None and command in ("usi", "ucci", "uci"):
        dialect = command
        if mode != "noidname":
            out("id name Broken " + mode)
        out("id author the Kirin tests")
        if mode == "badoption":
            out("option name Hash default 16 min 1 max 1024")
        elif dialect == "ucci":
            out("option hashsize type spin min 1 max 1024 default 16")
        else:
            out("option name Hash type spin default 16 min 1 max 1024")
        if mode == "badponder":
            name = "USI_Ponder" if dialect == "usi" else "Ponder"
            out("option name %s type check default false" % name)
        out(dialect + "ok")
    elif command == "isready":
        if mode != "noready":
            out("readyok")
    elif command == "position":
        plies = len(words) - words.index("moves") - 1 if "moves" in words else 0
    elif command == "go":
        if "infinite" in words or "ponder" in words:
            searching = True
        else:
            answer()
    elif command == "stop":
        if mode == "exitonstop":
            sys.exit(0)
        if searching:
            answer()
    elif command == "ponderhit":
        if searching and mode == "badponder":
            searching = False
            out("bestmove ???")
        elif searching:
            answer()
    elif command == "quit":
        if not (mode == "noquit" and searching):
            sys.exit(0)
