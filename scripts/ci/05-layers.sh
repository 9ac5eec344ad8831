#!/usr/bin/env bash
# Layers CI step: every import between top-level modules of src/ points to a lower layer
# (scripts/layers.py prints the layers and what each module imports). Then the checker is
# shown to catch what it guards: on a copy of src/ with a rules folder importing the
# protocol layer, and with one front end importing another, it must fail and name them.
# Budget: 60 s
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/layers.py src
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
expect_caught() { # NAME FILE LINE PATTERN: adds LINE to FILE in a copy; the check must fail
  rm -rf "$tmp/src" && cp -r src "$tmp/src"
  printf '%s\n' "$3" >>"$tmp/src/$2"
  if python3 scripts/layers.py "$tmp/src" >"$tmp/out" 2>&1; then
    echo "layers.py passed a copy where $1"; cat "$tmp/out"; exit 1
  fi
  grep -q "$4" "$tmp/out" || { echo "layers.py did not name it ($1)"; cat "$tmp/out"; exit 1; }
  echo "caught: $1"
}
expect_caught "shogi imports the protocol layer" shogi/mod.rs \
  'use crate::protocol::options::OptionTable;' 'shogi (L2) imports protocol (L6, a higher layer) in shogi/mod.rs'
expect_caught "check imports the tournament" check/mod.rs \
  'use crate::{tournament::runner, game};' 'check (L6) imports tournament (L6, the same layer) in check/mod.rs'
expect_caught "a module is in no layer" newmodule.rs \
  'use crate::core::Bitboard;' 'newmodule: not in any layer'
