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
    S(  130,    58), // advisor
    S(  162,    76), // elephant
    S(  337,   312), // horse
    S(  927,   927), // chariot
    S(  413,   300), // cannon
    S(   44,    63), // soldier
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
    S(    0,     0), S(    0,     0), S(    0,     0), S( -101,   -31), S(  -72,     1), S( -101,   -31), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   18,    -8), S(   65,    -6), S(   18,    -8), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   12,    -8), S(   33,   -10), S(   12,    -8), S(    0,     0), S(    0,     0), S(    0,     0),
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -48,   -39), S(    0,     0), S(  -48,   -39), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   27,   -38), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -5,   -53), S(    0,     0), S(   -5,   -53), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Elephant piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ELEPHANT: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(  -33,   -34), S(    0,     0), S(    0,     0), S(    0,     0), S(  -33,   -34), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -30,   -44), S(    0,     0), S(    0,     0), S(    0,     0), S(   39,   -38), S(    0,     0), S(    0,     0), S(    0,     0), S(  -30,   -44),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    1,   -36), S(    0,     0), S(    0,     0), S(    0,     0), S(    1,   -36), S(    0,     0), S(    0,     0),
];

/// Horse piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_HORSE: [S; 90] = [
    S(  -13,     1), S(   -4,    11), S(    0,    -2), S(    2,    20), S(    1,    -1), S(    2,    20), S(    0,    -2), S(   -4,    11), S(  -13,     1),
    S(  -26,    -2), S(   29,    35), S(   98,    19), S(   42,    18), S(    0,    -3), S(   42,    18), S(   98,    19), S(   29,    35), S(  -26,    -2),
    S(   44,    49), S(   26,    15), S(    1,    37), S(   95,    71), S(   96,    73), S(   95,    71), S(    1,    37), S(   26,    15), S(   44,    49),
    S(  -32,     3), S(  119,    22), S(    7,    26), S(   98,    24), S(  -37,    33), S(   98,    24), S(    7,    26), S(  119,    22), S(  -32,     3),
    S(  -15,    -5), S(   13,     4), S(   24,    37), S(   62,    26), S(   71,    33), S(   62,    26), S(   24,    37), S(   13,     4), S(  -15,    -5),
    S(  -14,    10), S(   -5,     0), S(   41,    30), S(   21,     9), S(    1,    28), S(   21,     9), S(   41,    30), S(   -5,     0), S(  -14,    10),
    S(  -17,   -25), S(  -34,   -12), S(  -17,    15), S(   -4,    10), S(   26,    22), S(   -4,    10), S(  -17,    15), S(  -34,   -12), S(  -17,   -25),
    S(  -29,   -38), S(  -19,   -13), S(  -12,   -36), S(   11,    30), S(    0,   -16), S(   11,    30), S(  -12,   -36), S(  -19,   -13), S(  -29,   -38),
    S(  -60,   -62), S(  -28,   -25), S(  -54,   -18), S(  -15,   -15), S(   -1,  -109), S(  -15,   -15), S(  -54,   -18), S(  -28,   -25), S(  -60,   -62),
    S(  -48,   -40), S(  -77,   -50), S(  -22,   -37), S(  -23,   -27), S(  -23,   -16), S(  -23,   -27), S(  -22,   -37), S(  -77,   -50), S(  -48,   -40),
];

/// Chariot piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CHARIOT: [S; 90] = [
    S(   17,    -3), S(   31,   -18), S(    5,   -10), S(   81,   -45), S(   37,    25), S(   81,   -45), S(    5,   -10), S(   31,   -18), S(   17,    -3),
    S(  -14,     4), S(   47,   -20), S(    7,    -8), S(   16,     3), S(   83,    40), S(   16,     3), S(    7,    -8), S(   47,   -20), S(  -14,     4),
    S(   12,    18), S(   -2,     7), S(   -4,    20), S(    9,    13), S(   59,    13), S(    9,    13), S(   -4,    20), S(   -2,     7), S(   12,    18),
    S(    4,    13), S(   22,    18), S(   19,    11), S(    5,    18), S(  -20,    48), S(    5,    18), S(   19,    11), S(   22,    18), S(    4,    13),
    S(  -24,    26), S(   10,     2), S(   34,    11), S(   22,     9), S(   11,    40), S(   22,     9), S(   34,    11), S(   10,     2), S(  -24,    26),
    S(   -3,    12), S(   15,    12), S(   23,    13), S(   26,    18), S(    8,    37), S(   26,    18), S(   23,    13), S(   15,    12), S(   -3,    12),
    S(  -25,    23), S(    2,    14), S(   21,    15), S(   26,    20), S(   35,    23), S(   26,    20), S(   21,    15), S(    2,    14), S(  -25,    23),
    S(  -48,    -5), S(    2,   -11), S(  -18,     5), S(   -1,    33), S(  -15,    13), S(   -1,    33), S(  -18,     5), S(    2,   -11), S(  -48,    -5),
    S(  -45,    -2), S(    4,    -9), S(  -31,     6), S(   -3,    14), S(  -46,    -3), S(   -3,    14), S(  -31,     6), S(    4,    -9), S(  -45,    -2),
    S(  -56,   -54), S(   -6,   -31), S(  -34,   -17), S(   -2,   -16), S(   -9,    -8), S(   -2,   -16), S(  -34,   -17), S(   -6,   -31), S(  -56,   -54),
];

/// Cannon piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CANNON: [S; 90] = [
    S(   69,   -12), S(   38,   -14), S(  -50,     5), S(  -23,    -3), S(  -55,   -27), S(  -23,    -3), S(  -50,     5), S(   38,   -14), S(   69,   -12),
    S(   -2,    28), S(  -11,     3), S(  -50,     9), S(  -52,   -12), S( -108,   -17), S(  -52,   -12), S(  -50,     9), S(  -11,     3), S(   -2,    28),
    S(    4,    21), S(   -7,    -4), S(  -39,     0), S(  -43,   -15), S(  -51,   -13), S(  -43,   -15), S(  -39,     0), S(   -7,    -4), S(    4,    21),
    S(   -5,    19), S(   14,    -3), S(  -24,     0), S(  -31,     5), S(    9,    17), S(  -31,     5), S(  -24,     0), S(   14,    -3), S(   -5,    19),
    S(    7,    13), S(  -14,     3), S(   -7,   -14), S(  -19,    20), S(   61,     8), S(  -19,    20), S(   -7,   -14), S(  -14,     3), S(    7,    13),
    S(    8,    -6), S(   11,    -9), S(   20,   -17), S(   11,     5), S(   49,    13), S(   11,     5), S(   20,   -17), S(   11,    -9), S(    8,    -6),
    S(   15,     7), S(  -16,    21), S(   18,    -8), S(    1,     1), S(   21,    -3), S(    1,     1), S(   18,    -8), S(  -16,    21), S(   15,     7),
    S(   15,    -5), S(    9,     0), S(   27,   -13), S(   25,    17), S(   57,     9), S(   25,    17), S(   27,   -13), S(    9,     0), S(   15,    -5),
    S(   18,    -5), S(   13,   -14), S(   15,     3), S(    6,    22), S(   42,    10), S(    6,    22), S(   15,     3), S(   13,   -14), S(   18,    -5),
    S(   -4,   -12), S(  -27,    -7), S(   -6,   -29), S(   42,    21), S(  -23,    25), S(   42,    21), S(   -6,   -29), S(  -27,    -7), S(   -4,   -12),
];

/// Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank.
#[rustfmt::skip]
pub const PST_SOLDIER: [S; 90] = [
    S(   -1,     7), S(   13,    32), S(   27,    45), S(   18,    38), S(    8,     6), S(   18,    38), S(   27,    45), S(   13,    32), S(   -1,     7),
    S(   71,    42), S(   83,    70), S(  113,    70), S(  237,    94), S(  222,   250), S(  237,    94), S(  113,    70), S(   83,    70), S(   71,    42),
    S(   53,    37), S(   81,    69), S(   83,    80), S(  133,   112), S(  204,    92), S(  133,   112), S(   83,    80), S(   81,    69), S(   53,    37),
    S(   53,    61), S(   74,    87), S(   82,    96), S(   78,   105), S(   52,   107), S(   78,   105), S(   82,    96), S(   74,    87), S(   53,    61),
    S(   48,    66), S(   67,    75), S(   87,    84), S(   99,   109), S(   66,   112), S(   99,   109), S(   87,    84), S(   67,    75), S(   48,    66),
    S(   17,    45), S(    0,     0), S(   41,    44), S(    0,     0), S(   38,    70), S(    0,     0), S(   41,    44), S(    0,     0), S(   17,    45),
    S(   13,    43), S(    0,     0), S(    6,    37), S(    0,     0), S(   50,    62), S(    0,     0), S(    6,    37), S(    0,     0), S(   13,    43),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Per-move mobility weights.
#[rustfmt::skip]
pub const MOBILITY: [S; 3] = [
    S(    3,     6), // chariot
    S(    2,     3), // horse
    S(    2,     2), // cannon
];

/// Blocked horse legs and elephant eyes, soldier chains, screenless cannons.
#[rustfmt::skip]
pub const STRUCTURE: [S; 4] = [
    S(  -10,   -10), // horse_leg_blocked
    S(   -5,     0), // elephant_eye_blocked
    S(   -8,    -5), // connected_soldiers
    S(  -12,   -11), // cannon_without_screen
];

/// General safety, counted for the side whose general it is.
#[rustfmt::skip]
pub const GENERAL_SAFETY: [S; 9] = [
    S(   -8,    11), // missing_advisor_vs_chariot
    S(   -4,    30), // missing_advisor_vs_horse
    S(    4,    46), // missing_elephant_vs_cannon
    S(   10,    10), // missing_elephant_vs_chariot
    S(  -21,     2), // open_file_to_general
    S(  -88,     7), // general_raised
    S(  -27,     2), // attackers_near_palace
    S(   14,     5), // central_cannon
    S(   25,    10), // cannon_aimed_at_general
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [S; 1] = [
    S(   67,    12), // side_to_move
];

/// Mobility beyond the per-move weight, by number of moves (last column: 17 or more); rows: chariot, horse, cannon.
#[rustfmt::skip]
pub const MOBILITY_BY_COUNT: [S; 54] = [
    S(  -11,    -3), S(    0,   -34), S(   -5,   -33), S(   -6,   -18), S(   -5,    19), S(    5,    -3), S(    5,     9), S(    9,     6), S(    4,     7), S(    6,     4), S(    0,    10), S(    2,     8), S(   -1,     0), S(   -8,     9), S(    2,    -1), S(    3,    -5), S(    3,    -9), S(  -11,    -8),
    S(   -4,   -56), S(    2,   -27), S(    4,   -18), S(    4,    -1), S(    2,     7), S(    1,     7), S(    1,     5), S(   -8,     5), S(    1,    -6), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -35,    -5), S(   -8,   -20), S(    0,     7), S(   12,   -16), S(    8,    -6), S(   11,    -3), S(   11,    -6), S(    6,    -4), S(    4,     0), S(    4,     1), S(    2,     0), S(    1,    -5), S(    5,    -4), S(    6,    -4), S(   -5,     0), S(   -5,    -4), S(  -18,     9), S(   -3,    13),
];

/// Own count of the row's kind times own count of the column's (advisor, elephant, horse, chariot, cannon, soldier); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_OWN: [S; 36] = [
    S(  -17,     7), S(    1,    -8), S(  -12,     9), S(   46,   -50), S(  -13,     9), S(    4,     2),
    S(    0,     0), S(   15,   -15), S(   -8,   -12), S(   23,   -62), S(   -4,   -10), S(    4,     0),
    S(    0,     0), S(    0,     0), S(   11,     5), S(    7,     3), S(   -2,    28), S(  -19,    26),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -20,   -53), S(    2,    -5), S(  -45,    64),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -6,    -8), S(  -19,    25),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   -1,     5),
];

/// Own count of the row's kind times the enemy's count of the column's, less the reverse (same order); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_ENEMY: [S; 36] = [
    S(    0,     0), S(    3,    -6), S(   -3,    36), S(    8,    57), S(  -24,    -9), S(  -18,    26),
    S(    0,     0), S(    0,     0), S(  -10,    17), S(  -10,    64), S(   -1,    56), S(  -10,    14),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,    -5), S(    4,     0), S(   -6,    30),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -12,    26), S(  -31,    90),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -10,    28),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Enemy pieces attacked, rows by the attacker (chariot, horse, cannon, soldier, general/advisor/elephant), columns by the kind attacked (advisor, elephant, horse, chariot, cannon, soldier); counted for the attacker.
#[rustfmt::skip]
pub const THREATS: [S; 30] = [
    S(   -2,    -5), S(    4,    -6), S(   18,    28), S(    1,     1), S(   19,    21), S(   -3,     9),
    S(  -13,    -5), S(    2,    -3), S(   10,     6), S(   36,    -8), S(   40,     9), S(    6,     3),
    S(    0,    17), S(    7,     0), S(   17,    52), S(   95,    21), S(   -3,     0), S(   -5,    19),
    S(   14,   -13), S(    8,     0), S(   58,    30), S(   19,     8), S(   59,    29), S(    2,    13),
    S(    0,     0), S(    0,     0), S(    2,     6), S(    4,   -17), S(    2,    -5), S(    8,    23),
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is.
#[rustfmt::skip]
pub const HANGING: [S; 12] = [
    S(   -3,    13), S(   33,     8), S(   37,     8), S(   12,    -7), S(   48,    11), S(   14,     1),
    S(   52,    21), S(   39,    13), S(   50,     4), S(   58,    -4), S(  120,   -12), S(   13,    14),
];
