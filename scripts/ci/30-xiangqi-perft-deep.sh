#!/usr/bin/env bash
# Xiangqi perft at EVERY depth of tests/data/xiangqi-perft.txt (start position D5 =
# 133,312,995 included; `cargo test` stops at 3M leaves), in release mode. Fails on any
# mismatch; prints the total leaves and the speed.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
cargo test --release --quiet --test rules -- --ignored --nocapture xiangqi_perft::perft_every_depth
echo "xiangqi deep perft: $(( $(date +%s) - start )) s"
