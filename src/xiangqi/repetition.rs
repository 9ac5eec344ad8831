//! The xiangqi repetition judge, the subset of the Asian (AXF) rules that Pikafish and
//! Fairy-Stockfish apply: perpetual check loses, otherwise perpetual chase of one and the
//! same piece loses, otherwise a repetition is a draw.
//!
//! Finding a repetition is cheap: the undo stack keeps the key before every ply, and only
//! positions with the same side to move since the last capture or null move can repeat.
//! Only when a key repeats is the cycle judged: a copy of the [`Board`] (on the stack, no
//! heap) is taken back to the start of the cycle and replayed, computing for each move
//! whether it gave check and which enemy pieces it newly chases. Pieces are identified by
//! the square they stood on at the start of the cycle, so a piece that moves stays the
//! same piece (no capture happens inside a cycle).
//!
//! Chase: after side A's move, an A piece other than the general and the
//! soldiers that can *legally* capture a B piece X (not the general, not an uncrossed
//! soldier) chases it when (a) a horse or cannon attacks a chariot, (b) an advisor or
//! elephant attacks a chariot, horse or cannon, or (c) X is unprotected (B has no legal
//! recapture after the capture), except when X is of the attacker's kind and can legally
//! capture the attacker straight back (a mutual attack is an exchange offer). A move's
//! new chases are the chased pieces after it minus those chased by A before it.

use super::attacks::own_half;
use super::position::{Board, Position};
use super::types::{Color, PieceKind, Square};
use crate::core::Bitboard;
use crate::game::Outcome;

/// Why a repetition ended the game, with the result for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepetitionVerdict {
    /// Result for the side to move.
    pub outcome: Outcome,
    /// "perpetual check", "perpetual chase" or "repetition".
    pub reason: &'static str,
}

/// The number of times a position must occur (this occurrence included) for a cycle that
/// reaches back before the search root, or any cycle in a game, to be judged: the Chinese
/// competition rules' "循环反复三次" (a cycle repeated three times).
pub const GAME_OCCURRENCES: usize = 3;

/// The plies of a cycle must be at least this many: the shortest way back to the same
/// position with the same side to move is two moves by each side.
const SHORTEST_CYCLE: usize = 4;

impl Position {
    /// Looks for a repetition of the current position and judges it.
    ///
    /// A cycle lying entirely in the last `plies_from_root` plies is judged at its first
    /// recurrence; otherwise the position must occur [`GAME_OCCURRENCES`] times, and the
    /// judged span runs from the oldest of those occurrences. `plies_from_root = 0` is
    /// the game (referee) rule.
    pub fn judge_repetition(&self, plies_from_root: usize) -> Option<RepetitionVerdict> {
        let history = self.history();
        let n = history.len();
        let window = (self.reversible() as usize).min(n);
        let mut occurrences = 1;
        let mut distance = SHORTEST_CYCLE;
        while distance <= window {
            if history[n - distance].key_before == self.key() {
                occurrences += 1;
                if distance <= plies_from_root || occurrences >= GAME_OCCURRENCES {
                    return Some(self.judge_cycle(distance));
                }
            }
            distance += 2;
        }
        None
    }

    /// Judges the cycle made of the last `plies` plies (even, no capture or null inside).
    fn judge_cycle(&self, plies: usize) -> RepetitionVerdict {
        let history = self.history();
        let n = history.len();
        let us = self.side();
        // gave_check[k] for the k-th ply of the cycle: the position after it has checkers.
        let gave_check = |k: usize| {
            let j = n - plies + k;
            if j + 1 < n {
                history[j + 1].checkers_before.is_nonempty()
            } else {
                self.in_check()
            }
        };
        // Ply k of the cycle was made by `us` when k is even (the cycle starts with `us`
        // to move, as it ends).
        let mover = |k: usize| {
            if k.is_multiple_of(2) {
                us
            } else {
                us.opponent()
            }
        };
        let mut all_checks = [true; 2];
        let mut any_check = false;
        for k in 0..plies {
            let check = gave_check(k);
            any_check |= check;
            all_checks[mover(k).index()] &= check;
        }
        let loses = |loser: Color, reason| RepetitionVerdict {
            outcome: if loser == us {
                Outcome::Loss
            } else {
                Outcome::Win
            },
            reason,
        };
        let draw = RepetitionVerdict {
            outcome: Outcome::Draw,
            reason: "repetition",
        };
        match (all_checks[us.index()], all_checks[us.opponent().index()]) {
            (true, false) => return loses(us, "perpetual check"),
            (false, true) => return loses(us.opponent(), "perpetual check"),
            (true, true) => return draw,
            (false, false) if any_check => return draw,
            _ => {}
        }
        let chased = self.persistent_chases(plies);
        match (chased[us.index()] != 0, chased[us.opponent().index()] != 0) {
            (true, false) => loses(us, "perpetual chase"),
            (false, true) => loses(us.opponent(), "perpetual chase"),
            _ => draw,
        }
    }

    /// For each side, the identities (bits) of the enemy pieces that every one of its
    /// moves in the cycle of the last `plies` plies newly chased.
    fn persistent_chases(&self, plies: usize) -> [u128; 2] {
        let history = &self.history()[self.history().len() - plies..];
        // Take a copy of the board back to the start of the cycle.
        let mut board: Board = *self.board();
        for undo in history.iter().rev() {
            let piece = board
                .piece_on(undo.mv.to())
                .expect("cycle replay: moved piece present");
            debug_assert!(
                undo.captured.is_none(),
                "no capture inside a repetition cycle"
            );
            board.move_piece(piece, undo.mv.to(), undo.mv.from());
        }
        // identity[sq] = the square (bit) the piece on sq stood on at the cycle start.
        let mut identity = [0u8; Square::NUM];
        for (i, id) in identity.iter_mut().enumerate() {
            *id = i as u8;
        }
        let mut persistent = [u128::MAX; 2];
        let mut mover = board
            .piece_on(history[0].mv.from())
            .expect("cycle replay: mover present")
            .color();
        for undo in history {
            let before = chased_by(&board, mover);
            board.play(undo.mv.from(), undo.mv.to());
            identity[undo.mv.to().index()] = identity[undo.mv.from().index()];
            let after = chased_by(&board, mover);
            let mut ids = 0u128;
            for sq in after & !before {
                ids |= 1u128 << identity[sq];
            }
            persistent[mover.index()] &= ids;
            mover = mover.opponent();
        }
        persistent
    }
}

/// True when `kind` attacking `target` wins material by value alone, protected or not:
/// horse or cannon on a chariot; advisor or elephant on a chariot, horse or cannon.
fn outranks(attacker: PieceKind, target: PieceKind) -> bool {
    use PieceKind::*;
    match attacker {
        Horse | Cannon => target == Chariot,
        Advisor | Elephant => matches!(target, Chariot | Horse | Cannon),
        _ => false,
    }
}

/// True when, after `attacker` (a piece of side A on `from`) captures on `target`, side
/// B can legally recapture there.
fn protected_after_capture(board: &Board, from: Square, target: Square) -> bool {
    let mut after = *board;
    let Some(attacker) = after.piece_on(from) else {
        return false;
    };
    let defender = attacker.color().opponent();
    after.play(from, target);
    after
        .attackers_to(target, defender, after.occupied())
        .any(|s| after.keeps_general_safe(defender, Square::from_index(s), target))
}

/// The squares of `victim`'s pieces that side `chaser` chases on `board` (see the module
/// doc), whoever is to move.
pub(crate) fn chased_by(board: &Board, chaser: Color) -> Bitboard {
    let victim = chaser.opponent();
    let victims = board.color_pieces(victim);
    // Uncrossed soldiers and the general cannot be chased.
    let uncrossed = board.pieces(victim, PieceKind::Soldier) & own_half(victim);
    let targets = victims & !board.pieces(victim, PieceKind::General) & !uncrossed;
    let attackers = board.color_pieces(chaser)
        & !board.pieces(chaser, PieceKind::General)
        & !board.pieces(chaser, PieceKind::Soldier);
    let mut chased = Bitboard::EMPTY;
    for from in attackers {
        let from = Square::from_index(from);
        let attacker = board.piece_on(from).expect("attacker present");
        for to in board.destinations(attacker, from, Bitboard::EMPTY, targets) & !chased {
            let to = Square::from_index(to);
            if !board.keeps_general_safe(chaser, from, to) {
                continue;
            }
            let target = board.piece_on(to).expect("target present");
            let is_chase = if outranks(attacker.kind(), target.kind()) {
                true
            } else {
                let hits_back =
                    target.kind() == attacker.kind() && board.is_legal_for(victim, to, from);
                !hits_back && !protected_after_capture(board, from, to)
            };
            if is_chase {
                chased = chased.with(to.index());
            }
        }
    }
    chased
}
