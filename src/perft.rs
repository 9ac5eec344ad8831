//! Perft: counting the leaves of the full-width legal move tree, for both games.
//!
//! Leaves are counted in bulk at depth 1 (the length of the legal move list), which is
//! exact because `Game::generate` yields only legal moves. `divide` gives the per-move
//! counts that `go perft` prints (Stockfish's `<move>: <count>` format).

use crate::core::MoveList;
use crate::game::{Game, GenKind};

/// Number of leaves of the legal move tree of `depth` plies below `position`.
pub fn perft<G: Game>(position: &mut G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves.iter() {
        position.make(m);
        total += perft(position, depth - 1);
        position.unmake();
    }
    total
}

/// Per-root-move leaf counts at `depth` (≥ 1), in generation order.
pub fn divide<G: Game>(position: &mut G, depth: u32) -> Vec<(G::Move, u64)> {
    let mut moves = MoveList::new();
    position.generate(GenKind::All, &mut moves);
    moves
        .iter()
        .map(|m| {
            position.make(m);
            let count = perft(position, depth.saturating_sub(1));
            position.unmake();
            (m, count)
        })
        .collect()
}

/// The `go perft` reply: one `<move>: <count>` line per root move, a blank line,
/// `Nodes searched: <total>` and a blank line. `format` writes a move in the dialect's
/// notation.
pub fn divide_report<G: Game>(
    position: &mut G,
    depth: u32,
    format: impl Fn(G::Move) -> String,
) -> String {
    let counts = divide(position, depth);
    let mut out = String::new();
    for (m, count) in &counts {
        out.push_str(&format!("{}: {}\n", format(*m), count));
    }
    let total: u64 = counts.iter().map(|(_, c)| c).sum();
    out.push_str(&format!("\nNodes searched: {total}\n\n"));
    out
}
