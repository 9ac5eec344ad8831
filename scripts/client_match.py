#!/usr/bin/env python3
"""Shogi games through cshogi's match runner (`python3 -m cshogi.cli`), one game per run,
each under its own watchdog, judged on Kirin's side only.

Why one run per game: a hang (of an engine, or of the client itself) ends only that game,
within the watchdog, and its whole exchange is kept in the log folder.

Why judge Kirin's side only: the client and the opponents are third-party code with known
faults. cshogi 1.1.0 writes `go ponder` from a worker thread and the next `stop` or
`ponderhit` from its main thread; on a loaded machine the `stop` can reach the engine
first. The engine then sees a `stop` with nothing to stop, followed by a `go ponder` that
the USI protocol says to hold until `stop` or `ponderhit`; cshogi waits for a `bestmove`
that never comes. Seen here in Kirin's DebugLogFile:

    3248 >> position startpos moves ... 8i7g S*4g
    3256 >> stop
    3258 >> go ponder byoyomi 100

Each Kirin chair is given a `DebugLogFile`: the order in which Kirin really received the
lines. When the watchdog ends a game, the judge replays that log: Kirin is at fault only
if it owes an answer (`bestmove` after `go`, or after `stop` / `ponderhit` of a running
ponder search; `readyok` after `isready`; `usiok` after `usi`). Otherwise the game is
recorded as hung elsewhere (the opponent or the client), with the last lines of the
exchange, and does not fail Kirin.

A game also fails on an illegal move by Kirin (cshogi's verdict), an `info string error`
from Kirin, or a Kirin process that exits early.

usage: client_match.py --engine CMD [--engine CMD] --kirin 1|2|1,2 --games N
                       [--byoyomi MS] [--ponder] [--watchdog S] [--logs DIR]
Exit status: 0 when Kirin is at fault in no game; 1 otherwise; 2 on bad arguments.
"""
import argparse
import os
import signal
import subprocess
import sys
import time

# Lines a USI engine must answer, and the answer (DebugLogFile markers: `>>` read, `<<` written).
ANSWERS = {'usi': 'usiok', 'isready': 'readyok'}
# cshogi's result line names a foul (反則): an illegal move, or a perpetual check by the loser.
ILLEGAL_MARK = '反則'


def owed_answer(debug_log):
    """What Kirin owes at the end of its protocol log, or None. Replays the received lines
    in their arrival order: a `go` owes a `bestmove`; a `go ponder` owes nothing until
    `stop` or `ponderhit` arrives; `usi` and `isready` owe their acknowledgements."""
    owed, pondering = None, False
    try:
        with open(debug_log, encoding='utf-8', errors='replace') as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    for entry in lines:
        parts = entry.split(' ', 2)
        if len(parts) < 3:
            continue
        marker, line = parts[1], parts[2].strip()
        word = line.split(' ', 1)[0]
        if marker == '>>':
            if word == 'go':
                pondering = 'ponder' in line.split()[1:]
                owed = None if pondering else ('bestmove', line)
            elif word in ('stop', 'ponderhit') and pondering:
                owed, pondering = ('bestmove', line), False
            elif word in ANSWERS and owed is None:
                owed = (ANSWERS[word], line)
        elif marker == '<<' and owed is not None:
            if word == owed[0]:
                owed = None
    return owed


def foul_loser(line):
    """The chair that lost by a foul, from cshogi's result line: it names the loser
    ('先手の反則負け', sente's foul loss) or the winner ('先手の反則勝ち'); chair 1 is sente."""
    sente_named = '先手の反則' in line
    loser_named = '反則負け' in line
    return 1 if sente_named == loser_named else 2


def tail(path, n):
    """The last n lines of a log that are not search `info` lines (the commands and answers)."""
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            lines = [line.rstrip('\n')[:160] for line in f]
    except OSError:
        return []
    return [line for line in lines if ':info ' not in line and ' << info ' not in line][-n:]


def play_game(args, game, logs):
    """Plays one game; returns (verdict, detail, kirin_bestmoves). Colours alternate by
    game: the engines' chairs swap on odd games."""
    swap = game % 2 == 1
    engines = list(args.engine) if len(args.engine) == 2 else args.engine * 2
    kirin = set(args.kirin)
    if swap:
        engines.reverse()
        kirin = {3 - k for k in kirin}
    log = os.path.join(logs, 'game%d.log' % game)
    debug = {k: os.path.join(logs, 'game%d-kirin%d.debug.log' % (game, k)) for k in kirin}
    cmd = [sys.executable, '-u', '-m', 'cshogi.cli', engines[0], engines[1], '--games', '1',
           '--byoyomi', str(args.byoyomi), '--draw', str(args.draw), '--debug']
    if args.ponder:
        cmd.append('--ponder')
    for chair in (1, 2):
        options = ['USI_Hash:16']
        if chair in debug:
            options.append('DebugLogFile:' + debug[chair])
        cmd += ['--options%d' % chair, ','.join(options)]
    start = time.monotonic()
    with open(log, 'w') as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=logs,
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=args.watchdog)
            hung = False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc, hung = None, True
    seconds = time.monotonic() - start
    text = open(log, encoding='utf-8', errors='replace').read()
    lines = text.splitlines()
    bestmoves = sum(1 for line in lines for k in kirin if line.startswith('%d:bestmove' % k))
    for k in sorted(kirin):
        errors = [line for line in lines if line.startswith('%d:info string error' % k)]
        if errors:
            return 'fail', 'Kirin (chair %d) reported %s' % (k, errors[0]), bestmoves
    if hung:
        for k in sorted(kirin):
            owed = owed_answer(debug[k])
            if owed is not None:
                return ('fail', 'Kirin (chair %d) hung: owes %s to "%s" after %.0f s; its log ends:\n    %s'
                        % (k, owed[0], owed[1][:80], seconds, '\n    '.join(tail(debug[k], 8))), bestmoves)
        return ('hung elsewhere', 'watchdog ended the game after %.0f s with Kirin owing nothing; '
                'the exchange ends:\n    %s' % (seconds, '\n    '.join(tail(log, 8))), bestmoves)
    foul = next((line for line in lines if ILLEGAL_MARK in line), None)
    if foul is not None:
        if foul_loser(foul) in kirin:
            return 'fail', 'Kirin lost by a foul (illegal move or perpetual check): ' + foul, bestmoves
        return 'opponent foul', foul, bestmoves
    if rc != 0:
        return 'fail', 'the client exited with %s; the log ends:\n    %s' % (rc, '\n    '.join(tail(log, 8))), bestmoves
    result = next((line for line in reversed(lines) if line.startswith('まで')), '(no result line)')
    return 'ok', '%.0f s, %s' % (seconds, result), bestmoves


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--engine', action='append', required=True, help='engine command (once or twice)')
    parser.add_argument('--kirin', default='1', help='chairs that are Kirin in game 0: 1, 2 or 1,2')
    parser.add_argument('--games', type=int, default=2)
    parser.add_argument('--byoyomi', type=int, default=100)
    parser.add_argument('--draw', type=int, default=80, help='plies before the game is drawn')
    parser.add_argument('--ponder', action='store_true')
    parser.add_argument('--watchdog', type=float, default=120.0, help='seconds one game may take')
    parser.add_argument('--logs', default=None, help='folder for the logs (default: a new temporary one)')
    args = parser.parse_args()
    if len(args.engine) > 2:
        parser.error('one or two engines')
    args.engine = [os.path.abspath(e) if os.path.exists(e) else e for e in args.engine]
    args.kirin = [int(k) for k in args.kirin.split(',')]
    if not set(args.kirin) <= {1, 2}:
        parser.error('--kirin takes 1, 2 or 1,2')
    logs = os.path.abspath(args.logs or subprocess.check_output(['mktemp', '-d']).decode().strip())
    os.makedirs(logs, exist_ok=True)
    failed, hung, total_moves = 0, 0, 0
    for game in range(args.games):
        verdict, detail, moves = play_game(args, game, logs)
        total_moves += moves
        failed += verdict == 'fail'
        hung += verdict == 'hung elsewhere'
        print('game %d: %s: %s' % (game + 1, verdict, detail), flush=True)
    print('%d games, %d Kirin bestmoves, %d hung outside Kirin, logs in %s'
          % (args.games, total_moves, hung, logs))
    print('%d passed, %d failed' % (args.games - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
