#!/usr/bin/env bash
# Self-play SPRT between two builds of Kirin: the working tree (or NEW_REF) against
# BASE_REF, with `kirin match -sprt`; the run stops as soon as H0 or H1 is accepted.
#
# usage: scripts/sprt-selfplay.sh BASE_REF [NEW_REF]
#   env: VARIANT (shogi|xiangqi, default shogi), TC (default 5+0.05),
#        ELO0 ELO1 ALPHA BETA (default 0 5 0.05 0.05), CONCURRENCY (default 1),
#        OUT (default sprt-<variant>), MAX_GAMES (default 20000)
# Both builds are made in temporary git worktrees (release profile); the results file
# is resumable: the same command continues an interrupted test.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: scripts/sprt-selfplay.sh BASE_REF [NEW_REF]}
new=${2:-}
variant=${VARIANT:-shogi}
out=${OUT:-sprt-$variant}
bash scripts/install-deps.sh
mkdir -p "$out"
bash scripts/build-ref.sh "$base" "$out/kirin-base"
bash scripts/build-ref.sh "$new" "$out/kirin-new"
proto=usi
[ "$variant" = xiangqi ] && proto=ucci
"$out/kirin-new" match -variant "$variant" \
  -engine cmd="$out/kirin-new" name=new -engine cmd="$out/kirin-base" name=base \
  -each proto=$proto tc="${TC:-5+0.05}" \
  -sprt elo0="${ELO0:-0}" elo1="${ELO1:-5}" alpha="${ALPHA:-0.05}" beta="${BETA:-0.05}" \
  -games 2 -rounds $(( ${MAX_GAMES:-20000} / 2 )) -concurrency "${CONCURRENCY:-1}" \
  -openings randomplies=6 -maxmoves 400 -out "$out/results.jsonl" -ratinginterval 20
