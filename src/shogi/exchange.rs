//! Material arithmetic for move ordering: piece values, capture gain and static exchange
//! evaluation (SEE).
//!
//! Values come from `nnue_free_eval::shogi::material` (YaneuraOu's and Apery's piece
//! values). Capture gain is YaneuraOu's: the captured piece's value as it stood plus the
//! value of its unpromoted kind, which goes to the hand.
//!
//! SEE limits: it plays the exchange on one square with least valuable attackers first,
//! sees x-rays through the pieces that leave the square, but ignores pins, drops (a
//! defender dropped onto the square later) and promotions during the recaptures
//! (only the first move's promotion is counted).

use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};
use crate::core::Bitboard;
use nnue_free_eval::shogi::material::{board_value, hand_value};
use nnue_free_eval::shogi::Piece as EvalPiece;

/// The evaluation crate's name for a piece kind.
#[inline(always)]
pub const fn eval_piece(kind: PieceKind) -> EvalPiece {
    EVAL_PIECES[kind as usize]
}

/// [`eval_piece`] of every kind, by `PieceKind as usize`: one load per conversion (the
/// two enums order gold, bishop and rook differently, and the `match` compiled to a
/// jump table; it runs for every piece of every evaluation and in every SEE value).
const EVAL_PIECES: [EvalPiece; 14] = {
    let mut table = [EvalPiece::Pawn; 14];
    let mut i = 0;
    while i < 14 {
        table[PieceKind::ALL[i] as usize] = eval_piece_by_name(PieceKind::ALL[i]);
        i += 1;
    }
    table
};

const fn eval_piece_by_name(kind: PieceKind) -> EvalPiece {
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

/// Attackers are tried from the least valuable up (by their board values).
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

/// One exchange on a square in progress: who captures next, what stands on the square,
/// and which pieces have left it.
struct Exchange {
    to: Square,
    occupied: Bitboard,
    /// The kind now on the square (the last capturer).
    on_square: PieceKind,
    /// The side to capture next.
    side: Color,
    /// Step attackers per side (they do not depend on the occupancy, only on who has
    /// left the square, masked by `occupied`), looked up when first needed: most
    /// exchanges end at the first question, whether the other side attacks at all.
    steppers: [Option<Bitboard>; 2],
    /// What the first move gains on its own (its capture and its promotion).
    first_gain: i32,
}

impl Exchange {
    /// The position right after `m`, before any recapture; `None` when `m` moves nothing.
    fn start(pos: &Position, m: Move) -> Option<Exchange> {
        let to = m.to();
        let mut occupied = pos.occupied();
        let mut first_gain = 0;
        let on_square;
        if let Some(kind) = m.drop_kind() {
            on_square = kind;
            occupied = occupied.with(to.index());
        } else {
            let from = m.from();
            let piece = pos.board[from.index()]?;
            first_gain = pos.move_captured_value(m);
            if m.promotes() {
                on_square = piece.kind.promoted();
                first_gain += piece_value(on_square) - piece_value(piece.kind);
            } else {
                on_square = piece.kind;
            }
            occupied = occupied.without(from.index());
        }
        Some(Exchange {
            to,
            occupied,
            on_square,
            side: !pos.side_to_move(),
            steppers: [None; 2],
            first_gain,
        })
    }

    /// `color`'s pieces still on the board that attack the square, through the pieces
    /// that have left it.
    fn attackers(&mut self, pos: &Position, color: Color) -> Bitboard {
        let to = self.to;
        let steppers =
            *self.steppers[color.index()].get_or_insert_with(|| pos.step_attackers(color, to));
        (steppers | pos.slider_attackers(color, to, self.occupied)) & self.occupied
    }

    /// Makes the next capture on the square with the least valuable attacker of the side
    /// to capture, unless it has none or only its king, which may not capture into an
    /// attack; false when none is made.
    fn capture_next(&mut self, pos: &Position) -> bool {
        let side = self.side;
        let Some((sq, kind)) = pos.least_valuable(self.attackers(pos, side)) else {
            return false;
        };
        if kind == PieceKind::King && self.attackers(pos, !side).is_nonempty() {
            return false;
        }
        self.on_square = kind;
        self.occupied = self.occupied.without(sq.index());
        self.side = !side;
        true
    }
}

impl Position {
    /// The side to move's pieces, the king aside, that stand en prise: attacked by an
    /// enemy piece worth less than they are (by capture gain: board value plus the piece
    /// in hand), or attacked and not defended on the board (pins aside, as in SEE). The
    /// move picker tries moves that save them first.
    pub fn pieces_en_prise(&self) -> Bitboard {
        let us = self.side_to_move();
        let them = !us;
        let occupied = self.occupied();
        let gain_on = |sq: usize| self.board[sq].map_or(0, |p| capture_gain(p.kind));
        let mut threatened = Bitboard::EMPTY;
        for sq in self.pieces_of(us) & !self.pieces(us, PieceKind::King) {
            let target = Square::from_index(sq);
            let attackers = self.attackers_to(them, target, occupied);
            if attackers.is_empty() {
                continue;
            }
            let cheapest = attackers.map(gain_on).min().unwrap_or(0);
            if cheapest < gain_on(sq) || self.attackers_to(us, target, occupied).is_empty() {
                threatened = threatened.with(sq);
            }
        }
        threatened
    }

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
        let Some(mut exchange) = Exchange::start(self, m) else {
            return 0;
        };
        let mut gains = [0i32; MAX_EXCHANGE];
        gains[0] = exchange.first_gain;
        let mut depth = 0;
        while depth + 1 < MAX_EXCHANGE {
            let captured = capture_gain(exchange.on_square);
            if !exchange.capture_next(self) {
                break;
            }
            depth += 1;
            gains[depth] = captured - gains[depth - 1];
        }
        // Each side may stop the exchange when continuing would lose more.
        while depth > 0 {
            gains[depth - 1] = gains[depth - 1].min(-gains[depth]);
            depth -= 1;
        }
        gains[0]
    }

    /// Exactly `self.static_exchange(m) >= threshold`, playing the exchange only as far
    /// as the answer is open (most calls settle it without looking for an attacker).
    ///
    /// Why it agrees: after capture `d` the side that made it stands at `S_d` if the
    /// exchange stops there (`S_0` is the move's own gain, `S_d = captured_d − S_{d−1}`),
    /// and its backed-up result is `B_d = min(S_d, −B_{d+1})`, or `S_d` when no capture
    /// `d+1` follows; SEE is `B_0`. So `B_d ≥ y` is false when `S_d < y`; otherwise it
    /// is true when no capture follows, and else it is `¬(B_{d+1} ≥ 1 − y)`. The loop
    /// walks that chain, and tests `S_{d+1} < 1 − y` (which needs no attacker: the
    /// captured piece is the one on the square) before it looks for the next capturer.
    pub fn static_exchange_ge(&self, m: Move, threshold: i32) -> bool {
        let Some(mut exchange) = Exchange::start(self, m) else {
            return 0 >= threshold;
        };
        let mut score = exchange.first_gain;
        let mut bound = threshold;
        // True when the current question is the negation of the caller's.
        let mut negated = false;
        let mut depth = 0;
        loop {
            if score < bound {
                return negated;
            }
            let next = capture_gain(exchange.on_square) - score;
            if depth + 1 >= MAX_EXCHANGE || next < 1 - bound || !exchange.capture_next(self) {
                return !negated;
            }
            depth += 1;
            score = next;
            bound = 1 - bound;
            negated = !negated;
        }
    }

    fn least_valuable(&self, attackers: Bitboard) -> Option<(Square, PieceKind)> {
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
    fn eval_piece_table_names_every_kind() {
        for kind in PieceKind::ALL {
            assert_eq!(eval_piece(kind), eval_piece_by_name(kind));
        }
        let distinct: std::collections::HashSet<_> =
            PieceKind::ALL.iter().map(|&k| eval_piece(k)).collect();
        assert_eq!(distinct.len(), 14);
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

    #[test]
    fn pieces_en_prise_are_attacked_by_less_or_undefended() {
        // The rook on 5e is attacked by a pawn, the bishop on 8h by a lance and not
        // defended; the silver on 2e is attacked by a gold but defended by a pawn.
        let pos = sfen::parse("1l5k1/9/9/4p2g1/4R2S1/7P1/9/1B7/4K4 b - 1").unwrap();
        let expected = ["5e", "8h"].iter().fold(Bitboard::EMPTY, |b, s| {
            b.with(Square::parse(s).unwrap().index())
        });
        assert_eq!(pos.pieces_en_prise(), expected);
    }
}
