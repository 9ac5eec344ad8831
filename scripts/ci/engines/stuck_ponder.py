#!/usr/bin/env python3
"""A broken USI engine for testing the match judge: it plays legal moves at once (the
first legal move, with a legal ponder move), but once it is told `go ponder` it never
answers again: `stop` and `ponderhit` are read and ignored, as by an engine that hangs
in its ponder search. Like Kirin, it writes a `DebugLogFile` (milliseconds, `>>` for a
line read, `<<` for a line written), so the judge can be shown to blame it when it sits
in Kirin's chair."""
import sys
import time

import cshogi


def main():
    board = cshogi.Board()
    log, start, stuck = None, time.monotonic(), False

    def record(marker, line):
        if log is not None:
            log.write('%d %s %s\n' % ((time.monotonic() - start) * 1000, marker, line))
            log.flush()

    def say(line):
        record('<<', line)
        sys.stdout.write(line + '\n')
        sys.stdout.flush()

    for raw in sys.stdin:
        line = raw.strip()
        record('>>', line)
        words = line.split()
        if not words:
            continue
        if words[0] == 'quit':
            break
        if stuck:
            continue
        if words[0] == 'usi':
            say('id name StuckPonder')
            say('usiok')
        elif words[0] == 'isready':
            say('readyok')
        elif line.startswith('setoption name DebugLogFile value '):
            log = open(line.split(' value ', 1)[1], 'a')
        elif words[0] == 'position':
            moves = words[words.index('moves') + 1:] if 'moves' in words else []
            sfen = line.split('sfen ', 1)[1].split(' moves')[0] if words[1] == 'sfen' else None
            board = cshogi.Board(sfen) if sfen else cshogi.Board()
            for m in moves:
                board.push_usi(m)
        elif words[0] == 'go':
            if 'ponder' in words:
                stuck = True
                continue
            legal = list(board.legal_moves)
            if not legal:
                say('bestmove resign')
                continue
            move = legal[0]
            board.push(move)
            reply = list(board.legal_moves)
            board.pop()
            ponder = ' ponder ' + cshogi.move_to_usi(reply[0]) if reply else ''
            say('bestmove ' + cshogi.move_to_usi(move) + ponder)


if __name__ == '__main__':
    main()
