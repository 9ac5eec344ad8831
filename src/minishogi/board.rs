//! The placement of a minishogi position (pieces, hands, side to move) as a small `Copy`
//! value, and everything that only reads it: attackers of a square, king safety after a
//! move, and legal move generation with the shogi restrictions (a pawn reaching the
//! last rank promotes, no pawn drop on the last rank, nifu).
//!
//! A pawn drop that mates is generated, as Fairy-Stockfish does: it is the foul of
//! uchifuzume, which loses for the side that plays it (`rules.rs` judges it). Legality
//! is tested on the bit sets as they would stand after the move, without making it.

use super::attacks::{attacks, bishop_attacks, col_mask, rook_attacks, row_mask, steps};
use super::types::{col_of, row_of, Color, Kind, Move, Piece, SQUARES};
use crate::core::MoveList;
use crate::game::GenKind;

/// Pieces on the board, pieces in hand and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The piece on each square.
    pub squares: [Option<Piece>; SQUARES],
    /// Squares of each colour's pieces.
    pub by_color: [u32; 2],
    /// Squares of each kind's pieces, both colours.
    pub by_kind: [u32; Kind::NUM],
    /// Pieces in hand by colour and hand kind.
    pub hands: [[u8; 5]; 2],
    /// The side to move.
    pub side: Color,
}

impl Board {
    /// An empty board, Black to move.
    pub const fn empty() -> Board {
        Board {
            squares: [None; SQUARES],
            by_color: [0; 2],
            by_kind: [0; Kind::NUM],
            hands: [[0; 5]; 2],
            side: Color::Black,
        }
    }

    /// Every occupied square.
    pub fn occupied(&self) -> u32 {
        self.by_color[0] | self.by_color[1]
    }

    /// Squares of `color`'s pieces of `kind`.
    pub fn pieces(&self, color: Color, kind: Kind) -> u32 {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// Puts `piece` on the empty square `square`.
    pub fn put(&mut self, square: usize, piece: Piece) {
        self.squares[square] = Some(piece);
        self.by_color[piece.color.index()] |= 1 << square;
        self.by_kind[piece.kind.index()] |= 1 << square;
    }

    /// Takes the piece off `square` (nothing when it is empty).
    pub fn take(&mut self, square: usize) -> Option<Piece> {
        let piece = self.squares[square].take()?;
        self.by_color[piece.color.index()] &= !(1 << square);
        self.by_kind[piece.kind.index()] &= !(1 << square);
        Some(piece)
    }

    /// `color`'s king square, if it has one.
    pub fn king(&self, color: Color) -> Option<usize> {
        let kings = self.pieces(color, Kind::King);
        (kings != 0).then(|| kings.trailing_zeros() as usize)
    }

    /// Squares of `color`'s pieces that attack `square`, with `occupied` as the
    /// occupancy and only the pieces in `alive` counted (a captured piece attacks nothing).
    pub fn attackers(&self, square: usize, color: Color, occupied: u32, alive: u32) -> u32 {
        let them = self.by_color[color.index()] & alive;
        let mirror = color.opponent();
        let mut found = 0;
        for kind in [Kind::Pawn, Kind::Silver, Kind::Gold, Kind::King] {
            let of_kind = match kind {
                Kind::Gold => {
                    self.by_kind[Kind::Gold.index()]
                        | self.by_kind[Kind::Tokin.index()]
                        | self.by_kind[Kind::ProSilver.index()]
                }
                // The horse's and the dragon's steps are within the king's.
                Kind::King => {
                    self.by_kind[Kind::King.index()]
                        | self.by_kind[Kind::Horse.index()]
                        | self.by_kind[Kind::Dragon.index()]
                }
                _ => self.by_kind[kind.index()],
            };
            found |= steps(mirror, kind, square) & of_kind;
        }
        let diagonal = self.by_kind[Kind::Bishop.index()] | self.by_kind[Kind::Horse.index()];
        let straight = self.by_kind[Kind::Rook.index()] | self.by_kind[Kind::Dragon.index()];
        found |= bishop_attacks(square, occupied) & diagonal;
        found |= rook_attacks(square, occupied) & straight;
        found & them
    }

    /// Pieces of the opponent of the side to move that give check.
    pub fn checkers(&self) -> u32 {
        match self.king(self.side) {
            Some(k) => self.attackers(k, self.side.opponent(), self.occupied(), u32::MAX),
            None => 0,
        }
    }

    /// True when the side to move's king is safe after the pseudo-legal move `m`.
    fn king_safe_after(&self, m: Move) -> bool {
        let us = self.side;
        let to = m.to();
        let to_bit = 1u32 << to;
        let (occupied, king) = if m.is_drop() {
            (self.occupied() | to_bit, self.king(us))
        } else {
            let from = m.from_field();
            let king = if self.by_kind[Kind::King.index()] & (1 << from) != 0 {
                Some(to)
            } else {
                self.king(us)
            };
            ((self.occupied() & !(1 << from)) | to_bit, king)
        };
        match king {
            Some(k) => self.attackers(k, us.opponent(), occupied, !to_bit) == 0,
            None => true,
        }
    }

    /// True when promoting is allowed for a `kind` of `color` moving `from` → `to`.
    fn may_promote(kind: Kind, color: Color, from: usize, to: usize) -> bool {
        let last = color.last_row();
        kind.promoted().is_some() && (row_of(from) == last || row_of(to) == last)
    }

    /// True when staying unpromoted is allowed: a pawn must promote on the last rank,
    /// where it could never move again.
    fn may_stay(kind: Kind, color: Color, to: usize) -> bool {
        !(kind == Kind::Pawn && row_of(to) == color.last_row())
    }

    /// True when `m` is a legal move here; accepts any bit pattern.
    pub fn is_legal(&self, m: Move) -> bool {
        let us = self.side;
        let to = m.to();
        if to >= SQUARES || !m.is_canonical() {
            return false;
        }
        if m.is_drop() {
            let Some(kind) = m.drop_kind() else {
                return false;
            };
            return !m.promotes()
                && self.squares[to].is_none()
                && self.hands[us.index()][kind.index()] > 0
                && self.drop_allowed(kind, to)
                && self.king_safe_after(m);
        }
        let from = m.from_field();
        let Some(piece) = self.squares[from] else {
            return false;
        };
        if piece.color != us || self.by_color[us.index()] & (1 << to) != 0 {
            return false;
        }
        if attacks(us, piece.kind, from, self.occupied()) & (1 << to) == 0 {
            return false;
        }
        let shape_ok = if m.promotes() {
            Board::may_promote(piece.kind, us, from, to)
        } else {
            Board::may_stay(piece.kind, us, to)
        };
        shape_ok && self.king_safe_after(m)
    }

    /// The drop rules of `kind` on the empty square `to`, king safety aside: a pawn not
    /// on the last rank, not on a file with an unpromoted pawn of ours.
    fn drop_allowed(&self, kind: Kind, to: usize) -> bool {
        let us = self.side;
        kind != Kind::Pawn
            || (row_of(to) != us.last_row()
                && self.pieces(us, Kind::Pawn) & col_mask(col_of(to)) == 0)
    }

    /// Appends every pseudo-legal board move (own king safety not tested).
    fn board_moves(&self, out: &mut MoveList<Move>) {
        let us = self.side;
        let own = self.by_color[us.index()];
        let occupied = self.occupied();
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let Some(piece) = self.squares[from] else {
                continue;
            };
            let mut targets = attacks(us, piece.kind, from, occupied) & !own;
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                if Board::may_promote(piece.kind, us, from, to) {
                    out.push(Move::normal(from, to, true));
                }
                if Board::may_stay(piece.kind, us, to) {
                    out.push(Move::normal(from, to, false));
                }
            }
        }
    }

    /// Appends every pseudo-legal drop (the pawn rules included, king safety not tested).
    fn drops(&self, out: &mut MoveList<Move>) {
        let us = self.side;
        let empty = !self.occupied() & ((1 << SQUARES) - 1);
        for kind in Kind::HAND {
            if self.hands[us.index()][kind.index()] == 0 {
                continue;
            }
            let mut targets = empty;
            if kind == Kind::Pawn {
                targets &= !row_mask(us.last_row());
                let mut pawns = self.pieces(us, Kind::Pawn);
                while pawns != 0 {
                    targets &= !col_mask(col_of(pawns.trailing_zeros() as usize));
                    pawns &= pawns - 1;
                }
            }
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                out.push(Move::drop(kind, to));
            }
        }
    }

    /// True when `m` (legal here) is tactical: a capture or a promotion.
    pub fn is_tactical(&self, m: Move) -> bool {
        m.promotes() || self.is_capture(m)
    }

    /// True when `m` captures.
    pub fn is_capture(&self, m: Move) -> bool {
        !m.is_drop() && m.to() < SQUARES && self.squares[m.to()].is_some()
    }

    /// Appends the legal moves of `kind` to `out`.
    pub fn generate(&self, kind: GenKind, out: &mut MoveList<Move>) {
        let mut pseudo = MoveList::new();
        self.board_moves(&mut pseudo);
        self.drops(&mut pseudo);
        for m in pseudo.iter() {
            let wanted = match kind {
                GenKind::Captures => self.is_tactical(m),
                GenKind::Quiets => !self.is_tactical(m),
                GenKind::Evasions | GenKind::All => true,
            };
            if wanted && self.king_safe_after(m) {
                out.push(m);
            }
        }
    }

    /// True when the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut moves = MoveList::new();
        self.generate(GenKind::All, &mut moves);
        !moves.is_empty()
    }
}
