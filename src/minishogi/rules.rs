//! How a minishogi game ends, and the exchange value of a move.
//!
//! The game-end rules are Fairy-Stockfish's for `minishogi` (its `variant.cpp` and
//! `Position::checkmate_value`): a side with no legal move loses, in check or not,
//! except when a pawn drop mated it: that drop is the foul of uchifuzume and the side
//! that played it loses (the drop is a legal move, as Fairy-Stockfish generates it, so
//! perft counts agree with it). The fourth occurrence of a position (board,
//! hands, side to move) ends the game, lost by the side that checked on every one of its
//! moves since the first occurrence, and otherwise lost by Black (sente), whatever the
//! side to move; inside the search a repetition after the root counts at once.

use super::board::Board;
use super::position::Position;
use super::types::{Color, Kind, Move, Piece, SQUARES};
use crate::core::repetition;
use crate::game::{Outcome, Verdict};

/// Occurrences of a position that end the game (Fairy-Stockfish's `nFoldRule` = 4).
const REPETITIONS_TO_END: usize = 4;

impl Position {
    /// The verdict of a repetition cycle of `span` plies ending here: perpetual check
    /// loses for the checker; a plain repetition loses for Black.
    fn judge_cycle(&self, span: usize) -> Verdict {
        let n = self.states.len() - 1;
        let (we_always_checked, they_always_checked) =
            repetition::always_checked(span, |j| self.states[n - j].checkers != 0);
        match (we_always_checked, they_always_checked) {
            (true, false) => Verdict {
                outcome: Outcome::Loss,
                reason: "perpetual check",
            },
            (false, true) => Verdict {
                outcome: Outcome::Win,
                reason: "perpetual check by the opponent",
            },
            // Both sides checking throughout: Fairy-Stockfish calls it a draw.
            (true, true) => Verdict {
                outcome: Outcome::Draw,
                reason: "mutual perpetual check",
            },
            (false, false) => Verdict {
                outcome: if self.board.side == Color::Black {
                    Outcome::Loss
                } else {
                    Outcome::Win
                },
                reason: "fourfold repetition (lost by sente)",
            },
        }
    }

    /// Walks back over the earlier positions with the same side to move (stopping at a
    /// null move) and calls `visit(distance)` for each one equal to this one, until it
    /// returns a verdict.
    fn scan_repetitions(&self, visit: impl FnMut(usize) -> Option<Verdict>) -> Option<Verdict> {
        repetition::scan_earlier(
            self.states.len() - 1,
            |i| self.states[i].key,
            |i| self.states[i].last_move == Move::NULL,
            visit,
        )
    }

    /// True when the last move was a pawn drop that checkmated the side to move.
    pub fn mated_by_pawn_drop(&self) -> bool {
        let last = self.states[self.states.len() - 1].last_move;
        last.drop_kind() == Some(Kind::Pawn) && self.checkers() != 0 && !self.board.has_legal_move()
    }

    /// Search-time judgement from the history (see `Game::repetition`): a pawn-drop
    /// mate on the last move wins for the side to move; a cycle inside the search
    /// counts at once, one reaching back before the root at the game's full count; the
    /// cycle judged is the one since the nearest earlier occurrence.
    pub fn repetition_outcome(&self, plies_from_root: usize) -> Option<Outcome> {
        if self.mated_by_pawn_drop() {
            return Some(Outcome::Win);
        }
        let mut nearest = None;
        let mut count = 1;
        self.scan_repetitions(|distance| {
            let nearest = *nearest.get_or_insert(distance);
            count += 1;
            (distance < plies_from_root || count >= REPETITIONS_TO_END)
                .then(|| self.judge_cycle(nearest))
        })
        .map(|v| v.outcome)
    }

    /// Full-rule judgement (see `Game::terminal`): no legal move, then the fourth
    /// occurrence, whose perpetual-check test spans every move since the first.
    pub fn terminal_verdict(&self) -> Option<Verdict> {
        if self.mated_by_pawn_drop() {
            return Some(Verdict {
                outcome: Outcome::Win,
                reason: "pawn-drop mate by the opponent (uchifuzume)",
            });
        }
        if !self.board.has_legal_move() {
            let reason = if self.checkers() != 0 {
                "checkmate"
            } else {
                "no legal move"
            };
            return Some(Verdict {
                outcome: Outcome::Loss,
                reason,
            });
        }
        let mut count = 1;
        self.scan_repetitions(|distance| {
            count += 1;
            (count >= REPETITIONS_TO_END).then(|| self.judge_cycle(distance))
        })
    }
}

/// Value of a kind in the exchange, from the evaluation's material table; the king
/// counts as more than everything else together.
pub fn exchange_value(kind: Kind) -> i32 {
    const KING_VALUE: i32 = 30_000;
    if kind == Kind::King {
        KING_VALUE
    } else {
        nnue_free_eval::minishogi::piece_value(super::eval_piece(kind))
    }
}

/// Deepest exchange followed: every piece of the board could take part.
const MAX_EXCHANGE: usize = 2 * SQUARES;

/// Static exchange evaluation of the legal move `m` on its destination, in centipawns
/// for the side that plays it: captures alternate with the least valuable attacker,
/// sliders behind the captured ones join in; promotions are not counted.
pub fn static_exchange(board: &Board, m: Move) -> i32 {
    let to = m.to();
    if to >= SQUARES {
        return 0;
    }
    let to_bit = 1u32 << to;
    let us = board.side;
    let (moving, mut occupied) = match m.drop_kind() {
        Some(kind) => (Piece::new(us, kind), board.occupied() | to_bit),
        None => match board.squares.get(m.from_field()).copied().flatten() {
            Some(piece) => (piece, (board.occupied() & !(1 << m.from_field())) | to_bit),
            None => return 0,
        },
    };
    let captured = if m.is_drop() {
        0
    } else {
        board.squares[to].map_or(0, |p| exchange_value(p.kind))
    };
    let mut gain = [0i32; MAX_EXCHANGE + 1];
    gain[0] = captured;
    let mut on_square = exchange_value(moving.kind);
    let mut side = us.opponent();
    let mut depth = 0;
    while depth < MAX_EXCHANGE {
        let attackers = board.attackers(to, side, occupied, occupied & !to_bit);
        if attackers == 0 {
            break;
        }
        let mut best = (0usize, i32::MAX, Kind::King);
        let mut left = attackers;
        while left != 0 {
            let sq = left.trailing_zeros() as usize;
            left &= left - 1;
            if let Some(p) = board.squares[sq] {
                let value = exchange_value(p.kind);
                if value < best.1 {
                    best = (sq, value, p.kind);
                }
            }
        }
        let (sq, value, kind) = best;
        let after = occupied & !(1 << sq);
        // A king may only recapture where nothing can take it back.
        if kind == Kind::King && board.attackers(to, side.opponent(), after, after & !to_bit) != 0 {
            break;
        }
        depth += 1;
        gain[depth] = on_square - gain[depth - 1];
        on_square = value;
        occupied = after;
        side = side.opponent();
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}
