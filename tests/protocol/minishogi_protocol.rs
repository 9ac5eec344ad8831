//! Minishogi over USI: `setoption name USI_Variant value minishogi` switches the engine
//! to the game (no second handshake), it answers `go` with a legal minishogi move, a bad
//! SFEN or move is reported with `info string` and leaves the engine running, and
//! `USI_Variant shogi` switches back.

use crate::common::kirin;
use crate::common::protocol::{parse_bestmove, Dialect, Engine};
use kirin::game::Game;
use kirin::minishogi::Position;
use std::io::Write;
use std::process::{Command, Stdio};

fn session(commands: &[&str]) -> Vec<String> {
    let mut child = Command::new(kirin())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("starting kirin");
    {
        let stdin = child.stdin.as_mut().expect("stdin");
        for line in commands {
            writeln!(stdin, "{line}").expect("writing to kirin");
        }
    }
    let output = child.wait_with_output().expect("kirin ends");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_variant_is_selected_and_plays_legal_moves() {
    let (mut engine, _) = Engine::start(Dialect::Usi);
    engine.send("setoption name USI_Variant value minishogi");
    engine.sync();
    engine.send("usinewgame");
    engine.send("position startpos moves 2e3d 4a3b");
    engine.send("go depth 6");
    let (_, last) = engine.search_reply();
    let (best, _, _) = parse_bestmove(&last);
    let mut start = Position::startpos();
    for m in ["2e3d", "4a3b"] {
        let mv = start.parse_move(m).unwrap();
        start.make(mv);
    }
    assert!(start.parse_move(&best).is_ok(), "{last}");
    let middle = "r1s1k/2g2/4p/P2SB/1K2R b bg 9";
    engine.send(&format!("position sfen {middle}"));
    engine.send("go nodes 20000");
    let (_, last) = engine.search_reply();
    let (best, _, _) = parse_bestmove(&last);
    let position = Position::from_fen(middle).unwrap();
    assert!(position.parse_move(&best).is_ok(), "{last}");
    // A bad SFEN and an illegal move are reported; the engine goes on.
    engine.send("position sfen rbsgk/4p/5/P4/KGSBRR b - 1");
    let line = engine.next_line();
    assert!(
        line.starts_with("info string error") && line.contains("sfen"),
        "{line}"
    );
    engine.send("position startpos moves 5d5a");
    let line = engine.next_line();
    assert!(
        line.starts_with("info string error") && line.contains("5d5a"),
        "{line}"
    );
    engine.send("go perft 1");
    let lines = engine.read_until(|l| l.starts_with("Nodes searched"));
    assert_eq!(lines.last().map(String::as_str), Some("Nodes searched: 14"));
    // Back to shogi.
    engine.send("setoption name USI_Variant value shogi");
    engine.send("position startpos");
    engine.send("go perft 1");
    let lines = engine.read_until(|l| l.starts_with("Nodes searched"));
    assert_eq!(lines.last().map(String::as_str), Some("Nodes searched: 30"));
    engine.send("quit");
}

#[test]
fn unknown_variants_are_refused() {
    let lines = session(&[
        "usi",
        "setoption name USI_Variant value chess",
        "position startpos",
        "go perft 1",
        // No `quit`: it ends the process a second after it is read, done or not; the
        // end of input is taken in order.
    ]);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string error") && l.contains("chess")),
        "{lines:?}"
    );
    // Still shogi.
    assert!(lines.iter().any(|l| l == "Nodes searched: 30"), "{lines:?}");
}
