//! `kirin book build -rescore nodes=N`: book values from a short search instead of the
//! results. Each kept move is played from its position (the text the book writes for
//! it) and the position after it is searched as `kirin bench` searches: one thread, a
//! node limit of N, a cleared table and fresh histories, so the same book and N give
//! the same values on any machine. The value is the score of the search's last exact
//! report (a bound when it has none) negated, the mover's view, in centipawns, clamped
//! to ±[`VALUE_LIMIT`] as the result values are, a mate being the limit; the depth
//! written is that report's.

use super::table::VALUE_LIMIT;
use crate::game::Game;
use crate::search::{self, BestMove, Bound, Event, Limits, ReportedScore, SearchOptions};
use crate::search::{params::SEARCH_STACK_BYTES, TranspositionTable};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Hash size of the searches (MiB): room for searches of some 100k nodes, and small
/// enough that clearing it before each one costs little.
const HASH_MB: usize = 4;

/// A move's value from the search and the depth the search completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The mover's value, centipawns.
    pub value: i32,
    /// The depth the search completed.
    pub depth: i32,
}

/// The score of `nodes` nodes of search of `G`'s position `position`, the side to move's
/// view, clamped; and the depth.
fn search_score<G: Game>(position: G, nodes: u64, table: &TranspositionTable) -> (i32, i32) {
    table.clear();
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let options = SearchOptions {
        threads: 1,
        multi_pv: 1,
        move_overhead: Duration::ZERO,
        network_delay: Duration::ZERO,
        ..SearchOptions::default()
    };
    let stop = AtomicBool::new(false);
    let (mut exact, mut bound, mut best) = (None, None, None);
    let mut report = |event: Event<G::Move>| match event {
        Event::Info(info) if info.multipv == 1 && info.bound == Bound::Exact => {
            exact = Some((info.score, info.depth));
        }
        Event::Info(info) if info.multipv == 1 => bound = Some((info.score, info.depth)),
        Event::Finished(answer) => best = Some(answer),
        _ => {}
    };
    search::search_blocking(position, limits, options, table, &stop, &mut report);
    let last = exact.or(bound);
    let score = match (last, best) {
        (Some((ReportedScore::Centipawns(cp), _)), _) => cp,
        (Some((ReportedScore::MatePlies(plies), _)), _) if plies > 0 => VALUE_LIMIT,
        (Some((ReportedScore::MatePlies(_), _)), _) => -VALUE_LIMIT,
        (None, Some(BestMove::NoLegalMove)) => -VALUE_LIMIT,
        (None, Some(BestMove::DeclareWin)) => VALUE_LIMIT,
        (None, _) => 0,
    };
    let depth = last.map_or(0, |(_, d)| d as i32);
    (score.clamp(-VALUE_LIMIT, VALUE_LIMIT), depth)
}

/// The values of the moves `jobs` (a position's text and a move from it), in order,
/// each searched for `nodes` nodes; on a thread with the search's stack.
pub fn scores<G: Game>(nodes: u64, jobs: &[(String, G::Move)]) -> Result<Vec<Scored>, String> {
    let work = || -> Result<Vec<Scored>, String> {
        let table = TranspositionTable::new(HASH_MB);
        jobs.iter()
            .map(|(text, mv)| {
                let mut position =
                    G::from_fen(text).map_err(|e| format!("cannot rescore from '{text}': {e}"))?;
                position.make(*mv);
                let (score, depth) = search_score(position, nodes, &table);
                Ok(Scored {
                    value: -score,
                    depth,
                })
            })
            .collect()
    };
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(SEARCH_STACK_BYTES)
            .spawn_scoped(scope, work)
            .map_err(|e| format!("cannot start the search thread: {e}"))?
            .join()
            .map_err(|_| "the search thread failed".to_string())?
    })
}
