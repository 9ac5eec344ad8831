//! Minishogi perft through the engine binary over USI (`setoption name USI_Variant value
//! minishogi`, `position ...`, `go perft N`), against Fairy-Stockfish's counts.
//!
//! Every figure below was made with Fairy-Stockfish (/usr/games/fairy-stockfish):
//! `usi`, `setoption name UCI_Variant value minishogi`, `position startpos` or
//! `position sfen SFEN`, `go perft N`, reading `Nodes searched`. Fairy-Stockfish lists a
//! pawn drop that mates as a move (it loses for the dropper), and so does Kirin; the
//! fourth position has such drops at depth 1 (`P*3b`).

use std::io::Write;
use std::process::{Command, Stdio};

/// `(position command, [(depth, nodes)])`; the non-start positions come from random games.
const CASES: &[(&str, &[(u32, u64)])] = &[
    (
        "position startpos",
        &[(1, 14), (2, 181), (3, 2512), (4, 35401), (5, 533203)],
    ),
    (
        "position sfen r1s1k/2g2/4p/P2SB/1K2R b bg 9",
        &[(1, 14), (2, 621), (3, 8288), (4, 276788), (5, 4188063)],
    ),
    (
        "position sfen 1bsg1/3k1/KBp2/3Sp/1G2R b R 15",
        &[(1, 35), (2, 341), (3, 9630), (4, 109504), (5, 2830489)],
    ),
    (
        "position sfen 2r2/2Sk1/S4/P2bb/1K3 b RGgp 41",
        &[(1, 48), (2, 1910), (3, 60039), (4, 1980183)],
    ),
    (
        "position sfen +B1k2/4G/1K1R1/r1p2/1S3 b BGSP 51",
        &[(1, 87), (2, 452), (3, 24226), (4, 233910)],
    ),
    (
        "position sfen +B1k2/r3G/1K1R1/2p2/1S3 w BGSP 50",
        &[(1, 10), (2, 710), (3, 7109), (4, 370503), (5, 4684575)],
    ),
    (
        // The same position as the one before, reached by a move from it.
        "position sfen +B1k2/r3G/1K1R1/2p2/1S3 w BGSP 50 moves 5b5d",
        &[(1, 87), (2, 452), (3, 24226)],
    ),
];

/// Runs one engine session of `commands` (then `quit`) and returns its stdout.
fn session(commands: &[String]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kirin"))
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
        writeln!(stdin, "quit").expect("writing to kirin");
    }
    let output = child.wait_with_output().expect("kirin ends");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn perft_agrees_with_fairy_stockfish() {
    let mut commands = vec![
        "usi".to_string(),
        "setoption name USI_Variant value minishogi".to_string(),
        "isready".to_string(),
    ];
    let mut expected = Vec::new();
    for (position, counts) in CASES {
        for &(depth, nodes) in *counts {
            commands.push(position.to_string());
            commands.push(format!("go perft {depth}"));
            expected.push((position, depth, nodes));
        }
    }
    let out = session(&commands);
    assert!(!out.contains("error"), "{out}");
    let totals: Vec<u64> = out
        .lines()
        .filter_map(|l| l.strip_prefix("Nodes searched: "))
        .map(|n| n.trim().parse().expect("a count"))
        .collect();
    assert_eq!(totals.len(), expected.len(), "{out}");
    for ((position, depth, nodes), got) in expected.iter().zip(totals) {
        assert_eq!(got, *nodes, "perft {depth} of {position}");
    }
}
