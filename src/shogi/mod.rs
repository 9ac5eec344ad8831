//! Shogi rules: vocabulary types, moves and USI text, SFEN, attack tables,
//! the position with make/unmake, legal move generation, game-end rules, exchange values
//! and the evaluation's board view, and the bench positions. This file wires them to the
//! generic [`Game`] trait and declares the game (`Game::INFO`).

pub mod attacks;
pub mod bench_positions;
pub mod eval_view;
pub mod exchange;
pub mod mate1;
mod mate_cache;
pub mod movegen;
pub mod moves;
pub mod position;
pub mod rules;
pub mod sfen;
pub mod types;

pub use moves::Move;
pub use position::Position;
pub use rules::{
    EnteringKingRule, ENTERING_KING_RULE_OPTION, MAX_MOVES_TO_DRAW_OPTION, RULE_OPTIONS,
};
pub use sfen::{SfenError, START_SFEN};
pub use types::{Color, Hand, Piece, PieceKind, Square};

use crate::core::MoveList;
use crate::game::{
    Game, GameInfo, GenKind, Outcome, Protocol, RecordFormat, Side, Verdict, XboardNotation,
};
use std::fmt;
use std::fmt::Write as _;

/// Why a USI move text was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not USI move syntax (`7g7f`, `8h2b+`, `P*5e`).
    Malformed(String),
    /// Well-formed but not a legal move in the position.
    Illegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(t) => write!(f, "malformed USI move '{t}'"),
            MoveError::Illegal(t) => write!(f, "illegal move '{t}'"),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// The even start position.
    pub fn startpos() -> Position {
        sfen::parse(START_SFEN).expect("the start SFEN is valid")
    }

    /// Parses USI move text and checks that it is legal here.
    pub fn parse_usi_move(&self, text: &str) -> Result<Move, MoveError> {
        let m =
            Move::parse_usi(text.trim()).ok_or_else(|| MoveError::Malformed(text.to_string()))?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal(text.to_string()))
        }
    }

    /// The board diagram of the `d` command, with hands, SFEN, key and checkers.
    pub fn diagram_text(&self) -> String {
        let mut out = String::new();
        let hand_text = |color: Color| {
            let hand = self.hand(color);
            let parts: Vec<String> = PieceKind::HAND
                .iter()
                .rev()
                .filter(|&&k| hand.has(k))
                .map(|&k| format!("{}{}", Piece::new(color, k).sfen(), hand.count(k)))
                .collect();
            if parts.is_empty() {
                "-".to_string()
            } else {
                parts.join(" ")
            }
        };
        let _ = writeln!(out, "White hand: {}", hand_text(Color::White));
        let _ = writeln!(out, "   9  8  7  6  5  4  3  2  1");
        for rank in 1..=9 {
            let _ = write!(out, "{} ", (b'a' + rank as u8 - 1) as char);
            for file in (1..=9).rev() {
                let sq = Square::new(file, rank).expect("on the board");
                let text = self
                    .piece_on(sq)
                    .map_or(" .".to_string(), |p| format!("{:>2}", p.sfen()));
                let _ = write!(out, "{text} ");
            }
            out.push('\n');
        }
        let _ = writeln!(out, "Black hand: {}", hand_text(Color::Black));
        let _ = writeln!(out, "Sfen: {}", sfen::format(self));
        let _ = writeln!(out, "Key: {:016x}", self.key());
        let checkers: Vec<String> = self
            .checkers()
            .map(|i| Square::from_index(i).to_string())
            .collect();
        let _ = writeln!(out, "Checkers: {}", checkers.join(" "));
        out
    }
}

impl Game for Position {
    type Move = Move;
    type PositionError = SfenError;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "shogi",
        position_word: "sfen",
        variants: &["shogi"],
        protocols: &[Protocol::Usi, Protocol::Xboard],
        record_format: RecordFormat::Csa,
        xboard_notation: XboardNotation::Shogi,
        rule_options: RULE_OPTIONS,
        bench_positions: &bench_positions::BENCH_POSITIONS,
        bench_depth: 9,
    };

    fn startpos() -> Self {
        Position::startpos()
    }

    fn from_fen(text: &str) -> Result<Self, SfenError> {
        sfen::parse(text)
    }

    /// In place: a fresh position allocates its state stack, key filter and mate memo
    /// (over half a megabyte), which costs far more than the parse.
    fn set_fen(&mut self, text: &str) -> Result<(), SfenError> {
        sfen::parse_into(self, text)
    }

    fn to_fen(&self) -> String {
        sfen::format(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_usi_move(text)
    }

    fn format_move(m: Move) -> String {
        m.to_string()
    }

    /// The SFEN move number is the ply number already.
    fn game_ply(&self) -> u32 {
        self.move_number()
    }

    /// `EnteringKingRule` and `MaxMovesToDraw` live in the position, which judges
    /// `declare_win` and the move-count draw with them.
    fn set_rule(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            ENTERING_KING_RULE_OPTION => {
                let rule = value
                    .parse::<EnteringKingRule>()
                    .map_err(|e| e.to_string())?;
                self.set_entering_king_rule(rule);
            }
            MAX_MOVES_TO_DRAW_OPTION => {
                let plies = value
                    .parse::<u32>()
                    .map_err(|_| format!("{name}: expected a number of plies, got {value}"))?;
                self.set_max_moves_to_draw(plies);
            }
            _ => return Err(format!("shogi has no rule option {name}")),
        }
        Ok(())
    }

    fn diagram(&self) -> String {
        self.diagram_text()
    }

    fn side_to_move(&self) -> Side {
        match self.side {
            Color::Black => Side::First,
            Color::White => Side::Second,
        }
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn structure_key(&self) -> u64 {
        crate::core::zobrist::key_of_sets(
            self.pieces(Color::Black, PieceKind::Pawn).0,
            self.pieces(Color::White, PieceKind::Pawn).0,
        )
    }

    fn guard_key(&self) -> u64 {
        let guards = |color| {
            (self.pieces(color, PieceKind::King)
                | self.pieces(color, PieceKind::Gold)
                | self.pieces(color, PieceKind::Silver))
            .0
        };
        crate::core::zobrist::key_of_sets(guards(Color::Black), guards(Color::White))
    }

    fn mate_in_one(&mut self) -> Option<Move> {
        Position::mate_in_one(self)
    }

    #[inline(always)]
    fn prefetch_mate_in_one(&self) {
        self.mate_cache.prefetch(self.key());
    }

    fn hand_split(&self, attacker: Side) -> (u64, u32) {
        let color = match attacker {
            Side::First => Color::Black,
            Side::Second => Color::White,
        };
        (self.key_without_hands(), self.hand(color).raw())
    }

    fn hand_covers(more: u32, fewer: u32) -> bool {
        Hand::covers(more, fewer)
    }

    fn key_from_scratch(&self) -> u64 {
        Position::key_from_scratch(self)
    }

    fn ply_count(&self) -> usize {
        Position::ply_count(self)
    }

    fn in_check(&self) -> bool {
        Position::in_check(self)
    }

    fn generate(&self, kind: GenKind, out: &mut MoveList<Move>) {
        self.generate_moves(kind, out)
    }

    fn is_legal(&self, m: Move) -> bool {
        self.is_legal_move(m)
    }

    fn gives_check(&self, m: Move) -> bool {
        self.move_gives_check(m)
    }

    fn is_capture(&self, m: Move) -> bool {
        self.move_is_capture(m)
    }

    fn is_tactical(&self, m: Move) -> bool {
        m.promotes() || self.move_is_capture(m)
    }

    fn captured_value(&self, m: Move) -> i32 {
        self.move_captured_value(m)
    }

    fn moving_value(&self, m: Move) -> i32 {
        self.move_moving_value(m)
    }

    fn see(&self, m: Move) -> i32 {
        self.static_exchange(m)
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.static_exchange_ge(m, threshold)
    }

    fn make(&mut self, m: Move) {
        self.make_move(m)
    }

    fn unmake(&mut self) {
        self.unmake_move()
    }

    fn make_null(&mut self) {
        self.make_null_move()
    }

    fn unmake_null(&mut self) {
        self.unmake_null_move()
    }

    fn repetition(&self, plies_from_root: usize) -> Option<Outcome> {
        self.repetition_outcome(plies_from_root)
    }

    fn terminal(&self) -> Option<Verdict> {
        self.terminal_verdict()
    }

    fn declare_win(&self) -> bool {
        self.can_declare_win()
    }

    fn evaluate(&self) -> i32 {
        nnue_free_eval::shogi::evaluate(self)
    }

    fn eval_breakdown(&self) -> String {
        nnue_free_eval::shogi::breakdown(self)
            .iter()
            .map(|(name, value)| format!("{name}: {value}\n"))
            .collect()
    }

    const RAZORING: bool = true;

    const PIECE_TO_COUNT: usize = 2 * PieceKind::NUM * Square::NUM;

    fn destination(m: Move) -> usize {
        m.to_index()
    }

    fn origin(m: Move) -> Option<usize> {
        (!m.is_drop()).then(|| m.from().index())
    }

    fn en_prise(&self) -> u128 {
        self.pieces_en_prise().0
    }

    fn piece_to(&self, m: Move) -> usize {
        let kind = match m.drop_kind() {
            Some(kind) => Some(kind),
            None => Square::try_from_index(m.from_index())
                .and_then(|from| self.piece_on(from))
                .map(|p| p.kind),
        };
        match (kind, Square::try_from_index(m.to_index())) {
            (Some(kind), Some(to)) => {
                (self.side.index() * PieceKind::NUM + kind.index()) * Square::NUM + to.index()
            }
            _ => 0,
        }
    }

    const CAPTURED_KIND_COUNT: usize = PieceKind::NUM + 1;

    fn captured_kind(&self, m: Move) -> usize {
        if m.is_drop() || m.to_index() >= Square::NUM {
            return 0;
        }
        self.board[m.to_index()].map_or(0, |p| 1 + p.kind.index())
    }

    fn pack(m: Move) -> u16 {
        m.bits()
    }

    fn unpack(&self, packed: u16) -> Option<Move> {
        let m = Move::from_bits(packed);
        self.is_legal_move(m).then_some(m)
    }

    fn unpack_unchecked(packed: u16) -> Option<Move> {
        Some(Move::from_bits(packed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_to_names_piece_and_destination() {
        // Black holds a pawn and a gold beside a lone king: each (piece, square) pair
        // has one move, so every index differs.
        let p = Position::from_fen("4k4/9/9/9/9/9/9/9/4K4 b PG 1").unwrap();
        let mut moves = MoveList::new();
        p.generate(GenKind::Quiets, &mut moves);
        let mut seen = std::collections::HashSet::new();
        for m in moves.iter() {
            let index = p.piece_to(m);
            assert!(index < Position::PIECE_TO_COUNT);
            assert!(
                seen.insert(index),
                "{} shares an index",
                Position::format_move(m)
            );
        }
        assert!(moves.len() > 100);
        // The same piece and square for the other side is another index.
        let q = Position::from_fen("4k4/9/9/9/9/9/9/9/4K4 w pg 1").unwrap();
        let black = p.piece_to(p.parse_move("P*5e").unwrap());
        let white = q.piece_to(q.parse_move("P*5e").unwrap());
        assert_ne!(black, white);
    }

    #[test]
    fn diagram_has_the_scraped_lines() {
        let pos = sfen::parse("4k4/9/9/9/9/9/9/9/4K3r b Pp 1").unwrap();
        let text = pos.diagram();
        assert!(
            text.contains("Sfen: 4k4/9/9/9/9/9/9/9/4K3r b Pp 1\n"),
            "{text}"
        );
        assert!(text.contains(&format!("Key: {:016x}\n", Game::key(&pos))));
        assert!(text.contains("Checkers: 1i\n"), "{text}");
        assert!(text.contains("Black hand: P1") && text.contains("White hand: p1"));
    }

    #[test]
    fn eval_view_uses_sfen_reading_order() {
        use nnue_free_eval::shogi::{Board, Color as EvalColor, Piece as EvalPiece};
        let pos = Position::startpos();
        // Index 0 is 9a (White's lance), 80 is 1i (Black's lance), 76 is 5i (Black's king).
        assert_eq!(
            Board::piece_on(&pos, 0),
            Some((EvalColor::White, EvalPiece::Lance))
        );
        assert_eq!(
            Board::piece_on(&pos, 80),
            Some((EvalColor::Black, EvalPiece::Lance))
        );
        assert_eq!(
            Board::piece_on(&pos, 76),
            Some((EvalColor::Black, EvalPiece::King))
        );
        assert_eq!(
            Board::piece_on(&pos, 10),
            Some((EvalColor::White, EvalPiece::Rook))
        );
        assert_eq!(Board::piece_on(&pos, 81), None);
        let pos = sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b 2Pg 1").unwrap();
        assert_eq!(pos.hand_count(EvalColor::Black, EvalPiece::Pawn), 2);
        assert_eq!(pos.hand_count(EvalColor::White, EvalPiece::Gold), 1);
        assert_eq!(pos.hand_count(EvalColor::White, EvalPiece::King), 0);
    }
}
