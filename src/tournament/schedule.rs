//! The schedule: the complete, deterministic list of games of a run, numbered from 0.
//!
//! The same configuration always yields the same list (pairings, colours, openings), which
//! is what lets a killed run resume by game id. Encounters are every pair of engines
//! (round-robin; two engines make a plain match) or the first engine against each other
//! (gauntlet). Each encounter plays `games_per_encounter` games per round in pairs: the two
//! games of a pair share an opening with colours swapped.

/// Tournament shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every engine against every other.
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
}

/// One game of the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scheduled {
    /// Game id (index in the schedule).
    pub id: u64,
    /// Round, from 1.
    pub round: u64,
    /// Pair index (shared by the two games of a pair).
    pub pair: u64,
    /// Engine index playing each side (0 = first player).
    pub players: [usize; 2],
}

/// All games, in the order they are started.
pub fn build(
    engines: usize,
    shape: Shape,
    rounds: u64,
    games_per_encounter: u64,
) -> Vec<Scheduled> {
    let encounters: Vec<(usize, usize)> = match shape {
        Shape::RoundRobin => (0..engines)
            .flat_map(|i| (i + 1..engines).map(move |j| (i, j)))
            .collect(),
        Shape::Gauntlet => (1..engines).map(|j| (0, j)).collect(),
    };
    let mut out = Vec::new();
    let mut pair = 0;
    for round in 1..=rounds {
        for &(a, b) in &encounters {
            for g in 0..games_per_encounter {
                let players = if g % 2 == 0 { [a, b] } else { [b, a] };
                out.push(Scheduled {
                    id: out.len() as u64,
                    round,
                    pair,
                    players,
                });
                if g % 2 == 1 || g + 1 == games_per_encounter {
                    pair += 1;
                }
            }
        }
    }
    out
}

/// Number of pairs in a schedule.
pub fn pair_count(games: &[Scheduled]) -> usize {
    games.last().map_or(0, |g| g.pair as usize + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_alternates_colours_in_pairs() {
        let s = build(2, Shape::RoundRobin, 2, 2);
        let summary: Vec<(u64, u64, [usize; 2])> =
            s.iter().map(|g| (g.round, g.pair, g.players)).collect();
        assert_eq!(
            summary,
            [
                (1, 0, [0, 1]),
                (1, 0, [1, 0]),
                (2, 1, [0, 1]),
                (2, 1, [1, 0])
            ]
        );
        assert_eq!(pair_count(&s), 2);
    }

    #[test]
    fn round_robin_and_gauntlet_encounters() {
        let rr = build(3, Shape::RoundRobin, 1, 2);
        assert_eq!(rr.len(), 6);
        let g = build(3, Shape::Gauntlet, 1, 2);
        assert_eq!(
            g.iter().map(|x| x.players).collect::<Vec<_>>(),
            [[0, 1], [1, 0], [0, 2], [2, 0]]
        );
        assert!(g.iter().enumerate().all(|(i, x)| x.id == i as u64));
    }

    #[test]
    fn an_odd_game_count_leaves_a_single_game_pair() {
        let s = build(2, Shape::RoundRobin, 1, 3);
        assert_eq!(s.iter().map(|g| g.pair).collect::<Vec<_>>(), [0, 0, 1]);
    }
}
