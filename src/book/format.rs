//! The text book format of YaneuraOu (`#YANEURAOU-DB2016 1.00`), read line by line:
//! a position line `sfen <SFEN>` (shogi) or `fen <FEN>` (xiangqi), optionally followed by
//! its ply number, then one line per book move, `<move> <ponder move|none> <value>
//! <depth> <count>` (extra trailing fields are tolerated). Lines starting with `#` or `//`
//! are comments; blank lines are skipped.
//!
//! This module owns the reading of one piece of a file into keyed entries with the
//! game's own parsers (position text and moves checked for legality), and the reasons a
//! line is rejected. Splitting a file into pieces and indexing the entries is
//! `super::index`'s job.

use crate::game::Game;

/// The word that stands for "no ponder move" in a move line.
const NO_PONDER: &str = "none";
/// Fields of a move line before the tolerated extras: move, ponder, value, depth, count.
const MOVE_LINE_FIELDS: usize = 5;
/// Problems a piece keeps the text of; later ones are only counted (a binary file fed
/// as a book must not fill memory with messages nobody reads).
pub const MAX_REPORTED: usize = 10;

/// One book move of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove<M> {
    /// The move, legal in its position.
    pub mv: M,
    /// The expected reply, legal after `mv`; the null move when the line has none.
    pub ponder: M,
    /// The evaluation the book gives the move (side to move's view).
    pub value: i32,
    /// The depth that evaluation comes from.
    pub depth: i32,
    /// How often the move was played (the weight of the `weighted` policy), saturated
    /// at `u32::MAX`.
    pub count: u32,
}

/// A rejected line: its number in the file (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Line number in the whole file, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

/// What one piece of a file holds.
#[derive(Debug)]
pub struct Piece<M> {
    /// Position key, then the range of its moves in `moves`, in file order.
    pub positions: Vec<(u64, u32, u32)>,
    /// The moves of every position, each position's moves together.
    pub moves: Vec<BookMove<M>>,
    /// The first [`MAX_REPORTED`] problems, line numbers counted from the piece's start
    /// (the caller adds the lines before it).
    pub problems: Vec<Problem>,
    /// Problems beyond those.
    pub unreported: usize,
    /// Lines in the piece.
    pub lines: usize,
}

impl<M> Default for Piece<M> {
    /// A piece with nothing in it.
    fn default() -> Self {
        Piece {
            positions: Vec::new(),
            moves: Vec::new(),
            problems: Vec::new(),
            unreported: 0,
            lines: 0,
        }
    }
}

impl<M> Piece<M> {
    /// Empties the piece, keeping its allocations for the next one.
    pub fn clear(&mut self) {
        self.positions.clear();
        self.moves.clear();
        self.problems.clear();
        self.unreported = 0;
        self.lines = 0;
    }

    fn problem(&mut self, line: usize, reason: String) {
        if self.problems.len() < MAX_REPORTED {
            self.problems.push(Problem { line, reason });
        } else {
            self.unreported += 1;
        }
    }
}

/// True when `line` starts a position record (`<word> ...`).
pub fn is_position_line(line: &[u8], word: &str) -> bool {
    line.strip_prefix(word.as_bytes())
        .is_some_and(|rest| rest.first().is_some_and(u8::is_ascii_whitespace))
}

/// The position text of a position line (after its word): without a trailing ply
/// number when it has one (it is not part of the key, and a FEN's own move number may be
/// followed by it), else whole. The second value is the whole text, to try when the
/// first does not parse.
fn position_texts(rest: &str) -> (&str, &str) {
    let rest = rest.trim();
    match rest.rsplit_once(|c: char| c.is_ascii_whitespace()) {
        Some((head, last)) if last.bytes().all(|b| b.is_ascii_digit()) => (head.trim_end(), rest),
        _ => (rest, rest),
    }
}

/// Sets `scratch` up from a position line's text (see [`position_texts`]).
pub(super) fn parse_position<G: Game>(scratch: &mut G, rest: &str) -> Result<(), String> {
    let (short, whole) = position_texts(rest);
    match scratch.set_fen(short) {
        Ok(()) => Ok(()),
        Err(e) if short.len() != whole.len() => scratch
            .set_fen(whole)
            .map_err(|_| format!("bad {}: {e}", G::INFO.position_word)),
        Err(e) => Err(format!("bad {}: {e}", G::INFO.position_word)),
    }
}

/// An integer field of a move line.
fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("bad {what} '{}'", crate::core::text::quote(text)))
}

/// Reads a move line of the position `scratch` holds; the ponder move is checked on
/// the position after the move (and dropped, not reported, when it is not legal there:
/// the move itself is still good).
pub(super) fn parse_move_line<G: Game>(
    scratch: &mut G,
    line: &str,
) -> Result<BookMove<G::Move>, String> {
    let mut fields = [""; MOVE_LINE_FIELDS];
    let mut found = 0;
    for (slot, field) in fields.iter_mut().zip(line.split_ascii_whitespace()) {
        *slot = field;
        found += 1;
    }
    let [mv, ponder, value, depth, count] = fields;
    if found < MOVE_LINE_FIELDS {
        return Err(format!(
            "expected '<move> <ponder|{NO_PONDER}> <value> <depth> <count>', got {found} fields"
        ));
    }
    let value = number::<i32>(value, "value")?;
    let depth = number::<i32>(depth, "depth")?;
    let count = number::<u64>(count, "count")?;
    let mv = scratch.parse_move(mv).map_err(|e| e.to_string())?;
    let ponder = if ponder == NO_PONDER {
        G::Move::default()
    } else {
        scratch.make(mv);
        let reply = scratch.parse_move(ponder).unwrap_or_default();
        scratch.unmake();
        reply
    };
    Ok(BookMove {
        mv,
        ponder,
        value,
        depth,
        count: u32::try_from(count).unwrap_or(u32::MAX),
    })
}

/// Reads one piece of a book file (whole lines; it should start at a position line or a
/// comment, else its first move lines are reported as belonging to no position) into
/// `piece`, which is emptied first. `scratch` is any position of the game, reused for
/// every record.
pub fn read_piece<G: Game>(text: &[u8], scratch: &mut G, piece: &mut Piece<G::Move>) {
    let word = G::INFO.position_word;
    piece.clear();
    // The state between lines: no position yet, a good one, or a bad one whose move
    // lines are skipped silently (its position line was reported).
    #[derive(PartialEq)]
    enum Current {
        Nothing,
        Good,
        Bad,
    }
    let mut current = Current::Nothing;
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    if text.is_empty() {
        return;
    }
    for (index, raw) in body.split(|&b| b == b'\n').enumerate() {
        let number = index + 1;
        piece.lines = number;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let Ok(line) = std::str::from_utf8(raw) else {
            piece.problem(number, "not UTF-8 text".to_string());
            continue;
        };
        let line = line.trim_start();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        if is_position_line(line.as_bytes(), word) {
            // Close the previous record; a position without moves takes no entry.
            if let Some(&(_, start, _)) = piece.positions.last() {
                if start as usize == piece.moves.len() {
                    piece.positions.pop();
                }
            }
            match parse_position(scratch, &line[word.len()..]) {
                Ok(()) => {
                    let start = piece.moves.len() as u32;
                    piece.positions.push((scratch.key(), start, 0));
                    current = Current::Good;
                }
                Err(reason) => {
                    piece.problem(number, reason);
                    current = Current::Bad;
                }
            }
            continue;
        }
        match current {
            Current::Nothing => {
                piece.problem(number, format!("a move line before any '{word}' line"))
            }
            Current::Bad => {}
            Current::Good => match parse_move_line(scratch, line) {
                Ok(m) => {
                    piece.moves.push(m);
                    if let Some(last) = piece.positions.last_mut() {
                        last.2 += 1;
                    }
                }
                Err(reason) => piece.problem(number, reason),
            },
        }
    }
    if let Some(&(_, start, _)) = piece.positions.last() {
        if start as usize == piece.moves.len() {
            piece.positions.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::Position;

    const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    fn read_bytes(text: &[u8]) -> Piece<crate::shogi::Move> {
        let mut piece = Piece::default();
        read_piece(text, &mut Position::startpos(), &mut piece);
        piece
    }

    fn read(text: &str) -> Piece<crate::shogi::Move> {
        read_bytes(text.as_bytes())
    }

    #[test]
    fn positions_moves_and_comments() {
        let text = format!(
            "#YANEURAOU-DB2016 1.00\n// a comment\nsfen {START}\n7g7f 3c3d 30 12 5\n\
             2g2f none -4 10 2 extra fields\n\nsfen {START} 1\r\n5i5h 3c3d 0 0 1\n"
        );
        let piece = read(&text);
        assert!(piece.problems.is_empty(), "{:?}", piece.problems);
        assert_eq!(piece.lines, 8);
        let key = Position::startpos().key();
        assert_eq!(piece.positions, vec![(key, 0, 2), (key, 2, 1)]);
        let m = piece.moves[0];
        assert_eq!(
            (Position::format_move(m.mv), m.value, m.depth, m.count),
            ("7g7f".to_string(), 30, 12, 5)
        );
        assert_eq!(Position::format_move(m.ponder), "3c3d");
        assert_eq!(piece.moves[1].ponder, Default::default());
        assert_eq!(piece.moves[1].value, -4);
    }

    #[test]
    fn each_bad_line_is_one_problem_and_the_rest_is_kept() {
        let text = format!(
            "7g7f none 0 0 1\nsfen {START}\n7g7f none 0 0\n7g7e none 0 0 1\n\
             2g2f none x 0 1\n2g2f none 0 0 -1\n2g2f 2g2f 1 2 3\n\
             sfen 9/9 b - 1\n7g7f none 0 0 1\n"
        );
        let piece = read(&text);
        let lines: Vec<usize> = piece.problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![1, 3, 4, 5, 6, 8], "{:?}", piece.problems);
        assert!(piece.problems[0].reason.contains("before any 'sfen' line"));
        assert!(piece.problems[1].reason.contains("got 4 fields"));
        assert_eq!(piece.problems[3].reason, "bad value 'x'");
        assert!(piece.problems[5].reason.starts_with("bad sfen: "));
        // The illegal ponder move is dropped, the move kept.
        assert_eq!(piece.moves.len(), 1);
        assert_eq!(piece.moves[0].ponder, Default::default());
    }

    #[test]
    fn problems_beyond_the_limit_are_counted() {
        let text = "junk\n".repeat(MAX_REPORTED + 5);
        let piece = read(&text);
        assert_eq!(piece.problems.len(), MAX_REPORTED);
        assert_eq!(piece.unreported, 5);
        let bytes = [b'x', 0xff, b'\n'];
        let piece = read_bytes(&bytes);
        assert_eq!(piece.problems[0].reason, "not UTF-8 text");
    }

    /// `set_fen` on a used scratch position (moves made, a failed parse) gives the
    /// position `from_fen` gives, on a random walk's positions.
    fn set_fen_matches_from_fen<G: Game>() {
        let mut rng = crate::core::zobrist::Rng::new(5);
        let mut walk = G::startpos();
        let mut scratch = G::startpos();
        for _ in 0..300 {
            let mut moves = crate::core::MoveList::new();
            walk.generate(crate::game::GenKind::All, &mut moves);
            let all: Vec<G::Move> = moves.iter().collect();
            if all.is_empty() {
                walk = G::startpos();
                continue;
            }
            walk.make(all[rng.below(all.len() as u64) as usize]);
            let text = walk.to_fen();
            let fresh = G::from_fen(&text).unwrap();
            scratch.set_fen(&text).unwrap();
            assert_eq!(scratch.to_fen(), text);
            assert_eq!(scratch.key(), fresh.key());
            assert_eq!(scratch.key(), scratch.key_from_scratch());
            assert_eq!(scratch.in_check(), fresh.in_check());
            assert_eq!(scratch.evaluate(), fresh.evaluate());
            let (mut a, mut b) = (crate::core::MoveList::new(), crate::core::MoveList::new());
            scratch.generate(crate::game::GenKind::All, &mut a);
            fresh.generate(crate::game::GenKind::All, &mut b);
            assert!(a.iter().eq(b.iter()));
            if let Some(m) = a.iter().next() {
                scratch.make(m);
            }
            assert!(scratch.set_fen("9/9 b - 1").is_err());
        }
    }

    #[test]
    fn set_fen_reuses_the_position_and_matches_from_fen() {
        set_fen_matches_from_fen::<Position>();
        set_fen_matches_from_fen::<crate::xiangqi::Position>();
    }

    #[test]
    fn a_trailing_ply_after_a_full_fen_is_tolerated() {
        use crate::xiangqi::Position as Xq;
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        for line in [format!("fen {fen} 1"), format!("fen {fen}")] {
            let text = format!("{line}\nh2e2 h9g7 10 8 3\n");
            let mut piece = Piece::default();
            read_piece(text.as_bytes(), &mut Xq::startpos(), &mut piece);
            assert!(piece.problems.is_empty(), "{:?}", piece.problems);
            assert_eq!(piece.positions, vec![(Xq::startpos().key(), 0, 1)]);
        }
    }
}
