#!/usr/bin/env bash
# `kirin report -html` as a person sees it: a 20-game Kirin self-play match (300 against
# 150 nodes, shogi, CSA records), its HTML page, rendered by headless Chromium. Checks that
# the page holds the figures `kirin report` prints, its three SVG charts and a link to every
# game's record, and that the screenshot is a picture (more than 200 distinct colours: a
# blank or error page has a handful). Keeps the page and the screenshot in
# target/ci-logs/report-html/.
# Budget: 180 s
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)
bin=${KIRIN:-target/release/kirin}
[ -x "$bin" ] || cargo build --release --quiet
bin=$(realpath "$bin")
out=$(realpath -m target/ci-logs/report-html)
rm -rf "$out"
mkdir -p "$out"
cd "$out"

"$bin" match -variant shogi -engine cmd="$bin" name=k300 nodes=300 \
  -engine cmd="$bin" name=k150 nodes=150 -each option.USI_Hash=1 \
  -games 2 -rounds 10 -openings randomplies=6 -seed 9 -maxmoves 160 \
  -out m.jsonl -csaout csa >match.txt 2>match.log
"$bin" report -html report.html -csaout csa -sprt elo0=0 elo1=50 m.jsonl >report.txt

# The page: every printed line, three charts, one record link per game.
python3 - <<'PY'
import html
page = open("report.html", encoding="utf-8").read()
printed = [l for l in open("report.txt", encoding="utf-8").read().splitlines() if l.strip()]
missing = [l for l in printed if html.escape(l, quote=False) not in page]
assert not missing, f"lines of kirin report missing from the page: {missing}"
assert page.count("<svg") == 3, f"{page.count('<svg')} charts"
links = [f'href="csa/game-{i:05}.csa"' for i in range(1, 21)]
assert all(l in page for l in links), "a game's CSA link is missing"
print(f"page: {len(page)} bytes, {len(printed)} printed lines, 3 charts, 20 record links")
PY

# The picture.
timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --screenshot="$out/report.png" --window-size=1200,1600 "file://$out/report.html" \
  >chromium.log 2>&1 || { tail -n 20 chromium.log; exit 1; }
colours=$(identify -format %k report.png)
echo "screenshot: $(identify -format '%wx%h' report.png), $colours colours"
[ "$colours" -gt 200 ] || { echo "the screenshot looks blank ($colours colours)"; exit 1; }
echo "report-html step: $(( $(date +%s) - start )) s"
