//! Xiangqi evaluation weights, in centipawns (uncrossed soldier = 100).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Each `S(opening, endgame)` is
//! interpolated by the game phase. Grids are Red's view of the board: top row = rank 9
//! (Black's back rank), bottom row = rank 0; Black pieces read them flipped top to bottom.

use super::params::S;

/// Piece values (rules.md 3.1 ENGINE RULE, x100), opening and endgame.
#[rustfmt::skip]
pub const MATERIAL: [S; 6] = [
    S(  200,   200), // advisor
    S(  200,   200), // elephant
    S(  300,   450), // horse
    S(  900,   900), // chariot
    S(  450,   300), // cannon
    S(  100,   100), // soldier
];

/// General piece-square table, Red's view: top row = rank 9, bottom row = rank 0.
#[rustfmt::skip]
pub const PST_GENERAL: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -20,   -20), S(  -25,   -25), S(  -20,   -20), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -10,   -10), S(  -15,   -15), S(  -10,   -10), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Advisor piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ADVISOR: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   10,    10), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Elephant piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ELEPHANT: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -10,   -10), S(    0,     0), S(    0,     0), S(    0,     0), S(   10,    10), S(    0,     0), S(    0,     0), S(    0,     0), S(  -10,   -10),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Horse piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_HORSE: [S; 90] = [
    S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0),
    S(    0,     0), S(    5,     5), S(   15,    15), S(   20,    20), S(    0,     0), S(   20,    20), S(   15,    15), S(    5,     5), S(    0,     0),
    S(    5,     5), S(   10,    10), S(   20,    20), S(   25,    25), S(   20,    20), S(   25,    25), S(   20,    20), S(   10,    10), S(    5,     5),
    S(    5,     5), S(   15,    15), S(   20,    20), S(   25,    25), S(   25,    25), S(   25,    25), S(   20,    20), S(   15,    15), S(    5,     5),
    S(    0,     0), S(   10,    10), S(   15,    15), S(   20,    20), S(   20,    20), S(   20,    20), S(   15,    15), S(   10,    10), S(    0,     0),
    S(    0,     0), S(    5,     5), S(   10,    10), S(   15,    15), S(   15,    15), S(   15,    15), S(   10,    10), S(    5,     5), S(    0,     0),
    S(   -5,    -5), S(    0,     0), S(   10,    10), S(   10,    10), S(   10,    10), S(   10,    10), S(   10,    10), S(    0,     0), S(   -5,    -5),
    S(  -10,   -10), S(    0,     0), S(    5,     5), S(    5,     5), S(    5,     5), S(    5,     5), S(    5,     5), S(    0,     0), S(  -10,   -10),
    S(  -15,   -15), S(   -5,    -5), S(    0,     0), S(    0,     0), S(  -10,   -10), S(    0,     0), S(    0,     0), S(   -5,    -5), S(  -15,   -15),
    S(  -20,   -20), S(  -15,   -15), S(  -10,   -10), S(  -10,   -10), S(  -15,   -15), S(  -10,   -10), S(  -10,   -10), S(  -15,   -15), S(  -20,   -20),
];

/// Chariot piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CHARIOT: [S; 90] = [
    S(    5,     5), S(   10,    10), S(    5,     5), S(   10,    10), S(   10,    10), S(   10,    10), S(    5,     5), S(   10,    10), S(    5,     5),
    S(   10,    10), S(   15,    15), S(   10,    10), S(   20,    20), S(   20,    20), S(   20,    20), S(   10,    10), S(   15,    15), S(   10,    10),
    S(    5,     5), S(   10,    10), S(    5,     5), S(   15,    15), S(   15,    15), S(   15,    15), S(    5,     5), S(   10,    10), S(    5,     5),
    S(    5,     5), S(   10,    10), S(    5,     5), S(   10,    10), S(   10,    10), S(   10,    10), S(    5,     5), S(   10,    10), S(    5,     5),
    S(    5,     5), S(   10,    10), S(    5,     5), S(   10,    10), S(   10,    10), S(   10,    10), S(    5,     5), S(   10,    10), S(    5,     5),
    S(    0,     0), S(    5,     5), S(    5,     5), S(   10,    10), S(   10,    10), S(   10,    10), S(    5,     5), S(    5,     5), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(    5,     5), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0),
    S(   -5,    -5), S(    0,     0), S(    0,     0), S(    5,     5), S(    0,     0), S(    5,     5), S(    0,     0), S(    0,     0), S(   -5,    -5),
    S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5),
    S(  -10,   -10), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(  -10,   -10),
];

/// Cannon piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CANNON: [S; 90] = [
    S(    5,     5), S(    5,     5), S(    0,     0), S(   -5,    -5), S(   -5,    -5), S(   -5,    -5), S(    0,     0), S(    5,     5), S(    5,     5),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(  -10,   -10), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,    -5), S(    0,     0), S(   -5,    -5), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    5,     5), S(    0,     0), S(    5,     5), S(   10,    10), S(    5,     5), S(    0,     0), S(    5,     5), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    5,     5), S(    5,     5), S(    5,     5), S(    5,     5), S(    5,     5), S(    0,     0), S(    0,     0),
];

/// Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank (rules.md 3.1).
#[rustfmt::skip]
pub const PST_SOLDIER: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    5,     5), S(   10,    10), S(    5,     5), S(    0,     0), S(    0,     0), S(    0,     0),
    S(   90,    90), S(  100,   100), S(  120,   120), S(  140,   140), S(  150,   150), S(  140,   140), S(  120,   120), S(  100,   100), S(   90,    90),
    S(   90,    90), S(  100,   100), S(  120,   120), S(  130,   130), S(  140,   140), S(  130,   130), S(  120,   120), S(  100,   100), S(   90,    90),
    S(   90,    90), S(  100,   100), S(  110,   110), S(  120,   120), S(  120,   120), S(  120,   120), S(  110,   110), S(  100,   100), S(   90,    90),
    S(   80,    80), S(   90,    90), S(  100,   100), S(  100,   100), S(  100,   100), S(  100,   100), S(  100,   100), S(   90,    90), S(   80,    80),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   10,    10), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Per-move mobility weights.
#[rustfmt::skip]
pub const MOBILITY: [S; 3] = [
    S(    5,     5), // chariot
    S(   10,    12), // horse
    S(    3,     2), // cannon
];

/// Blocked horse legs and elephant eyes, soldier chains, screenless cannons.
#[rustfmt::skip]
pub const STRUCTURE: [S; 4] = [
    S(   -6,    -4), // horse_leg_blocked
    S(  -10,    -5), // elephant_eye_blocked
    S(   10,    25), // connected_soldiers
    S(  -10,   -25), // cannon_without_screen
];

/// General safety, counted for the side whose general it is.
#[rustfmt::skip]
pub const GENERAL_SAFETY: [S; 9] = [
    S(  -20,   -15), // missing_advisor_vs_chariot
    S(  -15,   -15), // missing_advisor_vs_horse
    S(  -20,   -10), // missing_elephant_vs_cannon
    S(  -10,   -10), // missing_elephant_vs_chariot
    S(  -30,   -20), // open_file_to_general
    S(  -20,    -5), // general_raised
    S(  -15,   -10), // attackers_near_palace
    S(   15,     0), // central_cannon
    S(   25,    10), // cannon_aimed_at_general
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [S; 1] = [
    S(   20,    10), // side_to_move
];
