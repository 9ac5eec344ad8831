//! Legal move generation into a caller's `MoveList` (no heap allocation), and the
//! single-move legality test that agrees with it.
//!
//! Method: pseudo-legal destinations per piece from `attacks.rs`, then the general-safety
//! test of `Board::keeps_general_safe` only where a move can possibly expose the own
//! general. When not in check, that is (Stockfish's "blockers" idea, extended to the
//! cannon and the horse):
//! * general moves (always tested);
//! * moves of a *blocker*: either of exactly two pieces between the general and an enemy
//!   cannon (removing one leaves a single screen), or a piece on the leg of an enemy
//!   horse that would otherwise attack the general;
//! * a piece pinned only by an enemy chariot or the enemy general (flying-general pin),
//!   as the single piece between it and the general, needs no test: it keeps the moves
//!   along the pin segment (and the capture of a chariot pinner) and loses the others;
//! * moves onto an empty square between the general and an enemy cannon with nothing in
//!   between: such a move makes the mover the cannon's screen, so it is always illegal
//!   and is removed without a test.
//!
//! No other move changes what attacks the general: a capture leaves the destination
//! occupied, and only vacated squares can open a line or a leg. When in check, only
//! moves that capture a checker, stand between it and the general, stand on a checking
//! horse's leg, or move a checking cannon's screen can help; those candidates (and all
//! general moves) are tested, the rest are discarded.

use super::attacks::{
    advisor_attacks, between, cannon_captures, chariot_attacks, elephant_attacks, general_attacks,
    horse_attacks, horse_leg, horse_leg_blockers, lines, soldier_attacks, BOARD,
};
use super::moves::Move;
use super::position::{Board, Position};
use super::types::{Color, Piece, PieceKind, Square};
use crate::core::{Bitboard, MoveList};
use crate::game::GenKind;

/// What may expose `color`'s general if moved: see the module doc.
struct GeneralShield {
    /// Own pieces whose moves need the full safety test (cannon screens, horse legs).
    blockers: Bitboard,
    /// Empty squares on which any non-general move would become a cannon screen.
    screen_squares: Bitboard,
    /// Own pieces pinned on a line by an enemy chariot or the enemy general and nothing
    /// else, each with the squares it may still move to: the rest of the segment up to
    /// and including a chariot pinner. At most one per direction.
    line_pins: [(Bitboard, Bitboard); 4],
    /// Number of entries used in `line_pins`.
    line_pin_count: usize,
}

impl Board {
    fn general_shield(&self, color: Color) -> GeneralShield {
        let them = color.opponent();
        let general = self.general(color);
        let occ = self.occupied();
        let line = lines(general);
        let own = self.color_pieces(color);
        let mut blockers = Bitboard::EMPTY;
        let mut screen_squares = Bitboard::EMPTY;
        let mut line_pins = [(Bitboard::EMPTY, Bitboard::EMPTY); 4];
        let mut line_pin_count = 0;
        let chariots = self.pieces(them, PieceKind::Chariot);
        for s in line & (chariots | self.pieces(them, PieceKind::General)) {
            let path = between(general, Square::from_index(s));
            let inside = path & occ & own;
            if (path & occ).count() == 1 && inside.is_nonempty() {
                // Moving along the segment keeps the line closed; capturing a chariot
                // pinner removes it (the enemy general is never capturable here).
                let allowed = path | (Bitboard::from_index(s) & chariots);
                line_pins[line_pin_count] = (inside, allowed);
                line_pin_count += 1;
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
            blockers: blockers & own,
            screen_squares,
            line_pins,
            line_pin_count,
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

/// Which generated moves are pushed without the safety test (see the module doc).
struct MoveFilter {
    /// Own pieces whose every move is tested (blockers; when in check, cannon screens).
    tested_from: Bitboard,
    /// Own pieces pinned on a chariot line only, with their allowed destinations (see
    /// `GeneralShield::line_pins`); their moves need no test.
    line_pins: [(Bitboard, Bitboard); 4],
    /// Number of entries used in `line_pins`.
    line_pin_count: usize,
    /// Destinations allowed for the other pieces' moves.
    allowed_to: Bitboard,
    /// True when moves to `allowed_to` still need the test (in check).
    test_allowed: bool,
}

impl Board {
    /// When `color` is in check, a move of a piece other than the general can only help
    /// by capturing a checker, standing between a chariot or cannon checker and the
    /// general (blocking, or adding a second cannon screen), standing on a checking
    /// horse's leg, or by being a cannon's screen and leaving. Everything else is
    /// discarded before the test; the candidates are all tested, because a double check
    /// may need more than one of these at once.
    fn evasion_filter(&self, color: Color, checkers: Bitboard) -> MoveFilter {
        let general = self.general(color);
        let mut allowed_to = checkers;
        let mut tested_from = Bitboard::EMPTY;
        for checker in checkers {
            let checker = Square::from_index(checker);
            let path = between(general, checker);
            allowed_to |= path;
            match self.piece_on(checker).map(|p| p.kind()) {
                Some(PieceKind::Cannon) => tested_from |= path & self.color_pieces(color),
                Some(PieceKind::Horse) => {
                    if let Some(leg) = horse_leg(checker, general) {
                        allowed_to = allowed_to.with(leg.index());
                    }
                }
                _ => {}
            }
        }
        MoveFilter {
            tested_from,
            line_pins: [(Bitboard::EMPTY, Bitboard::EMPTY); 4],
            line_pin_count: 0,
            allowed_to,
            test_allowed: true,
        }
    }

    /// When `color` is not in check: blockers are tested, moves onto an open cannon line
    /// are dropped, everything else is legal.
    fn quiet_filter(&self, color: Color) -> MoveFilter {
        let shield = self.general_shield(color);
        MoveFilter {
            tested_from: shield.blockers,
            line_pins: shield.line_pins,
            line_pin_count: shield.line_pin_count,
            allowed_to: BOARD & !shield.screen_squares,
            test_allowed: false,
        }
    }
}

impl Position {
    /// Pushes the moves from `from` to `dests` that pass `filter` (and the safety test
    /// where the filter asks for it).
    #[inline(always)]
    fn push_moves(
        &self,
        filter: &MoveFilter,
        from: Square,
        dests: Bitboard,
        out: &mut MoveList<Move>,
    ) {
        let us = self.side();
        let (dests, tested) = if filter.tested_from.contains(from.index()) {
            (dests, true)
        } else {
            let mut dests = dests & filter.allowed_to;
            for &(pinned, allowed) in &filter.line_pins[..filter.line_pin_count] {
                if pinned.contains(from.index()) {
                    dests &= allowed;
                }
            }
            (dests, filter.test_allowed)
        };
        if tested {
            for to in dests {
                let to = Square::from_index(to);
                if self.keeps_general_safe(us, from, to) {
                    out.push(Move::new(from, to));
                }
            }
        } else {
            for to in dests {
                out.push(Move::new(from, Square::from_index(to)));
            }
        }
    }

    /// Appends the legal moves of `kind` to `out`: general, advisors, elephants, horses,
    /// chariots, cannons, soldiers, each kind by origin square.
    pub fn generate_moves(&self, kind: GenKind, out: &mut MoveList<Move>) {
        let us = self.side();
        let occ = self.occupied();
        let empty = BOARD & !occ;
        let enemy = self.color_pieces(us.opponent());
        let (quiet_targets, capture_targets) = match kind {
            GenKind::Captures => (Bitboard::EMPTY, enemy),
            GenKind::Quiets => (empty, Bitboard::EMPTY),
            GenKind::Evasions | GenKind::All => (empty, enemy),
        };
        let targets = quiet_targets | capture_targets;
        let mut filter = if self.in_check() {
            self.evasion_filter(us, self.checkers())
        } else {
            self.quiet_filter(us)
        };
        let general = self.general(us);
        filter.tested_from = filter.tested_from.with(general.index());
        self.push_moves(&filter, general, general_attacks(general) & targets, out);
        for from in self.pieces(us, PieceKind::Advisor) {
            let from = Square::from_index(from);
            self.push_moves(&filter, from, advisor_attacks(from) & targets, out);
        }
        for from in self.pieces(us, PieceKind::Elephant) {
            let from = Square::from_index(from);
            self.push_moves(&filter, from, elephant_attacks(from, occ) & targets, out);
        }
        for from in self.pieces(us, PieceKind::Horse) {
            let from = Square::from_index(from);
            self.push_moves(&filter, from, horse_attacks(from, occ) & targets, out);
        }
        for from in self.pieces(us, PieceKind::Chariot) {
            let from = Square::from_index(from);
            self.push_moves(&filter, from, chariot_attacks(from, occ) & targets, out);
        }
        for from in self.pieces(us, PieceKind::Cannon) {
            let from = Square::from_index(from);
            let dests = (chariot_attacks(from, occ) & quiet_targets)
                | (cannon_captures(from, occ) & capture_targets);
            self.push_moves(&filter, from, dests, out);
        }
        for from in self.pieces(us, PieceKind::Soldier) {
            let from = Square::from_index(from);
            self.push_moves(&filter, from, soldier_attacks(us, from) & targets, out);
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
