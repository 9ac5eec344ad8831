#!/usr/bin/env python3
"""Real clients driving Kirin. Each session fails on any protocol error: a Kirin stdout
line that is not a protocol line of its dialect, an `info string
error`, an illegal or missing `bestmove`, or a hang (every wait has a timeout).

usage: protocol-clients.py KIRIN cshogi-mate | cchess-ucci | cchess-uci | ucix-game
"""
import os
import queue
import re
import subprocess
import sys
import threading
import time

KIRIN = os.path.abspath(sys.argv[1])
XQ_START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'
XQ_MOVE = r'[a-i][0-9][a-i][0-9]'
TIMEOUT = 60.0


def fail(msg):
    print('FAIL: ' + msg)
    sys.exit(1)


def cshogi_mate():
    """cshogi's Engine class: handshake, options, go_mate, a timed go with ponder, gameover."""
    from cshogi.usi.Engine import Engine
    import cshogi
    eng = Engine(KIRIN)
    eng.usi()
    eng.setoption('USI_Hash', 16)
    eng.isready()
    eng.usinewgame()
    eng.position(sfen='sfen 3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1')
    result = eng.go_mate(byoyomi=10000)
    board = cshogi.Board('3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1')
    moves = result.split()
    if len(moves) != 3:
        fail('go_mate: expected a 3-ply mate, got %r' % result)
    for m in moves:
        mv = board.move_from_usi(m)
        if not board.is_legal(mv):
            fail('go_mate: illegal %s in %r' % (m, result))
        board.push(mv)
    if not board.is_game_over():
        fail('go_mate: %r does not end in mate' % result)
    print('cshogi go_mate: checkmate %s' % result)
    eng.position(sfen='startpos')
    best, ponder = eng.go(byoyomi=300)
    board = cshogi.Board()
    if not board.is_legal(board.move_from_usi(best)):
        fail('go: illegal bestmove %s' % best)
    eng.gameover()
    eng.quit()
    print('cshogi Engine session: bestmove %s ponder %s' % (best, ponder))


def cchess_session(kind):
    """cchess's EngineManager (CR LF lines, setoption name/value even in UCCI, no isready):
    a 16-ply game where every move comes from Kirin through cchess."""
    from cchess import ChessBoard, FULL_INIT_FEN
    from cchess.engine import EngineManager, FenCache
    mgr = EngineManager(FenCache())
    load = mgr.load_ucci if kind == 'ucci' else mgr.load_uci
    options = {'hashsize': 16} if kind == 'ucci' else {'Hash': 16}
    if not load(KIRIN, options, {'depth': 5}):
        fail('cchess could not load Kirin over %s' % kind)
    board = ChessBoard(FULL_INIT_FEN)
    for ply in range(16):
        fen = board.to_fen()
        # get_fen_score loops until it sees a usable bestmove: guard it with a timeout.
        done = []
        t = threading.Thread(target=lambda: done.append(mgr.get_fen_score(fen)), daemon=True)
        t.start()
        t.join(TIMEOUT)
        action = done[0] if done else None
        if action is None:
            fail('cchess %s: no answer for %s' % (kind, fen))
        if action.get('action') != 'bestmove' or not re.fullmatch(XQ_MOVE, action.get('move', '')):
            fail('cchess %s: bad answer %r' % (kind, action))
        if board.move_iccs(action['move']) is None:
            fail('cchess %s: illegal move %s in %s' % (kind, action['move'], fen))
        board.next_turn()
        raw = action.get('raw_msg', '')
        if 'error' in raw:
            fail('cchess %s: %s' % (kind, raw))
    mgr.quit()
    print('cchess %s: 16 plies played, last position %s' % (kind, board.to_fen()))


class Proc:
    """A line-based engine process with a reader thread."""

    def __init__(self, argv, check=None):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.q = queue.Queue()
        self.check = check
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.p.stdout:
            self.q.put(line.rstrip('\n'))
        self.q.put(None)

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def until(self, pred):
        out = []
        deadline = time.time() + TIMEOUT
        while True:
            try:
                line = self.q.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                fail('timeout; last lines: %r' % out[-5:])
            if line is None:
                fail('engine exited; last lines: %r' % out[-5:])
            if self.check:
                self.check(line)
            out.append(line)
            if pred(line):
                return out


UCI_LINE = re.compile(
    r'^(id (name|author) \S.*|option name .+ type \S+.*|uciok|readyok|'
    r'bestmove (%s( ponder %s)?|\(none\))|info string \S.*|'
    r'info depth \d+ seldepth \d+ multipv \d+ score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? '
    r'nodes \d+ nps \d+ hashfull \d+ time \d+( pv %s( %s)*)?|info depth 0 score mate 0)$'
    % (XQ_MOVE, XQ_MOVE, XQ_MOVE, XQ_MOVE))


def check_uci_line(line):
    if not UCI_LINE.match(line):
        fail('not a UCI-X protocol line (ranks 0-9): %r' % line)
    if line.startswith('info string error'):
        fail('protocol error reported: %r' % line)


def to_sf(m):
    """ICCS (ranks 0-9) to pyffish's 1-10 ranks."""
    return '%s%d%s%d' % (m[0], int(m[1]) + 1, m[2], int(m[3]) + 1)


def ucix_game():
    """Kirin over UCI-X (ranks 0-9) against Fairy-Stockfish over UCCI, driven by this
    script: clocks with increments, pondering with hits and misses, `isready` pings during
    every search, every Kirin move checked legal with pyffish."""
    import pyffish as sf
    kirin = Proc([KIRIN], check_uci_line)
    fsf = Proc(['/usr/games/fairy-stockfish'])
    kirin.send('uci')
    kirin.until(lambda l: l == 'uciok')
    for line in ('setoption name Hash value 16', 'setoption name Ponder value true', 'ucinewgame', 'isready'):
        kirin.send(line)
    kirin.until(lambda l: l == 'readyok')
    fsf.send('ucci')
    fsf.until(lambda l: l == 'ucciok')
    fsf.send('isready')
    fsf.until(lambda l: l == 'readyok')
    moves, clock, hits, misses = [], [20000, 20000], 0, 0
    pondering = None  # the ponder move Kirin is searching on, if any

    def kirin_reply(lines):
        last = lines[-1]
        if last == 'bestmove (none)':
            return None, None
        t = last.split()
        return t[1], (t[3] if len(t) == 4 else None)

    def go_kirin():
        kirin.send('position startpos moves ' + ' '.join(moves) if moves else 'position startpos')
        kirin.send('go wtime %d btime %d winc 100 binc 100' % (clock[0], clock[1]))
        kirin.send('isready')
        # A search that ends at once (one legal move, a mate in the table) may answer before
        # the isready is read: readyok then follows the bestmove; both must come.
        lines = kirin.until(lambda l: l.startswith('bestmove'))
        if 'readyok' not in lines:
            kirin.until(lambda l: l == 'readyok')
        return kirin_reply(lines)

    kirin_red = True
    for ply in range(60):
        fen_moves = [to_sf(m) for m in moves]
        legal = sf.legal_moves('xiangqi', XQ_START, fen_moves)
        if not legal:
            break
        red_to_move = ply % 2 == 0
        if red_to_move == kirin_red:
            if pondering is not None and moves and moves[-1] == pondering:
                kirin.send('ponderhit')
                hits += 1
                best, ponder = kirin_reply(kirin.until(lambda l: l.startswith('bestmove')))
            else:
                if pondering is not None:
                    kirin.send('stop')
                    kirin.until(lambda l: l.startswith('bestmove'))
                    misses += 1
                best, ponder = go_kirin()
            pondering = None
            if best is None or to_sf(best) not in legal:
                fail('Kirin bestmove %s illegal after %s' % (best, ' '.join(moves)))
            moves.append(best)
            if ponder:
                after = [to_sf(m) for m in moves]
                if to_sf(ponder) not in sf.legal_moves('xiangqi', XQ_START, after):
                    fail('ponder move %s illegal after %s' % (ponder, ' '.join(moves)))
                kirin.send('position startpos moves ' + ' '.join(moves + [ponder]))
                kirin.send('go ponder wtime %d btime %d winc 100 binc 100' % (clock[0], clock[1]))
                pondering = ponder
        else:
            fsf.send('position startpos moves ' + ' '.join(moves) if moves else 'position startpos')
            fsf.send('go depth 6')
            line = fsf.until(lambda l: l.startswith('bestmove') or l == 'nobestmove')[-1]
            if line == 'nobestmove':
                break
            moves.append(line.split()[1])
    if pondering is not None:
        kirin.send('stop')
        kirin.until(lambda l: l.startswith('bestmove'))
    kirin.send('quit')
    fsf.send('quit')
    if kirin.p.wait(10) != 0:
        fail('Kirin exit code')
    print('UCI-X game vs Fairy-Stockfish (UCCI): %d plies, ponder hits %d, misses %d, 0 protocol errors'
          % (len(moves), hits, misses))


if __name__ == '__main__':
    what = sys.argv[2]
    {'cshogi-mate': cshogi_mate,
     'cchess-ucci': lambda: cchess_session('ucci'),
     'cchess-uci': lambda: cchess_session('uci'),
     'ucix-game': ucix_game}[what]()
