//! UCCI / Pikafish FEN: parsing with a precise error for every malformed or impossible
//! position, and formatting.
//!
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`: ranks from 9
//! (Black's back rank) down to 0, files a..i, upper case Red. Side `w` (or `r`) = Red,
//! `b` = Black; fields 3 and 4 are ignored placeholders; field 5 is the plies since the
//! last capture, field 6 the move number; both optional. Parsing never panics.

use super::position::Position;
use super::types::{Color, File, Piece, PieceKind, Rank, Square};

/// Why a FEN was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// No board field at all.
    Empty,
    /// The board field does not have ten `/`-separated ranks.
    WrongRankCount(usize),
    /// A rank describes more or fewer than nine points.
    WrongRankWidth {
        /// Rank (0..=9 from Red's side).
        rank: usize,
        /// Points described.
        width: usize,
    },
    /// A character that is neither a piece letter nor a digit 1-9.
    BadCharacter(char),
    /// The side-to-move field is missing.
    MissingSideToMove,
    /// The side-to-move field is not `w`, `r` or `b`.
    BadSideToMove(String),
    /// The no-capture ply counter (field 5) is not a number.
    BadHalfmoveClock(String),
    /// The move number (field 6) is not a number.
    BadMoveNumber(String),
    /// More than six fields.
    TooManyFields,
    /// A side has no general.
    MissingGeneral(Color),
    /// A side has more pieces of a kind than the set contains.
    TooManyPieces {
        /// Whose pieces.
        color: Color,
        /// Which kind.
        kind: PieceKind,
        /// How many were found.
        count: u32,
    },
    /// A general stands outside its palace.
    GeneralOutsidePalace(Color, Square),
    /// An advisor stands on a point it can never reach (only five palace points).
    AdvisorOnUnreachableSquare(Color, Square),
    /// An elephant stands on a point it can never reach (only seven points, own half).
    ElephantOnUnreachableSquare(Color, Square),
    /// A soldier stands behind its start rank, or before the river off its start files.
    SoldierOnImpossibleSquare(Color, Square),
    /// Two soldiers of one side before the river on one file (they never change file there).
    SoldiersStackedBeforeRiver(Color, File),
    /// The side not to move is in check (its general could be captured), which includes
    /// the two generals facing each other on an open file.
    SideNotToMoveInCheck,
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = |c: &Color| match c {
            Color::Red => "red",
            Color::Black => "black",
        };
        match self {
            FenError::Empty => write!(f, "empty FEN"),
            FenError::WrongRankCount(n) => write!(f, "the board has {n} ranks, expected 10"),
            FenError::WrongRankWidth { rank, width } => {
                write!(f, "rank {rank} describes {width} points, expected 9")
            }
            FenError::BadCharacter(c) => write!(f, "unexpected character '{c}' in the board"),
            FenError::MissingSideToMove => write!(f, "missing side to move"),
            FenError::BadSideToMove(s) => write!(f, "bad side to move '{s}' (expected w, r or b)"),
            FenError::BadHalfmoveClock(s) => write!(f, "bad no-capture ply counter '{s}'"),
            FenError::BadMoveNumber(s) => write!(f, "bad move number '{s}'"),
            FenError::TooManyFields => write!(f, "too many fields (at most 6)"),
            FenError::MissingGeneral(c) => write!(f, "{} has no general", side(c)),
            FenError::TooManyPieces { color, kind, count } => write!(
                f,
                "{} has {count} pieces of kind {} (at most {})",
                side(color),
                kind.name(),
                kind.initial_count()
            ),
            FenError::GeneralOutsidePalace(c, s) => {
                write!(f, "the {} general on {s} is outside its palace", side(c))
            }
            FenError::AdvisorOnUnreachableSquare(c, s) => {
                write!(f, "a {} advisor can never stand on {s}", side(c))
            }
            FenError::ElephantOnUnreachableSquare(c, s) => {
                write!(f, "a {} elephant can never stand on {s}", side(c))
            }
            FenError::SoldierOnImpossibleSquare(c, s) => {
                write!(f, "a {} soldier can never stand on {s}", side(c))
            }
            FenError::SoldiersStackedBeforeRiver(c, file) => write!(
                f,
                "two {} soldiers before the river on file {} (they never change file there)",
                side(c),
                file.letter()
            ),
            FenError::SideNotToMoveInCheck => {
                write!(
                    f,
                    "the side not to move is in check (or the generals face each other)"
                )
            }
        }
    }
}

impl std::error::Error for FenError {}

/// Red's reachable advisor points as (file, rank); Black's are mirrored (rank 9 - r).
const ADVISOR_POINTS: [(usize, usize); 5] = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)];
/// Red's reachable elephant points as (file, rank); Black's are mirrored.
const ELEPHANT_POINTS: [(usize, usize); 7] =
    [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];
/// The rank on which Red's soldiers start; Black's start on rank 9 - 3 = 6.
const SOLDIER_START_RANK: usize = 3;

/// File and rank of `sq` as seen from `color`'s side (rank 0 = that side's back rank).
fn relative(color: Color, sq: Square) -> (usize, usize) {
    let rank = sq.rank().index();
    let rank = if color == Color::Red { rank } else { 9 - rank };
    (sq.file().index(), rank)
}

fn validate_placement(piece: Piece, sq: Square) -> Result<(), FenError> {
    let color = piece.color();
    let (file, rank) = relative(color, sq);
    match piece.kind() {
        PieceKind::General if !sq.in_palace(color) => {
            Err(FenError::GeneralOutsidePalace(color, sq))
        }
        PieceKind::Advisor if !ADVISOR_POINTS.contains(&(file, rank)) => {
            Err(FenError::AdvisorOnUnreachableSquare(color, sq))
        }
        PieceKind::Elephant if !ELEPHANT_POINTS.contains(&(file, rank)) => {
            Err(FenError::ElephantOnUnreachableSquare(color, sq))
        }
        PieceKind::Soldier => {
            let behind_start = rank < SOLDIER_START_RANK;
            // Before the river a soldier only moves forward, so it stays on its start file
            // (a, c, e, g or i).
            let off_start_file = sq.own_half(color) && file % 2 == 1;
            if behind_start || off_start_file {
                Err(FenError::SoldierOnImpossibleSquare(color, sq))
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}

impl Position {
    /// Parses a FEN (see the module doc).
    pub fn from_fen_text(text: &str) -> Result<Position, FenError> {
        Position::parse_fen_onto(text, Position::empty())
    }

    /// Parses a FEN onto `pos`, an empty board (from [`Position::empty_reusing`] when
    /// many are parsed in turn).
    pub(crate) fn parse_fen_onto(text: &str, mut pos: Position) -> Result<Position, FenError> {
        let mut fields = text.split_whitespace();
        let board = fields.next().ok_or(FenError::Empty)?;
        // A byte count and a char-array split rather than `split('/')`, whose
        // searcher costs more than the short ranks it splits.
        let ranks = board.bytes().filter(|&b| b == b'/').count() + 1;
        if ranks != Rank::NUM {
            return Err(FenError::WrongRankCount(ranks));
        }
        let mut counts = [[0u32; PieceKind::NUM]; 2];
        let mut uncrossed_soldier_files = [[false; File::NUM]; 2];
        for (row, rank_text) in board.split(['/']).enumerate() {
            let rank = Rank::NUM - 1 - row;
            let mut file = 0usize;
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10).filter(|&d| d >= 1) {
                    file += d as usize;
                    continue;
                }
                let piece = Piece::from_letter(c).ok_or(FenError::BadCharacter(c))?;
                if file >= File::NUM {
                    file += 1;
                    continue; // reported as a width error below
                }
                let sq = Square::new(
                    File::try_index(file).unwrap(),
                    Rank::try_index(rank).unwrap(),
                );
                validate_placement(piece, sq)?;
                let color = piece.color();
                let count = &mut counts[color.index()][piece.kind().index()];
                *count += 1;
                if *count > piece.kind().initial_count() {
                    return Err(FenError::TooManyPieces {
                        color,
                        kind: piece.kind(),
                        count: *count,
                    });
                }
                if piece.kind() == PieceKind::Soldier && sq.own_half(color) {
                    let seen = &mut uncrossed_soldier_files[color.index()][file];
                    if *seen {
                        return Err(FenError::SoldiersStackedBeforeRiver(color, sq.file()));
                    }
                    *seen = true;
                }
                pos.put(piece, sq);
                file += 1;
            }
            if file != File::NUM {
                return Err(FenError::WrongRankWidth { rank, width: file });
            }
        }
        for color in Color::ALL {
            if counts[color.index()][PieceKind::General.index()] == 0 {
                return Err(FenError::MissingGeneral(color));
            }
        }
        let side = match fields.next() {
            None => return Err(FenError::MissingSideToMove),
            Some("w") | Some("r") | Some("W") | Some("R") => Color::Red,
            Some("b") | Some("B") => Color::Black,
            Some(other) => return Err(FenError::BadSideToMove(other.to_string())),
        };
        // Fields 3 and 4 (castling, en passant) are placeholders and ignored.
        let _ = fields.next();
        let _ = fields.next();
        let rule60 = match fields.next() {
            None => 0,
            Some(s) => s
                .parse::<u32>()
                .map_err(|_| FenError::BadHalfmoveClock(s.to_string()))?,
        };
        let move_number = match fields.next() {
            None => 1,
            Some(s) => s
                .parse::<u32>()
                .map_err(|_| FenError::BadMoveNumber(s.to_string()))?,
        };
        if fields.next().is_some() {
            return Err(FenError::TooManyFields);
        }
        pos.finish_setup(side, rule60, move_number);
        if pos.general_attackers(side.opponent()).is_nonempty() {
            return Err(FenError::SideNotToMoveInCheck);
        }
        Ok(pos)
    }

    /// Formats the position as a FEN (`w`/`b`, then `- -`, the no-capture plies and the
    /// move number).
    pub fn to_fen_text(&self) -> String {
        let mut out = String::with_capacity(96);
        for rank in (0..Rank::NUM).rev() {
            let mut empty = 0;
            for file in 0..File::NUM {
                let sq = Square::new(
                    File::try_index(file).unwrap(),
                    Rank::try_index(rank).unwrap(),
                );
                match self.piece_on(sq) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from_digit(empty, 10).unwrap());
                            empty = 0;
                        }
                        out.push(p.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from_digit(empty, 10).unwrap());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let side = if self.side() == Color::Red { 'w' } else { 'b' };
        out.push_str(&format!(
            " {side} - - {} {}",
            self.rule60(),
            self.move_number()
        ));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    #[test]
    fn start_position_round_trips() {
        let pos = Position::from_fen_text(START).unwrap();
        assert_eq!(pos.to_fen_text(), START);
        let short = Position::from_fen_text(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r",
        )
        .unwrap();
        assert_eq!(short.to_fen_text(), START);
        let aliases = Position::from_fen_text(
            "rhbakabhr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w",
        )
        .unwrap();
        assert_eq!(aliases.to_fen_text(), START);
    }

    fn err(fen: &str) -> FenError {
        match Position::from_fen_text(fen) {
            Err(e) => e,
            Ok(_) => panic!("accepted bad FEN {fen}"),
        }
    }

    #[test]
    fn every_error_is_reported() {
        use FenError::*;
        assert_eq!(err(""), Empty);
        assert_eq!(err("4k4/9/9 w"), WrongRankCount(3));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/9/4K5 w"),
            WrongRankWidth { rank: 0, .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/9/4K3 w"),
            WrongRankWidth { rank: 0, width: 8 }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/9/4KX3 w"),
            BadCharacter('X')
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/9/40K4 w"),
            BadCharacter('0')
        ));
        assert_eq!(err("3k5/9/9/9/9/9/9/9/9/4K4"), MissingSideToMove);
        assert!(matches!(err("3k5/9/9/9/9/9/9/9/9/4K4 x"), BadSideToMove(_)));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1"),
            BadHalfmoveClock(_)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 y"),
            BadMoveNumber(_)
        ));
        assert_eq!(err("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 7"), TooManyFields);
        assert_eq!(err("9/9/9/9/9/9/9/9/9/4K4 w"), MissingGeneral(Color::Black));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/3KK4 w"),
            TooManyPieces {
                kind: PieceKind::General,
                ..
            }
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/RRR1K4 w"),
            TooManyPieces {
                kind: PieceKind::Chariot,
                ..
            }
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/K8 w"),
            GeneralOutsidePalace(Color::Red, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/3A5/4K4 w"),
            AdvisorOnUnreachableSquare(Color::Red, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/9/4KB3 w"),
            ElephantOnUnreachableSquare(Color::Red, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/4b4/9/9/9/9/4K4 w"),
            ElephantOnUnreachableSquare(Color::Black, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/9/9/P8/4K4 w"),
            SoldierOnImpossibleSquare(Color::Red, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/9/1P7/9/9/4K4 w"),
            SoldierOnImpossibleSquare(Color::Red, _)
        ));
        assert!(matches!(
            err("3k5/p8/9/9/9/9/9/9/9/4K4 w"),
            SoldierOnImpossibleSquare(Color::Black, _)
        ));
        assert!(matches!(
            err("3k5/9/9/9/9/P8/P8/9/9/4K4 w"),
            SoldiersStackedBeforeRiver(Color::Red, _)
        ));
        // Generals facing: whoever is to move could capture the other general.
        assert_eq!(err("4k4/9/9/9/9/9/9/9/9/4K4 w"), SideNotToMoveInCheck);
        // Red to move while Black is in check from the e1 chariot.
        assert_eq!(err("4k4/9/9/9/9/9/9/9/4R4/3K5 w"), SideNotToMoveInCheck);
        assert!(Position::from_fen_text("4k4/9/9/9/9/9/9/9/4R4/3K5 b").is_ok());
        // Crossed soldiers may stand on any file and share files.
        assert!(Position::from_fen_text("3k5/9/1P7/1P7/9/9/9/9/9/4K4 w").is_ok());
        for e in [Empty, SideNotToMoveInCheck, MissingGeneral(Color::Red)] {
            assert!(!e.to_string().is_empty());
        }
    }
}
