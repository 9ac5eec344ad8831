//! Minishogi (5x5 shogi, start `rbsgk/4p/5/P4/KGSBR b - 1`): the vocabulary types,
//! attack tables, the board with legal move generation, the position with make/unmake,
//! SFEN, the game-end rules and exchange values. This file wires them to the generic
//! [`Game`] trait and the protocol layer, declares the game (`Game::INFO`) and gives the
//! evaluation crate its board view (`nnue_free_eval::minishogi::Board`).

pub mod attacks;
pub mod board;
pub mod position;
pub mod rules;
pub mod sfen;
pub mod types;

pub use position::Position;
pub use sfen::{SfenError, START_SFEN};
pub use types::{Color, Kind, Move, Piece};

use crate::core::MoveList;
use crate::game::{
    Game, GameInfo, GenKind, Outcome, Protocol, RecordFormat, Side, Verdict, XboardNotation,
};
use nnue_free_eval::minishogi as eval;
use nnue_free_eval::shogi::{Color as EvalColor, Piece as EvalPiece};
use std::fmt;
use std::fmt::Write as _;
use types::{square_text, SIDE, SQUARES};

/// The positions of `bench`: the start, an opening, a middlegame and an endgame with
/// pieces in hand, the last three from random games. Changing one changes the bench
/// signature.
const BENCH_POSITIONS: [&str; 4] = [
    START_SFEN,
    "r1s1k/2g2/4p/P2SB/1K2R b bg 9",
    "1bsg1/3k1/KBp2/3Sp/1G2R b R 15",
    "2r2/2Sk1/S4/P2bb/1K3 b RGgp 41",
];

/// Bench depth: the small board searches deep quickly.
const BENCH_DEPTH: u32 = 10;

/// Why a USI move text was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not minishogi USI syntax (`2e2d`, `1b1a+`, `P*3c`).
    Malformed(String),
    /// Well-formed but not legal here.
    Illegal(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(t) => write!(f, "malformed minishogi USI move '{t}'"),
            MoveError::Illegal(t) => write!(f, "illegal move '{t}'"),
        }
    }
}

impl std::error::Error for MoveError {}

/// The evaluation crate's name of a kind (it shares the shogi piece names).
pub fn eval_piece(kind: Kind) -> EvalPiece {
    match kind {
        Kind::Pawn => EvalPiece::Pawn,
        Kind::Silver => EvalPiece::Silver,
        Kind::Gold => EvalPiece::Gold,
        Kind::Bishop => EvalPiece::Bishop,
        Kind::Rook => EvalPiece::Rook,
        Kind::King => EvalPiece::King,
        Kind::Tokin => EvalPiece::Tokin,
        Kind::ProSilver => EvalPiece::PromotedSilver,
        Kind::Horse => EvalPiece::Horse,
        Kind::Dragon => EvalPiece::Dragon,
    }
}

fn eval_color(color: Color) -> EvalColor {
    match color {
        Color::Black => EvalColor::Black,
        Color::White => EvalColor::White,
    }
}

/// The evaluation reads squares in SFEN order, which is this module's order too.
impl eval::Board for Position {
    fn side_to_move(&self) -> EvalColor {
        eval_color(self.board.side)
    }

    fn piece_on(&self, square: usize) -> Option<(EvalColor, EvalPiece)> {
        let piece = (*self.board.squares.get(square)?)?;
        Some((eval_color(piece.color), eval_piece(piece.kind)))
    }

    fn hand_count(&self, color: EvalColor, piece: EvalPiece) -> u32 {
        let color = match color {
            EvalColor::Black => Color::Black,
            EvalColor::White => Color::White,
        };
        Kind::HAND
            .into_iter()
            .find(|&k| eval_piece(k) == piece)
            .map_or(0, |k| u32::from(self.board.hands[color.index()][k.index()]))
    }
}

impl Position {
    fn diagram_text(&self) -> String {
        let mut out = String::new();
        let hand = |color: Color| {
            let parts: Vec<String> = Kind::HAND
                .iter()
                .rev()
                .filter_map(|&k| {
                    let n = self.board.hands[color.index()][k.index()];
                    (n > 0).then(|| format!("{}{n}", Piece::new(color, k).sfen()))
                })
                .collect();
            if parts.is_empty() {
                "-".to_string()
            } else {
                parts.join(" ")
            }
        };
        let _ = writeln!(out, "White hand: {}", hand(Color::White));
        let _ = writeln!(out, "   5  4  3  2  1");
        for row in 0..SIDE {
            let _ = write!(out, "{} ", (b'a' + row as u8) as char);
            for col in 0..SIDE {
                let text = self.board.squares[row * SIDE + col]
                    .map_or(" .".to_string(), |p| format!("{:>2}", p.sfen()));
                let _ = write!(out, "{text} ");
            }
            out.push('\n');
        }
        let _ = writeln!(out, "Black hand: {}", hand(Color::Black));
        let _ = writeln!(out, "Sfen: {}", sfen::format(self));
        let _ = writeln!(out, "Key: {:016x}", self.key());
        let mut checkers = self.checkers();
        let mut names = Vec::new();
        while checkers != 0 {
            names.push(square_text(checkers.trailing_zeros() as usize));
            checkers &= checkers - 1;
        }
        let _ = writeln!(out, "Checkers: {}", names.join(" "));
        out
    }

    fn moving_kind(&self, m: Move) -> Option<Kind> {
        match m.drop_kind() {
            Some(kind) => Some(kind),
            None => self
                .board
                .squares
                .get(m.from_field())
                .copied()
                .flatten()
                .map(|p| p.kind),
        }
    }

    fn captured_piece(&self, m: Move) -> Option<Piece> {
        if m.is_drop() {
            return None;
        }
        self.board.squares.get(m.to()).copied().flatten()
    }
}

impl Game for Position {
    type Move = Move;
    type PositionError = SfenError;
    type MoveError = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "minishogi",
        position_word: "sfen",
        variants: &["minishogi"],
        protocols: &[Protocol::Usi],
        record_format: RecordFormat::None,
        xboard_notation: XboardNotation::None,
        rule_options: &[],
        bench_positions: &BENCH_POSITIONS,
        bench_depth: BENCH_DEPTH,
    };

    fn startpos() -> Self {
        sfen::parse(START_SFEN).unwrap_or_else(|_| Position::from_board(board::Board::empty(), 1))
    }

    fn from_fen(text: &str) -> Result<Self, SfenError> {
        sfen::parse(text)
    }

    fn to_fen(&self) -> String {
        sfen::format(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let m =
            Move::parse_usi(text.trim()).ok_or_else(|| MoveError::Malformed(text.to_string()))?;
        if self.board.is_legal(m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal(text.to_string()))
        }
    }

    fn format_move(m: Move) -> String {
        m.to_string()
    }

    /// The SFEN move number is the ply number already.
    fn game_ply(&self) -> u32 {
        self.move_number()
    }

    fn diagram(&self) -> String {
        self.diagram_text()
    }

    fn side_to_move(&self) -> Side {
        match self.board.side {
            Color::Black => Side::First,
            Color::White => Side::Second,
        }
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn key_from_scratch(&self) -> u64 {
        Position::key_of(&self.board)
    }

    fn ply_count(&self) -> usize {
        Position::ply_count(self)
    }

    fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    fn generate(&self, kind: GenKind, out: &mut MoveList<Move>) {
        self.board.generate(kind, out)
    }

    fn is_legal(&self, m: Move) -> bool {
        self.board.is_legal(m)
    }

    fn gives_check(&self, m: Move) -> bool {
        let mut after = self.board;
        let to = m.to();
        if let Some(kind) = m.drop_kind() {
            after.put(to, Piece::new(after.side, kind));
        } else if let Some(mut piece) = after.take(m.from_field()) {
            after.take(to);
            if m.promotes() {
                piece.kind = piece.kind.promoted().unwrap_or(piece.kind);
            }
            after.put(to, piece);
        }
        after.side = after.side.opponent();
        after.checkers() != 0
    }

    fn is_capture(&self, m: Move) -> bool {
        self.board.is_capture(m)
    }

    fn is_tactical(&self, m: Move) -> bool {
        self.board.is_tactical(m)
    }

    fn captured_value(&self, m: Move) -> i32 {
        self.captured_piece(m)
            .map_or(0, |p| rules::exchange_value(p.kind))
    }

    fn moving_value(&self, m: Move) -> i32 {
        self.moving_kind(m).map_or(0, rules::exchange_value)
    }

    fn see(&self, m: Move) -> i32 {
        rules::static_exchange(&self.board, m)
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
        self.unmake_move()
    }

    fn repetition(&self, plies_from_root: usize) -> Option<Outcome> {
        self.repetition_outcome(plies_from_root)
    }

    fn terminal(&self) -> Option<Verdict> {
        self.terminal_verdict()
    }

    fn structure_key(&self) -> u64 {
        let pawns = |c: Color| u128::from(self.board.pieces(c, Kind::Pawn));
        crate::core::zobrist::key_of_sets(pawns(Color::Black), pawns(Color::White))
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn eval_breakdown(&self) -> String {
        eval::breakdown(self)
            .iter()
            .map(|(name, value)| format!("{name}: {value}\n"))
            .collect()
    }

    const PIECE_TO_COUNT: usize = 2 * Kind::NUM * SQUARES;

    fn piece_to(&self, m: Move) -> usize {
        match (self.moving_kind(m), m.to() < SQUARES) {
            (Some(kind), true) => {
                (self.board.side.index() * Kind::NUM + kind.index()) * SQUARES + m.to()
            }
            _ => 0,
        }
    }

    fn destination(m: Move) -> usize {
        m.to()
    }

    const CAPTURED_KIND_COUNT: usize = Kind::NUM + 1;

    fn captured_kind(&self, m: Move) -> usize {
        self.captured_piece(m).map_or(0, |p| 1 + p.kind.index())
    }

    fn pack(m: Move) -> u16 {
        m.0
    }

    fn unpack(&self, packed: u16) -> Option<Move> {
        let m = Move(packed);
        self.board.is_legal(m).then_some(m)
    }

    fn unpack_unchecked(packed: u16) -> Option<Move> {
        Some(Move(packed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn perft(p: &mut Position, depth: u32) -> u64 {
        let mut moves = MoveList::new();
        p.generate(GenKind::All, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut n = 0;
        for m in moves.iter() {
            let key = p.key();
            p.make(m);
            assert_eq!(p.key(), p.key_from_scratch());
            n += perft(p, depth - 1);
            p.unmake();
            assert_eq!(p.key(), key);
        }
        n
    }

    #[test]
    fn start_perft_matches_fairy_stockfish() {
        // Fairy-Stockfish, `setoption name UCI_Variant value minishogi`, `go perft N`.
        let mut p = Position::startpos();
        assert_eq!(perft(&mut p, 1), 14);
        assert_eq!(perft(&mut p, 2), 181);
        assert_eq!(perft(&mut p, 3), 2512);
        assert_eq!(perft(&mut p, 4), 35401);
    }

    #[test]
    fn generation_kinds_partition_and_legality_agrees() {
        for text in BENCH_POSITIONS {
            let p = Position::from_fen(text).unwrap();
            let (mut all, mut captures, mut quiets) =
                (MoveList::new(), MoveList::new(), MoveList::new());
            p.generate(GenKind::All, &mut all);
            p.generate(GenKind::Captures, &mut captures);
            p.generate(GenKind::Quiets, &mut quiets);
            assert_eq!(all.len(), captures.len() + quiets.len(), "{text}");
            for m in all.iter() {
                assert!(p.is_legal(m), "{text} {m}");
                assert_eq!(p.unpack(Position::pack(m)), Some(m));
                assert_eq!(p.parse_move(&m.to_string()), Ok(m));
            }
            let legal = (0..=u16::MAX).filter(|&b| p.is_legal(Move(b))).count();
            assert_eq!(legal, all.len(), "{text}");
        }
    }

    #[test]
    fn pawn_rules() {
        // Pawn drop mate: a pawn on 1b is defended by the gold on 2c, and the king on 1a
        // has no square (the bishop on 4c holds 2a). The drop may be played and loses
        // for Black; a gold drop there mates and wins.
        let p = Position::from_fen("4k/5/1B1G1/5/K4 b PG 1").unwrap();
        for (drop, outcome) in [("P*1b", Outcome::Win), ("G*1b", Outcome::Loss)] {
            let mut after = p.clone();
            after.make(p.parse_move(drop).unwrap());
            assert_eq!(after.terminal().map(|v| v.outcome), Some(outcome), "{drop}");
            assert_eq!(
                after.repetition(1),
                (outcome == Outcome::Win).then_some(outcome)
            );
        }
        // Nifu and the last rank.
        let p = Position::from_fen("k4/5/5/4P/K4 b P 1").unwrap();
        assert!(p.parse_move("P*1c").is_err());
        assert!(p.parse_move("P*2a").is_err());
        assert!(p.parse_move("P*2b").is_ok());
        // A pawn reaching rank a must promote.
        let p = Position::from_fen("k4/4P/5/5/K4 b - 1").unwrap();
        assert!(p.parse_move("1b1a").is_err());
        assert!(p.parse_move("1b1a+").is_ok());
    }

    #[test]
    fn fourfold_repetition_loses_for_sente() {
        let mut p = Position::from_fen("k4/5/5/5/4K b G 1").unwrap();
        for _ in 0..3 {
            for m in ["1e1d", "5a5b", "1d1e", "5b5a"] {
                assert!(p.terminal().is_none());
                p.make(p.parse_move(m).unwrap());
            }
        }
        let verdict = p.terminal().unwrap();
        assert_eq!(verdict.outcome, Outcome::Loss, "{}", verdict.reason);
        assert_eq!(p.side_to_move(), Side::First);
    }

    #[test]
    fn exchange_values() {
        // The rook takes a pawn defended by a silver: pawn minus rook.
        let p = Position::from_fen("k4/2s2/3p1/5/K2R1 b - 1").unwrap();
        let m = p.parse_move("2e2c").unwrap();
        assert!(p.see(m) < 0);
        let undefended = Position::from_fen("k4/5/3p1/5/K2R1 b - 1").unwrap();
        let m = undefended.parse_move("2e2c").unwrap();
        assert!(undefended.see(m) > 0);
    }
}
