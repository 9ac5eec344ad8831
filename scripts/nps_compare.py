#!/usr/bin/env python3
"""Search speed of Kirin next to fairy-stockfish, in the same run, on the same positions.

For each game, each position of a subset of Kirin's bench list is searched for a fixed
time by Kirin (1 thread), by fairy-stockfish (1 thread) and by Kirin with 2 threads,
interleaved so that machine load hits all three alike. Prints the nodes per second of
each search and the ratios of the summed nodes over the summed time:
Kirin/fairy-stockfish at 1 thread, and Kirin 2 threads / 1 thread. On a shared, loaded
machine wall-clock nps depends on the CPU share each process gets (a 2-thread process
gets more), so the script also prints nodes per CPU-second of each process (from
/proc/<pid>/stat), which load does not distort.

usage: scripts/nps_compare.py [--kirin target/release/kirin] [--fsf /usr/games/fairy-stockfish]
                              [--movetime 1000] [--positions 6] [--go infinite|movetime]
                              [--rounds 1]
Nodes are counted differently by different engines (Kirin counts every node of the
main search and quiescence, as Stockfish does), so the ratio is indicative only.

By default every search is `go infinite`, stopped with `stop` after --movetime ms, so
both engines search for the same wall time whatever they find. With `--go movetime` each
engine gets `go movetime` and may stop sooner: Kirin stops once a mate is proven and the
search depth is twice its length (bench position 6 of both games is a mate in 3: Kirin
stopped after 30-55 ms, setup included, and its nps there measured mostly the setup),
while fairy-stockfish iterates on to depth 245 through a tree that mate-distance pruning
and table hits have shrunk to almost nothing (1.3-1.8M nps, 5x its usual rate).
A position where an engine reports a mate score is marked `mate`, and the ratios are
printed a second time without those positions, where the nps says little about speed.
"""
import argparse
import math
import os
import re
import subprocess
import sys
import time


def bench_positions(src, game):
    """The FEN/SFEN literals of BENCH_POSITIONS in SRC/<game>/bench_positions.rs (each
    game declares its bench positions next to its rules)."""
    path = os.path.join(src, game, "bench_positions.rs")
    text = open(path, encoding="utf-8").read()
    block = text[text.index("pub const BENCH_POSITIONS"):]
    block = block[: block.index("];")]
    return re.findall(r'^\s*"([^"]+)",', block, re.M)


class Engine:
    def __init__(self, cmd, hello, ok, options, newgame):
        self.newgame = newgame
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send(hello)
        self.wait(lambda l: l == ok)
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.wait(lambda l: l == "readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, done):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            line = line.strip()
            lines.append(line)
            if done(line):
                return lines

    def cpu_seconds(self):
        """User + system CPU time of the engine process so far."""
        fields = open(f"/proc/{self.p.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def search(self, position, movetime, go):
        # A fresh table each time, so that a position searched again in a later round
        # starts as it did in the first.
        self.send(self.newgame)
        self.send(position)
        self.send("isready")
        self.wait(lambda l: l == "readyok")
        cpu = self.cpu_seconds()
        if go == "infinite":
            self.send("go infinite")
            time.sleep(movetime / 1000)
            self.send("stop")
        else:
            self.send(f"go movetime {movetime}")
        lines = self.wait(lambda l: l.startswith("bestmove"))
        cpu = self.cpu_seconds() - cpu
        nodes, ms, mate = None, None, False
        # The first line that reports the final node count: an engine that has run out
        # of depth (a proven mate searched to its maximum depth) waits for `stop` and
        # then reports the same nodes again with the idle time added.
        for line in lines:
            m = re.search(r"\bnodes (\d+)", line)
            t = re.search(r"\btime (\d+)", line)
            if m and t and line.startswith("info") and (nodes is None or int(m.group(1)) > nodes):
                nodes, ms = int(m.group(1)), int(t.group(1))
                mate = re.search(r"\bscore mate\b", line) is not None
        if nodes is None:
            raise RuntimeError(f"no nodes/time in the reply to {position}")
        return nodes, max(ms, 1), cpu, mate

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def position_ratio(result):
    """Kirin's nps over fairy-stockfish's on one position (1 thread, wall clock)."""
    kirin, fsf = (result[k][0] / result[k][1] for k in ("kirin", "fsf"))
    return kirin / max(fsf, 1e-9)


def summarise(game, label, results):
    """Prints the ratios over `results`: summed nodes over summed time, and the geometric
    mean of the per-position ratios; returns the wall-clock nps of each engine.

    The summed ratio weighs each position by the time each engine spent on it, which
    differs where an engine stops early: on a proven mate Kirin runs out of depth after
    7-320 ms, while fairy-stockfish searches up to the whole second at 3x its usual rate, so
    that one position lowers Kirin's summed ratio though Kirin is 3x faster on it too.
    The geometric mean weighs every position the same (the usual summary of speed
    ratios), and the lowest ratio shows the worst position."""
    totals = {k: [sum(r[k][i] for r in results) for i in range(3)] for k in ("kirin", "fsf", "kirin2")}
    nps = {k: v[0] * 1000 // max(v[1], 1) for k, v in totals.items()}
    cpu = {k: int(v[0] / max(v[2], 1e-3)) for k, v in totals.items()}
    print(f"{game}{label} (wall clock): kirin {nps['kirin']} nps, fairy-stockfish {nps['fsf']} nps, "
          f"ratio kirin/fsf = {nps['kirin'] / max(nps['fsf'], 1):.2f}; "
          f"kirin Threads=2 {nps['kirin2']} nps, ratio T2/T1 = {nps['kirin2'] / max(nps['kirin'], 1):.2f}")
    ratios = [position_ratio(r) for r in results]
    geomean = math.exp(sum(math.log(max(x, 1e-9)) for x in ratios) / max(len(ratios), 1))
    print(f"{game}{label} (each position weighs the same): geometric mean of the per-position "
          f"ratios kirin/fsf = {geomean:.2f}, lowest {min(ratios):.2f}")
    print(f"{game}{label} (per CPU-second): kirin {cpu['kirin']}, fairy-stockfish {cpu['fsf']}, "
          f"ratio kirin/fsf = {cpu['kirin'] / max(cpu['fsf'], 1):.2f}; "
          f"kirin Threads=2 {cpu['kirin2']} per CPU-second "
          f"({cpu['kirin2'] / max(cpu['kirin'], 1):.2f} of Threads=1: the cost of sharing)")
    return nps


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kirin", default="target/release/kirin")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--movetime", type=int, default=1000)
    ap.add_argument("--positions", type=int, default=6)
    ap.add_argument("--go", choices=("infinite", "movetime"), default="infinite")
    ap.add_argument("--rounds", type=int, default=1,
                    help="search the position list this many times, summing each position's "
                         "nodes and time over the rounds (a noisy box: one 1 s search per "
                         "position and engine varied the per-position ratio by up to 2x)")
    ap.add_argument("--src", default="src", help="Kirin's source directory (bench positions)")
    args = ap.parse_args()
    failed = False
    for game in ("shogi", "xiangqi"):
        positions = bench_positions(args.src, game)[: args.positions]
        if game == "shogi":
            kirin = lambda threads: Engine([args.kirin], "usi", "usiok", [("USI_Hash", 64), ("Threads", threads)], "usinewgame")
            fsf = Engine([args.fsf], "usi", "usiok", [("USI_Hash", 64), ("Threads", 1)], "usinewgame")
            pos = lambda f: f"position sfen {f}"
        else:
            kirin = lambda threads: Engine([args.kirin], "uci", "uciok", [("Hash", 64), ("Threads", threads)], "ucinewgame")
            fsf = Engine([args.fsf], "uci", "uciok", [("UCI_Variant", "xiangqi"), ("Hash", 64), ("Threads", 1)], "ucinewgame")
            pos = lambda f: f"position fen {f}"
        k1, k2 = kirin(1), kirin(2)
        # Per position and engine: (nodes, wall ms, CPU seconds); and which positions
        # some engine reported a mate score in.
        results, mates = [], []
        print(f"== {game}: {len(positions)} positions, {args.movetime} ms each (go {args.go}), "
              f"{args.rounds} round(s)")
        print(f"{'#':>3} {'kirin nps':>11} {'fsf nps':>11} {'kirin T2 nps':>13} {'kirin/fsf':>9} "
              f"{'kirin ms':>8} {'fsf ms':>6}   (wall clock)")
        for i, fen in enumerate(positions, 1):
            result, mate = {k: (0, 0, 0.0) for k in ("kirin", "fsf", "kirin2")}, False
            for _ in range(args.rounds):
                for name, engine in (("kirin", k1), ("fsf", fsf), ("kirin2", k2)):
                    nodes, ms, cpu, engine_mate = engine.search(pos(fen), args.movetime, args.go)
                    result[name] = tuple(a + b for a, b in zip(result[name], (nodes, ms, cpu)))
                    mate |= engine_mate
            results.append(result)
            mates.append(mate)
            row = [result[k][0] * 1000 // result[k][1] for k in ("kirin", "fsf", "kirin2")]
            print(f"{i:>3} {row[0]:>11} {row[1]:>11} {row[2]:>13} {position_ratio(result):>9.2f} "
                  f"{result['kirin'][1]:>8} {result['fsf'][1]:>6}" + ("   mate" if mate else ""))
        for e in (k1, k2, fsf):
            e.quit()
        nps = summarise(game, "", results)
        if any(mates) and not all(mates):
            kept = [r for r, mate in zip(results, mates) if not mate]
            summarise(game, f", {len(kept)} positions without a mate score", kept)
        if nps["kirin"] == 0:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
