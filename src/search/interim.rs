//! INTERIM one-ply search so the protocol layer can be built and tested before the real
//! search (issue 5) lands. It is not the engine's search and must be replaced by it.

use super::{
    BestMove, Bound, Event, Info, Limits, ReportedScore, SearchOptions, TranspositionTable,
};
use crate::core::MoveList;
use crate::game::{Game, GenKind};
use crossbeam_channel::Sender;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Picks the legal move with the best one-ply evaluation, then waits for `stop` if the
/// limits say infinite or ponder.
pub(super) fn run<G: Game>(
    mut position: G,
    limits: Limits<G::Move>,
    _options: SearchOptions,
    _table: &TranspositionTable,
    stop: &AtomicBool,
    ponder: &AtomicBool,
    events: &Sender<Event<G::Move>>,
) {
    let start = Instant::now();
    if position.declare_win() {
        let _ = events.send(Event::Finished(BestMove::DeclareWin));
        return;
    }
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    let mut best: Option<(G::Move, i32)> = None;
    for m in moves.iter() {
        if !limits.search_moves.is_empty() && !limits.search_moves.contains(&m) {
            continue;
        }
        if limits.banned_moves.contains(&m) {
            continue;
        }
        position.make(m);
        let score = -position.evaluate();
        position.unmake();
        if best.is_none_or(|(_, s)| score > s) {
            best = Some((m, score));
        }
    }
    while (limits.infinite || ponder.load(Ordering::Acquire)) && !stop.load(Ordering::Acquire) {
        std::thread::sleep(Duration::from_millis(1));
    }
    let answer = match best {
        Some((m, score)) => {
            let _ = events.send(Event::Info(Info {
                depth: 1,
                seldepth: 1,
                multipv: 1,
                score: ReportedScore::Centipawns(score),
                bound: Bound::Exact,
                nodes: moves.len() as u64,
                elapsed: start.elapsed(),
                hashfull: 0,
                pv: vec![m],
            }));
            BestMove::Move {
                best: m,
                ponder: None,
            }
        }
        None => BestMove::NoLegalMove,
    };
    let _ = events.send(Event::Finished(answer));
}
