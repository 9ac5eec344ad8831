#!/usr/bin/env python3
"""Protocol latency of Kirin, measured through pipes like a GUI.

For each dialect asked for, TRIES times: `go infinite` on a middlegame-like position,
wait a random 20-80 ms, send `isready` and time `readyok` (mid-search; the search must
go on), then send `stop` and time `bestmove`. Prints p50 / p99 / max in milliseconds.
The target, as for any fast engine: `bestmove` within 10 ms of `stop`.

usage: protocol-latency.py [--engine PATH] [--tries N] [--dialects usi,ucci]
"""
import argparse
import queue
import random
import subprocess
import sys
import threading
import time

POSITIONS = {
    'usi': 'position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b',
    'ucci': 'position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7',
    'uci': 'position startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7',
}


def percentile(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100.0 * (len(s) - 1))))]


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, bufsize=0)
        self.q = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.p.stdout:
            self.q.put((time.perf_counter(), raw.decode('ascii', 'replace').rstrip('\n')))
        self.q.put((time.perf_counter(), None))

    def send(self, line):
        t = time.perf_counter()
        self.p.stdin.write((line + '\n').encode())
        self.p.stdin.flush()
        return t

    def wait_for(self, pred, timeout=30.0):
        deadline = time.perf_counter() + timeout
        while True:
            try:
                t, line = self.q.get(timeout=max(0.001, deadline - time.perf_counter()))
            except queue.Empty:
                sys.exit('FAIL: timeout waiting for a reply')
            if line is None:
                sys.exit('FAIL: engine exited')
            if pred(line):
                return t, line


def measure(path, dialect, tries, rng):
    e = Engine(path)
    e.send(dialect)
    e.wait_for(lambda l: l == dialect + 'ok')
    e.send('isready')
    e.wait_for(lambda l: l == 'readyok')
    e.send(POSITIONS[dialect])
    stop_ms, ready_ms, idle_ms = [], [], []
    for _ in range(tries):
        t0 = e.send('isready')
        t1, _ = e.wait_for(lambda l: l == 'readyok')
        idle_ms.append((t1 - t0) * 1000)
        e.send('go infinite')
        time.sleep(rng.uniform(0.02, 0.08))
        t0 = e.send('isready')
        t1, _ = e.wait_for(lambda l: l == 'readyok' or l.startswith('bestmove'))
        ready_ms.append((t1 - t0) * 1000)
        t0 = e.send('stop')
        t1, line = e.wait_for(lambda l: l.startswith('bestmove') or l == 'nobestmove')
        stop_ms.append((t1 - t0) * 1000)
    e.send('quit')
    e.p.wait(10)
    for name, v in (('stop -> bestmove', stop_ms), ('isready -> readyok mid-search', ready_ms),
                    ('isready -> readyok idle', idle_ms)):
        print('%-5s %-30s n=%d p50 %.2f ms  p99 %.2f ms  max %.2f ms'
              % (dialect, name, len(v), percentile(v, 50), percentile(v, 99), max(v)))
    return percentile(stop_ms, 99)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--engine', default='target/release/kirin')
    ap.add_argument('--tries', type=int, default=200)
    ap.add_argument('--dialects', default='usi,ucci')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--reference', default='/usr/games/fairy-stockfish',
                    help='engine measured the same way in the same run, for scale ("" to skip)')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    worst = 0.0
    for d in args.dialects.split(','):
        worst = max(worst, measure(args.engine, d, args.tries, rng))
    print('worst p99 stop -> bestmove: %.2f ms (target < 10 ms)' % worst)
    if args.reference:
        # The same measurement of a reference engine on the same (shared, noisy) machine:
        # its tail shows how much of ours is scheduling noise.
        print('reference %s, usi:' % args.reference)
        ref = measure(args.reference, 'usi', args.tries, rng)
        print('p99 stop -> bestmove, Kirin / reference: %.2f' % (worst / max(ref, 1e-3)))


if __name__ == '__main__':
    main()
