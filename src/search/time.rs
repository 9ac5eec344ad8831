//! Time management: turns the GUI's clock into a soft target and a hard deadline for
//! one move, and answers "stop now?" for the main search thread.
//!
//! It owns the arithmetic of every clock of protocols.md 3.2-3.4 (sudden death, Fischer
//! with the increment credited before or after the move, byoyomi, movestogo, movetime)
//! and the ponder switch (no deadline until `ponderhit`, then the clock runs from that
//! moment). It does not read the clock by itself: callers pass `Instant`s, so the
//! arithmetic is testable without timing.
//!
//! * hard limit: what may be used now (main time, plus the increment when it is credited
//!   before the move, plus byoyomi) minus the move overhead; never passed.
//! * soft target: a share of the main time plus most of the increment and the byoyomi;
//!   the iterative deepening loop stops after an iteration once past it, scaled by how
//!   stable the best move has been.

use super::params::*;
use super::{Clock, Limits};
use std::time::{Duration, Instant};

/// Soft target and hard deadline for one move, measured from the start of thinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Stop deepening once an iteration ends past this (before stability scaling).
    pub soft: Duration,
    /// Never think longer than this.
    pub hard: Duration,
    /// The GUI fixed the time (`movetime`): the soft target is not scaled by stability.
    pub fixed: bool,
}

fn per_mille(d: Duration, share: u32) -> Duration {
    d * share / 1000
}

/// The budget of a game clock; `single_move` shortens it when there is nothing to choose.
pub fn clock_budget(clock: &Clock, overhead: Duration) -> Budget {
    let main = clock.my_time;
    let income_now = if clock.increment_before_move {
        clock.my_increment
    } else {
        Duration::ZERO
    };
    let usable = main + income_now + clock.byoyomi;
    let min_think = Duration::from_millis(MIN_THINK_MS);
    let hard_max = usable
        .saturating_sub(overhead)
        .max(min_think.min(usable))
        .max(min_think / 5);

    let moves_to_go = clock.moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO).max(1);
    let soft = main / moves_to_go + per_mille(clock.my_increment, INCREMENT_SHARE) + clock.byoyomi;
    // No single move may burn more than a share of the main clock (all of it at the
    // last move before a time control).
    let main_share = per_mille(main, MAX_MAIN_TIME_SHARE).max(main / moves_to_go);
    let hard = hard_max.min(soft * HARD_TO_SOFT_RATIO).min(
        (main_share + income_now + clock.byoyomi)
            .saturating_sub(overhead)
            .max(min_think.min(hard_max)),
    );
    let hard = hard.max(min_think.min(hard_max));
    let soft = if main.is_zero() && !clock.byoyomi.is_zero() {
        // Main time gone: byoyomi not used is lost, so use all of it.
        hard
    } else {
        // The overhead protects the deadline; the target only loses it while it is
        // small next to the target (a tiny clock still gets half its share).
        soft.saturating_sub(overhead).max(soft / 2).min(hard)
    };
    Budget {
        soft,
        hard,
        fixed: false,
    }
}

/// The budget of `limits`, or `None` when time does not bound the search.
pub fn budget<M>(limits: &Limits<M>, overhead: Duration, single_move: bool) -> Option<Budget> {
    let mut result: Option<Budget> = None;
    if let Some(clock) = &limits.clock {
        result = Some(clock_budget(clock, overhead));
    }
    if let Some(movetime) = limits.movetime {
        // A move time shorter than twice the overhead keeps half of itself: a GUI asking
        // for such short moves (test matches) is not adding network lag to them.
        let t = movetime.saturating_sub(overhead).max(movetime / 2);
        result = Some(match result {
            Some(c) if c.hard < t => c,
            _ => Budget {
                soft: t,
                hard: t,
                fixed: true,
            },
        });
    }
    if single_move {
        if let Some(b) = &mut result {
            b.soft = b.soft.min(Duration::from_millis(SINGLE_MOVE_TIME_MS));
        }
    }
    result
}

/// The main thread's view of time for one search.
#[derive(Clone, Debug)]
pub struct TimeManager {
    /// When the clock started (the `go`, or the moment `ponderhit` was seen).
    start: Instant,
    budget: Option<Budget>,
    /// True while pondering: no deadline applies.
    pondering: bool,
}

impl TimeManager {
    /// A manager whose clock starts at `start` (or at `ponderhit` when `pondering`).
    pub fn new(start: Instant, budget: Option<Budget>, pondering: bool) -> TimeManager {
        TimeManager {
            start,
            budget,
            pondering,
        }
    }

    /// Replaces the budget (a clock sent with `ponderhit`).
    pub fn set_budget(&mut self, budget: Option<Budget>) {
        self.budget = budget;
    }

    /// The opponent played the expected move: the clock starts now.
    pub fn ponderhit(&mut self, now: Instant) {
        if self.pondering {
            self.pondering = false;
            self.start = now;
        }
    }

    /// True while still pondering.
    pub fn pondering(&self) -> bool {
        self.pondering
    }

    /// Time since the clock started.
    pub fn elapsed(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.start)
    }

    /// True when the hard deadline has passed: stop at once.
    pub fn hard_expired(&self, now: Instant) -> bool {
        match (self.pondering, self.budget) {
            (false, Some(b)) => self.elapsed(now) >= b.hard,
            _ => false,
        }
    }

    /// True when no new iteration should start: the soft target, scaled by
    /// `scale_per_mille` (below 1000 when the best move is stable, above when it keeps
    /// changing), has passed.
    pub fn soft_expired(&self, now: Instant, scale_per_mille: u32) -> bool {
        match (self.pondering, self.budget) {
            (false, Some(b)) => {
                let target = if b.fixed {
                    b.soft
                } else {
                    per_mille(b.soft, scale_per_mille).min(b.hard)
                };
                self.elapsed(now) >= target
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn byoyomi_only_uses_the_whole_byoyomi_minus_overhead() {
        let clock = Clock {
            byoyomi: ms(1000),
            ..Clock::default()
        };
        let b = clock_budget(&clock, ms(100));
        assert_eq!(
            b,
            Budget {
                soft: ms(900),
                hard: ms(900),
                fixed: false,
            }
        );
    }

    #[test]
    fn usi_increment_is_usable_now_uci_increment_is_not() {
        let before = Clock {
            my_time: ms(0),
            my_increment: ms(2000),
            increment_before_move: true,
            ..Clock::default()
        };
        let b = clock_budget(&before, ms(100));
        assert!(b.hard <= ms(1900) && b.hard >= ms(1000), "{b:?}");
        let after = Clock {
            increment_before_move: false,
            my_time: ms(500),
            ..before
        };
        let b = clock_budget(&after, ms(100));
        assert!(b.hard <= ms(400), "{b:?}");
    }

    #[test]
    fn sudden_death_spends_a_fraction_and_never_more_than_the_clock() {
        let clock = Clock {
            my_time: ms(60_000),
            opponent_time: ms(60_000),
            ..Clock::default()
        };
        let b = clock_budget(&clock, ms(50));
        assert!(b.soft >= ms(1000) && b.soft <= ms(3000), "{b:?}");
        assert!(b.hard > b.soft && b.hard <= ms(18_000), "{b:?}");
        for t in [0u64, 1, 10, 49, 50, 51, 200] {
            let c = Clock {
                my_time: ms(t),
                ..clock
            };
            let b = clock_budget(&c, ms(50));
            assert!(b.soft <= b.hard);
            assert!(b.hard <= ms(t).max(ms(1)), "time {t}: {b:?}");
        }
    }

    #[test]
    fn moves_to_go_one_may_use_nearly_everything() {
        let clock = Clock {
            my_time: ms(10_000),
            moves_to_go: Some(1),
            ..Clock::default()
        };
        let b = clock_budget(&clock, ms(50));
        assert_eq!(b.hard, ms(9_950));
    }

    #[test]
    fn movetime_and_clock_take_the_tighter() {
        let limits = Limits::<u16> {
            movetime: Some(ms(300)),
            clock: Some(Clock {
                my_time: ms(100_000),
                ..Clock::default()
            }),
            ..Limits::default()
        };
        assert_eq!(
            budget(&limits, ms(30), false),
            Some(Budget {
                soft: ms(270),
                hard: ms(270),
                fixed: true,
            })
        );
        assert_eq!(budget(&Limits::<u16>::default(), ms(30), false), None);
        let single = budget(&limits, ms(30), true).unwrap();
        assert_eq!(single.soft, ms(SINGLE_MOVE_TIME_MS));
    }

    #[test]
    fn a_short_movetime_is_not_eaten_by_the_overhead() {
        let limits = Limits::<u16> {
            movetime: Some(ms(200)),
            ..Limits::default()
        };
        assert_eq!(budget(&limits, ms(300), false).unwrap().hard, ms(100));
        assert_eq!(budget(&limits, ms(30), false).unwrap().hard, ms(170));
    }

    #[test]
    fn pondering_has_no_deadline_until_ponderhit() {
        let t0 = Instant::now();
        let b = Budget {
            soft: ms(10),
            hard: ms(20),
            fixed: false,
        };
        let mut tm = TimeManager::new(t0, Some(b), true);
        assert!(!tm.hard_expired(t0 + ms(1000)));
        tm.ponderhit(t0 + ms(1000));
        assert!(!tm.hard_expired(t0 + ms(1015)));
        assert!(tm.soft_expired(t0 + ms(1015), 1000));
        assert!(!tm.soft_expired(t0 + ms(1015), 2000));
        assert!(tm.hard_expired(t0 + ms(1020)));
    }
}
