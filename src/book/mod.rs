//! Opening books: the engine answers the first plies of a game from a book file instead
//! of searching. This module owns the book and how a move is chosen from it; [`format`]
//! reads YaneuraOu's text format (shogi SFEN, xiangqi FEN with ICCS moves), [`index`]
//! loads a file into a key-sorted index, [`cache`] keeps that index next to a big book for
//! the next load, [`options`] declares the book options of each
//! dialect and reads them. The shell's `kirin book` ([`cli`]) builds books from game
//! records ([`build`]; the files read by [`records`], [`csa`] and [`pgn`]; values by a
//! search: [`rescore`]), merges books ([`merge`]), both written by [`table`], and writes
//! synthetic books for measuring the loader ([`synth`]). When the protocol controller consults the book is its own business
//! (`crate::protocol::controller`).

pub mod build;
pub mod cache;
pub mod cli;
pub mod format;
pub mod index;
pub mod merge;
pub mod rescore;
pub mod synth;
pub mod table;

pub use cache::load;
pub use format::BookMove;
pub use index::{Book, LoadReport};

use crate::core::zobrist::Rng;

/// How a move is chosen among a position's book moves (`BookPolicy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The highest value; equal values by the higher count, then file order.
    Best,
    /// At random, in proportion to the counts (all counts 0: uniformly).
    Weighted,
}

/// The index in `moves` of the move `policy` picks (`None` when `moves` is empty).
pub fn choose<M>(moves: &[BookMove<M>], policy: Policy, rng: &mut Rng) -> Option<usize> {
    if moves.is_empty() {
        return None;
    }
    match policy {
        Policy::Best => {
            let mut best = 0;
            for (i, m) in moves.iter().enumerate().skip(1) {
                if (m.value, m.count) > (moves[best].value, moves[best].count) {
                    best = i;
                }
            }
            Some(best)
        }
        Policy::Weighted => {
            let total: u64 = moves.iter().map(|m| u64::from(m.count)).sum();
            if total == 0 {
                return Some(rng.below(moves.len() as u64) as usize);
            }
            let mut pick = rng.below(total);
            for (i, m) in moves.iter().enumerate() {
                if pick < u64::from(m.count) {
                    return Some(i);
                }
                pick -= u64::from(m.count);
            }
            Some(moves.len() - 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book_move(value: i32, count: u32) -> BookMove<u16> {
        BookMove {
            mv: 0,
            ponder: 0,
            value,
            depth: 0,
            count,
        }
    }

    #[test]
    fn best_takes_the_value_then_the_count() {
        let mut rng = Rng::new(1);
        let moves = [
            book_move(5, 1),
            book_move(9, 1),
            book_move(9, 4),
            book_move(9, 2),
        ];
        assert_eq!(choose(&moves, Policy::Best, &mut rng), Some(2));
        assert_eq!(choose::<u16>(&[], Policy::Best, &mut rng), None);
    }

    #[test]
    fn weighted_follows_the_counts() {
        let mut rng = Rng::new(7);
        let moves = [book_move(0, 1), book_move(0, 0), book_move(0, 3)];
        let mut seen = [0; 3];
        for _ in 0..4000 {
            seen[choose(&moves, Policy::Weighted, &mut rng).unwrap()] += 1;
        }
        assert_eq!(seen[1], 0, "a count of 0 is never played");
        assert!((2700..3300).contains(&seen[2]), "{seen:?}");
        let zero = [book_move(0, 0), book_move(0, 0)];
        assert!(choose(&zero, Policy::Weighted, &mut rng).is_some());
    }
}
