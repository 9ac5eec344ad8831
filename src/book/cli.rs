//! `kirin book ...`: the shell commands of the book module. `build` makes a book from
//! game records (`super::build`), `merge` joins books (`super::merge`) and `synth` writes
//! a synthetic book for timing the loader (`super::synth`). Bad usage is one line on
//! stderr and exit code 2; a file that cannot be read or written, exit code 1.

use super::build::{BuildConfig, Summary};
use super::merge::MergeConfig;
use crate::game::Game;
use crate::games::{self, GameId, GameVisitor};
use std::path::PathBuf;

/// The ply `build` stops at when `-maxply` is not given: the first 16 moves, about
/// where Kirin's own `BookMoves` default lets a book answer.
const DEFAULT_MAX_PLY: usize = 16;
/// Exit code of bad usage.
const USAGE_ERROR: i32 = 2;
/// Exit code of a file that cannot be read or written.
const FILE_ERROR: i32 = 1;

/// The text of `kirin book --help` (the games are filled in from the catalogue, `crate::games`).
const USAGE: &str = "\
usage: kirin book build -variant {games} [-minply M] [-maxply P] [-mincount N]
                        [-rescore nodes=K] -out BOOK FILE...
       kirin book merge [-variant {games}] -out BOOK BOOK...
       kirin book synth GAME COUNT FILE [SEED]

build   a book from game records: `kirin match -out` results (JSON lines), CSA (.csa:
        shogi, minishogi) or PGN with ICCS moves (.pgn: xiangqi; WXF and Chinese
        notation are not read). Every game is replayed, and each position from ply M
        (default 0, the start) to before ply P (default 16) counts the move played and
        the result for the side that played it; positions reached by other move orders
        count together. Moves played at least N times (default 1) are kept. value =
        400*log10(s/(1-s)) with the mover's score rate s = (wins + draws/2 + 1) /
        (games + 2) over the games with a result (CSA %CHUDAN, PGN *: none), at most
        +-1000; depth 0; count = times played; ponder = the most played kept reply.
        -rescore nodes=K: value = the score in centipawns (at most +-1000) of a K-node
        one-thread search after the move, from the mover's view; depth = its depth. A
        game that cannot be read or has an illegal move is reported as FILE:LINE and
        left out.
merge   the union of books of one game (found from the first position line when
        -variant is not given): the same move of the same position adds its counts,
        its value is the count-weighted mean, its depth the deepest.
synth   COUNT random-walk positions of GAME ({game_list}) with random legal moves, to
        time the loader.

The books are YaneuraOu's text format, sorted (the same inputs give the same file).";

/// `kirin book ARGS`; returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let usage = games::fill_help(USAGE);
    match args.first().map(String::as_str) {
        None => {
            eprintln!("kirin book: build, merge or synth? (try kirin book --help)");
            USAGE_ERROR
        }
        Some("-h" | "--help" | "help") => {
            println!("{usage}");
            0
        }
        Some("synth") => super::synth::main(args),
        Some(command @ ("build" | "merge")) => {
            if args[1..].iter().any(|a| a == "-h" || a == "--help") {
                println!("{usage}");
                return 0;
            }
            match run(command, &args[1..]) {
                Ok(code) => code,
                Err(message) => {
                    eprintln!("kirin book {command}: {message}");
                    USAGE_ERROR
                }
            }
        }
        Some(other) => {
            eprintln!("kirin book: unknown command '{other}' (build, merge or synth; try --help)");
            USAGE_ERROR
        }
    }
}

/// The parsed arguments of `build` and `merge`.
#[derive(Debug, Default)]
struct Args {
    variant: Option<String>,
    min_ply: Option<usize>,
    max_ply: Option<usize>,
    min_count: Option<u64>,
    rescore_nodes: Option<u64>,
    out: Option<PathBuf>,
    files: Vec<PathBuf>,
}

/// A number flag's value.
fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{flag} needs a whole number, got '{text}'"))
}

/// Parses `args` of `command`; the flags `merge` does not take are errors there.
fn parse(command: &str, args: &[String]) -> Result<Args, String> {
    let mut parsed = Args::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if !arg.starts_with('-') || arg == "-" {
            parsed.files.push(PathBuf::from(arg));
            continue;
        }
        let mut value = || {
            rest.next()
                .map(String::as_str)
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        match (command, arg.as_str()) {
            (_, "-variant") => parsed.variant = Some(value()?.to_string()),
            (_, "-out") => parsed.out = Some(PathBuf::from(value()?)),
            ("build", "-minply") => parsed.min_ply = Some(number(arg, value()?)?),
            ("build", "-maxply") => parsed.max_ply = Some(number(arg, value()?)?),
            ("build", "-mincount") => parsed.min_count = Some(number(arg, value()?)?),
            ("build", "-rescore") => {
                let text = value()?;
                let nodes = text
                    .strip_prefix("nodes=")
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .ok_or(format!("-rescore needs nodes=N (N > 0), got '{text}'"))?;
                parsed.rescore_nodes = Some(nodes);
            }
            _ => return Err(format!("unknown flag '{arg}' (try --help)")),
        }
    }
    Ok(parsed)
}

/// The game named `name`.
fn game(name: &str) -> Result<GameId, String> {
    games::by_variant(name).ok_or_else(|| {
        format!(
            "unknown game '{name}' (one of {})",
            games::one_of(&games::variant_names())
        )
    })
}

/// The game of the first position line of the first of `files` that has one.
fn detect(files: &[PathBuf]) -> Result<GameId, String> {
    for file in files {
        let text =
            std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let text = String::from_utf8_lossy(&text);
        for line in text.lines().map(str::trim) {
            for game in GameId::ALL {
                if games::with_game(game, ReadsPosition(line)) {
                    return Ok(game);
                }
            }
        }
    }
    Err("no position line of a known game in the books: give -variant".into())
}

/// Runs `build` or `merge`; `Err` is a usage error.
fn run(command: &str, args: &[String]) -> Result<i32, String> {
    let args = parse(command, args)?;
    let out = args.out.clone().ok_or("-out BOOK is required")?;
    if args.files.is_empty() {
        return Err(format!(
            "no input files (kirin book {command} ... -out BOOK FILE...)"
        ));
    }
    if args.files.contains(&out) {
        return Err(format!("-out {} is also an input", out.display()));
    }
    let result = if command == "build" {
        let game = game(args.variant.as_deref().ok_or("-variant is required")?)?;
        let config = BuildConfig {
            min_ply: args.min_ply.unwrap_or(0),
            max_ply: args.max_ply.unwrap_or(DEFAULT_MAX_PLY),
            min_count: args.min_count.unwrap_or(1),
            out,
            files: args.files,
            rescore_nodes: args.rescore_nodes,
        };
        if config.min_ply >= config.max_ply {
            return Err(format!(
                "-minply {} must be below -maxply {}",
                config.min_ply, config.max_ply
            ));
        }
        games::with_game(game, Build(&config)).map(|s| (s, "games"))
    } else {
        let game = match &args.variant {
            Some(name) => game(name)?,
            None => match detect(&args.files) {
                Ok(game) => game,
                Err(e) => {
                    eprintln!("kirin book merge: {e}");
                    return Ok(FILE_ERROR);
                }
            },
        };
        let config = MergeConfig {
            out,
            files: args.files,
        };
        games::with_game(game, Merge(&config)).map(|s| (s, "books"))
    };
    Ok(report(command, result))
}

/// True when a line is a book position line of the game (`merge` finds the game of its
/// books with it).
struct ReadsPosition<'a>(&'a str);

impl GameVisitor for ReadsPosition<'_> {
    type Output = bool;
    fn visit<G: Game>(self) -> bool {
        super::merge::reads_position::<G>(self.0)
    }
}

/// `kirin book build` of one game.
struct Build<'a>(&'a BuildConfig);

impl GameVisitor for Build<'_> {
    type Output = Result<Summary, String>;
    fn visit<G: Game>(self) -> Result<Summary, String> {
        super::build::build::<G>(self.0)
    }
}

/// `kirin book merge` of one game's books.
struct Merge<'a>(&'a MergeConfig);

impl GameVisitor for Merge<'_> {
    type Output = Result<Summary, String>;
    fn visit<G: Game>(self) -> Result<Summary, String> {
        super::merge::merge::<G>(self.0)
    }
}

/// Prints what was done (problems on stderr); the exit code.
fn report(command: &str, result: Result<(Summary, &str), String>) -> i32 {
    match result {
        Ok((summary, inputs)) => {
            for problem in &summary.problems {
                eprintln!("kirin book {command}: {problem}");
            }
            let skipped = match (command, summary.skipped) {
                (_, 0) => String::new(),
                ("build", n) => format!(" (left out: {n})"),
                (_, n) => format!(" (lines rejected: {n})"),
            };
            println!(
                "{} positions, {} moves from {} {inputs}{skipped}",
                summary.written.positions, summary.written.moves, summary.read
            );
            0
        }
        Err(e) => {
            eprintln!("kirin book {command}: {e}");
            FILE_ERROR
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_and_files() {
        let args = parse(
            "build",
            &words("-variant shogi a.jsonl -maxply 8 -out b.db c"),
        )
        .unwrap();
        assert_eq!(args.variant.as_deref(), Some("shogi"));
        assert_eq!(args.max_ply, Some(8));
        assert_eq!(args.files, [PathBuf::from("a.jsonl"), PathBuf::from("c")]);
        let args = parse("build", &words("-rescore nodes=300 a")).unwrap();
        assert_eq!(args.rescore_nodes, Some(300));
        for bad in ["-rescore 300", "-rescore nodes=0", "-rescore depth=3"] {
            assert!(parse("build", &words(bad)).unwrap_err().contains("nodes=N"));
        }
        assert!(parse("merge", &words("-maxply 8"))
            .unwrap_err()
            .contains("unknown flag"));
        assert!(parse("build", &words("-maxply x"))
            .unwrap_err()
            .contains("whole number"));
        assert!(parse("build", &words("-out"))
            .unwrap_err()
            .contains("needs a value"));
    }
}
