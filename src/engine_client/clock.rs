//! Time controls and the runner's own chess clock.
//!
//! The runner, not the engine, decides when a move came too late: it measures from the
//! moment the `go` line was written to the moment the `bestmove` line was read, and a move
//! that took longer than the allowance plus the engine's margin loses on time. This module
//! owns that arithmetic; it does not read or write any protocol (the client formats the
//! `go` fields from [`GoClock`]).
//!
//! Increments: in shogi (USI) the increment is credited **before** the move (the clock a
//! USI GUI sends is `shown - binc`, and the engine may use `btime + binc`); in xiangqi (UCCI,
//! UCI) it is credited **after** the move, as in chess.

use std::time::Duration;

/// A time control of one engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// Main time and a Fischer increment per move (`inc_ms` 0 = sudden death).
    Fischer {
        /// Main time, ms.
        base_ms: u64,
        /// Increment per move, ms.
        inc_ms: u64,
    },
    /// Main time, then a fixed allowance per move once it is gone (shogi byoyomi).
    Byoyomi {
        /// Main time, ms.
        base_ms: u64,
        /// Per-move allowance after the main time, ms.
        byoyomi_ms: u64,
    },
    /// A fixed time for every move.
    MoveTime {
        /// Time per move, ms.
        ms: u64,
    },
    /// A node budget per move (no clock; only the hang timeout applies).
    Nodes {
        /// Nodes per move.
        nodes: u64,
    },
    /// A depth per move (no clock; only the hang timeout applies).
    Depth {
        /// Plies per move.
        depth: u32,
    },
}

impl TimeControl {
    /// Parses the time keys of an `-engine`/`-each` block: `tc=BASE[+INC]` (seconds, may be
    /// fractional; `tc=60` is sudden death), `byoyomi=SEC` (with `tc=BASE`, or alone),
    /// `st=SEC`, `nodes=N`, `depth=N`. At most one kind may be given.
    pub fn from_keys(
        tc: Option<&str>,
        byoyomi: Option<&str>,
        st: Option<&str>,
        nodes: Option<&str>,
        depth: Option<&str>,
    ) -> Result<Option<TimeControl>, String> {
        let kinds = [
            tc.is_some() || byoyomi.is_some(),
            st.is_some(),
            nodes.is_some(),
            depth.is_some(),
        ];
        if kinds.iter().filter(|k| **k).count() > 1 {
            return Err("give only one of tc=/byoyomi=, st=, nodes=, depth=".into());
        }
        if let Some(text) = st {
            return Ok(Some(TimeControl::MoveTime {
                ms: seconds_to_ms(text)?,
            }));
        }
        if let Some(text) = nodes {
            let nodes = text
                .parse::<u64>()
                .map_err(|_| format!("nodes: '{text}' is not a number"))?;
            return Ok(Some(TimeControl::Nodes { nodes }));
        }
        if let Some(text) = depth {
            let depth = text
                .parse::<u32>()
                .map_err(|_| format!("depth: '{text}' is not a number"))?;
            return Ok(Some(TimeControl::Depth { depth }));
        }
        let (base_ms, inc_ms) = match tc {
            None => (0, 0),
            Some(text) => {
                if text.contains('/') {
                    return Err(format!(
                        "tc '{text}': moves-per-period controls are not supported"
                    ));
                }
                match text.split_once('+') {
                    Some((base, inc)) => (seconds_to_ms(base)?, seconds_to_ms(inc)?),
                    None => (seconds_to_ms(text)?, 0),
                }
            }
        };
        match byoyomi {
            Some(text) => {
                if inc_ms > 0 {
                    return Err("byoyomi and an increment cannot be combined".into());
                }
                Ok(Some(TimeControl::Byoyomi {
                    base_ms,
                    byoyomi_ms: seconds_to_ms(text)?,
                }))
            }
            None if tc.is_some() => {
                if base_ms == 0 && inc_ms == 0 {
                    return Err("tc=0 leaves no time at all".into());
                }
                Ok(Some(TimeControl::Fischer { base_ms, inc_ms }))
            }
            None => Ok(None),
        }
    }

    /// Short text for records and headers, e.g. `60+0.6`, `10|byoyomi 1`, `st=0.1`, `nodes=5000`.
    pub fn describe(&self) -> String {
        let s = |ms: u64| {
            let text = format!("{:.3}", ms as f64 / 1000.0);
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        };
        match *self {
            TimeControl::Fischer { base_ms, inc_ms } => format!("{}+{}", s(base_ms), s(inc_ms)),
            TimeControl::Byoyomi {
                base_ms,
                byoyomi_ms,
            } => format!("{}|byoyomi {}", s(base_ms), s(byoyomi_ms)),
            TimeControl::MoveTime { ms } => format!("st={}", s(ms)),
            TimeControl::Nodes { nodes } => format!("nodes={nodes}"),
            TimeControl::Depth { depth } => format!("depth={depth}"),
        }
    }
}

fn seconds_to_ms(text: &str) -> Result<u64, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds"))?;
    if !value.is_finite() || !(0.0..=1e9).contains(&value) {
        return Err(format!("'{text}' is not a valid number of seconds"));
    }
    Ok((value * 1000.0).round() as u64)
}

/// One side's clock fields for a `go` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideClock {
    /// Remaining main time, ms (what USI `btime`, UCI `wtime`, UCCI `time` carry).
    pub time_ms: u64,
    /// Increment, ms.
    pub inc_ms: u64,
    /// Byoyomi, ms.
    pub byoyomi_ms: u64,
}

/// What the mover's `go` line says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoClock {
    /// Clocks of both sides, indexed by `Side::index()` (first player first).
    Clocks([SideClock; 2]),
    /// `go movetime`.
    MoveTime(u64),
    /// `go nodes`.
    Nodes(u64),
    /// `go depth`.
    Depth(u32),
}

/// Why a move was not accepted by the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// Time the move took, ms.
    pub used_ms: u64,
    /// Time it was allowed, ms (without the margin).
    pub allowed_ms: u64,
}

/// The clocks of one game.
#[derive(Clone, Debug)]
pub struct Clock {
    controls: [TimeControl; 2],
    remaining_ms: [u64; 2],
    increment_before_move: bool,
}

impl Clock {
    /// A fresh clock; `controls[i]` is the control of the engine playing side `i`.
    pub fn new(controls: [TimeControl; 2], increment_before_move: bool) -> Clock {
        let base = |tc: &TimeControl| match *tc {
            TimeControl::Fischer { base_ms, .. } | TimeControl::Byoyomi { base_ms, .. } => base_ms,
            _ => 0,
        };
        Clock {
            remaining_ms: [base(&controls[0]), base(&controls[1])],
            controls,
            increment_before_move,
        }
    }

    /// Remaining main time of side `i`, ms.
    pub fn remaining_ms(&self, side: usize) -> u64 {
        self.remaining_ms[side]
    }

    /// The longest the mover (side index `side`) may think before losing on time (before
    /// the margin), or `None` when only the hang timeout applies (nodes, depth).
    pub fn allowance_ms(&self, side: usize) -> Option<u64> {
        let r = self.remaining_ms[side];
        match self.controls[side] {
            TimeControl::Fischer { inc_ms, .. } if self.increment_before_move => Some(r + inc_ms),
            TimeControl::Fischer { .. } => Some(r),
            TimeControl::Byoyomi { byoyomi_ms, .. } => Some(r + byoyomi_ms),
            TimeControl::MoveTime { ms } => Some(ms),
            TimeControl::Nodes { .. } | TimeControl::Depth { .. } => None,
        }
    }

    /// The `go` fields for the mover `side`.
    pub fn go(&self, side: usize) -> GoClock {
        match self.controls[side] {
            TimeControl::MoveTime { ms } => GoClock::MoveTime(ms),
            TimeControl::Nodes { nodes } => GoClock::Nodes(nodes),
            TimeControl::Depth { depth } => GoClock::Depth(depth),
            _ => {
                let fields = |i: usize| match self.controls[i] {
                    TimeControl::Fischer { inc_ms, .. } => SideClock {
                        time_ms: self.remaining_ms[i],
                        inc_ms,
                        byoyomi_ms: 0,
                    },
                    TimeControl::Byoyomi { byoyomi_ms, .. } => SideClock {
                        time_ms: self.remaining_ms[i],
                        inc_ms: 0,
                        byoyomi_ms,
                    },
                    _ => SideClock::default(),
                };
                GoClock::Clocks([fields(0), fields(1)])
            }
        }
    }

    /// Charges `used` to side `side` after its move. A move over the allowance but within
    /// `margin_ms` is accepted with the clock clamped at zero; beyond it, [`Forfeit`].
    pub fn charge(&mut self, side: usize, used: Duration, margin_ms: u64) -> Result<(), Forfeit> {
        let used_ms = used.as_millis().min(u64::MAX as u128) as u64;
        let Some(allowed_ms) = self.allowance_ms(side) else {
            return Ok(());
        };
        if used_ms > allowed_ms.saturating_add(margin_ms) {
            return Err(Forfeit {
                used_ms,
                allowed_ms,
            });
        }
        let r = &mut self.remaining_ms[side];
        match self.controls[side] {
            TimeControl::Fischer { inc_ms, .. } => {
                let left = if self.increment_before_move {
                    (*r + inc_ms).saturating_sub(used_ms)
                } else {
                    r.saturating_sub(used_ms) + inc_ms
                };
                *r = left;
            }
            TimeControl::Byoyomi { .. } => *r = r.saturating_sub(used_ms),
            _ => {}
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn parses_every_kind_and_rejects_nonsense() {
        let p = |tc, byo, st, nodes, depth| TimeControl::from_keys(tc, byo, st, nodes, depth);
        assert_eq!(
            p(Some("1+0.01"), None, None, None, None),
            Ok(Some(TimeControl::Fischer {
                base_ms: 1000,
                inc_ms: 10
            }))
        );
        assert_eq!(
            p(Some("60"), None, None, None, None),
            Ok(Some(TimeControl::Fischer {
                base_ms: 60000,
                inc_ms: 0
            }))
        );
        assert_eq!(
            p(Some("10"), Some("1"), None, None, None),
            Ok(Some(TimeControl::Byoyomi {
                base_ms: 10000,
                byoyomi_ms: 1000
            }))
        );
        assert_eq!(
            p(None, Some("0.5"), None, None, None),
            Ok(Some(TimeControl::Byoyomi {
                base_ms: 0,
                byoyomi_ms: 500
            }))
        );
        assert_eq!(
            p(None, None, Some("0.1"), None, None),
            Ok(Some(TimeControl::MoveTime { ms: 100 }))
        );
        assert_eq!(
            p(None, None, None, Some("5000"), None),
            Ok(Some(TimeControl::Nodes { nodes: 5000 }))
        );
        assert_eq!(p(None, None, None, None, None), Ok(None));
        assert!(p(Some("40/60"), None, None, None, None).is_err());
        assert!(p(Some("1+1"), Some("1"), None, None, None).is_err());
        assert!(p(Some("x"), None, None, None, None).is_err());
        assert!(p(Some("-1"), None, None, None, None).is_err());
        assert!(p(Some("1"), None, None, Some("5"), None).is_err());
    }

    #[test]
    fn shogi_fischer_credits_the_increment_before_the_move() {
        let tc = TimeControl::Fischer {
            base_ms: 1000,
            inc_ms: 100,
        };
        let mut clock = Clock::new([tc, tc], true);
        assert_eq!(clock.allowance_ms(0), Some(1100));
        clock.charge(0, ms(300), 0).unwrap();
        assert_eq!(clock.remaining_ms(0), 800);
        assert_eq!(clock.allowance_ms(0), Some(900));
        assert_eq!(
            clock.charge(0, ms(901), 0),
            Err(Forfeit {
                used_ms: 901,
                allowed_ms: 900
            })
        );
    }

    #[test]
    fn xiangqi_fischer_credits_the_increment_after_the_move() {
        let tc = TimeControl::Fischer {
            base_ms: 1000,
            inc_ms: 100,
        };
        let mut clock = Clock::new([tc, tc], false);
        assert_eq!(clock.allowance_ms(1), Some(1000));
        clock.charge(1, ms(300), 0).unwrap();
        assert_eq!(clock.remaining_ms(1), 800);
        assert_eq!(clock.remaining_ms(0), 1000);
        assert!(clock.charge(1, ms(801), 0).is_err());
    }

    #[test]
    fn byoyomi_is_not_banked_and_the_margin_tolerates_small_overruns() {
        let tc = TimeControl::Byoyomi {
            base_ms: 500,
            byoyomi_ms: 1000,
        };
        let mut clock = Clock::new([tc, tc], true);
        clock.charge(0, ms(700), 0).unwrap();
        assert_eq!(clock.remaining_ms(0), 0);
        assert_eq!(clock.allowance_ms(0), Some(1000));
        clock.charge(0, ms(1040), 50).unwrap();
        assert_eq!(clock.remaining_ms(0), 0);
        assert!(clock.charge(0, ms(1051), 50).is_err());
        match clock.go(1) {
            GoClock::Clocks(c) => assert_eq!(
                c[0],
                SideClock {
                    time_ms: 0,
                    inc_ms: 0,
                    byoyomi_ms: 1000
                }
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn fixed_limits_have_no_clock() {
        let mut clock = Clock::new(
            [
                TimeControl::Nodes { nodes: 10 },
                TimeControl::MoveTime { ms: 100 },
            ],
            false,
        );
        assert_eq!(clock.allowance_ms(0), None);
        assert!(clock.charge(0, ms(100_000), 0).is_ok());
        assert_eq!(clock.go(0), GoClock::Nodes(10));
        assert_eq!(clock.go(1), GoClock::MoveTime(100));
        assert!(clock.charge(1, ms(101), 0).is_err());
    }
}
