//! The mate solver through the real binary: USI `go mate` progress lines and replies,
//! and UCI-X / UCCI `go mate <n>` answered by the solver with a mating line (mates of
//! tests/data/mate-xiangqi.txt), or handed to the alpha-beta search.

use crate::common::mate::{check_line, read_mate_file};
use crate::common::protocol::{field, parse_bestmove, pv, Dialect, Engine};
use kirin::game::Game;
use std::time::Duration;

/// A tsume that the solver does not finish within seconds: a bare king in the middle of
/// the board against one of each minor piece in hand (no result after 4.3 million nodes,
/// 40 s of the test binary); only "not solved quickly" matters here.
const LONG_TSUME: &str = "9/9/9/9/4k4/9/9/9/9 b BGSNLP2rb3g3s3n3l17p 1";

/// How long the long tsume runs before `stop`: long enough for the solver's first
/// progress report (one a second) on a loaded machine.
const RUN_BEFORE_STOP: Duration = Duration::from_millis(2500);

/// The moves of a line parsed against `fen` and checked as a checks-only mate.
fn assert_mating_line<G: Game>(fen: &str, texts: &[String]) {
    let mut pos = G::from_fen(fen).unwrap();
    let mut moves = Vec::new();
    for text in texts {
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{fen}: {text} in {texts:?}: {e}"));
        moves.push(m);
        pos.make(m);
    }
    check_line::<G>(fen, &moves, None).unwrap_or_else(|e| panic!("{fen}: {texts:?}: {e}"));
}

#[test]
fn usi_progress_lines_then_timeout_on_stop() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    e.send(&format!("position sfen {LONG_TSUME}"));
    e.send("go mate infinite");
    std::thread::sleep(RUN_BEFORE_STOP);
    e.send("stop");
    let (infos, terminal) = e.search_reply();
    assert_eq!(terminal, "checkmate timeout", "{:?}", e.transcript);
    assert!(!infos.is_empty(), "no progress line: {:?}", e.transcript);
    let mut last_nodes = 0;
    for line in &infos {
        let nodes: u64 = field(line, "nodes").expect("nodes").parse().unwrap();
        assert!(nodes > last_nodes, "nodes grow: {line}");
        last_nodes = nodes;
        for key in ["nps", "hashfull", "time"] {
            assert!(field(line, key).is_some(), "{key} in {line}");
        }
        assert!(
            field(line, "score").is_none(),
            "no score while unsolved: {line}"
        );
    }
    e.sync();
}

#[test]
fn usi_solved_tsume_ends_with_its_line() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    for record in read_mate_file("mate-shogi.txt") {
        // The longest checks-only mates of the file (11 plies).
        if record.checks_only != Some(11) {
            continue;
        }
        e.send(&format!("position sfen {}", record.fen));
        e.send("go mate 60000");
        let (infos, terminal) = e.search_reply();
        let line: Vec<String> = terminal
            .strip_prefix("checkmate ")
            .unwrap()
            .split(' ')
            .map(str::to_string)
            .collect();
        assert_eq!(line.len(), 11, "{terminal}");
        assert_mating_line::<kirin::shogi::Position>(&record.fen, &line);
        // The info line just before `checkmate` states the mate (`score mate <plies>`) and its PV.
        let last = infos.last().expect("a score line");
        assert_eq!(field(last, "score"), Some("mate"), "{last}");
        assert!(last.contains(" score mate 11 "), "{last}");
        assert_eq!(pv(last), line, "{last}");
    }
    e.sync();
}

/// Every checks-only mate of the xiangqi file through `go mate <n>` with n its length in
/// moves: the reply states `score mate n` (UCI-X) or `10000 - plies` (UCCI) with the
/// mating line as PV, then `bestmove` with the line's first two moves.
fn xiangqi_mates_through(dialect: Dialect) {
    let (mut e, _) = Engine::start(dialect);
    e.sync();
    let mut solved = 0;
    for record in read_mate_file("mate-xiangqi.txt") {
        let Some(plies) = record.checks_only else {
            continue;
        };
        let moves = plies.div_ceil(2);
        e.send(&format!("position fen {}", record.fen));
        e.send(&format!("go mate {moves}"));
        let (infos, terminal) = e.search_reply();
        let last = infos.last().expect("a score line");
        match dialect {
            Dialect::Uci => assert!(last.contains(&format!(" score mate {moves} ")), "{last}"),
            _ => assert_eq!(field(last, "score"), Some(&*(10000 - plies).to_string())),
        }
        let line = pv(last);
        assert_eq!(line.len() as u32, plies, "{last}");
        assert_mating_line::<kirin::xiangqi::Position>(&record.fen, &line);
        let (best, ponder, _) = parse_bestmove(&terminal);
        assert_eq!(best, line[0], "{terminal}");
        assert_eq!(ponder.as_ref(), line.get(1), "{terminal}");
        solved += 1;
    }
    assert_eq!(solved, 14, "checks-only records of mate-xiangqi.txt");
    e.sync();
}

#[test]
fn uci_go_mate_reports_the_mating_line() {
    xiangqi_mates_through(Dialect::Uci);
}

#[test]
fn ucci_go_mate_extension_reports_the_mating_line() {
    xiangqi_mates_through(Dialect::Ucci);
}

/// A mate in 2 moves that needs a quiet move (the file's shortest checks-only mate is 5
/// plies): the solver proves there is no checks-only mate in 2, says so, and the
/// alpha-beta search takes the `go` and finds the mate.
#[test]
fn uci_go_mate_hands_quiet_mates_to_the_search() {
    let record = read_mate_file("mate-xiangqi.txt")
        .into_iter()
        .find(|r| r.plies == 3 && r.checks_only == Some(5))
        .expect("a record with a quiet mate in 2");
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.sync();
    e.send(&format!("position fen {}", record.fen));
    e.send("go mate 2");
    let (infos, terminal) = e.search_reply();
    assert_eq!(
        infos.first().map(String::as_str),
        Some("info string no checks-only mate in 2; searching"),
        "{:?}",
        e.transcript
    );
    let last = infos.last().unwrap();
    assert!(last.contains(" score mate 2 "), "{last}");
    let (best, _, _) = parse_bestmove(&terminal);
    assert_eq!(pv(last).first(), Some(&best));
    e.sync();
}

/// No mate at all and a time limit: the search that takes over answers with a legal
/// move within the limit; `stop` during the solver also gets a legal `bestmove`.
#[test]
fn uci_go_mate_without_a_mate_still_answers_a_move() {
    let (mut e, _) = Engine::start(Dialect::Uci);
    e.sync();
    let start = kirin::xiangqi::Position::startpos();
    e.send("position startpos");
    e.send("go mate 3 movetime 300");
    let (_, terminal) = e.search_reply();
    let (best, _, _) = parse_bestmove(&terminal);
    assert!(start.parse_move(&best).is_ok(), "{terminal}");
    e.send("go mate 40 infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    let (_, terminal) = e.search_reply();
    let (best, _, _) = parse_bestmove(&terminal);
    assert!(start.parse_move(&best).is_ok(), "{terminal}");
    e.sync();
}
