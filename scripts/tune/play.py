#!/usr/bin/env python3
"""Plays engine games over USI (shogi) or UCCI (xiangqi), refereed by cshogi / pyffish.

Two uses:
  selfplay  one engine plays both sides; every game is written as one line
            "<result>\t<start position>\t<moves>" (result from the first player's view:
            1, 0.5, 0) for extract.py. This is how the tuner's data is made.
  match     engine A against engine B, each opening played twice with colours swapped;
            prints wins/draws/losses of A and the Elo difference with its 95% interval.

Openings are a few random legal plies (seeded) so that games differ. The referee ends a
game on mate/no legal move, on the rule library's repetition and perpetual-check
verdicts (shogi: fourfold repetition as cshogi judges it; xiangqi: Fairy-Stockfish's
rules through pyffish), on a resignation or an entering-king declaration, and at
--max-plies as a draw. Engines are shell commands, so `env KIRIN_EVAL=material
target/release/kirin` is an engine.
"""

import argparse
import math
import random
import shlex
import subprocess
import sys
import time

import cshogi
import pyffish

SHOGI_START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


class Engine:
    """One engine process speaking USI or UCCI."""

    def __init__(self, command, game, options):
        self.game = game
        self.thinking_time = 0.0
        self.moves_played = 0
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.send("usi" if game == "shogi" else "ucci")
        self.wait_for("usiok" if game == "shogi" else "ucciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, word, timeout=60.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"engine exited while waiting for {word}")
            fields = line.split()
            if fields and fields[0] == word:
                return fields
        raise RuntimeError(f"engine did not answer {word}")

    def ready(self):
        self.send("isready")
        self.wait_for("readyok")

    def new_game(self):
        self.send("usinewgame" if self.game == "shogi" else "setoption name newgame value true")
        self.ready()

    def best_move(self, start, moves, go):
        position = "position sfen " if self.game == "shogi" else "position fen "
        line = position + start + (" moves " + " ".join(moves) if moves else "")
        self.send(line)
        began = time.time()
        try:
            return self.search(go)
        finally:
            self.thinking_time += time.time() - began
            self.moves_played += 1

    def search(self, go):
        self.send("go " + go)
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("engine exited during a search")
            fields = line.split()
            if fields and fields[0] == "bestmove":
                return fields[1] if len(fields) > 1 else "resign"
            if fields and fields[0] == "nobestmove":
                return "resign"

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()


class ShogiReferee:
    def __init__(self, start):
        self.board = cshogi.Board(start)
        self.seen = {}

    def legal(self):
        return [cshogi.move_to_usi(m) for m in self.board.legal_moves]

    def first_player_to_move(self):
        return self.board.turn == cshogi.BLACK

    def push(self, usi):
        self.board.push_usi(usi)
        key = self.board.zobrist_hash()
        self.seen[key] = self.seen.get(key, 0) + 1

    def verdict(self):
        """None while the game goes on, else the result for the side to move (1, .5, 0)."""
        if self.board.is_game_over():
            return 0.0
        if self.seen.get(self.board.zobrist_hash(), 0) >= 4:
            status = self.board.is_draw()
            if status == cshogi.REPETITION_WIN:
                return 1.0
            if status == cshogi.REPETITION_LOSE:
                return 0.0
            return 0.5
        return None

    def declare(self):
        return 1.0 if self.board.is_nyugyoku() else 0.0


def shift_ranks(move, delta):
    """Converts between UCCI squares (ranks 0-9) and pyffish's (ranks 1-10)."""
    out, i = "", 0
    while i < len(move):
        j = i + 1
        while j < len(move) and move[j].isdigit():
            j += 1
        out += move[i] + str(int(move[i + 1:j]) + delta)
        i = j
    return out


class XiangqiReferee:
    """Keeps moves in UCCI notation; pyffish numbers ranks from 1. Every pyffish call
    replays the game from the start (a few ms each), so legal moves are cached per ply:
    verdict() and the move check share one call."""

    def __init__(self, start):
        self.start = start
        self.moves = []
        self.library_moves = []
        self.legal_cache = None

    def legal(self):
        if self.legal_cache is None:
            self.legal_cache = [shift_ranks(m, -1)
                                for m in pyffish.legal_moves("xiangqi", self.start, self.library_moves)]
        return self.legal_cache

    def first_player_to_move(self):
        return len(self.moves) % 2 == 0 if " w " in self.start + " " else len(self.moves) % 2 == 1

    def push(self, move):
        self.moves.append(move)
        self.library_moves.append(shift_ranks(move, 1))
        self.legal_cache = None

    def verdict(self):
        if not self.legal():
            return 0.0  # no legal move: checkmate or stalemate, both lost in xiangqi
        for probe in (pyffish.is_immediate_game_end, pyffish.is_optional_game_end):
            ended, value = probe("xiangqi", self.start, self.library_moves)
            if ended:
                return 1.0 if value > 0 else 0.0 if value < 0 else 0.5
        return None

    def declare(self):
        return 0.0


def play_game(game, engines, start, opening, gos, max_plies):
    """Plays one game; engines[0] has the first move and searches with gos[0]. Returns
    (result for the first player, moves)."""
    referee = ShogiReferee(start) if game == "shogi" else XiangqiReferee(start)
    moves = []
    for move in opening:
        referee.push(move)
        moves.append(move)
    for engine in engines:
        engine.new_game()
    while True:
        verdict = referee.verdict()
        mover_first = referee.first_player_to_move()
        if verdict is None and len(moves) >= max_plies:
            verdict = 0.5
        if verdict is None:
            engine = engines[0] if mover_first else engines[1]
            move = engine.best_move(start, moves, gos[0] if mover_first else gos[1])
            if move == "resign":
                verdict = 0.0
            elif move == "win":
                verdict = referee.declare()
            elif move not in referee.legal():
                print(f"illegal move {move} after {' '.join(moves)}", file=sys.stderr)
                verdict = 0.0
            else:
                referee.push(move)
                moves.append(move)
                continue
        return (verdict if mover_first else 1.0 - verdict), moves


def random_opening(game, start, plies, rng):
    referee = ShogiReferee(start) if game == "shogi" else XiangqiReferee(start)
    opening = []
    for _ in range(plies):
        legal = referee.legal()
        if not legal or referee.verdict() is not None:
            break
        move = rng.choice(sorted(legal))
        referee.push(move)
        opening.append(move)
    return opening


def elo(wins, draws, losses):
    """Elo difference and the half-width of its 95% interval (normal approximation)."""
    n = wins + draws + losses
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n
    clamp = lambda s: min(max(s, 1e-6), 1 - 1e-6)
    to_elo = lambda s: -400 * math.log10(1 / clamp(s) - 1)
    margin = 1.96 * math.sqrt(variance / n)
    return to_elo(score), (to_elo(score + margin) - to_elo(score - margin)) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["selfplay", "match"])
    ap.add_argument("--game", choices=["shogi", "xiangqi"], required=True)
    ap.add_argument("--engine", default="target/release/kirin")
    ap.add_argument("--opponent", help="engine B for match mode")
    ap.add_argument("--option", action="append", default=[], help="NAME=VALUE, sent to every engine")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--go", default="depth 3", help="go arguments, e.g. 'depth 4', 'nodes 20000', 'movetime 100'")
    ap.add_argument("--opponent-go", help="match: go arguments for engine B (default: --go), e.g. more nodes"
                    " for a faster engine to emulate equal time")
    ap.add_argument("--opening-plies", type=int, default=8, help="random plies at the start (up to)")
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="selfplay: file to append games to")
    args = ap.parse_args()

    options = [tuple(o.split("=", 1)) for o in args.option]
    start = SHOGI_START if args.game == "shogi" else XIANGQI_START
    rng = random.Random(args.seed)
    engine_a = Engine(args.engine, args.game, options)
    engine_b = Engine(args.opponent, args.game, options) if args.mode == "match" else engine_a
    out = open(args.out, "a") if args.out else sys.stdout
    wins = draws = losses = 0
    began = time.time()
    try:
        for g in range(args.games):
            if args.mode == "selfplay" or g % 2 == 0:
                opening = random_opening(args.game, start, rng.randint(args.opening_plies // 2, args.opening_plies), rng)
            a_first = args.mode == "selfplay" or g % 2 == 0
            engines = (engine_a, engine_b) if a_first else (engine_b, engine_a)
            go_b = args.opponent_go or args.go
            gos = (args.go, go_b) if a_first else (go_b, args.go)
            result, moves = play_game(args.game, engines, start, opening, gos, args.max_plies)
            if args.mode == "selfplay":
                out.write(f"{result}\t{start}\t{' '.join(moves)}\n")
                out.flush()
            else:
                score_a = result if a_first else 1.0 - result
                wins += score_a == 1.0
                draws += score_a == 0.5
                losses += score_a == 0.0
                if (g + 1) % 20 == 0 or g + 1 == args.games:
                    e, m = elo(wins, draws, losses)
                    print(f"after {g + 1} games: A +{wins} ={draws} -{losses}  Elo {e:+.1f} +/- {m:.1f}"
                          f"  (ms/move A {1000 * engine_a.thinking_time / max(engine_a.moves_played, 1):.1f},"
                          f" B {1000 * engine_b.thinking_time / max(engine_b.moves_played, 1):.1f})", flush=True)
    finally:
        engine_a.quit()
        if engine_b is not engine_a:
            engine_b.quit()
    print(f"{args.games} games in {time.time() - began:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
