//! `Board` (piece placement: bitboards per colour and kind plus a mailbox) and
//! `Position` (a board, the side to move, the no-capture ply counter, the move number,
//! the incremental Zobrist key and the undo stack that `make`/`unmake` push and pop).
//!
//! `Board` is `Copy` and answers the questions that need no side to move: attackers of a
//! square, whether a from/to pair keeps a side's general safe, whether it gives check.
//! The repetition judge replays a cycle on a copy of it without touching the heap.
//! Neither type decides which moves exist (`movegen.rs`) nor who has won (`rules.rs`,
//! `repetition.rs`).

use super::attacks::{
    advisor_attacks, between, elephant_attacks, general_attacks, horse_attackers, lines,
    lines_and_horse_legs, soldier_attackers,
};
use super::eval_view::{piece_square, piece_square_from_scratch};
use super::moves::Move;
use super::repetition::RepetitionRules;
use super::types::{Color, Piece, PieceKind, Square};
use crate::core::zobrist;
use crate::core::Bitboard;
use nnue_free_eval::xiangqi::params::S;

/// Zobrist keys: one per coloured piece and square, plus the side to move. The seed is
/// arbitrary but fixed (so that keys, and the bench signature, never change).
const PIECE_KEYS: [[u64; Square::NUM]; Piece::NUM] = {
    let flat = zobrist::table::<{ Piece::NUM * Square::NUM }>(0x5849_414E_4751_4931); // "XIANGQI1"
    let mut t = [[0u64; Square::NUM]; Piece::NUM];
    let mut p = 0;
    while p < Piece::NUM {
        let mut s = 0;
        while s < Square::NUM {
            t[p][s] = flat[p * Square::NUM + s];
            s += 1;
        }
        p += 1;
    }
    t
};
/// Key toggled when Black is to move.
const BLACK_TO_MOVE_KEY: u64 = zobrist::table::<1>(0x5849_414E_4751_4932)[0];

/// Plies of undo records reserved up front, so that a game plus a search never
/// reallocates in steady state.
const RESERVED_PLIES: usize = 1024;

/// What `unmake` needs to restore, and what the repetition judge reads, for one ply.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Undo {
    /// The move made (`Move::NULL` for a null move).
    pub mv: Move,
    /// The piece it captured.
    pub captured: Option<Piece>,
    /// Key of the position before the move.
    pub key_before: u64,
    /// `rule60` before the move.
    pub rule60_before: u32,
    /// `reversible` before the move.
    pub reversible_before: u32,
    /// Checkers before the move.
    pub checkers_before: Bitboard,
    /// `piece_square` before the move.
    pub piece_square_before: S,
}

/// Where the pieces stand.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Board {
    squares: [Option<Piece>; Square::NUM],
    pieces: [[Bitboard; PieceKind::NUM]; 2],
    colors: [Bitboard; 2],
    occupied: Bitboard,
    generals: [Square; 2],
}

/// A xiangqi position with its undo stack.
#[derive(Clone)]
pub struct Position {
    board: Board,
    side: Color,
    key: u64,
    /// The evaluation's material and piece-square sum, kept move by move
    /// (`nnue_free_eval::xiangqi::Board::piece_square_sum`).
    piece_square: S,
    /// Plies since the last capture (FEN field 5 plus the plies made since).
    rule60: u32,
    /// Plies since the last capture or null move: how far back a repetition may reach.
    reversible: u32,
    move_number: u32,
    checkers: Bitboard,
    history: Vec<Undo>,
    /// The rule set the repetition judge applies (option `XiangqiRules`).
    repetition_rules: RepetitionRules,
}

impl Board {
    /// A board with no pieces.
    const EMPTY: Board = Board {
        squares: [None; Square::NUM],
        pieces: [[Bitboard::EMPTY; PieceKind::NUM]; 2],
        colors: [Bitboard::EMPTY; 2],
        occupied: Bitboard::EMPTY,
        generals: [Square::from_index(0); 2],
    };

    #[inline(always)]
    pub(crate) fn add_piece(&mut self, piece: Piece, sq: Square) {
        let b = Bitboard::from_index(sq.index());
        self.squares[sq.index()] = Some(piece);
        self.pieces[piece.color().index()][piece.kind().index()] |= b;
        self.colors[piece.color().index()] |= b;
        self.occupied |= b;
        if piece.kind() == PieceKind::General {
            self.generals[piece.color().index()] = sq;
        }
    }

    #[inline(always)]
    pub(crate) fn remove_piece(&mut self, piece: Piece, sq: Square) {
        let b = Bitboard::from_index(sq.index());
        self.squares[sq.index()] = None;
        self.pieces[piece.color().index()][piece.kind().index()] ^= b;
        self.colors[piece.color().index()] ^= b;
        self.occupied ^= b;
    }

    /// Moves `piece` from `from` to the empty square `to`.
    #[inline(always)]
    pub(crate) fn move_piece(&mut self, piece: Piece, from: Square, to: Square) {
        let b = Bitboard::from_index(from.index()) | Bitboard::from_index(to.index());
        self.squares[from.index()] = None;
        self.squares[to.index()] = Some(piece);
        self.pieces[piece.color().index()][piece.kind().index()] ^= b;
        self.colors[piece.color().index()] ^= b;
        self.occupied ^= b;
        if piece.kind() == PieceKind::General {
            self.generals[piece.color().index()] = to;
        }
    }

    /// Plays `from`-`to` on the board alone (capturing what stands on `to`), returning
    /// the captured piece. For scratch boards; `Position::make` keeps the key as well.
    pub(crate) fn play(&mut self, from: Square, to: Square) -> Option<Piece> {
        let piece = self.squares[from.index()].expect("play: no piece on the origin square");
        let captured = self.squares[to.index()];
        if let Some(c) = captured {
            self.remove_piece(c, to);
        }
        self.move_piece(piece, from, to);
        captured
    }

    /// The piece on `sq`.
    #[inline(always)]
    pub fn piece_on(&self, sq: Square) -> Option<Piece> {
        self.squares[sq.index()]
    }

    /// Squares of `color`'s pieces of `kind`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.pieces[color.index()][kind.index()]
    }

    /// Squares of all of `color`'s pieces.
    #[inline(always)]
    pub fn color_pieces(&self, color: Color) -> Bitboard {
        self.colors[color.index()]
    }

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// Square of `color`'s general.
    #[inline(always)]
    pub fn general(&self, color: Color) -> Square {
        self.generals[color.index()]
    }

    /// Pieces of `attacker` in the sets given that attack the general square `target`
    /// with occupancy `occ`. Chariots and the enemy general share the chariot lines: this
    /// is how the flying-general rule (the generals may not face each other on an open file)
    /// is tested.
    #[inline(always)]
    fn general_attackers_with(
        attacker: Color,
        target: Square,
        occ: Bitboard,
        line_pieces: Bitboard,
        [cannons, horses, soldiers]: [Bitboard; 3],
    ) -> Bitboard {
        // As in `attackers_to`: lookups only for kinds that could attack at all.
        let on_lines = lines(target);
        let mut attackers = soldier_attackers(attacker, target) & soldiers;
        attackers |= Self::line_attackers(target, occ, line_pieces & on_lines, cannons & on_lines);
        if horses.is_nonempty() {
            attackers |= horse_attackers(target, occ) & horses;
        }
        attackers
    }

    /// Of `chariots` and `cannons` (pieces on the lines of `target`), those that attack
    /// `target` with occupancy `occ`: nothing between for a chariot (or a facing general
    /// passed with them), exactly one screen for a cannon. Few pieces stand on a square's
    /// lines, and the squares between each are one lookup: cheaper than sliding from
    /// `target` in four directions. The same set as `chariot_attacks` and
    /// `cannon_captures` from `target` would pick, for pieces on the board of `occ`.
    #[inline(always)]
    fn line_attackers(
        target: Square,
        occ: Bitboard,
        chariots: Bitboard,
        cannons: Bitboard,
    ) -> Bitboard {
        let mut attackers = Bitboard::EMPTY;
        for chariot in chariots {
            if (between(target, Square::from_index(chariot)) & occ).is_empty() {
                attackers = attackers.with(chariot);
            }
        }
        for cannon in cannons {
            let screens = between(target, Square::from_index(cannon)) & occ;
            if screens.is_nonempty() && !screens.has_more_than_one() {
                attackers = attackers.with(cannon);
            }
        }
        attackers
    }

    /// Enemy pieces attacking `color`'s general (the facing enemy general included).
    pub fn general_attackers(&self, color: Color) -> Bitboard {
        let them = color.opponent();
        let p = &self.pieces[them.index()];
        Self::general_attackers_with(
            them,
            self.generals[color.index()],
            self.occupied,
            p[PieceKind::Chariot.index()] | p[PieceKind::General.index()],
            [
                p[PieceKind::Cannon.index()],
                p[PieceKind::Horse.index()],
                p[PieceKind::Soldier.index()],
            ],
        )
    }

    /// True when moving `color`'s piece from `from` to `to` (a pseudo-legal move of that
    /// piece) leaves `color`'s general neither attacked nor facing the enemy general.
    #[inline]
    pub fn keeps_general_safe(&self, color: Color, from: Square, to: Square) -> bool {
        let them = color.opponent();
        let to_bb = Bitboard::from_index(to.index());
        let occ = self.occupied.without(from.index()) | to_bb;
        let general = if from == self.generals[color.index()] {
            to
        } else {
            self.generals[color.index()]
        };
        let survivors = !to_bb;
        let p = &self.pieces[them.index()];
        Self::general_attackers_with(
            them,
            general,
            occ,
            (p[PieceKind::Chariot.index()] | p[PieceKind::General.index()]) & survivors,
            [
                p[PieceKind::Cannon.index()] & survivors,
                p[PieceKind::Horse.index()] & survivors,
                p[PieceKind::Soldier.index()] & survivors,
            ],
        )
        .is_empty()
    }

    /// True when moving the piece on `from` to `to` would attack the enemy general.
    pub fn move_gives_check(&self, from: Square, to: Square) -> bool {
        let Some(piece) = self.squares[from.index()] else {
            return false;
        };
        let us = piece.color();
        let general = self.generals[us.opponent().index()];
        // A move that leaves no line or horse leg of the general and lands on none of its
        // lines changes no other piece's attack on it: only the mover's own can check
        // (chariots and cannons need a line, advisors, elephants and the general never
        // attack it; a horse's leg is a diagonal neighbour of the general, not `from`).
        if !lines_and_horse_legs(general).contains(from.index())
            && !lines(general).contains(to.index())
        {
            return match piece.kind() {
                PieceKind::Horse => horse_attackers(general, self.occupied).contains(to.index()),
                PieceKind::Soldier => soldier_attackers(us, general).contains(to.index()),
                _ => false,
            };
        }
        let from_to = Bitboard::from_index(from.index()) | Bitboard::from_index(to.index());
        let occ = self.occupied.without(from.index()) | Bitboard::from_index(to.index());
        let p = &self.pieces[us.index()];
        let moved = |kind: PieceKind| {
            let b = p[kind.index()];
            if piece.kind() == kind {
                b ^ from_to
            } else {
                b
            }
        };
        Self::general_attackers_with(
            us,
            general,
            occ,
            moved(PieceKind::Chariot),
            [
                moved(PieceKind::Cannon),
                moved(PieceKind::Horse),
                moved(PieceKind::Soldier),
            ],
        )
        .is_nonempty()
    }

    /// Every piece of `color` that attacks `target` with occupancy `occ`, by the ordinary
    /// capture rules of each kind (the general by its palace step, not across the board).
    /// Only pieces on `occ` count, so exchanges can remove pieces by clearing their bits.
    ///
    /// The slider and blocked-step lookups are skipped when no piece of that kind could
    /// attack `target` at all (no chariot or cannon on its lines, no horse or elephant):
    /// the result is the same, and exchanges ask this for every capture they weigh.
    pub fn attackers_to(&self, target: Square, color: Color, occ: Bitboard) -> Bitboard {
        let p = &self.pieces[color.index()];
        let on_lines = lines(target);
        let mut attackers = (soldier_attackers(color, target) & p[PieceKind::Soldier.index()])
            | (advisor_attacks(target) & p[PieceKind::Advisor.index()])
            | (general_attacks(target) & p[PieceKind::General.index()]);
        attackers |= Self::line_attackers(
            target,
            occ,
            p[PieceKind::Chariot.index()] & on_lines,
            p[PieceKind::Cannon.index()] & on_lines,
        );
        let horses = p[PieceKind::Horse.index()];
        if horses.is_nonempty() {
            attackers |= horse_attackers(target, occ) & horses;
        }
        let elephants = p[PieceKind::Elephant.index()];
        if elephants.is_nonempty() {
            attackers |= elephant_attacks(target, occ) & elephants;
        }
        attackers & occ
    }
}

impl std::ops::Deref for Position {
    type Target = Board;

    /// A position reads like its board (`pos.piece_on(sq)`, `pos.general(color)`).
    #[inline(always)]
    fn deref(&self) -> &Board {
        &self.board
    }
}

impl Position {
    /// An empty board (no generals: not a valid position until pieces are put).
    pub(crate) fn empty() -> Position {
        Position::empty_with(Vec::with_capacity(RESERVED_PLIES))
    }

    /// An empty board that takes over this position's undo buffer (this position keeps
    /// its board with no history), so that setting up many positions in turn allocates
    /// once.
    pub(crate) fn empty_reusing(&mut self) -> Position {
        let mut history = std::mem::take(&mut self.history);
        history.clear();
        Position::empty_with(history)
    }

    fn empty_with(history: Vec<Undo>) -> Position {
        Position {
            board: Board::EMPTY,
            side: Color::Red,
            key: 0,
            piece_square: S(0, 0),
            rule60: 0,
            reversible: 0,
            move_number: 1,
            checkers: Bitboard::EMPTY,
            history,
            repetition_rules: RepetitionRules::default(),
        }
    }

    /// The piece placement.
    #[inline(always)]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Puts `piece` on the empty square `sq` (set-up only).
    pub(crate) fn put(&mut self, piece: Piece, sq: Square) {
        debug_assert!(self.board.piece_on(sq).is_none());
        self.board.add_piece(piece, sq);
    }

    /// Sets the side to move and the counters, then computes the key and checkers
    /// (set-up only).
    pub(crate) fn finish_setup(&mut self, side: Color, rule60: u32, move_number: u32) {
        self.side = side;
        self.rule60 = rule60;
        self.reversible = 0;
        self.move_number = move_number.max(1);
        self.key = self.key_from_scratch();
        self.piece_square = piece_square_from_scratch(self);
        self.checkers = self.board.general_attackers(side);
    }

    /// The rule set the repetition judge applies.
    #[inline(always)]
    pub fn repetition_rules(&self) -> RepetitionRules {
        self.repetition_rules
    }

    /// Chooses the rule set the repetition judge applies.
    pub fn set_repetition_rules(&mut self, rules: RepetitionRules) {
        self.repetition_rules = rules;
    }

    /// Who is to move.
    #[inline(always)]
    pub fn side(&self) -> Color {
        self.side
    }

    /// The evaluation's material and piece-square sum, kept by make/unmake.
    #[inline(always)]
    pub fn piece_square_sum(&self) -> S {
        self.piece_square
    }

    /// Zobrist key (board and side to move).
    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Plies since the last capture (the 60-move rule counter).
    pub fn rule60(&self) -> u32 {
        self.rule60
    }

    /// Full-move number (starts at 1, grows after each Black move).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// True when the side to move is in check.
    #[inline(always)]
    pub fn in_check(&self) -> bool {
        self.checkers.is_nonempty()
    }

    /// The undo records, oldest first (the game and search path since set-up).
    pub(crate) fn history(&self) -> &[Undo] {
        &self.history
    }

    /// Plies since the last capture or null move (how far back a repetition may reach).
    pub(crate) fn reversible(&self) -> u32 {
        self.reversible
    }

    /// Key computed from the board alone.
    pub fn key_from_scratch(&self) -> u64 {
        let mut key = if self.side == Color::Black {
            BLACK_TO_MOVE_KEY
        } else {
            0
        };
        for sq in Square::all() {
            if let Some(p) = self.board.piece_on(sq) {
                key ^= PIECE_KEYS[p.index()][sq.index()];
            }
        }
        key
    }

    /// Plays a legal move (legality is the caller's promise; checked in debug builds).
    pub fn make(&mut self, m: Move) {
        debug_assert!(self.is_legal_move(m), "illegal move {m:?}");
        let (from, to) = (m.from(), m.to());
        let piece = self
            .board
            .piece_on(from)
            .expect("make: no piece on the origin square");
        let captured = self.board.piece_on(to);
        self.history.push(Undo {
            mv: m,
            captured,
            key_before: self.key,
            rule60_before: self.rule60,
            reversible_before: self.reversible,
            checkers_before: self.checkers,
            piece_square_before: self.piece_square,
        });
        if let Some(c) = captured {
            self.piece_square = self.piece_square.minus(piece_square(c, to));
            self.board.remove_piece(c, to);
            self.key ^= PIECE_KEYS[c.index()][to.index()];
            self.rule60 = 0;
            self.reversible = 0;
        } else {
            self.rule60 += 1;
            self.reversible += 1;
        }
        self.board.move_piece(piece, from, to);
        self.piece_square = self
            .piece_square
            .minus(piece_square(piece, from))
            .plus(piece_square(piece, to));
        self.key ^= PIECE_KEYS[piece.index()][from.index()]
            ^ PIECE_KEYS[piece.index()][to.index()]
            ^ BLACK_TO_MOVE_KEY;
        if self.side == Color::Black {
            self.move_number += 1;
        }
        self.side = self.side.opponent();
        self.checkers = self.board.general_attackers(self.side);
    }

    /// Takes back the last `make`.
    pub fn unmake(&mut self) {
        let undo = self.history.pop().expect("unmake without make");
        debug_assert!(undo.mv != Move::NULL, "unmake after make_null");
        let (from, to) = (undo.mv.from(), undo.mv.to());
        let piece = self
            .board
            .piece_on(to)
            .expect("unmake: no piece on the destination square");
        self.board.move_piece(piece, to, from);
        if let Some(c) = undo.captured {
            self.board.add_piece(c, to);
        }
        self.restore_turn(&undo);
    }

    /// Gives the turn back and restores the counters and incremental state saved in
    /// `undo` (shared by `unmake` and `unmake_null`; the board is restored by the caller).
    fn restore_turn(&mut self, undo: &Undo) {
        self.side = self.side.opponent();
        if self.side == Color::Black {
            self.move_number -= 1;
        }
        self.key = undo.key_before;
        self.piece_square = undo.piece_square_before;
        self.rule60 = undo.rule60_before;
        self.reversible = undo.reversible_before;
        self.checkers = undo.checkers_before;
    }

    /// Passes the turn. The side to move must not be in check.
    pub fn make_null(&mut self) {
        debug_assert!(!self.in_check(), "null move while in check");
        self.history.push(Undo {
            mv: Move::NULL,
            captured: None,
            key_before: self.key,
            rule60_before: self.rule60,
            reversible_before: self.reversible,
            checkers_before: self.checkers,
            piece_square_before: self.piece_square,
        });
        self.key ^= BLACK_TO_MOVE_KEY;
        self.rule60 += 1;
        self.reversible = 0;
        if self.side == Color::Black {
            self.move_number += 1;
        }
        self.side = self.side.opponent();
        self.checkers = self.board.general_attackers(self.side);
    }

    /// Takes back `make_null`.
    pub fn unmake_null(&mut self) {
        let undo = self.history.pop().expect("unmake_null without make_null");
        debug_assert!(undo.mv == Move::NULL, "unmake_null after a real move");
        self.restore_turn(&undo);
    }

    /// Board, side and counters equal (the history is not compared). For tests.
    pub fn same_state(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.key == other.key
            && self.piece_square == other.piece_square
            && self.rule60 == other.rule60
            && self.reversible == other.reversible
            && self.move_number == other.move_number
            && self.checkers == other.checkers
    }
}
