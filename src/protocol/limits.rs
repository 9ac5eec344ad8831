//! Turning a parsed `go` into the search's [`Clock`]: clocks seen from the side to move,
//! USI byoyomi without main time, the USI increment credited before the move, UCCI's
//! relative clocks, and the time already spent since the reader received the `go` line (the
//! clock starts there).

use super::command::{ClockFields, RelativeClock};
use crate::game::Side;
use crate::search::Clock;
use std::time::Duration;

fn ms(v: u64) -> Duration {
    Duration::from_millis(v)
}

/// The clock of a `go` line for `side` to move, or `None` when the line has no clock
/// field. `elapsed` (time since the line was read) is taken off my main time, or off
/// the byoyomi once the main time is gone.
pub fn clock_for(
    fields: &ClockFields,
    side: Side,
    increment_before_move: bool,
    elapsed: Duration,
) -> Option<Clock> {
    if fields.is_empty() {
        return None;
    }
    let relative =
        fields.mine != RelativeClock::default() || fields.theirs != RelativeClock::default();
    let mut clock = if relative {
        Clock {
            my_time: ms(fields.mine.time.unwrap_or(0)),
            opponent_time: ms(fields.theirs.time.unwrap_or(0)),
            my_increment: ms(fields.mine.increment.unwrap_or(0)),
            opponent_increment: ms(fields.theirs.increment.unwrap_or(0)),
            byoyomi: Duration::ZERO,
            moves_to_go: fields.mine.moves_to_go.or(fields.moves_to_go),
            increment_before_move: false,
        }
    } else {
        let me = side.index();
        let them = side.opponent().index();
        Clock {
            // A missing main time counts as 0 (cshogi's `go byoyomi N`).
            my_time: ms(fields.time[me].unwrap_or(0)),
            opponent_time: ms(fields.time[them].unwrap_or(0)),
            my_increment: ms(fields.increment[me].unwrap_or(0)),
            opponent_increment: ms(fields.increment[them].unwrap_or(0)),
            byoyomi: ms(fields.byoyomi.unwrap_or(0)),
            moves_to_go: fields.moves_to_go,
            increment_before_move,
        }
    };
    if clock.my_time >= elapsed {
        clock.my_time -= elapsed;
    } else {
        let rest = elapsed - clock.my_time;
        clock.my_time = Duration::ZERO;
        clock.byoyomi = clock.byoyomi.saturating_sub(rest);
    }
    Some(clock)
}

/// Clock fields of a `ponderhit` override those of the `go ponder` line one by one.
pub fn merge_clocks(base: &ClockFields, update: &ClockFields) -> ClockFields {
    let pick = |new: Option<u64>, old: Option<u64>| new.or(old);
    ClockFields {
        time: [
            pick(update.time[0], base.time[0]),
            pick(update.time[1], base.time[1]),
        ],
        increment: [
            pick(update.increment[0], base.increment[0]),
            pick(update.increment[1], base.increment[1]),
        ],
        mine: base.mine,
        theirs: base.theirs,
        byoyomi: pick(update.byoyomi, base.byoyomi),
        moves_to_go: update.moves_to_go.or(base.moves_to_go),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_sente_and_gote_views() {
        let f = ClockFields {
            time: [Some(590000), Some(581000)],
            byoyomi: Some(10000),
            ..Default::default()
        };
        let c = clock_for(&f, Side::First, true, Duration::ZERO).unwrap();
        assert_eq!(c.my_time, ms(590000));
        assert_eq!(c.opponent_time, ms(581000));
        assert_eq!(c.byoyomi, ms(10000));
        assert!(c.increment_before_move);
        let c = clock_for(&f, Side::Second, true, Duration::ZERO).unwrap();
        assert_eq!(c.my_time, ms(581000));
    }

    #[test]
    fn byoyomi_only_and_elapsed() {
        let f = ClockFields {
            byoyomi: Some(1000),
            ..Default::default()
        };
        let c = clock_for(&f, Side::Second, true, ms(30)).unwrap();
        assert_eq!(c.my_time, Duration::ZERO);
        assert_eq!(c.byoyomi, ms(970));
        let f = ClockFields {
            time: [Some(100), Some(100)],
            ..Default::default()
        };
        assert_eq!(
            clock_for(&f, Side::First, false, ms(30)).unwrap().my_time,
            ms(70)
        );
        assert!(clock_for(&ClockFields::default(), Side::First, false, ms(1)).is_none());
    }

    #[test]
    fn ucci_relative_clock() {
        let f = ClockFields {
            mine: RelativeClock {
                time: Some(212000),
                increment: Some(0),
                moves_to_go: Some(20),
            },
            theirs: RelativeClock {
                time: Some(240000),
                increment: Some(1000),
                moves_to_go: None,
            },
            ..Default::default()
        };
        let c = clock_for(&f, Side::Second, false, Duration::ZERO).unwrap();
        assert_eq!(c.my_time, ms(212000));
        assert_eq!(c.opponent_time, ms(240000));
        assert_eq!(c.opponent_increment, ms(1000));
        assert_eq!(c.moves_to_go, Some(20));
        assert!(!c.increment_before_move);
    }

    #[test]
    fn ponderhit_fields_override() {
        let base = ClockFields {
            time: [Some(1), Some(2)],
            byoyomi: Some(3),
            ..Default::default()
        };
        let update = ClockFields {
            time: [Some(10), None],
            ..Default::default()
        };
        let m = merge_clocks(&base, &update);
        assert_eq!(m.time, [Some(10), Some(2)]);
        assert_eq!(m.byoyomi, Some(3));
    }
}
