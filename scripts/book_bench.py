#!/usr/bin/env python3
"""Times the opening-book loader on a big synthetic book, per game.

For shogi (USI) and xiangqi (UCCI) in turn: `kirin book synth` writes a book of N
distinct random-walk positions (default 1,000,000) unless the file is already there,
then the engine is started, told the book file, and sent `isready`. The book is loaded
there, so the time from `isready` to `readyok` is the load time (wall clock, and the CPU
time of all the loader's threads, which depends less on what else the machine runs);
the peak resident memory is the process's VmHWM from /proc/<pid>/status (Linux), read
after `readyok`, with the same figure for an engine without a book next to it. Each book
is loaded twice: first from its text (an index cache left by an earlier run is removed
first), which writes the index cache `<book>.kirinidx`, then from that cache.

    python3 scripts/book_bench.py [--positions N] [--dir DIR] [--engine PATH] [--keep]

Standard library only. The books are written to DIR (default: the system temp
directory) and removed afterwards with their caches unless --keep is given.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

GAMES = [
    # game, handshake, its ok word, the option lines that name the book
    ("shogi", "usi", "usiok",
     ["setoption name USI_OwnBook value true", "setoption name BookFile value {file}"]),
    ("xiangqi", "ucci", "ucciok", ["setoption usebook true", "setoption bookfiles {file}"]),
]
REPLY_TIMEOUT_S = 120
# The engine's index cache of a book (src/book/cache.rs).
CACHE_SUFFIX = ".kirinidx"


def read_until(proc, word, deadline):
    """Lines up to and including `word`; fails past the deadline."""
    lines = []
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            sys.exit(f"engine exited before '{word}'")
        line = line.rstrip("\n")
        lines.append(line)
        if line == word:
            return lines
    sys.exit(f"timed out waiting for '{word}'")


def peak_memory_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """User plus system CPU time of the process so far, all threads."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(engine, handshake, ok, option_lines, book):
    """(wall and CPU seconds from isready to readyok, VmHWM KiB, info strings) for one
    engine run."""
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)
    deadline = time.monotonic() + REPLY_TIMEOUT_S

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    send(handshake)
    read_until(proc, ok, deadline)
    # A first isready allocates the hash table, so that the timed one loads the book only.
    send("isready")
    read_until(proc, "readyok", deadline)
    if book is not None:
        for line in option_lines:
            send(line.format(file=book))
    cpu_before = cpu_seconds(proc.pid)
    start = time.monotonic()
    send("isready")
    lines = read_until(proc, "readyok", deadline)
    elapsed = time.monotonic() - start
    cpu = cpu_seconds(proc.pid) - cpu_before
    peak = peak_memory_kib(proc.pid)
    send("quit")
    proc.wait(timeout=10)
    return elapsed, cpu, peak, [l for l in lines if l.startswith("info string")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=1_000_000)
    parser.add_argument("--dir", default=tempfile.gettempdir())
    parser.add_argument("--engine", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "target", "release", "kirin"))
    parser.add_argument("--keep", action="store_true", help="keep the book files")
    args = parser.parse_args()
    rows = []
    for game, handshake, ok, option_lines in GAMES:
        book = os.path.join(args.dir, f"kirin-bench-{game}-{args.positions}.db")
        if not os.path.exists(book):
            start = time.monotonic()
            subprocess.run([args.engine, "book", "synth", game, str(args.positions), book],
                           check=True, stdout=subprocess.DEVNULL)
            print(f"{game}: wrote {book} in {time.monotonic() - start:.1f} s", file=sys.stderr)
        size_mb = os.path.getsize(book) / 1e6
        cache = book + CACHE_SUFFIX
        if os.path.exists(cache):
            os.remove(cache)
        _, _, base_kib, _ = measure(args.engine, handshake, ok, option_lines, None)
        seconds, cpu, peak_kib, notes = measure(args.engine, handshake, ok, option_lines, book)
        cached = measure(args.engine, handshake, ok, option_lines, book)
        for note in notes + cached[3]:
            print(f"{game}: {note}", file=sys.stderr)
        rows.append((game, args.positions, size_mb, seconds, cpu, peak_kib / 1024,
                     cached[0], cached[1], cached[2] / 1024, base_kib / 1024))
        if not args.keep:
            os.remove(book)
            if os.path.exists(cache):
                os.remove(cache)
    sys.stderr.flush()
    # Wall time depends on what else the machine runs; CPU time (all loader threads) less.
    print(f"cores {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    print(f"{'':<28} {'from the text':^27} {'from the cache':^27}")
    print(f"{'game':<8} {'positions':>10} {'file MB':>8} {'load s':>7} {'CPU s':>6} "
          f"{'VmHWM MiB':>10}   {'load s':>7} {'CPU s':>6} {'VmHWM MiB':>10} "
          f"{'no book MiB':>12}")
    for game, positions, size_mb, seconds, cpu, peak, c_seconds, c_cpu, c_peak, base in rows:
        print(f"{game:<8} {positions:>10} {size_mb:>8.1f} {seconds:>7.3f} {cpu:>6.2f} "
              f"{peak:>10.1f}   {c_seconds:>7.3f} {c_cpu:>6.2f} {c_peak:>10.1f} {base:>12.1f}")


if __name__ == "__main__":
    main()
