//! Legal move generation into a caller's stack `MoveList`, and the matching legality test
//! for arbitrary 16-bit move patterns (TT and killer moves).
//!
//! Legality comes from three facts computed once per call: the pieces checking our king
//! (kept in the state stack by `make`), our pinned pieces, and for king moves an attack
//! test with the king lifted off the board (so a slider's ray continues behind it).
//! Non-king moves and drops are restricted to `checker | between(king, checker)` under a
//! single check; under double check only the king moves. Drops obey the four rules of
//! shogi: no promotion, no dead piece, nifu, and no pawn-drop mate (tested only
//! for the one square in front of the enemy king, the only place a pawn drop checks).
//!
//! Move kinds (`GenKind`): `Captures` holds every capture and every promoting move,
//! `Quiets` the rest (non-capturing non-promotions and drops); both are restricted by
//! the same legality, so they partition the legal moves also when in check.

use super::attacks::{
    attacks, between, bishop_rays, dead_squares, file_mask, king_attacks, line, pawn_attacks,
    rook_rays, BOARD, PROMOTION_ZONE,
};
use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};
use crate::core::{Bitboard, MoveList};
use crate::game::GenKind;

/// Generation modes, as const generic parameters so each is compiled without branches.
const ALL: u8 = 0;
const CAPTURES: u8 = 1;
const QUIETS: u8 = 2;

impl Position {
    /// Appends the legal moves of `kind` to `out`.
    pub fn generate_moves(&self, kind: GenKind, out: &mut MoveList<Move>) {
        match kind {
            GenKind::All | GenKind::Evasions => self.generate_mode::<ALL>(out),
            GenKind::Captures => self.generate_mode::<CAPTURES>(out),
            GenKind::Quiets => self.generate_mode::<QUIETS>(out),
        }
    }

    /// Number of legal moves (perft's bulk count).
    pub fn legal_move_count(&self) -> usize {
        let mut list = MoveList::new();
        self.generate_mode::<ALL>(&mut list);
        list.len()
    }

    fn generate_mode<const MODE: u8>(&self, out: &mut MoveList<Move>) {
        let us = self.side;
        let them = !us;
        let own = self.by_color[us.index()];
        let enemy = self.by_color[them.index()];
        let occupied = own | enemy;
        let empty = !occupied & BOARD;
        let checkers = self.checkers();
        let king = self.kings[us.index()];

        // Where non-king pieces may go, and where drops may land.
        let (move_target, drop_target) = match king {
            Some(k) if checkers.is_nonempty() => {
                if checkers.has_more_than_one() {
                    (Bitboard::EMPTY, Bitboard::EMPTY)
                } else {
                    let block =
                        between(k, Square::from_index(checkers.0.trailing_zeros() as usize));
                    (block | checkers, block)
                }
            }
            _ => (!own & BOARD, empty),
        };

        if move_target.is_nonempty() {
            let pinned = self.pinned(us);
            let movers = own & !self.by_kind[PieceKind::King.index()];
            for from in movers {
                let from = Square::from_index(from);
                let kind = self.board[from.index()].expect("own piece").kind;
                let mut dests = attacks(us, kind, from, occupied) & move_target;
                if let Some(k) = king.filter(|_| pinned.contains(from.index())) {
                    dests &= line(k, from);
                }
                push_board_moves::<MODE>(out, us, from, kind, dests, enemy);
            }
        }

        if let Some(k) = king {
            let mut dests = king_attacks(k) & !own;
            dests &= match MODE {
                ALL => BOARD,
                CAPTURES => enemy,
                _ => empty,
            };
            let lifted = occupied.without(k.index());
            for to in dests {
                let to = Square::from_index(to);
                if self.attackers_to(them, to, lifted).is_empty() {
                    out.push(Move::board(k, to, false));
                }
            }
        }

        if MODE != CAPTURES {
            self.push_drops(out, drop_target);
        }
    }

    fn push_drops(&self, out: &mut MoveList<Move>, target: Bitboard) {
        let us = self.side;
        let hand = self.hands[us.index()];
        if hand.is_empty() || target.is_empty() {
            return;
        }
        for kind in PieceKind::HAND {
            if !hand.has(kind) {
                continue;
            }
            let mut squares = target & !dead_squares(us, kind);
            if kind == PieceKind::Pawn {
                squares &= !self.pawn_files(us);
                if let Some(mate_square) = self.pawn_check_square() {
                    if squares.contains(mate_square.index()) && self.is_pawn_drop_mate(mate_square)
                    {
                        squares = squares.without(mate_square.index());
                    }
                }
            }
            for to in squares {
                out.push(Move::drop(kind, Square::from_index(to)));
            }
        }
    }

    /// Every square of the files where `color` has an unpromoted pawn (nifu).
    fn pawn_files(&self, color: Color) -> Bitboard {
        let mut files = Bitboard::EMPTY;
        for sq in self.pieces(color, PieceKind::Pawn) {
            files |= file_mask(Square::from_index(sq).file());
        }
        files
    }

    /// The square where a pawn of the side to move would check the enemy king.
    fn pawn_check_square(&self) -> Option<Square> {
        let them = !self.side;
        let king = self.kings[them.index()]?;
        pawn_attacks(them, king).lowest().map(Square::from_index)
    }

    /// True when a pawn of the side to move dropped on `sq`, right in front of the enemy
    /// king, would mate (uchifuzume, illegal). The pawn is adjacent to the king, so the
    /// defence can only take it or step away: no interposition exists.
    fn is_pawn_drop_mate(&self, sq: Square) -> bool {
        let us = self.side;
        let them = !us;
        let Some(king) = self.kings[them.index()] else {
            return false;
        };
        let occupied = self.occupied().with(sq.index());
        let lifted = occupied.without(king.index());
        // The king takes the pawn unless we defend it.
        if self.attackers_to(us, sq, lifted).is_empty() {
            return false;
        }
        // Another piece takes it, unless pinned (pins seen with the pawn on the board).
        let capturers = self.attackers_to(them, sq, occupied).without(king.index());
        if capturers.is_nonempty() {
            let pinned = self.slider_blockers(us, king, occupied) & self.by_color[them.index()];
            if (capturers & !pinned).is_nonempty() {
                return false;
            }
        }
        // The king steps to a square we do not attack.
        let flights =
            king_attacks(king) & !self.by_color[them.index()] & !Bitboard::from_index(sq.index());
        for to in flights {
            if self
                .attackers_to(us, Square::from_index(to), lifted)
                .is_empty()
            {
                return false;
            }
        }
        true
    }

    /// True when `m` (any bit pattern) is a legal move here; agrees with generation.
    pub fn is_legal_move(&self, m: Move) -> bool {
        if m.bits() & 0x8000 != 0 {
            return false;
        }
        let Some(to) = Square::try_from_index(m.to_index()) else {
            return false;
        };
        let us = self.side;
        let them = !us;
        let occupied = self.occupied();
        let king = self.kings[us.index()];
        let checkers = self.checkers();

        if m.is_drop() {
            let Some(kind) = m.drop_kind() else {
                return false;
            };
            if m.promotes()
                || !self.hands[us.index()].has(kind)
                || occupied.contains(to.index())
                || dead_squares(us, kind).contains(to.index())
            {
                return false;
            }
            if kind == PieceKind::Pawn
                && (self.pawn_files(us).contains(to.index())
                    || (self.pawn_check_square() == Some(to) && self.is_pawn_drop_mate(to)))
            {
                return false;
            }
            return match king {
                Some(k) if checkers.is_nonempty() => {
                    !checkers.has_more_than_one()
                        && between(k, Square::from_index(checkers.0.trailing_zeros() as usize))
                            .contains(to.index())
                }
                _ => true,
            };
        }

        let from = m.from();
        if from == to {
            return false;
        }
        let Some(piece) = self.board[from.index()] else {
            return false;
        };
        if piece.color != us
            || self.by_color[us.index()].contains(to.index())
            || !attacks(us, piece.kind, from, occupied).contains(to.index())
        {
            return false;
        }
        if m.promotes() {
            let zone = PROMOTION_ZONE[us.index()];
            if !piece.kind.can_promote()
                || !(zone.contains(from.index()) || zone.contains(to.index()))
            {
                return false;
            }
        } else if dead_squares(us, piece.kind).contains(to.index()) {
            return false;
        }
        let Some(k) = king else {
            return true;
        };
        if piece.kind == PieceKind::King {
            return self
                .attackers_to(them, to, occupied.without(from.index()))
                .is_empty();
        }
        if checkers.is_nonempty() {
            if checkers.has_more_than_one() {
                return false;
            }
            let checker = Square::from_index(checkers.0.trailing_zeros() as usize);
            if !(between(k, checker) | checkers).contains(to.index()) {
                return false;
            }
        }
        !self.pinned(us).contains(from.index()) || line(k, from).contains(to.index())
    }

    /// True when the legal move `m` checks the enemy king (directly or by discovery).
    pub fn move_gives_check(&self, m: Move) -> bool {
        let us = self.side;
        let Some(their_king) = self.kings[(!us).index()] else {
            return false;
        };
        let to = m.to();
        let occupied = self.occupied();
        if let Some(kind) = m.drop_kind() {
            return attacks(us, kind, to, occupied).contains(their_king.index());
        }
        let from = m.from();
        let Some(piece) = self.board[from.index()] else {
            return false;
        };
        let kind = if m.promotes() {
            piece.kind.promoted()
        } else {
            piece.kind
        };
        let after = occupied.without(from.index()).with(to.index());
        if attacks(us, kind, to, after).contains(their_king.index()) {
            return true;
        }
        // A discovered check needs `from` on a line from their king: most moves are not,
        // and skip the blockers' lookup.
        (rook_rays(their_king) | bishop_rays(their_king)).contains(from.index())
            && self
                .slider_blockers(us, their_king, occupied)
                .contains(from.index())
            && !line(their_king, from).contains(to.index())
    }

    /// True when `m` captures a piece.
    #[inline]
    pub fn move_is_capture(&self, m: Move) -> bool {
        !m.is_drop() && m.to_index() < Square::NUM && self.board[m.to_index()].is_some()
    }
}

/// Pushes the board moves of one piece to `dests`, with every promotion choice the
/// rules allow, filtered by `MODE`.
#[inline(always)]
fn push_board_moves<const MODE: u8>(
    out: &mut MoveList<Move>,
    us: Color,
    from: Square,
    kind: PieceKind,
    dests: Bitboard,
    enemy: Bitboard,
) {
    if kind.can_promote() {
        let zone = PROMOTION_ZONE[us.index()];
        let dead = dead_squares(us, kind);
        if MODE != QUIETS {
            let promoting = if zone.contains(from.index()) {
                dests
            } else {
                dests & zone
            };
            for to in promoting {
                out.push(Move::board(from, Square::from_index(to), true));
            }
        }
        let plain = match MODE {
            ALL => dests & !dead,
            CAPTURES => dests & enemy & !dead,
            _ => dests & !enemy & !dead,
        };
        for to in plain {
            out.push(Move::board(from, Square::from_index(to), false));
        }
    } else {
        let plain = match MODE {
            ALL => dests,
            CAPTURES => dests & enemy,
            _ => dests & !enemy,
        };
        for to in plain {
            out.push(Move::board(from, Square::from_index(to), false));
        }
    }
}
