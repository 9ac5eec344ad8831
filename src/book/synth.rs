//! `kirin book synth GAME COUNT FILE [SEED]`: writes a synthetic book of COUNT distinct
//! positions reached by random legal walks from the start, each with one to
//! [`MAX_MOVES`] random legal moves, in the text format `super::format` reads. It
//! exists to measure the loader on a big book (`scripts/book_bench.py`); the moves are
//! legal, not good.

use crate::core::zobrist::Rng;
use crate::core::MoveList;
use crate::game::{Game, GenKind};
use std::collections::HashSet;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use super::table::HEADER;
/// Longest random walk before starting again from the start position (longer walks
/// reach fewer repeated positions, but stray far from opening positions).
const MAX_WALK_PLIES: u64 = 80;
/// Most book moves written for one position.
const MAX_MOVES: u64 = 3;
/// Range of the random values (centipawns, either sign).
const VALUE_RANGE: u64 = 400;
/// Largest random count.
const MAX_COUNT: u64 = 100;

/// What `kirin book synth` was asked for.
#[derive(Clone, Debug)]
pub struct SynthConfig {
    /// Distinct positions to write.
    pub positions: usize,
    /// Where.
    pub file: PathBuf,
    /// Seed of the walks.
    pub seed: u64,
}

/// A random legal move of `position`, if it has one.
fn random_move<G: Game>(position: &G, rng: &mut Rng) -> Option<G::Move> {
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    let all: Vec<G::Move> = moves.iter().collect();
    (!all.is_empty()).then(|| all[rng.below(all.len() as u64) as usize])
}

/// Writes the book of `config` for game `G`; returns the number of positions written.
pub fn write<G: Game>(config: &SynthConfig) -> std::io::Result<usize> {
    let mut out = BufWriter::new(std::fs::File::create(&config.file)?);
    writeln!(out, "{HEADER}")?;
    let mut rng = Rng::new(config.seed);
    let mut seen = HashSet::with_capacity(config.positions);
    let mut position = G::startpos();
    let mut walk = 0;
    while seen.len() < config.positions {
        let Some(next) = random_move(&position, &mut rng) else {
            position = G::startpos();
            walk = 0;
            continue;
        };
        if seen.insert(position.key()) {
            writeln!(out, "{} {}", G::INFO.position_word, position.to_fen())?;
            let mut written = Vec::new();
            for _ in 0..=rng.below(MAX_MOVES) {
                let m = random_move(&position, &mut rng).expect("the position has moves");
                if written.contains(&m) {
                    continue;
                }
                written.push(m);
                position.make(m);
                let ponder = random_move(&position, &mut rng).map(G::format_move);
                position.unmake();
                let value = rng.below(2 * VALUE_RANGE + 1) as i64 - VALUE_RANGE as i64;
                writeln!(
                    out,
                    "{} {} {value} {} {}",
                    G::format_move(m),
                    ponder.as_deref().unwrap_or("none"),
                    rng.below(30),
                    rng.below(MAX_COUNT) + 1
                )?;
            }
        }
        position.make(next);
        walk += 1;
        if walk > rng.below(MAX_WALK_PLIES) {
            position = G::startpos();
            walk = 0;
        }
    }
    out.flush()?;
    Ok(seen.len())
}

/// The text of `kirin book --help` (the games are filled in from the catalogue, `crate::games`).
pub const USAGE: &str = "usage: kirin book synth GAME COUNT FILE [SEED]\n       \
    writes COUNT distinct random-walk positions of GAME ({game_list}) with random \
    legal book moves to FILE";

/// `kirin book ARGS`; returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let usage = crate::games::fill_help(USAGE);
    if args
        .first()
        .is_some_and(|a| matches!(a.as_str(), "-h" | "--help" | "help"))
    {
        println!("{usage}");
        return 0;
    }
    let (Some("synth"), Some(game), Some(count), Some(file)) = (
        args.first().map(String::as_str),
        args.get(1),
        args.get(2),
        args.get(3),
    ) else {
        eprintln!("{usage}");
        return 2;
    };
    let Some(game_id) = crate::games::by_variant(game) else {
        eprintln!(
            "kirin book: unknown game '{game}' (one of {})",
            crate::games::one_of(&crate::games::variant_names())
        );
        return 2;
    };
    let seed = args.get(4).map_or(Ok(1), |s| s.parse::<u64>());
    let (Ok(positions), Ok(seed)) = (count.parse::<usize>(), seed) else {
        eprintln!("{usage}");
        return 2;
    };
    let config = SynthConfig {
        positions,
        file: Path::new(file).to_path_buf(),
        seed,
    };
    match crate::games::with_game(game_id, Synth(&config)) {
        Ok(n) => {
            println!("{n} positions written to {file}");
            0
        }
        Err(e) => {
            eprintln!("kirin book: {file}: {e}");
            1
        }
    }
}

/// `kirin book synth` of one game.
struct Synth<'a>(&'a SynthConfig);

impl crate::games::GameVisitor for Synth<'_> {
    type Output = std::io::Result<usize>;
    fn visit<G: Game>(self) -> std::io::Result<usize> {
        write::<G>(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{shogi, xiangqi};

    fn write_and_load<G: Game>() {
        let name = format!("kirin-synth-{}-{}.db", G::INFO.name, std::process::id());
        let config = SynthConfig {
            positions: 300,
            file: std::env::temp_dir().join(name),
            seed: 3,
        };
        assert_eq!(write::<G>(&config).unwrap(), 300);
        let text = std::fs::read_to_string(&config.file).unwrap();
        assert!(text.starts_with(HEADER));
        let (book, report) = super::super::load::<G>(&config.file, 2).unwrap();
        std::fs::remove_file(&config.file).unwrap();
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert_eq!(book.positions(), 300, "{}", G::INFO.name);
        assert!(
            !book.probe(G::startpos().key()).is_empty(),
            "the walks start there"
        );
    }

    #[test]
    fn a_synthetic_book_loads_without_problems() {
        write_and_load::<shogi::Position>();
        write_and_load::<xiangqi::Position>();
    }
}
