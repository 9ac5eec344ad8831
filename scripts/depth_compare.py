#!/usr/bin/env python3
"""Search depth of Kirin next to a reference engine at equal time, in the same run.

For each game, each position of Kirin's bench list (src/<game>/bench_positions.rs) is searched for the
same wall time by Kirin and by a reference engine, both with 1 thread and a 64 MB hash,
interleaved (which engine goes first alternates from position to position and from
round to round) so that machine load hits both alike:

  shogi    Kirin over USI    vs YaneuraOu, material edition (USI)
  xiangqi  Kirin over UCI    vs Pikafish-HCE (UCI; both write ranks 0-9)

Every search is `go infinite`, stopped with `stop` after --movetime ms, so both engines
search for the same wall time whatever they find. Each engine gets `usinewgame` /
`ucinewgame` and `isready` before each position (a fresh hash table, so that a position
searched again in a later round starts as it did in the first), then `position` and `go`.
Prints, per position, the depth, the completed depth, the seldepth and the nps of each
engine and the depth differences; per game, the mean depths, the mean differences, the
nps ratio (summed nodes over summed time, Kirin over the reference) and the share of
the wall time each engine process got on the CPU (its user + system time, from procfs).

usage: scripts/depth_compare.py [--kirin target/release/kirin]
                                [--shogi-ref /opt/anchors/yaneuraou/YaneuraOu-material]
                                [--xiangqi-ref /opt/anchors/pikafish-hce/pikafish]
                                [--game shogi|xiangqi|both] [--movetime 1000]
                                [--positions K] [--rounds 1]

The reference engines are opponents and yardsticks only; nothing of them is in Kirin.
YaneuraOu comes from the public repository github.com/yaneurao/YaneuraOu, built as its
MATERIAL edition (YANEURAOU_ENGINE_MATERIAL: a handcrafted material evaluation, no NNUE);
it gets `BookFile no_book`, `NetworkDelay 0`, `NetworkDelay2 0` and
`MinimumThinkingTime 20` besides the thread and hash settings. Pikafish-HCE (Pikafish
with a handcrafted evaluation instead of NNUE) comes from github.com/skystarspython/Pikafish-HCE.

Caveats:
- "depth" is the depth of the last `info ... depth` line before `bestmove`. The engines
  do not mean the same by it: after `stop`, YaneuraOu and Pikafish (Stockfish's
  convention) report the iteration that `stop` interrupted, usually one deeper than the
  last completed one, often with a bound (YaneuraOu has also ended on a line one
  shallower than its last completed iteration); Kirin reports its last completed
  iteration again. So the table also shows "done": the deepest of the other lines, plus the last
  one if it came before `stop` was sent (a search that ended by itself), i.e. the last
  completed iteration of either engine. The difference of "done" is the fairer one. An
  iteration that completes within the few milliseconds before `stop` is read can be
  counted one short.
- Depth is not a unit shared between engines: each prunes and reduces in its own way,
  so equal depth is not equal work, and Stockfish-family engines (both references) are
  known to report high nominal depths. Read the difference as indicative only, and
  mainly as a measure of change between two Kirin builds against the same reference.
- Nodes are counted differently by different engines, so the nps ratio is indicative
  only. On a loaded machine the wall-clock depth and nps depend on the CPU share each
  process gets, hence the CPU share line.
- A position where either engine's final line has a mate score is marked `mate`
  (depth there says little: mate-distance pruning shrinks the tree and an engine may
  iterate to its maximum depth); the summary is printed a second time without them.
- YaneuraOu resets its position to the start position on `isready`, so `position` is
  sent after `readyok`, for every engine. YaneuraOu also takes several CPU-seconds to
  answer `usi` (about 10 s of wall time on a loaded 2-core machine), hence the default
  --startup-timeout of 30 s; `isready` waits up to 10 s and `bestmove` up to --movetime
  + 10 s, after which the engine is killed and the game is abandoned (exit status 1).
"""
import argparse
import os
import queue
import re
import subprocess
import sys
import threading
import time

# The bench list is read the same way as the speed comparison reads it.
from nps_compare import bench_positions

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
READY_TIMEOUT = 10.0
BESTMOVE_GRACE = 10.0


class EngineError(Exception):
    pass


class Engine:
    """One engine process; a reader thread queues its output lines, so that every wait
    has a timeout and an engine that hangs or exits cannot hang the script."""

    def __init__(self, label, path, hello, ok, options, newgame, startup_timeout):
        self.label, self.newgame = label, newgame
        self.name = label
        try:
            self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except OSError as e:
            raise EngineError(f"{label}: cannot start {path}: {e}")
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send(hello)
        for line, _ in self.wait(lambda l: l == ok, startup_timeout, f"`{ok}`"):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put((line.strip(), time.monotonic()))
        self.lines.put((None, time.monotonic()))

    def send(self, line):
        try:
            self.p.stdin.write(line + "\n")
            self.p.stdin.flush()
        except (BrokenPipeError, OSError):
            self.kill()
            raise EngineError(f"{self.label}: exited (could not send `{line}`)")

    def wait(self, done, timeout, what):
        """The lines up to and including the first for which done(line) holds, each
        with the time it was read."""
        got, deadline = [], time.monotonic() + timeout
        while True:
            try:
                line, at = self.lines.get(timeout=max(deadline - time.monotonic(), 0))
            except queue.Empty:
                self.kill()
                raise EngineError(f"{self.label}: no {what} within {timeout:g} s; killed")
            if line is None:
                self.kill()
                raise EngineError(f"{self.label}: exited while waiting for {what}")
            got.append((line, at))
            if done(line):
                return got

    def ready(self):
        self.send("isready")
        self.wait(lambda l: l == "readyok", READY_TIMEOUT, "`readyok`")

    def cpu_seconds(self):
        """User + system CPU time of the engine process so far."""
        try:
            fields = open(f"/proc/{self.p.pid}/stat").read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return 0.0

    def search(self, position, movetime):
        self.send(self.newgame)
        # YaneuraOu sets up the start position on `isready`: the position comes after.
        self.ready()
        self.send(position)
        cpu, wall = self.cpu_seconds(), time.monotonic()
        self.send("go infinite")
        time.sleep(movetime / 1000)
        stop_sent = time.monotonic()
        self.send("stop")
        lines = self.wait(lambda l: l.startswith("bestmove"), movetime / 1000 + BESTMOVE_GRACE,
                          "`bestmove`")
        cpu, wall = self.cpu_seconds() - cpu, time.monotonic() - wall
        infos = []
        for line, at in lines:
            if not line.startswith("info ") or " string " in f" {line} ":
                continue
            d, n, t = (re.search(rf"\b{k} (\d+)", line) for k in ("depth", "nodes", "time"))
            if d and n and t:
                sel = re.search(r"\bseldepth (\d+)", line)
                infos.append({"depth": int(d.group(1)), "nodes": int(n.group(1)),
                              "ms": int(t.group(1)), "sel": int(sel.group(1)) if sel else None,
                              "mate": re.search(r"\bscore mate\b", line) is not None,
                              "early": at < stop_sent})
        if not infos:
            raise EngineError(f"{self.label}: no `info depth .. nodes .. time` line before "
                              f"`bestmove` for {position}")
        last = infos[-1]
        done = max([i["depth"] for i in infos[:-1]] + ([last["depth"]] if last["early"] else []),
                   default=last["depth"])
        # The first line with the final node count: an engine that has run out of depth
        # waits for `stop` and may then report the same nodes again with the idle time.
        top = infos[0]
        for i in infos:
            if i["nodes"] > top["nodes"]:
                top = i
        return {"depth": last["depth"], "done": done, "sel": last["sel"], "mate": last["mate"],
                "nodes": top["nodes"], "ms": max(top["ms"], 1), "cpu": cpu, "wall": wall}

    def kill(self):
        try:
            self.p.kill()
            self.p.wait(timeout=5)
        except Exception:
            pass

    def quit(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
            self.p.wait(timeout=5)
        except Exception:
            self.kill()


def engines_for(game, args):
    t = args.startup_timeout
    if game == "shogi":
        kirin = lambda: Engine("kirin", args.kirin, "usi", "usiok",
                               [("Threads", 1), ("USI_Hash", 64)], "usinewgame", t)
        ref = lambda: Engine("YaneuraOu", args.shogi_ref, "usi", "usiok",
                             [("Threads", 1), ("USI_Hash", 64), ("BookFile", "no_book"),
                              ("NetworkDelay", 0), ("NetworkDelay2", 0),
                              ("MinimumThinkingTime", 20)], "usinewgame", t)
        return kirin, ref, lambda f: f"position sfen {f}"
    kirin = lambda: Engine("kirin", args.kirin, "uci", "uciok",
                           [("Threads", 1), ("Hash", 64)], "ucinewgame", t)
    ref = lambda: Engine("Pikafish-HCE", args.xiangqi_ref, "uci", "uciok",
                         [("Threads", 1), ("Hash", 64)], "ucinewgame", t)
    return kirin, ref, lambda f: f"position fen {f}"


def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0


def num(x, width, rounds):
    if x is None:
        return f"{'-':>{width}}"
    return f"{x:>{width}.1f}" if rounds > 1 else f"{round(x):>{width}}"


def summarise(game, label, ref, rows):
    """rows: per position, {"kirin": sums, "ref": sums, "n": searches}."""
    def avg(key, who):
        return mean([r[who][key] / r["n"] for r in rows])
    kd, rd = avg("depth", "kirin"), avg("depth", "ref")
    kc, rc = avg("done", "kirin"), avg("done", "ref")
    print(f"{game}{label}: mean depth kirin {kd:.2f}, {ref} {rd:.2f}, mean difference "
          f"{mean([(r['kirin']['depth'] - r['ref']['depth']) / r['n'] for r in rows]):+.2f}; "
          f"completed: kirin {kc:.2f}, {ref} {rc:.2f}, mean difference "
          f"{mean([(r['kirin']['done'] - r['ref']['done']) / r['n'] for r in rows]):+.2f}")
    nps = {w: sum(r[w]["nodes"] for r in rows) * 1000 // max(sum(r[w]["ms"] for r in rows), 1)
           for w in ("kirin", "ref")}
    share = {w: sum(r[w]["cpu"] for r in rows) / max(sum(r[w]["wall"] for r in rows), 1e-9)
             for w in ("kirin", "ref")}
    print(f"{game}{label}: nps kirin {nps['kirin']}, {ref} {nps['ref']}, ratio kirin/{ref} = "
          f"{nps['kirin'] / max(nps['ref'], 1):.2f} (summed nodes / summed time); CPU share of "
          f"the wall time: kirin {share['kirin']:.2f}, {ref} {share['ref']:.2f}")


def run_game(game, args):
    """Returns True when the game ran to the end."""
    positions = bench_positions(args.src, game)
    if args.positions is not None:
        positions = positions[: args.positions]
    make_kirin, make_ref, pos = engines_for(game, args)
    engines = {}
    try:
        engines["kirin"] = make_kirin()
        engines["ref"] = make_ref()
        ref = engines["ref"].label
        print(f"== {game}: {len(positions)} positions, {args.movetime} ms each (go infinite, "
              f"then stop), {args.rounds} round(s); kirin = {engines['kirin'].name}, "
              f"{ref} = {engines['ref'].name}")
        print(f"{'':>3} {' kirin '.center(28, '-')}  {f' {ref} '.center(28, '-')}  "
              f"{' kirin-ref '.center(13, '-')}")
        print(f"{'#':>3} {'depth':>5} {'done':>5} {'sel':>4} {'nps':>11}  "
              f"{'depth':>5} {'done':>5} {'sel':>4} {'nps':>11}  {'depth':>6} {'done':>6}")
        rows, mates = [], []
        keys = ("depth", "done", "sel", "nodes", "ms", "cpu", "wall")
        for i, fen in enumerate(positions, 1):
            row = {"kirin": dict.fromkeys(keys, 0), "ref": dict.fromkeys(keys, 0), "n": 0}
            no_sel, mate = set(), False
            for r in range(args.rounds):
                order = ("kirin", "ref") if (i + r) % 2 else ("ref", "kirin")
                for who in order:
                    res = engines[who].search(pos(fen), args.movetime)
                    if res["sel"] is None:
                        no_sel.add(who)
                        res["sel"] = 0
                    for k in keys:
                        row[who][k] += res[k]
                    mate |= res["mate"]
                row["n"] += 1
            rows.append(row)
            mates.append(mate)
            n = row["n"]
            cells = []
            for who in ("kirin", "ref"):
                s = row[who]
                cells.append(f"{num(s['depth'] / n, 5, n)} {num(s['done'] / n, 5, n)} "
                             f"{num(None if who in no_sel else s['sel'] / n, 4, n)} "
                             f"{s['nodes'] * 1000 // max(s['ms'], 1):>11}")
            dd = (row["kirin"]["depth"] - row["ref"]["depth"]) / n
            dc = (row["kirin"]["done"] - row["ref"]["done"]) / n
            sign = lambda x: f"{x:+.1f}" if n > 1 else f"{round(x):+d}"
            print(f"{i:>3} {cells[0]}  {cells[1]}  {sign(dd):>6} {sign(dc):>6}"
                  + ("   mate" if mate else ""), flush=True)
        summarise(game, "", ref, rows)
        if any(mates) and not all(mates):
            kept = [r for r, m in zip(rows, mates) if not m]
            summarise(game, f", {len(kept)} positions without a mate score", ref, kept)
        return True
    except EngineError as e:
        print(f"{game}: {e}; {game} abandoned", file=sys.stderr, flush=True)
        return False
    finally:
        for e in engines.values():
            e.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kirin", default=os.path.join(ROOT, "target", "release", "kirin"))
    ap.add_argument("--shogi-ref", default="/opt/anchors/yaneuraou/YaneuraOu-material",
                    help="a USI engine (YaneuraOu, material edition)")
    ap.add_argument("--xiangqi-ref", default="/opt/anchors/pikafish-hce/pikafish",
                    help="a UCI xiangqi engine writing ranks 0-9 (Pikafish-HCE)")
    ap.add_argument("--game", choices=("shogi", "xiangqi", "both"), default="both")
    ap.add_argument("--movetime", type=int, default=1000, help="ms per search")
    ap.add_argument("--positions", type=int, default=None,
                    help="the first K bench positions of each game (default: all)")
    ap.add_argument("--rounds", type=int, default=1,
                    help="search every position this many times with each engine, "
                         "averaging depths and summing nodes and time")
    ap.add_argument("--startup-timeout", type=float, default=30.0,
                    help="seconds to wait for `usiok` / `uciok` (default 30)")
    ap.add_argument("--src", default=os.path.join(ROOT, "src"),
                    help="Kirin's source directory (bench positions)")
    args = ap.parse_args()
    if args.movetime < 1 or args.rounds < 1 or (args.positions is not None and args.positions < 1):
        ap.error("--movetime, --rounds and --positions must be positive")
    games = ("shogi", "xiangqi") if args.game == "both" else (args.game,)
    needed = [("--kirin", args.kirin)]
    needed += [("--shogi-ref", args.shogi_ref)] if "shogi" in games else []
    needed += [("--xiangqi-ref", args.xiangqi_ref)] if "xiangqi" in games else []
    missing = [f"{opt} {path}: {'not executable' if os.path.isfile(path) else 'no such file'}"
               for opt, path in needed
               if not (os.path.isfile(path) and os.access(path, os.X_OK))]
    if missing:
        for m in missing:
            print(f"depth_compare: {m}", file=sys.stderr)
        return 2
    for game in games:
        if not os.path.isfile(os.path.join(args.src, game, "bench_positions.rs")):
            print(f"depth_compare: --src {args.src}: no {game}/bench_positions.rs", file=sys.stderr)
            return 2
    ok = True
    for game in games:
        ok &= run_game(game, args)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
