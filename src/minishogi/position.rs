//! The minishogi position: the [`Board`], its Zobrist key kept up to date, and the stack
//! of states that `make`/`unmake` (and the repetition rules) walk. The game's history
//! and the search path share the stack.

use super::board::Board;
use super::types::{Color, Kind, Move, Piece, SQUARES};
use crate::core::zobrist;

/// Most of one kind that a hand can hold: every kind comes in two, one per side.
pub const MAX_IN_HAND: usize = 2;
/// Plies the state stack holds before it grows (a long game plus a deep search).
const STACK_CAPACITY: usize = 1024;

/// Keys of a piece of each colour and kind on each square (seed: the board's size).
static PIECE_KEYS: [u64; 2 * Kind::NUM * SQUARES] = zobrist::table(0x5555_0001);
/// Keys of each hand count of each colour and hand kind.
static HAND_KEYS: [u64; 2 * 5 * (MAX_IN_HAND + 1)] = zobrist::table(0x5555_0002);
/// Key of White to move.
const WHITE_TO_MOVE: u64 = zobrist::splitmix64(0x5555_0003).1;

fn piece_key(piece: Piece, square: usize) -> u64 {
    PIECE_KEYS[(piece.color.index() * Kind::NUM + piece.kind.index()) * SQUARES + square]
}

fn hand_key(color: Color, kind: Kind, count: u8) -> u64 {
    let count = usize::from(count).min(MAX_IN_HAND);
    HAND_KEYS[(color.index() * 5 + kind.index()) * (MAX_IN_HAND + 1) + count]
}

/// What one ply changed, to take it back, plus what the rules read about it.
#[derive(Clone, Copy, Debug)]
pub struct State {
    /// Key of the position after the move.
    pub key: u64,
    /// The move that led here (`Move::NULL` for the set-up position and null moves).
    pub last_move: Move,
    /// The piece the move captured.
    pub captured: Option<Piece>,
    /// The pieces giving check to the side to move here.
    pub checkers: u32,
}

/// A position with its history.
#[derive(Clone, Debug)]
pub struct Position {
    /// Pieces, hands and the side to move.
    pub board: Board,
    /// One state per ply since set-up; the first is the set-up position's.
    pub states: Vec<State>,
    /// The SFEN move number of the set-up position.
    pub start_ply: u32,
}

impl Position {
    /// A position of `board` at SFEN move number `start_ply`, with no history.
    pub fn from_board(board: Board, start_ply: u32) -> Position {
        let mut states = Vec::with_capacity(STACK_CAPACITY);
        states.push(State {
            key: Position::key_of(&board),
            last_move: Move::NULL,
            captured: None,
            checkers: board.checkers(),
        });
        Position {
            board,
            states,
            start_ply,
        }
    }

    /// The key of `board`, from scratch.
    pub fn key_of(board: &Board) -> u64 {
        let mut key = 0;
        for (square, piece) in board.squares.iter().enumerate() {
            if let Some(p) = piece {
                key ^= piece_key(*p, square);
            }
        }
        for color in [Color::Black, Color::White] {
            for kind in Kind::HAND {
                key ^= hand_key(color, kind, board.hands[color.index()][kind.index()]);
            }
        }
        if board.side == Color::White {
            key ^= WHITE_TO_MOVE;
        }
        key
    }

    fn top(&self) -> &State {
        // The stack is never empty: set-up pushes the first state, unmake keeps it.
        &self.states[self.states.len() - 1]
    }

    /// The current key.
    pub fn key(&self) -> u64 {
        self.top().key
    }

    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> u32 {
        self.top().checkers
    }

    /// Plies made since set-up.
    pub fn ply_count(&self) -> usize {
        self.states.len() - 1
    }

    /// The SFEN move number of the current position.
    pub fn move_number(&self) -> u32 {
        self.start_ply
            .saturating_add(u32::try_from(self.ply_count()).unwrap_or(u32::MAX))
    }

    /// Plays the legal move `m`.
    pub fn make_move(&mut self, m: Move) {
        let us = self.board.side;
        let to = m.to();
        let mut key = self.key();
        let mut captured = None;
        if let Some(kind) = m.drop_kind() {
            let count = &mut self.board.hands[us.index()][kind.index()];
            key ^= hand_key(us, kind, *count);
            *count = count.saturating_sub(1);
            key ^= hand_key(us, kind, *count);
            let piece = Piece::new(us, kind);
            self.board.put(to, piece);
            key ^= piece_key(piece, to);
        } else {
            let from = m.from_field();
            let Some(mut piece) = self.board.take(from) else {
                return;
            };
            key ^= piece_key(piece, from);
            if let Some(victim) = self.board.take(to) {
                key ^= piece_key(victim, to);
                if let Some(kind) = victim.kind.unpromoted() {
                    let count = &mut self.board.hands[us.index()][kind.index()];
                    key ^= hand_key(us, kind, *count);
                    *count = count.saturating_add(1);
                    key ^= hand_key(us, kind, *count);
                }
                captured = Some(victim);
            }
            if m.promotes() {
                if let Some(promoted) = piece.kind.promoted() {
                    piece.kind = promoted;
                }
            }
            self.board.put(to, piece);
            key ^= piece_key(piece, to);
        }
        self.board.side = us.opponent();
        key ^= WHITE_TO_MOVE;
        let checkers = self.board.checkers();
        self.states.push(State {
            key,
            last_move: m,
            captured,
            checkers,
        });
    }

    /// Takes back the last move (or null move); nothing at the set-up position.
    pub fn unmake_move(&mut self) {
        if self.states.len() < 2 {
            return;
        }
        let Some(state) = self.states.pop() else {
            return;
        };
        let m = state.last_move;
        self.board.side = self.board.side.opponent();
        if m == Move::NULL {
            return;
        }
        let us = self.board.side;
        let to = m.to();
        let Some(mut piece) = self.board.take(to) else {
            return;
        };
        if let Some(kind) = m.drop_kind() {
            let count = &mut self.board.hands[us.index()][kind.index()];
            *count = count.saturating_add(1);
            return;
        }
        if m.promotes() {
            if let Some(kind) = piece.kind.unpromoted() {
                piece.kind = kind;
            }
        }
        self.board.put(m.from_field(), piece);
        if let Some(victim) = state.captured {
            if let Some(kind) = victim.kind.unpromoted() {
                let count = &mut self.board.hands[us.index()][kind.index()];
                *count = count.saturating_sub(1);
            }
            self.board.put(to, victim);
        }
    }

    /// Passes the turn (only when not in check).
    pub fn make_null_move(&mut self) {
        self.board.side = self.board.side.opponent();
        let key = self.key() ^ WHITE_TO_MOVE;
        self.states.push(State {
            key,
            last_move: Move::NULL,
            captured: None,
            checkers: 0,
        });
    }
}
