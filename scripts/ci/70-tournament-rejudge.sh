#!/usr/bin/env bash
# Re-judge every game of `kirin match` results files with independent rule libraries, game
# by game: cshogi for shogi (the adjudication of its match CLI: Board.is_game_over, 4-fold
# repetition with Board.is_draw for perpetual check, Board.is_nyugyoku for `bestmove win`),
# pyffish for xiangqi (legal_moves, game_result, is_optional_game_end,
# has_insufficient_material). Every move must be legal for the library, the library must
# not end the game before kirin did, and where kirin's rules ended it the library must give
# the same result. Fails on any disagreement. pyffish's built-in xiangqi keeps chess's
# 50-move default; the xiangqi rule (UCCI, and Fairy-Stockfish itself in UCCI mode) is a
# draw after 60 moves of each side (120 plies) without a capture, so the re-judge plays a
# variant `xiangqi60` = xiangqi with nMoveRule = 60.
#
# usage: scripts/ci/70-tournament-rejudge.sh [RESULTS.jsonl ...]
#   Without files it first plays a short fairy-stockfish self-play match in each game.
# Budget: 180 s
set -euo pipefail
cd "$(dirname "$0")/../.."
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  bin=${KIRIN:-target/release/kirin}
  [ -x "$bin" ] || cargo build --release --quiet
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  fsf=/usr/games/fairy-stockfish
  "$bin" match -variant shogi -engine cmd=$fsf name=fsf-a -engine cmd=$fsf name=fsf-b \
    -each nodes=1500 -games 2 -rounds 5 -concurrency 2 -openings randomplies=8 -seed 11 \
    -maxmoves 256 -out "$work/shogi.jsonl" -ratinginterval 0 >/dev/null 2>&1
  "$bin" match -variant xiangqi -engine cmd=$fsf name=fsf-a -engine cmd=$fsf name=fsf-b \
    -each proto=ucci nodes=1500 -games 2 -rounds 5 -concurrency 2 -openings randomplies=6 -seed 11 \
    -maxmoves 300 -out "$work/xiangqi.jsonl" -ratinginterval 0 >/dev/null 2>&1
  files=("$work/shogi.jsonl" "$work/xiangqi.jsonl")
fi
python3 - "${files[@]}" <<'PY'
import json, re, sys
from collections import Counter

def result_for(side_to_move, outcome):
    """outcome for the side to move: 1 win, 0 draw, -1 loss -> '1-0' style (first player)"""
    if outcome == 0:
        return "1/2-1/2"
    first_wins = (side_to_move == 0) == (outcome > 0)
    return "1-0" if first_wins else "0-1"

def shogi_end(board, counts, plies, cap):
    import cshogi
    if board.is_game_over():
        return result_for(board.turn, -1), "checkmate / no legal move"
    if counts[board.zobrist_hash()] >= 4:
        d = board.is_draw()
        if d == cshogi.REPETITION_WIN:
            return result_for(board.turn, 1), "perpetual check by the opponent"
        if d == cshogi.REPETITION_LOSE:
            return result_for(board.turn, -1), "perpetual check"
        return "1/2-1/2", "repetition"
    if cap and plies >= cap:
        return "1/2-1/2", "move cap"
    return None

def judge_shogi(g, cap):
    import cshogi
    board = cshogi.Board(g["start"])
    counts = Counter([board.zobrist_hash()])
    for i, usi in enumerate(g["moves"]):
        end = shogi_end(board, counts, i, cap)
        if end:
            return f"cshogi ends the game before ply {i + 1}: {end}"
        m = board.move_from_usi(usi)
        if not m or not board.is_legal(m):
            return f"ply {i + 1} {usi} is illegal for cshogi"
        board.push(m)
        counts[board.zobrist_hash()] += 1
    end = shogi_end(board, counts, len(g["moves"]), cap)
    ending = g["ending"]
    if ending in ("rules", "move_cap"):
        if not end or end[0] != g["result"]:
            return f"kirin {g['result']} ({g['reason']}), cshogi {end}"
        return None
    if end:
        return f"cshogi ends the game ({end}) where kirin went on to '{ending}'"
    if ending in ("declaration", "false_declaration"):
        if board.is_nyugyoku() != (ending == "declaration"):
            return f"cshogi is_nyugyoku={board.is_nyugyoku()} but kirin judged {ending}"
    if ending == "illegal_move":
        quoted = re.search(r"'([^']*)'", g["reason"])
        if quoted:
            m = board.move_from_usi(quoted.group(1))
            if m and board.is_legal(m):
                return f"kirin called {quoted.group(1)} illegal, cshogi says legal"
    return None

def to_1_10(m):
    return m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1)

XIANGQI = "xiangqi60"

def judge_xiangqi(g, cap):
    import pyffish
    if XIANGQI not in pyffish.variants():
        pyffish.load_variant_config(f"[{XIANGQI}:xiangqi]\nnMoveRule = 60\n")
    fen = pyffish.start_fen("xiangqi") if g["standard"] else g["start"]
    moves = [to_1_10(m) for m in g["moves"]]
    def end_at(k):
        prefix = moves[:k]
        legal = pyffish.legal_moves(XIANGQI, fen, prefix)
        side = (0 if fen.split()[1] == "w" else 1) ^ (k % 2)
        if not legal:
            r = pyffish.game_result(XIANGQI, fen, prefix)
            return result_for(side, (r > 0) - (r < 0)), "no legal move", legal
        over, r = pyffish.is_optional_game_end(XIANGQI, fen, prefix)
        if over:
            return result_for(side, (r > 0) - (r < 0)), "optional game end", legal
        if all(pyffish.has_insufficient_material(XIANGQI, fen, prefix)):
            return "1/2-1/2", "insufficient material", legal
        if cap and k >= cap:
            return "1/2-1/2", "move cap", legal
        return None, None, legal
    for i, m in enumerate(moves):
        res, why, legal = end_at(i)
        if res:
            return f"pyffish ends the game before ply {i + 1}: {res} {why}"
        if m not in legal:
            return f"ply {i + 1} {g['moves'][i]} is illegal for pyffish"
    res, why, _ = end_at(len(moves))
    if g["ending"] in ("rules", "move_cap"):
        if res != g["result"]:
            return f"kirin {g['result']} ({g['reason']}), pyffish {res} ({why})"
        return None
    if res:
        return f"pyffish ends the game ({res} {why}) where kirin went on to '{g['ending']}'"
    return None

total = agree = 0
for path in sys.argv[1:]:
    lines = open(path).read().splitlines()
    games = [json.loads(l) for l in lines[1:] if l.strip()]
    caps = {int(c) for g in games for c in re.findall(r"move cap of (\d+)", g["reason"])}
    cap = max(caps) if caps else None
    library = {}
    for g in games:
        shogi = g["start"].count("/") == 8
        library["cshogi" if shogi else "pyffish"] = 1
        why = (judge_shogi if shogi else judge_xiangqi)(g, cap)
        total += 1
        if why:
            print(f"DISAGREE {path} game {g['id'] + 1}: {why}")
        else:
            agree += 1
    endings = Counter(f"{g['ending']}: {g['reason']}" for g in games)
    print(f"{path}: {len(games)} games re-judged with {', '.join(library)}; endings {dict(endings)}")
print(f"rejudge: {agree} of {total} games agree")
sys.exit(0 if agree == total else 1)
PY
