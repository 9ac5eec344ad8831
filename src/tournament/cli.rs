//! The `kirin match` command line, in the style of cutechess-cli and fastchess: options
//! start with `-`, engine and rule settings are `key=value` words after them. This module
//! turns the arguments into a checked [`Config`] (or an error message) and owns the help
//! text; it starts nothing.

use super::openings::Order;
use super::referee::{DrawRule, ResignRule};
use super::schedule::Shape;
use super::shard::Shard;
use super::stats::Sprt;
use crate::engine_client::clock::TimeControl;
use crate::engine_client::process::Launch;
use crate::engine_client::session::EngineConfig;
use crate::game::{GameInfo, Protocol, RecordFormat, RuleValues};
use crate::games::{self, GameId};
use crate::records::kif;
use crate::xiangqi::RULES_OPTION as XIANGQI_RULES;
use std::path::PathBuf;

/// Default time-forfeit margin, ms: pipe and scheduling latency on a loaded machine. The
/// cshogi match CLI forgives overruns under a second in the same way; tighten it with
/// `timemargin=` on a quiet machine.
const DEFAULT_MARGIN_MS: u64 = 1000;
/// Default deadline for the handshake and `readyok`, ms (ShogiHome and the UCCI league
/// simulator both wait 10 s for the handshake reply).
const DEFAULT_READY_TIMEOUT_MS: u64 = 10_000;
/// Default deadline for a move not limited by a clock (nodes, depth), ms.
const DEFAULT_HANG_TIMEOUT_MS: u64 = 60_000;

/// The opening book setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningsConfig {
    /// Book file (`None`: the standard start).
    pub path: Option<PathBuf>,
    /// Order of use.
    pub order: Order,
    /// Random legal plies added after each book position (0: none).
    pub random_plies: usize,
}

/// A complete, checked run configuration.
#[derive(Clone, Debug)]
pub struct Config {
    /// The game (`-variant`), with the entry that plays it.
    pub game: GameId,
    /// The engines, in command-line order.
    pub engines: Vec<EngineConfig>,
    /// Time control of each engine.
    pub controls: Vec<TimeControl>,
    /// Match, round-robin or gauntlet.
    pub shape: Shape,
    /// Rounds.
    pub rounds: u64,
    /// Games per encounter per round.
    pub games: u64,
    /// Opening book.
    pub openings: Option<OpeningsConfig>,
    /// Seed for the opening order.
    pub seed: u64,
    /// Games played at once.
    pub concurrency: usize,
    /// The piece of a split match this run plays (`None`: every game).
    pub shard: Option<Shard>,
    /// JSON-lines results log (the resume file).
    pub out: Option<PathBuf>,
    /// PGN output (xiangqi).
    pub pgn_out: Option<PathBuf>,
    /// Directory of CSA files (shogi).
    pub csa_out: Option<PathBuf>,
    /// Directory of KIF files (shogi), and their encoding.
    pub kif_out: Option<(PathBuf, kif::Encoding)>,
    /// SPRT, for two-engine matches.
    pub sprt: Option<Sprt>,
    /// Resign adjudication.
    pub resign: Option<ResignRule>,
    /// Draw adjudication.
    pub draw: Option<DrawRule>,
    /// Move cap in plies.
    pub max_plies: Option<u32>,
    /// Rule options the referee judges by (`-xqrules`: `XiangqiRules`), as name and value.
    pub rules: Vec<(&'static str, String)>,
    /// Event name in the records.
    pub event: String,
    /// Print the statistics every this many games (0: only at the end).
    pub rating_interval: u64,
}

/// The text of `kirin match --help`.
pub const HELP: &str = "\
usage: kirin match -variant {games} -engine KEY=VALUE... -engine KEY=VALUE... [OPTIONS]

Plays engine-vs-engine games refereed with Kirin's own rules: every move is checked for
legality, games end by checkmate / no legal move, shogi 4-fold repetition (perpetual check
loses), verified entering-king declarations (`bestmove win`; a false one loses), xiangqi
perpetual check / chase and the 60-move rule, the move cap, and optional score
adjudication. The runner keeps the clocks; a move past the clock loses on time. A
misbehaving engine (illegal move, garbage, silence, crash, hang at isready) loses that game
with the reason recorded, is restarted, and the run goes on.

Engines (at least two; -each applies to all of them, -engine keys win):
  -engine KEY=VALUE...  one engine:
      cmd=PROGRAM          program to run (required); arg=ARG adds an argument (repeatable).
                           If PROGRAM is not a file and contains spaces, it is split on them.
      name=NAME            display name (default: the program's file name)
      proto=usi|ucci|uci|xboard  protocol (default: {default_protocols})
      dir=DIR              working directory
      option.NAME=VALUE    sent as setoption after the handshake
      tc=BASE[+INC]        Fischer clock in seconds (tc=60 is sudden death)
      byoyomi=SEC          byoyomi (with tc=BASE as main time, or alone)
      st=SEC               fixed time per move
      nodes=N              fixed nodes per move (go nodes N)
      depth=N              fixed depth per move (go depth N)
      timemargin=MS        time-forfeit tolerance (default 1000)
      clocks=usi|swapped   USI clock fields: usi (default: btime is sente's), or swapped
                           for engines that read them the chess way round
                           (Fairy-Stockfish 11.1: as sente it plans with wtime)
      readytimeout=MS      deadline for usiok/ucciok/uciok and readyok (default 10000)
      hangtimeout=MS       deadline for a move under nodes= or depth= (default 60000)
      ranks=0-9|1-10       UCI-xiangqi rank numbering of the engine (default 0-9;
                           Fairy-Stockfish uses 1-10 after UCI_Variant)
      stderr=FILE          append the engine's stderr to FILE (default: discarded)
      restart=on|off       on: a fresh process for every game, for engines that carry
                           state from game to game (default off: one process plays on,
                           restarted only after a fault)
  -each KEY=VALUE...    the same keys, for every engine

Schedule:
  -variant GAME                the game (required): {game_list}
  -tournament round-robin|gauntlet
                               round-robin (default; two engines = a match), or the first
                               engine against each of the others
  -rounds N                    rounds (default 1)
  -games N                     games per encounter per round (default 2), played in pairs:
                               both games of a pair use the same opening, colours swapped
  -repeat                      accepted for compatibility: openings are always repeated
  -openings [file=FILE] [order=sequential|random] [randomplies=N]
                               FILE: one SFEN/FEN per line, optionally followed by
                               `moves ...` (or `startpos moves ...`); checked when loaded.
                               A shogi FILE.kif (Shift_JIS) or FILE.kifu (UTF-8) is one
                               opening: the record's start and all its moves
                               randomplies=N adds N random legal moves (drawn from the seed,
                               one walk per pair) after each book position, or after the
                               standard start when no file is given
  -seed N                      seed of the random opening order (default 1)
  -concurrency N  (or -j N)    games at once (default 1); each slot runs its own engine
                               processes
  -shard K/N                   play only piece K of N of the match (whole pairs: pair
                               number modulo N): each game keeps its id, opening, colours
                               and seed, so N runs with their own -out files make the
                               unsplit match; merge them with `kirin report`. Not with -sprt

Game ends:
  -maxmoves N                  draw after N plies (moves of either side), unless the rules
                               end the game first
  -xqrules chinese|asian|computer
                               the xiangqi repetition rules the referee judges by (default
                               computer, as Pikafish and Fairy-Stockfish play); give Kirin
                               engines option.XiangqiRules=... to play by the same
  -resign movecount=N score=CP [twosided=true|false]
                               a side whose own score is <= -CP for N moves in a row loses
                               (twosided: the opponent must also report >= CP)
  -draw movenumber=M movecount=N score=CP
                               from move M on, N moves in a row of |score| <= CP from both
                               engines is a draw
  -sprt elo0=E0 elo1=E1 alpha=A beta=B
                               sequential probability ratio test (logistic Elo, pentanomial
                               pairs) of the first engine against the second; needs exactly
                               two engines. The run stops when H0 or H1 is accepted

Output:
  -out FILE.jsonl      results log, one JSON line per game, fsync'ed after each game. It is
                       also the resume file: run the same command again after an interruption
                       (even kill -9) and the run continues with no game lost or counted twice.
  -pgnout FILE         xiangqi records as PGN (FEN headers, ICCS moves), rebuilt from -out
  -csaout DIR          shogi records as CSA files, DIR/game-NNNNN.csa
  -kifout DIR          shogi records as KIF files, DIR/game-NNNNN.kif (Shift_JIS)
  -kifencoding sjis|utf8
                       KIF encoding (default sjis); utf8 writes DIR/game-NNNNN.kifu
  -event NAME          event name in the records (default: kirin match)
  -ratinginterval N    print the statistics every N games (default 10; 0 = only at the end)
  A progress line goes to stderr; the statistics (W/D/L, Elo with 95% interval, LOS,
  pentanomial pairs, SPRT, a crosstable for round-robins) to stdout.

Example:
  kirin match -variant shogi -engine cmd=/usr/games/fairy-stockfish name=fsf-a \\
    -engine cmd=/usr/games/fairy-stockfish name=fsf-b -each proto=usi nodes=20000 \\
    -games 2 -rounds 50 -concurrency 2 -out fsf.jsonl -csaout fsf-csa
";

/// The rule option `name` of `game` set to `value` (one of its choices, any case,
/// returned in the option's own spelling); `flag` names the command-line flag in errors.
fn rule_value(
    game: &GameInfo,
    name: &'static str,
    value: &str,
    flag: &str,
) -> Result<(&'static str, String), String> {
    let rule = game
        .rule_options
        .iter()
        .find(|r| r.name == name)
        .ok_or_else(|| format!("{flag}: {} has no rule option {name}", game.name))?;
    match rule.values {
        RuleValues::Choice { choices, .. } => choices
            .iter()
            .find(|c| c.eq_ignore_ascii_case(value))
            .map(|c| (name, c.to_string()))
            .ok_or_else(|| format!("{flag}: '{value}' (expected {})", choices.join(", "))),
        RuleValues::Count { .. } => Err(format!("{flag}: {name} is not a choice")),
    }
}

fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what}: '{text}' is not a valid number"))
}

/// Collects the `key=value` words following an option.
pub(crate) fn take_pairs<'a>(args: &'a [String], i: &mut usize) -> Vec<(&'a str, &'a str)> {
    let mut out = Vec::new();
    while let Some(word) = args.get(*i) {
        if word.starts_with('-') && !word.contains('=') {
            break;
        }
        match word.split_once('=') {
            Some((k, v)) => out.push((k, v)),
            None => break,
        }
        *i += 1;
    }
    out
}

/// The test of `-sprt elo0=E0 elo1=E1 alpha=A beta=B` (alpha and beta default to 0.05).
pub(crate) fn sprt_from_pairs(pairs: &[(&str, &str)]) -> Result<Sprt, String> {
    let (mut e0, mut e1, mut a, mut b) = (None, None, 0.05, 0.05);
    for &(k, v) in pairs {
        match k {
            "elo0" => e0 = Some(number::<f64>("elo0", v)?),
            "elo1" => e1 = Some(number::<f64>("elo1", v)?),
            "alpha" => a = number("alpha", v)?,
            "beta" => b = number("beta", v)?,
            other => return Err(format!("-sprt: unknown key '{other}'")),
        }
    }
    Sprt::new(
        e0.ok_or("-sprt needs elo0=")?,
        e1.ok_or("-sprt needs elo1=")?,
        a,
        b,
    )
}

/// Parses the arguments after `match`. `Ok(None)` means help was asked for.
pub fn parse(args: &[String]) -> Result<Option<Config>, String> {
    let mut game = None;
    let mut engine_words: Vec<Vec<(String, String)>> = Vec::new();
    let mut each: Vec<(String, String)> = Vec::new();
    let mut shape = Shape::RoundRobin;
    let mut rounds = 1u64;
    let mut games = 2u64;
    let mut openings = None;
    let mut seed = 1u64;
    let mut concurrency = 1usize;
    let mut shard = None;
    let (mut out, mut pgn_out, mut csa_out, mut kif_dir) = (None, None, None, None);
    let mut kif_encoding = kif::Encoding::ShiftJis;
    let (mut sprt, mut resign, mut draw, mut max_plies) = (None, None, None, None);
    let mut event = "kirin match".to_string();
    let mut xq_rules: Option<String> = None;
    let mut rating_interval = 10u64;
    let mut i = 0;
    let owned = |pairs: Vec<(&str, &str)>| {
        pairs
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect::<Vec<_>>()
    };
    while i < args.len() {
        let option = args[i].as_str();
        i += 1;
        let mut value = || -> Result<&str, String> {
            let v = args
                .get(i)
                .ok_or_else(|| format!("{option} needs a value"))?;
            i += 1;
            Ok(v.as_str())
        };
        match option {
            "-h" | "-help" | "--help" | "help" => return Ok(None),
            "-variant" => {
                let name = value()?;
                game = Some(games::by_variant(name).ok_or_else(|| {
                    format!(
                        "-variant: unknown game '{name}' ({})",
                        games::one_of(&games::variant_names())
                    )
                })?)
            }
            "-engine" => {
                let pairs = take_pairs(args, &mut i);
                engine_words.push(owned(pairs));
            }
            "-each" => {
                let pairs = take_pairs(args, &mut i);
                each.extend(owned(pairs));
            }
            "-tournament" => {
                shape = match value()? {
                    "round-robin" | "roundrobin" => Shape::RoundRobin,
                    "gauntlet" => Shape::Gauntlet,
                    other => return Err(format!("-tournament: unknown shape '{other}'")),
                }
            }
            "-rounds" => rounds = number("-rounds", value()?)?,
            "-games" => games = number("-games", value()?)?,
            "-repeat" | "-recover" => {
                // Optional count after -repeat, as in cutechess-cli.
                if args.get(i).is_some_and(|a| a.parse::<u64>().is_ok()) {
                    i += 1;
                }
            }
            "-seed" => seed = number("-seed", value()?)?,
            "-concurrency" | "-j" => concurrency = number("-concurrency", value()?)?,
            "-shard" => shard = Some(Shard::parse(value()?)?),
            "-out" => out = Some(PathBuf::from(value()?)),
            "-pgnout" => pgn_out = Some(PathBuf::from(value()?)),
            "-csaout" => csa_out = Some(PathBuf::from(value()?)),
            "-kifout" => kif_dir = Some(PathBuf::from(value()?)),
            "-kifencoding" => {
                let v = value()?;
                kif_encoding = kif::Encoding::parse(v)
                    .ok_or_else(|| format!("-kifencoding: '{v}' (sjis or utf8)"))?;
            }
            "-event" => event = value()?.to_string(),
            "-ratinginterval" => rating_interval = number("-ratinginterval", value()?)?,
            "-maxmoves" => max_plies = Some(number("-maxmoves", value()?)?),
            "-xqrules" => xq_rules = Some(value()?.to_string()),
            "-openings" => {
                let (mut path, mut order, mut random_plies) = (None, Order::Sequential, 0);
                for (k, v) in take_pairs(args, &mut i) {
                    match k {
                        "file" => path = Some(PathBuf::from(v)),
                        "randomplies" => random_plies = number("randomplies", v)?,
                        "order" => {
                            order = match v {
                                "sequential" => Order::Sequential,
                                "random" => Order::Random,
                                other => return Err(format!("-openings: unknown order '{other}'")),
                            }
                        }
                        other => return Err(format!("-openings: unknown key '{other}'")),
                    }
                }
                if path.is_none() && random_plies == 0 {
                    return Err("-openings needs file=FILE and/or randomplies=N".into());
                }
                openings = Some(OpeningsConfig {
                    path,
                    order,
                    random_plies,
                });
            }
            "-sprt" => sprt = Some(sprt_from_pairs(&take_pairs(args, &mut i))?),
            "-resign" => {
                let mut rule = ResignRule {
                    move_count: 0,
                    score: 0,
                    two_sided: false,
                };
                for (k, v) in take_pairs(args, &mut i) {
                    match k {
                        "movecount" => rule.move_count = number("movecount", v)?,
                        "score" => rule.score = number("score", v)?,
                        "twosided" => rule.two_sided = v == "true",
                        other => return Err(format!("-resign: unknown key '{other}'")),
                    }
                }
                if rule.move_count == 0 || rule.score <= 0 {
                    return Err("-resign needs movecount=N (N > 0) and score=CP (CP > 0)".into());
                }
                resign = Some(rule);
            }
            "-draw" => {
                let mut rule = DrawRule {
                    move_number: 0,
                    move_count: 0,
                    score: 0,
                };
                for (k, v) in take_pairs(args, &mut i) {
                    match k {
                        "movenumber" => rule.move_number = number("movenumber", v)?,
                        "movecount" => rule.move_count = number("movecount", v)?,
                        "score" => rule.score = number("score", v)?,
                        other => return Err(format!("-draw: unknown key '{other}'")),
                    }
                }
                if rule.move_count == 0 {
                    return Err("-draw needs movecount=N (N > 0)".into());
                }
                draw = Some(rule);
            }
            other => return Err(format!("unknown option '{other}' (see kirin match --help)")),
        }
    }
    let game =
        game.ok_or_else(|| format!("-variant {} is required", games::variant_names().join("|")))?;
    if engine_words.len() < 2 {
        return Err("at least two -engine are needed".into());
    }
    if rounds == 0 || games == 0 {
        return Err("-rounds and -games must be at least 1".into());
    }
    if concurrency == 0 {
        return Err("-concurrency must be at least 1".into());
    }
    if sprt.is_some() && engine_words.len() != 2 {
        return Err("-sprt needs exactly two engines".into());
    }
    if sprt.is_some() && shard.is_some() {
        // A piece stopping early would leave the merged match with holes.
        return Err(
            "-sprt cannot be split with -shard: the test needs every game in one run".into(),
        );
    }
    let any_record = [pgn_out.is_some(), csa_out.is_some(), kif_dir.is_some()];
    if game.info().record_format == RecordFormat::None && any_record.contains(&true) {
        return Err(format!(
            "{} games have no record format; use -out for the results",
            game.info().name
        ));
    }
    let misplaced = match game.info().record_format {
        RecordFormat::Csa if pgn_out.is_some() => Some(("-pgnout", "-csaout")),
        RecordFormat::Pgn if csa_out.is_some() => Some(("-csaout", "-pgnout")),
        RecordFormat::Pgn if kif_dir.is_some() => Some(("-kifout", "-pgnout")),
        _ => None,
    };
    if let Some((given, wanted)) = misplaced {
        return Err(format!(
            "{given} does not write {} records; use {wanted}",
            game.info().name
        ));
    }
    let kif_book = openings
        .as_ref()
        .and_then(|o| o.path.as_deref())
        .and_then(kif::Encoding::of_path);
    if kif_book.is_some() && game.info().record_format != RecordFormat::Csa {
        return Err(format!(
            "-openings: KIF files are shogi records, not {}",
            game.info().name
        ));
    }
    let mut engines = Vec::new();
    let mut controls = Vec::new();
    for words in &engine_words {
        let merged: Vec<(String, String)> = each.iter().chain(words.iter()).cloned().collect();
        let (engine, control) = engine_config(game.info(), &merged)?;
        engines.push(engine);
        controls.push(control);
    }
    // Names must tell the engines apart in every table.
    for k in 0..engines.len() {
        let base = engines[k].name.clone();
        let mut n = 1;
        while engines[..k].iter().any(|e| e.name == engines[k].name) {
            n += 1;
            engines[k].name = format!("{base}-{n}");
        }
    }
    let rules = match xq_rules {
        None => Vec::new(),
        Some(set) => vec![rule_value(game.info(), XIANGQI_RULES, &set, "-xqrules")?],
    };
    Ok(Some(Config {
        game,
        engines,
        controls,
        shape,
        rounds,
        games,
        openings,
        seed,
        concurrency,
        shard,
        out,
        pgn_out,
        csa_out,
        kif_out: kif_dir.map(|d| (d, kif_encoding)),
        sprt,
        resign,
        draw,
        max_plies,
        rules,
        event,
        rating_interval,
    }))
}

/// One engine from its merged keys (later keys win).
fn engine_config(
    game: &GameInfo,
    pairs: &[(String, String)],
) -> Result<(EngineConfig, TimeControl), String> {
    let last = |key: &str| {
        pairs
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let cmd = last("cmd").ok_or("-engine needs cmd=PROGRAM")?;
    let mut args: Vec<String> = pairs
        .iter()
        .filter(|(k, _)| k == "arg")
        .map(|(_, v)| v.clone())
        .collect();
    let program = if !std::path::Path::new(cmd).exists() && cmd.contains(' ') {
        let mut words = cmd.split_whitespace();
        let program = words.next().unwrap_or(cmd).to_string();
        let mut split: Vec<String> = words.map(str::to_string).collect();
        split.append(&mut args);
        args = split;
        program
    } else {
        cmd.to_string()
    };
    let words = |protocols: &[Protocol]| {
        let words: Vec<&str> = protocols.iter().map(|p| p.word()).collect();
        games::one_of(&words)
    };
    let dialect = match last("proto") {
        Some(p) => Protocol::from_word(p)
            .ok_or_else(|| format!("proto: unknown protocol '{p}' ({})", words(&Protocol::ALL)))?,
        None => game.default_protocol(),
    };
    if !game.speaks(dialect) {
        return Err(format!(
            "proto={}: {} engines speak {}",
            dialect.word(),
            game.name,
            words(game.protocols)
        ));
    }
    let name = match last("name") {
        Some(n) if !n.trim().is_empty() => n.trim().to_string(),
        _ => std::path::Path::new(&program)
            .file_name()
            .map_or(program.clone(), |f| f.to_string_lossy().into_owned()),
    };
    // Options: the last value given for each name, in first-seen order.
    let mut options: Vec<(String, String)> = Vec::new();
    for (k, v) in pairs {
        if let Some(option) = k.strip_prefix("option.") {
            match options.iter_mut().find(|(n, _)| n == option) {
                Some(slot) => slot.1 = v.clone(),
                None => options.push((option.to_string(), v.clone())),
            }
        }
    }
    let control = TimeControl::from_keys(
        last("tc"),
        last("byoyomi"),
        last("st"),
        last("nodes"),
        last("depth"),
    )
    .map_err(|e| format!("engine {name}: {e}"))?
    .ok_or_else(|| {
        format!("engine {name}: no time control (tc=, byoyomi=, st=, nodes= or depth=)")
    })?;
    if dialect == Protocol::Xboard && matches!(control, TimeControl::Nodes { .. }) {
        return Err(format!(
            "engine {name}: CECP has no node limit; use tc=, st= or depth="
        ));
    }
    // Only USI has a byoyomi field in `go`.
    if dialect != Protocol::Usi && matches!(control, TimeControl::Byoyomi { .. }) {
        return Err(format!(
            "engine {name}: byoyomi is a USI clock; use tc=BASE+INC or st="
        ));
    }
    let ms = |key: &str, default: u64| last(key).map_or(Ok(default), |v| number::<u64>(key, v));
    let ranks_1_to_10 = match last("ranks") {
        None | Some("0-9") => false,
        Some("1-10") if dialect == Protocol::Uci => true,
        Some(other) => {
            return Err(format!(
                "engine {name}: ranks={other} (0-9, or 1-10 with proto=uci)"
            ))
        }
    };
    let swapped_usi_clocks = match last("clocks") {
        None | Some("usi") => false,
        Some("swapped") if dialect == Protocol::Usi => true,
        Some(other) => {
            return Err(format!(
                "engine {name}: clocks={other} (usi, or swapped with proto=usi)"
            ))
        }
    };
    let restart = match last("restart") {
        None | Some("off") => false,
        Some("on") => true,
        Some(other) => return Err(format!("engine {name}: restart={other} (on or off)")),
    };
    let known = [
        "cmd",
        "arg",
        "name",
        "proto",
        "dir",
        "tc",
        "byoyomi",
        "st",
        "nodes",
        "depth",
        "timemargin",
        "readytimeout",
        "hangtimeout",
        "ranks",
        "clocks",
        "stderr",
        "restart",
    ];
    if let Some((k, _)) = pairs
        .iter()
        .find(|(k, _)| !k.starts_with("option.") && !known.contains(&k.as_str()))
    {
        return Err(format!("engine {name}: unknown key '{k}'"));
    }
    let engine = EngineConfig {
        name,
        launch: Launch {
            program: PathBuf::from(program),
            args,
            dir: last("dir").map(PathBuf::from),
            stderr_log: last("stderr").map(PathBuf::from),
        },
        dialect,
        options,
        ranks_1_to_10,
        swapped_usi_clocks,
        margin_ms: ms("timemargin", DEFAULT_MARGIN_MS)?,
        ready_timeout_ms: ms("readytimeout", DEFAULT_READY_TIMEOUT_MS)?,
        hang_timeout_ms: ms("hangtimeout", DEFAULT_HANG_TIMEOUT_MS)?,
        restart,
        variant: game.variants[0].to_string(),
    };
    Ok((engine, control))
}

/// Everything that decides the games of a run, as text (for the resume fingerprint).
/// Output paths, concurrency, SPRT bounds and reporting do not change the games.
pub fn describe_games(config: &Config, book_text: &str) -> String {
    format!(
        "{}|{:?}|{:?}|{}|{}|{:?}|{}|{}|{:?}|{:?}|{:?}",
        fingerprint_name(config.game.info()),
        config.engines,
        config.controls,
        config.rounds,
        config.games,
        config.shape,
        config.seed,
        book_text,
        config.openings.as_ref().map(|o| (o.order, o.random_plies)),
        (config.resign, config.draw),
        config.max_plies
    ) + &rules_fingerprint(&config.rules)
}

/// The rule options in a results file's fingerprint: nothing for the defaults, so that
/// files written before `-xqrules` still resume.
fn rules_fingerprint(rules: &[(&'static str, String)]) -> String {
    rules.iter().map(|(n, v)| format!("|{n}={v}")).collect()
}

/// The game's name capitalised (`Shogi`, `Xiangqi`): the word results files have always
/// been fingerprinted with, so that they still resume.
fn fingerprint_name(game: &GameInfo) -> String {
    let mut chars = game.name.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
#[path = "cli_tests.rs"]
mod tests;
