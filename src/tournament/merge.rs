//! `kirin report FILE...`: merges `kirin match` results files of one match (the `-shard`
//! pieces of a split run, a resumed run, copies of the same file) into one set of games by
//! game id, and prints the statistics `kirin match` prints at its end.
//!
//! Files must come from the same match (the same match fingerprint in their headers). A
//! game found in several files counts once when the records agree; records of one id that
//! disagree mean the files are not one match played once, and the merge stops.

use super::cli;
use super::html::{self, RecordPlaces};
use super::report::{self, Tally};
use super::resume::{self, Header};
use super::stats::Sprt;
use crate::records::result::GameRecord;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The text of `kirin report --help`.
pub const HELP: &str = "\
usage: kirin report [-html PAGE.html] [-sprt elo0=E0 elo1=E1 alpha=A beta=B]
                    [-pgnout FILE] [-csaout DIR] [-kifout DIR] FILE.jsonl...

Merges the results files (-out) of one `kirin match` run: the pieces of a match split with
-shard K/N, a resumed run, or the same file given twice. A game recorded in several files
counts once; two records of one game id with different moves or results are an error, and
so are files of different matches. Prints the statistics `kirin match` prints at its end
(W/D/L, score, Elo with 95% interval, LOS, pentanomial pairs, a crosstable for
round-robins, the endings) to stdout. A count of the games merged goes to stderr.

  -html PAGE.html   also writes the statistics as one self-contained HTML page: tables,
                    SVG charts of the Elo intervals, of the SPRT log-likelihood ratio and
                    of the Elo estimate over the games, and a table of the games
  -sprt ...         the SPRT hypothesis (the syntax of `kirin match`): adds the SPRT line
                    and sets the page's LLR chart. The results files do not keep it; without
                    it the page charts H0 Elo 0 against H1 Elo 5, alpha = beta = 0.05
  -pgnout FILE, -csaout DIR, -kifout DIR
                    where the match wrote its records: the page links each game to its
                    record files that exist, by relative paths
";

/// The games of a set of results files of one match.
#[derive(Debug)]
pub struct Merged {
    /// Engine names in the match's command-line order.
    pub names: Vec<String>,
    /// Every game once, by id.
    pub games: BTreeMap<u64, GameRecord>,
    /// Games of the whole match, when the files tell it (an unsplit file, or every piece).
    pub scheduled: Option<usize>,
}

/// The command line of `kirin report`.
struct Options {
    html: Option<PathBuf>,
    sprt: Option<Sprt>,
    records: RecordPlaces,
    paths: Vec<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        html: None,
        sprt: None,
        records: RecordPlaces::default(),
        paths: Vec::new(),
    };
    let mut i = 0;
    while let Some(word) = args.get(i) {
        i += 1;
        let mut value = || {
            i += 1;
            args.get(i - 1)
                .map(PathBuf::from)
                .ok_or(format!("{word} needs a value"))
        };
        match word.as_str() {
            "-html" => options.html = Some(value()?),
            "-pgnout" => options.records.pgn = Some(value()?),
            "-csaout" => options.records.csa = Some(value()?),
            "-kifout" => options.records.kif = Some(value()?),
            "-sprt" => {
                let pairs = cli::take_pairs(args, &mut i);
                options.sprt = Some(cli::sprt_from_pairs(&pairs)?);
            }
            other if other.starts_with('-') && other.len() > 1 => {
                return Err(format!(
                    "unknown option '{other}' (see kirin report --help)"
                ))
            }
            path => options.paths.push(PathBuf::from(path)),
        }
    }
    if options.paths.is_empty() {
        return Err("no results file given (see kirin report --help)".into());
    }
    Ok(options)
}

/// Entry point of `kirin report ARGS`; returns the exit code.
pub fn main(args: &[String]) -> i32 {
    if args.is_empty()
        || args
            .iter()
            .any(|a| matches!(a.as_str(), "-h" | "--help" | "help"))
    {
        print!("{HELP}");
        return if args.is_empty() { 2 } else { 0 };
    }
    match run(args) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("kirin report: {e}");
            2
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let options = parse_options(args)?;
    let paths = &options.paths;
    let merged = merge(paths)?;
    let of = merged
        .scheduled
        .map_or(String::new(), |n| format!(" of {n} scheduled"));
    let files = match paths.len() {
        1 => "1 file".to_string(),
        n => format!("{n} files"),
    };
    eprintln!(
        "kirin report: {} games{of} from {files}",
        merged.games.len()
    );
    // Pair sizes stay unknown: a pair with one game recorded never completes, which is
    // also how the runner counts the single-game pair of an odd -games.
    let mut tally = Tally::new(merged.names.clone(), BTreeMap::new());
    for record in merged.games.values() {
        tally.add(record);
    }
    println!("{}", report::summary(&tally, options.sprt.as_ref()));
    if let Some(page_path) = &options.html {
        let page = html::page(&html::PageInput {
            merged: &merged,
            sources: paths,
            sprt: options.sprt.as_ref(),
            records: &options.records,
            page_path,
        })?;
        std::fs::write(page_path, page)
            .map_err(|e| format!("cannot write {}: {e}", page_path.display()))?;
        eprintln!("kirin report: wrote {}", page_path.display());
    }
    Ok(())
}

/// Reads and merges the files; the error names the file(s) and the game at fault.
pub fn merge(paths: &[PathBuf]) -> Result<Merged, String> {
    let mut first: Option<(&Path, Header)> = None;
    let mut names: Vec<String> = Vec::new();
    let mut games: BTreeMap<u64, (GameRecord, &Path)> = BTreeMap::new();
    let mut unsplit_games = None;
    let mut pieces: BTreeMap<String, usize> = BTreeMap::new();
    for path in paths {
        let (header, records) = resume::read(path)?;
        if let Some((first_path, first_header)) = &first {
            if first_header.match_fingerprint != header.match_fingerprint {
                return Err(format!(
                    "{} and {} are results of different matches (match fingerprints {} and {})",
                    first_path.display(),
                    path.display(),
                    first_header.match_fingerprint,
                    header.match_fingerprint
                ));
            }
        }
        if names.is_empty() {
            names = header.engines.clone();
        }
        match &header.shard {
            Some(piece) => {
                pieces.insert(piece.clone(), header.games);
            }
            None => unsplit_games = Some(header.games),
        }
        for record in records {
            match games.get(&record.id) {
                Some((kept, kept_path)) => {
                    if let Some(field) = conflict(kept, &record) {
                        return Err(format!(
                            "game id {} is recorded differently in {} and {} ({field} differ)",
                            record.id,
                            kept_path.display(),
                            path.display()
                        ));
                    }
                }
                None => {
                    games.insert(record.id, (record, path));
                }
            }
        }
        first.get_or_insert((path, header));
    }
    let games: BTreeMap<u64, GameRecord> = games.into_iter().map(|(id, (r, _))| (id, r)).collect();
    if names.is_empty() {
        names = names_in_schedule_order(&games);
    }
    Ok(Merged {
        names,
        scheduled: unsplit_games.or_else(|| every_piece_total(&pieces)),
        games,
    })
}

/// The first field in which two records of one game id differ, if any. Thinking times,
/// scores and the date change from one playing of a game to the next and decide none of
/// the figures, so two records that differ only there are the same game.
fn conflict(a: &GameRecord, b: &GameRecord) -> Option<&'static str> {
    let fields = [
        ("players", a.players == b.players),
        ("rounds or pairs", (a.round, a.pair) == (b.round, b.pair)),
        ("openings", a.opening == b.opening),
        ("start positions", a.start_fen == b.start_fen),
        ("book plies", a.book_plies == b.book_plies),
        ("moves", a.moves == b.moves),
        ("results", a.result == b.result),
        ("endings", (a.ending, &a.reason) == (b.ending, &b.reason)),
    ];
    fields.iter().find(|(_, same)| !same).map(|(name, _)| *name)
}

/// Engine names of files that do not list them (written before headers kept them): in
/// order of first appearance by game id, which is command-line order, since the schedule
/// starts every encounter (a, b) with a < b by a game with `a` moving first.
fn names_in_schedule_order(games: &BTreeMap<u64, GameRecord>) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for name in games.values().flat_map(|g| g.players.iter()) {
        if !names.contains(name) {
            names.push(name.clone());
        }
    }
    names
}

/// The whole match's game count when every piece `K/N` of one N is present.
fn every_piece_total(pieces: &BTreeMap<String, usize>) -> Option<usize> {
    let count = pieces
        .keys()
        .next()?
        .split_once('/')?
        .1
        .parse::<usize>()
        .ok()?;
    let complete =
        (1..=count).all(|k| pieces.contains_key(&format!("{k}/{count}"))) && pieces.len() == count;
    complete.then(|| pieces.values().sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_match_total_needs_every_piece() {
        let pieces = |list: &[(&str, usize)]| {
            list.iter()
                .map(|(k, n)| (k.to_string(), *n))
                .collect::<BTreeMap<_, _>>()
        };
        assert_eq!(
            every_piece_total(&pieces(&[("1/2", 4), ("2/2", 6)])),
            Some(10)
        );
        assert_eq!(every_piece_total(&pieces(&[("1/2", 4)])), None);
        assert_eq!(every_piece_total(&pieces(&[("1/2", 4), ("1/3", 6)])), None);
        assert_eq!(every_piece_total(&pieces(&[])), None);
    }
}
