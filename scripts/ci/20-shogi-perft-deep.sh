#!/usr/bin/env bash
# Shogi perft at EVERY depth of tests/data/shogi-perft.txt (the deep lines that the
# default `cargo test` skips), in release mode. Fails on any mismatch.
# Budget: 120 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
cargo test --release --quiet --test rules -- --ignored --nocapture shogi_perft::perft_every_depth
echo "shogi deep perft: $(( $(date +%s) - start )) s"
