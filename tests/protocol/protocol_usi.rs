//! USI transcripts against the built binary, modelled on a rated game with pondering
//! (Shogidokoro / ShogiHome style), analysis, tsume solving and bad input. Clocks are
//! shortened so the tests run quickly; every reply is checked: the exact handshake and
//! error lines, well-formed `info` lines, legal `bestmove`/`ponder` moves, and that ponder
//! and infinite searches hold their reply.

use crate::common::protocol::{
    check_reply_moves, field, parse_bestmove, position_after, pv, Dialect, Engine, Notation,
};
use kirin::core::MoveList;
use kirin::game::{Game, GenKind};
use kirin::shogi::Position;
use std::time::Duration;

/// How long a held reply must stay held in these tests (an absence check, not a speed
/// requirement).
const HOLD: Duration = Duration::from_millis(300);

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const BISHOP_HANDICAP: &str = "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";

fn position(sfen: &str, moves: &[String]) -> Position {
    position_after(sfen, moves, Notation::Game)
}

/// Checks a search reply (moves legal, the PV line last before `bestmove`) and that the
/// line before `bestmove` has a score and nothing follows the moves.
fn check_reply(root: &Position, infos: &[String], terminal: &str) -> (String, Option<String>) {
    let (best, ponder, rest) = check_reply_moves(root, infos, terminal, Notation::Game);
    assert!(rest.is_empty(), "{terminal}");
    let last = infos.last().expect("an info line before bestmove");
    assert!(field(last, "score").is_some(), "{last}");
    (best, ponder)
}

fn expected_usi_options() -> Vec<&'static str> {
    vec![
        "option name USI_Hash type spin default 64 min 1 max 65536",
        "option name USI_Ponder type check default false",
        "option name Threads type spin default 1 min 1 max 256",
        "option name MultiPV type spin default 1 min 1 max 600",
        "option name NetworkDelay type spin default 100 min 0 max 10000",
        "option name NetworkDelay2 type spin default 300 min 0 max 10000",
        "option name MinimumThinkingTime type spin default 1000 min 0 max 100000",
        "option name DepthLimit type spin default 0 min 0 max 1000",
        "option name NodesLimit type spin default 0 min 0 max 9007199254740992",
        "option name EnteringKingRule type combo default CSARule27 var NoEnteringKing var CSARule24 var CSARule24H var CSARule27 var CSARule27H",
        "option name MaxMovesToDraw type spin default 0 min 0 max 100000",
        "option name Clear_Hash type button",
        "option name DebugLogFile type filename default <empty>",
        "option name SkillLevel type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1500 min 800 max 3500",
        "option name USI_OwnBook type check default false",
        "option name BookFile type filename default <empty>",
        "option name BookMoves type spin default 16 min 0 max 1000",
        "option name BookPolicy type combo default best var best var weighted",
    ]
}

#[test]
fn handshake_lists_identity_and_every_option() {
    let (mut e, id) = Engine::start(Dialect::Usi);
    assert!(id[0].starts_with("id name Kirin "), "{id:?}");
    assert!(id[1].starts_with("id author "), "{id:?}");
    assert_eq!(&id[2..id.len() - 1], expected_usi_options().as_slice());
    assert_eq!(id.last().map(String::as_str), Some("usiok"));
    // A repeated handshake repeats the whole block; another dialect's word is refused.
    e.send("usi");
    assert_eq!(e.read_until(|l| l == "usiok"), id);
    e.send("ucci");
    e.expect("info string error: dialect is already usi; ignoring 'ucci'");
    e.sync();
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

#[test]
fn boot_state_prints_nothing_and_refuses_other_words() {
    let mut e = Engine::spawn(Dialect::Usi);
    e.expect_silence(HOLD);
    e.send("");
    e.send("isready");
    e.expect("info string error: expected usi, ucci, uci or xboard first (got 'isready')");
    e.send("usi");
    let id = e.read_until(|l| l == "usiok");
    assert!(id[0].starts_with("id name"));
    e.close_stdin();
    assert!(
        e.wait_exit(Duration::from_secs(10)).success(),
        "EOF ends the process cleanly"
    );
}

#[test]
fn quit_before_handshake_exits() {
    let mut e = Engine::spawn(Dialect::Usi);
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

/// A rated game: options, a timed move, a ponder hit, a ponder miss,
/// byoyomi-only clocks, and `gameover` during a ponder search.
#[test]
fn game_with_pondering() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    for (name, value) in [
        ("USI_Hash", "16"),
        ("USI_Ponder", "true"),
        ("Threads", "2"),
        ("MultiPV", "1"),
        ("NetworkDelay", "100"),
        ("NetworkDelay2", "300"),
        ("MinimumThinkingTime", "1000"),
        ("DepthLimit", "0"),
        ("NodesLimit", "0"),
        ("EnteringKingRule", "CSARule27"),
        ("MaxMovesToDraw", "320"),
        ("DebugLogFile", "<empty>"),
    ] {
        e.send(&format!("setoption name {name} value {value}"));
    }
    e.sync(); // no output from any setoption above
    e.send("usinewgame");
    e.send("position startpos");
    e.send("go btime 3000 wtime 3000 byoyomi 500");
    let (infos, terminal) = e.search_reply();
    let mut moves = Vec::new();
    let (best, ponder) = check_reply(&position(START, &moves), &infos, &terminal);
    moves.push(best);
    let ponder = ponder.expect("a ponder move after a real search");
    moves.push(ponder);

    // Ponder hit: nothing terminal until `ponderhit`, then a timed search.
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go ponder btime 2900 wtime 3000 byoyomi 500");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("ponderhit");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    let (best, ponder) = check_reply(&position(START, &moves), &infos, &terminal);
    moves.push(best);
    moves.push(ponder.expect("ponder move"));

    // Ponder miss: `stop` answers at once with a bestmove for the pondered position.
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go ponder btime 2800 wtime 2900 byoyomi 500");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("stop");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    check_reply(&position(START, &moves), &infos, &terminal);

    // The opponent played something else; the real position, byoyomi-only clocks.
    moves.pop();
    let mut root = position(START, &moves);
    let other = first_legal_other_than(&root, None);
    root.make(root.parse_move(&other).unwrap());
    moves.push(other);
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go btime 0 wtime 2800 byoyomi 300");
    let (infos, terminal) = e.search_reply();
    let (best, ponder) = check_reply(&root, &infos, &terminal);
    moves.push(best);
    moves.push(ponder.expect("ponder move"));

    // gameover during a ponder search: the bestmove is still printed (cshogi waits for it).
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go ponder btime 0 wtime 2700 byoyomi 300");
    let mut infos = e.expect_no_terminal(HOLD);
    e.send("gameover win");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    check_reply(&position(START, &moves), &infos, &terminal);

    // Second game: bishop handicap, the engine (gote) moves first, then resigns nothing
    // (the position is fine) and the game ends with gameover lose.
    e.sync();
    e.send("usinewgame");
    e.send(&format!("position sfen {BISHOP_HANDICAP}"));
    e.send("go btime 3000 wtime 3000 byoyomi 300");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(BISHOP_HANDICAP, &[]), &infos, &terminal);
    e.send("gameover lose");
    e.sync();
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

fn first_legal_other_than(p: &Position, not: Option<&str>) -> String {
    let mut list = MoveList::new();
    p.generate(GenKind::All, &mut list);
    let found = list
        .iter()
        .map(Position::format_move)
        .find(|m| Some(m.as_str()) != not);
    found.expect("a legal move")
}

/// Analysis with MultiPV 3 (`go infinite` holds until `stop`).
#[test]
fn analysis_with_multipv() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("setoption name MultiPV value 3");
    e.sync();
    e.send("usinewgame");
    e.send("position startpos moves 2g2f 8c8d");
    e.send("go infinite");
    let mut infos = e.expect_no_terminal(Duration::from_millis(600));
    e.send("stop");
    let (more, terminal) = e.search_reply();
    infos.extend(more);
    let moves: Vec<String> = vec!["2g2f".into(), "8c8d".into()];
    let root = position(START, &moves);
    let ranks: Vec<&str> = infos.iter().filter_map(|l| field(l, "multipv")).collect();
    for k in ["1", "2", "3"] {
        assert!(ranks.contains(&k), "multipv {k} missing: {infos:?}");
    }
    // The last block ends with multipv 3; the bestmove is the multipv 1 move of it.
    let pv1 = infos
        .iter()
        .rev()
        .find(|l| field(l, "multipv") == Some("1"))
        .expect("multipv 1 line");
    let (best, _, _) = parse_bestmove(&terminal);
    assert_eq!(pv(pv1).first(), Some(&best));
    let mut p = root.clone();
    p.make(p.parse_move(&best).unwrap());
}

/// Tsume: `go mate` answers with a `checkmate` line, never `bestmove`.
/// The problem is symmetric: `8e5b 6a5b S*6b` and `8e5b 4a5b S*4b` are both
/// shortest mates, so the line is checked as a mate rather than compared as text.
#[test]
fn tsume_with_go_mate() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    let problem = "3sks3/9/4S4/9/1+B7/9/9/9/9 b S2rb4g4n4l18p 1";
    e.send(&format!("position sfen {problem}"));
    e.send("go mate infinite");
    let (_, terminal) = e.search_reply();
    let line: Vec<String> = terminal
        .strip_prefix("checkmate ")
        .expect("checkmate reply")
        .split(' ')
        .map(str::to_string)
        .collect();
    assert_eq!(line.len(), 3, "a three-ply mate: {terminal}");
    let mut p = position(problem, &[]);
    for (ply, m) in line.iter().enumerate() {
        let mv = p
            .parse_move(m)
            .unwrap_or_else(|err| panic!("illegal {m} in {terminal}: {err}"));
        if ply % 2 == 0 {
            assert!(p.gives_check(mv), "attacker move {m} must check");
        }
        p.make(mv);
    }
    let mut replies = MoveList::new();
    p.generate(GenKind::All, &mut replies);
    assert!(
        p.in_check() && replies.is_empty(),
        "the line ends in mate: {terminal}"
    );
    e.send("position sfen 4k4/9/9/9/9/9/9/9/9 b P2r2b4g4s4n4l17p 1");
    e.send("go mate 10000");
    e.expect("checkmate nomate");
    // `stop` ends an unfinished tsume search at once with `checkmate timeout` (or a
    // result, if it was already proven).
    e.send("position startpos");
    e.send("go mate infinite");
    e.send("stop");
    let (_, terminal) = e.search_reply();
    assert!(terminal.starts_with("checkmate "), "{terminal}");
    e.sync();
}

/// Bad input never ends the process; each error is one line.
#[test]
fn bad_input_is_survived() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    e.send("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1");
    let line = e.next_line();
    assert!(
        line.starts_with("info string error: bad sfen: ") && line.ends_with("; position unchanged"),
        "{line}"
    );
    e.send("position startpos moves 7g7f 3c3d 2b8h");
    e.expect("info string error: illegal move '2b8h' at ply 3; position set after 2 moves");
    e.send("go depth 3 nodes abc");
    e.expect("info string error: go: 'nodes' needs a number, got 'abc'");
    let (infos, terminal) = e.search_reply();
    let root = position(START, &["7g7f".to_string(), "3c3d".to_string()]);
    check_reply(&root, &infos, &terminal);
    assert!(
        infos.iter().any(|l| field(l, "depth") == Some("3")),
        "depth 3 reached: {infos:?}"
    );
    e.send("stop");
    e.send("frobnicate now");
    e.expect("info string error: unknown command 'frobnicate'");
    e.send("setoption name NoSuchOption value 1");
    e.expect("info string error: unknown option 'NoSuchOption'");
    e.send("setoption name USI_Hash value 99999999999999999999");
    e.expect(
        "info string error: USI_Hash: 99999999999999999999 out of range 1..65536, using 65536",
    );
    e.send("setoption name USI_Hash value 16");
    e.send("go perft 0");
    e.expect("info string error: perft depth must be at least 1");
    // The position is the one after the two legal moves.
    e.send("go perft 1");
    let lines = e.read_until(|l| l.starts_with("Nodes searched"));
    let mut list = MoveList::new();
    root.generate(GenKind::All, &mut list);
    assert_eq!(lines.len(), list.len() + 2);
    e.expect("");
    e.sync();
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

#[test]
fn malformed_lines_of_every_kind_keep_the_engine_alive() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    let bad: &[&[u8]] = &[
        b"position\n",
        b"position sfen\n",
        b"position startpos moves 7g7f 7g7f\n",
        b"position startpos moves P*5e\n",
        b"position startpos moves 0000\n",
        b"position 9/9/9 b - 1\n",
        b"go depth -3\n",
        b"go btime\n",
        b"go wtime 99999999999999999999999999 btime -1\n",
        b"stop\n",
        b"setoption\n",
        b"setoption name\n",
        b"setoption name Threads value many\n",
        b"setoption name EnteringKingRule value Nonsense\n",
        b"ponderhit\n",
        b"gameover maybe\n",
        b"\xff\xfe\xfd isready\n",
        b"banmoves 7g7f\n",
        b"\x00\x01\x02\n",
    ];
    for line in bad {
        e.transcript
            .push(format!("> {}", String::from_utf8_lossy(line).trim_end()));
        e.send_raw(line);
    }
    e.send("isready");
    let lines = e.read_until(|l| l == "readyok");
    let errors = lines
        .iter()
        .filter(|l| l.starts_with("info string error: "))
        .count();
    assert!(errors >= bad.len() - 2, "one error per bad line: {lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l == "info string error: unknown command '???'"),
        "{lines:?}"
    );
    e.sync();
    // A 17 MB line is dropped with one error; the next line still works.
    let mut huge = vec![b'x'; 17 << 20];
    huge.push(b'\n');
    e.send_raw(&huge);
    e.expect(&format!(
        "info string error: line longer than {} bytes ignored",
        16 << 20
    ));
    e.sync();
}

#[test]
fn isready_mid_search_stop_idle_and_searching() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.sync();
    e.send("stop"); // idle: ignored silently, and not remembered
    e.sync();
    e.send("position startpos");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("isready");
    let lines = e.read_until(|l| l == "readyok");
    let before = &lines[..lines.len() - 1];
    assert!(
        before.iter().all(|l| l.starts_with("info ")),
        "readyok comes before any bestmove: {lines:?}"
    );
    e.expect_no_terminal(HOLD); // the search goes on after isready
    e.send("stop");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &[]), &infos, &terminal);
    e.send("stop");
    e.sync();
    // `go` then `stop` immediately still stops (the fast path or the in-order stop).
    e.send("go infinite");
    e.send("stop");
    let (_, terminal) = e.search_reply();
    assert!(terminal.starts_with("bestmove "));
    e.sync();
}

#[test]
fn a_new_go_ends_the_previous_search_with_its_own_reply() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("go depth 2");
    let (_, first) = e.search_reply();
    let (_, second) = e.search_reply();
    assert!(first.starts_with("bestmove ") && second.starts_with("bestmove "));
    e.sync();
}

#[test]
fn quit_mid_search_exits() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
    for l in e.drain() {
        assert!(l.starts_with("info ") || l.starts_with("bestmove "), "{l}");
    }
}

#[test]
fn eof_mid_ponder_exits() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go ponder btime 1000 wtime 1000");
    e.expect_no_terminal(HOLD);
    e.close_stdin();
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

#[test]
fn crlf_input() {
    let mut e = Engine::spawn(Dialect::Usi);
    e.send_raw(b"usi\r\n");
    e.read_until(|l| l == "usiok");
    e.send_raw(b"isready\r\nposition startpos moves 7g7f\r\ngo depth 2\r\n");
    e.expect("readyok");
    let (infos, terminal) = e.search_reply();
    check_reply(&position(START, &["7g7f".to_string()]), &infos, &terminal);
    e.send_raw(b"quit\r\n");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}

#[test]
fn early_ponder_with_clocks_on_ponderhit() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos moves 7g7f 3c3d");
    e.send("go ponder");
    e.expect_no_terminal(HOLD);
    e.send("ponderhit btime 1000 wtime 1000 byoyomi 200");
    let (infos, terminal) = e.search_reply();
    check_reply(
        &position(START, &["7g7f".to_string(), "3c3d".to_string()]),
        &infos,
        &terminal,
    );
    e.sync();
}

#[test]
fn long_games_and_any_whitespace() {
    // A 400-ply game built with the rules library, sent with tabs and doubled spaces.
    let mut p = Position::startpos();
    let mut moves = Vec::new();
    let mut rng = kirin::core::Rng::new(7);
    while moves.len() < 400 {
        let mut list = MoveList::new();
        p.generate(GenKind::All, &mut list);
        if list.is_empty() {
            break;
        }
        let m = list.as_slice()[rng.below(list.len() as u64) as usize];
        moves.push(Position::format_move(m));
        p.make(m);
    }
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send(&format!(
        "position \t startpos  moves  {}",
        moves.join(" \t ")
    ));
    e.send("d");
    e.debug_output = true;
    let lines = e.read_until(|l| l.starts_with("Checkers:"));
    e.debug_output = false;
    let sfen = lines
        .iter()
        .find_map(|l| l.strip_prefix("Sfen: "))
        .expect("Sfen line");
    assert_eq!(sfen, p.to_fen());
    e.sync();
}

#[test]
fn eval_prints_the_final_line() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos moves 7g7f");
    e.send("eval");
    e.debug_output = true;
    let lines = e.read_until(|l| l.starts_with("Final evaluation: "));
    e.debug_output = false;
    let last = lines.last().unwrap();
    assert!(last.ends_with(" cp (side to move)"), "{last}");
    let value = last
        .trim_start_matches("Final evaluation: ")
        .trim_end_matches(" cp (side to move)");
    assert_eq!(
        value.parse::<i32>().unwrap(),
        position(START, &["7g7f".to_string()]).evaluate()
    );
    e.sync();
}

#[test]
fn setoption_during_a_search_is_deferred() {
    let (mut e, _) = Engine::start(Dialect::Usi);
    e.send("position startpos");
    e.send("go infinite");
    e.expect_no_terminal(HOLD);
    e.send("setoption name Threads value 999");
    e.send("d");
    let lines = e.read_until(|l| l.starts_with("info string"));
    assert_eq!(
        lines.last().map(String::as_str),
        Some("info string error: not allowed during a search")
    );
    e.expect_no_terminal(HOLD); // the option's notice waits for the search to end
    e.send("stop");
    let (_, terminal) = e.search_reply();
    assert!(terminal.starts_with("bestmove "));
    e.expect("info string error: Threads: 999 out of range 1..256, using 256");
    e.expect_silence(HOLD);
    e.send("setoption name Threads value 1");
    e.sync();
}

/// `USI_Variant` names the game: not in the option list, the game's own name accepted in
/// any case without a word, any other reported on one line, and the session carries on
/// as shogi.
#[test]
fn usi_variant_names_the_game() {
    let (mut e, id) = Engine::start(Dialect::Usi);
    assert!(id.iter().all(|l| !l.contains("USI_Variant")), "{id:?}");
    e.send("setoption name USI_Variant value Shogi");
    e.sync();
    e.send("setoption name USI_Variant value chess");
    e.expect("info string error: USI_Variant: only shogi or minishogi is supported, got 'chess'");
    e.send("position startpos moves 7g7f");
    e.send("go perft 1");
    let lines = e.read_until(|l| l.starts_with("Nodes searched"));
    assert_eq!(lines.last().map(String::as_str), Some("Nodes searched: 30"));
    e.expect("");
    e.send("quit");
    assert!(e.wait_exit(Duration::from_secs(10)).success());
}
