#!/usr/bin/env bash
# Protocol latency through pipes: stop -> bestmove and
# isready -> readyok during a search, 200 tries per dialect, p50/p99/max printed.
# The target (p99 of stop -> bestmove under 10 ms) is reported, not asserted: the CI
# machine is shared and noisy. A hang or a missing reply fails the step.
# Budget: 180 s
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x target/release/kirin ] || cargo build --release --quiet
timeout 150 python3 scripts/protocol-latency.py --engine target/release/kirin --tries 200 --dialects usi,ucci,uci
