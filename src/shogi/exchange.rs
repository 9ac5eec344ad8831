//! Material arithmetic for move ordering: piece values, capture gain and static exchange
//! evaluation (SEE).
//!
//! Values come from `nnue_free_eval::shogi::material` (the YaneuraOu/Apery column of
//! rules.md 3.3). Capture gain follows rules.md 3.3's ENGINE RULE: the captured piece's
//! value as it stood plus the value of its unpromoted kind, which goes to the hand.
//!
//! SEE limits: it plays the exchange on one square with least valuable attackers first,
//! sees x-rays through the pieces that leave the square, but ignores pins, drops (a
//! defender dropped onto the square later) and promotions during the recaptures
//! (only the first move's promotion is counted).

use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};
use nnue_free_eval::shogi::material::{board_value, hand_value};
use nnue_free_eval::shogi::Piece as EvalPiece;

/// The evaluation crate's name for a piece kind.
pub const fn eval_piece(kind: PieceKind) -> EvalPiece {
    match kind {
        PieceKind::Pawn => EvalPiece::Pawn,
        PieceKind::Lance => EvalPiece::Lance,
        PieceKind::Knight => EvalPiece::Knight,
        PieceKind::Silver => EvalPiece::Silver,
        PieceKind::Bishop => EvalPiece::Bishop,
        PieceKind::Rook => EvalPiece::Rook,
        PieceKind::Gold => EvalPiece::Gold,
        PieceKind::King => EvalPiece::King,
        PieceKind::Tokin => EvalPiece::Tokin,
        PieceKind::PromotedLance => EvalPiece::PromotedLance,
        PieceKind::PromotedKnight => EvalPiece::PromotedKnight,
        PieceKind::PromotedSilver => EvalPiece::PromotedSilver,
        PieceKind::Horse => EvalPiece::Horse,
        PieceKind::Dragon => EvalPiece::Dragon,
    }
}

/// Value of a piece of `kind` on the board, in centipawns.
#[inline]
pub fn piece_value(kind: PieceKind) -> i32 {
    board_value(eval_piece(kind))
}

/// What capturing a piece of `kind` gains: its board value plus its unpromoted kind in hand.
#[inline]
pub fn capture_gain(kind: PieceKind) -> i32 {
    if kind == PieceKind::King {
        return KING_CAPTURE_GAIN;
    }
    board_value(eval_piece(kind)) + hand_value(eval_piece(kind.unpromoted()))
}

/// Stands for "the king is taken" inside SEE (larger than any material swing).
const KING_CAPTURE_GAIN: i32 = 100_000;

/// Attackers are tried from the least valuable up (board values of rules.md 3.3).
const SEE_ORDER: [PieceKind; 14] = [
    PieceKind::Pawn,
    PieceKind::Lance,
    PieceKind::Knight,
    PieceKind::Silver,
    PieceKind::Gold,
    PieceKind::Tokin,
    PieceKind::PromotedLance,
    PieceKind::PromotedKnight,
    PieceKind::PromotedSilver,
    PieceKind::Bishop,
    PieceKind::Horse,
    PieceKind::Rook,
    PieceKind::Dragon,
    PieceKind::King,
];

/// Longest exchange SEE follows (there are 40 pieces).
const MAX_EXCHANGE: usize = 41;

impl Position {
    /// Capture gain of `m` (0 for non-captures and drops).
    pub fn move_captured_value(&self, m: Move) -> i32 {
        if m.is_drop() || m.to_index() >= Square::NUM {
            return 0;
        }
        self.board[m.to_index()].map_or(0, |p| capture_gain(p.kind))
    }

    /// Value of the piece `m` moves or drops (0 for patterns that move nothing).
    pub fn move_moving_value(&self, m: Move) -> i32 {
        if let Some(kind) = m.drop_kind() {
            return piece_value(kind);
        }
        if m.is_drop() || m.from_index() >= Square::NUM {
            return 0;
        }
        self.board[m.from_index()].map_or(0, |p| piece_value(p.kind))
    }

    /// Static exchange evaluation of the legal move `m` on its target square, from the
    /// mover's view, in centipawns (limits in the module doc).
    pub fn static_exchange(&self, m: Move) -> i32 {
        let to = m.to();
        let mut occupied = self.occupied();
        let mut gains = [0i32; MAX_EXCHANGE];
        let mut on_square;
        if let Some(kind) = m.drop_kind() {
            on_square = kind;
            occupied = occupied.with(to.index());
        } else {
            let from = m.from();
            let Some(piece) = self.board[from.index()] else {
                return 0;
            };
            gains[0] = self.move_captured_value(m);
            on_square = piece.kind;
            if m.promotes() {
                on_square = piece.kind.promoted();
                gains[0] += piece_value(on_square) - piece_value(piece.kind);
            }
            occupied = occupied.without(from.index());
        }
        let mut side = !self.side_to_move();
        let mut depth = 0;
        // Step attackers do not depend on the occupancy, only on who has left the square
        // (the `& occupied` below); only the sliders' rays are walked again each capture.
        let steppers =
            self.step_attackers(Color::Black, to) | self.step_attackers(Color::White, to);
        loop {
            let attackers = (steppers | self.slider_attackers_both(to, occupied)) & occupied;
            let ours = attackers & self.pieces_of(side);
            let Some((sq, kind)) = self.least_valuable(ours) else {
                break;
            };
            if kind == PieceKind::King && (attackers & self.pieces_of(!side)).is_nonempty() {
                break;
            }
            depth += 1;
            if depth >= MAX_EXCHANGE {
                break;
            }
            gains[depth] = capture_gain(on_square) - gains[depth - 1];
            on_square = kind;
            occupied = occupied.without(sq.index());
            side = !side;
        }
        // Each side may stop the exchange when continuing would lose more.
        while depth > 0 {
            gains[depth - 1] = gains[depth - 1].min(-gains[depth]);
            depth -= 1;
        }
        gains[0]
    }

    fn least_valuable(&self, attackers: crate::core::Bitboard) -> Option<(Square, PieceKind)> {
        if attackers.is_empty() {
            return None;
        }
        SEE_ORDER.iter().find_map(|&kind| {
            (attackers & self.pieces_of_kind(kind))
                .lowest()
                .map(|sq| (Square::from_index(sq), kind))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::sfen;

    fn see(sfen_text: &str, usi: &str) -> i32 {
        let pos = sfen::parse(sfen_text).unwrap();
        let m = pos.parse_usi_move(usi).unwrap();
        pos.static_exchange(m)
    }

    #[test]
    fn exchanges_on_one_square() {
        let pawn = capture_gain(PieceKind::Pawn);
        let rook = capture_gain(PieceKind::Rook);
        let gold = capture_gain(PieceKind::Gold);
        assert_eq!(pawn, 180);
        // Undefended pawn.
        assert_eq!(see("4k4/9/4p4/9/4R4/9/9/9/4K4 b - 1", "5e5c"), pawn);
        // Pawn defended by a gold: the rook is lost.
        assert_eq!(
            see("4k4/4g4/4p4/9/4R4/9/9/9/4K4 b - 1", "5e5c"),
            pawn - rook
        );
        // The lance behind the rook recaptures through the vacated file (x-ray).
        assert_eq!(
            see("4k4/4g4/4p4/9/4R4/9/4L4/9/4K4 b - 1", "5e5c"),
            pawn - rook + gold
        );
        // A pawn dropped where a gold takes it for free.
        assert_eq!(see("4k4/9/4g4/9/9/9/9/9/4K4 b P 1", "P*5d"), -pawn);
        // A quiet move to a safe square.
        assert_eq!(see("4k4/9/9/9/8R/9/9/9/4K4 b - 1", "1e3e"), 0);
    }
}
