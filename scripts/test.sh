#!/usr/bin/env bash
# The test command of the README: formatting, lints, the cargo test suites (unit,
# random-walk, protocol transcripts through the built binary), then every CI step in
# scripts/ci/ in name order (deep perft, the differential rule checker, real clients...).
# Prerequisites come from scripts/install-deps.sh (.ci/run calls both).
#
# Every phase runs under its own time budget, so a hang is reported within minutes by the
# phase that hung: the cargo phases' budgets are below; each CI step declares its own in a
# header line `# Budget: N s` (a step without one is an error). The wall time of every
# phase and the total are printed.
set -euo pipefail
cd "$(dirname "$0")/../"

# Budgets of the cargo phases, in seconds: a cold build on two cores takes a few minutes.
FMT_BUDGET=120
CLIPPY_BUDGET=900
BUILD_BUDGET=900
CARGO_TEST_BUDGET=1800

total_start=$(date +%s)
times=()

# run_phase NAME BUDGET COMMAND...: runs COMMAND under the budget, prints its wall time.
run_phase() {
  local name=$1 budget=$2
  shift 2
  echo "=== $name (budget $budget s)"
  local start=$(date +%s) rc=0
  timeout -k 10 "$budget" "$@" || rc=$?
  local took=$(( $(date +%s) - start ))
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    echo "=== $name: exceeded its budget of $budget s; stopped"
    exit 1
  elif [ "$rc" -ne 0 ]; then
    echo "=== $name: failed (exit $rc) after $took s"
    exit "$rc"
  fi
  echo "=== $name done in $took s"
  times+=("$(printf '%6d s  %s' "$took" "$name")")
}

run_phase "cargo fmt --check" "$FMT_BUDGET" cargo fmt --all -- --check
run_phase "cargo clippy" "$CLIPPY_BUDGET" cargo clippy --workspace --all-targets --quiet -- -D warnings
run_phase "cargo build --release" "$BUILD_BUDGET" cargo build --release --quiet
mkdir -p target
run_phase "cargo test" "$CARGO_TEST_BUDGET" bash -c 'set -o pipefail; cargo test --workspace --quiet 2>&1 | tee target/cargo-test.log'
# The tune build (runtime search parameters for SPSA) compiles the crate again with the
# feature, so its own tests run here rather than in every cargo test.
run_phase "cargo test --features tune" "$BUILD_BUDGET" cargo test --release --quiet --features tune --test tune_params
for step in scripts/ci/*.sh; do
  [ -e "$step" ] || continue
  budget=$(sed -nE 's/^# Budget: ([0-9]+) s$/\1/p' "$step" | head -n 1)
  if [ -z "$budget" ]; then
    echo "=== $step has no '# Budget: N s' line"
    exit 1
  fi
  run_phase "$step" "$budget" bash "$step"
done

echo "=== wall time per phase"
printf '%s\n' "${times[@]}"
echo "=== total: $(( $(date +%s) - total_start )) s"
echo "all CI steps passed"
