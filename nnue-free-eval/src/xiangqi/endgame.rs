//! Game phase and draw scaling: what changes as pieces come off.
//!
//! The phase counts chariots 2, horses and cannons 1, over the initial total of 16; 16 is
//! the opening, 0 a bare endgame. Tapered weights
//! `S(opening, endgame)` are interpolated linearly between the two, which is how the
//! horse gains and the cannon loses value as the board empties (the traditional
//! values: a horse is hampered by blocked legs early, a cannon lacks screens late).
//!
//! Draw scaling: a side without chariots, horses, cannons or soldiers can never mate
//! (advisors and elephants cannot cross the river), so its advantage counts for nothing; a lone cannon without an advisor to serve as a screen can rarely mate
//! (Pikafish's cases) and keeps a small fraction.

use super::snapshot::Snapshot;
use super::{Color, Piece};

/// A tapered weight: `S(opening, endgame)`. The evaluation interpolates linearly by the
/// game phase (1 = opening, 0 = endgame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct S(pub i32, pub i32);

/// Phase of the initial position.
pub const PHASE_MAX: i32 = 16;
/// Phase weight of a chariot.
const CHARIOT_PHASE: i32 = 2;
/// Phase weight of a horse or a cannon.
const MINOR_PHASE: i32 = 1;

/// Denominator of the draw scale factors.
pub const SCALE_MAX: i32 = 16;
/// Scale of a side that cannot mate at all.
const SCALE_NO_ATTACKER: i32 = 0;
/// Scale of a side whose only attacking piece is a cannon and that has no advisor.
const SCALE_LONE_CANNON: i32 = 2;

/// The game phase, `0..=PHASE_MAX`.
pub fn phase(pos: &Snapshot) -> i32 {
    let mut phase = 0;
    for color in [Color::Red, Color::Black] {
        phase += CHARIOT_PHASE * pos.count(color, Piece::Chariot)
            + MINOR_PHASE * (pos.count(color, Piece::Horse) + pos.count(color, Piece::Cannon));
    }
    phase.min(PHASE_MAX)
}

/// How much of an advantage `color` can convert, out of [`SCALE_MAX`].
pub fn scale(pos: &Snapshot, color: Color) -> i32 {
    let attackers = pos.attackers(color);
    if attackers == 0 {
        SCALE_NO_ATTACKER
    } else if attackers == 1
        && pos.count(color, Piece::Cannon) == 1
        && pos.count(color, Piece::Advisor) == 0
    {
        SCALE_LONE_CANNON
    } else {
        SCALE_MAX
    }
}

/// Interpolates a tapered sum by `phase`; truncates toward zero, so `taper(-a, -b)` is
/// exactly `-taper(a, b)` (colour symmetry).
#[inline]
pub fn taper(opening: i32, endgame: i32, phase: i32) -> i32 {
    (opening * phase + endgame * (PHASE_MAX - phase)) / PHASE_MAX
}

/// Applies the draw scale of the side the score favours (Red when positive).
#[inline]
pub fn scaled(red_score: i32, red_scale: i32, black_scale: i32) -> i32 {
    let factor = if red_score > 0 {
        red_scale
    } else {
        black_scale
    };
    red_score * factor / SCALE_MAX
}
