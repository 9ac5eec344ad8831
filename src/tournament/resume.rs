//! The results file: an append-only JSON-lines log that makes a run resumable.
//!
//! Line 1 is a header naming the run's fingerprint (a hash of everything that decides the
//! schedule and the games; for a piece of a split match also the whole match's fingerprint
//! and the piece, which `kirin report` uses to merge pieces); every further line is one finished [`GameRecord`], written
//! whole and `fsync`ed before the next game's result is counted. After a `kill -9` the
//! same command reads the file back: games whose id is present are done, every other game
//! is (re)played from its start. A partial last line (killed mid-write) is cut off. So no
//! game is lost and none is counted twice.

use crate::records::json::{self, HeaderLine};
use crate::records::result::GameRecord;
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// Format version in the header.
const FORMAT: u64 = 1;

/// An open results file.
pub struct ResultsFile {
    file: File,
    path: PathBuf,
}

/// What was found in an existing file.
pub struct Loaded {
    /// The open file, positioned for appending.
    pub file: ResultsFile,
    /// Finished games by id.
    pub done: BTreeMap<u64, GameRecord>,
}

/// The header line: which run the file belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Fingerprint of the file's run: the match, plus its piece when split.
    pub fingerprint: String,
    /// Games of the file's run (of its piece, when split).
    pub games: usize,
    /// Fingerprint of the whole match; the same as `fingerprint` for an unsplit run.
    pub match_fingerprint: String,
    /// The piece (`K/N`) of a split run.
    pub shard: Option<String>,
    /// Engine names in command-line order (empty in files written before they were kept).
    pub engines: Vec<String>,
}

impl Header {
    fn to_json(&self) -> String {
        // An unsplit run's header keeps its old fields only: its match is its fingerprint.
        json::to_line(&HeaderLine {
            kirin_match: Some(FORMAT),
            fingerprint: self.fingerprint.clone(),
            games: self.games as u64,
            whole_match: self.shard.as_ref().map(|_| self.match_fingerprint.clone()),
            shard: self.shard.clone(),
            engines: self.engines.clone(),
        })
    }

    fn from_json(line: &str, shown: &str) -> Result<Header, String> {
        let line: HeaderLine =
            json::from_line(line).map_err(|e| format!("{shown}: bad header: {e}"))?;
        if line.kirin_match != Some(FORMAT) {
            return Err(format!("{shown} is not a kirin match results file"));
        }
        Ok(Header {
            match_fingerprint: line.whole_match.unwrap_or_else(|| line.fingerprint.clone()),
            fingerprint: line.fingerprint,
            games: line.games as usize,
            shard: line.shard,
            engines: line.engines,
        })
    }
}

/// A results file as read: its header, its games in file order, and the length of its
/// whole, readable lines (anything after that is a torn last write).
struct Parsed {
    header: Header,
    records: Vec<GameRecord>,
    good_len: usize,
}

/// Length of the first line with its newline.
fn header_len(body: &str) -> usize {
    body.find('\n').map_or(body.len(), |i| i + 1)
}

/// A stable 64-bit hash (FNV-1a) of the run description, as 16 hex digits.
pub fn fingerprint(description: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in description.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn parse(text: &[u8], shown: &str) -> Result<Parsed, String> {
    // Keep whole lines only: everything after the last newline is a torn write.
    let complete = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let body = String::from_utf8_lossy(&text[..complete]).into_owned();
    let mut lines = body.lines();
    let header = lines
        .next()
        .ok_or_else(|| format!("{shown}: empty header line"))?;
    let header = Header::from_json(header, shown)?;
    let line_count = body.lines().count();
    let mut good_len = header_len(&body);
    let mut records = Vec::new();
    for (n, line) in lines.enumerate() {
        match GameRecord::from_json(line) {
            Ok(record) => {
                records.push(record);
                good_len += line.len() + 1;
            }
            // Only the last line can be torn (each line is written by one write call).
            Err(e) if n + 2 == line_count => {
                log::warn!("{shown}: dropping a partial last line: {e}")
            }
            Err(e) => return Err(format!("{shown}: line {}: {e}", n + 2)),
        }
    }
    Ok(Parsed {
        header,
        records,
        good_len,
    })
}

/// Reads a results file without changing it: its header and its finished games in file
/// order (a torn last line is left out, as a resume would cut it).
pub fn read(path: &Path) -> Result<(Header, Vec<GameRecord>), String> {
    let shown = path.display().to_string();
    let text = std::fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let parsed = parse(&text, &shown)?;
    Ok((parsed.header, parsed.records))
}

impl ResultsFile {
    /// Opens `path`: creates it with `header`, or reads back the games of an earlier run
    /// with the same fingerprint. A different fingerprint is an error (a different run).
    pub fn open(path: &Path, header: &Header) -> Result<Loaded, String> {
        let shown = path.display().to_string();
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| format!("cannot open {shown}: {e}"))?;
        let mut text = Vec::new();
        file.read_to_end(&mut text)
            .map_err(|e| format!("cannot read {shown}: {e}"))?;
        let mut results = ResultsFile {
            file,
            path: path.to_path_buf(),
        };
        let mut done = BTreeMap::new();
        if text.is_empty() {
            results.append_line(&header.to_json())?;
            return Ok(Loaded {
                file: results,
                done,
            });
        }
        let parsed = parse(&text, &shown)?;
        let (found, fingerprint) = (&parsed.header.fingerprint, &header.fingerprint);
        if found != fingerprint {
            return Err(format!(
                "{shown} belongs to a different run (fingerprint {found}, this run {fingerprint}); \
                 use the same command to resume it, or another -out file"
            ));
        }
        for record in parsed.records {
            done.entry(record.id).or_insert(record);
        }
        if parsed.good_len < text.len() {
            results.truncate(parsed.good_len as u64)?;
        }
        Ok(Loaded {
            file: results,
            done,
        })
    }

    fn truncate(&mut self, len: u64) -> Result<(), String> {
        self.file
            .set_len(len)
            .map_err(|e| format!("cannot truncate {}: {e}", self.path.display()))?;
        self.file
            .seek(SeekFrom::End(0))
            .map_err(|e| e.to_string())?;
        Ok(())
    }

    fn append_line(&mut self, line: &str) -> Result<(), String> {
        let mut buf = String::with_capacity(line.len() + 1);
        buf.push_str(line);
        buf.push('\n');
        self.file
            .write_all(buf.as_bytes())
            .and_then(|_| self.file.sync_data())
            .map_err(|e| format!("cannot write {}: {e}", self.path.display()))
    }

    /// Appends one finished game and flushes it to disk.
    pub fn append(&mut self, record: &GameRecord) -> Result<(), String> {
        self.append_line(&record.to_json())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::{Ending, GameResult};

    fn record(id: u64) -> GameRecord {
        GameRecord {
            id,
            round: 1,
            pair: id / 2,
            players: ["A".into(), "B".into()],
            opening: None,
            start_fen: "startpos".into(),
            standard_start: true,
            book_plies: 0,
            moves: vec!["7g7f".into()],
            times_ms: vec![5],
            scores: vec![Some(1)],
            result: GameResult::Draw,
            ending: Ending::MoveCap,
            reason: "move cap".into(),
            detail: None,
            time_control: "nodes=1".into(),
            date: "2026.11.29".into(),
        }
    }

    fn header(fingerprint: &str) -> Header {
        Header {
            fingerprint: fingerprint.into(),
            games: 4,
            match_fingerprint: fingerprint.into(),
            shard: None,
            engines: vec![],
        }
    }

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("kirin-resume-{}-{name}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        dir
    }

    #[test]
    fn reopening_returns_the_finished_games_and_cuts_a_torn_line() {
        let path = temp("torn");
        {
            let mut loaded = ResultsFile::open(&path, &header("abc")).unwrap();
            assert!(loaded.done.is_empty());
            loaded.file.append(&record(0)).unwrap();
            loaded.file.append(&record(2)).unwrap();
        }
        // Simulate a kill in the middle of writing game 1.
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(&record(1).to_json().as_bytes()[..30]).unwrap();
        drop(f);
        {
            let mut loaded = ResultsFile::open(&path, &header("abc")).unwrap();
            assert_eq!(loaded.done.keys().copied().collect::<Vec<_>>(), [0, 2]);
            loaded.file.append(&record(1)).unwrap();
        }
        let loaded = ResultsFile::open(&path, &header("abc")).unwrap();
        assert_eq!(loaded.done.keys().copied().collect::<Vec<_>>(), [0, 1, 2]);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.lines().count(), 4);
        assert!(ResultsFile::open(&path, &header("other")).is_err());
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_foreign_file_is_refused() {
        let path = temp("foreign");
        std::fs::write(&path, "hello\n").unwrap();
        assert!(ResultsFile::open(&path, &header("abc")).is_err());
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn headers_name_the_match_and_the_piece() {
        // A header written before pieces and engine names were kept.
        let old = r#"{"kirin_match":1,"fingerprint":"abc","games":40}"#;
        let parsed = Header::from_json(old, "f").unwrap();
        assert_eq!(
            parsed,
            Header {
                games: 40,
                ..header("abc")
            }
        );
        // An unsplit run still writes exactly the old fields.
        assert_eq!(header("abc").to_json().replace("4}", "40}"), old);
        let piece = Header {
            fingerprint: "def".into(),
            shard: Some("2/4".into()),
            engines: vec!["A".into(), "B".into()],
            ..header("abc")
        };
        assert_eq!(Header::from_json(&piece.to_json(), "f").unwrap(), piece);
        let path = temp("read");
        {
            let mut loaded = ResultsFile::open(&path, &piece).unwrap();
            loaded.file.append(&record(3)).unwrap();
        }
        assert_eq!(read(&path).unwrap(), (piece, vec![record(3)]));
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn fingerprints_are_stable() {
        assert_eq!(fingerprint(""), "cbf29ce484222325");
        assert_ne!(fingerprint("a"), fingerprint("b"));
    }
}
