//! The staged move picker: yields the legal moves of a node best-first, generating
//! lazily so that a cutoff by the table move or a capture costs no quiet generation.
//!
//! Stages, not in check: table move → captures winning or even by SEE, best first →
//! killer 1 → killer 2 → counter move → quiets by history → losing captures.
//! In check: table move → every evasion (captures, then quiets by history).
//! Quiescence (not in check): table move if tactical → captures, best first (the caller
//! prunes by SEE). Captures (and shogi promotions) are ranked by MVV-LVA plus their
//! capture history. Moves from other positions (table, killers, counter) are validated with
//! `Game::is_legal`; a move is never yielded twice.

use super::history::{Contexts, History};
use super::params::{
    capture_history_divisor, quiet_escape_bonus, quiet_unsafe_malus, ESCAPE_VALUE_UNIT, MVV_WEIGHT,
    ORDER_GOOD_CAPTURE,
};
use crate::core::MoveList;
use crate::game::{Game, GenKind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    TableMove,
    GenerateCaptures,
    GoodCaptures,
    FirstKiller,
    SecondKiller,
    Counter,
    GenerateQuiets,
    Quiets,
    BadCaptures,
    GenerateEvasions,
    Evasions,
    GenerateQuiescence,
    Quiescence,
    GenerateQuietChecks,
    QuietChecks,
    Done,
}

/// Yields the moves of one node in order. Lives on the node's stack frame.
pub struct MovePicker<M: Copy> {
    stage: Stage,
    /// The stage that follows the table move.
    after_table: Stage,
    table_move: M,
    killers: [M; 2],
    counter: M,
    /// Continuation contexts for scoring quiet moves.
    contexts: Contexts,
    moves: MoveList<M>,
    scores: MoveList<i32>,
    next: usize,
    bad_captures: MoveList<M>,
    next_bad: usize,
    /// Quiescence: also yield quiet checks after the captures.
    quiet_checks: bool,
}

/// MVV-LVA (most valuable victim first, least valuable attacker among equals) plus the
/// move's capture history: a capture that keeps failing sinks below its victim's rank.
fn capture_order<G: Game>(position: &G, m: G::Move, history: &History<G::Move>) -> i32
where
    G::Move: Copy + Default + PartialEq,
{
    MVV_WEIGHT * position.captured_value(m) - position.moving_value(m)
        + history.capture_score(position, m) / capture_history_divisor(G::FAMILY)
}

/// What threats add to a quiet move's history score: a bonus by the piece's value for
/// carrying a piece that stands en prise (`en_prise`, from [`Game::en_prise`]) to a square
/// where it is safe by SEE, and a malus for moving onto a square where SEE loses it
/// (Stockfish orders quiets by the same two threats, with attack maps by piece kind).
fn quiet_threat_score<G: Game>(position: &G, m: G::Move, en_prise: u128) -> i32 {
    let escapes = G::origin(m).is_some_and(|from| en_prise & (1u128 << from) != 0);
    if !escapes && quiet_unsafe_malus(G::FAMILY) == 0 {
        return 0;
    }
    if !position.see_ge(m, 0) {
        -quiet_unsafe_malus(G::FAMILY)
    } else if escapes {
        quiet_escape_bonus(G::FAMILY) * position.moving_value(m) / ESCAPE_VALUE_UNIT
    } else {
        0
    }
}

impl<M: Copy + Default + PartialEq> MovePicker<M> {
    /// A picker for a main-search node. `table_move` may be any move (validated here);
    /// quiet moves are ordered by their history under `contexts`.
    pub fn new<G: Game<Move = M>>(
        position: &G,
        table_move: Option<M>,
        killers: [M; 2],
        counter: M,
        contexts: Contexts,
    ) -> Self {
        let after = if position.in_check() {
            Stage::GenerateEvasions
        } else {
            Stage::GenerateCaptures
        };
        let mut picker = Self::build(position, table_move, killers, counter, after);
        picker.contexts = contexts;
        picker
    }

    /// A picker for a quiescence node: evasions when in check, else tactical moves, then
    /// (with `quiet_checks`) the quiet moves that give check.
    pub fn quiescence<G: Game<Move = M>>(
        position: &G,
        table_move: Option<M>,
        quiet_checks: bool,
    ) -> Self {
        let in_check = position.in_check();
        let table_move = table_move.filter(|&m| in_check || position.is_tactical(m));
        let none = M::default();
        let after = if in_check {
            Stage::GenerateEvasions
        } else {
            Stage::GenerateQuiescence
        };
        let mut picker = Self::build(position, table_move, [none; 2], none, after);
        picker.quiet_checks = quiet_checks;
        picker
    }

    fn build<G: Game<Move = M>>(
        position: &G,
        table_move: Option<M>,
        killers: [M; 2],
        counter: M,
        after: Stage,
    ) -> Self {
        let table_move = table_move.filter(|&m| m != M::default() && position.is_legal(m));
        MovePicker {
            stage: if table_move.is_some() {
                Stage::TableMove
            } else {
                after
            },
            after_table: after,
            table_move: table_move.unwrap_or_default(),
            killers,
            counter,
            contexts: [None; 3],
            moves: MoveList::new(),
            scores: MoveList::new(),
            next: 0,
            bad_captures: MoveList::new(),
            next_bad: 0,
            quiet_checks: false,
        }
    }

    /// True when `m` was (or will be) yielded by a stage before the generated lists.
    fn is_special(&self, m: M) -> bool {
        m == self.table_move || m == self.killers[0] || m == self.killers[1] || m == self.counter
    }

    /// Swaps the best-scored remaining move to `next` and returns it.
    fn take_best(&mut self) -> Option<M> {
        let n = self.moves.len();
        if self.next >= n {
            return None;
        }
        // The first of the highest scores, found in two passes: the maximum (a loop the
        // compiler vectorises), then where it first occurs. Ties keep the list order, as
        // a one-pass scan for a strictly greater score did.
        let remaining = &self.scores[self.next..n];
        let top = remaining.iter().copied().max().unwrap_or(i32::MIN);
        let best = self.next + remaining.iter().position(|&s| s == top).unwrap_or(0);
        self.moves.swap(self.next, best);
        self.scores.swap(self.next, best);
        let m = self.moves[self.next];
        self.next += 1;
        Some(m)
    }

    fn fill<G: Game<Move = M>>(&mut self, position: &G, kind: GenKind, history: &History<M>) {
        self.moves.clear();
        self.scores.clear();
        self.next = 0;
        position.generate(kind, &mut self.moves);
        let scorer = history.scorer(position, self.contexts);
        let en_prise = if kind == GenKind::Quiets && quiet_escape_bonus(G::FAMILY) > 0 {
            position.en_prise()
        } else {
            0
        };
        for m in self.moves.iter() {
            let score = if kind == GenKind::Quiets {
                scorer.score(position, m) + quiet_threat_score(position, m, en_prise)
            } else if kind == GenKind::Evasions && !position.is_tactical(m) {
                scorer.score(position, m)
            } else if kind == GenKind::Evasions {
                ORDER_GOOD_CAPTURE + capture_order(position, m, history)
            } else {
                capture_order(position, m, history)
            };
            self.scores.push(score);
        }
    }

    /// A killer or counter move usable here: legal, quiet, not yielded before.
    fn usable_quiet<G: Game<Move = M>>(&self, position: &G, m: M) -> bool {
        m != M::default()
            && m != self.table_move
            && position.is_legal(m)
            && !position.is_tactical(m)
    }

    /// The next move, or `None` when all are done. With `skip_quiets` the remaining
    /// quiet stages are skipped (futility and late-move pruning decided they cannot help).
    pub fn next<G: Game<Move = M>>(
        &mut self,
        position: &G,
        history: &History<M>,
        skip_quiets: bool,
    ) -> Option<M> {
        loop {
            match self.stage {
                Stage::TableMove => {
                    self.stage = self.after_table;
                    return Some(self.table_move);
                }
                Stage::GenerateCaptures => {
                    self.fill(position, GenKind::Captures, history);
                    self.stage = Stage::GoodCaptures;
                }
                Stage::GoodCaptures => match self.take_best() {
                    Some(m) if m == self.table_move => {}
                    Some(m) => {
                        if position.see_ge(m, 0) {
                            return Some(m);
                        }
                        self.bad_captures.push(m);
                    }
                    None => self.stage = Stage::FirstKiller,
                },
                Stage::FirstKiller => {
                    self.stage = Stage::SecondKiller;
                    let m = self.killers[0];
                    if !skip_quiets && self.usable_quiet(position, m) {
                        return Some(m);
                    }
                    self.killers[0] = self.table_move;
                }
                Stage::SecondKiller => {
                    self.stage = Stage::Counter;
                    let m = self.killers[1];
                    if !skip_quiets && m != self.killers[0] && self.usable_quiet(position, m) {
                        return Some(m);
                    }
                    self.killers[1] = self.table_move;
                }
                Stage::Counter => {
                    self.stage = Stage::GenerateQuiets;
                    let m = self.counter;
                    if !skip_quiets
                        && m != self.killers[0]
                        && m != self.killers[1]
                        && self.usable_quiet(position, m)
                    {
                        return Some(m);
                    }
                    self.counter = self.table_move;
                }
                Stage::GenerateQuiets => {
                    if skip_quiets {
                        self.stage = Stage::BadCaptures;
                    } else {
                        self.fill(position, GenKind::Quiets, history);
                        self.stage = Stage::Quiets;
                    }
                }
                Stage::Quiets => {
                    if skip_quiets {
                        self.stage = Stage::BadCaptures;
                        continue;
                    }
                    match self.take_best() {
                        Some(m) if self.is_special(m) => {}
                        Some(m) => return Some(m),
                        None => self.stage = Stage::BadCaptures,
                    }
                }
                Stage::BadCaptures => {
                    if self.next_bad < self.bad_captures.len() {
                        self.next_bad += 1;
                        return Some(self.bad_captures[self.next_bad - 1]);
                    }
                    self.stage = Stage::Done;
                }
                Stage::GenerateEvasions => {
                    self.fill(position, GenKind::Evasions, history);
                    self.stage = Stage::Evasions;
                }
                Stage::Evasions => match self.take_best() {
                    Some(m) if m == self.table_move => {}
                    Some(m) => return Some(m),
                    None => self.stage = Stage::Done,
                },
                Stage::GenerateQuiescence => {
                    self.fill(position, GenKind::Captures, history);
                    self.stage = Stage::Quiescence;
                }
                Stage::Quiescence => match self.take_best() {
                    Some(m) if m == self.table_move => {}
                    Some(m) => return Some(m),
                    None => {
                        self.stage = if self.quiet_checks {
                            Stage::GenerateQuietChecks
                        } else {
                            Stage::Done
                        }
                    }
                },
                Stage::GenerateQuietChecks => {
                    self.moves.clear();
                    self.scores.clear();
                    self.next = 0;
                    let mut quiets = MoveList::new();
                    position.generate(GenKind::Quiets, &mut quiets);
                    for m in quiets.iter() {
                        if m != self.table_move && position.gives_check(m) {
                            self.moves.push(m);
                            self.scores.push(0);
                        }
                    }
                    self.stage = Stage::QuietChecks;
                }
                Stage::QuietChecks => {
                    if self.next < self.moves.len() {
                        self.next += 1;
                        return Some(self.moves[self.next - 1]);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }
}
