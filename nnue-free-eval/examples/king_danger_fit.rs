//! Prints, for every position of a scored file (`label.py score` output:
//! `<SFEN> | <result> | <centipawns, Black's view>`), the judge's score, Kirin's shogi
//! evaluation without the king-danger term and each king's danger in points, one line
//! per position: `judge_cp eval_without_danger danger_black danger_white`, all from
//! Black's view. A least-squares fit of the judge's score on these columns gives the
//! scale of the king-danger penalty (see `king_danger.rs`).
//!
//! usage: cargo run --release -p nnue-free-eval --example king_danger_fit -- FILE.scored

use nnue_free_eval::shogi::{self, params, sfen::ArrayBoard, snapshot::Snapshot, terms};
use std::io::{BufRead, BufReader, Write};

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: king_danger_fit FILE.scored");
    let file = std::fs::File::open(&path).expect("cannot open the scored file");
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in BufReader::new(file).lines() {
        let line = line.expect("read error");
        if line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [position, _, cp] = fields[..] else {
            continue;
        };
        let (Ok(board), Ok(cp)) = (ArrayBoard::from_sfen(position), cp.parse::<f64>()) else {
            continue;
        };
        let traced = shogi::trace(&board);
        let without: i32 = traced
            .features
            .iter()
            .filter(|&&(f, _)| {
                !(params::KING_DANGER..params::KING_DANGER + params::KING_DANGER_NAMES.len())
                    .contains(&(f as usize))
            })
            .map(|&(f, c)| params::WEIGHTS[f as usize] * c)
            .sum();
        let [black, white] = terms::king_dangers(&Snapshot::read(&board));
        let _ = writeln!(out, "{cp} {without} {black} {white}");
    }
}
