#!/usr/bin/env python3
"""SPSA tuning of Kirin's search parameters with `kirin match` self-play.

The engine is a tune build, whose search parameters (src/search/params.rs, the
`tunables!` block) are set on its command line:

    cargo build --release --features tune --target-dir target/tune
    # the binary: target/tune/release/kirin (a separate target directory keeps the
    # normal build in target/release untouched)

    scripts/spsa.py --engine target/tune/release/kirin --state spsa.json \\
        --iterations 2000 --variant both --nodes 30000 --concurrency 2

Run the same command again to resume after an interruption: the state file (written
after every batch) holds the schedule, the current values and the iteration count, and
its settings win over the command line's; a batch cut short is played again.
`scripts/spsa.py --print --state spsa.json` prints the tuned values as Rust const lines
(the values of the `tunables!` entries of the same names in params.rs), as the end of a
run does.

Method (simultaneous perturbation stochastic approximation, in Fishtest's form):

* The parameters and their schedules come from `kirin --params`
  (`name,type,value,min,max,c_end,r_end`, one per line). Each game searches with its own
  values (`shogi.NAME`, `xiangqi.NAME`); a run tunes those of the games it plays, and a
  batch updates only its game's. `--only NAME,...` (bare or with the game) tunes a
  subset and leaves the others at their defaults; `--r-end R` replaces every tuned
  parameter's r_end (the learning rate: a short run needs a larger one).
* An iteration is one game pair: the same opening (the standard start plus
  `--random-plies` random moves) with colours swapped, between theta + c_k * delta and
  theta - c_k * delta, delta a random vector of +-1. With N iterations in the run
  (`--iterations`), iteration k (from 1) uses
      c_k = c / k^0.101,  a_k = a / (A + k)^0.602,
      c = c_end * N^0.101,  a = r_end * c_end^2 * (A + N)^0.602,  A = N / 10,
  per parameter, so that c_k and the step a_k / c_k reach c_end and r_end * c_end at
  the end of the run.
* After the games, theta += (a_k / c_k) * (wins - losses of the + side) * delta, each
  value clamped to [min, max]. Integer parameters are rounded only when passed to the
  engine; theta keeps the fractions.
* For speed, `--batch` iterations share one `kirin match` call, and so one delta, as a
  Fishtest worker's batch does; k is the batch's middle iteration. With `--variant
  both` the batches alternate between shogi and xiangqi.

Each batch prints a progress line (iterations done, the batch's W-D-L of the + side,
games per minute) and the current values. Only the standard library is used.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

ALPHA = 0.602
GAMMA = 0.101
STATE_VERSION = 1
# Endings of `kirin match` (src/tournament/record.rs) that stop the run: an engine that
# crashes or hangs (a bad --param, a broken build) would otherwise count as lost games.
BROKEN = {"crash", "unresponsive"}


def parse_params(text):
    """`kirin --params` output as a list of parameter dicts."""
    params = []
    for line in text.splitlines():
        if not line.strip():
            continue
        name, ty, value, lo, hi, c_end, r_end = line.strip().split(",")
        params.append(
            {
                "name": name,
                "type": ty,
                "integer": ty != "f64",
                "start": float(value),
                "min": float(lo),
                "max": float(hi),
                "c_end": float(c_end),
                "r_end": float(r_end),
                "theta": float(value),
            }
        )
    return params


def engine_params(engine):
    out = subprocess.run([engine, "--params"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(
            f"spsa: '{engine} --params' failed ({out.stderr.strip()}); the engine must be "
            "a tune build: cargo build --release --features tune --target-dir target/tune"
        )
    return parse_params(out.stdout)


def family(p):
    """The game whose search uses parameter p (`xiangqi.LMR_BASE` -> xiangqi)."""
    return p["name"].split(".", 1)[0]


def bare_name(p):
    return p["name"].split(".", 1)[-1]


def new_state(args):
    # Each game searches with its own values: tune only the played games' ones.
    games = ("shogi", "xiangqi") if args.variant == "both" else (args.variant,)
    params = [p for p in engine_params(args.engine) if family(p) in games]
    if args.only:
        wanted = set(args.only.split(","))
        known = {p["name"] for p in params} | {bare_name(p) for p in params}
        unknown = wanted - known
        if unknown:
            sys.exit(f"spsa: unknown parameters for {args.variant}: {', '.join(sorted(unknown))}")
        params = [p for p in params if p["name"] in wanted or bare_name(p) in wanted]
    n = args.iterations
    big_a = 0.1 * n
    for p in params:
        if args.r_end:
            p["r_end"] = args.r_end
        p["c"] = p["c_end"] * n**GAMMA
        p["a"] = p["r_end"] * p["c_end"] ** 2 * (big_a + n) ** ALPHA
    return {
        "version": STATE_VERSION,
        "settings": {
            "engine": args.engine,
            "runner": args.runner or args.engine,
            "iterations": n,
            "A": big_a,
            "batch": args.batch,
            "variant": args.variant,
            "nodes": args.nodes,
            "tc": args.tc,
            "concurrency": args.concurrency,
            "random_plies": args.random_plies,
            "maxmoves": args.maxmoves,
            "seed": args.seed,
        },
        "iteration": 0,
        "batches": 0,
        "wins": 0,
        "draws": 0,
        "losses": 0,
        "params": params,
    }


def save_state(path, state):
    """Writes the state atomically (a crash mid-write keeps the previous one)."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".spsa-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(state, f, indent=1)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def clamp(p, value):
    return min(p["max"], max(p["min"], value))


def passed(p, value):
    """The value as the engine gets it: clamped, integers rounded half away from zero."""
    value = clamp(p, value)
    if p["integer"]:
        return str(int(value + 0.5) if value >= 0 else -int(-value + 0.5))
    return f"{value:.6g}"


def schedule(p, k, big_a):
    """(c_k, a_k) of parameter p at iteration k."""
    return p["c"] / k**GAMMA, p["a"] / (big_a + k) ** ALPHA


def engine_option(settings, name, values):
    words = ["-engine", f"cmd={settings['engine']}", f"name={name}"]
    for param_name, value in values:
        words += ["arg=--param", f"arg={param_name}={value}"]
    return words


def match_command(settings, variant, pairs, seed, plus, minus, out):
    s = settings
    each = [f"nodes={s['nodes']}"] if s["tc"] is None else [f"tc={s['tc']}"]
    return (
        [s["runner"], "match", "-variant", variant]
        + engine_option(s, "plus", plus)
        + engine_option(s, "minus", minus)
        + ["-each"] + each
        + ["-games", "2", "-rounds", str(pairs)]
        + ["-openings", f"randomplies={s['random_plies']}", "-seed", str(seed)]
        + ["-concurrency", str(s["concurrency"]), "-maxmoves", str(s["maxmoves"])]
        + ["-ratinginterval", "0", "-out", out]
    )


def play(settings, variant, pairs, seed, plus, minus):
    """Plays `pairs` game pairs; returns W, D, L of the `plus` engine."""
    with tempfile.TemporaryDirectory(prefix="spsa-") as tmp:
        out = os.path.join(tmp, "games.jsonl")
        cmd = match_command(settings, variant, pairs, seed, plus, minus, out)
        run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            sys.exit(f"spsa: kirin match failed ({run.returncode}):\n{run.stderr[-2000:]}")
        wins = draws = losses = 0
        with open(out) as f:
            for line in f:
                g = json.loads(line)
                if "result" not in g:
                    continue  # the log's header line
                if g.get("ending") in BROKEN:
                    # A perturbed engine that cannot play is a set-up error, not a result.
                    sys.exit(f"spsa: game {g['id']}: {g['ending']}: {g.get('reason', '')}")
                if g["result"] == "1/2-1/2":
                    draws += 1
                elif (g["result"] == "1-0") == (g["first"] == "plus"):
                    wins += 1
                else:
                    losses += 1
    if wins + draws + losses != 2 * pairs:
        sys.exit(f"spsa: expected {2 * pairs} games, the log has {wins + draws + losses}")
    return wins, draws, losses


def batch_variant(settings, batch):
    if settings["variant"] == "both":
        return "shogi" if batch % 2 == 0 else "xiangqi"
    return settings["variant"]


def run_batch(state):
    """One batch: perturb, play, update theta. Returns the batch's (variant, W, D, L)."""
    s = state["settings"]
    # Seeded by the batch number: a resumed run draws the deltas it would have drawn.
    rng = random.Random(s["seed"] * 1_000_003 + state["batches"])
    pairs = min(s["batch"], s["iterations"] - state["iteration"])
    k = state["iteration"] + (pairs + 1) / 2
    flips = [rng.choice((-1, 1)) for _ in state["params"]]
    plus, minus = [], []
    for p, flip in zip(state["params"], flips):
        c_k, _ = schedule(p, k, s["A"])
        plus.append((p["name"], passed(p, p["theta"] + c_k * flip)))
        minus.append((p["name"], passed(p, p["theta"] - c_k * flip)))
    variant = batch_variant(s, state["batches"])
    seed = s["seed"] + state["batches"]
    wins, draws, losses = play(s, variant, pairs, seed, plus, minus)
    result = wins - losses
    for p, flip in zip(state["params"], flips):
        if family(p) != variant:
            continue  # the other game's value did not play in this batch
        c_k, a_k = schedule(p, k, s["A"])
        p["theta"] = clamp(p, p["theta"] + a_k / c_k * result * flip)
    state["iteration"] += pairs
    state["batches"] += 1
    state["wins"] += wins
    state["draws"] += draws
    state["losses"] += losses
    return variant, wins, draws, losses


def show_value(p):
    return f"{p['theta']:.2f}" if p["integer"] else f"{p['theta']:.4f}"


def print_values(state):
    print("  " + " ".join(f"{p['name']}={show_value(p)}" for p in state["params"]), flush=True)


def print_consts(state):
    print(f"// SPSA after {state['iteration']} of {state['settings']['iterations']} iterations")
    print("// (the values of the tunables! entries of the same names in src/search/params.rs:")
    print("// `NAME, accessor: type = <shogi value>, xiangqi <xiangqi value>;`)")
    for p in state["params"]:
        value = passed(p, p["theta"])
        if not p["integer"] and "." not in value and "e" not in value:
            value += ".0"
        print(f"{p['name']} = {value}  // start {p['start']:g}")


def positive_float(text):
    """An argparse type: a finite number above zero (a learning rate of zero or below
    would freeze the run or tune every parameter the wrong way)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
    if not (0 < value < float("inf")):
        raise argparse.ArgumentTypeError(f"{text} must be a number above 0")
    return value


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog="See the module docstring (the top of this file) for the method.",
    )
    add = ap.add_argument
    add("--engine", help="the tune build of kirin to tune")
    add("--runner", help="the kirin that runs `kirin match` (default: --engine)")
    add("--state", default="spsa.json", help="state file (default %(default)s)")
    add("--iterations", type=int, default=2000, help="game pairs (default %(default)s)")
    add("--batch", type=int, default=8, help="pairs per match call (default %(default)s)")
    add(
        "--variant",
        choices=("shogi", "xiangqi", "both"),
        default="both",
        help="the game; both: batches alternate (default %(default)s)",
    )
    add("--nodes", type=int, default=30000, help="nodes per move (default %(default)s)")
    add("--tc", help="a time control instead of nodes, e.g. 10+0.1")
    add("--concurrency", type=int, default=2, help="games at once (default %(default)s)")
    add("--random-plies", type=int, default=6, help="opening plies (default %(default)s)")
    add("--maxmoves", type=int, default=400, help="draw after N plies (default %(default)s)")
    add("--seed", type=int, default=1, help="deltas and openings (default %(default)s)")
    add("--only", help="comma-separated parameters to tune (default: all)")
    add("--r-end", type=positive_float,
        help="r_end of every tuned parameter instead of the engine's (Fishtest's 0.002 "
             "suits runs of tens of thousands of games; a run of a few thousand moves "
             "the values a fraction of c_end with it and wants about 0.01)")
    add("--print", action="store_true", help="print the state's values and exit")
    args = ap.parse_args()

    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
        if state.get("version") != STATE_VERSION:
            sys.exit(f"spsa: {args.state} is not a state file of this version")
        if not args.print:
            print(f"resuming {args.state} at iteration {state['iteration']}", flush=True)
    elif args.print:
        sys.exit(f"spsa: no state file {args.state}")
    else:
        if not args.engine:
            sys.exit("spsa: --engine PATH (a tune build of kirin) is needed")
        if args.iterations < 1 or args.batch < 1:
            sys.exit("spsa: --iterations and --batch must be at least 1")
        state = new_state(args)
        save_state(args.state, state)
    if args.print:
        print_consts(state)
        return

    s = state["settings"]
    print_values(state)
    while state["iteration"] < s["iterations"]:
        started = time.time()
        variant, wins, draws, losses = run_batch(state)
        save_state(args.state, state)
        minutes = (time.time() - started) / 60
        games = wins + draws + losses
        print(
            f"iter {state['iteration']}/{s['iterations']} {variant}: +{wins} ={draws} "
            f"-{losses} (total +{state['wins']} ={state['draws']} -{state['losses']}), "
            f"{games / max(minutes, 1e-9):.1f} games/min",
            flush=True,
        )
        print_values(state)
    print_consts(state)


if __name__ == "__main__":
    main()
