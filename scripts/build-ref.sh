#!/usr/bin/env bash
# Builds a release binary of Kirin at a git ref (empty ref = the working tree) and copies
# it to DEST, so a match can run while the tree keeps changing. A ref is built in a
# temporary git worktree that is removed afterwards.
#
# usage: scripts/build-ref.sh REF|"" DEST
set -euo pipefail
cd "$(dirname "$0")/.."
ref=$1
dest=$2
if [ -z "$ref" ]; then
  cargo build --release --quiet
  cp target/release/kirin "$dest"
else
  tree=$(mktemp -d)
  git worktree add --quiet --detach "$tree" "$ref"
  (cd "$tree" && cargo build --release --quiet)
  cp "$tree/target/release/kirin" "$dest"
  git worktree remove --force "$tree"
fi
