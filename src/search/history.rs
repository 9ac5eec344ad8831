//! Per-thread move-ordering memory: killer moves per ply, the butterfly history of quiet
//! moves per side, the counter move to the opponent's last move, the continuation
//! history of quiet moves as follow-ups of the moves made one, two and four plies before
//! (the last as `CONTINUATION_FOURTH_PLY` says), and the capture history of tactical moves.
//!
//! Butterfly and counter tables index moves by their 16-bit TT packing (`Game::pack`);
//! the continuation history indexes by `Game::piece_to` (moving piece and destination),
//! a `[previous piece_to][piece_to]` square table; the capture history by
//! `[piece_to][Game::captured_kind]`, as Stockfish's `[piece][to][captured type]`. Killers and counter moves come from
//! other positions: the move picker validates them with `Game::is_legal` before use.

use super::params::{
    history_bonus_max, history_bonus_offset, history_bonus_per_depth, Family, HISTORY_MAX, MAX_PLY,
};
use crate::game::{Game, Side};

const PACKED_MOVES: usize = 1 << 16;

/// The continuation contexts of a node: the `Game::piece_to` of the moves made one, two
/// and four plies before it (`None` at the root's edge, after a null move, and for the
/// fourth when it is not used).
pub type Contexts = [Option<usize>; 3];

/// The history tables of one node's side to move and contexts, for scoring its quiet
/// moves ([`History::scorer`]).
pub struct Scorer<'a> {
    /// The butterfly entries of the side to move, by packed move.
    butterfly: &'a [i16],
    /// The continuation row of each context, by `Game::piece_to`.
    rows: [Option<&'a [i16]>; 3],
}

impl Scorer<'_> {
    /// [`History::score`] of the quiet move `m` in `position`, the node's position.
    #[inline]
    pub fn score<G: Game>(&self, position: &G, m: G::Move) -> i32 {
        let mut score = i32::from(self.butterfly[G::pack(m) as usize]);
        let piece_to = position.piece_to(m);
        for row in self.rows.into_iter().flatten() {
            score += i32::from(row[piece_to]);
        }
        score
    }
}

/// The ordering tables of one search thread.
pub struct History<M> {
    killers: Vec<[M; 2]>,
    butterfly: Vec<i16>,
    counter: Vec<M>,
    /// `Game::PIECE_TO_COUNT`: the side of the square continuation table.
    piece_to_count: usize,
    continuation: Vec<i16>,
    /// `Game::CAPTURED_KIND_COUNT`: the row length of the capture history.
    captured_kinds: usize,
    capture: Vec<i16>,
}

/// Applies `delta` to `entry` with the gravity formula, which keeps entries within
/// ±HISTORY_MAX and lets new information outweigh stale.
fn apply_gravity(entry: &mut i16, delta: i32) {
    let old = i32::from(*entry);
    let new = old + delta - old * delta.abs() / HISTORY_MAX;
    *entry = new.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
}

fn index(side: Side, packed: u16) -> usize {
    side.index() * PACKED_MOVES + packed as usize
}

/// The history bonus (or malus) for a move that caused (or failed to cause) a cutoff at
/// `depth`, with the values of `family`.
pub fn bonus(family: Family, depth: i32) -> i32 {
    (history_bonus_per_depth(family) * depth - history_bonus_offset(family))
        .clamp(0, history_bonus_max(family))
}

impl<M: Copy + Default + PartialEq> History<M> {
    /// Empty tables for game `G`.
    pub fn new<G: Game<Move = M>>() -> Self {
        let piece_to_count = G::PIECE_TO_COUNT;
        History {
            killers: vec![[M::default(); 2]; MAX_PLY + 2],
            butterfly: vec![0; 2 * PACKED_MOVES],
            counter: vec![M::default(); 2 * PACKED_MOVES],
            piece_to_count,
            continuation: vec![0; piece_to_count * piece_to_count],
            captured_kinds: G::CAPTURED_KIND_COUNT,
            capture: vec![0; piece_to_count * G::CAPTURED_KIND_COUNT],
        }
    }

    fn capture_index<G: Game<Move = M>>(&self, position: &G, m: M) -> usize {
        position.piece_to(m) * self.captured_kinds + position.captured_kind(m)
    }

    /// Capture history score of the tactical move `m` in `position`.
    #[inline]
    pub fn capture_score<G: Game<Move = M>>(&self, position: &G, m: M) -> i32 {
        i32::from(self.capture[self.capture_index(position, m)])
    }

    /// A node at `depth` ended with a cutoff: the tactical move `best`, if it is one,
    /// gains capture history, and the other tactical moves `tried` before it lose some.
    pub fn record_captures<G: Game<Move = M>>(
        &mut self,
        position: &G,
        depth: i32,
        best: Option<M>,
        tried: &[M],
    ) {
        let b = bonus(G::FAMILY, depth);
        if let Some(m) = best {
            let i = self.capture_index(position, m);
            apply_gravity(&mut self.capture[i], b);
        }
        for &m in tried {
            if Some(m) != best {
                let i = self.capture_index(position, m);
                apply_gravity(&mut self.capture[i], -b);
            }
        }
    }

    /// The two killer moves of `ply` (null moves where none).
    pub fn killers(&self, ply: usize) -> [M; 2] {
        self.killers[ply]
    }

    /// Forgets the killers of every ply (a new search: the root has moved).
    pub fn clear_all_killers(&mut self) {
        self.killers.fill([M::default(); 2]);
    }

    /// Forgets the killers of `ply` (when a new subtree starts there).
    pub fn clear_killers(&mut self, ply: usize) {
        self.killers[ply] = [M::default(); 2];
    }

    /// The counter move to `previous` played by the opponent of `side`.
    pub fn counter_move<G: Game<Move = M>>(&self, side: Side, previous: M) -> M {
        if previous == M::default() {
            return M::default();
        }
        self.counter[index(side, G::pack(previous))]
    }

    /// History score of the quiet move `m` for the side to move in `position`: its
    /// butterfly entry plus its continuation entries under `contexts`.
    pub fn score<G: Game<Move = M>>(&self, position: &G, m: M, contexts: Contexts) -> i32 {
        self.scorer(position, contexts).score(position, m)
    }

    /// [`History::score`] for many moves of one node: the side's butterfly half and the
    /// continuation rows of `contexts` are looked up once (the move picker scores every
    /// quiet move of a node; the per-move lookups were a third of the scoring cost).
    #[inline]
    pub fn scorer<G: Game<Move = M>>(&self, position: &G, contexts: Contexts) -> Scorer<'_> {
        let side = position.side_to_move().index();
        let row = |previous: Option<usize>| {
            previous
                .map(|p| &self.continuation[p * self.piece_to_count..(p + 1) * self.piece_to_count])
        };
        Scorer {
            butterfly: &self.butterfly[side * PACKED_MOVES..(side + 1) * PACKED_MOVES],
            rows: contexts.map(row),
        }
    }

    /// Adds `delta` to the butterfly and continuation entries of `m` in `position`.
    fn update<G: Game<Move = M>>(&mut self, position: &G, m: M, contexts: Contexts, delta: i32) {
        let side = position.side_to_move();
        self.update_entries(side, G::pack(m), position.piece_to(m), contexts, delta);
    }

    /// Adds `delta` to the butterfly entry of `side`'s move `packed` and to the
    /// continuation entries of its `piece_to` under `contexts`.
    fn update_entries(
        &mut self,
        side: Side,
        packed: u16,
        piece_to: usize,
        contexts: Contexts,
        delta: i32,
    ) {
        apply_gravity(&mut self.butterfly[index(side, packed)], delta);
        for previous in contexts.into_iter().flatten() {
            let entry = &mut self.continuation[previous * self.piece_to_count + piece_to];
            apply_gravity(entry, delta);
        }
    }

    /// Every move of a node at `depth` failed low after `side`'s quiet move `previous`
    /// (of [`Game::piece_to`] `piece_to`, played under `contexts`): it refuted the
    /// opponent's move before it, so it gains the bonus a cutoff there would have given
    /// it (Stockfish's prior-countermove bonus).
    pub fn reward_refutation<G: Game<Move = M>>(
        &mut self,
        side: Side,
        previous: M,
        piece_to: usize,
        contexts: Contexts,
        depth: i32,
    ) {
        self.update_entries(
            side,
            G::pack(previous),
            piece_to,
            contexts,
            bonus(G::FAMILY, depth),
        );
    }

    /// A quiet `best` move caused a beta cutoff at `ply` of `position` after the quiets
    /// `tried` failed: reward it (killer, counter move, histories) and punish the others.
    #[allow(clippy::too_many_arguments)]
    pub fn record_cutoff<G: Game<Move = M>>(
        &mut self,
        position: &G,
        ply: usize,
        depth: i32,
        best: M,
        previous: M,
        contexts: Contexts,
        tried: &[M],
    ) {
        let side = position.side_to_move();
        let killers = &mut self.killers[ply];
        if killers[0] != best {
            killers[1] = killers[0];
            killers[0] = best;
        }
        if previous != M::default() {
            self.counter[index(side, G::pack(previous))] = best;
        }
        let b = bonus(G::FAMILY, depth);
        self.update(position, best, contexts, b);
        for &m in tried {
            if m != best {
                self.update(position, m, contexts, -b);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::ordering::MovePicker;
    use crate::xiangqi::Position;

    /// The first capture the quiescence picker yields at the start position under
    /// `history`.
    fn first_capture(position: &Position, history: &History<<Position as Game>::Move>) -> String {
        let mut picker = MovePicker::quiescence(position, None, false);
        let m = picker.next(position, history, false).expect("captures");
        Position::format_move(m)
    }

    #[test]
    fn a_capture_that_cut_off_goes_before_an_equal_one_that_failed() {
        // Both cannons can take a horse at the start: the same victim and attacker.
        let position = Position::startpos();
        let mut history = History::new::<Position>();
        let before = first_capture(&position, &history);
        let other = if before == "b2b9" { "h2h9" } else { "b2b9" };
        let (failed, cut) = (
            position.parse_move(&before).unwrap(),
            position.parse_move(other).unwrap(),
        );
        history.record_captures(&position, 6, Some(cut), &[failed]);
        assert!(history.capture_score(&position, cut) > 0);
        assert!(history.capture_score(&position, failed) < 0);
        assert_eq!(first_capture(&position, &history), other);
    }

    #[test]
    fn a_refutation_gains_history_for_its_own_side() {
        let position = Position::startpos();
        let mut history = History::new::<Position>();
        let m = position.parse_move("h2e2").unwrap();
        let context = Some(position.piece_to(position.parse_move("b2e2").unwrap()));
        let side = position.side_to_move();
        history.reward_refutation::<Position>(
            side,
            m,
            position.piece_to(m),
            [context, None, None],
            5,
        );
        let butterfly = history.score(&position, m, [None; 3]);
        assert!(butterfly > 0);
        assert!(history.score(&position, m, [context, None, None]) > butterfly);
    }
}
