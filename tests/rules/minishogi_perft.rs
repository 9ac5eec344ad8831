//! Minishogi perft through the engine binary over USI (`setoption name USI_Variant value
//! minishogi`, `position ...`, `go perft N`), against Fairy-Stockfish's counts.
//!
//! Every figure below was made with Fairy-Stockfish (/usr/games/fairy-stockfish):
//! `usi`, `setoption name UCI_Variant value minishogi`, `position startpos` or
//! `position sfen SFEN`, `go perft N`, reading `Nodes searched`. Fairy-Stockfish lists a
//! pawn drop that mates as a move (it loses for the dropper), and so does Kirin; the
//! fourth position has such drops at depth 1 (`P*3b`).

use crate::common::protocol::{Dialect, Engine};

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

#[test]
fn perft_agrees_with_fairy_stockfish() {
    // One command at a time, each count read before the next `go perft`: `quit` ends the
    // process a second after it is read, so it is sent only when every count is in.
    let (mut engine, _) = Engine::start(Dialect::Usi);
    engine.send("setoption name USI_Variant value minishogi");
    engine.sync();
    for (position, counts) in CASES {
        for &(depth, nodes) in *counts {
            engine.send(position);
            engine.send(&format!("go perft {depth}"));
            let lines = engine.read_until(|l| l.starts_with("Nodes searched: "));
            assert!(!lines.iter().any(|l| l.contains("error")), "{lines:?}");
            let total = lines
                .last()
                .and_then(|l| l.strip_prefix("Nodes searched: "));
            assert_eq!(
                total.and_then(|n| n.trim().parse::<u64>().ok()),
                Some(nodes),
                "perft {depth} of {position}"
            );
        }
    }
    engine.send("quit");
}
