//! The shogi position: bitboards by colour and kind, a piece-on-square mailbox, both
//! hands, the side to move and an internal stack of undo states with the incremental
//! Zobrist key.
//!
//! This module owns the board representation and make/unmake. It does not decide which
//! moves are legal (`movegen`), how games end (`rules`), or how text maps to positions
//! (`sfen`). `make` trusts its move: callers pass moves that are legal here.

use super::attacks::{
    between, bishop_rays, gold_attacks, king_attacks, knight_attacks, lance_rays, pawn_attacks,
    rook_rays, silver_attacks,
};
use super::eval_view::{
    board_piece_square, hand_piece_square, piece_square_from_scratch, EvalSets,
};
use super::mate_cache::MateCache;
use super::moves::Move;
use super::rules::EnteringKingRule;
use super::types::{Color, Hand, Piece, PieceKind, Square};
use crate::core::{zobrist, Bitboard};

/// Seeds of the Zobrist tables (arbitrary, fixed so that keys never change between builds).
const PIECE_KEY_SEED: u64 = 0x5bd1_e995_0000_0001;
const HAND_KEY_SEED: u64 = 0x5bd1_e995_0000_0002;
/// Hand counts run 0..=18 (18 pawns at most).
const HAND_COUNTS: usize = 19;

static PIECE_KEYS: [u64; 2 * PieceKind::NUM * Square::NUM] = zobrist::table(PIECE_KEY_SEED);
static HAND_KEYS: [u64; 2 * 7 * HAND_COUNTS] = zobrist::table(HAND_KEY_SEED);
/// Xored into the key when White is to move.
const SIDE_KEY: u64 = zobrist::splitmix64(0x5bd1_e995_0000_0003).1;

#[inline(always)]
fn piece_key(piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS
        [(piece.color.index() * PieceKind::NUM + piece.kind.index()) * Square::NUM + sq.index()]
}

#[inline(always)]
fn hand_key(color: Color, kind: PieceKind, count: u32) -> u64 {
    HAND_KEYS[(color.index() * 7 + kind.index()) * HAND_COUNTS + count as usize]
}

/// How many undo states a new position reserves: a long game plus a deep search, so
/// that `make` never allocates in steady state.
const STATE_STACK_CAPACITY: usize = 2048;
/// Buckets of the repetition key filter (a power of two).
pub(super) const KEY_FILTER_SIZE: usize = 4096;
/// A stack of more than `KEY_FILTER_SIZE / FILTER_CLEAR_RATIO` states is cleared from the
/// filter by one fill rather than bucket by bucket.
const FILTER_CLEAR_RATIO: usize = 16;

/// What `unmake` needs, plus facts about the position after the move.
#[derive(Clone, Copy, Debug)]
pub(super) struct State {
    /// Zobrist key of the position after the move.
    pub key: u64,
    /// The move that led here (`Move::NULL` for the initial state and null moves).
    pub last_move: Move,
    /// The piece the move captured, as it stood.
    pub captured: Option<Piece>,
    /// Pieces giving check to the side to move.
    pub checkers: Bitboard,
    /// The evaluation's material, piece-square and hand sum after the move
    /// (`nnue_free_eval::shogi::Board::piece_square_sum`).
    pub piece_square: i32,
}

/// A shogi position with its own history of made moves.
pub struct Position {
    pub(super) board: [Option<Piece>; Square::NUM],
    pub(super) by_color: [Bitboard; 2],
    pub(super) by_kind: [Bitboard; PieceKind::NUM],
    pub(super) hands: [Hand; 2],
    pub(super) side: Color,
    pub(super) kings: [Option<Square>; 2],
    /// The board again as the evaluation's bit sets (eval_view.rs), kept with the rest.
    pub(super) eval_sets: EvalSets,
    /// Move number (SFEN's last field) of the set-up position.
    pub(super) start_move_number: u32,
    /// `states[0]` describes the set-up position; one more entry per made move.
    pub(super) states: Vec<State>,
    pub(super) entering_king_rule: EnteringKingRule,
    /// `MaxMovesToDraw` (YaneuraOu's option: the position after this many plies is a draw):
    /// 0 = no limit.
    pub(super) max_moves_to_draw: u32,
    /// Per-bucket count of the keys on the state stack: a zero-cost filter that lets
    /// `repetition` skip the history walk when the current key cannot have occurred before.
    pub(super) key_filter: Box<[u16; KEY_FILTER_SIZE]>,
    /// Answers of `mate_in_one` by key (mate_cache.rs); a copy starts empty.
    pub(super) mate_cache: MateCache,
}

impl Clone for Position {
    /// A copy whose state stack again reserves the full capacity, so that a search
    /// thread's copy does not reallocate while it searches (`Vec::clone` would keep only
    /// the current length).
    fn clone(&self) -> Position {
        let mut states = Vec::with_capacity(STATE_STACK_CAPACITY.max(self.states.len() * 2));
        states.extend_from_slice(&self.states);
        Position {
            board: self.board,
            by_color: self.by_color,
            by_kind: self.by_kind,
            hands: self.hands,
            side: self.side,
            kings: self.kings,
            eval_sets: self.eval_sets,
            start_move_number: self.start_move_number,
            states,
            entering_king_rule: self.entering_king_rule,
            max_moves_to_draw: self.max_moves_to_draw,
            key_filter: self.key_filter.clone(),
            mate_cache: MateCache::new(),
        }
    }
}

impl Position {
    /// Makes this position the empty board of [`Position::empty`] again, keeping its
    /// allocations (the state stack, the key filter and the mate memo, whose answers
    /// hold for any position): setting up a million book positions in one scratch
    /// position costs no allocation each.
    pub(super) fn clear_for_setup(&mut self) {
        self.board = [None; Square::NUM];
        self.by_color = [Bitboard::EMPTY; 2];
        self.by_kind = [Bitboard::EMPTY; PieceKind::NUM];
        self.hands = [Hand::EMPTY; 2];
        self.side = Color::Black;
        self.kings = [None; 2];
        self.eval_sets = EvalSets::EMPTY;
        self.start_move_number = 1;
        self.entering_king_rule = EnteringKingRule::default();
        self.max_moves_to_draw = 0;
        // `finish_setup` starts the state stack and the key filter afresh.
    }

    /// An empty board, Black to move, move number 1, empty hands (for builders).
    pub(super) fn empty() -> Position {
        let mut states = Vec::with_capacity(STATE_STACK_CAPACITY);
        states.push(State {
            key: 0,
            last_move: Move::NULL,
            captured: None,
            checkers: Bitboard::EMPTY,
            piece_square: 0,
        });
        Position {
            board: [None; Square::NUM],
            by_color: [Bitboard::EMPTY; 2],
            by_kind: [Bitboard::EMPTY; PieceKind::NUM],
            hands: [Hand::EMPTY; 2],
            side: Color::Black,
            kings: [None; 2],
            eval_sets: EvalSets::EMPTY,
            start_move_number: 1,
            states,
            entering_king_rule: EnteringKingRule::default(),
            max_moves_to_draw: 0,
            key_filter: Box::new([0; KEY_FILTER_SIZE]),
            mate_cache: MateCache::new(),
        }
    }

    /// Recomputes the cached facts of the set-up position (key, checkers) after a builder
    /// placed the pieces. Clears the history.
    pub(super) fn finish_setup(&mut self) {
        // The filter counts the keys of the states on the stack, so zeroing their buckets
        // empties it without writing all of it: the book loader sets up a million
        // positions, and the whole filter's memset was a twentieth of its time.
        if self.states.len() <= KEY_FILTER_SIZE / FILTER_CLEAR_RATIO {
            for state in &self.states {
                self.key_filter[Self::filter_bucket(state.key)] = 0;
            }
        } else {
            self.key_filter.fill(0);
        }
        self.states.clear();
        let checkers = self.compute_checkers();
        let key = self.key_from_scratch();
        let piece_square = piece_square_from_scratch(self);
        self.push_state(State {
            key,
            last_move: Move::NULL,
            captured: None,
            checkers,
            piece_square,
        });
    }

    /// Puts `piece` on the empty square `sq` (bitboards, mailbox, king square; no key).
    #[inline(always)]
    pub(super) fn put_piece(&mut self, piece: Piece, sq: Square) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(piece);
        self.by_color[piece.color.index()] = self.by_color[piece.color.index()].with(sq.index());
        self.by_kind[piece.kind.index()] = self.by_kind[piece.kind.index()].with(sq.index());
        self.eval_sets.toggle(piece, sq);
        if piece.kind == PieceKind::King {
            self.kings[piece.color.index()] = Some(sq);
        }
    }

    /// Removes the piece on `sq` and returns it (no key).
    #[inline(always)]
    fn remove_piece(&mut self, sq: Square) -> Piece {
        let piece = self.board[sq.index()]
            .take()
            .expect("remove_piece on an empty square");
        self.by_color[piece.color.index()] = self.by_color[piece.color.index()].without(sq.index());
        self.by_kind[piece.kind.index()] = self.by_kind[piece.kind.index()].without(sq.index());
        self.eval_sets.toggle(piece, sq);
        piece
    }

    /// Sets a hand directly (for builders).
    pub(super) fn set_hand(&mut self, color: Color, hand: Hand) {
        self.hands[color.index()] = hand;
    }

    // ---- read access -------------------------------------------------------------

    /// The piece on `sq`, if any.
    #[inline(always)]
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Squares of `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    /// Squares of all of `color`'s pieces.
    #[inline(always)]
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// Squares of both sides' pieces of `kind`.
    #[inline(always)]
    pub fn pieces_of_kind(&self, kind: PieceKind) -> Bitboard {
        self.by_kind[kind.index()]
    }

    /// The evaluation's material, piece-square and hand sum, kept by make/unmake.
    #[inline(always)]
    pub fn piece_square_sum(&self) -> i32 {
        self.state().piece_square
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// `color`'s hand.
    #[inline(always)]
    pub fn hand(&self, color: Color) -> Hand {
        self.hands[color.index()]
    }

    /// The side to move.
    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// Where `color`'s king stands (tsume positions may lack one).
    #[inline(always)]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.kings[color.index()]
    }

    /// Pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.state().checkers
    }

    /// True when the side to move is in check.
    #[inline(always)]
    pub fn in_check(&self) -> bool {
        self.state().checkers.is_nonempty()
    }

    /// The incremental Zobrist key (board, both hands by count, side to move).
    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.state().key
    }

    /// The key without the pieces in hand (board and side to move): equal for positions
    /// that differ only in their hands (the mate solver's hand dominance).
    pub fn key_without_hands(&self) -> u64 {
        let mut key = self.key();
        for color in Color::ALL {
            for kind in PieceKind::HAND {
                key ^= hand_key(color, kind, self.hands[color.index()].count(kind));
            }
        }
        key
    }

    /// The SFEN move number of the current position.
    pub fn move_number(&self) -> u32 {
        self.start_move_number + self.ply_count() as u32
    }

    /// Plies made since the position was set up.
    #[inline(always)]
    pub fn ply_count(&self) -> usize {
        self.states.len() - 1
    }

    /// The last move made (`Move::NULL` if none, or after a null move).
    pub fn last_move(&self) -> Move {
        self.state().last_move
    }

    #[inline(always)]
    pub(super) fn state(&self) -> &State {
        // The stack always holds the set-up state.
        &self.states[self.states.len() - 1]
    }

    /// The Zobrist key computed from scratch.
    pub fn key_from_scratch(&self) -> u64 {
        let mut key = if self.side == Color::White {
            SIDE_KEY
        } else {
            0
        };
        for sq in Square::all() {
            if let Some(piece) = self.board[sq.index()] {
                key ^= piece_key(piece, sq);
            }
        }
        for color in Color::ALL {
            for kind in PieceKind::HAND {
                key ^= hand_key(color, kind, self.hands[color.index()].count(kind));
            }
        }
        key
    }

    // ---- attacks -----------------------------------------------------------------

    /// Pieces of `color` that attack `sq` when the occupied squares are `occupied`.
    ///
    /// Step attacks are found from the target's side: a piece of `color` on X attacks
    /// `sq` exactly when the same piece of the other colour on `sq` would attack X.
    #[inline]
    pub fn attackers_to(&self, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
        self.step_attackers(color, sq) | self.slider_attackers(color, sq, occupied)
    }

    /// `color`'s pieces that attack `sq` with a step move (every kind's one-square and
    /// knight moves; horse and dragon count here by their king-like steps too), whatever
    /// the occupancy. Part of [`Position::attackers_to`].
    #[inline]
    pub fn step_attackers(&self, color: Color, sq: Square) -> Bitboard {
        let them = !color;
        let k = &self.by_kind;
        let golds = k[PieceKind::Gold.index()]
            | k[PieceKind::Tokin.index()]
            | k[PieceKind::PromotedLance.index()]
            | k[PieceKind::PromotedKnight.index()]
            | k[PieceKind::PromotedSilver.index()];
        let kings =
            k[PieceKind::King.index()] | k[PieceKind::Horse.index()] | k[PieceKind::Dragon.index()];
        let attackers = (pawn_attacks(them, sq) & k[PieceKind::Pawn.index()])
            | (knight_attacks(them, sq) & k[PieceKind::Knight.index()])
            | (silver_attacks(them, sq) & k[PieceKind::Silver.index()])
            | (gold_attacks(them, sq) & golds)
            | (king_attacks(sq) & kings);
        attackers & self.by_color[color.index()]
    }

    /// `color`'s lances, bishops, rooks, horses and dragons that attack `sq` along a
    /// line, given the occupied squares. Part of [`Position::attackers_to`].
    #[inline(always)]
    pub fn slider_attackers(&self, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
        let them = !color;
        let k = &self.by_kind;
        let rooks = k[PieceKind::Rook.index()] | k[PieceKind::Dragon.index()];
        let bishops = k[PieceKind::Bishop.index()] | k[PieceKind::Horse.index()];
        // A slider on an empty-board line from `sq` (a lance of ours looking at it from
        // behind) attacks it when nothing stands between: one table lookup per such
        // piece (rarely more than two) instead of the ray walks of its attack set.
        let snipers = ((lance_rays(them, sq) & k[PieceKind::Lance.index()])
            | (rook_rays(sq) & rooks)
            | (bishop_rays(sq) & bishops))
            & self.by_color[color.index()];
        let mut attackers = Bitboard::EMPTY;
        for sniper in snipers {
            if (between(sq, Square::from_index(sniper)) & occupied).is_empty() {
                attackers = attackers.with(sniper);
            }
        }
        attackers
    }

    /// True when `color` attacks `sq` (with the current occupancy).
    #[inline]
    pub fn is_attacked(&self, color: Color, sq: Square) -> bool {
        self.attackers_to(color, sq, self.occupied()).is_nonempty()
    }

    /// Pieces (of either colour) that alone stand between `king` and a slider of
    /// `attacker` that would otherwise attack it, given the occupied squares.
    #[inline]
    pub(super) fn slider_blockers(
        &self,
        attacker: Color,
        king: Square,
        occupied: Bitboard,
    ) -> Bitboard {
        let k = &self.by_kind;
        let snipers = ((rook_rays(king)
            & (k[PieceKind::Rook.index()] | k[PieceKind::Dragon.index()]))
            | (bishop_rays(king) & (k[PieceKind::Bishop.index()] | k[PieceKind::Horse.index()]))
            | (lance_rays(!attacker, king) & k[PieceKind::Lance.index()]))
            & self.by_color[attacker.index()];
        let mut blockers = Bitboard::EMPTY;
        for sniper in snipers {
            let b = between(king, Square::from_index(sniper)) & occupied;
            if b.is_nonempty() && !b.has_more_than_one() {
                blockers |= b;
            }
        }
        blockers
    }

    /// `color`'s pieces pinned to its own king.
    #[inline]
    pub fn pinned(&self, color: Color) -> Bitboard {
        match self.kings[color.index()] {
            Some(king) => {
                self.slider_blockers(!color, king, self.occupied()) & self.by_color[color.index()]
            }
            None => Bitboard::EMPTY,
        }
    }

    fn compute_checkers(&self) -> Bitboard {
        match self.kings[self.side.index()] {
            Some(king) => self.attackers_to(!self.side, king, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    // ---- make / unmake -----------------------------------------------------------

    /// Plays `m`, which must be legal here.
    pub fn make_move(&mut self, m: Move) {
        let us = self.side;
        let mut key = self.state().key ^ SIDE_KEY;
        let mut piece_square = self.state().piece_square;
        let to = m.to();
        let mut captured = None;
        if let Some(kind) = m.drop_kind() {
            piece_square -= hand_piece_square(us, kind);
            let count = self.hands[us.index()].count(kind);
            key ^= hand_key(us, kind, count) ^ hand_key(us, kind, count - 1);
            self.hands[us.index()] = self.hands[us.index()].remove(kind);
            let piece = Piece::new(us, kind);
            self.put_piece(piece, to);
            key ^= piece_key(piece, to);
            piece_square += board_piece_square(piece, to);
        } else {
            let from = m.from();
            if let Some(victim) = self.board[to.index()] {
                self.remove_piece(to);
                key ^= piece_key(victim, to);
                let kind = victim.kind.unpromoted();
                let count = self.hands[us.index()].count(kind);
                key ^= hand_key(us, kind, count) ^ hand_key(us, kind, count + 1);
                self.hands[us.index()] = self.hands[us.index()].add(kind);
                piece_square += hand_piece_square(us, kind) - board_piece_square(victim, to);
                captured = Some(victim);
            }
            let piece = self.remove_piece(from);
            key ^= piece_key(piece, from);
            let moved = if m.promotes() {
                Piece::new(us, piece.kind.promoted())
            } else {
                piece
            };
            self.put_piece(moved, to);
            key ^= piece_key(moved, to);
            piece_square += board_piece_square(moved, to) - board_piece_square(piece, from);
        }
        self.side = !us;
        let checkers = self.compute_checkers();
        self.push_state(State {
            key,
            last_move: m,
            captured,
            checkers,
            piece_square,
        });
    }

    /// Takes back the last `make_move`.
    pub fn unmake_move(&mut self) {
        debug_assert!(self.states.len() > 1, "unmake with no move made");
        let state = self.pop_state();
        let m = state.last_move;
        let us = !self.side;
        self.side = us;
        let to = m.to();
        let piece = self.remove_piece(to);
        if let Some(kind) = m.drop_kind() {
            self.hands[us.index()] = self.hands[us.index()].add(kind);
        } else {
            let original = if m.promotes() {
                Piece::new(us, piece.kind.unpromoted())
            } else {
                piece
            };
            self.put_piece(original, m.from());
            if let Some(victim) = state.captured {
                self.put_piece(victim, to);
                self.hands[us.index()] = self.hands[us.index()].remove(victim.kind.unpromoted());
            }
        }
    }

    /// Passes the turn. Only when not in check.
    pub fn make_null_move(&mut self) {
        debug_assert!(!self.in_check());
        let key = self.state().key ^ SIDE_KEY;
        let piece_square = self.state().piece_square;
        self.side = !self.side;
        self.push_state(State {
            key,
            last_move: Move::NULL,
            captured: None,
            checkers: Bitboard::EMPTY,
            piece_square,
        });
    }

    /// Takes back `make_null_move`.
    pub fn unmake_null_move(&mut self) {
        debug_assert!(self.states.len() > 1 && self.state().last_move == Move::NULL);
        self.pop_state();
        self.side = !self.side;
    }

    /// Sets the entering-king (impasse declaration) rule used by `declare_win`.
    pub fn set_entering_king_rule(&mut self, rule: EnteringKingRule) {
        self.entering_king_rule = rule;
    }

    /// The entering-king rule in force.
    pub fn entering_king_rule(&self) -> EnteringKingRule {
        self.entering_king_rule
    }

    /// Sets `MaxMovesToDraw` (0 = none), judged by `terminal`.
    pub fn set_max_moves_to_draw(&mut self, moves: u32) {
        self.max_moves_to_draw = moves;
    }

    /// The key filter bucket of `key`.
    #[inline(always)]
    pub(super) fn filter_bucket(key: u64) -> usize {
        (key >> 52) as usize & (KEY_FILTER_SIZE - 1)
    }

    #[inline(always)]
    fn push_state(&mut self, state: State) {
        self.key_filter[Self::filter_bucket(state.key)] += 1;
        self.states.push(state);
    }

    #[inline(always)]
    fn pop_state(&mut self) -> State {
        let state = self.states.pop().expect("unmake with no move made");
        self.key_filter[Self::filter_bucket(state.key)] -= 1;
        state
    }
}
