//! Xiangqi rules: types, FEN, attacks, position, move generation, rules.
//!
//! Layout: `types` (colours, squares, pieces), `moves` (the 16-bit move and ICCS text),
//! `attacks` (piece geometry on bitboards), `position` (board, key, make/unmake),
//! `fen`, `movegen` (legal generation), `repetition` (the repetition judge under the chosen rule set),
//! `rules` (game end: no legal move, 60-move rule, material), `eval_view` (the evaluation
//! crate's view), `bench_positions`, and here the `Game` implementation that the generic
//! engine uses, with the game's declaration (`Game::INFO`).

pub mod attacks;
pub mod bench_positions;
pub mod eval_view;
pub mod fen;
pub mod movegen;
pub mod moves;
pub mod position;
pub mod repetition;
pub mod rules;
pub mod types;

pub use fen::FenError;
pub use moves::{
    format_move, format_move_ranks_from_one, parse_move, parse_move_ranks_from_one, Move,
    MoveTextError, RankNumbering,
};
pub use position::{Board, Position};
pub use repetition::{RepetitionRules, RULES_OPTION};
pub use types::{Color, File, Piece, PieceKind, Rank, Square};

use crate::core::MoveList;
use crate::game::{
    Family, Game, GameInfo, GenKind, Outcome, Protocol, RecordFormat, Side, Verdict, XboardNotation,
};

/// The UCCI start position.
pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

impl Position {
    /// Parses a move text in the given rank numbering and checks that it is legal here.
    pub fn parse_move_with(
        &self,
        text: &str,
        numbering: RankNumbering,
    ) -> Result<Move, MoveTextError> {
        let m = parse_move(text, numbering)?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveTextError::Illegal(text.to_string()))
        }
    }

    /// True when `color` has no chariot, horse or cannon: nothing that can wait or
    /// attack freely, so it may be in zugzwang or left without a legal move.
    fn without_attackers(&self, color: Color) -> bool {
        [PieceKind::Chariot, PieceKind::Horse, PieceKind::Cannon]
            .iter()
            .all(|&kind| self.pieces(color, kind).is_empty())
    }
}

impl Game for Position {
    type Move = Move;
    type PositionError = FenError;
    type MoveError = MoveTextError;

    const INFO: GameInfo = GameInfo {
        name: "xiangqi",
        position_word: "fen",
        variants: &["xiangqi"],
        protocols: &[Protocol::Ucci, Protocol::Uci, Protocol::Xboard],
        record_format: RecordFormat::Pgn,
        xboard_notation: XboardNotation::Xiangqi,
        rule_options: repetition::RULE_OPTIONS,
        bench_positions: &bench_positions::BENCH_POSITIONS,
        bench_depth: 10,
    };

    fn startpos() -> Self {
        Position::from_fen_text(START_FEN).expect("the start position is valid")
    }

    fn from_fen(text: &str) -> Result<Self, FenError> {
        Position::from_fen_text(text)
    }

    /// Keeps the undo buffer: a fresh position allocates one of a thousand plies.
    fn set_fen(&mut self, text: &str) -> Result<(), FenError> {
        let empty = self.empty_reusing();
        *self = Position::parse_fen_onto(text, empty)?;
        Ok(())
    }

    fn to_fen(&self) -> String {
        self.to_fen_text()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        self.parse_move_with(text, RankNumbering::FromZero)
    }

    fn format_move(m: Move) -> String {
        format_move(m, RankNumbering::FromZero)
    }

    /// Two plies per FEN move number, Red's first.
    fn game_ply(&self) -> u32 {
        let black = u32::from(self.side() == Color::Black);
        self.move_number().saturating_sub(1).saturating_mul(2) + black + 1
    }

    /// `XiangqiRules` lives in the position, whose repetition judge applies it.
    fn set_rule(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            repetition::RULES_OPTION => {
                self.set_repetition_rules(value.parse()?);
                Ok(())
            }
            _ => Err(format!("xiangqi has no rule option {name}")),
        }
    }

    fn diagram(&self) -> String {
        rules::diagram(self)
    }

    fn side_to_move(&self) -> Side {
        match self.side() {
            Color::Red => Side::First,
            Color::Black => Side::Second,
        }
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn key_from_scratch(&self) -> u64 {
        Position::key_from_scratch(self)
    }

    fn ply_count(&self) -> usize {
        self.history().len()
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
        m.is_well_formed() && self.move_gives_check(m.from(), m.to())
    }

    fn is_capture(&self, m: Move) -> bool {
        m.try_to_square()
            .is_some_and(|to| self.piece_on(to).is_some())
    }

    fn is_tactical(&self, m: Move) -> bool {
        self.is_capture(m)
    }

    fn captured_value(&self, m: Move) -> i32 {
        m.try_to_square()
            .and_then(|to| self.piece_on(to).map(|p| eval_view::material_value(p, to)))
            .unwrap_or(0)
    }

    fn moving_value(&self, m: Move) -> i32 {
        match (m.try_from_square(), m.try_to_square()) {
            (Some(from), Some(to)) => self
                .piece_on(from)
                .map_or(0, |p| eval_view::material_value(p, to)),
            _ => 0,
        }
    }

    fn see(&self, m: Move) -> i32 {
        rules::see(self, m)
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        rules::see_ge(self, m, threshold)
    }

    fn make(&mut self, m: Move) {
        Position::make(self, m)
    }

    fn unmake(&mut self) {
        Position::unmake(self)
    }

    fn make_null(&mut self) {
        Position::make_null(self)
    }

    fn unmake_null(&mut self) {
        Position::unmake_null(self)
    }

    /// Zugzwang-prone when the side to move has no chariot, horse or cannon: with only
    /// general, advisors, elephants and soldiers every move is a small positional
    /// concession (soldiers only advance or step sideways, the defensive pieces shuffle
    /// in the palace and on their own half), and the classic endgames of this material
    /// (soldier against advisors, general opposition on the open file) are won or held
    /// by tempo, so a pass would be better than any move and null-move pruning lies.
    /// With an attacking piece there is nearly always a free waiting move. This is the
    /// xiangqi counterpart of the chess "no pieces besides pawns" rule.
    fn structure_key(&self) -> u64 {
        crate::core::zobrist::key_of_sets(
            self.pieces(Color::Red, PieceKind::Soldier).0,
            self.pieces(Color::Black, PieceKind::Soldier).0,
        )
    }

    fn guard_key(&self) -> u64 {
        let guards = |color| {
            (self.pieces(color, PieceKind::General)
                | self.pieces(color, PieceKind::Advisor)
                | self.pieces(color, PieceKind::Elephant))
            .0
        };
        crate::core::zobrist::key_of_sets(guards(Color::Red), guards(Color::Black))
    }

    fn zugzwang_prone(&self) -> bool {
        self.without_attackers(self.side())
    }

    fn opponent_zugzwang_prone(&self) -> bool {
        self.without_attackers(self.side().opponent())
    }

    fn repetition(&self, plies_from_root: usize) -> Option<Outcome> {
        rules::search_verdict(self, plies_from_root)
    }

    fn terminal(&self) -> Option<Verdict> {
        rules::terminal(self)
    }

    fn terminal_detail(&self) -> Option<String> {
        self.explain_repetition()
    }

    fn evaluate(&self) -> i32 {
        nnue_free_eval::xiangqi::evaluate(self)
    }

    fn eval_breakdown(&self) -> String {
        let mut out = String::new();
        for (name, value) in nnue_free_eval::xiangqi::breakdown(self) {
            out.push_str(&format!("{name:>12}: {value:>6}\n"));
        }
        out
    }

    const FAMILY: Family = Family::Xiangqi;

    const PIECE_TO_COUNT: usize = Piece::NUM * Square::NUM;

    fn destination(m: Move) -> usize {
        m.try_to_square().map_or(0, |to| to.index())
    }

    fn origin(m: Move) -> Option<usize> {
        m.try_from_square().map(|from| from.index())
    }

    fn plies_without_progress(&self) -> u32 {
        self.rule60()
    }

    fn en_prise(&self) -> u128 {
        rules::en_prise(self).0
    }

    fn piece_to(&self, m: Move) -> usize {
        let piece = m.try_from_square().and_then(|from| self.piece_on(from));
        match (piece, m.try_to_square()) {
            (Some(piece), Some(to)) => piece.index() * Square::NUM + to.index(),
            _ => 0,
        }
    }

    const CAPTURED_KIND_COUNT: usize = PieceKind::NUM + 1;

    fn captured_kind(&self, m: Move) -> usize {
        m.try_to_square()
            .and_then(|to| self.piece_on(to))
            .map_or(0, |p| 1 + p.kind().index())
    }

    fn pack(m: Move) -> u16 {
        m.to_bits()
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
        let p = Position::startpos();
        let mut moves = MoveList::new();
        p.generate(GenKind::Quiets, &mut moves);
        // Two moves share an index exactly when like pieces reach the same square.
        let key = |m: Move| (p.piece_on(m.from()), m.to());
        for a in moves.iter() {
            assert!(p.piece_to(a) < Position::PIECE_TO_COUNT);
            for b in moves.iter() {
                assert_eq!(p.piece_to(a) == p.piece_to(b), key(a) == key(b));
            }
        }
    }

    fn prone(fen: &str) -> bool {
        Position::from_fen(fen).expect("valid FEN").zugzwang_prone()
    }

    #[test]
    fn zugzwang_prone_only_without_chariot_horse_and_cannon() {
        // The start position: every attacking piece on the board.
        assert!(!prone(START_FEN));
        // Red to move with general, advisors, elephant and a soldier, against a horse:
        // prone for red, not for black with the same board.
        let defensive = "4k4/9/3a5/4P4/4n4/9/9/4B4/4A4/3AK4";
        assert!(prone(&format!("{defensive} w - - 0 1")));
        assert!(!prone(&format!("{defensive} b - - 0 1")));
        // The opponent's side of the same question, which the search asks before it
        // prunes quiet moves that might leave that side without a legal move.
        let opponent_prone = |fen: String| {
            Position::from_fen(&fen)
                .expect("valid FEN")
                .opponent_zugzwang_prone()
        };
        assert!(!opponent_prone(format!("{defensive} w - - 0 1")));
        assert!(opponent_prone(format!("{defensive} b - - 0 1")));
        // A lone cannon, a lone horse or a lone chariot is enough to wait with.
        assert!(!prone("3k5/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1"));
        assert!(!prone("3k5/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1"));
        assert!(!prone("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"));
        // Bare generals (pawnless, pieceless): prone for both sides.
        assert!(prone("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"));
        assert!(prone("3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
    }
}
