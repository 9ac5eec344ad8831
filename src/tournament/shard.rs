//! `-shard K/N`: which games of the schedule one piece of a split match plays.
//!
//! The schedule, the openings and their random plies are always built for the whole
//! match, so a game's id, colours and start position do not depend on the split; a piece
//! only chooses which of those games it plays. Pieces are whole pairs (pair index modulo
//! N), so the two colour-swapped games of an opening stay in one piece and its
//! pentanomial pair is complete there.

use super::schedule::Scheduled;
use std::fmt;

/// Piece `index` (1-based) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// 1 ≤ index ≤ count.
    pub index: u64,
    /// Number of pieces, at least 1.
    pub count: u64,
}

impl Shard {
    /// Parses `K/N` with 1 ≤ K ≤ N.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("-shard: '{text}' is not K/N with 1 <= K <= N");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count) = (
            k.trim().parse::<u64>().map_err(|_| bad())?,
            n.trim().parse::<u64>().map_err(|_| bad())?,
        );
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// True when this piece plays `game`.
    pub fn contains(&self, game: &Scheduled) -> bool {
        game.pair % self.count == self.index - 1
    }

    /// The resume fingerprint's description of this piece's run: the match's description
    /// plus the piece, so that one piece's file resumes only as that piece. A run without
    /// `-shard` keeps the bare description, the one results files have always carried.
    pub fn describe(shard: Option<Shard>, match_description: &str) -> String {
        match shard {
            Some(s) => format!("{match_description}|shard {s}"),
            None => match_description.to_string(),
        }
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::schedule::{self, Shape};

    #[test]
    fn parses_k_of_n() {
        assert_eq!(Shard::parse("2/4"), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(Shard::parse("1/1").unwrap().to_string(), "1/1");
        for bad in ["0/4", "5/4", "4", "a/b", "1/0", "-1/2", ""] {
            assert!(Shard::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_pieces_partition_the_schedule_by_whole_pairs() {
        let games = schedule::build(3, Shape::RoundRobin, 3, 3);
        let pieces: Vec<Vec<u64>> = (1..=4)
            .map(|index| {
                let shard = Shard { index, count: 4 };
                games
                    .iter()
                    .filter(|g| shard.contains(g))
                    .map(|g| g.id)
                    .collect()
            })
            .collect();
        let mut all: Vec<u64> = pieces.concat();
        all.sort();
        assert_eq!(all, (0..games.len() as u64).collect::<Vec<_>>());
        for g in &games {
            let owner = |id: u64| pieces.iter().position(|p| p.contains(&id));
            let partner = games.iter().find(|o| o.pair == g.pair && o.id != g.id);
            if let Some(p) = partner {
                assert_eq!(owner(g.id), owner(p.id), "pair {} split", g.pair);
            }
        }
    }

    #[test]
    fn an_unsplit_description_is_unchanged() {
        assert_eq!(Shard::describe(None, "x|y"), "x|y");
        assert_eq!(
            Shard::describe(Some(Shard { index: 1, count: 2 }), "x"),
            "x|shard 1/2"
        );
    }
}
