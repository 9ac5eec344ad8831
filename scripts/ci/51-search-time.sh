#!/usr/bin/env bash
# Search CI step: the engine answers within every clock it is given (never loses on
# time), through the real binary: USI byoyomi with no main time, USI Fischer (increment
# credited before the move), UCI-X sudden death with increment, UCCI move time. Prints the
# slowest answer of each case against its allowance; fails if any answer is late.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=./target/release/kirin
[ -x "$bin" ] || cargo build --release --quiet
python3 - "$bin" <<'PY'
import subprocess, sys, time

binary = sys.argv[1]
SHOGI = ["startpos", "sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
         "sfen 8k/6Sg1/9/7N1/4B4/9/9/9/K8 b P 1"]
XIANGQI = ["startpos", "fen 2baka3/3c5/1r2b4/p1p1p3p/6prP/4P1P2/P5c2/6N1B/3K5/RNBA1A2R b - - 0 1",
           "fen 4k4/9/9/9/9/r1C1pNc1R/9/9/9/4K4 b - - 0 1"]
CASES = [
    # (name, hello, ok, positions, go line, allowance in ms)
    ("USI byoyomi 1 s, no main time", "usi", "usiok", SHOGI, "go btime 0 wtime 0 byoyomi 1000", 1000),
    ("USI Fischer 0.5 s + 1 s before the move", "usi", "usiok", SHOGI, "go btime 500 wtime 500 binc 1000 winc 1000", 1500),
    ("UCI-X 0.4 s + 0.1 s after the move", "uci", "uciok", XIANGQI, "go wtime 400 btime 400 winc 100 binc 100", 400),
    ("UCCI 0.3 s sudden death", "ucci", "ucciok", XIANGQI, "go time 300", 300),
]
failed = False
for name, hello, ok, positions, go, allowance in CASES:
    p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(line):
        p.stdin.write(line + "\n"); p.stdin.flush()
    def until(pred):
        while True:
            line = p.stdout.readline()
            if not line:
                raise SystemExit(f"{name}: engine exited")
            if pred(line.strip()):
                return line.strip()
    send(hello); until(lambda l: l == ok)
    send("isready"); until(lambda l: l == "readyok")
    worst = 0
    for pos in positions * 2:
        send(f"position {pos}")
        send("isready"); until(lambda l: l == "readyok")
        start = time.monotonic()
        send(go)
        until(lambda l: l.startswith("bestmove") or l == "nobestmove")
        worst = max(worst, (time.monotonic() - start) * 1000)
    send("quit"); p.wait(timeout=5)
    late = worst >= allowance
    failed |= late
    print(f"{name}: slowest answer {worst:.0f} ms of {allowance} ms{'  LATE' if late else ''}")
sys.exit(1 if failed else 0)
PY
