#!/usr/bin/env bash
# Installs what the test suite and the match/benchmark scripts need: the reference engines
# (Debian packages) and the Python rule libraries and GUI stand-ins (PyPI). Idempotent.
set -euo pipefail
need_apt=()
# xboard, xvfb, x11-apps (xwd), x11-utils (xwininfo) and imagemagick: the XBoard step under Xvfb;
# chromium renders the `kirin report -html` page (scripts/ci/73-report-html.sh); slurm-wlm and
# munge run a one-node Slurm cluster for scripts/slurm/ (scripts/ci/74-slurm.sh).
for pkg in fairy-stockfish gpsshogi gnushogi sjaakii hachu xboard xvfb x11-apps x11-utils imagemagick \
  chromium slurm-wlm munge; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ ${#need_apt[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
python3 - <<'PY' || pip install -q cshogi pyffish shogiarena cchess
import cshogi, pyffish, shogiarena, cchess  # noqa: F401
PY
rustup component list --installed 2>/dev/null | grep -q clippy || rustup component add clippy rustfmt || true
