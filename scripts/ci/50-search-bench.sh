#!/usr/bin/env bash
# Search CI step: `kirin bench` exits 0, prints Stockfish's summary block on stderr
# and the signature lines on stdout, and gives the same node count on two runs (one
# thread). Prints the signature and, for information, the last one quoted in a commit
# message (a mismatch there is reported, not failed: several areas change the count).
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
quoted=$(git log --format=%B 2>/dev/null | sed -n 's/^Bench: *\([0-9]*\).*/\1/p' | head -1 || true)
if [ -n "$quoted" ] && [ "$quoted" != "$first" ]; then
  echo "note: the last commit message quoting a signature says Bench: $quoted"
fi
