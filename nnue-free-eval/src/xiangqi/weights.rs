//! Xiangqi evaluation weights, in centipawns (uncrossed soldier = 100).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Each `S(opening, endgame)` is
//! interpolated by the game phase. Grids are Red's view of the board: top row = rank 9
//! (Black's back rank), bottom row = rank 0; Black pieces read them flipped top to bottom.

use super::endgame::S;

/// Piece values (traditional values x100 as the start), opening and endgame.
#[rustfmt::skip]
pub const MATERIAL: [S; 6] = [
    S(  127,    54), // advisor
    S(  160,    82), // elephant
    S(  340,   314), // horse
    S(  922,   916), // chariot
    S(  416,   304), // cannon
    S(   40,    61), // soldier
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
    S(    0,     0), S(    0,     0), S(    0,     0), S( -109,   -28), S(  -95,    -6), S( -109,   -28), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   36,    -8), S(   68,    -5), S(   36,    -8), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    9,    -6), S(   37,   -12), S(    9,    -6), S(    0,     0), S(    0,     0), S(    0,     0),
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
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -44,   -47), S(    0,     0), S(  -44,   -47), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(   24,   -39), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(   -9,   -54), S(    0,     0), S(   -9,   -54), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Elephant piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_ELEPHANT: [S; 90] = [
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(  -34,   -33), S(    0,     0), S(    0,     0), S(    0,     0), S(  -34,   -33), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(  -36,   -43), S(    0,     0), S(    0,     0), S(    0,     0), S(   45,   -33), S(    0,     0), S(    0,     0), S(    0,     0), S(  -36,   -43),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    5,   -33), S(    0,     0), S(    0,     0), S(    0,     0), S(    5,   -33), S(    0,     0), S(    0,     0),
];

/// Horse piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_HORSE: [S; 90] = [
    S(   -5,    11), S(   -4,    11), S(   -2,    -4), S(    0,    19), S(   14,    19), S(    0,    19), S(   -2,    -4), S(   -4,    11), S(   -5,    11),
    S(  -29,    -7), S(   42,    30), S(   71,    25), S(   22,    17), S(    5,     0), S(   22,    17), S(   71,    25), S(   42,    30), S(  -29,    -7),
    S(   47,    42), S(   38,    15), S(  -22,    42), S(  103,    66), S(  127,    80), S(  103,    66), S(  -22,    42), S(   38,    15), S(   47,    42),
    S(   -3,    17), S(  109,    26), S(   10,     8), S(  102,    44), S(  -39,    23), S(  102,    44), S(   10,     8), S(  109,    26), S(   -3,    17),
    S(   -5,     5), S(   25,    14), S(   14,    22), S(   61,    25), S(   74,    18), S(   61,    25), S(   14,    22), S(   25,    14), S(   -5,     5),
    S(  -17,     1), S(  -15,     9), S(   41,    23), S(   19,    15), S(   20,    47), S(   19,    15), S(   41,    23), S(  -15,     9), S(  -17,     1),
    S(  -37,   -31), S(  -27,   -14), S(    7,    11), S(    2,     9), S(   16,    21), S(    2,     9), S(    7,    11), S(  -27,   -14), S(  -37,   -31),
    S(  -36,   -42), S(  -27,    -7), S(  -11,   -36), S(    3,    20), S(   26,     2), S(    3,    20), S(  -11,   -36), S(  -27,    -7), S(  -36,   -42),
    S(  -79,   -66), S(  -26,   -31), S(  -58,   -12), S(   -8,   -14), S(  -15,  -113), S(   -8,   -14), S(  -58,   -12), S(  -26,   -31), S(  -79,   -66),
    S(  -56,   -43), S(  -75,   -58), S(  -12,   -38), S(  -21,   -19), S(  -23,   -16), S(  -21,   -19), S(  -12,   -38), S(  -75,   -58), S(  -56,   -43),
];

/// Chariot piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CHARIOT: [S; 90] = [
    S(   12,   -16), S(   42,    -6), S(    7,   -25), S(  104,   -19), S(   46,    12), S(  104,   -19), S(    7,   -25), S(   42,    -6), S(   12,   -16),
    S(    3,     8), S(   32,    -4), S(   29,     2), S(   30,    22), S(  100,    25), S(   30,    22), S(   29,     2), S(   32,    -4), S(    3,     8),
    S(   -1,    15), S(    2,     4), S(    9,    19), S(    3,    18), S(   18,    -3), S(    3,    18), S(    9,    19), S(    2,     4), S(   -1,    15),
    S(  -17,    10), S(    3,     0), S(   14,    23), S(  -12,    15), S(  -31,    52), S(  -12,    15), S(   14,    23), S(    3,     0), S(  -17,    10),
    S(  -31,    20), S(   -7,     2), S(   22,    13), S(   31,     7), S(   35,     8), S(   31,     7), S(   22,    13), S(   -7,     2), S(  -31,    20),
    S(  -12,    15), S(    5,    10), S(   29,    13), S(   34,    11), S(    5,    26), S(   34,    11), S(   29,    13), S(    5,    10), S(  -12,    15),
    S(  -15,    18), S(    7,     6), S(   23,    22), S(   19,     5), S(   41,     6), S(   19,     5), S(   23,    22), S(    7,     6), S(  -15,    18),
    S(  -42,    10), S(    0,    18), S(  -20,    15), S(    6,    36), S(   -6,    25), S(    6,    36), S(  -20,    15), S(    0,    18), S(  -42,    10),
    S(  -43,   -24), S(   -7,   -20), S(  -29,   -12), S(   -1,     6), S(  -49,    12), S(   -1,     6), S(  -29,   -12), S(   -7,   -20), S(  -43,   -24),
    S(  -50,   -64), S(   -8,   -44), S(  -16,    10), S(   -2,    -6), S(  -12,   -16), S(   -2,    -6), S(  -16,    10), S(   -8,   -44), S(  -50,   -64),
];

/// Cannon piece-square table, Red's view.
#[rustfmt::skip]
pub const PST_CANNON: [S; 90] = [
    S(  100,   -28), S(   29,   -21), S(  -44,     0), S(  -19,     1), S(  -87,   -31), S(  -19,     1), S(  -44,     0), S(   29,   -21), S(  100,   -28),
    S(   -4,    23), S(  -15,     7), S(  -33,     8), S(  -40,    -3), S( -117,   -12), S(  -40,    -3), S(  -33,     8), S(  -15,     7), S(   -4,    23),
    S(   20,     9), S(  -22,    -9), S(  -71,   -21), S(  -47,   -25), S(  -44,    -9), S(  -47,   -25), S(  -71,   -21), S(  -22,    -9), S(   20,     9),
    S(   -1,    13), S(   12,   -10), S(  -16,     0), S(  -42,    10), S(   28,    28), S(  -42,    10), S(  -16,     0), S(   12,   -10), S(   -1,    13),
    S(   -2,    -2), S(  -15,    21), S(   24,   -10), S(   -7,    31), S(   58,     2), S(   -7,    31), S(   24,   -10), S(  -15,    21), S(   -2,    -2),
    S(   -1,    -7), S(   15,   -19), S(    1,   -16), S(    9,     3), S(   57,     2), S(    9,     3), S(    1,   -16), S(   15,   -19), S(   -1,    -7),
    S(   13,     0), S(  -13,    18), S(   16,    -7), S(   11,    17), S(   15,     7), S(   11,    17), S(   16,    -7), S(  -13,    18), S(   13,     0),
    S(   20,   -17), S(    5,    17), S(   34,   -11), S(   25,    15), S(   64,    -5), S(   25,    15), S(   34,   -11), S(    5,    17), S(   20,   -17),
    S(   10,    -5), S(    6,    -6), S(   20,    11), S(    5,    50), S(   24,    19), S(    5,    50), S(   20,    11), S(    6,    -6), S(   10,    -5),
    S(  -14,   -13), S(  -40,     5), S(   -4,   -17), S(   38,    18), S(  -19,    27), S(   38,    18), S(   -4,   -17), S(  -40,     5), S(  -14,   -13),
];

/// Soldier piece-square table, Red's view: +100 across the river, 0 on the last rank.
#[rustfmt::skip]
pub const PST_SOLDIER: [S; 90] = [
    S(   -1,     6), S(    3,     9), S(   32,    42), S(   16,    14), S(    8,    -1), S(   16,    14), S(   32,    42), S(    3,     9), S(   -1,     6),
    S(   74,    49), S(   81,    77), S(   97,    70), S(  277,    89), S(  262,   204), S(  277,    89), S(   97,    70), S(   81,    77), S(   74,    49),
    S(   57,    40), S(   77,    56), S(   74,    83), S(  141,   131), S(  208,   110), S(  141,   131), S(   74,    83), S(   77,    56), S(   57,    40),
    S(   56,    73), S(   62,    97), S(   59,   109), S(   77,   106), S(   64,   117), S(   77,   106), S(   59,   109), S(   62,    97), S(   56,    73),
    S(   43,    75), S(   58,    80), S(   83,    93), S(   99,   103), S(   70,   113), S(   99,   103), S(   83,    93), S(   58,    80), S(   43,    75),
    S(   12,    45), S(    0,     0), S(   46,    48), S(    0,     0), S(   29,    80), S(    0,     0), S(   46,    48), S(    0,     0), S(   12,    45),
    S(    7,    48), S(    0,     0), S(   10,    49), S(    0,     0), S(   46,    55), S(    0,     0), S(   10,    49), S(    0,     0), S(    7,    48),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Per-move mobility weights.
#[rustfmt::skip]
pub const MOBILITY: [S; 3] = [
    S(    4,     7), // chariot
    S(    2,     5), // horse
    S(    2,     4), // cannon
];

/// Blocked horse legs and elephant eyes, soldier chains, screenless cannons.
#[rustfmt::skip]
pub const STRUCTURE: [S; 4] = [
    S(  -16,    -6), // horse_leg_blocked
    S(  -10,    -3), // elephant_eye_blocked
    S(   -8,   -14), // connected_soldiers
    S(   -9,   -18), // cannon_without_screen
];

/// General safety, counted for the side whose general it is.
#[rustfmt::skip]
pub const GENERAL_SAFETY: [S; 9] = [
    S(  -12,    10), // missing_advisor_vs_chariot
    S(   -8,    26), // missing_advisor_vs_horse
    S(    0,    42), // missing_elephant_vs_cannon
    S(   19,    14), // missing_elephant_vs_chariot
    S(  -24,     4), // open_file_to_general
    S(  -89,     5), // general_raised
    S(  -33,     8), // attackers_near_palace
    S(    7,     7), // central_cannon
    S(   25,    10), // cannon_aimed_at_general
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [S; 1] = [
    S(   67,     9), // side_to_move
];

/// Mobility beyond the per-move weight, by number of moves (last column: 17 or more); rows: chariot, horse, cannon.
#[rustfmt::skip]
pub const MOBILITY_BY_COUNT: [S; 54] = [
    S(   13,    -7), S(    6,   -52), S(   -2,   -40), S(   -6,    -6), S(   -6,    11), S(   -3,    -4), S(  -10,    19), S(    6,    -4), S(    0,     6), S(    2,    14), S(   -3,    14), S(   -4,     9), S(   -4,     4), S(    0,    11), S(    2,     3), S(    0,    -2), S(   -3,   -13), S(    7,   -16),
    S(   13,   -83), S(    7,     8), S(    7,   -19), S(    4,    -4), S(   -2,     5), S(   -6,     9), S(  -11,     2), S(    7,    -2), S(   -1,     2), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
    S(   -3,    -3), S(   14,   -29), S(   -8,    24), S(    4,     7), S(    5,   -10), S(   10,    -6), S(    9,    -3), S(    6,    -3), S(    2,   -12), S(    5,    -2), S(    2,    -9), S(    3,   -11), S(    5,    -4), S(    0,     7), S(   -3,     4), S(   -3,    -3), S(  -21,    22), S(    0,     6),
];

/// Own count of the row's kind times own count of the column's (advisor, elephant, horse, chariot, cannon, soldier); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_OWN: [S; 36] = [
    S(  -11,    10), S(   -4,    -5), S(   -6,    -9), S(   46,   -61), S(  -19,    -9), S(    6,    -2),
    S(    0,     0), S(   16,   -11), S(   -7,   -16), S(   20,   -55), S(    1,   -17), S(   10,    -4),
    S(    0,     0), S(    0,     0), S(    3,     6), S(   15,    13), S(   17,    33), S(  -25,    26),
    S(    0,     0), S(    0,     0), S(    0,     0), S(  -35,   -70), S(    1,     1), S(  -56,    78),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -18,     0), S(  -16,    28),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     5),
];

/// Own count of the row's kind times the enemy's count of the column's, less the reverse (same order); upper triangle.
#[rustfmt::skip]
pub const IMBALANCE_ENEMY: [S; 36] = [
    S(    0,     0), S(    7,     5), S(   -5,    35), S(   14,    63), S(  -23,     1), S(  -20,    20),
    S(    0,     0), S(    0,     0), S(  -12,    18), S(  -11,    70), S(   -4,    53), S(  -13,    20),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    5,   -12), S(    1,    -3), S(  -10,    35),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -15,    13), S(  -16,    92),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(  -16,    22),
    S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0), S(    0,     0),
];

/// Enemy pieces attacked, rows by the attacker (chariot, horse, cannon, soldier, general/advisor/elephant), columns by the kind attacked (advisor, elephant, horse, chariot, cannon, soldier); counted for the attacker.
#[rustfmt::skip]
pub const THREATS: [S; 30] = [
    S(  -11,     0), S(  -13,    -1), S(   12,    31), S(   24,    19), S(   18,    10), S(    3,     2),
    S(    3,   -24), S(   -6,     5), S(    9,     8), S(   40,   -12), S(   35,     4), S(   13,     9),
    S(   -5,    26), S(   23,     6), S(   12,    74), S(  104,    40), S(   -9,    -2), S(   -9,    23),
    S(   16,   -11), S(    6,     2), S(   94,    24), S(   44,    14), S(   72,    49), S(    3,    14),
    S(    0,     0), S(    0,     0), S(  -21,     7), S(    8,   -52), S(  -13,    -5), S(    7,    20),
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is.
#[rustfmt::skip]
pub const HANGING: [S; 12] = [
    S(   -5,    16), S(   11,    17), S(   37,    23), S(    4,    -5), S(   43,    23), S(   12,    -5),
    S(   48,    10), S(   42,    23), S(   63,    22), S(   72,    -3), S(  139,   -29), S(    9,    20),
];
