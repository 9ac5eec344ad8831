//! UCI-X transcripts against the built binary, modelled on a game in a Pikafish-style GUI:
//! the exact handshake, `wtime` as red's clock, `isready` during a ponder search, a forced
//! mate found and played, `bestmove (none)`, and the 1-10 rank notation switched on by
//! `UCI_Variant`.

use crate::common::protocol::{
    check_reply_moves, field, position_after, pv, Dialect, Engine, Notation,
};
use kirin::game::Game;
use kirin::xiangqi::Position;
use std::time::Duration;

const HOLD: Duration = Duration::from_millis(300);
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn notation(one_based: bool) -> Notation {
    if one_based {
        Notation::OneBasedRanks
    } else {
        Notation::Game
    }
}

fn position(fen: &str, moves: &[String], one_based: bool) -> Position {
    position_after(fen, moves, notation(one_based))
}

fn check_reply(
    root: &Position,
    infos: &[String],
    terminal: &str,
    one_based: bool,
) -> (String, Option<String>) {
    for info in infos.iter().filter(|l| l.contains(" pv ")) {
        assert!(
            field(info, "multipv").is_some(),
            "UCI-X always prints multipv: {info}"
        );
    }
    let (best, ponder, rest) = check_reply_moves(root, infos, terminal, notation(one_based));
    assert!(rest.is_empty(), "{terminal}");
    (best, ponder)
}

#[test]
fn uci_handshake() {
    let (mut e, id) = Engine::start(Dialect::Uci);
    assert!(id[0].starts_with("id name Kirin "));
    assert!(id[1].starts_with("id author "));
    assert_eq!(
        &id[2..],
        &[
            "option name Threads type spin default 1 min 1 max 256",
            "option name Hash type spin default 64 min 1 max 65536",
            "option name Clear Hash type button",
            "option name Ponder type check default false",
            "option name MultiPV type spin default 1 min 1 max 128",
            "option name Move Overhead type spin default 30 min 0 max 5000",
            "option name UCI_ShowWDL type check default false",
            "option name UCI_Variant type combo default xiangqi var xiangqi",
            "option name RankNumbering type combo default auto var auto var 0-9 var 1-10",
            "option name Debug Log File type string default <empty>",
            "option name XiangqiRules type combo default computer var chinese var asian var computer",
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1500 min 800 max 3500",
            "option name OwnBook type check default false",
            "option name BookFile type string default <empty>",
            "option name BookMoves type spin default 16 min 0 max 1000",
            "option name BookPolicy type combo default best var best var weighted",
            "uciok",
        ]
    );
    // VinXiangQi sends uci and ucci back to back: we stay in UCI-X.
    e.send("ucci");
    e.expect("info string error: dialect is already uci; ignoring 'ucci'");
    e.send("setoption name UCI_Variant value chess");
    e.expect("info string error: UCI_Variant: only xiangqi is supported, got 'chess'");
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
    assert!(e.drain().is_empty(), "no bye in UCI-X");
}

/// A game with pondering and isready pings, then a set-up mate.
#[test]
fn game_then_mate() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.send("setoption name Threads value 2");
    e.send("setoption name Hash value 16");
    e.send("setoption name Ponder value true");
    e.send("ucinewgame");
    e.sync();
    e.send("position startpos");
    e.send("go wtime 6000 btime 6000 winc 100 binc 100");
    let (infos, terminal) = e.search_reply();
    let (best, ponder) = check_reply(&position(START, &[], false), &infos, &terminal, false);
    let moves = vec![best, ponder.expect("ponder move")];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go ponder wtime 5800 btime 6000 winc 100 binc 100");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("isready");
    let lines = e.read_until(|l| l == "readyok");
    infos.extend(lines[..lines.len() - 1].iter().cloned());
    infos.extend(e.expect_no_terminal(HOLD));
    e.send("ponderhit");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    check_reply(&position(START, &moves, false), &infos, &terminal, false);

    // New game from a set-up position: mate in 2 moves (b1e1 e9f9 i0f0).
    e.send("ucinewgame");
    e.sync();
    let fen = "4k4/9/9/9/9/9/9/9/1R7/3K4R w - - 0 1";
    e.send(&format!("position fen {fen}"));
    e.send("go wtime 3000 btime 3000 winc 500 binc 500");
    let (infos, terminal) = e.search_reply();
    let (_, ponder) = check_reply(&position(fen, &[], false), &infos, &terminal, false);
    let last = infos.last().unwrap();
    assert_eq!(field(last, "mate"), Some("2"), "mate in 2 moves: {infos:?}");
    // Two mates in 2 exist (b1e1 e9f9 i0f0, and i0i8 e9f9 d0e0 leaving black no move):
    // the PV must be one, its reply the ponder move.
    let line = pv(last);
    assert_eq!(ponder.as_ref(), line.get(1), "{last}");
    let end: Position = position(fen, &line[..3], false);
    let mut replies = kirin::core::MoveList::new();
    end.generate(kirin::game::GenKind::All, &mut replies);
    assert!(replies.is_empty(), "black still has a move after {line:?}");
    e.send(&format!("position fen {fen} moves b1e1 e9f9"));
    e.send("go ponder wtime 3000 btime 3000 winc 500 binc 500");
    e.expect_no_terminal(HOLD);
    e.send("ponderhit");
    let (infos, terminal) = e.search_reply();
    let (best, _) = check_reply(
        &position(fen, &["b1e1".into(), "e9f9".into()], false),
        &infos,
        &terminal,
        false,
    );
    assert_eq!(best, "i0f0");
    assert_eq!(field(infos.last().unwrap(), "mate"), Some("1"));
    // The mated side: `info depth 0 score mate 0` then `bestmove (none)`.
    e.send(&format!("position fen {fen} moves b1e1 e9f9 i0f0"));
    e.send("go depth 3");
    e.expect("info depth 0 score mate 0");
    e.expect("bestmove (none)");
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

/// The 1-10 convention after `UCI_Variant`, and the explicit override.
#[test]
fn rank_numbering_transcript() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.send("setoption name UCI_Variant value xiangqi");
    e.expect("info string rank numbering 1-10 (UCI_Variant was set)");
    let moves: Vec<String> = vec!["h3e3".into(), "h10g8".into()];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go movetime 300");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &moves, true), &infos, &terminal, true);
    // perft lines use the same notation: rank 10 appears, rank 0 never.
    e.send("position startpos");
    e.send("go perft 1");
    let lines = e.read_until(|l| l.starts_with("Nodes searched"));
    assert_eq!(lines.last().map(String::as_str), Some("Nodes searched: 44"));
    assert!(lines.iter().any(|l| l.starts_with("h1g3: ")), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("h0g2: ")), "{lines:?}");
    e.expect("");
    // An ICCS move with rank 0 is refused in 1-10 mode.
    e.send("position startpos moves h0g2");
    e.expect("info string error: illegal move 'h0g2' at ply 1; position set after 0 moves");
    e.send("setoption name RankNumbering value 0-9");
    e.expect("info string rank numbering 0-9");
    e.send("position startpos moves h2e2 h9g7");
    e.send("go depth 2");
    let (infos, terminal) = e.search_reply();
    check_reply(
        &position(START, &["h2e2".into(), "h9g7".into()], false),
        &infos,
        &terminal,
        false,
    );
    e.sync();
}

#[test]
fn go_mate_in_moves_stops_at_the_mate() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    let fen = "4k4/9/9/9/9/9/9/9/1R7/3K4R w - - 0 1";
    e.send(&format!("position fen {fen}"));
    e.send("go mate 2");
    let (infos, terminal) = e.search_reply();
    let (best, _) = check_reply(&position(fen, &[], false), &infos, &terminal, false);
    // Two first moves mate in 2 (b1e1, or the rook on the other side: the mate solver may
    // pick either).
    assert!(["b1e1", "i0e0"].contains(&best.as_str()), "{best}");
    assert!(
        infos.last().unwrap().contains(" score mate 2 "),
        "{infos:?}"
    );
    e.sync();
}

#[test]
fn stop_idle_stop_searching_crlf_and_quit_mid_search() {
    let mut e = Engine::spawn(Dialect::Uci);
    e.send_raw(b"uci\r\n");
    e.read_until(|l| l == "uciok");
    e.send_raw(b"stop\r\nisready\r\n");
    e.expect("readyok");
    e.send_raw(b"position startpos moves h2e2\r\ngo infinite\r\n");
    e.expect_no_terminal(HOLD);
    e.send_raw(b"stop\r\n");
    let (infos, terminal) = e.search_reply();
    check_reply(
        &position(START, &["h2e2".into()], false),
        &infos,
        &terminal,
        false,
    );
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}
