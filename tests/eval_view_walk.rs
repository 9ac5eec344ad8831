//! Seeded random walks in both games checking the engine's evaluation views against the
//! eval crate's from-scratch definitions at every ply, through make and unmake: the
//! engine's `for_each_piece` (bitboard walk) reports exactly the pieces that `piece_on`
//! shows square by square.

use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};
use nnue_free_eval::{shogi as shogi_eval, xiangqi as xiangqi_eval};

/// Plies per walk before it is taken back.
const WALK_PLIES: usize = 160;
/// Walks per start position.
const WALKS: u64 = 4;

const SHOGI_STARTS: [&str; 4] = [
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLPrbgsnlp 1",
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
];

const XIANGQI_STARTS: [&str; 3] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "2baka3/3c5/1r2b4/p1p1p3p/6prP/4P1P2/P5c2/6N1B/3K5/RNBA1A2R b - - 0 1",
];

/// Walks `WALKS` random games from every start, calling `check` on every position
/// reached, on the way out and again on the way back through unmake. Captures are
/// preferred one time in three so that hands fill and material comes off.
fn walk<G: Game>(starts: &[&str], seed: u64, mut check: impl FnMut(&G)) -> usize {
    let mut checked = 0;
    for (s, start) in starts.iter().enumerate() {
        for w in 0..WALKS {
            let mut rng = Rng::new(seed + 100 * s as u64 + w);
            let mut pos = G::from_fen(start).unwrap_or_else(|_| panic!("bad start {start}"));
            let root = pos.ply_count();
            for _ in 0..WALK_PLIES {
                check(&pos);
                checked += 1;
                let mut all = MoveList::new();
                pos.generate(GenKind::All, &mut all);
                if all.is_empty() {
                    break;
                }
                let mut captures = MoveList::new();
                pos.generate(GenKind::Captures, &mut captures);
                let list = if !captures.is_empty() && rng.below(3) == 0 {
                    &captures
                } else {
                    &all
                };
                let moves: Vec<G::Move> = list.iter().collect();
                pos.make(moves[rng.below(moves.len() as u64) as usize]);
            }
            while pos.ply_count() > root {
                pos.unmake();
                check(&pos);
                checked += 1;
            }
        }
    }
    checked
}

fn shogi_pieces_by_scan(
    pos: &impl shogi_eval::Board,
) -> Vec<(usize, shogi_eval::Color, shogi_eval::Piece)> {
    (0..shogi_eval::SQUARES)
        .filter_map(|sq| pos.piece_on(sq).map(|(c, p)| (sq, c, p)))
        .collect()
}

fn xiangqi_pieces_by_scan(
    pos: &impl xiangqi_eval::Board,
) -> Vec<(usize, xiangqi_eval::Color, xiangqi_eval::Piece)> {
    (0..xiangqi_eval::SQUARES)
        .filter_map(|sq| pos.piece_on(sq).map(|(c, p)| (sq, c, p)))
        .collect()
}

#[test]
fn shogi_view_agrees_with_square_scan() {
    let checked = walk::<kirin::shogi::Position>(&SHOGI_STARTS, 0x5EED_E7A1, |pos| {
        let mut walked = Vec::new();
        shogi_eval::Board::for_each_piece(pos, |sq, c, p| walked.push((sq, c, p)));
        walked.sort_by_key(|&(sq, _, _)| sq);
        assert_eq!(walked, shogi_pieces_by_scan(pos), "at {}", pos.to_fen());
    });
    assert!(checked > 2000, "only {checked} positions checked");
}

#[test]
fn xiangqi_view_agrees_with_square_scan() {
    let checked = walk::<kirin::xiangqi::Position>(&XIANGQI_STARTS, 0x5EED_E7A2, |pos| {
        let mut walked = Vec::new();
        xiangqi_eval::Board::for_each_piece(pos, |sq, c, p| walked.push((sq, c, p)));
        walked.sort_by_key(|&(sq, _, _)| sq);
        assert_eq!(walked, xiangqi_pieces_by_scan(pos), "at {}", pos.to_fen());
    });
    assert!(checked > 1500, "only {checked} positions checked");
}
