//! Perft of every line of tests/data/shogi-perft.txt.
//!
//! `cargo test` runs every depth whose leaf count is at most `NODE_LIMIT`; the ignored
//! test `perft_every_depth` runs them all (scripts/ci/20-shogi-perft-deep.sh runs it in
//! release mode).

use kirin::game::Game;
use kirin::perft::perft;
use kirin::shogi::Position;

const PERFT_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/shogi-perft.txt");
/// Largest leaf count run by the default `cargo test` (a few seconds at opt-level 3).
const NODE_LIMIT: u64 = 2_000_000;

struct Line {
    sfen: String,
    counts: Vec<(u32, u64)>,
}

fn lines() -> Vec<Line> {
    let text = std::fs::read_to_string(PERFT_FILE).expect("shogi-perft.txt is readable");
    let mut out = Vec::new();
    for raw in text.lines() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut fields = raw.split(" ; ");
        let sfen = fields.next().expect("a position").to_string();
        let counts = fields
            .map(|f| {
                let (depth, nodes) = f.trim().split_once(' ').expect("D<n> <count>");
                (
                    depth[1..].parse().expect("depth"),
                    nodes.parse().expect("count"),
                )
            })
            .collect();
        out.push(Line { sfen, counts });
    }
    assert!(
        out.len() >= 40,
        "expected the full perft file, got {} lines",
        out.len()
    );
    out
}

fn run(limit: u64) -> usize {
    let mut checked = 0;
    for line in lines() {
        let mut pos =
            Position::from_fen(&line.sfen).unwrap_or_else(|e| panic!("{}: {e}", line.sfen));
        for &(depth, expected) in &line.counts {
            if expected > limit {
                continue;
            }
            let got = perft(&mut pos, depth);
            assert_eq!(got, expected, "perft({depth}) of {}", line.sfen);
            assert_eq!(
                pos.to_fen(),
                Position::from_fen(&line.sfen).unwrap().to_fen()
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_up_to_node_limit() {
    let checked = run(NODE_LIMIT);
    assert!(checked > 100, "only {checked} counts checked");
}

#[test]
#[ignore = "every depth: run in release mode by scripts/ci/20-shogi-perft-deep.sh"]
fn perft_every_depth() {
    let checked = run(u64::MAX);
    println!("shogi perft: {checked} counts checked");
}
