#!/usr/bin/env python3
"""perft_speed.py - single-threaded perft speed of Kirin against Fairy-Stockfish.

Both engines are driven over their protocol with `go perft N` on the same positions in
the same run: Kirin over USI (shogi) or UCCI (xiangqi), Fairy-Stockfish over USI (shogi)
or UCI with `UCI_Variant xiangqi`. Each command is timed by wall clock from sending
`go perft` to reading `Nodes searched:`; each measurement runs --repeat times (default
2) and the best time counts. Kirin's `go perft` is single-threaded; Fairy-Stockfish's
perft always is. Prints leaf nodes per second for both and the ratio Kirin / FSF.

usage: scripts/perft_speed.py --game shogi|xiangqi [--kirin PATH] [--fsf PATH]
                              [--repeat N] [--quick]

The machine is shared: the script asks for `nice -5` (needs privileges; otherwise it says
so) and prints the load average before and after, so the figures can be judged.
"""

import argparse
import os
import subprocess
import sys
import time

# Positions: (name, position command argument, depth, depth with --quick).
SHOGI = [
    ("start position", "startpos", 6, 5),
    # 'Matsuri' perft position (shogi-perft.txt; published 207 / 28684 / 4809015; D4 516925165)
    ("matsuri",
     "sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", 4, 3),
]
XIANGQI = [
    ("start position", "fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5, 4),
    # published middlegame perft position (xiangqi-perft.txt, D4 4485547)
    ("middlegame A",
     "fen 1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", 5, 4),
    # random playout, opening/middlegame (xiangqi-perft.txt)
    ("middlegame B",
     "fen 1Cbakab1r/9/5c3/p1p1p1p1p/9/2P6/c3P1P1P/B7N/8C/RN1K1AB1R b - - 0 1", 5, 4),
]


class Engine:
    def __init__(self, cmd, hello, ready_word, setup=()):
        self.proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send(hello)
        self.wait_for(ready_word)
        for line in setup:
            self.send(line)
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, word):
        seen = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("engine exited while waiting for %r; it said: %s" % (word, seen[-5:]))
            seen.append(line.strip())
            if line.strip().startswith(word):
                return line.strip()

    def perft(self, position, depth):
        """Returns (nodes, seconds) of one `go perft`."""
        self.send("position " + position)
        self.send("isready")
        self.wait_for("readyok")
        start = time.perf_counter()
        self.send("go perft %d" % depth)
        line = self.wait_for("Nodes searched")
        elapsed = time.perf_counter() - start
        return int(line.split(":")[1]), elapsed

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


def best_of(engine, position, depth, repeat):
    results = [engine.perft(position, depth) for _ in range(repeat)]
    nodes = results[0][0]
    if any(n != nodes for n, _ in results):
        raise RuntimeError("node counts differ between runs: %s" % results)
    return nodes, min(t for _, t in results)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=["shogi", "xiangqi"], required=True)
    ap.add_argument("--kirin", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    "..", "target", "release", "kirin"))
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--quick", action="store_true", help="one ply shallower everywhere")
    args = ap.parse_args()

    try:
        os.nice(-5)
        niceness = "nice -5"
    except OSError:
        niceness = "normal priority (nice -5 not permitted)"
    print("perft_speed: %s, %s, load average before: %s" % (args.game, niceness, os.getloadavg()))

    if args.game == "shogi":
        positions = SHOGI
        kirin = Engine(args.kirin, "usi", "usiok")
        fsf = Engine(args.fsf, "usi", "usiok")
    else:
        positions = XIANGQI
        kirin = Engine(args.kirin, "ucci", "ucciok")
        fsf = Engine(args.fsf, "uci", "uciok", setup=["setoption name UCI_Variant value xiangqi"])

    print("%-16s %5s %12s %10s %12s %10s %12s %7s" %
          ("position", "depth", "nodes", "kirin s", "kirin nps", "fsf s", "fsf nps", "ratio"))
    total = {"kirin_nodes": 0, "kirin_s": 0.0, "fsf_nodes": 0, "fsf_s": 0.0}
    try:
        for name, position, depth, quick_depth in positions:
            d = quick_depth if args.quick else depth
            kn, ks = best_of(kirin, position, d, args.repeat)
            fn, fs = best_of(fsf, position, d, args.repeat)
            ratio = (kn / ks) / (fn / fs)
            print("%-16s %5d %12d %10.2f %12.0f %10.2f %12.0f %6.1fx" %
                  (name, d, kn, ks, kn / ks, fs, fn / fs, ratio), flush=True)
            if kn != fn:
                # Fairy-Stockfish counts pawn-drop mates as legal (testdata README).
                print("  note: node counts differ (kirin %d, fsf %d)" % (kn, fn))
            total["kirin_nodes"] += kn
            total["kirin_s"] += ks
            total["fsf_nodes"] += fn
            total["fsf_s"] += fs
    finally:
        kirin.close()
        fsf.close()
    k = total["kirin_nodes"] / total["kirin_s"]
    f = total["fsf_nodes"] / total["fsf_s"]
    print("overall: kirin %.0f nps, fairy-stockfish %.0f nps, ratio %.1fx" % (k, f, k / f))
    print("load average after: %s" % (os.getloadavg(),))


if __name__ == "__main__":
    sys.exit(main())
