//! Search scores: centipawn-like values from the side to move's view, and mate scores
//! normalised by distance so that the transposition table can store them.
//!
//! A mate score is `MATE - plies` (mating) or `-(MATE - plies)` (being mated), counted
//! from the root. In the table they are stored relative to the node (`to_tt`) and turned
//! back into root-relative scores on probe (`from_tt`).

/// Score of delivering mate right now (never reached by evaluation).
pub const MATE: i32 = 32_000;
/// Any score at or beyond this magnitude is a mate score.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than any score: the initial window bound.
pub const INFINITE: i32 = MATE + 1;
/// Score of a draw.
pub const DRAW: i32 = 0;

/// Score for the side to move when it is mated `ply` plies from the root.
#[inline(always)]
pub const fn mated_in(ply: u32) -> i32 {
    -MATE + ply as i32
}

/// Score for the side to move when it mates `ply` plies from the root.
#[inline(always)]
pub const fn mate_in(ply: u32) -> i32 {
    MATE - ply as i32
}

/// True when `score` announces a forced mate for either side.
#[inline(always)]
pub const fn is_mate(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// Plies to mate from the root for a mate score (positive: we mate, negative: we are
/// mated); `None` for a normal score.
pub const fn mate_plies(score: i32) -> Option<i32> {
    if !is_mate(score) {
        None
    } else if score > 0 {
        Some(MATE - score)
    } else {
        Some(-(MATE + score))
    }
}

/// Converts a root-relative mate score to a node-relative one before storing it.
#[inline(always)]
pub const fn to_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a node-relative mate score from the table back to a root-relative one.
#[inline(always)]
pub const fn from_tt(score: i32, ply: u32) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_round_trip_through_the_table() {
        for ply in 0..100 {
            for s in [mate_in(ply + 3), mated_in(ply + 4), 123, -77, 0] {
                assert_eq!(from_tt(to_tt(s, ply), ply), s);
            }
        }
        assert_eq!(mate_plies(mate_in(5)), Some(5));
        assert_eq!(mate_plies(mated_in(4)), Some(-4));
        assert_eq!(mate_plies(250), None);
    }
}
