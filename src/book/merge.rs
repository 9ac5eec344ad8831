//! `kirin book merge`: the union of books of one game. Every move line of every book
//! counts: the same move of the same position (by the engine's position key, so a
//! position written with another move number is the same) adds its counts, and its
//! value is the count-weighted mean of the values (each book's value stands for the games
//! it counts; when every count is 0, the plain mean). The depth is the deepest, the
//! ponder move the one of the line with the highest count (the first book's on a tie).
//! A position's line is written as the books spell it, the one with the lowest move
//! number (then text) when they differ.
//!
//! Lines the loader would reject are reported as `file:line: why` and left out.

use super::build::Summary;
use super::format::{self, MAX_REPORTED};
use super::table::{self, Entry, Line, Table};
use crate::game::Game;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

/// What `kirin book merge` was asked for.
#[derive(Clone, Debug)]
pub struct MergeConfig {
    /// The book to write.
    pub out: PathBuf,
    /// The books to merge.
    pub files: Vec<PathBuf>,
}

/// One move's lines so far.
#[derive(Clone, Copy, Debug, Default)]
struct Sum<M> {
    count: u64,
    /// Sum of value times count.
    weighted: i128,
    /// Sum of values and lines, for the mean when every count is 0.
    values: i64,
    lines: u64,
    depth: i32,
    /// The ponder move and the count of the line it came from.
    ponder: Option<(u64, M)>,
}

impl<M: Copy> Sum<M> {
    fn add(&mut self, m: &format::BookMove<M>, ponder: Option<M>) {
        let count = u64::from(m.count);
        self.count += count;
        self.weighted += i128::from(m.value) * i128::from(count);
        self.values += i64::from(m.value);
        self.lines += 1;
        self.depth = if self.lines == 1 {
            m.depth
        } else {
            self.depth.max(m.depth)
        };
        if let Some(p) = ponder {
            if self.ponder.is_none_or(|(c, _)| count > c) {
                self.ponder = Some((count, p));
            }
        }
    }

    /// The count-weighted mean value, rounded to the nearest (the plain mean when every
    /// count is 0).
    fn value(&self) -> i32 {
        let (sum, weight) = if self.count > 0 {
            (self.weighted, i128::from(self.count))
        } else {
            (i128::from(self.values), i128::from(self.lines.max(1)))
        };
        let mean = (2 * sum + weight).div_euclid(2 * weight);
        mean.clamp(i128::from(i32::MIN), i128::from(i32::MAX)) as i32
    }
}

/// One position's moves so far.
struct Node<M> {
    entry: Entry,
    moves: HashMap<M, Sum<M>>,
}

/// Reads the book at `path` into `nodes`; returns the lines rejected.
fn read_book<G: Game>(
    path: &PathBuf,
    nodes: &mut BTreeMap<u64, Node<G::Move>>,
    problems: &mut Vec<String>,
) -> Result<usize, String> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    let text = String::from_utf8_lossy(&bytes);
    let word = G::INFO.position_word;
    let mut scratch = G::startpos();
    let mut current: Option<u64> = None;
    let mut rejected = 0;
    let mut reject = |number: usize, why: String| {
        rejected += 1;
        if rejected <= MAX_REPORTED {
            problems.push(format!("{shown}:{number}: {why}"));
        }
    };
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        if format::is_position_line(line.as_bytes(), word) {
            current = match format::parse_position(&mut scratch, &line[word.len()..]) {
                Ok(()) => {
                    let key = scratch.key();
                    let node = nodes.entry(key).or_insert_with(|| Node {
                        entry: Entry::default(),
                        moves: HashMap::new(),
                    });
                    let text = line[word.len()..].trim();
                    node.entry.offer(move_number(text), text.to_string());
                    Some(key)
                }
                Err(why) => {
                    reject(number, why);
                    None
                }
            };
            continue;
        }
        let Some(key) = current else {
            reject(
                number,
                format!("a move line outside a good '{word}' record"),
            );
            continue;
        };
        match format::parse_move_line(&mut scratch, line) {
            Ok(m) => {
                let ponder = (m.ponder != G::Move::default()).then_some(m.ponder);
                let node = nodes
                    .get_mut(&key)
                    .expect("the current position has a node");
                node.moves.entry(m.mv).or_default().add(&m, ponder);
            }
            Err(why) => reject(number, why),
        }
    }
    if rejected > MAX_REPORTED {
        problems.push(format!(
            "{shown}: {} more rejected lines",
            rejected - MAX_REPORTED
        ));
    }
    Ok(rejected)
}

/// The number that ends a position text (a SFEN's move number, a FEN's or a trailing
/// ply), 0 when there is none: of the texts of one position, the earliest is written.
fn move_number(text: &str) -> usize {
    text.rsplit(|c: char| c.is_ascii_whitespace())
        .next()
        .and_then(|last| last.parse().ok())
        .unwrap_or(0)
}

/// True when `line` is a position line of game `G` (how `merge` finds the game).
pub fn reads_position<G: Game>(line: &str) -> bool {
    let word = G::INFO.position_word;
    format::is_position_line(line.as_bytes(), word)
        && format::parse_position(&mut G::startpos(), &line[word.len()..]).is_ok()
}

/// Merges the books of `config` for game `G`.
pub fn merge<G: Game>(config: &MergeConfig) -> Result<Summary, String> {
    let mut summary = Summary::default();
    let mut nodes = BTreeMap::new();
    for path in &config.files {
        summary.skipped += read_book::<G>(path, &mut nodes, &mut summary.problems)?;
        summary.read += 1;
    }
    let book: Table = nodes
        .into_iter()
        .map(|(key, node)| {
            let mut entry = node.entry;
            entry.moves = node
                .moves
                .iter()
                .map(|(&mv, sum)| Line {
                    mv: G::format_move(mv),
                    ponder: sum.ponder.map(|(_, p)| G::format_move(p)),
                    value: sum.value(),
                    depth: sum.depth,
                    count: sum.count,
                })
                .collect();
            (key, entry)
        })
        .collect();
    summary.written = table::write(&config.out, G::INFO.position_word, &book)
        .map_err(|e| format!("cannot write {}: {e}", config.out.display()))?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(lines: &[(i32, u32)]) -> Sum<u16> {
        let mut s = Sum::default();
        for &(value, count) in lines {
            let m = format::BookMove {
                mv: 1,
                ponder: 0,
                value,
                depth: 3,
                count,
            };
            s.add(&m, None);
        }
        s
    }

    #[test]
    fn values_are_count_weighted_means() {
        assert_eq!(sum(&[(100, 3), (-100, 1)]).value(), 50);
        assert_eq!(sum(&[(10, 1), (11, 1)]).value(), 11, "10.5 rounds up");
        assert_eq!(sum(&[(-10, 1), (-11, 1)]).value(), -10, "-10.5 rounds up");
        assert_eq!(
            sum(&[(40, 0), (0, 0)]).value(),
            20,
            "all counts 0: the mean"
        );
        assert_eq!(
            sum(&[(40, 0), (0, 2)]).value(),
            0,
            "a count of 0 weighs nothing"
        );
        assert_eq!(sum(&[(40, 0), (0, 2)]).count, 2);
    }
}
