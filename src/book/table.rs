//! The book that `kirin book build` and `kirin book merge` write: positions by key, each
//! with the text of its position line and its moves as text, and the writer of the
//! YaneuraOu text format (`super::format` reads it back). The order of the file depends
//! on nothing but the contents: positions by key, moves by count, then value, then move
//! text, so the same inputs give byte-identical books.

use std::collections::BTreeMap;
use std::io::{BufWriter, Write};
use std::path::Path;

/// Largest value written, either sign: about a rook's worth in Kirin's shogi
/// centipawns, which a score rate of 99.7% reaches; rarer rates say nothing more (a
/// rescored move's value is held to the same bound).
pub const VALUE_LIMIT: i32 = 1000;

/// The header line YaneuraOu's tools write first (`super::synth` writes it too).
pub const HEADER: &str = "#YANEURAOU-DB2016 1.00";
/// The ponder field of a move without a ponder move (`super::format` reads it).
const NO_PONDER: &str = "none";

/// One book move as it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The move, in the game's notation (USI, ICCS).
    pub mv: String,
    /// The expected reply, if any.
    pub ponder: Option<String>,
    /// Value, side to move's view.
    pub value: i32,
    /// Depth of the value (0: not from a search).
    pub depth: i32,
    /// Times played.
    pub count: u64,
}

/// One position of the book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// The position text of its line and its rank: of the texts seen for the key, the
    /// one with the lowest (ply, text) is written, whatever order the inputs came in.
    text: Option<(usize, String)>,
    /// Its moves, in any order (the writer sorts them).
    pub moves: Vec<Line>,
}

impl Entry {
    /// The position's text, once one was offered.
    pub fn text(&self) -> Option<&str> {
        self.text.as_ref().map(|(_, text)| text.as_str())
    }

    /// Offers `text`, reached at `ply`, as the position's text.
    pub fn offer(&mut self, ply: usize, text: String) {
        if self
            .text
            .as_ref()
            .is_none_or(|(p, t)| (ply, &text) < (*p, t))
        {
            self.text = Some((ply, text));
        }
    }
}

/// A book being written: positions by key (the key order is the file order).
pub type Table = BTreeMap<u64, Entry>;

/// What was written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Positions (with at least one move).
    pub positions: usize,
    /// Moves in all.
    pub moves: usize,
}

/// The moves of `entry` in file order: most played first, then the higher value, then
/// by move text.
fn sorted(entry: &Entry) -> Vec<&Line> {
    let mut lines: Vec<&Line> = entry.moves.iter().collect();
    lines.sort_by(|a, b| {
        (b.count, b.value)
            .cmp(&(a.count, a.value))
            .then_with(|| a.mv.cmp(&b.mv))
    });
    lines
}

/// Writes `table` to `path` with `word` (`sfen`, `fen`) before each position text;
/// positions without moves or text are left out.
pub fn write(path: &Path, word: &str, table: &Table) -> std::io::Result<Written> {
    let mut out = BufWriter::new(std::fs::File::create(path)?);
    writeln!(out, "{HEADER}")?;
    let mut written = Written::default();
    for entry in table.values() {
        let Some((_, text)) = &entry.text else {
            continue;
        };
        if entry.moves.is_empty() {
            continue;
        }
        writeln!(out, "{word} {text}")?;
        written.positions += 1;
        for line in sorted(entry) {
            let ponder = line.ponder.as_deref().unwrap_or(NO_PONDER);
            writeln!(
                out,
                "{} {ponder} {} {} {}",
                line.mv, line.value, line.depth, line.count
            )?;
            written.moves += 1;
        }
    }
    out.flush()?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(mv: &str, value: i32, count: u64) -> Line {
        Line {
            mv: mv.into(),
            ponder: None,
            value,
            depth: 0,
            count,
        }
    }

    #[test]
    fn the_lowest_ply_then_text_is_kept() {
        let mut entry = Entry::default();
        entry.offer(5, "b".into());
        entry.offer(3, "z".into());
        entry.offer(3, "c".into());
        entry.offer(4, "a".into());
        assert_eq!(entry.text, Some((3, "c".into())));
    }

    #[test]
    fn positions_by_key_moves_by_count_value_then_text() {
        let mut table = Table::new();
        let mut second = Entry::default();
        second.offer(0, "two".into());
        second.moves = vec![line("b", 0, 1), line("a", 0, 1), line("c", 9, 1)];
        second.moves.push(line("d", -5, 4));
        table.insert(9, second);
        let mut first = Entry::default();
        first.offer(0, "one".into());
        first.moves = vec![Line {
            ponder: Some("p".into()),
            ..line("m", 3, 2)
        }];
        table.insert(2, first);
        table.insert(5, Entry::default());
        let path = std::env::temp_dir().join(format!("kirin-table-{}.db", std::process::id()));
        let written = write(&path, "sfen", &table).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(
            written,
            Written {
                positions: 2,
                moves: 5
            }
        );
        assert_eq!(
            text,
            format!(
                "{HEADER}\nsfen one\nm p 3 0 2\nsfen two\nd none -5 0 4\nc none 9 0 1\n\
                 a none 0 0 1\nb none 0 0 1\n"
            )
        );
    }
}
