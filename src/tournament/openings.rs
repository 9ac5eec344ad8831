//! Opening books: a text file of start positions, one per line, each an SFEN (shogi) or
//! FEN (xiangqi) optionally followed by `moves m1 m2 ...`, or `startpos [moves ...]`.
//! A leading `position`, `sfen` or `fen` word is accepted, so `position ...` lines copied
//! from a GUI log work too; `#` starts a comment, blank lines are skipped.
//!
//! Every line is checked with the game's own rules when the book is loaded (a bad line is
//! an error naming its line number, before any game starts). This module also owns the
//! order in which openings are used: sequential, or shuffled by a seed.
//!
//! A shogi book may also be a KIF record (`.kif` in Shift_JIS, `.kifu` in UTF-8): one
//! opening, the record's start position and all its main-line moves (`crate::records::kif`).

use super::referee::setup_position;
use crate::core::zobrist::{splitmix64, Rng};
use crate::core::MoveList;
use crate::engine_client::session::StartText;
use crate::game::{Game, GenKind};
use crate::records::kif;

/// One opening: a start position and the moves played from it before the engines think.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Start position.
    pub start: StartText,
    /// Book moves (wire notation).
    pub moves: Vec<String>,
}

/// The standard start with no book moves.
pub fn standard<G: Game>() -> Opening {
    Opening {
        start: StartText {
            fen: G::startpos().to_fen(),
            is_standard: true,
        },
        moves: Vec::new(),
    }
}

/// Parses one book line (no comment, not blank).
pub fn parse_line<G: Game>(line: &str) -> Result<Opening, String> {
    let mut rest = line.trim();
    for prefix in ["position ", "sfen ", "fen "] {
        if let Some(r) = rest.strip_prefix(prefix) {
            rest = r.trim_start();
        }
    }
    let (position, moves) = match rest.find(" moves") {
        Some(i) => (
            &rest[..i],
            rest[i + " moves".len()..]
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        ),
        None => (rest, Vec::new()),
    };
    let position = position.trim();
    if position.is_empty() {
        return Err("empty position".into());
    }
    let start = if position == "startpos" {
        StartText {
            fen: G::startpos().to_fen(),
            is_standard: true,
        }
    } else {
        let pos = G::from_fen(position).map_err(|e| e.to_string())?;
        let fen = pos.to_fen();
        StartText {
            is_standard: fen == G::startpos().to_fen(),
            fen,
        }
    };
    setup_position::<G>(&start, &moves).map_err(|e| e.0)?;
    Ok(Opening { start, moves })
}

/// Loads and checks a whole book.
pub fn parse_book<G: Game>(text: &str) -> Result<Vec<Opening>, String> {
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        out.push(parse_line::<G>(line).map_err(|e| format!("line {}: {e}", n + 1))?);
    }
    if out.is_empty() {
        return Err("no openings in the file".into());
    }
    Ok(out)
}

/// Reads and checks the book file at `path`: its text (for the resume fingerprint) and
/// its openings. A `.kif` / `.kifu` file is one KIF record, read as one book line.
pub fn load_book<G: Game>(path: &std::path::Path) -> Result<(String, Vec<Opening>), String> {
    let Some(encoding) = kif::Encoding::of_path(path) else {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read it: {e}"))?;
        let book = parse_book::<G>(&text)?;
        return Ok((text, book));
    };
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read it: {e}"))?;
    let text = encoding.decode(&bytes);
    let line = kif::read_opening(&text)?;
    let opening = parse_line::<G>(&line).map_err(|e| format!("{e} (read as '{line}')"))?;
    Ok((text, vec![opening]))
}

/// Walks tried before giving up on a random extension that does not end the game.
const RANDOM_WALK_TRIES: u64 = 64;

/// Extends `opening` by `plies` uniformly random legal moves, the same for the same
/// `seed`. Walks that reach a finished game (`Game::terminal`) are thrown away and another
/// is drawn; the colour-swapped pair corrects what imbalance a random start has.
pub fn randomize<G: Game>(opening: &Opening, plies: usize, seed: u64) -> Opening {
    let Ok(base) = setup_position::<G>(&opening.start, &opening.moves) else {
        return opening.clone();
    };
    for attempt in 0..RANDOM_WALK_TRIES {
        let mut rng = Rng::new(splitmix64(seed ^ attempt.wrapping_mul(0x9E37_79B9)).1);
        let mut pos = base.clone();
        let mut moves = opening.moves.clone();
        let mut list = MoveList::new();
        let mut ok = true;
        for _ in 0..plies {
            list.clear();
            pos.generate(GenKind::All, &mut list);
            if list.is_empty() || pos.terminal().is_some() {
                ok = false;
                break;
            }
            let m = list[rng.below(list.len() as u64) as usize];
            moves.push(G::format_move(m));
            pos.make(m);
        }
        if ok && pos.terminal().is_none() {
            return Opening {
                start: opening.start.clone(),
                moves,
            };
        }
    }
    opening.clone()
}

/// How openings are picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// In file order, wrapping around.
    Sequential,
    /// In an order shuffled by the run's seed, wrapping around.
    Random,
}

/// The opening index used by each pair number `0..count`: a permutation of the book
/// (shuffled when `order` is random), repeated as needed.
pub fn assignment(book_len: usize, count: usize, order: Order, seed: u64) -> Vec<usize> {
    let mut permutation: Vec<usize> = (0..book_len).collect();
    if order == Order::Random {
        let mut rng = Rng::new(seed);
        for i in (1..permutation.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            permutation.swap(i, j);
        }
    }
    (0..count)
        .map(|k| permutation[k % book_len.max(1)])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{shogi, xiangqi};

    #[test]
    fn books_of_both_games_are_checked_line_by_line() {
        let text = "# a comment\n\
            startpos moves 7g7f 3c3d\n\
            \n\
            position sfen lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d\n\
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n";
        let book = parse_book::<shogi::Position>(text).unwrap();
        assert_eq!(book.len(), 3);
        assert!(book[0].start.is_standard);
        assert_eq!(book[0].moves, ["7g7f", "3c3d"]);
        assert!(!book[1].start.is_standard);
        assert!(
            book[2].start.is_standard,
            "the even start written as an SFEN is still startpos"
        );
        let bad = parse_book::<shogi::Position>("startpos moves 7g7f\nstartpos moves 7g7f 7g7f\n");
        assert!(bad.unwrap_err().starts_with("line 2:"));
        assert!(parse_book::<shogi::Position>("9/9/9 b - 1\n").is_err());
        assert!(parse_book::<shogi::Position>("# nothing\n").is_err());
        let xq = parse_book::<xiangqi::Position>(
            "fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7\n",
        )
        .unwrap();
        assert!(xq[0].start.is_standard);
        assert_eq!(xq[0].moves, ["h2e2", "h9g7"]);
        assert!(parse_book::<xiangqi::Position>("startpos moves h2e3\n").is_err());
    }

    #[test]
    fn a_kif_record_is_one_opening() {
        let dir = std::env::temp_dir().join(format!("kirin-kif-book-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let text = "手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 投了\n";
        let sjis = dir.join("a.kif");
        std::fs::write(&sjis, kif::Encoding::ShiftJis.encode(text)).unwrap();
        let (read, book) = load_book::<shogi::Position>(&sjis).unwrap();
        assert_eq!(read, text);
        assert_eq!(book.len(), 1);
        assert!(book[0].start.is_standard);
        assert_eq!(book[0].moves, ["7g7f", "3c3d", "8h2b+"]);
        let utf8 = dir.join("b.kifu");
        std::fs::write(&utf8, text.replace("(88)", "(77)")).unwrap();
        let err = load_book::<shogi::Position>(&utf8).unwrap_err();
        assert!(err.contains("7g2b+"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn random_plies_are_legal_and_fixed_by_the_seed() {
        let start = standard::<xiangqi::Position>();
        let a = randomize::<xiangqi::Position>(&start, 8, 5);
        assert_eq!(a.moves.len(), 8);
        assert_eq!(a, randomize::<xiangqi::Position>(&start, 8, 5));
        assert_ne!(a.moves, randomize::<xiangqi::Position>(&start, 8, 6).moves);
        assert!(setup_position::<xiangqi::Position>(&a.start, &a.moves).is_ok());
        let s = randomize::<shogi::Position>(&standard::<shogi::Position>(), 10, 1);
        assert_eq!(s.moves.len(), 10);
        assert!(setup_position::<shogi::Position>(&s.start, &s.moves).is_ok());
    }

    #[test]
    fn sequential_and_random_orders_are_permutations() {
        assert_eq!(
            assignment(3, 7, Order::Sequential, 1),
            [0, 1, 2, 0, 1, 2, 0]
        );
        let a = assignment(50, 50, Order::Random, 42);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(a, (0..50).collect::<Vec<_>>());
        assert_eq!(a, assignment(50, 50, Order::Random, 42));
        assert_ne!(a, assignment(50, 50, Order::Random, 43));
    }
}
