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
    S(  128,    58), // advisor
    S(  160,    77), // elephant
    S(  337,   320), // horse
    S(  930,   940), // chariot
    S(  413,   305), // cannon
    S(   44,    69), // soldier
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -93,   -37), S(  -72,    -2), S(  -93,   -37), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   10,    -3), S(   64,    -2), S(   10,    -3), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   12,    -7), S(   36,    -9), S(   12,    -7), S(    0,     0), S(    0,     0), S(    0,     0),
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -51,   -40), S(    0,     0), S(  -51,   -40), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   29,   -34), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -4,   -54), S(    0,     0), S(   -4,   -54), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Elephant piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ELEPHANT: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(  -38,   -33), S(    0,     0), S(    0,     0), S(    0,     0), S(  -38,   -33), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -32,   -44), S(    0,     0), S(    0,     0), S(    0,     0), S(   45,   -37), S(    0,     0), S(    0,     0), S(    0,     0), S(  -32,   -44),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    4,   -36), S(    0,     0), S(    0,     0), S(    0,     0), S(    4,   -36), S(    0,     0), S(    0,     0),
];

/// Horse piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_HORSE: [S; 90] = [
    S(  -11,     0), S(   -4,     7), S(   -2,    -5), S(    3,    16), S(    1,    -1), S(    3,    16), S(   -2,    -5), S(   -4,     7), S(  -11,     0),
    S(  -20,    -2), S(   24,    31), S(   93,    26), S(   46,    21), S(   -2,    -6), S(   46,    21), S(   93,    26), S(   24,    31), S(  -20,    -2),
    S(   39,    49), S(   23,    13), S(    2,    29), S(   85,    75), S(   86,    80), S(   85,    75), S(    2,    29), S(   23,    13), S(   39,    49),
    S(  -28,    -1), S(  106,    30), S(   14,    24), S(   94,    23), S(  -32,    31), S(   94,    23), S(   14,    24), S(  106,    30), S(  -28,    -1),
    S(  -13,    -4), S(   17,     2), S(   25,    33), S(   77,    25), S(   73,    36), S(   77,    25), S(   25,    33), S(   17,     2), S(  -13,    -4),
    S(  -12,     7), S(    0,     2), S(   43,    34), S(   30,     9), S(   -3,    28), S(   30,     9), S(   43,    34), S(    0,     2), S(  -12,     7),
    S(  -19,   -23), S(  -32,   -11), S(  -20,    15), S(   -5,     7), S(   23,    21), S(   -5,     7), S(  -20,    15), S(  -32,   -11), S(  -19,   -23),
    S(  -30,   -39), S(  -20,   -13), S(  -13,   -36), S(   13,    30), S(    2,   -16), S(   13,    30), S(  -13,   -36), S(  -20,   -13), S(  -30,   -39),
    S(  -63,   -57), S(  -28,   -24), S(  -58,   -21), S(  -16,   -13), S(    0,  -103), S(  -16,   -13), S(  -58,   -21), S(  -28,   -24), S(  -63,   -57),
    S(  -44,   -36), S(  -87,   -46), S(  -22,   -35), S(  -19,   -27), S(  -21,   -17), S(  -19,   -27), S(  -22,   -35), S(  -87,   -46), S(  -44,   -36),
];

/// Chariot piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CHARIOT: [S; 90] = [
    S(   11,    -3), S(   29,   -19), S(    1,   -14), S(   70,   -39), S(   37,    32), S(   70,   -39), S(    1,   -14), S(   29,   -19), S(   11,    -3),
    S(  -14,     2), S(   49,   -17), S(   14,    -8), S(   12,     1), S(   72,    46), S(   12,     1), S(   14,    -8), S(   49,   -17), S(  -14,     2),
    S(   14,    18), S(   11,     7), S(    7,    20), S(   18,    14), S(   59,    16), S(   18,    14), S(    7,    20), S(   11,     7), S(   14,    18),
    S(   10,    14), S(   26,    22), S(   30,    12), S(    5,    22), S(   -8,    44), S(    5,    22), S(   30,    12), S(   26,    22), S(   10,    14),
    S(  -20,    23), S(   10,     3), S(   42,    14), S(   25,    11), S(   17,    38), S(   25,    11), S(   42,    14), S(   10,     3), S(  -20,    23),
    S(    1,     8), S(   16,    13), S(   29,    16), S(   28,    19), S(    9,    36), S(   28,    19), S(   29,    16), S(   16,    13), S(    1,     8),
    S(  -26,    20), S(    8,    11), S(   24,    16), S(   29,    21), S(   38,    24), S(   29,    21), S(   24,    16), S(    8,    11), S(  -26,    20),
    S(  -60,    -7), S(    0,   -13), S(  -22,     2), S(   -9,    35), S(  -15,    10), S(   -9,    35), S(  -22,     2), S(    0,   -13), S(  -60,    -7),
    S(  -58,     1), S(    1,    -8), S(  -38,     3), S(   -9,    15), S(  -56,    -2), S(   -9,    15), S(  -38,     3), S(    1,    -8), S(  -58,     1),
    S(  -64,   -60), S(   -8,   -33), S(  -40,   -17), S(   -7,   -16), S(   -7,    -6), S(   -7,   -16), S(  -40,   -17), S(   -8,   -33), S(  -64,   -60),
];

/// Cannon piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CANNON: [S; 90] = [
    S(   71,     1), S(   29,    -1), S(  -47,     5), S(  -25,    -6), S(  -45,   -24), S(  -25,    -6), S(  -47,     5), S(   29,    -1), S(   71,     1),
    S(   -3,    27), S(  -26,     4), S(  -52,     7), S(  -60,   -14), S( -102,   -25), S(  -60,   -14), S(  -52,     7), S(  -26,     4), S(   -3,    27),
    S(    3,    18), S(  -10,    -2), S(  -39,    -3), S(  -44,   -15), S(  -51,   -16), S(  -44,   -15), S(  -39,    -3), S(  -10,    -2), S(    3,    18),
    S(   -9,    23), S(   11,    -5), S(  -22,    -2), S(  -32,     4), S(    0,    25), S(  -32,     4), S(  -22,    -2), S(   11,    -5), S(   -9,    23),
    S(    3,    16), S(  -21,     1), S(  -15,   -13), S(  -25,    14), S(   57,    12), S(  -25,    14), S(  -15,   -13), S(  -21,     1), S(    3,    16),
    S(   26,   -10), S(    7,    -9), S(   28,   -20), S(    8,     2), S(   46,    16), S(    8,     2), S(   28,   -20), S(    7,    -9), S(   26,   -10),
    S(   15,     9), S(  -15,    17), S(   20,    -5), S(    1,    -2), S(   15,    -4), S(    1,    -2), S(   20,    -5), S(  -15,    17), S(   15,     9),
    S(   20,     0), S(   10,    -5), S(   36,   -18), S(   27,    16), S(   62,     9), S(   27,    16), S(   36,   -18), S(   10,    -5), S(   20,     0),
    S(   24,    -3), S(   15,   -15), S(   21,     3), S(    8,    19), S(   43,    14), S(    8,    19), S(   21,     3), S(   15,   -15), S(   24,    -3),
    S(   -1,    -7), S(  -25,    -8), S(   -2,   -25), S(   46,    25), S(  -20,    19), S(   46,    25), S(   -2,   -25), S(  -25,    -8), S(   -1,    -7),
];

/// Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank.
#[rustfmt::skip]
pub const PST_SOLDIER: [S; 90] = [
    S(   -1,     5), S(   10,    26), S(   20,    37), S(   15,    34), S(    8,     6), S(   15,    34), S(   20,    37), S(   10,    26), S(   -1,     5),
    S(   75,    50), S(   86,    72), S(  116,    74), S(  222,    96), S(  211,   261), S(  222,    96), S(  116,    74), S(   86,    72), S(   75,    50),
    S(   54,    40), S(   84,    73), S(   90,    79), S(  138,   116), S(  190,    93), S(  138,   116), S(   90,    79), S(   84,    73), S(   54,    40),
    S(   55,    59), S(   80,    87), S(   94,    95), S(   85,   107), S(   60,   110), S(   85,   107), S(   94,    95), S(   80,    87), S(   55,    59),
    S(   45,    65), S(   71,    76), S(   81,    82), S(  105,   113), S(   66,   115), S(  105,   113), S(   81,    82), S(   71,    76), S(   45,    65),
    S(   10,    44), S(    0,     0), S(   40,    41), S(    0,     0), S(   36,    69), S(    0,     0), S(   40,    41), S(    0,     0), S(   10,    44),
    S(    7,    41), S(    0,     0), S(    3,    34), S(    0,     0), S(   52,    59), S(    0,     0), S(    3,    34), S(    0,     0), S(    7,    41),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Per-move mobility weights.
#[rustfmt::skip]
pub const MOBILITY: [S; 3] = [
    S(    4,     6), // chariot
    S(    4,     3), // horse
    S(    3,     2), // cannon
];

/// Blocked horse legs and elephant eyes, soldier chains, screenless cannons.
#[rustfmt::skip]
pub const STRUCTURE: [S; 4] = [
    S(  -12,   -16), // horse_leg_blocked
    S(   -6,    -1), // elephant_eye_blocked
    S(   -7,    -5), // connected_soldiers
    S(  -11,   -13), // cannon_without_screen
];

/// General safety, counted for the side whose general it is.
#[rustfmt::skip]
pub const GENERAL_SAFETY: [S; 9] = [
    S(  -16,     0), // missing_advisor_vs_chariot
    S(   -4,    21), // missing_advisor_vs_horse
    S(    5,    41), // missing_elephant_vs_cannon
    S(    0,     0), // missing_elephant_vs_chariot
    S(  -22,     1), // open_file_to_general
    S(  -90,     5), // general_raised
    S(  -28,     2), // attackers_near_palace
    S(   17,     8), // central_cannon
    S(   25,    10), // cannon_aimed_at_general
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [S; 1] = [
    S(   60,    13), // side_to_move
];

/// Mobility beyond the per-move weight, by number of moves (last column: 17 or more); rows: chariot, horse, cannon.
#[rustfmt::skip]
pub const MOBILITY_BY_COUNT: [S; 54] = [
    S(  -14,    -2), S(   -2,   -26), S(   -7,   -30), S(   -6,   -17), S(   -5,    16), S(    6,    -4), S(    8,    10), S(   13,     6), S(   10,     6), S(    9,     6), S(   -1,    15), S(    3,    11), S(   -1,     0), S(  -11,     9), S(    5,    -1), S(    7,    -8), S(   -1,   -11), S(  -18,   -10),
    S(   -3,   -48), S(    2,   -30), S(    4,   -19), S(    3,     0), S(    2,    10), S(    0,     9), S(    3,     5), S(  -10,     5), S(    2,    -9), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -30,    -5), S(  -15,   -18), S(   -6,     5), S(   12,   -19), S(   10,    -6), S(   13,     0), S(   13,    -2), S(    8,    -2), S(    5,     1), S(    4,     2), S(    4,     0), S(    3,    -5), S(    7,    -5), S(    5,    -3), S(   -7,    -1), S(   -7,    -5), S(  -21,     9), S(   -2,    11),
];

/// Own count of the row's kind times own count of the column's (advisor, elephant, horse, chariot, cannon, soldier); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_OWN: [S; 36] = [
    S(  -17,     8), S(    1,    -8), S(  -10,     8), S(   42,   -45), S(  -12,    10), S(    4,     3),
    S(    0,     0), S(   16,   -16), S(   -5,   -13), S(   13,   -54), S(   -5,   -10), S(    4,     0),
    S(    0,     0), S(    0,     0), S(   12,     4), S(    7,     6), S(   -1,    32), S(  -18,    29),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -16,   -42), S(    7,    -4), S(  -38,    60),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -7,    -9), S(  -19,    27),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -1,     6),
];

/// Own count of the row's kind times the enemy's count of the column's, less the reverse (same order); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_ENEMY: [S; 36] = [
    S(    0,     0), S(    2,    -6), S(   -2,    29), S(   10,    43), S(  -27,   -11), S(  -19,    28),
    S(    0,     0), S(    0,     0), S(  -10,    19), S(   -6,    49), S(   -2,    52), S(  -10,    15),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,   -11), S(    3,     0), S(   -6,    31),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -7,    28), S(  -26,    86),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -10,    29),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Enemy pieces attacked, rows by the attacker (chariot, horse, cannon, soldier, general/advisor/elephant), columns by the kind attacked (advisor, elephant, horse, chariot, cannon, soldier); counted for the attacker.
#[rustfmt::skip]
pub const THREATS: [S; 30] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is.
#[rustfmt::skip]
pub const HANGING: [S; 12] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];
