//! The tuner's writer reproduces the committed `weights.rs` files byte for byte from the
//! compiled weight vectors: the layout in `params.rs` and the files agree, so a tuning
//! run changes numbers and nothing else.

use nnue_free_eval::layout::write_weights_file;
use nnue_free_eval::{shogi, xiangqi};

#[test]
fn xiangqi_weights_file_round_trips() {
    let flat: Vec<i32> = xiangqi::params::WEIGHTS
        .iter()
        .flat_map(|s| [s.0, s.1])
        .collect();
    let text = write_weights_file(
        xiangqi::params::WEIGHTS_FILE_DOC,
        xiangqi::params::WEIGHTS_FILE_PREAMBLE,
        "S",
        &xiangqi::params::TABLES,
        &flat,
        2,
    );
    assert_eq!(text, include_str!("../src/xiangqi/weights.rs"));
}

#[test]
fn shogi_weights_file_round_trips() {
    let text = write_weights_file(
        shogi::params::WEIGHTS_FILE_DOC,
        shogi::params::WEIGHTS_FILE_PREAMBLE,
        "Eval",
        &shogi::params::TABLES,
        &shogi::params::WEIGHTS,
        1,
    );
    assert_eq!(text, include_str!("../src/shogi/weights.rs"));
}
