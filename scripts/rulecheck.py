#!/usr/bin/env python3
"""Differential rule checker: Kirin's move generator against an independent oracle.

The engine binary is driven over its protocol (USI for shogi, UCCI or UCI for
xiangqi) with `position ...` followed by `go perft N`, whose reply lists every
root move with its leaf count ("divide") and ends with `Nodes searched: <total>`.
The oracle is cshogi for shogi and pyffish (the Python binding of
Fairy-Stockfish) for xiangqi (variant "xiangqi") and minishogi (variant
"minishogi"; the engine is switched to it with `setoption name USI_Variant
value minishogi`).

Modes (any combination in one run):
  --file PERFT    every line's totals at every depth up to --max-depth (and at
                  most --max-nodes leaves) against the file's own figures; up to
                  --oracle-depth, the engine's divide move by move against the
                  oracle's.  A mismatch is localised: the subtree whose count
                  differs is followed down to the position whose move list differs.
  --rules RULES   `move` records (is the move in the engine's and the oracle's
                  perft-1 divide exactly when the record says legal?) and `state`
                  records (no legal move exactly for checkmate/stalemate; the
                  oracle's check flag and move count give the recorded state).
                  `declare` records have no perft equivalent and are skipped.
  --games N       N random games from --seed; at every --every'th ply the divide
                  at --depth is compared move by move, at the other plies the
                  depth-1 divide (the full legal move list).

Notations: Kirin's UCCI numbers xiangqi ranks 0-9, its UCI dialect 1-10 once
UCI_Variant is set (detected from the start position's divide, or --xq-ranks);
pyffish uses 1-10; the rules file uses 0-9.  Xiangqi moves are compared in
pyffish's notation, minishogi moves in USI (pyffish's a1-e5 squares converted).
cshogi, like the shogi rules, never lists a pawn-drop mate.

Each failure is one line starting with FAIL; the last line is exactly
`N passed, M failed`, and the exit status is 1 on any failure.
"""

import argparse
import os
import queue
import random
import re
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data")
ENGINE = os.path.join(HERE, "..", "target", "release", "kirin")
XQ_MOVE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


class EngineError(Exception):
    pass


class Engine:
    """The engine process; one request at a time, replies read by a thread."""

    def __init__(self, cmd, protocol, timeout, variant=None):
        self.timeout = timeout
        self.proc = subprocess.Popen(cmd.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send(protocol)
        self.wait_for(protocol + "ok")
        if protocol == "uci":
            self.send("setoption name UCI_Variant value xiangqi")
        if variant:
            self.send("setoption name USI_Variant value %s" % variant)
        self.send("isready")
        self.wait_for("readyok")

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, text):
        try:
            self.proc.stdin.write(text + "\n")
            self.proc.stdin.flush()
        except OSError as e:
            raise EngineError("cannot write to the engine: %s" % e)

    def line(self):
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            raise EngineError("no reply within %.0f s" % self.timeout)
        if line is None:
            raise EngineError("the engine exited (code %s)" % self.proc.wait())
        return line

    def wait_for(self, word):
        while self.line().split()[:1] != [word]:
            pass

    def divide(self, position, depth):
        """({move: count}, total, moves listed twice) of `go perft depth`."""
        self.send(position)
        self.send("go perft %d" % depth)
        counts, twice = {}, []
        while True:
            line = self.line()
            if line.startswith("Nodes searched:"):
                return counts, int(line.split(":")[1]), twice
            m = re.match(r"^(\S+): (\d+)$", line)
            if m:
                if m.group(1) in counts:
                    twice.append(m.group(1))
                counts[m.group(1)] = int(m.group(2))

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except (EngineError, subprocess.TimeoutExpired):
            self.proc.kill()


class Shogi:
    """cshogi oracle.  A position is a cshogi Board; moves are USI text."""

    start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"

    def __init__(self):
        import cshogi
        self.cs = cshogi

    def board(self, sfen, moves=()):
        b = self.cs.Board(sfen)
        for m in moves:
            b.push_usi(m)
        return b

    def fen(self, b):
        return b.sfen()

    def legal(self, b):
        return [self.cs.move_to_usi(m) for m in b.legal_moves]

    def in_check(self, b):
        return b.is_check()

    def child(self, b, m):
        c = b.copy()
        c.push_usi(m)
        return c

    def count(self, b, depth):
        if depth == 1:
            return len(list(b.legal_moves))
        n = 0
        for m in list(b.legal_moves):
            b.push(m)
            n += self.count(b, depth - 1)
            b.pop()
        return n

    def divide(self, b, depth, legal=None):
        out = {}
        for m in list(b.legal_moves):
            b.push(m)
            out[self.cs.move_to_usi(m)] = 1 if depth == 1 else self.count(b, depth - 1)
            b.pop()
        return out

    def interesting(self, b, m):
        """Captures, drops, promotions and checks: picked more often in random games."""
        mv = b.move_from_usi(m)
        if self.cs.move_cap(mv) or self.cs.move_is_drop(mv) or self.cs.move_is_promotion(mv):
            return True
        b.push(mv)
        check = b.is_check()
        b.pop()
        return check

    def position_cmd(self, sfen, moves):
        return "position sfen %s%s" % (sfen, " moves " + " ".join(moves) if moves else "")

    def from_engine(self, m):
        return m

    def from_file(self, m):
        return m


class Xiangqi:
    """pyffish oracle.  A position is a FEN; moves are pyffish text (ranks 1-10)."""

    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

    def __init__(self):
        import pyffish
        self.sf = pyffish
        self.engine_ranks = 0  # the engine's first rank: 0 or 1

    def board(self, fen, moves=()):
        return self.sf.get_fen("xiangqi", fen, list(moves)) if moves else fen

    def fen(self, b):
        return b

    def legal(self, b, moves=()):
        return self.sf.legal_moves("xiangqi", b, list(moves))

    def in_check(self, b):
        return self.sf.gives_check("xiangqi", b, [])

    def child(self, b, m):
        return self.sf.get_fen("xiangqi", b, [m])

    def count(self, b, depth, moves=()):
        ms = self.legal(b, moves)
        if depth == 1:
            return len(ms)
        if depth == 2:
            return sum(len(self.legal(b, list(moves) + [m])) for m in ms)
        return sum(self.count(b, depth - 1, list(moves) + [m]) for m in ms)

    def divide(self, b, depth, legal=None):
        ms = legal if legal is not None else self.legal(b)
        if depth == 1:
            return {m: 1 for m in ms}
        return {m: self.count(b, depth - 1, [m]) for m in ms}

    def interesting(self, b, m):
        """Captures: picked more often in random games (read from the FEN's board)."""
        g = XQ_MOVE.match(m)
        rows = b.split()[0].split("/")
        row = re.sub(r"\d+", lambda d: "." * int(d.group()), rows[10 - int(g.group(4))])
        return row["abcdefghi".index(g.group(3))] != "."

    @staticmethod
    def shift(m, by):
        g = XQ_MOVE.match(m)
        if not g:
            return m
        return "%s%d%s%d" % (g.group(1), int(g.group(2)) + by, g.group(3), int(g.group(4)) + by)

    def position_cmd(self, fen, moves):
        moves = [self.shift(m, self.engine_ranks - 1) for m in moves]
        return "position fen %s%s" % (fen, " moves " + " ".join(moves) if moves else "")

    def from_engine(self, m):
        return self.shift(m, 1 - self.engine_ranks)

    def from_file(self, m):
        return self.shift(m, 1)


class Minishogi:
    """pyffish oracle, variant "minishogi".  A position is a pyffish FEN; moves are USI text.

    pyffish writes squares as a1-e5 (file a is USI file 5, rank 1 is USI rank e), drops
    as `S@c3`, hands in brackets, and "w" for the side that moves first (sente)."""

    start = "rbsgk/4p/5/P4/KGSBR b - 1"
    variant = "minishogi"

    def __init__(self):
        import pyffish
        self.sf = pyffish

    @staticmethod
    def usi_square(sq):
        return "%d%s" % (5 - "abcde".index(sq[0]), "edcba"[int(sq[1]) - 1])

    @staticmethod
    def ff_square(sq):
        return "%s%d" % ("abcde"[5 - int(sq[0])], "edcba".index(sq[1]) + 1)

    def to_usi(self, m):
        if "@" in m:
            return "%s*%s" % (m[0].upper(), self.usi_square(m[2:4]))
        plus = "+" if m.endswith("+") else ""
        return self.usi_square(m[0:2]) + self.usi_square(m[2:4]) + plus

    def to_ff(self, m):
        if "*" in m:
            return "%s@%s" % (m[0].upper(), self.ff_square(m[2:4]))
        plus = "+" if m.endswith("+") else ""
        return self.ff_square(m[0:2]) + self.ff_square(m[2:4]) + plus

    @staticmethod
    def sfen_to_fen(sfen):
        f = sfen.split()
        hands, count = "", ""
        for c in (f[2] if len(f) > 2 else "-"):
            if c.isdigit():
                count += c
            elif c != "-":
                hands += c * int(count or "1")
                count = ""
        side = "w" if f[1] == "b" else "b"
        ply = int(f[3]) if len(f) > 3 else 1
        return "%s[%s] %s - - 0 %d" % (f[0], hands, side, (ply + 1) // 2)

    @staticmethod
    def fen_to_sfen(fen):
        board, rest = fen.split("[", 1)
        hands, rest = rest.split("]", 1)
        f = rest.split()
        side = "b" if f[0] == "w" else "w"
        full = int(f[-1]) if f[-1].isdigit() else 1
        out = ""
        for c in "RBGSPrbgsp":
            n = hands.count(c)
            out += ("%d" % n if n > 1 else "") + c if n else ""
        return "%s %s %s %d" % (board, side, out or "-", 2 * (full - 1) + (1 if side == "b" else 2))

    def board(self, sfen, moves=()):
        fen = self.sfen_to_fen(sfen)
        return self.sf.get_fen(self.variant, fen, [self.to_ff(m) for m in moves]) if moves else fen

    def fen(self, b):
        return self.fen_to_sfen(b)

    def legal(self, b, moves=()):
        return [self.to_usi(m) for m in self.sf.legal_moves(self.variant, b, list(moves))]

    def in_check(self, b):
        return self.sf.gives_check(self.variant, b, [])

    def child(self, b, m):
        return self.sf.get_fen(self.variant, b, [self.to_ff(m)])

    def count(self, b, depth, moves=()):
        """Leaves below `b` after pyffish `moves`; each pyffish call costs about 2 ms whatever
        it does, so the last ply is counted from the move list without a `get_fen`."""
        ms = self.sf.legal_moves(self.variant, b, list(moves))
        if depth == 1:
            return len(ms)
        return sum(self.count(b, depth - 1, list(moves) + [m]) for m in ms)

    def divide(self, b, depth, legal=None):
        ms = legal if legal is not None else self.legal(b)
        if depth == 1:
            return {m: 1 for m in ms}
        return {m: self.count(b, depth - 1, [self.to_ff(m)]) for m in ms}

    def interesting(self, b, m):
        """Drops, promotions and captures: picked more often in random games."""
        if "*" in m or m.endswith("+"):
            return True
        rows = b.split("[")[0].split("/")
        to = m[2:4]
        row = re.sub(r"\d", lambda d: "." * int(d.group()), rows["abcde".index(to[1])].replace("+", ""))
        return row[5 - int(to[0])] != "."

    def position_cmd(self, sfen, moves):
        return "position sfen %s%s" % (sfen, " moves " + " ".join(moves) if moves else "")

    def from_engine(self, m):
        return m

    def from_file(self, m):
        return m


class Checker:
    def __init__(self, args):
        self.args = args
        self.game = {"shogi": Shogi, "minishogi": Minishogi, "xiangqi": Xiangqi}[args.game]()
        self.passed = self.failed = 0
        variant = "minishogi" if args.game == "minishogi" else None
        self.engine = Engine(args.engine, args.protocol, args.timeout, variant)
        if args.game == "xiangqi":
            ranks = args.xq_ranks
            if ranks == "auto":
                moves = self.engine.divide("position fen " + Xiangqi.start, 1)[0]
                ranks = "1-10" if "e1e2" in moves else "0-9"
            self.game.engine_ranks = 1 if ranks == "1-10" else 0

    def result(self, ok, label, text=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL %s: %s" % (label, text))
            sys.stdout.flush()

    def engine_divide(self, fen, moves, depth):
        cmd = self.game.position_cmd(fen, moves)
        counts, total, twice = self.engine.divide(cmd, depth)
        conv = self.game.from_engine
        return {conv(m): n for m, n in counts.items()}, total, [conv(m) for m in twice]

    def differences(self, ediv, etotal, twice, odiv):
        """What differs between an engine divide and the oracle's ('' when nothing)."""
        out = []
        if etotal != sum(ediv.values()):
            out.append("engine total %d is not the sum of its divide %d" % (etotal, sum(ediv.values())))
        missing = sorted(set(odiv) - set(ediv))
        extra = sorted(set(ediv) - set(odiv))
        counts = ["%s engine %d oracle %d" % (m, ediv[m], odiv[m])
                  for m in sorted(odiv) if m in ediv and ediv[m] != odiv[m]]
        for name, items in (("missing", missing), ("extra", extra), ("listed twice", twice),
                            ("counts differ", counts)):
            if items:
                out.append("%s: %s" % (name, ", ".join(items[:12]) + (" ..." if len(items) > 12 else "")))
        return "; ".join(out)

    def localise(self, fen, ediv, odiv, depth, moves=()):
        """Follow the first move whose subtree count differs down to a differing move list."""
        path, b = list(moves), self.game.board(fen, moves)
        while depth > 1 and set(ediv) == set(odiv):
            diff = [m for m in sorted(odiv) if ediv[m] != odiv[m]]
            if not diff:
                return ""
            path.append(diff[0])
            b, depth = self.game.child(b, diff[0]), depth - 1
            ediv, etotal, twice = self.engine_divide(fen, path, depth)
            odiv = self.game.divide(b, depth)
        if len(path) == len(moves):
            return ""
        return " | after %s (%s): %s" % (" ".join(path), self.game.fen(b),
                                         self.differences(ediv, sum(ediv.values()), [], odiv))

    def compare(self, fen, moves, depth, label, legal=None):
        """One check: the engine's divide of a position against the oracle's."""
        b = self.game.board(fen, moves)
        try:
            ediv, etotal, twice = self.engine_divide(fen, moves, depth)
        except EngineError as e:
            return self.result(False, label, "%s: engine error: %s" % (self.game.fen(b), e))
        odiv = self.game.divide(b, depth, legal)
        diff = self.differences(ediv, etotal, twice, odiv)
        if diff:
            diff += self.localise(fen, ediv, odiv, depth, moves)
        self.result(not diff, label, "perft %d of %s: %s" % (depth, self.game.fen(b), diff))
        return not diff

    def records(self, path):
        if not os.path.exists(path):
            path = os.path.join(DATA, path)
        with open(path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                line = line.strip()
                if line and not line.startswith("#"):
                    yield "%s:%d" % (os.path.basename(path), lineno), [x.strip() for x in line.split(" ; ")]

    def run_perft_file(self, path):
        a = self.args
        for label, fields in self.records(path):
            fen = fields[0]
            figures = [(int(d[1:]), int(n)) for d, n in (x.split() for x in fields[1:])]
            todo = [(d, n) for d, n in figures if d <= a.max_depth and n <= a.max_nodes]
            problems = []
            try:
                for d, n in todo:
                    ediv, etotal, twice = self.engine_divide(fen, [], d)
                    if etotal != n or sum(ediv.values()) != n or twice:
                        problems.append("D%d file %d engine %d" % (d, n, etotal))
                deepest = max([0] + [d for d, _ in todo])
                for d in range(1, min(a.oracle_depth, deepest) + 1):
                    ediv, etotal, twice = self.engine_divide(fen, [], d)
                    odiv = self.game.divide(self.game.board(fen), d)
                    diff = self.differences(ediv, etotal, twice, odiv)
                    if diff:
                        problems.append("D%d engine %d oracle %d: %s%s" % (
                            d, etotal, sum(odiv.values()), diff, self.localise(fen, ediv, odiv, d)))
                        break
                else:
                    if problems and deepest:
                        problems.append("engine and oracle agree up to D%d" % min(a.oracle_depth, deepest))
            except EngineError as e:
                problems.append("engine error: %s" % e)
            self.result(not problems, label, "%s: %s" % (fen, "; ".join(problems)))

    def run_rules(self, path):
        skipped = 0
        for label, f in self.records(path):
            fen, what, verdict = f[0], f[1], f[2]
            if not (what.startswith("move ") or what == "state"):
                skipped += 1
                continue
            try:
                ediv, etotal, _ = self.engine_divide(fen, [], 1)
            except EngineError as e:
                self.result(False, label, "%s: engine error: %s" % (fen, e))
                continue
            b = self.game.board(fen)
            olegal = set(self.game.legal(b))
            if what.startswith("move "):
                m = self.game.from_file(what.split()[1])
                want = verdict == "legal"
                ok = (m in ediv) == want and (m in olegal) == want
                text = "%s: %s should be %s; the engine %s it, the oracle %s it" % (
                    fen, m, verdict, "lists" if m in ediv else "does not list",
                    "lists" if m in olegal else "does not list")
            else:
                check = self.game.in_check(b)
                state = {(True, True): "checkmate", (False, True): "stalemate",
                         (True, False): "check", (False, False): "ongoing"}[(check, not olegal)]
                ok = (etotal == 0) == (verdict in ("checkmate", "stalemate")) and state == verdict
                text = "%s: state should be %s; the engine has %d legal moves, the oracle says %s" % (
                    fen, verdict, etotal, state)
            self.result(ok, label, text)
        if skipped:
            print("%s: %d records without a perft equivalent skipped" % (os.path.basename(path), skipped))

    def pick(self, rng, b, legal):
        if rng.random() < 0.4:
            special = [m for m in legal if self.game.interesting(b, m)]
            if special:
                return rng.choice(special)
        return rng.choice(legal)

    def run_games(self):
        a = self.args
        rng = random.Random(a.seed)
        for g in range(1, a.games + 1):
            start, moves = self.game.start, []
            b = self.game.board(start)
            for ply in range(a.max_plies + 1):
                legal = self.game.legal(b)
                label = "game %d ply %d" % (g, ply)
                depth = a.depth if ply % a.every == 0 else 1
                # Alternate between the FEN of the position and the start plus its moves.
                if ply % 2:
                    ok = self.compare(start, moves, depth, label, legal)
                else:
                    ok = self.compare(self.game.fen(b), [], depth, label, legal)
                if not ok or not legal:
                    break
                m = self.pick(rng, b, legal)
                b = self.game.child(b, m)
                moves.append(m)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=["shogi", "minishogi", "xiangqi"], required=True)
    ap.add_argument("--protocol", choices=["usi", "ucci", "uci"],
                    help="engine protocol (default usi for shogi, ucci for xiangqi)")
    ap.add_argument("--engine", default=ENGINE, help="engine command line (default: the release binary)")
    ap.add_argument("--file", action="append", default=[],
                    help="perft file (a bare name is looked up in tests/data); repeatable")
    ap.add_argument("--rules", action="append", default=[], help="rules file; repeatable")
    ap.add_argument("--max-depth", type=int, default=99, help="deepest perft-file depth run (default all)")
    ap.add_argument("--max-nodes", type=int, default=10**12,
                    help="skip perft-file depths with more leaves than this")
    ap.add_argument("--oracle-depth", type=int,
                    help="perft-file depths also compared with the oracle (default 3 shogi, 2 xiangqi)")
    ap.add_argument("--games", type=int, default=0, help="random games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=2, help="divide depth in random games (default 2)")
    ap.add_argument("--every", type=int, default=1, help="the divide at --depth every this many plies")
    ap.add_argument("--max-plies", type=int, default=200, help="length of a random game (default 200)")
    ap.add_argument("--xq-ranks", choices=["auto", "0-9", "1-10"], default="auto",
                    help="the engine's xiangqi rank numbering (default: detected)")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds to wait for a reply")
    a = ap.parse_args()
    shogi_like = a.game in ("shogi", "minishogi")
    a.protocol = a.protocol or ("usi" if shogi_like else "ucci")
    if shogi_like != (a.protocol == "usi"):
        ap.error("shogi and minishogi are spoken over usi, xiangqi over ucci or uci")
    if a.oracle_depth is None:
        a.oracle_depth = 3 if shogi_like else 2
    if not (a.file or a.rules or a.games):
        ap.error("nothing to do: give --file, --rules or --games")
    checker = Checker(a)
    try:
        for path in a.file:
            checker.run_perft_file(path)
        for path in a.rules:
            checker.run_rules(path)
        if a.games:
            checker.run_games()
    except EngineError as e:
        checker.result(False, "engine", str(e))
    finally:
        checker.engine.close()
    print("%d passed, %d failed" % (checker.passed, checker.failed))
    sys.exit(1 if checker.failed else 0)


if __name__ == "__main__":
    main()
