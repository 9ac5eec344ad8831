#!/usr/bin/env bash
# The real XBoard (Debian's xboard 4.9) under Xvfb plays one game of each variant with
# Kirin as both engines over CECP, no adapter: `xboard -variant shogi|xiangqi -fcp kirin
# -scp kirin -mm`. From XBoard's own debug log: both engines answered the handshake, the
# moves went back and forth (at least 20), no engine printed `Illegal move` or `Error`, and
# XBoard forfeited no one for an invalid move. A screenshot is taken during the game:
# it must show a drawn board (not blank), and no other window (an XBoard error dialog) may
# be open. Logs and screenshots stay in target/ci-logs/45-xboard-gui.
# Budget: 150 s
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
bin=$(realpath "$bin")
logs=target/ci-logs/45-xboard-gui
mkdir -p "$logs"
logs=$(realpath "$logs")
for tool in /usr/games/xboard xvfb-run xwd xwininfo convert; do
  command -v "$tool" >/dev/null || { echo "missing $tool (scripts/install-deps.sh)"; exit 1; }
done

play() { # variant
  local v=$1 debug="$logs/$1.debug" shot="$logs/$1.png"
  rm -f "$debug" "$shot" "$logs/$v.windows"
  # Inside the X server: start XBoard, take the screenshot and the window list while the
  # game is on, then give the game up to 40 s more to end.
  timeout 90 xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
    /usr/games/xboard -variant "$1" -fcp "$2" -scp "$2" -mm -mg 1 -tc 0:10 -inc 0.1 \
      -debug -nameOfDebugFile "$3" -saveGameFile "$4/$1.pgn" -popupExitMessage false \
      -autoCallFlag true >"$4/$1.out" 2>&1 &
    xb=$!
    sleep 15
    xwd -root -silent | convert xwd:- "$4/$1.png"
    xwininfo -root -children > "$4/$1.windows"
    for _ in $(seq 40); do kill -0 $xb 2>/dev/null || break; sleep 1; done
    kill $xb 2>/dev/null || true
    wait $xb 2>/dev/null || true
  ' _ "$v" "$bin" "$debug" "$logs"
  python3 - "$v" "$debug" "$shot" "$logs/$v.windows" <<'PY'
import re, subprocess, sys
variant, debug, shot, windows = sys.argv[1:]
log = open(debug, errors="replace").read()
problems = []
for side in ("first", "second"):
    if not re.search(rf"<{side} *: feature .*done=1", log):
        problems.append(f"{side} engine: no feature done=1")
moves = re.findall(r"<(?:first|second) *: move (\S+)", log)
if len(moves) < 20:
    problems.append(f"only {len(moves)} engine moves")
bad = re.findall(r"<(?:first|second) *: (?:Illegal move|Error \().*", log)
if bad:
    problems.append(f"engine refusals: {bad[:3]}")
if re.search(r"Forfeit due to invalid move|illegal move", log, re.I):
    problems.append("XBoard found an invalid move")
colours = int(subprocess.run(["convert", shot, "-format", "%k", "info:"],
                             capture_output=True, text=True, check=True).stdout)
if colours < 50:
    problems.append(f"screenshot {shot} looks blank ({colours} colours)")
tops = [l for l in open(windows) if re.match(r"\s+0x[0-9a-f]+ \"", l)]
names = [re.search(r"\"([^\"]*)\"", l).group(1) for l in tops]
dialogs = [n for n in names if re.search(r"error|warning|fatal", n, re.I)]
if dialogs:
    problems.append(f"dialogs open: {dialogs}")
result = re.findall(r">first *: result (\S+ \{[^}]*\})", log)
print(f"xboard {variant}: {len(moves)} engine moves, screenshot {colours} colours, "
      f"windows {names}, result {result[-1] if result else 'none (game cut off)'}")
for p in problems:
    print(f"  FAIL: {p}")
sys.exit(1 if problems else 0)
PY
}

play shogi
play xiangqi
