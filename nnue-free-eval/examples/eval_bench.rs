//! ns/eval benchmark: evaluates a fixed set of positions of each game many times through
//! the crate's own array boards and prints the mean time per call, for the full
//! evaluation and for material only. Run with
//! `cargo run --release -p nnue-free-eval --example eval_bench [ROUNDS]`.
//!
//! The engine's boards may be faster or slower to read than `ArrayBoard`; the share of
//! evaluation in search time is measured on `kirin bench` (README, "Evaluation and
//! tuning").

use nnue_free_eval::{shogi, xiangqi};
use std::hint::black_box;
use std::time::Instant;

/// Xiangqi positions: the start, an opening, two middlegames and two endgames.
const XIANGQI: &[&str] = &[
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
    "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b",
    "r2akab1r/9/1cn1b1nc1/p1p1p1p1p/9/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R w",
    "2bakab2/9/2n1c1n2/p3p3p/2p3p2/9/P1P3P1P/2N1C1N2/4A4/2BAK1B2 w",
    "3k5/4a4/4b4/9/9/2p6/9/4B4/4A4/3AK1C2 w",
    "4k4/9/9/9/4h4/9/2P6/9/9/4K4 b",
];

/// Shogi positions: the start, an opening, two middlegames with hands, an endgame.
const SHOGI: &[&str] = &[
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1BG4R1/LN1GKSSNL b - 9",
    "ln1g3nl/1r1sg1k2/p1ppppsp1/6p1p/1p7/2P3P1P/PPSPPP1P1/2GK3R1/LN3GSNL b Bb 25",
    "l5knl/4g1gs1/3pp1pp1/p1p2p2p/7P1/P1P1PPP1P/1P1P5/2GK1G3/LN3S1NL w RB2SPrbn2p 61",
    "4k4/9/4G4/9/9/9/9/9/4K4 b RBGSNLPrb2g3s3n3l17p 120",
];

/// Evaluates every board `rounds` times; returns a checksum so nothing is optimised away.
/// One non-inlined function per case, so profilers (callgrind) can count each apart.
macro_rules! bench_case {
    ($name:ident, $board:ty, $eval:path) => {
        #[inline(never)]
        fn $name(boards: &[$board], rounds: usize) -> i64 {
            let mut sum = 0i64;
            for _ in 0..rounds {
                for b in boards {
                    sum += $eval(black_box(b)) as i64;
                }
            }
            sum
        }
    };
}

bench_case!(
    xiangqi_full,
    xiangqi::fen::ArrayBoard,
    xiangqi::evaluate_full
);
bench_case!(
    xiangqi_material,
    xiangqi::fen::ArrayBoard,
    xiangqi::material::evaluate
);
bench_case!(shogi_full, shogi::sfen::ArrayBoard, shogi::evaluate_full);
bench_case!(
    shogi_material,
    shogi::sfen::ArrayBoard,
    shogi::material::balance_for_black
);

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200_000);
    let xiangqi: Vec<_> = XIANGQI
        .iter()
        .map(|f| xiangqi::fen::ArrayBoard::from_fen(f).unwrap())
        .collect();
    let shogi: Vec<_> = SHOGI
        .iter()
        .map(|f| shogi::sfen::ArrayBoard::from_sfen(f).unwrap())
        .collect();
    let time = |name: &str, calls: usize, f: &dyn Fn() -> i64| {
        let start = Instant::now();
        let checksum = black_box(f());
        let ns = start.elapsed().as_nanos() as f64 / calls as f64;
        println!("{name:<24} {ns:8.1} ns/eval   ({calls} calls, checksum {checksum})");
    };
    time("xiangqi full", rounds * xiangqi.len(), &|| {
        xiangqi_full(&xiangqi, rounds)
    });
    time("xiangqi material only", rounds * xiangqi.len(), &|| {
        xiangqi_material(&xiangqi, rounds)
    });
    time("shogi full", rounds * shogi.len(), &|| {
        shogi_full(&shogi, rounds)
    });
    time("shogi material only", rounds * shogi.len(), &|| {
        shogi_material(&shogi, rounds)
    });
}
