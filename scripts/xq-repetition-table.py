#!/usr/bin/env python3
"""Xiangqi repetition cases: the book's verdicts beside the reference engines' rulings.

Reads a case book of xiangqi repetition cycles (default
tests/data/xiangqi-repetition.txt) and prints a Markdown table: one row per case
with its name, the expected verdict under each of Kirin's rule sets (chinese,
asian, computer), the rulings of Pikafish-HCE and of pyffish (Fairy-Stockfish),
optionally Kirin's own ruling under each set, and a column naming every ruling
that disagrees with the verdict it should match (a `?` is not counted as one).
A `notes` column appears when a cycle is illegal or does not return to its FEN.
A summary follows: for every reference, how many cases it agrees with each rule
set (`n/a` for a column that is all `?`).

Usage:
  python3 scripts/xq-repetition-table.py [BOOK] [--pikafish PATH] [--kirin PATH]
                                         [--only-disagreements] [--depth N]
                                         [--draw-margin CP] [--verbose]
  e.g.  scripts/xq-repetition-table.py --pikafish ~/engines/pikafish \\
            --kirin target/release/kirin

  --pikafish PATH        Pikafish-HCE binary (UCI, ranks 0-9); column left out if absent
  --kirin PATH           Kirin binary: its ruling under each set (`setoption name
                         XiangqiRules value <set>`; `?` if the engine refuses the option)
  --only-disagreements   print only the rows with a disagreement (the summary still
                         counts every case)
  --depth N              search depth of the probing `go` (default 3)
  --draw-margin CP       a root score within +-CP centipawns reads as a draw (default 2)
  --verbose              the engines' raw scores on stderr

Case book format: `#` lines are comments; fields are separated by ` ; `:
  <FEN> ; cycle <m1> ... <mN> ; chinese <v> ; asian <v> ; computer <v> ; <short-name>
where <v> is `draw`, `red wins` or `black wins`, and the moves are ICCS with ranks
0-9 (red's general starts on e0; `h2e2` or `H2-E2`).  The cycle starts at the FEN
and returns to it; playing it twice makes the FEN position occur a third time.

How each ruling is read (cells: `red wins`, `black wins`, `draw`; `none` = the
reference did not end the game; `?` = no answer / option refused; `illegal` = a
move of the cycle is illegal):

  pyffish: `is_optional_game_end("xiangqi", fen, two cycles)` with the ranks
    renumbered 1-10.  Its result is for the side to move after the two cycles
    (negative: that side loses, 0: draw).

  Pikafish-HCE (and Kirin): the engines judge a repetition inside their search,
    when a node's position occurs for the third time (Pikafish: Position::rule_judge,
    called on entering every non-root node; perpetual check loses, else perpetual
    chase loses, else draw).  The probe is
        position fen <FEN> moves <both cycles without their last ply>
        go depth <N> searchmoves <last ply>
    so the only root move leads to the third occurrence, and the node after it is
    judged before anything is searched: its value is the root score of that move.
    `score mate n` with n > 0: the side making the last ply wins; n <= 0 (Pikafish
    prints a loss in one ply as `mate 0`): it loses; `score cp x` with |x| within
    the draw margin: draw; any other cp score is an evaluation, i.e. no ruling
    (`none`).  A bestmove other than the last ply (or none) reads `illegal`.
    The depth only has to make the engine enter that node with its full search:
    Pikafish judges it at any depth (quiescence search too), Kirin from depth 2
    (its quiescence search does not judge repetitions);
    the verdict does not change with more depth.  With one cycle fewer (a second
    occurrence) Pikafish returns an ordinary evaluation instead, which is why the
    two full cycles are played.
    (Pikafish ends a search node at the first repetition only past the root; a
    position that occurred twice before the root needs a third occurrence, so with
    the whole history given in `position` the verdict is exactly the three-fold one.)

Kirin's rulings are compared with the same set's verdict; Pikafish's and
pyffish's with the `computer` verdict (the rule subset they implement).
"""

import argparse
import os
import queue
import subprocess
import sys
import threading
import time

SETS = ("chinese", "asian", "computer")
VERDICTS = ("draw", "red wins", "black wins")
DEFAULT_BOOK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                            "tests", "data", "xiangqi-repetition.txt")


# --------------------------------------------------------------------------- book

class Case:
    def __init__(self, lineno, fen, cycle, expected, name):
        self.lineno = lineno
        self.fen = fen
        self.cycle = cycle          # ICCS, ranks 0-9, lower case, no dash
        self.expected = expected    # set -> verdict
        self.name = name
        self.notes = []
        self.rulings = {}           # column -> ruling

    @property
    def plies(self):
        return self.cycle * 2


def norm_move(m):
    m = m.replace("-", "").lower()
    if len(m) != 4 or m[0] not in "abcdefghi" or m[2] not in "abcdefghi" \
            or not m[1].isdigit() or not m[3].isdigit():
        raise ValueError("bad move '%s'" % m)
    return m


def norm_verdict(v):
    v = " ".join(v.lower().split())
    if v not in VERDICTS:
        raise ValueError("bad verdict '%s'" % v)
    return v


def parse_book(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [x.strip() for x in line.split(";")]
            try:
                fen, cycle, expected, name = fields[0], None, {}, None
                for fld in fields[1:]:
                    word, _, rest = fld.partition(" ")
                    if word == "cycle":
                        cycle = [norm_move(m) for m in rest.split()]
                    elif word in SETS:
                        expected[word] = norm_verdict(rest)
                    elif fld:
                        name = fld if name is None else name + "; " + fld
                if len(fen.split()) < 2:
                    raise ValueError("bad FEN '%s'" % fen)
                if not cycle:
                    raise ValueError("no cycle")
                for s in SETS:
                    expected.setdefault(s, "?")
                cases.append(Case(lineno, fen, cycle, expected,
                                  name or "line %d" % lineno))
            except ValueError as e:
                print("%s:%d: skipped: %s" % (path, lineno, e), file=sys.stderr)
    return cases


def red_to_move(fen):
    return fen.split()[1].lower() in ("w", "r")


def winner(red_moves_at_end, side_wins):
    """Verdict for 'the side to move wins' (True) / loses (False)."""
    return "red wins" if red_moves_at_end == side_wins else "black wins"


# ------------------------------------------------------------------------ pyffish

def to_fsf(m):
    return "%s%d%s%d" % (m[0], int(m[1]) + 1, m[2], int(m[3]) + 1)


def pyffish_ruling(sf, case):
    moves = [to_fsf(m) for m in case.plies]
    n = len(case.cycle)
    for i, m in enumerate(moves):
        if m not in sf.legal_moves("xiangqi", case.fen, moves[:i]):
            case.notes.append("ply %d (%s) illegal" % (i + 1, case.plies[i]))
            return "illegal"
        if i + 1 == n and sf.get_fen("xiangqi", case.fen, moves[:n]).split()[:2] \
                != case.fen.split()[:2]:
            case.notes.append("cycle does not return to the FEN")
    ended, result = sf.is_optional_game_end("xiangqi", case.fen, moves)
    if not ended:
        return "none"
    if result == 0:
        return "draw"
    red_at_end = red_to_move(case.fen) == (len(moves) % 2 == 0)
    return winner(red_at_end, result > 0)


# -------------------------------------------------------------------- UCI engines

class Engine:
    def __init__(self, path, label, verbose=False):
        self.label = label
        self.verbose = verbose
        path = os.path.abspath(path)
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     cwd=os.path.dirname(path), text=True, bufsize=1,
                                     errors="replace")
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send("uci")
        self.expect("uciok", 30)
        self.ready()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def expect(self, first_word, timeout):
        """Lines up to and including the first starting with first_word."""
        got, deadline = [], time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError("%s: no '%s' within %ss" % (self.label, first_word, timeout))
            if line is None:
                raise RuntimeError("%s: exited while waiting for '%s'" % (self.label, first_word))
            got.append(line)
            if line.split()[:1] == [first_word]:
                return got

    def ready(self):
        self.send("isready")
        return self.expect("readyok", 60)

    def setoption(self, name, value):
        """True unless the engine answers with an `info string` about the option."""
        self.send("setoption name %s value %s" % (name, value))
        for line in self.ready():
            if line.startswith("info string") and \
                    (name.lower() in line.lower() or "unknown option" in line.lower()):
                if self.verbose:
                    print("%s: %s" % (self.label, line), file=sys.stderr)
                return False
        return True

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=3)
        except Exception:
            self.proc.kill()
            self.proc.wait()

    def ruling(self, case, depth, margin):
        plies = case.plies
        self.send("ucinewgame")
        self.ready()
        self.send("position fen %s moves %s" % (case.fen, " ".join(plies[:-1])))
        self.send("go depth %d searchmoves %s" % (depth, plies[-1]))
        lines = self.expect("bestmove", 120)
        best = lines[-1].split()[1:2]
        score = None
        for line in lines:
            t = line.split()
            if t[:1] == ["info"] and "score" in t:
                i = t.index("score")
                if len(t) > i + 2 and t[i + 1] in ("cp", "mate"):
                    bound = len(t) > i + 3 and t[i + 3] in ("lowerbound", "upperbound")
                    if score is None or not bound or score[2]:
                        score = (t[i + 1], t[i + 2], bound)
        if self.verbose:
            print("%s: %s: bestmove %s score %s" % (self.label, case.name,
                                                    " ".join(best), score), file=sys.stderr)
        if best != [plies[-1]]:
            return "illegal"
        if score is None:
            return "?"
        try:
            value = int(score[1])
        except ValueError:
            return "?"
        # The root side makes the last ply: red iff red moves after len(plies)-1 plies.
        red_at_root = red_to_move(case.fen) == ((len(plies) - 1) % 2 == 0)
        if score[0] == "mate":
            return winner(red_at_root, value > 0)
        return "draw" if abs(value) <= margin else "none"


# ------------------------------------------------------------------------- output

def md(s):
    return str(s).replace("|", "\\|")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("book", nargs="?", default=DEFAULT_BOOK)
    ap.add_argument("--pikafish", metavar="PATH")
    ap.add_argument("--kirin", metavar="PATH")
    ap.add_argument("--only-disagreements", action="store_true")
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--draw-margin", type=int, default=2, metavar="CP")
    ap.add_argument("--verbose", "-v", action="store_true")
    args = ap.parse_args()

    if not os.path.isfile(args.book):
        sys.exit("%s: no such case book" % os.path.relpath(args.book))
    for opt in ("pikafish", "kirin"):
        path = getattr(args, opt)
        if path and not (os.path.isfile(path) and os.access(path, os.X_OK)):
            print("--%s %s: not an executable file; its column is left out" % (opt, path),
                  file=sys.stderr)
            setattr(args, opt, None)
    cases = parse_book(args.book)
    if not cases:
        sys.exit("%s: no cases" % args.book)

    # Reference columns: (column title, the set it is compared with or None = its own set).
    refs = []
    try:
        import pyffish as sf
    except ImportError:
        sf = None
        print("pyffish not importable: its column is left out", file=sys.stderr)
    if args.pikafish:
        eng = Engine(args.pikafish, "Pikafish", args.verbose)
        try:
            for c in cases:
                c.rulings["Pikafish"] = eng.ruling(c, args.depth, args.draw_margin)
        finally:
            eng.close()
        refs.append(("Pikafish", "computer"))
    if sf is not None:
        for c in cases:
            c.rulings["pyffish"] = pyffish_ruling(sf, c)
        refs.append(("pyffish", "computer"))
    if args.kirin:
        eng = Engine(args.kirin, "Kirin", args.verbose)
        try:
            for s in SETS:
                col = "Kirin " + s
                ok = eng.setoption("XiangqiRules", s)
                for c in cases:
                    c.rulings[col] = eng.ruling(c, args.depth, args.draw_margin) if ok else "?"
                refs.append((col, s))
        finally:
            eng.close()

    for c in cases:
        c.disagree = ["%s≠%s" % (col, s) for col, s in refs
                      if c.rulings[col] not in ("?", c.expected[s])]

    any_notes = any(c.notes for c in cases)
    head = ["case"] + SETS_TITLES + [col for col, _ in refs] + ["disagreement"] \
        + (["notes"] if any_notes else [])
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    shown = 0
    for c in cases:
        if args.only_disagreements and not c.disagree:
            continue
        shown += 1
        row = [c.name] + [c.expected[s] for s in SETS] + [c.rulings[col] for col, _ in refs] \
            + ["**" + ", ".join(c.disagree) + "**" if c.disagree else ""] \
            + (["; ".join(c.notes)] if any_notes else [])
        print("| " + " | ".join(md(x) for x in row) + " |")

    n = len(cases)
    print()
    print("Summary: %d case(s)%s; agreement of each reference with each set's verdicts."
          % (n, ", %d shown" % shown if args.only_disagreements else ""))
    print()
    print("| reference | " + " | ".join(SETS) + " |")
    print("|---|" + "---|" * len(SETS))
    for col, _ in refs:
        if all(c.rulings[col] == "?" for c in cases):
            cells = ["n/a"] * len(SETS)
        else:
            cells = ["%d/%d" % (sum(c.rulings[col] == c.expected[s] for c in cases), n)
                     for s in SETS]
        print("| %s | %s |" % (col, " | ".join(cells)))
    return 0


SETS_TITLES = ["chinese (expected)", "asian (expected)", "computer (expected)"]

if __name__ == "__main__":
    sys.exit(main())
