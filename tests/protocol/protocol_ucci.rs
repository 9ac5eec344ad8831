//! UCCI transcripts against the built binary, modelled on games of the UCCI league
//! simulator and XQWizard: the exact handshake, league-simulator settings, relative clocks,
//! the position after the last capture, `banmoves`, draw offers, pondering with a hit and a
//! miss, `probe`, CR LF input (cchess sends it) and `quit` → `bye`.

use crate::common::protocol::{
    check_reply_moves, field, position_after, pv, Dialect, Engine, Notation,
};
use kirin::game::Game;
use kirin::xiangqi::Position;
use std::time::Duration;

const HOLD: Duration = Duration::from_millis(300);
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn position(fen: &str, moves: &[String]) -> Position {
    position_after(fen, moves, Notation::Game)
}

/// UCCI replies: `info time T nodes N` / `info depth D score S pv ...` pairs, the PV line
/// last before a legal `bestmove`. Returns (best, ponder, extra words, last score).
fn check_reply(
    root: &Position,
    infos: &[String],
    terminal: &str,
) -> (String, Option<String>, Vec<String>, i32) {
    for info in infos.iter().filter(|l| l.contains(" pv ")) {
        assert!(!info.contains(" cp "), "UCCI scores have no cp: {info}");
    }
    let (best, ponder, rest) = check_reply_moves(root, infos, terminal, Notation::Game);
    let last = infos.last().expect("an info line before bestmove");
    let score: i32 = field(last, "score")
        .expect("score")
        .parse()
        .expect("bare integer score");
    (best, ponder, rest, score)
}

#[test]
fn ucci_handshake() {
    let (mut e, id) = Engine::start(Dialect::Ucci);
    assert!(id[0].starts_with("id name Kirin "));
    assert!(id[1].starts_with("id copyright "));
    assert!(id[2].starts_with("id author "));
    assert_eq!(
        &id[3..],
        &[
            "option usemillisec type check default true",
            "option batch type check default false",
            "option debug type check default false",
            "option ponder type check default false",
            "option hashsize type spin min 0 max 65536 default 64",
            "option threads type spin min 0 max 256 default 1",
            "option moveoverhead type spin min 0 max 5000 default 50",
            "option newgame type button",
            "option XiangqiRules type combo var chinese var asian var computer default computer",
            "option SkillLevel type spin min 0 max 20 default 20",
            "option UCI_LimitStrength type check default false",
            "option UCI_Elo type spin min 800 max 3500 default 1500",
            "option usebook type check default true",
            "option bookfiles type string default <empty>",
            "option bookmoves type spin min 0 max 1000 default 16",
            "option bookpolicy type combo var best var weighted default best",
            "ucciok",
        ]
    );
    e.send("uci");
    e.expect("info string error: dialect is already ucci; ignoring 'uci'");
    e.send("quit");
    e.expect("bye");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

/// A league-simulator game with the simulator's fixed settings, clocks relative
/// to the side to move, the FEN after the last capture, banmoves and a draw offer.
#[test]
fn league_game_transcript() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    for line in [
        "setoption promotion false",
        "setoption ponder false",
        "setoption newgame",
        "setoption usemillisec true",
        "setoption hashsize 16",
    ] {
        e.send(line);
    }
    e.sync(); // all accepted silently
    e.send(&format!("position fen {START}"));
    e.send("go time 3000 increment 0 opptime 3000 oppincrement 0");
    let (infos, terminal) = e.search_reply();
    for pair in infos.chunks(2) {
        assert!(
            pair[0].starts_with("info time ") && field(&pair[0], "nodes").is_some(),
            "{pair:?}"
        );
        assert!(
            pair.get(1).is_some_and(|l| l.starts_with("info depth ")),
            "{pair:?}"
        );
    }
    let (best, ponder, rest, _) = check_reply(&position(START, &[]), &infos, &terminal);
    assert!(rest.is_empty());
    let moves = vec![best, ponder.expect("ponder move")];
    e.send(&format!("position fen {START} moves {}", moves.join(" ")));
    e.send("go time 2900 increment 0 opptime 2950 oppincrement 0");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &moves), &infos, &terminal);

    // After a capture the simulator restarts the move list from the new FEN.
    let after_capture = "rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 1";
    e.send(&format!("position fen {after_capture} moves d9e8"));
    e.send("go time 2800 increment 0 opptime 2900 oppincrement 0");
    let (infos, terminal) = e.search_reply();
    check_reply(
        &position(after_capture, &["d9e8".to_string()]),
        &infos,
        &terminal,
    );

    // banmoves: the forbidden move is never chosen.
    let chase = "1r2kab1r/2c1a4/n1c1b1n2/4p2N1/p1p6/1C4P2/P1P1P4/2N1B3C/4A4/1RBAK2R1 w - - 0 1";
    let history: Vec<String> = ["h6i4", "i9h9", "i4h6", "h9i9"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    e.send(&format!("position fen {chase} moves {}", history.join(" ")));
    e.send("banmoves h6i4");
    e.send("go time 2000 increment 0 opptime 2400 oppincrement 0");
    let (infos, terminal) = e.search_reply();
    let (best, _, _, _) = check_reply(&position(chase, &history), &infos, &terminal);
    assert_ne!(best, "h6i4");
    assert!(
        infos
            .iter()
            .all(|l| pv(l).first().map(String::as_str) != Some("h6i4")),
        "{infos:?}"
    );

    // A draw offer: accepted exactly when the engine's own score is <= 0.
    let ending = "4ka3/4a4/9/9/9/9/r8/9/4A4/3AK3R w - - 0 1";
    e.send(&format!("position fen {ending}"));
    e.send("go draw time 1000 increment 0 opptime 900 oppincrement 0");
    let (infos, terminal) = e.search_reply();
    let (_, _, rest, score) = check_reply(&position(ending, &[]), &infos, &terminal);
    if score <= 0 {
        assert_eq!(rest, vec!["draw"], "{terminal}");
    } else {
        assert!(rest.is_empty(), "{terminal}");
    }
    e.send("quit");
    e.expect("bye");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

/// XQWizard-style pondering: a hit, then a miss answered at `stop`.
#[test]
fn pondering_hit_and_miss() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.send("setoption ponder true");
    e.send(&format!("position fen {START}"));
    e.send("go time 3000 increment 0");
    let (infos, terminal) = e.search_reply();
    let (best, ponder, _, _) = check_reply(&position(START, &[]), &infos, &terminal);
    let mut moves = vec![best, ponder.expect("ponder move")];
    e.send(&format!("position fen {START} moves {}", moves.join(" ")));
    e.send("go ponder time 2960 increment 0");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("ponderhit");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    let (best, ponder, _, _) = check_reply(&position(START, &moves), &infos, &terminal);
    moves.push(best);
    moves.push(ponder.expect("ponder move"));
    e.send(&format!("position fen {START} moves {}", moves.join(" ")));
    e.send("go ponder time 2921 increment 0");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("stop");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    check_reply(&position(START, &moves), &infos, &terminal);
    e.send("stop"); // idle: ignored, never a stale nobestmove
    e.sync();
}

#[test]
fn ponderhit_draw_and_depth_zero_and_units() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    let ending = "4ka3/4a4/9/9/9/9/r8/9/4A4/3AK3R w - - 0 1";
    e.send(&format!("position fen {ending}"));
    e.send("go ponder time 1000 increment 0");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("ponderhit draw");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    let (_, _, rest, score) = check_reply(&position(ending, &[]), &infos, &terminal);
    assert_eq!(rest.contains(&"draw".to_string()), score <= 0, "{terminal}");
    // depth 0: static evaluation only, answered with nobestmove.
    e.send("go depth 0");
    e.expect("nobestmove");
    // Seconds once the GUI says usemillisec false: a 2-second clock still yields a move.
    e.send("setoption usemillisec false");
    e.send("go time 2 increment 0");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(ending, &[]), &infos, &terminal);
    e.sync();
}

#[test]
fn no_legal_move_is_nobestmove_and_probe_answers_pophash() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    // Black is checkmated (red rooks on ranks 9 and 8... king e9 has no move).
    let mated = "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1";
    e.send(&format!("position fen {mated}"));
    e.send("go depth 3");
    let (_, terminal) = e.search_reply();
    assert_eq!(terminal, "nobestmove");
    // Every legal move banned: nobestmove too.
    e.send(&format!("position fen {START}"));
    let mut list = kirin::core::MoveList::new();
    position(START, &[]).generate(kirin::game::GenKind::All, &mut list);
    let all: Vec<String> = list.iter().map(Position::format_move).collect();
    e.send(&format!("banmoves {}", all.join(" ")));
    e.send("go depth 2");
    let (_, terminal) = e.search_reply();
    assert_eq!(terminal, "nobestmove");
    e.send("probe startpos moves h2e2");
    let line = e.next_line();
    assert!(line == "pophash" || line.starts_with("pophash "), "{line}");
    e.send("probe fen nonsense");
    assert!(e.next_line().starts_with("info string error: bad fen: "));
    e.sync();
}

#[test]
fn crlf_input_as_cchess_sends_it() {
    let mut e = Engine::spawn(Dialect::Ucci);
    e.send_raw(b"ucci\r\n");
    e.read_until(|l| l == "ucciok");
    e.send_raw(b"setoption name hashsize value 16\r\nposition fen ");
    e.send_raw(START.as_bytes());
    e.send_raw(b"\r\ngo depth 3\r\n");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &[]), &infos, &terminal);
    e.send_raw(b"quit\r\n");
    e.expect("bye");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

#[test]
fn isready_and_quit_mid_search() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.send("position startpos");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("isready");
    let lines = e.read_until(|l| l == "readyok");
    assert!(
        lines[..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("info ")),
        "{lines:?}"
    );
    e.expect_no_terminal(HOLD);
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
    let rest = e.drain();
    assert_eq!(rest.last().map(String::as_str), Some("bye"), "{rest:?}");
}

#[test]
fn unknown_and_bad_options() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.send("setoption promotion true");
    e.expect("info string error: promotion variant not supported");
    e.send("setoption usebook true");
    e.send("setoption hashsize lots");
    e.expect("info string error: hashsize: expected a number, got 'lots'");
    e.send("setoption frobnicate 3");
    e.expect("info string error: unknown option 'frobnicate'");
    e.send("banmoves z9z9");
    assert!(e
        .next_line()
        .starts_with("info string error: banmoves: bad move 'z9z9'"));
    e.sync();
}

#[test]
fn batch_mode_runs_each_search_to_its_end() {
    let (mut e, _) = Engine::start(Dialect::Ucci);
    e.send("setoption batch true");
    e.send("position startpos");
    e.send("go depth 5");
    e.send("stop"); // queued behind the search in batch mode
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &[]), &infos, &terminal);
    assert!(
        infos.iter().any(|l| field(l, "depth") == Some("5")),
        "depth 5 completed: {infos:?}"
    );
    e.send("setoption batch false");
    e.sync();
}
