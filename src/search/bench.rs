//! `bench`: fixed positions of each game searched to a fixed depth with one thread, a
//! fixed hash size and fresh state (the table is cleared before every position), so the
//! total node count is a deterministic fingerprint of the search and the evaluation
//! (the Stockfish convention; commit messages quote it as `Bench: <nodes>`).
//!
//! [`run`] searches one game's positions and hands every search event to the caller, who
//! prints it: the protocol's `bench` command in its dialect, `kirin bench` (`app::bench`)
//! for the shell. It returns a [`BenchSummary`] whose [`BenchSummary::summary_block`] is
//! Stockfish's stderr block.
//!
//! The positions and the default depth are each game's own ([`crate::game::GameInfo`],
//! declared next to its rules); this module only runs them.

use super::{Event, Limits, SearchOptions, TranspositionTable};
use crate::game::Game;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Hash size of `bench` when none is given (MiB).
pub const DEFAULT_HASH_MB: usize = 16;

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

    /// Adds another run (for `kirin bench`, which runs every game).
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

/// Runs the bench of game `G`: for each position, clears the table and searches to the
/// fixed depth. `on_event(index, position, event)` receives every search event (index
/// into the game's `bench_positions`), for the caller to print. Errors name a position that did not
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
    let depth = config.depth.unwrap_or(G::INFO.bench_depth);
    let mut summary = BenchSummary::default();
    for (index, fen) in G::INFO.bench_positions.iter().enumerate() {
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
            super::search_blocking(position, limits, options, &table, &stop, &mut |event| {
                on_event(index, &shown, &event)
            });
        summary.add(BenchSummary {
            nodes: result.nodes,
            elapsed: start.elapsed(),
        });
    }
    Ok(summary)
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
