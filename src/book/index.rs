//! A loaded book: every position's Zobrist key in one vector sorted by key, binary
//! searched, so that a position reached by any move order finds its moves. This module
//! owns the loading of a file into it: the file is read in blocks, each block is cut at
//! position lines into a few pieces per core, the pieces are read in parallel
//! (`super::format`), and their entries are merged in file order and sorted. Its index
//! cache (`super::cache`) is built on top of it.

use super::format::{self, BookMove, Piece, Problem, MAX_REPORTED};
use crate::game::Game;
use parking_lot::Mutex;
use std::io::Read;
use std::path::Path;

/// Bytes read from the file at a time: big enough that each core gets a piece worth the
/// thread it runs on, small enough that the text never weighs much next to the index.
const BLOCK_BYTES: usize = 8 << 20;
/// Text kept waiting for the next position line at most: a file that is not a book
/// (no position lines) is read in bounded blocks all the same.
const MAX_PENDING_BYTES: usize = 4 * BLOCK_BYTES;

/// One position of the index: its key and the range of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) key: u64,
    pub(super) start: u32,
    pub(super) len: u32,
}

/// A book of game moves by position key.
#[derive(Debug)]
pub struct Book<M> {
    /// Sorted by key; a position that appears more than once has one entry each time.
    pub(super) entries: Vec<Entry>,
    pub(super) moves: Vec<BookMove<M>>,
}

/// What loading a file found besides the book.
#[derive(Debug, Default)]
pub struct LoadReport {
    /// The first [`MAX_REPORTED`] rejected lines, in file order.
    pub problems: Vec<Problem>,
    /// Rejected lines beyond those.
    pub unreported: usize,
    /// Why the index cache could not be written (the book itself loaded).
    pub cache_note: Option<String>,
}

impl<M: Copy + PartialEq + Default> Book<M> {
    /// Positions with at least one move (a position listed twice counts twice).
    pub fn positions(&self) -> usize {
        self.entries.len()
    }

    /// Book moves in all.
    pub fn moves(&self) -> usize {
        self.moves.len()
    }

    /// The moves of the position with `key`, in file order, each move once (a position
    /// listed twice: the first line of a move counts).
    pub fn probe(&self, key: u64) -> Vec<BookMove<M>> {
        let first = self.entries.partition_point(|e| e.key < key);
        let mut found: Vec<BookMove<M>> = Vec::new();
        for entry in self.entries[first..].iter().take_while(|e| e.key == key) {
            let start = entry.start as usize;
            for m in &self.moves[start..start + entry.len as usize] {
                if !found.iter().any(|f| f.mv == m.mv) {
                    found.push(*m);
                }
            }
        }
        found
    }
}

/// Cuts `text` into at most `parts` pieces of whole records: each cut is moved forward
/// to the start of a position line.
fn split_at_records<'a>(text: &'a [u8], parts: usize, word: &str) -> Vec<&'a [u8]> {
    let mut pieces = Vec::with_capacity(parts);
    let mut start = 0;
    for part in 1..parts {
        let target = (text.len() * part / parts).max(start);
        match next_record(text, target, word) {
            Some(cut) if cut > start => {
                pieces.push(&text[start..cut]);
                start = cut;
            }
            _ => {}
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// The start of the first position line at or after byte `from` (a line start).
fn next_record(text: &[u8], from: usize, word: &str) -> Option<usize> {
    let mut at = from;
    if at > 0 && text[at - 1] != b'\n' {
        at += text[at..].iter().position(|&b| b == b'\n')? + 1;
    }
    while at < text.len() {
        if format::is_position_line(&text[at..], word) {
            return Some(at);
        }
        at += text[at..].iter().position(|&b| b == b'\n')? + 1;
    }
    None
}

/// The start of the last position line in `text` that begins after byte 0, where a
/// block can be cut without splitting a record.
fn last_record(text: &[u8], word: &str) -> Option<usize> {
    let mut end = text.len();
    while let Some(newline) = text[..end].iter().rposition(|&b| b == b'\n') {
        let at = newline + 1;
        if at < text.len() && format::is_position_line(&text[at..], word) {
            return Some(at);
        }
        end = newline;
    }
    None
}

/// Collects the pieces into the book under construction, in order.
struct Merger<M> {
    entries: Vec<Entry>,
    moves: Vec<BookMove<M>>,
    report: LoadReport,
    /// Lines of the file before the next piece.
    lines_before: usize,
}

impl<M: Copy> Merger<M> {
    fn add(&mut self, piece: &mut Piece<M>) {
        let base = self.moves.len() as u32;
        self.entries
            .extend(piece.positions.iter().map(|&(key, start, len)| Entry {
                key,
                start: base + start,
                len,
            }));
        self.moves.extend_from_slice(&piece.moves);
        for problem in piece.problems.drain(..) {
            if self.report.problems.len() < MAX_REPORTED {
                self.report.problems.push(Problem {
                    line: self.lines_before + problem.line,
                    reason: problem.reason,
                });
            } else {
                self.report.unreported += 1;
            }
        }
        self.report.unreported += piece.unreported;
        self.lines_before += piece.lines;
    }
}

/// Pieces a block is cut into per reader thread: a thread that finishes early (or
/// that the machine's other work held back less) takes the next piece, so no thread
/// waits long for the slowest at the end of a block.
const PIECES_PER_THREAD: usize = 4;

/// What the reading keeps from block to block: a scratch position per thread and the
/// pieces, whose vectors are reused (fresh ones would be new memory for every block, and
/// the kernel's zeroing of it was a tenth of the loading time).
struct Readers<G: Game> {
    scratch: Vec<G>,
    pieces: Vec<Piece<G::Move>>,
}

/// Reads `text` (whole records) on one thread per scratch position into `merger`.
fn read_block<G: Game>(text: &[u8], readers: &mut Readers<G>, merger: &mut Merger<G::Move>) {
    let texts = split_at_records(text, readers.pieces.len(), G::INFO.position_word);
    let pieces = &mut readers.pieces[..texts.len()];
    // The threads take (piece, text) pairs in turn from one queue.
    let queue = Mutex::new(pieces.iter_mut().zip(texts.iter()));
    std::thread::scope(|scope| {
        for scratch in &mut readers.scratch {
            let queue = &queue;
            scope.spawn(move || loop {
                let next = queue.lock().next();
                let Some((piece, &text)) = next else {
                    break;
                };
                format::read_piece(text, scratch, piece);
            });
        }
    });
    for piece in pieces {
        merger.add(piece);
    }
}

/// Loads the book file at `path` from its text (`super::cache::load` reads the index cache
/// first when the book is big).
pub fn load_text<G: Game>(
    path: &Path,
    threads: usize,
) -> std::io::Result<(Book<G::Move>, LoadReport)> {
    let mut file = std::fs::File::open(path)?;
    let word = G::INFO.position_word;
    let mut merger = Merger {
        entries: Vec::new(),
        moves: Vec::new(),
        report: LoadReport::default(),
        lines_before: 0,
    };
    let threads = threads.max(1);
    let mut readers = Readers {
        scratch: (0..threads).map(|_| G::startpos()).collect(),
        pieces: (0..threads * PIECES_PER_THREAD)
            .map(|_| Piece::default())
            .collect(),
    };
    let mut buffer: Vec<u8> = Vec::with_capacity(BLOCK_BYTES * 2);
    loop {
        let before = buffer.len();
        (&mut file)
            .take(BLOCK_BYTES as u64)
            .read_to_end(&mut buffer)?;
        let at_end = buffer.len() == before;
        // Everything before the last record start is complete; the rest waits for more
        // text (at the end of the file, everything is read).
        let cut = if at_end {
            buffer.len()
        } else {
            match last_record(&buffer, word) {
                Some(cut) => cut,
                None if buffer.len() < MAX_PENDING_BYTES => continue,
                None => buffer
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(buffer.len(), |newline| newline + 1),
            }
        };
        read_block(&buffer[..cut], &mut readers, &mut merger);
        buffer.drain(..cut);
        if at_end {
            break;
        }
    }
    let Merger {
        mut entries,
        moves,
        report,
        ..
    } = merger;
    // Stable: a position listed twice keeps its file order (the first line of a move
    // wins in `probe`).
    entries.sort_by_key(|e| e.key);
    Ok((Book { entries, moves }, report))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::load;
    use crate::shogi::Position;

    const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    #[test]
    fn splits_land_on_position_lines() {
        let text = b"sfen a\nm\nsfen b\nm\nm\nsfen c\nm\n";
        for parts in 1..6 {
            let pieces = split_at_records(text, parts, "sfen");
            assert_eq!(pieces.concat(), text.to_vec());
            for p in &pieces {
                assert!(p.starts_with(b"sfen "), "{parts}: {pieces:?}");
            }
        }
        assert_eq!(last_record(text, "sfen"), Some(20));
        assert_eq!(last_record(b"sfen a\nm\n", "sfen"), None);
    }

    #[test]
    fn loads_in_pieces_and_finds_transpositions() {
        let dir = std::env::temp_dir().join(format!("kirin-book-index-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("book.db");
        let mut text = String::from("#YANEURAOU-DB2016 1.00\n");
        // The position after 7g7f 3c3d 2g2f, probed after 2g2f 3c3d 7g7f.
        let mut p = Position::startpos();
        for m in ["7g7f", "3c3d", "2g2f"] {
            let m = p.parse_move(m).unwrap();
            p.make(m);
        }
        let after = p.to_fen();
        for i in 0..50 {
            text.push_str(&format!("sfen {START}\n7g7f none {i} 1 1\nbad line\n"));
        }
        text.push_str(&format!("sfen {after}\n8c8d none 5 3 2\n4a3b none 7 3 1\n"));
        std::fs::write(&path, &text).unwrap();
        for threads in [1, 3] {
            let (book, report) = load::<Position>(&path, threads).unwrap();
            assert_eq!(book.positions(), 51);
            assert_eq!(book.moves(), 52);
            assert_eq!(report.problems.len(), MAX_REPORTED);
            assert_eq!(report.problems[0].line, 4);
            assert_eq!(report.problems[9].line, 31);
            assert_eq!(report.unreported, 40);
            let start = book.probe(Position::startpos().key());
            assert_eq!(start.len(), 1, "one move, listed 50 times");
            assert_eq!(start[0].value, 0, "the first line counts");
            let mut p = Position::startpos();
            for m in ["2g2f", "3c3d", "7g7f"] {
                let m = p.parse_move(m).unwrap();
                p.make(m);
            }
            assert_eq!(book.probe(p.key()).len(), 2);
            assert!(book.probe(p.key() ^ 1).is_empty());
        }
        assert!(load::<Position>(&dir.join("missing.db"), 1).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
