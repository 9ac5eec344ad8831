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
# Pinned PyPI versions: the scripts are written against these (scripts/client_match.py and
# scripts/ci/41-protocol-clients.sh name cshogi 1.1.0's ponder behaviour). pip installs them
# when any is missing or at another version; the pins are passed to the check on its command line.
py_pins=(cshogi==1.1.0 pyffish==0.0.90 shogiarena==1.3.2 cchess==1.25.5)
python3 - "${py_pins[@]}" <<'PY' || python3 -m pip install -q "${py_pins[@]}"
import sys
from importlib.metadata import PackageNotFoundError, version
wrong = []
for pin in sys.argv[1:]:
    name, want = pin.split("==")
    try:
        have = version(name)
    except PackageNotFoundError:
        have = None
    if have != want:
        wrong.append("%s %s (want %s)" % (name, have or "missing", want))
if wrong:
    print("install-deps: PyPI packages to install: " + ", ".join(wrong), file=sys.stderr)
    sys.exit(1)
PY
rustup component list --installed 2>/dev/null | grep -q clippy || rustup component add clippy rustfmt || true
