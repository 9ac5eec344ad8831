#!/usr/bin/env bash
# Prints the bench signature (total nodes of `kirin bench`: fixed positions of both
# games, fixed depth, 1 thread, 16 MiB hash, table cleared per position).
#   scripts/bench.sh          build (release) and print "Bench: <nodes>"
#   scripts/bench.sh N        also compare with the signature N (exit 1 if different)
#   scripts/bench.sh REF      also compare with the last "Bench: N" in the commit
#                             messages of git revision REF and its ancestors
# Stockfish's tests/signature.sh is the model.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out=$(./target/release/kirin bench 2>/dev/null)
nodes=$(printf '%s\n' "$out" | sed -n 's/^Nodes searched: *\([0-9]*\)$/\1/p' | tail -1)
nps=$(printf '%s\n' "$out" | sed -n 's/^Nodes\/second: *\([0-9]*\)$/\1/p' | tail -1)
if [ -z "$nodes" ]; then
  echo "bench.sh: no 'Nodes searched' line in the bench output" >&2
  exit 2
fi
echo "Bench: $nodes  ($nps nodes/second)"
if [ $# -ge 1 ]; then
  ref=$1
  if [[ $ref =~ ^[0-9]+$ ]]; then
    expected=$ref
  else
    expected=$(git log --format=%B "$ref" | sed -n 's/^Bench: *\([0-9]*\).*/\1/p' | head -1)
    [ -n "$expected" ] || { echo "bench.sh: no 'Bench: N' line in the history of $ref" >&2; exit 2; }
  fi
  if [ "$nodes" = "$expected" ]; then
    echo "signature matches $expected"
  else
    echo "signature $nodes differs from $expected"
    exit 1
  fi
fi
