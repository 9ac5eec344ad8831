//! Legal move generation into a caller's `MoveList` (no heap allocation), and the
//! single-move legality test that agrees with it.
//!
//! Method: pseudo-legal destinations per piece from `attacks.rs`, then the general-safety
//! test of `Position::keeps_general_safe` only where a move can possibly expose the own
//! general. When not in check, that is (Stockfish's "blockers" idea, extended to the
//! cannon and the horse):
//! * general moves (always tested);
//! * moves of a *blocker*: the only piece between the general and an enemy chariot or
//!   the enemy general (flying-general pin), either of exactly two pieces between the
//!   general and an enemy cannon (removing one leaves a single screen), or a piece on
//!   the leg of an enemy horse that would otherwise attack the general;
//! * moves onto an empty square between the general and an enemy cannon with nothing in
//!   between: such a move makes the mover the cannon's screen, so it is always illegal
//!   and is removed without a test.
//!
//! No other move changes what attacks the general: a capture leaves the destination
//! occupied, and only vacated squares can open a line or a leg. When in check every
//! move is tested.

use super::attacks::{
    advisor_attacks, between, cannon_captures, chariot_attacks, elephant_attacks, general_attacks,
    horse_attacks, horse_leg_blockers, lines, soldier_attacks, BOARD,
};
use super::moves::Move;
use super::position::{Board, Position};
use super::types::{Color, Piece, PieceKind, Square};
use crate::core::{Bitboard, MoveList};
use crate::game::GenKind;

/// What may expose `color`'s general if moved: see the module doc.
struct GeneralShield {
    /// Own pieces whose moves need the full safety test.
    blockers: Bitboard,
    /// Empty squares on which any non-general move would become a cannon screen.
    screen_squares: Bitboard,
}

impl Board {
    fn general_shield(&self, color: Color) -> GeneralShield {
        let them = color.opponent();
        let general = self.general(color);
        let occ = self.occupied();
        let line = lines(general);
        let mut blockers = Bitboard::EMPTY;
        let mut screen_squares = Bitboard::EMPTY;
        let line_attackers =
            line & (self.pieces(them, PieceKind::Chariot) | self.pieces(them, PieceKind::General));
        for s in line_attackers {
            let inside = between(general, Square::from_index(s)) & occ;
            if !inside.has_more_than_one() {
                blockers |= inside;
            }
        }
        for s in line & self.pieces(them, PieceKind::Cannon) {
            let path = between(general, Square::from_index(s));
            let inside = path & occ;
            match inside.count() {
                0 => screen_squares |= path,
                2 => blockers |= inside,
                _ => {}
            }
        }
        blockers |= horse_leg_blockers(general, occ, self.pieces(them, PieceKind::Horse));
        GeneralShield {
            blockers: blockers & self.color_pieces(color),
            screen_squares,
        }
    }

    /// Pseudo-legal destinations of `piece` standing on `from`, restricted to `targets`
    /// for ordinary pieces; cannons split into quiet slides (`quiet_targets`) and
    /// captures over a screen (`capture_targets`).
    #[inline(always)]
    pub(crate) fn destinations(
        &self,
        piece: Piece,
        from: Square,
        quiet_targets: Bitboard,
        capture_targets: Bitboard,
    ) -> Bitboard {
        let occ = self.occupied();
        let targets = quiet_targets | capture_targets;
        match piece.kind() {
            PieceKind::General => general_attacks(from) & targets,
            PieceKind::Advisor => advisor_attacks(from) & targets,
            PieceKind::Elephant => elephant_attacks(from, occ) & targets,
            PieceKind::Horse => horse_attacks(from, occ) & targets,
            PieceKind::Chariot => chariot_attacks(from, occ) & targets,
            PieceKind::Cannon => {
                let mut dests = Bitboard::EMPTY;
                if quiet_targets.is_nonempty() {
                    dests |= chariot_attacks(from, occ) & quiet_targets;
                }
                if capture_targets.is_nonempty() {
                    dests |= cannon_captures(from, occ) & capture_targets;
                }
                dests
            }
            PieceKind::Soldier => soldier_attacks(piece.color(), from) & targets,
        }
    }

    /// True when `color` could legally move from `from` to `to` on this board if it were
    /// that side's turn (pseudo-legal for the piece, general left safe).
    pub fn is_legal_for(&self, color: Color, from: Square, to: Square) -> bool {
        match self.piece_on(from) {
            Some(piece) if piece.color() == color && from != to => {
                let empty = BOARD & !self.occupied();
                let enemy = self.color_pieces(color.opponent());
                self.destinations(piece, from, empty, enemy)
                    .contains(to.index())
                    && self.keeps_general_safe(color, from, to)
            }
            _ => false,
        }
    }
}

impl Position {
    /// Appends the legal moves of `kind` to `out`.
    pub fn generate_moves(&self, kind: GenKind, out: &mut MoveList<Move>) {
        let us = self.side();
        let empty = BOARD & !self.occupied();
        let enemy = self.color_pieces(us.opponent());
        let (quiet_targets, capture_targets) = match kind {
            GenKind::Captures => (Bitboard::EMPTY, enemy),
            GenKind::Quiets => (empty, Bitboard::EMPTY),
            GenKind::Evasions | GenKind::All => (empty, enemy),
        };
        if self.in_check() {
            for from in self.color_pieces(us) {
                let from = Square::from_index(from);
                let piece = self
                    .piece_on(from)
                    .expect("colour bitboard and mailbox agree");
                for to in self.destinations(piece, from, quiet_targets, capture_targets) {
                    let to = Square::from_index(to);
                    if self.keeps_general_safe(us, from, to) {
                        out.push(Move::new(from, to));
                    }
                }
            }
            return;
        }
        let shield = self.general_shield(us);
        let general = self.general(us);
        for from in self.color_pieces(us) {
            let from = Square::from_index(from);
            let piece = self
                .piece_on(from)
                .expect("colour bitboard and mailbox agree");
            let dests = self.destinations(piece, from, quiet_targets, capture_targets);
            if from == general || shield.blockers.contains(from.index()) {
                for to in dests {
                    let to = Square::from_index(to);
                    if self.keeps_general_safe(us, from, to) {
                        out.push(Move::new(from, to));
                    }
                }
            } else {
                for to in dests & !shield.screen_squares {
                    out.push(Move::new(from, Square::from_index(to)));
                }
            }
        }
    }

    /// True when `m` is a legal move of the side to move. Accepts any bit pattern.
    pub fn is_legal_move(&self, m: Move) -> bool {
        if !m.is_well_formed() {
            return false;
        }
        self.board().is_legal_for(self.side(), m.from(), m.to())
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut list = MoveList::new();
        self.generate_moves(GenKind::All, &mut list);
        !list.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal(fen: &str) -> Vec<String> {
        let pos = Position::from_fen_text(fen).unwrap();
        let mut list = MoveList::new();
        pos.generate_moves(GenKind::All, &mut list);
        let mut v: Vec<String> = list.iter().map(|m| format!("{m:?}")).collect();
        v.sort();
        v
    }

    #[test]
    fn pinned_horse_between_generals_cannot_move() {
        assert_eq!(
            legal("4k4/9/9/9/4n4/9/9/9/9/4K4 b - - 0 1"),
            vec!["e9d9", "e9e8", "e9f9"]
        );
    }

    #[test]
    fn two_cannon_screens_are_both_pinned() {
        // Only e0f0 is legal: either screen leaving the file exposes the general.
        assert_eq!(
            legal("3k5/9/9/9/4c4/9/4N4/9/4A4/4K4 w - - 0 1"),
            vec!["e0f0"]
        );
    }

    #[test]
    fn moving_onto_an_open_cannon_line_is_illegal() {
        // The red chariot on a1 may not go to e1: it would be the only piece between the
        // general on e0 and the cannon on e5, that is the cannon's screen.
        let moves = legal("3k5/9/9/9/4c4/9/9/9/R8/4K4 w - - 0 1");
        assert!(!moves.contains(&"a1e1".to_string()));
        assert!(moves.contains(&"a1d1".to_string()));
    }
}
