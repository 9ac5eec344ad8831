//! Time management: turns the GUI's clock into a soft target and a hard deadline for
//! one move, and answers "stop now?" for the main search thread.
//!
//! It owns the arithmetic of every clock the three protocols send (sudden death, Fischer
//! with the increment credited before or after the move, byoyomi, movestogo, movetime) and
//! the ponder switch (no deadline until `ponderhit`, then the clock runs from that moment).
//! It does not read the clock by itself: callers pass `Instant`s, so the arithmetic is
//! testable without timing.
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
//!   target and deadline are the allowance less the larger of the two margins, but at
//!   least half the allowance.
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

/// What to think of a fixed allowance (`movetime`, or the byoyomi once the main time is
/// gone), where time not used is lost: all of it less the larger margin, but at least half
/// of it. An allowance shorter than twice the margin comes from a test match or a fast
/// game on one machine, not from a server across a network: with the USI default
/// `NetworkDelay2` of 300 ms, a 200 ms byoyomi left 5 ms (the floor) to think.
fn fixed_allowance(allowance: Duration, options: &SearchOptions) -> Duration {
    let margin = options.move_overhead.max(options.network_delay);
    allowance.saturating_sub(margin).max(allowance / 2)
}

/// The budget of a fixed allowance of `t`: target, deadline and minimum all at `t`.
fn fixed_budget(t: Duration) -> Budget {
    Budget {
        soft: t,
        hard: t,
        minimum: t,
        fixed: true,
    }
}

/// Moves of ours the main time must last: the GUI's `movestogo`, else a horizon that
/// shrinks as the game goes on ([`MOVES_TO_GO_START`] at the first ply, one less every
/// [`MOVES_TO_GO_PLIES_PER_STEP`] plies, at least [`MOVES_TO_GO_MIN`]) when an increment
/// or byoyomi comes with every move; the longest horizon in sudden death and when the
/// game ply is not known (`None`).
pub fn moves_to_go(clock: &Clock, game_ply: Option<usize>) -> u32 {
    if let Some(n) = clock.moves_to_go {
        return n.max(1);
    }
    // Sudden death: nothing comes back, so a long game must not run the clock dry; the
    // horizon stays at its longest.
    let sudden_death = clock.my_increment.is_zero() && clock.byoyomi.is_zero();
    let Some(ply) = game_ply.filter(|_| !sudden_death) else {
        return MOVES_TO_GO_START;
    };
    let steps = u32::try_from(ply).unwrap_or(u32::MAX) / MOVES_TO_GO_PLIES_PER_STEP;
    MOVES_TO_GO_START.saturating_sub(steps).max(MOVES_TO_GO_MIN)
}

/// The budget of a game clock under the margins and minimum of `options`, `game_ply`
/// plies into the game (when known: it sets the horizon of the soft target; the hard
/// limit does not depend on it).
///
/// The soft target is this move's even share of the time to come: the main time over
/// the horizon, plus the whole increment (every move gets one, before or after it) and
/// the byoyomi (lost if not used). Spending a share of what is left makes the main time
/// decay geometrically, so it lasts however long the game goes.
pub fn clock_budget(clock: &Clock, options: &SearchOptions, game_ply: Option<usize>) -> Budget {
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
        // Main time gone: byoyomi not used is lost, so use all of it, less the margins.
        return fixed_budget(floor(fixed_allowance(usable, options)));
    }

    let share = |horizon: u32| main / horizon + clock.my_increment + clock.byoyomi;
    // The hard limit: a multiple of the share at the shortest horizon, never more than
    // a share of the main clock (all of it at the last move before a time control) plus
    // what this move brings, and never past the clock less the margin.
    let shortest = clock.moves_to_go.unwrap_or(MOVES_TO_GO_MIN).max(1);
    let main_share = per_mille(main, MAX_MAIN_TIME_SHARE).max(main / shortest);
    let hard = hard_max
        .min(share(shortest) * HARD_TO_SOFT_RATIO)
        .min(main_share + income_now + clock.byoyomi)
        .max(min_think.min(hard_max));
    // The minimum thinking time holds when the clock allows it: up to this move's share
    // of the time to come (the plan's own target), so a best move that stays the same
    // does not end the search early, but the minimum never spends more than the plan.
    // Capped by the hard limit alone (the USI default is 1000 ms), it ate a 2+0.05
    // game's main time in the first few moves and left the increment for the rest;
    // capped by the share of the shortest horizon, it still spent 230 ms a move over the
    // first ten moves (twice the plan) and 50 ms over the middlegame.
    let planned = share(moves_to_go(clock, game_ply));
    let minimum = options.minimum_thinking_time.min(planned).min(hard);
    // The latency allowance comes off the target only while it is small next to it (a
    // tiny clock still keeps most of its share).
    let soft = planned
        .saturating_sub(options.network_delay)
        .max(per_mille(planned, LATENCY_TARGET_FLOOR))
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
/// legal move gets a short target whatever the minimum thinking time. The game ply is
/// not known here: the soft target assumes the longest horizon (the controller uses
/// this for the hard deadline, which does not depend on the ply).
pub fn budget<M>(limits: &Limits<M>, options: &SearchOptions, single_move: bool) -> Option<Budget> {
    budget_at_ply(limits, options, single_move, None)
}

/// [`budget`] for a position `game_ply` plies into the game (`Game::ply_count`).
pub fn budget_at_ply<M>(
    limits: &Limits<M>,
    options: &SearchOptions,
    single_move: bool,
    game_ply: Option<usize>,
) -> Option<Budget> {
    let mut result: Option<Budget> = None;
    if let Some(clock) = &limits.clock {
        result = Some(clock_budget(clock, options, game_ply));
    }
    if let Some(movetime) = limits.movetime {
        let t = fixed_allowance(movetime, options);
        result = Some(match result {
            Some(c) if c.hard < t => c,
            _ => fixed_budget(t),
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
/// deadline and the moment its best move answer was written, remembered as a slowly decaying
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
    /// The stability scale of the soft target (per mille) after the last iteration.
    scale: u32,
}

impl TimeManager {
    /// A manager whose clock starts at `start` (or at `ponderhit` when `pondering`).
    pub fn new(start: Instant, budget: Option<Budget>, pondering: bool) -> TimeManager {
        TimeManager {
            start,
            budget,
            pondering,
            scale: 1000,
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

    /// True when the search must stop at once: the hard deadline has passed, or (for a
    /// clock that is not fixed) [`MAXIMUM_TO_SOFT`] times the soft target, as scaled by
    /// the last [`TimeManager::soft_expired`], but never before the minimum thinking time.
    pub fn hard_expired(&self, now: Instant) -> bool {
        match (self.pondering, self.budget) {
            (false, Some(b)) => {
                let limit = if b.fixed {
                    b.hard
                } else {
                    per_mille(per_mille(b.soft, self.scale), MAXIMUM_TO_SOFT)
                        .max(b.minimum)
                        .min(b.hard)
                };
                self.elapsed(now) >= limit
            }
            _ => false,
        }
    }

    /// True when no new iteration should start: the soft target, scaled by
    /// `scale_per_mille` (below 1000 when the best move is stable, above when it keeps
    /// changing), has passed. The scale also sets the in-iteration stop of
    /// [`TimeManager::hard_expired`] from now on.
    pub fn soft_expired(&mut self, now: Instant, scale_per_mille: u32) -> bool {
        self.scale = scale_per_mille;
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
        let b = clock_budget(&clock, &margins(100, 50), None);
        assert_eq!(
            b,
            Budget {
                soft: ms(900),
                hard: ms(900),
                minimum: ms(900),
                fixed: true,
            }
        );
        assert_eq!(clock_budget(&clock, &margins(100, 400), None).hard, ms(600));
        // The minimum thinking time cannot push past the byoyomi.
        let long_minimum = SearchOptions {
            minimum_thinking_time: ms(5000),
            ..margins(300, 100)
        };
        assert_eq!(clock_budget(&clock, &long_minimum, None).hard, ms(700));
    }

    #[test]
    fn short_byoyomi_keeps_half_of_itself_under_a_larger_margin() {
        // USI defaults: NetworkDelay2 300, NetworkDelay 100. A 200 ms byoyomi used to
        // leave the 5 ms floor.
        let clock = Clock {
            byoyomi: ms(200),
            ..Clock::default()
        };
        assert_eq!(clock_budget(&clock, &margins(300, 100), None).hard, ms(100));
        // Past twice the margin the margin comes off whole, as before.
        let clock = Clock {
            byoyomi: ms(700),
            ..Clock::default()
        };
        assert_eq!(clock_budget(&clock, &margins(300, 100), None).hard, ms(400));
        // The same rule as movetime.
        let limits = Limits::<u32> {
            movetime: Some(ms(200)),
            ..Limits::default()
        };
        let b = budget(&limits, &margins(300, 100), false).expect("movetime is a budget");
        assert_eq!(b.hard, ms(100));
    }

    #[test]
    fn usi_increment_is_usable_now_uci_increment_is_not() {
        let before = Clock {
            my_time: ms(0),
            my_increment: ms(2000),
            increment_before_move: true,
            ..Clock::default()
        };
        let b = clock_budget(&before, &margins(100, 100), None);
        assert!(b.hard <= ms(1900) && b.hard >= ms(1000), "{b:?}");
        let after = Clock {
            increment_before_move: false,
            my_time: ms(500),
            ..before
        };
        let b = clock_budget(&after, &margins(100, 100), None);
        assert!(b.hard <= ms(400), "{b:?}");
    }

    #[test]
    fn sudden_death_spends_a_fraction_and_never_more_than_the_clock() {
        let clock = Clock {
            my_time: ms(60_000),
            opponent_time: ms(60_000),
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(50, 50), None);
        assert!(b.soft >= ms(1000) && b.soft <= ms(3000), "{b:?}");
        assert!(b.hard > b.soft && b.hard <= ms(18_000), "{b:?}");
        for t in [0u64, 1, 10, 49, 50, 51, 200] {
            let c = Clock {
                my_time: ms(t),
                ..clock
            };
            let b = clock_budget(&c, &margins(50, 50), None);
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
        let near = clock_budget(&clock, &margins(300, 0), None);
        let far = clock_budget(&clock, &margins(300, 300), None);
        let farther = clock_budget(&clock, &margins(300, 1500), None);
        assert_eq!(near.soft, ms(2000));
        assert_eq!(far.soft, ms(1700));
        // The allowance never takes more than a quarter of the target.
        assert_eq!(farther.soft, ms(1500));
        assert_eq!(near.hard, farther.hard);
        assert_eq!(near.hard, far.hard);
    }

    #[test]
    fn minimum_thinking_time_holds_when_the_clock_allows() {
        // Two minutes of sudden death: a 30-move plan gives 4 s a move, so a 4 s minimum
        // fits.
        let clock = Clock {
            my_time: ms(120_000),
            ..Clock::default()
        };
        let options = SearchOptions {
            minimum_thinking_time: ms(4000),
            ..margins(300, 100)
        };
        let b = clock_budget(&clock, &options, None);
        assert_eq!(b.minimum, ms(4000));
        assert!(b.soft >= ms(4000) && b.hard >= ms(4000), "{b:?}");
        // A stable best move does not end the search before the minimum.
        let mut tm = TimeManager::new(Instant::now(), Some(b), false);
        let t0 = tm.start;
        assert!(!tm.soft_expired(t0 + ms(3999), 100));
        assert!(tm.soft_expired(t0 + ms(4000), 100));
        // A short clock caps it at this move's planned share: the longest horizon when
        // the game ply is not known, a shorter one later in the game.
        let short = Clock {
            my_time: ms(3000),
            my_increment: ms(50),
            increment_before_move: true,
            ..Clock::default()
        };
        let b = clock_budget(&short, &options, None);
        assert_eq!(b.minimum, ms(3000) / MOVES_TO_GO_START + ms(50));
        assert!(b.soft >= b.minimum && b.hard > b.minimum, "{b:?}");
        let b = clock_budget(&short, &options, Some(400));
        assert_eq!(b.minimum, ms(3000) / MOVES_TO_GO_MIN + ms(50));
        assert!(b.soft >= b.minimum && b.hard > b.minimum, "{b:?}");
        // One legal move still answers at once.
        let limits = Limits::<u16> {
            clock: Some(clock),
            ..Limits::default()
        };
        let single = budget(&limits, &options, true).unwrap();
        assert_eq!(single.minimum, ms(SINGLE_MOVE_TIME_MS));
    }

    #[test]
    fn the_horizon_shrinks_with_the_game_but_not_in_sudden_death() {
        let fischer = Clock {
            my_time: ms(2000),
            my_increment: ms(50),
            ..Clock::default()
        };
        assert_eq!(moves_to_go(&fischer, None), MOVES_TO_GO_START);
        assert_eq!(moves_to_go(&fischer, Some(0)), MOVES_TO_GO_START);
        assert_eq!(moves_to_go(&fischer, Some(40)), MOVES_TO_GO_START - 10);
        assert_eq!(moves_to_go(&fischer, Some(400)), MOVES_TO_GO_MIN);
        let sudden = Clock {
            my_increment: ms(0),
            ..fischer
        };
        assert_eq!(moves_to_go(&sudden, Some(400)), MOVES_TO_GO_START);
        let control = Clock {
            moves_to_go: Some(7),
            ..fischer
        };
        assert_eq!(moves_to_go(&control, Some(400)), 7);
        // Later in the game the soft target grows; the hard limit stays put.
        let early = clock_budget(&fischer, &margins(30, 0), Some(0));
        let late = clock_budget(&fischer, &margins(30, 0), Some(200));
        assert_eq!(early.soft, ms(2000) / 30 + ms(50));
        assert_eq!(late.soft, ms(2000) / 12 + ms(50));
        assert_eq!(early.hard, late.hard);
        assert_eq!(
            early.hard,
            clock_budget(&fischer, &margins(30, 0), None).hard
        );
    }

    #[test]
    fn the_whole_increment_is_spent_and_the_margin_is_kept_once() {
        // USI 2+0.05 with the default margins (NetworkDelay 100, NetworkDelay2 300), one
        // second of main time left: the hard limit is what the clock allows less the
        // margin, not the increment alone.
        let clock = Clock {
            my_time: ms(1000),
            my_increment: ms(50),
            increment_before_move: true,
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(300, 100), Some(60));
        assert_eq!(b.hard, ms(350));
        // 1000/15 + 50 = 116 ms, less the latency allowance down to 3/4 of itself.
        assert_eq!(
            b.soft,
            per_mille(ms(1000) / 15 + ms(50), LATENCY_TARGET_FLOOR)
        );
        assert!(b.soft > ms(50), "{b:?}");
    }

    /// Plays `moves` moves on `clock`, each taking `think(budget)` plus `latency` on the
    /// GUI's clock, with the increment credited as the clock says and `movestogo`
    /// controls adding their time; returns the least time the clock ever showed after a
    /// move (negative: the engine lost on time).
    fn play_out(
        mut clock: Clock,
        options: &SearchOptions,
        moves: usize,
        latency: Duration,
        think: impl Fn(&Budget) -> Duration,
    ) -> i64 {
        let control = clock.my_time;
        let mut least = i64::MAX;
        for ply in (0..2 * moves).step_by(2) {
            let b = clock_budget(&clock, options, Some(ply));
            assert!(b.soft <= b.hard && b.minimum <= b.hard, "{b:?}");
            let spent = think(&b) + latency;
            let mut left = clock.my_time.as_millis() as i64 - spent.as_millis() as i64;
            if clock.increment_before_move {
                left += clock.my_increment.as_millis() as i64;
            }
            // Byoyomi pays for the first part of an overrun of the main time.
            let byoyomi = clock.byoyomi.as_millis() as i64;
            if left < 0 && byoyomi > 0 {
                left = if -left <= byoyomi { 0 } else { left + byoyomi };
            }
            least = least.min(left);
            if left < 0 {
                return least;
            }
            let mut main = ms(left as u64);
            if !clock.increment_before_move {
                main += clock.my_increment;
            }
            if let Some(n) = clock.moves_to_go {
                clock.moves_to_go = Some(if n == 1 {
                    main += control;
                    40
                } else {
                    n - 1
                });
            }
            clock.my_time = main;
        }
        least
    }

    #[test]
    fn no_clock_is_lost_on_time_even_when_every_move_runs_to_its_limit() {
        let hard = |b: &Budget| b.hard;
        let unstable = |b: &Budget| per_mille(b.soft, STABILITY_SOFT_SCALE[0]).min(b.hard);
        let fischer = Clock {
            my_time: ms(2000),
            my_increment: ms(50),
            ..Clock::default()
        };
        // 300 moves each using its hard limit, latency below the margin and below the
        // increment (a latency above the increment drains any clock): UCI/UCCI
        // (increment after the move) and USI (before), tiny and default margins.
        for before in [false, true] {
            for (margin, latency) in [(30, 25), (50, 10), (300, 40)] {
                let clock = Clock {
                    increment_before_move: before,
                    ..fischer
                };
                let least = play_out(clock, &margins(margin, margin), 300, ms(latency), hard);
                assert!(least >= 0, "{before} {margin}: {least}");
            }
        }
        // Byoyomi with main time, every move to its limit.
        let byoyomi = Clock {
            my_time: ms(10_000),
            byoyomi: ms(1000),
            ..Clock::default()
        };
        assert!(play_out(byoyomi, &margins(300, 100), 300, ms(100), hard) >= 0);
        // movestogo 40 moves in 60 s, every move thinking as long as an unstable best
        // move allows.
        let control = Clock {
            my_time: ms(60_000),
            moves_to_go: Some(40),
            ..Clock::default()
        };
        assert!(play_out(control, &margins(30, 30), 300, ms(10), unstable) >= 0);
        // Sudden death: 150 moves (a long game) of 10 s, each thinking its target and
        // losing 5 ms to latency, still leave time on the clock.
        let sudden = Clock {
            my_time: ms(10_000),
            ..Clock::default()
        };
        let least = play_out(sudden, &margins(30, 30), 150, ms(5), |b| b.soft);
        assert!(least > 0, "{least}");
    }

    #[test]
    fn moves_to_go_one_may_use_nearly_everything() {
        let clock = Clock {
            my_time: ms(10_000),
            moves_to_go: Some(1),
            ..Clock::default()
        };
        let b = clock_budget(&clock, &margins(50, 50), None);
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
    fn an_iteration_stops_at_twice_the_scaled_target_unless_the_time_is_fixed() {
        let t0 = Instant::now();
        let b = Budget {
            soft: ms(100),
            hard: ms(500),
            minimum: ms(0),
            fixed: false,
        };
        let mut tm = TimeManager::new(t0, Some(b), false);
        // Before any iteration the scale is 1: stop at twice the target.
        assert!(!tm.hard_expired(t0 + ms(199)));
        assert!(tm.hard_expired(t0 + ms(200)));
        // A best move that keeps changing buys more, up to the hard limit.
        assert!(!tm.soft_expired(t0 + ms(150), 1800));
        assert!(!tm.hard_expired(t0 + ms(359)));
        assert!(tm.hard_expired(t0 + ms(360)));
        assert!(!tm.soft_expired(t0 + ms(150), 4000));
        assert!(!tm.hard_expired(t0 + ms(499)));
        assert!(tm.hard_expired(t0 + ms(500)));
        // A stable one less.
        assert!(tm.soft_expired(t0 + ms(60), 600));
        assert!(tm.hard_expired(t0 + ms(120)));
        // The minimum thinking time still holds.
        let with_minimum = Budget {
            minimum: ms(300),
            ..b
        };
        let mut tm = TimeManager::new(t0, Some(with_minimum), false);
        assert!(!tm.soft_expired(t0 + ms(60), 600));
        assert!(!tm.hard_expired(t0 + ms(299)));
        assert!(tm.hard_expired(t0 + ms(300)));
        // Fixed time (movetime, byoyomi only) runs to its end.
        let fixed = Budget {
            soft: ms(100),
            hard: ms(100),
            minimum: ms(100),
            fixed: true,
        };
        let tm = TimeManager::new(t0, Some(fixed), false);
        assert!(!tm.hard_expired(t0 + ms(99)));
        assert!(tm.hard_expired(t0 + ms(100)));
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
