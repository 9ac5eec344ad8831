#!/usr/bin/env bash
# Submits a `kirin match` split into N pieces as a Slurm job array, and the merge that runs
# when every piece has succeeded:
#   scripts/slurm/submit.sh N OUT_DIR MATCH_ARGS...
# e.g. scripts/slurm/submit.sh 8 /shared/run1 -variant shogi -engine cmd=/shared/kirin \
#        -engine cmd=/shared/kirin-new -each tc=10+0.1 -games 2 -rounds 500
# Paths must be visible on every node. KIRIN (default: kirin on PATH), SBATCH_ARGS (e.g.
# "--partition=long --time=2:00:00") and REPORT_ARGS (e.g. "-sprt elo0=0 elo1=5") are read
# from the environment. Prints "ARRAY_JOB_ID MERGE_JOB_ID".
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 N OUT_DIR MATCH_ARGS..." >&2; exit 2; }
n=$1
out_dir=$2
shift 2
[[ $n =~ ^[1-9][0-9]*$ ]] || { echo "N must be a positive integer, not '$n'" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out_dir"
out_dir=$(cd "$out_dir" && pwd)
kirin=${KIRIN:-$(command -v kirin || true)}
[ -n "$kirin" ] || { echo "set KIRIN to the kirin binary" >&2; exit 2; }
export KIRIN=$kirin OUT_DIR=$out_dir
# shellcheck disable=SC2086 # SBATCH_ARGS and REPORT_ARGS are lists of words
array=$(sbatch --parsable ${SBATCH_ARGS:-} --array="1-$n" --chdir="$out_dir" \
  --export=ALL "$here/match.sbatch" "$@")
array=${array%%;*}
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${SBATCH_ARGS:-} --dependency="afterok:$array" \
  --chdir="$out_dir" --export=ALL "$here/merge.sbatch" "$n" ${REPORT_ARGS:-})
merge=${merge%%;*}
echo "$array $merge"
