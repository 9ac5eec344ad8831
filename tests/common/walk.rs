//! One step of the seeded random walks that consistency tests take through a game: a
//! legal move drawn at random, a capture preferred one time in `capture_one_in` so that
//! exchanges come up, hands fill and material comes off.

use kirin::core::{MoveList, Rng};
use kirin::game::{Game, GenKind};

/// Makes one random legal move in `pos`; false (and no move) when there is none.
pub fn random_step<G: Game>(pos: &mut G, rng: &mut Rng, capture_one_in: u64) -> bool {
    let mut all = MoveList::new();
    pos.generate(GenKind::All, &mut all);
    if all.is_empty() {
        return false;
    }
    let mut captures = MoveList::new();
    pos.generate(GenKind::Captures, &mut captures);
    let list = if !captures.is_empty() && rng.below(capture_one_in) == 0 {
        &captures
    } else {
        &all
    };
    let moves: Vec<G::Move> = list.iter().collect();
    pos.make(moves[rng.below(moves.len() as u64) as usize]);
    true
}
