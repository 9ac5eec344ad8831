//! The index cache of a book file, `<book>.kirinidx` next to it: the sorted position
//! entries, the moves (packed as [`Game::pack`] packs them) and the rejected lines of a
//! load, so that loading the unchanged book again reads these instead of parsing the text.
//!
//! This module owns the cache's layout, its checks and its writing. A cache is used only
//! when everything matches: magic and version, the game, the book's size and modification
//! time, the section lengths against the file's length, keys in order, move ranges inside
//! the moves, and a checksum of the contents; otherwise the caller reads the text and
//! writes the cache again. Moves from a cache, like every book move, are checked for
//! legality where they are played (`crate::protocol::controller`).

use super::format::{BookMove, Problem, MAX_REPORTED};
use super::index::{self, Book, Entry, LoadReport};
use crate::core::zobrist::splitmix64;
use crate::game::Game;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// Books smaller than this are not cached: they load in milliseconds, and a small book
/// should not leave a file next to it.
pub const MIN_BOOK_BYTES: u64 = 4 << 20;
/// The first bytes of a cache file.
const MAGIC: &[u8; 8] = b"KIRINIDX";
/// Layout version; a cache of another version is rebuilt.
const VERSION: u32 = 1;
/// Appended to the book's file name.
const SUFFIX: &str = ".kirinidx";
/// Bytes of one entry (key, first move, move count) and of one move (move, ponder,
/// value, depth, count).
const RECORD_BYTES: usize = 16;
/// Records decoded per read.
const CHUNK_RECORDS: usize = 4096;
/// Longest reason text a cache may hold (a damaged length must not allocate much).
const MAX_REASON_BYTES: usize = 1 << 16;
/// Read and write buffer size.
const BUFFER_BYTES: usize = 1 << 16;

/// What identifies the book text a cache was made from: its size and modification time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// Bytes.
    pub size: u64,
    secs: u64,
    nanos: u32,
}

impl Stamp {
    /// The stamp of the file at `path` now (`None`: no file, or no modification time).
    pub fn of(path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        Some(Stamp {
            size: meta.len(),
            secs: modified.as_secs(),
            nanos: modified.subsec_nanos(),
        })
    }
}

/// The cache file of the book at `book`.
pub fn path_of(book: &Path) -> PathBuf {
    let mut name = book.as_os_str().to_owned();
    name.push(SUFFIX);
    PathBuf::from(name)
}

/// The running checksum: SplitMix64's output function over each 64-bit word in turn
/// (written and read in the same words, whatever the chunking).
#[derive(Default)]
struct Checksum(u64);

impl Checksum {
    fn add(&mut self, word: u64) {
        self.0 = splitmix64(self.0 ^ word).1;
    }
}

fn le_u64(bytes: &[u8], at: usize) -> u64 {
    bytes
        .get(at..at + 8)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u64::from_le_bytes)
}

fn le_u32(bytes: &[u8], at: usize) -> u32 {
    bytes
        .get(at..at + 4)
        .and_then(|b| b.try_into().ok())
        .map_or(0, u32::from_le_bytes)
}

fn read_u64(r: &mut impl Read) -> Option<u64> {
    let mut b = [0; 8];
    r.read_exact(&mut b).ok()?;
    Some(u64::from_le_bytes(b))
}

fn read_u32(r: &mut impl Read) -> Option<u32> {
    let mut b = [0; 4];
    r.read_exact(&mut b).ok()?;
    Some(u32::from_le_bytes(b))
}

/// The header fields after the magic and version, as written.
struct Header {
    stamp: Stamp,
    entries: u64,
    moves: u64,
    problems: u32,
    unreported: u64,
    checksum: u64,
}

/// The (entry, move) word pairs of the checksum and of the file.
fn entry_words(e: &Entry) -> [u64; 2] {
    [e.key, u64::from(e.start) | u64::from(e.len) << 32]
}

fn move_words<G: Game>(m: &BookMove<G::Move>) -> [u64; 2] {
    let packed = u64::from(G::pack(m.mv)) | u64::from(G::pack(m.ponder)) << 16;
    [
        packed | u64::from(m.value as u32) << 32,
        u64::from(m.depth as u32) | u64::from(m.count) << 32,
    ]
}

/// Reads the cache of the book at `book` if it is the cache of this text (`stamp`) for
/// game `G` and passes every check; `None` otherwise.
pub fn read<G: Game>(book: &Path, stamp: Stamp) -> Option<(Book<G::Move>, LoadReport)> {
    let file = File::open(path_of(book)).ok()?;
    let file_len = file.metadata().ok()?.len();
    let mut r = BufReader::with_capacity(BUFFER_BYTES, file);
    let mut magic = [0; 8];
    r.read_exact(&mut magic).ok()?;
    if &magic != MAGIC || read_u32(&mut r)? != VERSION {
        return None;
    }
    let mut name_len = [0u8; 1];
    r.read_exact(&mut name_len).ok()?;
    let mut name = vec![0; usize::from(name_len[0])];
    r.read_exact(&mut name).ok()?;
    if name != G::INFO.name.as_bytes() {
        return None;
    }
    let header = Header {
        stamp: Stamp {
            size: read_u64(&mut r)?,
            secs: read_u64(&mut r)?,
            nanos: read_u32(&mut r)?,
        },
        entries: read_u64(&mut r)?,
        moves: read_u64(&mut r)?,
        problems: read_u32(&mut r)?,
        unreported: read_u64(&mut r)?,
        checksum: read_u64(&mut r)?,
    };
    let records = header.entries.checked_add(header.moves)?;
    if header.stamp != stamp
        || records.checked_mul(RECORD_BYTES as u64)? > file_len
        || header.moves > u64::from(u32::MAX)
        || header.problems as usize > MAX_REPORTED
    {
        return None;
    }
    let mut sum = Checksum::default();
    let mut chunk = vec![0u8; CHUNK_RECORDS * RECORD_BYTES];
    let mut entries = Vec::with_capacity(usize::try_from(header.entries).ok()?);
    let mut left = header.entries;
    while left > 0 {
        let n = left.min(CHUNK_RECORDS as u64) as usize;
        let bytes = chunk.get_mut(..n * RECORD_BYTES)?;
        r.read_exact(bytes).ok()?;
        for record in bytes.chunks_exact(RECORD_BYTES) {
            let entry = Entry {
                key: le_u64(record, 0),
                start: le_u32(record, 8),
                len: le_u32(record, 12),
            };
            let in_order = entries.last().is_none_or(|e: &Entry| e.key <= entry.key);
            if !in_order || u64::from(entry.start) + u64::from(entry.len) > header.moves {
                return None;
            }
            entry_words(&entry).iter().for_each(|&w| sum.add(w));
            entries.push(entry);
        }
        left -= n as u64;
    }
    let mut moves = Vec::with_capacity(usize::try_from(header.moves).ok()?);
    let mut left = header.moves;
    while left > 0 {
        let n = left.min(CHUNK_RECORDS as u64) as usize;
        let bytes = chunk.get_mut(..n * RECORD_BYTES)?;
        r.read_exact(bytes).ok()?;
        for record in bytes.chunks_exact(RECORD_BYTES) {
            let (first, second) = (le_u64(record, 0), le_u64(record, 8));
            sum.add(first);
            sum.add(second);
            moves.push(BookMove {
                mv: G::unpack_unchecked(first as u16)?,
                ponder: G::unpack_unchecked((first >> 16) as u16)?,
                value: (first >> 32) as u32 as i32,
                depth: second as u32 as i32,
                count: (second >> 32) as u32,
            });
        }
        left -= n as u64;
    }
    let mut report = LoadReport {
        unreported: usize::try_from(header.unreported).ok()?,
        ..LoadReport::default()
    };
    for _ in 0..header.problems {
        let line = read_u64(&mut r)?;
        let len = read_u32(&mut r)?;
        if len as usize > MAX_REASON_BYTES {
            return None;
        }
        let mut text = vec![0; len as usize];
        r.read_exact(&mut text).ok()?;
        sum.add(line);
        sum.add(u64::from(len));
        text.iter().for_each(|&b| sum.add(u64::from(b)));
        report.problems.push(Problem {
            line: usize::try_from(line).ok()?,
            reason: String::from_utf8(text).ok()?,
        });
    }
    // Nothing may follow, and the contents must be what was written.
    if r.read(&mut [0u8; 1]).ok()? != 0 || sum.0 != header.checksum {
        return None;
    }
    Some((Book { entries, moves }, report))
}

/// Writes the cache of the book at `book` (whose text had `stamp` when it was read):
/// to a temporary file first, renamed over the cache, so that a reader never sees half a
/// cache. Does nothing for a game whose moves cannot be unpacked without a position.
pub fn write<G: Game>(
    book: &Path,
    stamp: Stamp,
    loaded: &Book<G::Move>,
    report: &LoadReport,
) -> std::io::Result<()> {
    if G::unpack_unchecked(0).is_none()
        || report
            .problems
            .iter()
            .any(|p| p.reason.len() > MAX_REASON_BYTES)
    {
        return Ok(());
    }
    let mut sum = Checksum::default();
    for e in &loaded.entries {
        entry_words(e).iter().for_each(|&w| sum.add(w));
    }
    for m in &loaded.moves {
        move_words::<G>(m).iter().for_each(|&w| sum.add(w));
    }
    for p in &report.problems {
        sum.add(p.line as u64);
        sum.add(p.reason.len() as u64);
        p.reason.bytes().for_each(|b| sum.add(u64::from(b)));
    }
    let target = path_of(book);
    let mut temporary = target.clone().into_os_string();
    temporary.push(format!(".{}.tmp", std::process::id()));
    let temporary = PathBuf::from(temporary);
    let written = (|| {
        let mut w = BufWriter::with_capacity(BUFFER_BYTES, File::create(&temporary)?);
        let name = G::INFO.name.as_bytes();
        w.write_all(MAGIC)?;
        w.write_all(&VERSION.to_le_bytes())?;
        w.write_all(&[name.len() as u8])?;
        w.write_all(name)?;
        w.write_all(&stamp.size.to_le_bytes())?;
        w.write_all(&stamp.secs.to_le_bytes())?;
        w.write_all(&stamp.nanos.to_le_bytes())?;
        w.write_all(&(loaded.entries.len() as u64).to_le_bytes())?;
        w.write_all(&(loaded.moves.len() as u64).to_le_bytes())?;
        w.write_all(&(report.problems.len() as u32).to_le_bytes())?;
        w.write_all(&(report.unreported as u64).to_le_bytes())?;
        w.write_all(&sum.0.to_le_bytes())?;
        for e in &loaded.entries {
            for word in entry_words(e) {
                w.write_all(&word.to_le_bytes())?;
            }
        }
        for m in &loaded.moves {
            for word in move_words::<G>(m) {
                w.write_all(&word.to_le_bytes())?;
            }
        }
        for p in &report.problems {
            w.write_all(&(p.line as u64).to_le_bytes())?;
            w.write_all(&(p.reason.len() as u32).to_le_bytes())?;
            w.write_all(p.reason.as_bytes())?;
        }
        // No fsync: a cache cut short by a crash fails its checks and is rebuilt.
        w.flush()?;
        drop(w);
        std::fs::rename(&temporary, &target)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// Loads the book file at `path` for game `G` on up to `threads` threads. `Err` is the
/// reason the file could not be read at all; rejected lines are in the report. A big book
/// comes from its index cache when the cache is current (the same book, rejected lines
/// and all), else from the text, and the cache is written for the next time.
pub fn load<G: Game>(path: &Path, threads: usize) -> std::io::Result<(Book<G::Move>, LoadReport)> {
    let stamp = Stamp::of(path).filter(|s| s.size >= MIN_BOOK_BYTES);
    if let Some(stamp) = stamp {
        if let Some(cached) = read::<G>(path, stamp) {
            return Ok(cached);
        }
    }
    let (book, mut report) = index::load_text::<G>(path, threads)?;
    // A book changed while it was read is not cached: the stamp would not be its text's.
    if let Some(stamp) = stamp.filter(|&s| Stamp::of(path) == Some(s)) {
        if let Err(e) = write::<G>(path, stamp, &book, &report) {
            report.cache_note = Some(format!(
                "index cache {} not written: {e}",
                path_of(path).display()
            ));
        }
    }
    Ok((book, report))
}

#[cfg(test)]
mod tests {
    use super::super::index::load_text;
    use super::*;
    use crate::shogi::Position;

    const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    fn same<M: PartialEq + std::fmt::Debug>(a: &Book<M>, b: &Book<M>) {
        assert_eq!(a.entries, b.entries);
        assert_eq!(a.moves, b.moves);
    }

    #[test]
    fn a_cache_reads_back_what_was_written_and_nothing_else() {
        let dir = std::env::temp_dir().join(format!("kirin-book-cache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("book.db");
        let mut text = String::from("#YANEURAOU-DB2016 1.00\n");
        for i in 0..30 {
            text.push_str(&format!(
                "sfen {START}\n7g7f 3c3d {i} 1 {i}\nbad line {i}\n"
            ));
        }
        text.push_str(&format!("sfen {START} 2\n2g2f none -5 3 7\n"));
        std::fs::write(&path, &text).unwrap();
        let stamp = Stamp::of(&path).unwrap();
        let (book, report) = load_text::<Position>(&path, 2).unwrap();
        assert_eq!(report.problems.len(), MAX_REPORTED);
        write::<Position>(&path, stamp, &book, &report).unwrap();
        let (cached, cached_report) = read::<Position>(&path, stamp).unwrap();
        same(&book, &cached);
        assert_eq!(cached_report.problems, report.problems);
        assert_eq!(cached_report.unreported, report.unreported);
        assert_eq!(cached.probe(Position::startpos().key()).len(), 2);
        // Another game, another text, a changed byte, a cut file: not used.
        assert!(read::<crate::xiangqi::Position>(&path, stamp).is_none());
        let later = Stamp {
            nanos: stamp.nanos ^ 1,
            ..stamp
        };
        assert!(read::<Position>(&path, later).is_none());
        let bytes = std::fs::read(path_of(&path)).unwrap();
        for at in [0, 20, 70, 100, bytes.len() / 2, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 0x10;
            std::fs::write(path_of(&path), &damaged).unwrap();
            assert!(read::<Position>(&path, stamp).is_none(), "byte {at}");
        }
        for len in [0, 30, bytes.len() - 1] {
            std::fs::write(path_of(&path), &bytes[..len]).unwrap();
            assert!(read::<Position>(&path, stamp).is_none(), "{len} bytes");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        std::fs::write(path_of(&path), &longer).unwrap();
        assert!(read::<Position>(&path, stamp).is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
