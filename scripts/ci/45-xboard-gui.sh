#!/usr/bin/env bash
# The real XBoard (Debian's xboard 4.9) under Xvfb plays one game of each variant with
# Kirin as both engines over CECP, no adapter: `xboard -variant shogi|xiangqi -fcp kirin
# -scp kirin -mm`. From XBoard's own debug log: both engines answered the handshake, the
# moves went back and forth (at least 20), no engine printed `Illegal move` or `Error`, and
# XBoard forfeited no one for an invalid move. A screenshot is taken during the game:
# it must show a drawn board (not blank), and no other window (an XBoard error dialog) may
# be open. The game must end on the board within the window, and XBoard's saved game
# (one game, PGN) must show it: a result of 1-0, 0-1 or 1/2-1/2, the same in the tag and
# after the moves; an ending that the rules decide (checkmate, stalemate, no legal move,
# perpetual check or chase, entering-king declaration: decisive; repetition, 50- or
# 60-move rule, insufficient material, move limit: drawn), not a loss on time, a
# resignation, a false claim or a cut-off game; after a checkmate or a stalemate the
# side that moved last wins, and XBoard marks a checkmating last move with `#`; and as
# many moves as the engines sent. Logs and screenshots stay in target/ci-logs/45-xboard-gui.
# Budget: 210 s
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
  rm -f "$debug" "$shot" "$logs/$v.windows" "$logs/$v.pgn"
  # Inside the X server: start XBoard, take the screenshot and the window list while the
  # game is on, then give the game up to 80 s more to end (a game of 10 s a side takes
  # about 30 s).
  timeout 100 xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
    /usr/games/xboard -variant "$1" -fcp "$2" -scp "$2" -mm -mg 1 -tc 0:10 -inc 0.1 \
      -debug -nameOfDebugFile "$3" -saveGameFile "$4/$1.pgn" -popupExitMessage false \
      -autoCallFlag true >"$4/$1.out" 2>&1 &
    xb=$!
    sleep 15
    xwd -root -silent | convert xwd:- "$4/$1.png"
    xwininfo -root -children > "$4/$1.windows"
    for _ in $(seq 80); do kill -0 $xb 2>/dev/null || break; sleep 1; done
    kill $xb 2>/dev/null || true
    wait $xb 2>/dev/null || true
  ' _ "$v" "$bin" "$debug" "$logs"
  python3 - "$v" "$debug" "$shot" "$logs/$v.windows" "$logs/$v.pgn" <<'PY'
import os, re, subprocess, sys
variant, debug, shot, windows, pgn = sys.argv[1:]
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
# The saved game: how it ended.
ending = "none (game cut off)"
game = open(pgn, errors="replace").read() if os.path.exists(pgn) else ""
tags = re.findall(r'^\[Result "([^"]*)"\]', game, re.M)
if len(tags) != 1:
    problems.append(f"{pgn}: {len(tags)} games saved, expected one")
else:
    text = re.sub(r"^\[.*\]$", "", game, flags=re.M)
    tail = re.search(r"\{([^}]*)\}\s*(1-0|0-1|1/2-1/2|\*)\s*$", text)
    sans = re.findall(r"\S+", re.sub(r"\{[^}]*\}", " ", text))
    sans = [t for t in sans if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*", t)]
    if not tail:
        problems.append(f"{pgn}: no ending comment and result after the moves")
    else:
        reason, after = tail.groups()
        ending = f"{tags[0]} {{{reason}}} after {len(sans)} moves"
        last_mover_won = "1-0" if len(sans) % 2 else "0-1"
        rules = [  # how the game ended -> the results that ending allows
            (r"checkmate|stalemate|no legal move", {last_mover_won}),
            (r"perpetual check|perpetual chase|entering-king declaration", {"1-0", "0-1"}),
            (r"repetition|sennichite|[56]0-move rule|insufficient material|move limit",
             {"1/2-1/2"}),
        ]
        allowed = next((ok for pat, ok in rules if re.search(pat, reason, re.I)), None)
        if after != tags[0]:
            problems.append(f"result tag {tags[0]} but {after} after the moves")
        if allowed is None or re.search(r"time|resign|false|claim|illegal", reason, re.I):
            problems.append(f"the game did not end on the board: {ending}")
        elif tags[0] not in allowed:
            problems.append(f"{ending}: that ending allows only {sorted(allowed)}")
        if re.search(r"checkmate", reason, re.I) and not (sans and sans[-1].endswith("#")):
            problems.append(f"checkmate claimed, last move {sans[-1:]} is no mate")
    if len(sans) != len(moves):
        problems.append(f"{len(sans)} moves saved, the engines sent {len(moves)}")
print(f"xboard {variant}: {len(moves)} engine moves, screenshot {colours} colours, "
      f"windows {names}, game {ending}")
for p in problems:
    print(f"  FAIL: {p}")
sys.exit(1 if problems else 0)
PY
}

play shogi
play xiangqi
