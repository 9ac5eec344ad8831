#!/usr/bin/env bash
# Search CI step: `kirin bench` exits 0, prints Stockfish's summary block on stderr
# and the signature lines on stdout, and gives the same node count on two runs (one
# thread), and that this count is the signature in scripts/bench-signature: a commit that
# changes what the search does (and so the count) updates that file with it.
# Budget: 90 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=./target/release/kirin
[ -x "$bin" ] || cargo build --release --quiet
run() {
  "$bin" bench 2>"$1.err" >"$1.out"
  grep -q '^Nodes searched  : [0-9]*$' "$1.err" || { echo "no summary block on stderr"; cat "$1.err"; exit 1; }
  grep -q '^Total time (ms) : [0-9]*$' "$1.err" || { echo "no total time line"; exit 1; }
  grep -q '^Nodes/second    : [0-9]*$' "$1.err" || { echo "no nodes/second line"; exit 1; }
  sed -n 's/^Nodes searched: \([0-9]*\)$/\1/p' "$1.out" | tail -1
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
first=$(run "$tmp/a")
second=$(run "$tmp/b")
nps=$(sed -n 's/^Nodes\/second: \([0-9]*\)$/\1/p' "$tmp/b.out")
echo "Bench: $first (second run $second), $nps nodes/second"
if [ -z "$first" ] || [ "$first" != "$second" ]; then
  echo "bench is not deterministic: $first vs $second"
  exit 1
fi
expected=$(tr -d '[:space:]' < scripts/bench-signature)
if [ "$first" != "$expected" ]; then
  echo "bench signature $first differs from $expected in scripts/bench-signature"
  exit 1
fi
echo "signature matches scripts/bench-signature"
