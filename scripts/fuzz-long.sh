#!/usr/bin/env bash
# Long fuzz run of the protocol layer: LINES random and mutated lines per
# dialect through the real binary (and ten times as many straight into the parsers),
# checking every stdout line. Usage: scripts/fuzz-long.sh [LINES_PER_DIALECT] [SEED]
# Default 340000 per dialect: over a million lines in all. Runs niced.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-340000}
seed=${2:-$(date +%s)}
echo "fuzz-long: $lines lines per dialect, seed $seed"
start=$(date +%s)
KIRIN_FUZZ_LINES=$lines KIRIN_FUZZ_SEED=$seed nice -n 10 cargo test --quiet --test protocol fuzz_protocol:: -- --nocapture --test-threads 3 2>&1 \
  | grep -a -E "^fuzz |test result|panicked|bad stdout|FAILED|error" 
echo "fuzz-long: $((3 * lines)) binary lines and $((30 * lines)) parser lines in $(( $(date +%s) - start )) s"
