//! Xiangqi evaluation weights, in centipawns (uncrossed soldier = 100).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Each `S(opening, endgame)` is
//! interpolated by the game phase. Grids are Red's view of the board: top row = rank 9
//! (Black's back rank), bottom row = rank 0; Black pieces read them flipped top to bottom.

use super::params::S;

/// Piece values (traditional values x100 as the start), opening and endgame.
#[rustfmt::skip]
pub const MATERIAL: [S; 6] = [
    S(  123,    83), // advisor
    S(  158,    81), // elephant
    S(  333,   396), // horse
    S(  934,   973), // chariot
    S(  415,   346), // cannon
    S(   51,    44), // soldier
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -60,   -43), S(  -57,   -24), S(  -60,   -43), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -13,     1), S(   38,    24), S(  -13,     1), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    4,    -8), S(   46,    -9), S(    4,    -8), S(    0,     0), S(    0,     0), S(    0,     0),
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -52,   -42), S(    0,     0), S(  -52,   -42), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   37,   -35), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -10,   -39), S(    0,     0), S(  -10,   -39), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Elephant piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ELEPHANT: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(  -39,   -33), S(    0,     0), S(    0,     0), S(    0,     0), S(  -39,   -33), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -36,   -37), S(    0,     0), S(    0,     0), S(    0,     0), S(   53,   -44), S(    0,     0), S(    0,     0), S(    0,     0), S(  -36,   -37),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    4,   -37), S(    0,     0), S(    0,     0), S(    0,     0), S(    4,   -37), S(    0,     0), S(    0,     0),
];

/// Horse piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_HORSE: [S; 90] = [
    S(   -6,     0), S(   -6,    -6), S(   -3,    -5), S(    7,    12), S(    0,    -1), S(    7,    12), S(   -3,    -5), S(   -6,    -6), S(   -6,     0),
    S(   -7,    -3), S(   17,    20), S(   59,    45), S(   39,    22), S(   -1,    -4), S(   39,    22), S(   59,    45), S(   17,    20), S(   -7,    -3),
    S(   18,    28), S(   13,     4), S(   29,    20), S(   54,    58), S(   50,    66), S(   54,    58), S(   29,    20), S(   13,     4), S(   18,    28),
    S(   -6,    -3), S(   53,    48), S(   30,    13), S(   69,    20), S(    4,    20), S(   69,    20), S(   30,    13), S(   53,    48), S(   -6,    -3),
    S(   -4,     3), S(   11,    -2), S(   24,    24), S(   70,    22), S(   56,    43), S(   70,    22), S(   24,    24), S(   11,    -2), S(   -4,     3),
    S(   -7,    -2), S(   12,    12), S(   30,    27), S(   22,     8), S(   -9,     7), S(   22,     8), S(   30,    27), S(   12,    12), S(   -7,    -2),
    S(   -9,   -11), S(  -19,    -5), S(  -17,    11), S(    2,     4), S(   30,    22), S(    2,     4), S(  -17,    11), S(  -19,    -5), S(   -9,   -11),
    S(  -27,   -32), S(   -1,    -6), S(   -8,   -19), S(   10,    17), S(    7,   -11), S(   10,    17), S(   -8,   -19), S(   -1,    -6), S(  -27,   -32),
    S(  -46,   -30), S(  -17,   -16), S(  -44,   -13), S(   -9,    -7), S(  -21,   -65), S(   -9,    -7), S(  -44,   -13), S(  -17,   -16), S(  -46,   -30),
    S(  -27,   -25), S(  -91,   -25), S(  -22,   -28), S(  -13,   -29), S(  -19,   -19), S(  -13,   -29), S(  -22,   -28), S(  -91,   -25), S(  -27,   -25),
];

/// Chariot piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CHARIOT: [S; 90] = [
    S(   -3,    -5), S(   25,     0), S(    2,   -20), S(   37,   -17), S(   36,    47), S(   37,   -17), S(    2,   -20), S(   25,     0), S(   -3,    -5),
    S(   -2,     6), S(   34,    -4), S(   26,    -2), S(   12,     3), S(   46,    50), S(   12,     3), S(   26,    -2), S(   34,    -4), S(   -2,     6),
    S(    8,    12), S(   16,    11), S(   14,    19), S(   18,    17), S(   59,    39), S(   18,    17), S(   14,    19), S(   16,    11), S(    8,    12),
    S(   16,    13), S(   19,    27), S(   36,    12), S(   10,    19), S(   26,    36), S(   10,    19), S(   36,    12), S(   19,    27), S(   16,    13),
    S(  -15,     5), S(    5,    11), S(   30,    16), S(   24,    12), S(   35,    37), S(   24,    12), S(   30,    16), S(    5,    11), S(  -15,     5),
    S(    6,    -4), S(    6,     6), S(   28,    17), S(   19,    19), S(    9,    27), S(   19,    19), S(   28,    17), S(    6,     6), S(    6,    -4),
    S(  -11,     5), S(   12,     4), S(   18,     7), S(   33,    22), S(   28,    24), S(   33,    22), S(   18,     7), S(   12,     4), S(  -11,     5),
    S(  -60,    -9), S(   -2,    -7), S(  -14,    -7), S(  -12,    24), S(   -5,     6), S(  -12,    24), S(  -14,    -7), S(   -2,    -7), S(  -60,    -9),
    S(  -56,    -1), S(   -3,    -7), S(  -29,    -4), S(  -10,     9), S(  -29,     1), S(  -10,     9), S(  -29,    -4), S(   -3,    -7), S(  -56,    -1),
    S(  -77,   -46), S(   -9,   -25), S(  -35,   -17), S(    0,    -6), S(   -3,    -2), S(    0,    -6), S(  -35,   -17), S(   -9,   -25), S(  -77,   -46),
];

/// Cannon piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CANNON: [S; 90] = [
    S(   46,    30), S(   27,    25), S(  -30,     1), S(  -30,   -12), S(  -29,   -15), S(  -30,   -12), S(  -30,     1), S(   27,    25), S(   46,    30),
    S(   -1,    14), S(  -28,     5), S(  -36,     2), S(  -46,   -12), S(  -49,   -24), S(  -46,   -12), S(  -36,     2), S(  -28,     5), S(   -1,    14),
    S(    3,     5), S(  -12,     6), S(  -36,    -8), S(  -36,   -15), S(  -22,    -9), S(  -36,   -15), S(  -36,    -8), S(  -12,     6), S(    3,     5),
    S(    1,    26), S(   13,    -3), S(  -18,    -5), S(  -26,    -1), S(  -14,    20), S(  -26,    -1), S(  -18,    -5), S(   13,    -3), S(    1,    26),
    S(    2,    13), S(  -29,    -2), S(   -7,    -7), S(  -20,    -7), S(   46,    10), S(  -20,    -7), S(   -7,    -7), S(  -29,    -2), S(    2,    13),
    S(   16,    -6), S(    9,    -3), S(   14,   -10), S(   -3,    -6), S(   37,    20), S(   -3,    -6), S(   14,   -10), S(    9,    -3), S(   16,    -6),
    S(    4,     6), S(  -20,     7), S(    6,     0), S(   -8,    -5), S(   -3,    -5), S(   -8,    -5), S(    6,     0), S(  -20,     7), S(    4,     6),
    S(   23,    14), S(   11,     1), S(   36,   -17), S(   28,     9), S(   49,    -2), S(   28,     9), S(   36,   -17), S(   11,     1), S(   23,    14),
    S(   32,     1), S(   13,    -8), S(   19,     1), S(    1,     2), S(   37,    24), S(    1,     2), S(   19,     1), S(   13,    -8), S(   32,     1),
    S(    3,     4), S(  -20,    -6), S(    8,   -10), S(   34,    15), S(  -19,     4), S(   34,    15), S(    8,   -10), S(  -20,    -6), S(    3,     4),
];

/// Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank.
#[rustfmt::skip]
pub const PST_SOLDIER: [S; 90] = [
    S(   -1,     1), S(    3,    10), S(    7,    16), S(    9,    22), S(   10,    15), S(    9,    22), S(    7,    16), S(    3,    10), S(   -1,     1),
    S(   84,    74), S(   90,    83), S(  116,    78), S(  169,   116), S(  181,   242), S(  169,   116), S(  116,    78), S(   90,    83), S(   84,    74),
    S(   70,    59), S(   90,    84), S(   99,    85), S(  139,   145), S(  155,   120), S(  139,   145), S(   99,    85), S(   90,    84), S(   70,    59),
    S(   69,    63), S(   90,    90), S(   93,    95), S(  101,   112), S(  100,   103), S(  101,   112), S(   93,    95), S(   90,    90), S(   69,    63),
    S(   55,    59), S(   74,    77), S(   83,    91), S(  102,   106), S(   83,   105), S(  102,   106), S(   83,    91), S(   74,    77), S(   55,    59),
    S(    3,    28), S(    0,     0), S(   43,    25), S(    0,     0), S(   35,    45), S(    0,     0), S(   43,    25), S(    0,     0), S(    3,    28),
    S(    1,    26), S(    0,     0), S(    1,    20), S(    0,     0), S(   57,    31), S(    0,     0), S(    1,    20), S(    0,     0), S(    1,    26),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Per-move mobility weights.
#[rustfmt::skip]
pub const MOBILITY: [S; 3] = [
    S(    5,     4), // chariot
    S(    9,     0), // horse
    S(    2,     3), // cannon
];

/// Blocked horse legs and elephant eyes, soldier chains, screenless cannons.
#[rustfmt::skip]
pub const STRUCTURE: [S; 4] = [
    S(  -12,   -15), // horse_leg_blocked
    S(   -9,    -3), // elephant_eye_blocked
    S(    0,     0), // connected_soldiers
    S(   -9,   -24), // cannon_without_screen
];

/// General safety, counted for the side whose general it is.
#[rustfmt::skip]
pub const GENERAL_SAFETY: [S; 9] = [
    S(  -13,   -17), // missing_advisor_vs_chariot
    S(    0,   -15), // missing_advisor_vs_horse
    S(    0,    11), // missing_elephant_vs_cannon
    S(   -7,    -8), // missing_elephant_vs_chariot
    S(  -26,     0), // open_file_to_general
    S(  -84,     6), // general_raised
    S(  -19,    -4), // attackers_near_palace
    S(   45,     5), // central_cannon
    S(   25,    10), // cannon_aimed_at_general
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [S; 1] = [
    S(   70,    13), // side_to_move
];

/// Mobility beyond the per-move weight, by number of moves (last column: 17 or more); rows: chariot, horse, cannon.
#[rustfmt::skip]
pub const MOBILITY_BY_COUNT: [S; 54] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Own count of the row's kind times own count of the column's (advisor, elephant, horse, chariot, cannon, soldier); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_OWN: [S; 36] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Own count of the row's kind times the enemy's count of the column's, less the reverse (same order); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_ENEMY: [S; 36] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];
