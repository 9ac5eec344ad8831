//! The search through the real binary: reproducibility (`go nodes` after a new-game
//! command, which forgets the table and the histories kept between the moves of a game;
//! `kirin bench` twice) and the repetition rules deciding the engine's move on
//! real game histories sent with `position … moves …`.
//!
//! Repetition cases, per game: where repeating once more would make the engine the
//! perpetual checker it plays another move; where the opponent would lose by the
//! repetition the engine repeats (even against a material-winning alternative); where
//! the repetition is a plain draw it repeats only when worse off.

use crate::common::kirin;
use crate::common::protocol::{last_nodes, parse_bestmove, Dialect, Engine};
use std::process::Command;

/// The node count of the last info line before `bestmove`, and the move.
fn search(engine: &mut Engine, position: &str, go: &str) -> (u64, String) {
    engine.send(position);
    engine.send(go);
    let (infos, terminal) = engine.search_reply();
    (last_nodes(&infos), parse_bestmove(&terminal).0)
}

fn same_nodes_around_new_game(dialect: Dialect, new_game: &str, positions: &[&str]) {
    let (mut engine, _) = Engine::start(dialect);
    engine.sync();
    for position in positions {
        // Histories are kept between the searches of one game: each measurement starts
        // a game of its own.
        engine.send(new_game);
        engine.sync();
        let first = search(&mut engine, position, "go nodes 30000");
        engine.send(new_game);
        engine.sync();
        let second = search(&mut engine, position, "go nodes 30000");
        assert_eq!(
            first,
            second,
            "{position}: {}",
            engine.transcript.join("\n")
        );
        assert!(first.0 >= 30_000, "the node limit was reached: {first:?}");
    }
    engine.send("quit");
}

#[test]
fn usi_go_nodes_is_reproducible_after_usinewgame() {
    same_nodes_around_new_game(
        Dialect::Usi,
        "usinewgame",
        &[
            "position startpos moves 7g7f 3c3d",
            "position sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        ],
    );
}

#[test]
fn uci_go_nodes_is_reproducible_after_ucinewgame() {
    same_nodes_around_new_game(
        Dialect::Uci,
        "ucinewgame",
        &[
            "position startpos moves h2e2 h9g7",
            "position fen r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
        ],
    );
}

#[test]
fn kirin_bench_gives_the_same_signature_twice() {
    let signature = || {
        let out = Command::new(kirin())
            .args(["bench", "16", "1", "5"])
            .output()
            .expect("running kirin bench");
        assert!(out.status.success());
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            stderr.contains("===========================\nTotal time (ms) : "),
            "{stderr}"
        );
        let nodes = stdout
            .lines()
            .find_map(|l| l.strip_prefix("Nodes searched: "))
            .expect("signature line")
            .to_string();
        assert!(stderr.contains(&format!("Nodes searched  : {nodes}\n")));
        assert!(stdout.lines().any(|l| l.starts_with("Nodes/second: ")));
        nodes
    };
    let first = signature();
    assert_eq!(first, signature());
    assert!(first.parse::<u64>().unwrap() > 10_000);
}

/// The engine's move in `position` after `go` with a fixed node budget.
/// Fails if the engine rejected any part of `position` (a bad FEN/SFEN or move is
/// reported as an `info string error` and the old position kept).
fn bestmove(dialect: Dialect, position: &str) -> String {
    bestmove_with(dialect, &[], position)
}

/// As [`bestmove`], after the `setoption` lines given.
fn bestmove_with(dialect: Dialect, options: &[&str], position: &str) -> String {
    let (mut engine, _) = Engine::start(dialect);
    for option in options {
        engine.send(option);
    }
    engine.sync();
    engine.send(position);
    engine.send("isready");
    let replies = engine.read_until(|l| l == "readyok");
    assert_eq!(
        replies,
        ["readyok"],
        "the position must be accepted: {position}"
    );
    let (_, m) = search(&mut engine, position, "go nodes 200000");
    engine.send("quit");
    m
}

// Shogi. A White dragon checks the Black king on files 4 and 5 while the king steps
// between 4i and 5i.
const SHOGI_CHECKS: &str = "4h4i 5g4g 4i5i 4g5g 5i4i 5g4g 4i5i 4g5g 5i4i 5g4g 4i5i 4g5g";

#[test]
fn shogi_repeats_when_the_perpetual_checker_would_lose() {
    // Black to move: 5i4i makes the position after it occur a fourth time, and every
    // White move since its first occurrence was a check: White loses. Without the rule
    // it would be a draw, and Black (a rook, a bishop, two golds and two silvers in
    // hand against the lone dragon) would play on.
    let m = bestmove(
        Dialect::Usi,
        &format!("position sfen 8k/9/9/9/9/9/4+r4/5K3/9 b RB2G2S 1 moves {SHOGI_CHECKS}"),
    );
    assert_eq!(m, "5i4i");
}

#[test]
fn shogi_never_becomes_the_perpetual_checker() {
    // White (far behind: Black has rook, bishop, two golds and two silvers in hand)
    // checks with the dragon from 1g, then on files 5 and 4 while the Black king steps
    // between 5i and 4i. 4g5g would be the fourth occurrence with all White moves
    // checks, a loss; without the rule it would be a draw, far better than the rest.
    let history = "1g5g 5i4i 5g4g 4i5i 4g5g 5i4i 5g4g 4i5i 4g5g 5i4i 5g4g 4i5i";
    let m = bestmove(
        Dialect::Usi,
        &format!("position sfen 8k/9/9/9/9/9/8+r/9/4K4 w RB2G2S 1 moves {history}"),
    );
    assert_ne!(m, "4g5g");
}

// Shogi plain repetition: the rooks shuffle (no checks); 2h2i would make the fourth
// occurrence, a draw.
const SHOGI_SHUFFLE: &str = "2g2i 8a8b 2i2h 8b8a 2h2i 8a8b 2i2h 8b8a 2h2i 8a8b 2i2h 8b8a";

#[test]
fn shogi_takes_a_plain_draw_only_when_worse() {
    let worse = bestmove(
        Dialect::Usi,
        &format!("position sfen 1r2k4/9/9/9/9/9/7R1/9/4K4 b b2g2s 1 moves {SHOGI_SHUFFLE}"),
    );
    assert_eq!(
        worse, "2h2i",
        "a draw is better than being a bishop, two golds and two silvers down"
    );
    let better = bestmove(
        Dialect::Usi,
        &format!("position sfen 1r2k4/9/9/9/9/9/7R1/9/4K4 b B2G2S 1 moves {SHOGI_SHUFFLE}"),
    );
    assert_ne!(
        better, "2h2i",
        "with a bishop, two golds and two silvers up, play on"
    );
}

// Xiangqi (UCCI, ranks 0-9). In search a repetition is judged at its third occurrence
// counting the game history; every verdict below was checked with pyffish
// (Fairy-Stockfish's xiangqi rules).

#[test]
fn xiangqi_never_becomes_the_perpetual_checker() {
    // Red (a chariot against two) checks on ranks 8 and 9 while the general steps
    // between e8 and e9; a9a8 would repeat for the third time with all Red moves
    // checks: Red would lose.
    let history = "a6a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8";
    let m = bestmove(
        Dialect::Ucci,
        &format!("position fen 9/4k4/9/R8/7r1/8r/9/9/9/3K5 w - - 0 1 moves {history}"),
    );
    assert_ne!(m, "a9a8");
}

#[test]
fn xiangqi_repeats_when_the_perpetual_checker_would_lose() {
    // Black, checked by the chariot on every Red move, steps e8e9 for the third
    // occurrence: Red loses. Better than taking the chariot with the horse (b6a8).
    let history = "d9e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8";
    let m = bestmove(
        Dialect::Ucci,
        &format!("position fen 3k5/R8/9/1n7/9/9/9/9/9/5K3 b - - 0 1 moves {history}"),
    );
    assert_eq!(m, "e8e9");
}

#[test]
fn xiangqi_takes_a_plain_draw_only_when_worse() {
    // The generals shuffle; f1f0 repeats for the third time: a draw by rule.
    let history = "e0f0 d9d8 f0f1 d8d9 f1f0 d9d8 f0f1 d8d9";
    let worse = bestmove(
        Dialect::Ucci,
        &format!("position fen 3k5/9/9/9/r8/9/9/9/9/4K4 w - - 0 1 moves {history}"),
    );
    assert_eq!(
        worse, "f1f0",
        "a bare general against a chariot takes the draw"
    );
    let better = bestmove(
        Dialect::Ucci,
        &format!("position fen 3k5/9/9/9/8R/9/9/9/9/4K4 w - - 0 1 moves {history}"),
    );
    assert_ne!(better, "f1f0", "a chariot up plays on");
}

#[test]
fn xiangqi_never_becomes_the_perpetual_chaser() {
    // The Red chariot (a chariot down) keeps newly attacking the unprotected horse as it
    // flees between h7 and g9; g2h2 would repeat for the third time with every Red
    // move a chase: Red would lose.
    let history = "i2h2 h7g9 h2g2 g9h7 g2h2 h7g9 h2g2 g9h7";
    let m = bestmove(
        Dialect::Ucci,
        &format!("position fen 4k4/9/7n1/9/r8/9/9/8R/9/3K5 w - - 0 1 moves {history}"),
    );
    assert_ne!(m, "g2h2");
}

#[test]
fn xiangqi_repeats_when_the_perpetual_chaser_would_lose() {
    // Black's horse flees the chasing chariot; h7g9 makes the third occurrence with every
    // Red move a chase: Red loses. Better than winning the cannon with a5a3.
    let history = "i8g9 h2g2 g9h7 g2h2 h7g9 h2g2 g9h7 g2h2";
    let m = bestmove(
        Dialect::Ucci,
        &format!("position fen 4k4/8n/9/9/r8/9/C8/7R1/9/3K5 b - - 0 1 moves {history}"),
    );
    assert_eq!(m, "h7g9");
}

#[test]
fn xiangqi_plays_by_the_chosen_repetition_rules() {
    // Red, a horse down, alternates a check from a9 with an attack on the unprotected
    // horse from a7 (一将一捉). a9a7 makes the third occurrence: a draw under the computer
    // rules (a check that is not perpetual), Red's loss under the Chinese and Asian rules.
    let history = "a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 a9a7 e8e9 a7a9 e9e8";
    let position = format!("position fen 4k4/9/R6n1/9/8r/9/9/9/4A4/3K5 w - - 0 1 moves {history}");
    for (dialect, set) in [(Dialect::Ucci, "computer"), (Dialect::Uci, "computer")] {
        let option = match dialect {
            Dialect::Ucci => format!("setoption XiangqiRules {set}"),
            _ => format!("setoption name XiangqiRules value {set}"),
        };
        assert_eq!(bestmove_with(dialect, &[&option], &position), "a9a7");
    }
    assert_eq!(
        bestmove(Dialect::Ucci, &position),
        "a9a7",
        "computer is the default"
    );
    for set in ["chinese", "asian"] {
        let option = format!("setoption name XiangqiRules value {set}");
        assert_ne!(
            bestmove_with(Dialect::Uci, &[&option], &position),
            "a9a7",
            "{set}"
        );
    }
}
