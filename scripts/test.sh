#!/usr/bin/env bash
# The test command of the README: formatting, lints, the cargo test suites (unit,
# random-walk, protocol transcripts through the built binary), then every CI step in
# scripts/ci/ in name order (deep perft, the differential rule checker, real clients...).
# Prerequisites come from scripts/install-deps.sh (.ci/run calls both).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings
cargo build --release --quiet
cargo test --workspace --quiet 2>&1 | tee target/cargo-test.log
for step in scripts/ci/*.sh; do
  [ -e "$step" ] || continue
  echo "=== $step"
  start=$(date +%s)
  bash "$step"
  echo "=== $step done in $(( $(date +%s) - start )) s"
done
echo "all CI steps passed"
