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
//!   before the move, plus byoyomi) minus the hard margin (`move_overhead`: USI
//!   `NetworkDelay2`, UCI-X `Move Overhead`, UCCI `moveoverhead`); never passed.
//! * soft target: a share of the main time plus most of the increment and the byoyomi,
//!   less the average latency allowance (`network_delay`, USI `NetworkDelay`); the
//!   iterative deepening loop stops after an iteration once past it, scaled by how
//!   stable the best move has been, but never before the minimum thinking time (USI
//!   `MinimumThinkingTime`, capped by the hard limit: "when the clock allows").
//! * with the main time gone (byoyomi) and for `movetime`, the time not used is lost:
//!   target and deadline are the allowance less the larger of the two margins.
//!
//! [`LagMeter`] learns how late answers leave the engine on a loaded machine, so the
//! controller can widen the hard margin by what it has measured.

use super::params::*;
use super::{Clock, Limits, SearchOptions};
use std::time::{Duration, Instant};

/// Soft target and hard deadline for one move, measured from the start of thinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Stop deepening once an iteration ends past this (before stability scaling).
    pub soft: Duration,
    /// Never think longer than this.
    pub hard: Duration,
    /// Never stop deepening before this, whatever the stability scaling says.
    pub minimum: Duration,
    /// The time is fixed (`movetime`, byoyomi without main time): the soft target is not
    /// scaled by stability.
    pub fixed: bool,
}

fn per_mille(d: Duration, share: u32) -> Duration {
    d * share / 1000
}

/// The budget of a game clock under the margins and minimum of `options`.
pub fn clock_budget(clock: &Clock, options: &SearchOptions) -> Budget {
    let overhead = options.move_overhead;
    let main = clock.my_time;
    let income_now = if clock.increment_before_move {
        clock.my_increment
    } else {
        Duration::ZERO
    };
    let usable = main + income_now + clock.byoyomi;
    let min_think = Duration::from_millis(MIN_THINK_MS);
    // The floor a deadline never goes below (depth 1 must complete), within what the
    // clock holds.
    let floor = |d: Duration| d.max(min_think.min(usable)).max(min_think / 5);
    let hard_max = floor(usable.saturating_sub(overhead));

    if main.is_zero() && !clock.byoyomi.is_zero() {
        // Main time gone: byoyomi not used is lost, so use all of it, less the larger
        // margin.
        let t = floor(usable.saturating_sub(overhead.max(options.network_delay))).min(hard_max);
        return Budget {
            soft: t,
            hard: t,
            minimum: t,
            fixed: true,
        };
    }

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
    let minimum = options.minimum_thinking_time.min(hard);
    // The latency allowance comes off the target only while it is small next to it (a
    // tiny clock still gets half its share).
    let soft = soft
        .saturating_sub(options.network_delay)
        .max(soft / 2)
        .max(minimum)
        .min(hard);
    Budget {
        soft,
        hard,
        minimum,
        fixed: false,
    }
}

/// The budget of `limits`, or `None` when time does not bound the search. A single
/// legal move gets a short target whatever the minimum thinking time.
pub fn budget<M>(limits: &Limits<M>, options: &SearchOptions, single_move: bool) -> Option<Budget> {
    let mut result: Option<Budget> = None;
    if let Some(clock) = &limits.clock {
        result = Some(clock_budget(clock, options));
    }
    if let Some(movetime) = limits.movetime {
        // A move time shorter than twice the margin keeps half of itself: a GUI asking
        // for such short moves (test matches) is not adding network lag to them.
        let margin = options.move_overhead.max(options.network_delay);
        let t = movetime.saturating_sub(margin).max(movetime / 2);
        result = Some(match result {
            Some(c) if c.hard < t => c,
            _ => Budget {
                soft: t,
                hard: t,
                minimum: t,
                fixed: true,
            },
        });
    }
    if single_move {
        if let Some(b) = &mut result {
            b.soft = b.soft.min(Duration::from_millis(SINGLE_MOVE_TIME_MS));
            b.minimum = b.minimum.min(b.soft);
        }
    }
    result
}

/// How late answers leave the engine on this machine: the time between a search's hard
/// deadline and the moment its `bestmove` was written, remembered as a slowly decaying
/// maximum. On a loaded machine the search thread, the controller and the GUI all wait
/// for a CPU; the engine sees only its own share of that wait, so the margin it suggests
/// is [`LAG_MARGIN_FACTOR`] times the measured lag, at most [`LAG_MARGIN_MAX_MS`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LagMeter {
    lag: Duration,
}

impl LagMeter {
    /// Records one answer: `late` is how far past its hard deadline it was written (zero
    /// when it was in time). Older measurements fade by [`LAG_DECAY_PER_MILLE`] per
    /// answer, so one hiccup does not slow the rest of the game.
    pub fn record(&mut self, late: Duration) {
        self.lag = per_mille(self.lag, LAG_DECAY_PER_MILLE).max(late);
    }

    /// The lag remembered now.
    pub fn lag(&self) -> Duration {
        self.lag
    }

    /// Extra margin to keep from the next hard deadline.
    pub fn extra_margin(&self) -> Duration {
        (self.lag * LAG_MARGIN_FACTOR).min(Duration::from_millis(LAG_MARGIN_MAX_MS))
    }
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
                    per_mille(b.soft, scale_per_mille)
                        .max(b.minimum)
                        .min(b.hard)
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

    /// Options with the hard margin `hard`, the target margin `target` and no minimum.
    fn margins(hard: u64, target: u64) -> SearchOptions {
        SearchOptions {
            move_overhead: ms(hard),
            network_delay: ms(target),
            minimum_thinking_time: Duration::ZERO,
            ..SearchOptions::default()
        }
    }

    #[test]
    fn byoyomi_only_uses_the_whole_byoyomi_minus_the_larger_margin() {
        let clock = Clock {
            byoyomi: ms(1000),
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(100, 50));
        assert_eq!(
            b,
            Budget {
                soft: ms(900),
                hard: ms(900),
                minimum: ms(900),
                fixed: true,
            }
        );
        assert_eq!(clock_budget(&clock, &margins(100, 400)).hard, ms(600));
        // The minimum thinking time cannot push past the byoyomi.
        let long_minimum = SearchOptions {
            minimum_thinking_time: ms(5000),
            ..margins(300, 100)
        };
        assert_eq!(clock_budget(&clock, &long_minimum).hard, ms(700));
    }

    #[test]
    fn usi_increment_is_usable_now_uci_increment_is_not() {
        let before = Clock {
            my_time: ms(0),
            my_increment: ms(2000),
            increment_before_move: true,
            ..Clock::default()
        };
        let b = clock_budget(&before, &margins(100, 100));
        assert!(b.hard <= ms(1900) && b.hard >= ms(1000), "{b:?}");
        let after = Clock {
            increment_before_move: false,
            my_time: ms(500),
            ..before
        };
        let b = clock_budget(&after, &margins(100, 100));
        assert!(b.hard <= ms(400), "{b:?}");
    }

    #[test]
    fn sudden_death_spends_a_fraction_and_never_more_than_the_clock() {
        let clock = Clock {
            my_time: ms(60_000),
            opponent_time: ms(60_000),
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(50, 50));
        assert!(b.soft >= ms(1000) && b.soft <= ms(3000), "{b:?}");
        assert!(b.hard > b.soft && b.hard <= ms(18_000), "{b:?}");
        for t in [0u64, 1, 10, 49, 50, 51, 200] {
            let c = Clock {
                my_time: ms(t),
                ..clock
            };
            let b = clock_budget(&c, &margins(50, 50));
            assert!(b.soft <= b.hard);
            assert!(b.minimum <= b.hard);
            assert!(b.hard <= ms(t).max(ms(1)), "time {t}: {b:?}");
        }
    }

    #[test]
    fn network_delay_lowers_the_target_not_the_deadline() {
        let clock = Clock {
            my_time: ms(60_000),
            ..Clock::default()
        };
        let near = clock_budget(&clock, &margins(300, 0));
        let far = clock_budget(&clock, &margins(300, 800));
        assert_eq!(near.soft, ms(2000));
        assert_eq!(far.soft, ms(1200));
        assert_eq!(near.hard, far.hard);
    }

    #[test]
    fn minimum_thinking_time_holds_when_the_clock_allows() {
        let clock = Clock {
            my_time: ms(60_000),
            ..Clock::default()
        };
        let options = SearchOptions {
            minimum_thinking_time: ms(4000),
            ..margins(300, 100)
        };
        let b = clock_budget(&clock, &options);
        assert_eq!(b.minimum, ms(4000));
        assert!(b.soft >= ms(4000) && b.hard >= ms(4000), "{b:?}");
        // A stable best move does not end the search before the minimum.
        let tm = TimeManager::new(Instant::now(), Some(b), false);
        let t0 = tm.start;
        assert!(!tm.soft_expired(t0 + ms(3999), 100));
        assert!(tm.soft_expired(t0 + ms(4000), 100));
        // A short clock caps it at this move's own hard limit.
        let short = Clock {
            my_time: ms(3000),
            ..Clock::default()
        };
        let b = clock_budget(&short, &options);
        assert!(b.minimum == b.hard && b.hard < ms(3000), "{b:?}");
        // One legal move still answers at once.
        let limits = Limits::<u16> {
            clock: Some(clock),
            ..Limits::default()
        };
        let single = budget(&limits, &options, true).unwrap();
        assert_eq!(single.minimum, ms(SINGLE_MOVE_TIME_MS));
    }

    #[test]
    fn moves_to_go_one_may_use_nearly_everything() {
        let clock = Clock {
            my_time: ms(10_000),
            moves_to_go: Some(1),
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(50, 50));
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
            budget(&limits, &margins(30, 30), false),
            Some(Budget {
                soft: ms(270),
                hard: ms(270),
                minimum: ms(270),
                fixed: true,
            })
        );
        assert_eq!(
            budget(&Limits::<u16>::default(), &margins(30, 30), false),
            None
        );
        let single = budget(&limits, &margins(30, 30), true).unwrap();
        assert_eq!(single.soft, ms(SINGLE_MOVE_TIME_MS));
    }

    #[test]
    fn a_short_movetime_is_not_eaten_by_the_margins() {
        let limits = Limits::<u16> {
            movetime: Some(ms(200)),
            ..Limits::default()
        };
        let hard = |h, t| budget(&limits, &margins(h, t), false).unwrap().hard;
        assert_eq!(hard(300, 0), ms(100));
        assert_eq!(hard(30, 0), ms(170));
        assert_eq!(hard(0, 60), ms(140));
    }

    #[test]
    fn pondering_has_no_deadline_until_ponderhit() {
        let t0 = Instant::now();
        let b = Budget {
            soft: ms(10),
            hard: ms(20),
            minimum: ms(0),
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

    #[test]
    fn lag_meter_remembers_the_worst_and_forgets_slowly() {
        let mut lag = LagMeter::default();
        assert_eq!(lag.extra_margin(), Duration::ZERO);
        lag.record(ms(200));
        assert_eq!(lag.extra_margin(), ms(400));
        lag.record(ms(0));
        assert_eq!(lag.lag(), ms(180));
        for _ in 0..50 {
            lag.record(ms(0));
        }
        assert!(lag.lag() < ms(5));
        lag.record(ms(5000));
        assert_eq!(lag.extra_margin(), ms(LAG_MARGIN_MAX_MS));
    }
}
