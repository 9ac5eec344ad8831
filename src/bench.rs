//! `bench`: fixed positions of each game searched to a fixed depth with one thread, a
//! fixed hash size and fresh state (the table is cleared before every position), so the
//! total node count is a deterministic fingerprint of the search and the evaluation
//! (the Stockfish convention; commit messages quote it as `Bench: <nodes>`).
//!
//! Two entry points:
//! * [`main`] is `kirin bench [hash_mb] [threads] [depth]` from the shell: both games,
//!   info lines on stdout, Stockfish's summary block on stderr, then the two
//!   signature lines `Nodes searched: <N>` and `Nodes/second: <nps>` on stdout; exit 0.
//! * [`run`] is for the protocol's `bench` command in one game: it hands every search
//!   event to the caller (who formats it in its dialect) and returns a
//!   [`BenchSummary`] whose [`BenchSummary::summary_block`] is the exact stderr block.
//!
//! Positions are SFEN / FEN literals: openings (reached by common move orders,
//! generated with cshogi / pyffish), middlegames from real and random games of the perft
//! and rules test positions, and endgames.

use crate::game::Game;
use crate::protocol::dialect::{shell_terminal_line, Terminal};
use crate::search::{self, Event, Limits, ReportedScore, SearchOptions, TranspositionTable};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Hash size of `bench` when none is given (MiB).
pub const DEFAULT_HASH_MB: usize = 16;
/// Depth of `bench` for shogi when none is given.
pub const DEFAULT_SHOGI_DEPTH: u32 = 9;
/// Depth of `bench` for xiangqi when none is given.
pub const DEFAULT_XIANGQI_DEPTH: u32 = 10;

/// Shogi bench positions (SFEN).
pub const SHOGI_POSITIONS: [&str; 12] = [
    // Openings: the start, a static-rook start, a bishop-exchange-ready position, a
    // ranging-rook castle.
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    "lnsgkgsnl/1r7/ppppp1bpp/5pp2/7P1/2P6/PP1PPPP1P/1B5R1/LNSGKGSNL b - 7",
    "lnsgk1snl/1r4gb1/p1ppppp1p/7R1/1p7/9/PPPPPPP1P/1BG6/LNS1KGSNL w Pp 10",
    "lnsg1g1nl/1k3rsb1/ppppp2pp/5pp2/9/2P1P2P1/PP1PSPP1P/1BK4R1/LNSG1G1NL b - 15",
    // Middlegames from games (YaneuraOu's mate collection positions and random games).
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "l3k2nl/4g1gb1/1+S1pspp+P1/p1p6/3n4p/2PPR1P2/P2bPP2P/5GS2/LN1K4L w R2Pgsn2p 50",
    "l2gkg2l/2s3s2/p1nppp1pp/2p3p2/P4P1P1/4n3P/1PPPG1N2/1BKS2+s2/LN3+r3 w RBgl3p 72",
    "ln1g3+Rl/2sk1s+P2/2ppppb1p/p1b3p2/8P/P4P3/2PPP1P2/1+r2GS3/LN+p2KGNL w GN2Ps 36",
    "lns2s1nl/2gkpg3/3pn1ppb/p1p2p3/4P3P/P1P4P1/3P1PP1L/4KS1R1/5G1N1 w 3Prbgsl 52",
    // Endgames.
    "4k4/9/9/9/b3r4/9/9/9/3GKG3 b GP 1",
    "4k4/9/5p3/P1P1P1P1P/9/7+P1/9/9/4K4 b P 1",
    "8k/6Sg1/9/7N1/4B4/9/9/9/K8 b P 1",
];

/// Xiangqi bench positions (FEN).
pub const XIANGQI_POSITIONS: [&str; 12] = [
    // Openings: the start, central cannon, central cannon against screen horses,
    // pawn opening.
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
    "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
    "rnbakabnr/9/2c4c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR w - - 2 2",
    // Middlegames (random games from the xiangqi perft test positions).
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "2baka3/3c5/1r2b4/p1p1p3p/6prP/4P1P2/P5c2/6N1B/3K5/RNBA1A2R b - - 0 1",
    "rnbaka1n1/4C4/b8/p3p4/2p3p2/6Br1/P1P1P1P2/2C1B4/3K5/R6N1 b - - 0 1",
    "1rbaka1n1/6r2/1c2bc3/p1p1p3p/P2C2P2/8P/2P1P4/B8/7R1/3A1K2R b - - 0 1",
    "2ba1ab1r/3k5/C8/pC2p1R1p/n1p6/8P/2P1P1P2/9/r3K4/1RBA1AB2 w - - 0 1",
    // Endgames.
    "3k1ab2/9/b8/3P5/1r3Np2/p7p/P2p2P2/5A3/4K4/3A2B2 w - - 0 1",
    "5ab2/4k4/b8/4P1p2/p1r6/8p/P2p2P2/4BA3/3NK4/3A4c b - - 0 1",
    "4k4/9/9/9/9/r1C1pNc1R/9/9/9/4K4 b - - 0 1",
];

/// What `bench` runs with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchConfig {
    /// Hash size in MiB.
    pub hash_mb: usize,
    /// Search threads (the signature is deterministic only with 1).
    pub threads: usize,
    /// Fixed depth; `None` means the game's default.
    pub depth: Option<u32>,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            depth: None,
        }
    }
}

impl BenchConfig {
    /// Parses `[hash_mb] [threads] [depth]` (Stockfish order); missing ones keep their
    /// defaults.
    pub fn parse(args: &[&str]) -> Result<BenchConfig, String> {
        let mut config = BenchConfig::default();
        let number = |name: &str, text: &str, max: u64| -> Result<u64, String> {
            match text.parse::<u64>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "bench: {name} must be a number from 1 to {max}, not '{text}'"
                )),
            }
        };
        if args.len() > 3 {
            return Err("bench: usage: bench [hash_mb] [threads] [depth]".into());
        }
        if let Some(text) = args.first() {
            config.hash_mb = number("hash_mb", text, 1 << 16)? as usize;
        }
        if let Some(text) = args.get(1) {
            config.threads = number("threads", text, 1024)? as usize;
        }
        if let Some(text) = args.get(2) {
            config.depth = Some(number("depth", text, 64)? as u32);
        }
        Ok(config)
    }
}

/// Totals of a bench run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BenchSummary {
    /// Nodes of all searches: the signature.
    pub nodes: u64,
    /// Wall time of the searches.
    pub elapsed: Duration,
}

impl BenchSummary {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as u128 * 1000 / self.elapsed.as_millis().max(1)) as u64
    }

    /// Adds another run (for `kirin bench`, which runs both games).
    pub fn add(&mut self, other: BenchSummary) {
        self.nodes += other.nodes;
        self.elapsed += other.elapsed;
    }

    /// The exact summary block Stockfish prints after `bench`, for stderr (ends with a
    /// newline).
    pub fn summary_block(&self) -> String {
        format!(
            "===========================\nTotal time (ms) : {}\nNodes searched  : {}\nNodes/second    : {}\n",
            self.elapsed.as_millis(),
            self.nodes,
            self.nps()
        )
    }

    /// The two signature lines (`Nodes searched: N`, `Nodes/second: nps`).
    pub fn signature_lines(&self) -> String {
        format!(
            "Nodes searched: {}\nNodes/second: {}\n",
            self.nodes,
            self.nps()
        )
    }
}

/// The callback of [`run`]: position index, the position, one search event.
pub type BenchEventSink<'a, G> = dyn FnMut(usize, &G, &Event<<G as Game>::Move>) + 'a;

/// The bench positions of game `G` (empty for an unknown game).
pub fn positions<G: Game>() -> &'static [&'static str] {
    match G::NAME {
        "shogi" => &SHOGI_POSITIONS,
        "xiangqi" => &XIANGQI_POSITIONS,
        _ => &[],
    }
}

/// The default bench depth of game `G`.
pub fn default_depth<G: Game>() -> u32 {
    match G::NAME {
        "xiangqi" => DEFAULT_XIANGQI_DEPTH,
        _ => DEFAULT_SHOGI_DEPTH,
    }
}

/// Runs the bench of game `G`: for each position, clears the table and searches to the
/// fixed depth. `on_event(index, position, event)` receives every search event (index
/// into [`positions`]), for the caller to print. Errors name a position that did not
/// parse (a bug in the list).
pub fn run<G: Game>(
    config: &BenchConfig,
    on_event: &mut BenchEventSink<'_, G>,
) -> Result<BenchSummary, String> {
    let table = TranspositionTable::new(config.hash_mb);
    let options = SearchOptions {
        threads: config.threads.max(1),
        multi_pv: 1,
        move_overhead: Duration::ZERO,
        ..SearchOptions::default()
    };
    let depth = config.depth.unwrap_or_else(default_depth::<G>);
    let mut summary = BenchSummary::default();
    for (index, fen) in positions::<G>().iter().enumerate() {
        let position =
            G::from_fen(fen).map_err(|e| format!("bench position {index} ({fen}): {e}"))?;
        table.clear();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let stop = AtomicBool::new(false);
        let start = Instant::now();
        let shown = position.clone();
        let result =
            search::search_blocking(position, limits, options, &table, &stop, &mut |event| {
                on_event(index, &shown, &event)
            });
        summary.add(BenchSummary {
            nodes: result.nodes,
            elapsed: start.elapsed(),
        });
    }
    Ok(summary)
}

/// A plain `info` / best move line for the shell (USI-like, moves in the game's
/// notation); `None` for events the shell does not show.
fn shell_line<G: Game>(event: &Event<G::Move>) -> Option<String> {
    match event {
        Event::Info(info) => {
            let score = match info.score {
                ReportedScore::Centipawns(cp) => format!("cp {cp}"),
                ReportedScore::MatePlies(plies) => format!("mate {plies}"),
            };
            let pv: Vec<String> = info.pv.iter().map(|&m| G::format_move(m)).collect();
            let ms = info.elapsed.as_millis();
            Some(format!(
                "info depth {} seldepth {} score {score} nodes {} nps {} time {ms} pv {}",
                info.depth,
                info.seldepth,
                info.nodes,
                info.nodes as u128 * 1000 / ms.max(1),
                pv.join(" ")
            ))
        }
        Event::Finished(best) => Some(shell_terminal_line(&match best {
            search::BestMove::Move { best, .. } => Terminal::Move {
                best: G::format_move(*best),
                ponder: None,
                draw: false,
            },
            search::BestMove::DeclareWin => Terminal::DeclareWin,
            search::BestMove::NoLegalMove => Terminal::NoLegalMove,
        })),
        Event::Text(text) => Some(format!("info string {text}")),
    }
}

/// Runs one game's bench for the shell, printing as it goes.
fn shell_run<G: Game>(config: &BenchConfig) -> Result<BenchSummary, String> {
    let count = positions::<G>().len();
    run::<G>(config, &mut |index, position, event| {
        if matches!(event, Event::Info(info) if info.depth == 1) {
            eprintln!(
                "\n{} position {}/{}: {}",
                G::NAME,
                index + 1,
                count,
                position.to_fen()
            );
        }
        if let Some(line) = shell_line::<G>(event) {
            println!("{line}");
        }
    })
}

/// Entry point of `kirin bench [hash_mb] [threads] [depth]`; returns the exit code.
/// A given depth applies to both games.
pub fn main(args: &[String]) -> i32 {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let config = match BenchConfig::parse(&args) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    // Deep searches need a larger stack than the main thread may have.
    let worker = std::thread::Builder::new()
        .stack_size(crate::search::params::SEARCH_STACK_BYTES)
        .spawn(move || -> Result<BenchSummary, String> {
            let mut total = shell_run::<crate::shogi::Position>(&config)?;
            total.add(shell_run::<crate::xiangqi::Position>(&config)?);
            Ok(total)
        });
    match worker.map(|w| w.join()) {
        Ok(Ok(Ok(total))) => {
            eprint!("\n{}", total.summary_block());
            print!("{}", total.signature_lines());
            0
        }
        Ok(Ok(Err(e))) => {
            eprintln!("{e}");
            1
        }
        _ => {
            eprintln!("bench: the search thread failed");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_parse_in_stockfish_order() {
        assert_eq!(BenchConfig::parse(&[]), Ok(BenchConfig::default()));
        let c = BenchConfig::parse(&["32", "2", "7"]).unwrap();
        assert_eq!((c.hash_mb, c.threads, c.depth), (32, 2, Some(7)));
        assert!(BenchConfig::parse(&["0"]).is_err());
        assert!(BenchConfig::parse(&["x"]).is_err());
        assert!(BenchConfig::parse(&["1", "1", "1", "1"]).is_err());
    }

    #[test]
    fn summary_block_is_the_protocol_format() {
        let s = BenchSummary {
            nodes: 123_456,
            elapsed: Duration::from_millis(500),
        };
        assert_eq!(
            s.summary_block(),
            "===========================\nTotal time (ms) : 500\nNodes searched  : 123456\nNodes/second    : 246912\n"
        );
        assert_eq!(
            s.signature_lines(),
            "Nodes searched: 123456\nNodes/second: 246912\n"
        );
    }
}
