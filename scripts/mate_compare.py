#!/usr/bin/env python3
"""Kirin's mate solver checked by independent libraries and timed against reference engines.

  verify-shogi  ENGINE   drive ENGINE (USI `go mate`) over every checks-only record of
                         tests/data/mate-shogi.txt and check each `checkmate` line
                         with cshogi: legal moves, every attacker move gives check, the
                         last position has no legal move, the length is the record's
                         checks-only length, no shorter checks-only mate exists at the root,
                         every defender reply loses within the plies left and the chosen
                         reply is a longest defence.  Mate-in-1 questions are
                         decided by an exhaustive search written here over cshogi's move
                         generator; longer ones by cshogi's own checks-only solver
                         (`Board.mate_move`, Apery's odd-ply mate search).
  verify-xiangqi FILE    the same for xiangqi lines dumped by the Rust test
                         `mate_xiangqi::dump_lines` (`<fen> ; <plies> ; <moves>` per line),
                         checked with pyffish and an exhaustive search written here (xiangqi
                         records are short; tests/search/mate_protocol.rs drives the same mates
                         through UCI-X and UCCI `go mate <n>`).
  compare ENGINE         the shogi records in one run: Kirin `go mate <ms>`, gpsusi
                         `go mate <ms>` (it answers `checkmate`), and fairy-stockfish
                         `go mate <moves>` (an alpha-beta mate search that answers
                         `bestmove`; it counts as solved when it reports `score mate +n`).
                         Prints solved counts and time per problem, and fails on a
                         disagreement: Kirin's mate not of the record's checks-only length,
                         Kirin or gpsusi answering `nomate` to a record (each has a
                         checks-only mate), or gpsusi's mate shorter than Kirin's (Kirin
                         answers a shortest one). A time-out is a speed difference, not a
                         disagreement.
  search-vs-solver ENGINE  time to the first `score mate +n` of Kirin's normal search
                         (`go movetime`) vs the solver (`go mate`), on the same records:
                         does the search need the solver?

  ab ENGINE_A ENGINE_B   two Kirin builds on the same shogi problems in one run, problem by
                         problem alternately (the checks-only records and a few harder
                         positions): result, nodes (from the last `info ... nodes` line; for
                         `nomate`, the last progress line, so not exact) and CPU time of the
                         engine process; totals and B/A ratios. For measuring a solver change.

Exit status is non-zero when a check fails.
"""

import argparse
import os
import queue
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDATA = os.path.join(HERE, "..", "tests", "data")
FAIRY = "/usr/games/fairy-stockfish"
GPSUSI = "/usr/games/gpsusi"


def read_records(name):
    """(line number, fen, stated plies, checks-only plies or None) per record."""
    records = []
    comment = ""
    with open(os.path.join(TESTDATA, name), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                comment = line
                continue
            if not line.strip():
                continue
            fields = line.split(" ; ")
            plies = int(fields[1].split()[1])
            checks_only = None
            for marker in ("exact checks-only search:", "shortest checks-only mate"):
                at = comment.find(marker)
                if at >= 0:
                    checks_only = int(comment[at + len(marker):].split(";")[0].strip())
            records.append((number, fields[0], plies, checks_only))
    return records


class Engine:
    """A USI engine process with a reader thread, so reads can time out."""

    def __init__(self, command, setup=()):
        self.proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()
        self.send("usi")
        self.wait_for(lambda l: l == "usiok", 60)
        for line in setup:
            self.send(line)
        self.send("isready")
        self.wait_for(lambda l: l == "readyok", 120)

    def _pump(self):
        for line in self.proc.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, done, timeout):
        """Lines read until `done(line)`; the last is the matching line, or None on timeout."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return seen, None
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                return seen, None
            if line is None:
                raise RuntimeError("engine exited")
            seen.append(line)
            if done(line):
                return seen, line

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:  # noqa: BLE001 - a dead engine is already closed
            self.proc.kill()


def settle(engine):
    """Waits until the engine is idle (a late answer to the last problem is dropped)."""
    engine.send("isready")
    engine.wait_for(lambda l: l == "readyok", 60)


def tsume(engine, sfen, millis):
    """USI `go mate <ms>`: (reply words after `checkmate`, seconds)."""
    settle(engine)
    engine.send("position sfen " + sfen)
    start = time.monotonic()
    engine.send("go mate %d" % millis)
    _, line = engine.wait_for(lambda l: l.startswith("checkmate"), millis / 1000 + 5)
    if line is None:  # no answer in time: stop it
        engine.send("stop")
        _, line = engine.wait_for(lambda l: l.startswith("checkmate"), 10)
    return (line or "checkmate (none)").split()[1:], time.monotonic() - start


def fairy_mate(engine, sfen, moves, millis):
    """fairy-stockfish `go mate <moves>`: (mate plies found or None, seconds)."""
    settle(engine)
    engine.send("position sfen " + sfen)
    start = time.monotonic()
    engine.send("go mate %d" % moves)
    seen, line = engine.wait_for(lambda l: l.startswith("bestmove"), millis / 1000)
    if line is None:
        engine.send("stop")
        more, _ = engine.wait_for(lambda l: l.startswith("bestmove"), 10)
        seen += more
    elapsed = time.monotonic() - start
    found = None
    for l in seen:
        words = l.split()
        if "score" in words and words[words.index("score") + 1] == "mate":
            value = words[words.index("score") + 2]
            found = int(value) if value.lstrip("+").isdigit() else None
    return found, elapsed


# ---------------------------------------------------------------- shogi checks (cshogi)

def shogi_checks(board):
    return [m for m in board.legal_moves if board_gives_check(board, m)]


def board_gives_check(board, move):
    board.push(move)
    check = board.is_check()
    board.pop()
    return check


def shogi_mated_within(board, attacker, plies, memo):
    """Exhaustive checks-only AND-OR search (small plies only)."""
    key = (board.zobrist_hash(), attacker, plies)
    if key in memo:
        return memo[key]
    if attacker:
        result = False
        if plies >= 1:
            for m in shogi_checks(board):
                board.push(m)
                result = shogi_mated_within(board, False, plies - 1, memo)
                board.pop()
                if result:
                    break
    else:
        moves = list(board.legal_moves)
        result = not moves or plies >= 1
        if moves and plies >= 1:
            for m in moves:
                board.push(m)
                result = shogi_mated_within(board, True, plies - 1, memo)
                board.pop()
                if not result:
                    break
    memo[key] = result
    return result


EXHAUSTIVE_PLIES = 1


def shogi_mate_within(board, plies):
    """Attacker to move mates within `plies` (odd) plies, checks only."""
    if plies < 1:
        return False
    if plies <= EXHAUSTIVE_PLIES:
        return shogi_mated_within(board, True, plies, {})
    return board.mate_move(plies) != 0


def verify_shogi_line(sfen, words, expected):
    import cshogi
    board = cshogi.Board(sfen)
    n = len(words)
    if n != expected:
        return "length %d, expected %d" % (n, expected)
    if n >= 3 and shogi_mate_within(board, n - 2):
        return "a shorter checks-only mate exists"
    for ply, text in enumerate(words):
        move = board.move_from_usi(text)
        if move not in list(board.legal_moves):
            return "ply %d: %s is not legal" % (ply, text)
        left = n - ply
        if ply % 2 == 0:
            board.push(move)
            if not board.is_check():
                return "ply %d: %s is not a check" % (ply, text)
            continue
        for reply in board.legal_moves:
            board.push(reply)
            loses = shogi_mate_within(board, left - 1)
            longest = reply != move or left < 4 or not shogi_mate_within(board, left - 3)
            board.pop()
            if not loses:
                return "ply %d: reply %s escapes" % (ply, cshogi.move_to_usi(reply))
            if not longest:
                return "ply %d: %s is not a longest defence" % (ply, text)
        board.push(move)
    if list(board.legal_moves):
        return "the last position is not mate"
    return None


def verify_shogi(args):
    engine = Engine(args.engine)
    failures = 0
    solved = 0
    for number, sfen, plies, checks_only in read_records("mate-shogi.txt"):
        if checks_only is None:
            continue
        words, seconds = tsume(engine, sfen, args.millis)
        problem = verify_shogi_line(sfen, words, checks_only) if words and words[0] not in (
            "nomate", "timeout", "(none)", "notimplemented") else "no mate reported: " + " ".join(words)
        status = "ok" if problem is None else "FAIL " + problem
        print("line %3d  checks-only %2d  %6.3f s  %s  %s" % (number, checks_only, seconds, status,
                                                           " ".join(words)))
        if problem is None:
            solved += 1
        else:
            failures += 1
    engine.close()
    print("shogi: %d verified, %d failed" % (solved, failures))
    return failures == 0


# -------------------------------------------------------------- xiangqi checks (pyffish)

def to_fairy_rank(move):
    """ICCS with ranks 0-9 -> fairy-stockfish's ranks 1-10."""
    return "%s%d%s%d" % (move[0], int(move[1]) + 1, move[2], int(move[3]) + 1)


def xiangqi_mated_within(fen, moves, attacker, plies, memo):
    import pyffish
    key = (pyffish.get_fen("xiangqi", fen, moves), attacker, plies)
    if key in memo:
        return memo[key]
    legal = pyffish.legal_moves("xiangqi", fen, moves)
    if attacker:
        result = plies >= 1 and any(
            pyffish.gives_check("xiangqi", fen, moves + [m])
            and xiangqi_mated_within(fen, moves + [m], False, plies - 1, memo)
            for m in legal)
    else:
        result = not legal or (plies >= 1 and all(
            xiangqi_mated_within(fen, moves + [m], True, plies - 1, memo) for m in legal))
    memo[key] = result
    return result


def verify_xiangqi_line(fen, words, expected):
    import pyffish
    moves = [to_fairy_rank(w) for w in words]
    n = len(moves)
    if n != expected:
        return "length %d, expected %d" % (n, expected)
    memo = {}
    if n >= 3 and xiangqi_mated_within(fen, [], True, n - 2, memo):
        return "a shorter checks-only mate exists"
    for ply, move in enumerate(moves):
        played = moves[:ply]
        legal = pyffish.legal_moves("xiangqi", fen, played)
        if move not in legal:
            return "ply %d: %s is not legal" % (ply, words[ply])
        left = n - ply
        if ply % 2 == 0:
            if not pyffish.gives_check("xiangqi", fen, played + [move]):
                return "ply %d: %s is not a check" % (ply, words[ply])
            continue
        for reply in legal:
            if not xiangqi_mated_within(fen, played + [reply], True, left - 1, memo):
                return "ply %d: reply %s escapes" % (ply, reply)
        if left >= 4 and xiangqi_mated_within(fen, played + [move], True, left - 3, memo):
            return "ply %d: %s is not a longest defence" % (ply, words[ply])
    if pyffish.legal_moves("xiangqi", fen, moves):
        return "the last position is not mate"
    return None


def verify_xiangqi(args):
    failures = 0
    solved = 0
    with open(args.file, encoding="utf-8") as f:
        for line in f:
            fen, plies, moves = [field.strip() for field in line.split(" ; ")]
            problem = verify_xiangqi_line(fen, moves.split(), int(plies))
            print("%-70s %2s  %s" % (fen, plies, "ok" if problem is None else "FAIL " + problem))
            if problem is None:
                solved += 1
            else:
                failures += 1
    print("xiangqi: %d verified, %d failed" % (solved, failures))
    return failures == 0 and solved > 0


# ---------------------------------------------------------------------------- compare

def compare(args):
    records = [r for r in read_records("mate-shogi.txt") if r[3] is not None][::args.every]
    kirin = Engine(args.engine)
    gps = Engine(GPSUSI)
    fairy = Engine(FAIRY, ["setoption name USI_Hash value 64"])
    totals = {"kirin": [0, 0.0], "gpsusi": [0, 0.0], "fairy-stockfish": [0, 0.0]}
    print("go mate %d ms per problem; len = stated mate length, co = checks-only length"
          % args.millis)
    print("%-5s %-3s %-3s | %-20s | %-20s | %-20s" % ("line", "len", "co", "kirin", "gpsusi",
                                                       "fairy-stockfish"))
    disagreements = []
    for number, sfen, plies, checks_only in records:
        row = []
        words, t = tsume(kirin, sfen, args.millis)
        ok = bool(words) and words[0] not in ("nomate", "timeout", "(none)")
        kirin_plies = len(words) if ok else None
        row.append(("mate %d" % len(words)) if ok else words[0] if words else "-")
        totals["kirin"][0] += ok
        totals["kirin"][1] += t
        row[-1] = "%-9s %7.3fs" % (row[-1], t)
        if ok and kirin_plies != checks_only:
            disagreements.append("line %d: Kirin mates in %d plies, the record's checks-only "
                                 "mate is %d" % (number, kirin_plies, checks_only))
        if words[:1] == ["nomate"]:
            disagreements.append("line %d: Kirin answers nomate to a mate in %d"
                                 % (number, checks_only))
        words, t = tsume(gps, sfen, args.millis)
        ok = bool(words) and words[0] not in ("nomate", "timeout", "(none)")
        cell = ("mate %d" % len(words)) if ok else words[0] if words else "-"
        totals["gpsusi"][0] += ok
        totals["gpsusi"][1] += t
        row.append("%-9s %7.3fs" % (cell, t))
        if words[:1] == ["nomate"]:
            disagreements.append("line %d: gpsusi answers nomate to a mate in %d"
                                 % (number, checks_only))
        if ok and kirin_plies is not None and len(words) < kirin_plies:
            disagreements.append("line %d: gpsusi mates in %d plies, Kirin in %d"
                                 % (number, len(words), kirin_plies))
        found, t = fairy_mate(fairy, sfen, (checks_only + 1) // 2, args.millis)
        ok = found is not None and found > 0
        totals["fairy-stockfish"][0] += ok
        totals["fairy-stockfish"][1] += t
        row.append("%-9s %7.3fs" % (("mate %d" % found) if ok else "-", t))
        print("%-5d %-3d %-3d | %s | %s | %s" % (number, plies, checks_only, *row))
        sys.stdout.flush()
    for engine in (kirin, gps, fairy):
        engine.close()
    print()
    for name, (solved, seconds) in totals.items():
        print("%-16s solved %2d/%d  total %8.3f s  mean %6.3f s/problem" % (
            name, solved, len(records), seconds, seconds / len(records)))
    for line in disagreements:
        print("DISAGREEMENT " + line)
    return not disagreements


def search_vs_solver(args):
    """Time to a mate score: Kirin's alpha-beta search (`go movetime`) vs its solver."""
    records = [r for r in read_records("mate-shogi.txt") if r[3] is not None][::args.every]
    kirin = Engine(args.engine)
    found_search = found_solver = 0
    time_search = time_solver = 0.0
    print("%-5s %-3s | %-22s | %-22s" % ("line", "co", "search: first mate score", "solver"))
    for number, sfen, plies, checks_only in records:
        settle(kirin)
        kirin.send("position sfen " + sfen)
        start = time.monotonic()
        kirin.send("go movetime %d" % args.millis)
        first = None
        while True:
            _, line = kirin.wait_for(lambda l: True, args.millis / 1000 + 10)
            if line is None or line.startswith("bestmove"):
                break
            words = line.split()
            if first is None and "score" in words and words[words.index("score") + 1] == "mate" \
                    and not words[words.index("score") + 2].startswith("-"):
                first = (time.monotonic() - start, words[words.index("score") + 2])
        words, t = tsume(kirin, sfen, args.millis)
        solved = bool(words) and words[0] not in ("nomate", "timeout")
        found_search += first is not None
        found_solver += solved
        time_search += first[0] if first else args.millis / 1000
        time_solver += t
        print("%-5d %-3d | %-22s | %-22s" % (
            number, checks_only,
            ("mate %s %7.3fs" % (first[1], first[0])) if first else "-",
            ("mate %d %7.3fs" % (len(words), t)) if solved else words[0] if words else "-"))
    kirin.close()
    print("search: %d/%d mate scores, %.3f s; solver: %d/%d mates, %.3f s (unsolved count as %d ms)"
          % (found_search, len(records), time_search, found_solver, len(records), time_solver,
             args.millis))
    return True


# Harder than the records (found while writing tests/search/mate_protocol.rs): a 13-ply mate
# against a bare king, and a proven no-mate with the king in the middle of the board.
AB_EXTRA = [
    "4k4/9/9/9/9/9/9/9/9 b 2R2BG4S4N4L18p3g 1",
    "9/9/9/9/4k4/9/9/9/9 b 2S2N2L2P2r2b4g2s2n2l16p 1",
]


def cpu_seconds(engine):
    """User + system CPU time so far of the engine process and its children (the engine
    is started through a shell), from Linux /proc in 10 ms ticks."""
    def process_ticks(pid):
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        with open("/proc/%d/task/%d/children" % (pid, pid)) as f:
            return ticks + sum(process_ticks(int(c)) for c in f.read().split())
    return process_ticks(engine.proc.pid) / os.sysconf("SC_CLK_TCK")


def tsume_nodes(engine, sfen, millis):
    """USI `go mate <ms>`: (reply, nodes of the last info line, CPU seconds, whether the
    time limit was reached). CPU time rather than wall time: the shared machine's load
    would dominate wall times."""
    settle(engine)
    engine.send("position sfen " + sfen)
    cpu = cpu_seconds(engine)
    start = time.monotonic()
    engine.send("go mate %d" % millis)
    seen, line = engine.wait_for(lambda l: l.startswith("checkmate"), millis / 1000 + 5)
    if line is None:
        engine.send("stop")
        more, line = engine.wait_for(lambda l: l.startswith("checkmate"), 10)
        seen += more
    limited = time.monotonic() - start >= millis / 1000
    settle(engine)
    elapsed = cpu_seconds(engine) - cpu
    nodes = 0
    for info in seen:
        words = info.split()
        if words and words[0] == "info" and "nodes" in words:
            nodes = int(words[words.index("nodes") + 1])
    words = (line or "checkmate (none)").split()[1:]
    reply = ("mate %d" % len(words)) if words and words[0] not in (
        "nomate", "timeout", "(none)") else words[0]
    return reply, nodes, elapsed, limited


def ab(args):
    """Two builds of Kirin's solver on the same problems, alternately, in one run."""
    records = [r for r in read_records("mate-shogi.txt") if r[3] is not None]
    problems = [("%d" % r[0], r[1]) for r in records] + [
        ("x%d" % i, sfen) for i, sfen in enumerate(AB_EXTRA, 1)]
    engines = [Engine(args.engine_a), Engine(args.engine_b)]
    totals = [[0, 0.0], [0, 0.0]]
    same = True
    print("%-5s | %-32s | %-32s" % ("line", "A: result nodes CPU", "B: result nodes CPU"))
    for name, sfen in problems:
        cells = []
        replies = []
        limited = False
        for i, engine in enumerate(engines):
            best = None
            for _ in range(args.rounds):
                reply, nodes, seconds, hit = tsume_nodes(engine, sfen, args.millis)
                limited |= hit
                best = seconds if best is None else min(best, seconds)
            replies.append(reply)
            totals[i][0] += nodes
            totals[i][1] += best
            cells.append("%-9s %10d %8.3fs" % (reply, nodes, best))
        # Both solved with different lengths (or a proof against a disproof) is an error;
        # a time-out is a speed difference (at the time limit a mate found so far is
        # reported, not necessarily the shortest).
        clash = replies[0] != replies[1] and not limited and "(none)" not in replies
        same &= not clash
        print("%-5s | %s | %s%s" % (name, cells[0], cells[1], "  DIFFERENT" if clash else
                                    "  (time limit)" if limited else ""))
        sys.stdout.flush()
    for engine in engines:
        engine.close()
    (nodes_a, time_a), (nodes_b, time_b) = totals
    print()
    print("A: %d nodes, %.2f CPU s; B: %d nodes, %.2f CPU s; B/A nodes %.3f, CPU time %.3f "
          "(least of %d runs per problem)" % (nodes_a, time_a, nodes_b, time_b,
                                             nodes_b / max(nodes_a, 1),
                                             time_b / max(time_a, 1e-9), args.rounds))
    return same


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="mode", required=True)
    p = sub.add_parser("verify-shogi")
    p.add_argument("engine", help="Kirin command line, e.g. target/release/kirin")
    p.add_argument("--millis", type=int, default=30000, help="go mate time per problem")
    p.set_defaults(run=verify_shogi)
    p = sub.add_parser("verify-xiangqi")
    p.add_argument("file", help="lines dumped by `mate_xiangqi::dump_lines`")
    p.set_defaults(run=verify_xiangqi)
    p = sub.add_parser("compare")
    p.add_argument("engine", help="Kirin command line")
    p.add_argument("--millis", type=int, default=3000, help="time per problem and engine")
    p.add_argument("--every", type=int, default=1, help="take every n-th record")
    p.set_defaults(run=compare)
    p = sub.add_parser("search-vs-solver")
    p.add_argument("engine", help="Kirin command line")
    p.add_argument("--millis", type=int, default=3000, help="time per problem")
    p.add_argument("--every", type=int, default=1, help="take every n-th record")
    p.set_defaults(run=search_vs_solver)
    p = sub.add_parser("ab")
    p.add_argument("engine_a", help="Kirin command line (before)")
    p.add_argument("engine_b", help="Kirin command line (after)")
    p.add_argument("--millis", type=int, default=20000, help="go mate time per problem")
    p.add_argument("--rounds", type=int, default=1, help="runs per problem (best time)")
    p.set_defaults(run=ab)
    args = parser.parse_args()
    sys.exit(0 if args.run(args) else 1)


if __name__ == "__main__":
    main()
