//! `kirin check`: a protocol compliance checker for third-party USI, UCCI and
//! UCI-xiangqi engines, in the spirit of fastchess's `--compliance` for chess UCI.
//!
//! It speaks to the engine through the match runner's own pieces
//! (`tournament::process` for the child process, lines, deadlines and the transcript;
//! `tournament::steps` for each dialect's handshake, options, `isready`, new game and
//! `bestmove` forms; `tournament::client` for its `position` and `go` lines) and judges
//! every `bestmove` with Kirin's rules.
//! Layers: this file (the command line and the order of the checks), [`session`] (the
//! engine process across checks: start, restart after a failure, latency samples),
//! [`checks`] (handshake, `isready`, the `go` forms), [`search`] (searches that are
//! interrupted: `isready` and `stop` while searching, `stop` when idle, ponder, bad input,
//! `quit`), [`report`] (results, table, exit status).

pub mod checks;
pub mod report;
pub mod search;
pub mod session;

use crate::game::{Game, Protocol};
use crate::games::{self, GameVisitor};
use report::{CheckResult, Found, Report, Verdict};
use session::Session;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The text of `kirin check --help`.
pub const HELP: &str = "\
usage: kirin check usi|ucci|uci [-variant {games}] [-option NAME=VALUE]...
                   [-ranks 0-9|1-10] [-dir DIR] [-readytimeout MS] [--] PROGRAM [ARG...]

Runs a protocol compliance check of one engine and prints PASS / FAIL / NOT SUPPORTED per
check, the last lines exchanged under each FAIL, a table and the response times. Every
bestmove is judged with Kirin's own rules. Exit status 0 when every required check
passes, 1 when one fails, 2 on a usage error.

Checks (* = required):
  1* handshake       usi/ucci/uci answered by usiok/ucciok/uciok, id name, option lines
  2* isready         readyok when idle
  3  go              new game, position startpos and a position with moves, then each
                     clock form: USI byoyomi*, binc/winc*, movetime, depth, nodes (the last
                     three are not in the USI texts: ignoring them is NOT SUPPORTED);
                     UCCI time/increment* (startpos and moves), depth, time/movestogo;
                     UCI wtime/btime* (startpos and moves), movetime, depth, nodes
  4* isready, stop   readyok while a `go infinite` runs, then bestmove after stop
  5  stop when idle  the engine stays alive and answers isready (a stray bestmove is a
                     warning)
  6  ponder          go ponder + ponderhit, go ponder + stop (NOT SUPPORTED without a
                     USI_Ponder / Ponder option; UCCI engines are always asked)
  7  bad input       unknown command, illegal move, bad number, overlong line, bytes that
                     are not UTF-8: each followed by isready
  8* quit            during a search: the process exits in time
  9  response times  median and max of readyok and of bestmove after stop

Options:
  -variant NAME      the game (default: the game the protocol speaks: usi shogi, ucci and
                     uci xiangqi)
  -option NAME=VALUE sent as setoption after the handshake (repeatable), e.g.
                     -option UCI_Variant=xiangqi for Fairy-Stockfish in UCI
  -ranks 1-10        the UCI engine numbers xiangqi ranks 1-10 (Fairy-Stockfish)
  -dir DIR           working directory of the engine
  -readytimeout MS   deadline for every idle readyok (default 30000 for the first one of
                     a process, which may allocate the hash, 10000 for the others)
  --                 ends the options (for a program whose name starts with -)

Example:
  kirin check uci -option UCI_Variant=xiangqi -ranks 1-10 /usr/games/fairy-stockfish
";

/// A parsed `kirin check` command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The protocol spoken.
    pub dialect: Protocol,
    /// Name of the game checked (a registered variant name).
    pub game: &'static str,
    /// The program and its arguments.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its working directory.
    pub dir: Option<PathBuf>,
    /// `setoption` pairs, in order.
    pub options: Vec<(String, String)>,
    /// The engine writes xiangqi ranks 1-10 (UCI only).
    pub ranks_1_to_10: bool,
    /// Deadline for idle `readyok`s instead of the defaults.
    pub ready_timeout: Option<Duration>,
}

/// Parses the arguments after `check`; `Ok(None)` means help was asked for.
pub fn parse(args: &[String]) -> Result<Option<Config>, String> {
    let Some(first) = args.first() else {
        return Err("give the protocol (usi, ucci or uci) and the engine command".into());
    };
    if first == "-h" || first == "--help" || first == "help" {
        return Ok(None);
    }
    let dialect = Protocol::from_word(first)
        .filter(|p| *p != Protocol::Xboard)
        .ok_or_else(|| format!("unknown protocol '{first}' (usi, ucci or uci)"))?;
    let mut variant: Option<String> = None;
    let mut options = Vec::new();
    let mut ranks_1_to_10 = false;
    let mut dir = None;
    let mut ready_timeout = None;
    let mut i = 1;
    let value = |i: usize, flag: &str| {
        args.get(i + 1)
            .cloned()
            .ok_or_else(|| format!("{flag} needs a value"))
    };
    while let Some(word) = args.get(i) {
        match word.as_str() {
            "-h" | "--help" => return Ok(None),
            "-variant" => variant = Some(value(i, word)?),
            "-option" => {
                let pair = value(i, word)?;
                let (name, val) = pair
                    .split_once('=')
                    .ok_or_else(|| format!("-option {pair}: expected NAME=VALUE"))?;
                options.push((name.trim().to_string(), val.to_string()));
            }
            "-ranks" => match value(i, word)?.as_str() {
                "0-9" => ranks_1_to_10 = false,
                "1-10" if dialect == Protocol::Uci => ranks_1_to_10 = true,
                other => return Err(format!("-ranks {other}: 0-9, or 1-10 with uci")),
            },
            "-dir" => dir = Some(PathBuf::from(value(i, word)?)),
            "-readytimeout" => {
                let text = value(i, word)?;
                let ms: u64 = text
                    .parse()
                    .map_err(|_| format!("-readytimeout {text}: not a number of ms"))?;
                ready_timeout = Some(Duration::from_millis(ms));
            }
            "--" => {
                i += 1;
                break;
            }
            flag if flag.starts_with('-') => return Err(format!("unknown option '{flag}'")),
            _ => break,
        }
        i += 2;
    }
    let mut command: Vec<String> = args[i.min(args.len())..].to_vec();
    // One word with spaces that is not a file is a whole command line.
    if command.len() == 1 && command[0].contains(' ') && !std::path::Path::new(&command[0]).exists()
    {
        command = command[0].split_whitespace().map(str::to_string).collect();
    }
    if command.is_empty() {
        return Err("give the engine command after the options".into());
    }
    let game = match &variant {
        Some(name) => games::by_variant(name).ok_or_else(|| {
            format!(
                "-variant {name}: unknown game ({})",
                games::one_of(&games::variant_names())
            )
        })?,
        None => games::speaking(dialect)
            .next()
            .ok_or_else(|| format!("no game speaks {}", dialect.word()))?,
    };
    if !game.info().speaks(dialect) {
        return Err(format!(
            "{} is not played over {}",
            game.info().name,
            dialect.word()
        ));
    }
    Ok(Some(Config {
        dialect,
        game: game.info().name,
        program: PathBuf::from(&command[0]),
        args: command[1..].to_vec(),
        dir,
        options,
        ranks_1_to_10,
        ready_timeout,
    }))
}

/// Entry point of `kirin check ARGS`; returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let config = match parse(args) {
        Ok(Some(config)) => config,
        Ok(None) => {
            print!("{}", games::fill_help(HELP));
            return 0;
        }
        Err(e) => {
            eprintln!("kirin check: {e}");
            return 2;
        }
    };
    match games::by_variant(config.game) {
        Some(game) => games::with_game(game, Check(&config)),
        None => 2,
    }
}

/// `kirin check` of one game, for [`games::with_game`].
struct Check<'a>(&'a Config);

impl GameVisitor for Check<'_> {
    type Output = i32;
    fn visit<G: Game>(self) -> i32 {
        run::<G>(self.0)
    }
}

/// Runs every check against the engine, for game `G`; returns the exit code.
pub fn run<G: Game>(config: &Config) -> i32 {
    println!(
        "kirin check: {} {} engine '{}'{}",
        G::INFO.name,
        config.dialect.word(),
        command_text(config),
        if config.options.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = config
                .options
                .iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            format!(" with {}", pairs.join(", "))
        }
    );
    let mut session = Session::new(config);
    let mut report = Report::new();
    let mut run = |name: String, required: bool, check: &mut dyn FnMut(&mut Session) -> Found| {
        let started = Instant::now();
        // A check the run is blocked from has no exchange of its own to show.
        let blocked = session.is_blocked();
        let found = check(&mut session);
        let exchange = if found.verdict == Verdict::Fail && !blocked {
            // A failure leaves the engine in an unknown state: the next check starts anew.
            session.mark_broken();
            session.transcript()
        } else {
            Vec::new()
        };
        report.add(CheckResult {
            name,
            required,
            found,
            time: started.elapsed(),
            exchange,
        });
    };
    run("1 handshake".into(), true, &mut |s| {
        checks::handshake::<G>(s)
    });
    run("2 isready".into(), true, &mut |s| checks::isready(s));
    for case in checks::go_cases::<G>(config.dialect) {
        let name = format!("3 {}", case.label);
        run(name, case.required, &mut |s| checks::go::<G>(s, &case));
    }
    run("4 isready, stop in search".into(), true, &mut |s| {
        search::isready_and_stop::<G>(s)
    });
    run("5 stop when idle".into(), false, &mut |s| {
        search::idle_stop(s)
    });
    run("6 ponderhit".into(), false, &mut |s| {
        search::ponder::<G>(s, true)
    });
    run("6 ponder miss (stop)".into(), false, &mut |s| {
        search::ponder::<G>(s, false)
    });
    run("7 bad input".into(), false, &mut |s| {
        search::bad_input::<G>(s)
    });
    run("8 quit in search".into(), true, &mut |s| {
        search::quit::<G>(s)
    });
    run("9 response times".into(), false, &mut |s| Found {
        verdict: Verdict::Info,
        detail: s.latency_summary(),
        warnings: Vec::new(),
    });
    session.shutdown();
    print!("{}", report.table());
    report.exit_code()
}

/// The engine command as one line, for messages.
fn command_text(config: &Config) -> String {
    std::iter::once(config.program.display().to_string())
        .chain(config.args.iter().cloned())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn a_full_command_line() {
        let c = parse(&args(
            "uci -variant xiangqi -option UCI_Variant=xiangqi -option Hash=16 -ranks 1-10 \
             -dir /tmp -readytimeout 500 /usr/games/fairy-stockfish -x",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(c.dialect, Protocol::Uci);
        assert_eq!(c.game, "xiangqi");
        assert_eq!(
            c.options,
            [
                ("UCI_Variant".to_string(), "xiangqi".to_string()),
                ("Hash".to_string(), "16".to_string())
            ]
        );
        assert!(c.ranks_1_to_10);
        assert_eq!(c.dir, Some(PathBuf::from("/tmp")));
        assert_eq!(c.ready_timeout, Some(Duration::from_millis(500)));
        assert_eq!(c.program, PathBuf::from("/usr/games/fairy-stockfish"));
        assert_eq!(c.args, ["-x"]);
        let usi = parse(&args("usi -- -engine")).unwrap().unwrap();
        assert_eq!((usi.game, usi.program), ("shogi", PathBuf::from("-engine")));
        let split = parse(&["ucci".to_string(), "/bin/eleeye --quiet".to_string()])
            .unwrap()
            .unwrap();
        assert_eq!(
            (split.game, split.args),
            ("xiangqi", vec!["--quiet".into()])
        );
    }

    #[test]
    fn mistakes_are_reported() {
        assert!(parse(&args("")).is_err());
        assert!(parse(&args("xboard prog")).is_err());
        assert!(parse(&args("usi")).is_err());
        assert!(parse(&args("usi -variant xiangqi prog")).is_err());
        assert!(parse(&args("usi -variant chess prog")).is_err());
        assert!(parse(&args("usi -ranks 1-10 prog")).is_err());
        assert!(parse(&args("uci -option Hash prog")).is_err());
        assert!(parse(&args("uci -bogus prog")).is_err());
        assert!(parse(&args("uci -readytimeout soon prog")).is_err());
        assert_eq!(parse(&args("usi --help")), Ok(None));
        assert_eq!(parse(&args("--help")), Ok(None));
    }
}
