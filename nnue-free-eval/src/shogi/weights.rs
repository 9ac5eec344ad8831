//! Shogi evaluation weights, in centipawns (pawn on the board = 90).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Grids are Black's view of
//! the board as a diagram shows it: top row = rank a, left column = file 9; White
//! pieces read them turned by 180 degrees.

use crate::Eval;

/// Board piece values (YaneuraOu's and Apery's).
#[rustfmt::skip]
pub const MATERIAL_BOARD: [Eval; 13] = [
       90, // pawn
      315, // lance
      405, // knight
      495, // silver
      540, // gold
      855, // bishop
      990, // rook
      540, // tokin
      540, // promoted_lance
      540, // promoted_knight
      540, // promoted_silver
      945, // horse
     1395, // dragon
];

/// Hand piece values (started as the unpromoted value x (1 + hand bonus)).
#[rustfmt::skip]
pub const MATERIAL_HAND: [Eval; 7] = [
       74, // pawn
      377, // lance
      331, // knight
      554, // silver
      655, // gold
      821, // bishop
      975, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       27,   -18,    45,     3,   -23,    41,    23,    24,    55,
       18,    47,    16,    41,    71,    11,    18,    64,    16,
       80,    79,    77,    67,   111,    92,   107,   161,   147,
       40,    -4,   -23,   -44,    23,     8,    34,     5,     3,
      -23,   -19,     5,   -26,    29,    15,    29,   -46,   -68,
      -51,    25,  -115,   -24,   -21,   -29,   -48,   -80,   -77,
       -9,    -1,    21,     5,   -50,   -29,   -45,   -70,   -26,
      -40,    30,   -69,   -24,   -22,   -25,   -42,   -32,     7,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -20,     6,   -15,   -12,    17,    13,   -21,    19,   -30,
      -29,    22,     3,    10,     6,    -8,    -6,    11,     0,
        2,    83,    11,    45,    33,    -6,    -7,    48,     6,
       -1,    14,    56,   -34,    -5,    -5,     2,    39,    14,
      -37,     9,    19,    32,    31,    54,    22,    44,   -57,
     -137,    26,   -21,    20,    34,    -5,    10,     5,   -53,
     -146,     5,    -4,   -25,     2,    -1,   -12,    11,  -136,
       -2,   -27,   -22,   -21,   -47,    -9,   -29,    14,    46,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -15,    -3,   -15,    12,   -26,   -32,    -7,    13,   -12,
      -16,    27,    52,     8,   -33,     1,    -9,    -9,   -28,
        7,   -21,    54,   -33,    17,   -17,    35,   -63,    16,
      -49,   -25,     1,    -2,     9,    30,    16,     3,   -14,
     -156,   -27,   -56,     3,   -30,   -10,    11,   -12,  -103,
      -33,   -51,   -26,   -15,   -51,   -64,   -34,   -34,   -21,
      -16,   -45,    -9,   -36,   -22,   -56,   -52,   -75,     3,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -42,     1,   -36,   -24,   -68,   -18,   -29,   -69,   -40,
       -8,    -2,    -9,    22,    11,    -8,    31,    11,   -26,
       -5,    18,    29,    23,    49,    42,    51,    34,   -22,
       -3,    18,    44,    50,    24,    57,    34,    37,    10,
      -37,    12,    31,     8,   -10,     9,    81,     0,     0,
       -6,    13,    51,    17,    96,    88,    18,   -20,   -39,
      -12,    54,     8,    47,    11,    28,    27,   -30,   -39,
      -18,   -45,   -53,   -50,    -8,   -55,   -44,   -85,   -38,
      -32,    -4,   -93,   -78,   -89,   -80,  -108,   -67,   -24,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
      -79,   -65,   -26,   -15,   -40,   -42,   -47,   -36,   -51,
       -6,     5,   -18,    28,    19,   -26,    19,    10,   -40,
      -27,    15,    51,    35,    62,    62,    33,     7,   -24,
        8,    27,    64,    42,    30,    75,   -16,     0,    11,
      -15,    16,    40,     9,    22,    59,    22,    31,   -19,
      -40,     3,    12,    29,    69,    36,    16,    23,   -62,
      -50,    37,   -16,    40,    10,    -1,   -13,   -62,    24,
      -74,   -19,    44,    -4,   -51,   -43,   -45,   -29,   -28,
       -7,   -13,   -77,    -2,   -76,   -33,   -90,   -23,    -8,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
      -81,   -49,   -34,   -29,    31,     3,   -15,   -53,     7,
      -24,     3,   -26,    27,    -2,   -17,    13,    63,   -18,
       11,    38,     2,    24,    34,    58,     6,    32,    28,
      -14,   -51,    24,   -52,    -1,   -26,   -31,     3,    -6,
      -67,   -52,   -33,   -22,   -53,    -4,   -28,   -55,   -69,
      -65,   -54,    38,   -13,    24,    26,   -52,   -29,   -19,
     -115,     8,    -5,    30,    23,    -1,   -24,   -30,   -24,
      -35,   -35,   -33,   -18,   -42,   -46,     8,   -20,   -57,
      -80,   -34,   -58,   -18,   -70,   -28,   -66,   -17,   -33,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
        3,    52,    29,    52,    26,    16,    16,    11,     9,
       34,    63,    59,    38,     9,    32,     4,    19,   -23,
       -6,    63,    12,    19,    16,     5,     2,    47,     7,
       -6,    13,    -1,    11,   -19,   -14,   -13,    13,    -7,
      -40,   -12,   -26,   -21,     9,   -16,    -7,    11,   -33,
      -50,    26,    10,    -4,   -12,     9,     3,     5,   -29,
      -29,   -11,   -63,    12,     2,   -95,   -35,   -58,   -78,
      -77,   -43,   -21,    16,     2,   -16,   -22,   -18,  -113,
       10,    27,   -38,   -43,   -45,    22,   -38,    55,   -46,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
       -7,     0,     0,   -13,   -13,    -8,   -24,   -20,   -14,
      -10,    -3,   -16,   -12,   -25,   -16,   -13,   -19,   -19,
      -27,   -15,   -14,   -16,   -12,    -9,   -26,    -2,   -11,
        1,   -16,     1,    -1,    -4,   -12,     3,     1,    -7,
      -48,     9,    15,   -14,   -30,    15,     5,     7,   -25,
      -25,    -5,    34,   -45,    15,     6,    29,    15,   -44,
       11,    61,    27,    63,    25,    21,    91,    18,   -33,
      -59,    68,   104,    -1,    -7,   -45,    67,    20,   -19,
      -22,   -63,   -81,   -90,   -58,  -110,   -44,   -81,   -49,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
     -118,   -25,   -13,  -108,   -71,   -42,  -104,  -132,  -103,
      -17,   -37,    30,    12,    10,    13,   -10,   -39,   -23,
      -18,   -11,     4,    73,    71,    35,   -29,    21,   -41,
        7,   -16,    18,   -24,   -11,    -8,    21,     7,     5,
       -7,     1,    12,     8,     5,    -3,     0,   -14,    10,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
      -60,   -30,    20,     8,    33,   -10,   -26,   -52,     0,
      -44,     8,   -13,    11,    24,    35,    -7,    22,   -28,
      -58,   -10,    50,    43,    47,    44,    32,   -39,   -11,
        2,    13,    20,    28,    29,     0,    11,   -13,   -10,
       19,    -3,    36,    44,    61,    36,     5,   -19,    -8,
       -7,     5,     5,    34,    40,    37,    13,    -3,    -8,
        4,    12,    30,     8,    -3,    14,    -6,     2,    -2,
       -5,    15,     3,     5,   -12,    -4,     1,   -12,    -6,
       -2,    -4,    -9,   -18,     9,     3,    -7,    -6,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
      -41,     8,   -15,   -17,    -3,     0,    23,    23,   -25,
       -7,     7,    38,    44,     1,   -15,   -11,    -5,   -30,
      -21,     2,     4,    19,    14,    27,   -12,     3,   -14,
        1,    -5,    -1,    -2,     8,   -17,     6,     5,     2,
      -10,    19,    12,    -1,    -2,   -13,     4,    63,   -20,
      -24,   -11,    18,   -29,   -14,    -8,    -1,    -5,   -46,
       -4,    -2,   -10,     0,   -16,     0,     0,   -27,   -20,
        6,    -6,     3,    -6,    -4,    -7,     0,    -6,    -1,
      -16,    -2,    -1,   -12,    -6,    -8,   -10,     6,    -6,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       16, // gold_near_king
       23, // silver_near_king
      -16, // three_generals_castle
      -39, // extra_defenders
      -85, // king_at_home
      -29, // king_near_own_rook
      -31, // knight_drop_checks
      -28, // pawn_under_gold
      -57, // enemy_attacks_near_king
        7, // own_defence_near_king
       79, // horse_near_own_king
      -25, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
      129, // promoted_near_enemy_king
       35, // dragon_in_enemy_camp
       93, // rook_on_open_file
     -310, // both_rooks
       99, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      124, // king_in_enemy_camp
      118, // points_in_camp
        0, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       95, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor and min(danger, cap) / 16, owner or attacker to move, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 4] = [
       15, // squared_owner_to_move
      -61, // squared_attacker_to_move
      -74, // linear_owner_to_move
     -106, // linear_attacker_to_move
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
       -2,    43,    15,   -24,   -52,
        8,    52,    10,   -33,   -38,
       47,    42,     3,   -40,   -59,
       56,    33,    -3,   -30,   -55,
        0,    26,    12,   -14,   -21,
      -76,     7,    19,     2,   -31,
      -10,    48,    89,     3,    54,
        4,    28,    37,    21,    65,
       13,    20,   -10,     8,    51,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
      -42,    15,    28,    19,   -42,
        2,     9,    16,    23,   -14,
       20,    53,    -5,     2,   -44,
       15,    36,    15,    -3,  -100,
        0,   -36,   -16,   -31,   -51,
      -59,    28,    12,   -13,     0,
       -7,   -19,    45,    30,   -22,
      -18,    31,    12,    -7,   -31,
      -24,    12,    36,     5,    -3,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
      -20,   -41,   -58,   -54,   -46,
      -14,   -37,   -21,   -22,   -36,
        3,   -17,   -19,    15,   -37,
       22,   -17,   -12,   -33,   -51,
        0,    29,     3,    44,   -64,
       25,    37,   -16,   -42,   -64,
      -20,    -5,   -61,    -9,   -88,
      -29,    -7,   -23,   -19,   -60,
       -8,    -5,   -20,   -14,   -13,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
      -15,     0,    -5,    -6,   -44,
       63,    -4,    29,    17,   -36,
       17,    26,    33,   -19,   -72,
       52,    13,     0,    -2,   -33,
        0,   -18,   -15,   -18,   -91,
        5,   -11,   -20,   -44,   -72,
      -39,   -20,     1,    -2,   -53,
        4,    16,   -14,     2,   -14,
       -4,   -14,     1,    -1,   -24,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       -2,   -46,   -28,   -25,   -85,
       30,    27,    39,    24,   -14,
       10,     9,    24,    -4,   -41,
       11,     0,   -19,    -8,   -38,
        0,   -11,    -8,   -21,   -48,
      -12,   -43,   -18,   -16,   -57,
       -1,    -1,   -23,   -43,   -17,
       33,    26,   -18,     7,    29,
       -2,     0,    -6,    12,    11,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
        0,   -38,   -49,   -51,   -82,
       -9,   -35,   -30,   -65,   -59,
      -57,   -46,   -49,    -4,    -1,
      -21,   -49,   -24,   -15,   -46,
        0,   -91,   -73,   -19,   -66,
      -23,   -76,   -71,   -69,   -53,
      -20,   -10,   -40,    -9,   -44,
       12,     8,     3,   -10,    14,
        8,    -3,    -1,    17,    12,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
       59,    92,    73,    73,    42,
       27,    -2,    44,    22,   -45,
      -32,   -13,    15,   -43,   -62,
      -54,   -58,   -43,   -25,   -51,
        0,  -117,   -58,   -64,   -37,
       -2,   -55,   -33,   -54,   -32,
        0,    16,    52,    23,    -5,
       -1,    20,    18,     2,   -14,
        1,     9,    -4,    17,    11,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -68,   -64,   -81,   -54,  -190,
       38,    32,    15,     5,   -72,
       26,    12,    14,    -5,   -28,
       22,     6,    -2,     5,    18,
        0,    14,     4,    11,   -14,
        5,    13,    -3,    -7,    -4,
       -3,     2,   -13,     4,     3,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
       29,    14,     9,   -23,   -44,
       37,    23,    46,    29,    37,
       15,    -1,    11,    39,    14,
       28,    14,     1,    26,   -19,
        0,   -16,   -16,     5,    -7,
       -2,    -2,    -5,   -15,    12,
        6,     5,     6,     4,     5,
       -1,     0,     0,    -1,     2,
        3,     1,    -1,     1,    -2,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
       -8,    -5,    -5,    16,   -94,
        8,   -14,    38,    33,   -14,
      -30,   -26,   -10,     5,   -15,
      -25,   -18,     1,   -10,     8,
        0,   -51,    -4,   -15,   -25,
       -8,   -15,   -18,     6,   -19,
       -2,    -3,    11,     3,    -3,
       -3,     0,     1,     5,    -3,
        6,     0,     3,     3,    -5,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
       17,    32,     9,    49,    72,
       90,    87,    17,    55,    17,
      118,   108,    31,    14,    17,
        0,    41,    24,   -31,   -73,
        0,   -93,   -66,   -12,    -9,
      -13,   -24,   -18,     3,    16,
        7,   -36,   -21,    -2,   -57,
       -5,    -1,     4,   -24,   -40,
        9,     7,    -6,     2,     3,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       79,   -31,   -19,   -36,   -46,
       24,    29,    19,    16,   -43,
       44,    57,    32,    25,    15,
        0,   -16,    -8,   -13,   -45,
        0,   -38,   -15,   -30,   -32,
       -5,    -4,   -10,   -19,   -38,
       -1,     0,    -8,   -10,    -2,
       -1,    -3,     5,    -4,    -8,
        7,    10,    -4,    -3,     7,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
       -8,   -37,   -35,   -14,   -67,
       24,    34,   -19,   -41,   -61,
      -44,     0,   -63,   -40,   -68,
      -89,   -67,  -105,    -5,   -52,
        0,   -20,   -20,    32,   -53,
        3,   -21,    -2,    -4,   -27,
       -3,   -10,    -5,    -1,     5,
      -10,    -4,    -2,    -2,    -1,
       -1,    -1,     7,    -2,    -7,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
      -68,   -55,   -57,   -49,   -83,
       42,    36,    38,   -43,   -16,
       55,   139,    43,   -12,   -45,
        0,     0,   105,    64,   -41,
        0,    46,    31,    -8,   -80,
       26,     0,   -32,   -29,  -124,
      -15,   -36,   -35,   -60,   -37,
      -13,   -17,    -7,    -9,   -54,
        7,    -1,     8,    -5,   -36,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
      -19,   -11,   -14,   -20,   -66,
       94,    74,    17,   -20,   -55,
      110,   176,    31,     5,   -52,
        0,     0,    26,    43,  -114,
        0,     0,     8,   -17,   -62,
        0,    24,    -3,   -49,   -79,
      -34,   -25,   -33,   -21,   -64,
      -16,   -21,   -31,   -17,   -39,
      -15,   -28,    -8,   -13,   -29,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -89,  -124,  -133,  -128,  -121,
      -39,   -67,   -74,   -33,   -96,
      -69,   -45,   -40,   -15,   -32,
       21,     0,   -25,     0,     5,
        0,    32,   -29,    46,    12,
       13,     0,  -113,   -72,   -61,
       17,   -27,    25,     4,    -5,
       -4,    -8,    -3,    -9,     5,
       -2,   -10,     6,    -5,     4,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -52,   -61,   -82,   -90,   -87,
      -60,   -94,    -5,   -40,   -30,
       10,   -41,    17,   -12,   -16,
        0,     8,    26,    33,    -6,
        0,     0,     9,    59,    70,
        0,   -27,    42,    -2,    40,
        3,    26,    20,    13,     2,
       -3,    22,     8,     2,     6,
       -2,     9,     6,     0,    -3,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -6,     3,     3,     0,    -7,
        6,    25,     0,    -4,     0,
       72,   147,    77,    95,     6,
        0,     0,   134,    91,    59,
        0,     0,   -14,   -37,   -51,
        0,     6,  -102,    -1,  -143,
      -33,   -81,   -61,   -80,  -124,
      -20,   -33,   -24,   -23,   -77,
      -37,   -51,   -16,    -5,   -55,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
       45,    74,    48,    15,   -19,
       46,    35,    45,    34,    16,
        3,    66,    11,    69,   -29,
        0,     0,   -14,    60,   -13,
        0,     0,   -27,    94,    28,
        0,     0,   -51,    -5,   -76,
       -2,    -4,   -16,   -11,   -84,
       12,     7,     8,    -4,   -12,
      -13,   -36,    -6,   -11,   -16,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
      -30,   -51,   -32,    -9,   -85,
        1,    17,    15,    16,   -17,
        5,     2,    -3,    63,   -10,
        0,     0,     3,    53,   -16,
        0,     0,    23,    29,   -16,
        0,     0,   -28,    10,   -51,
       14,   -37,     2,    15,   -94,
       -5,    21,     4,   -23,   -33,
       -7,   -12,     4,   -16,   -18,
];

/// Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.
#[rustfmt::skip]
pub const THREATS: [Eval; 80] = [
        0,   146,   299,   150,   161,   258,   165,    22,    29,    44,
      -33,     0,   116,    96,    75,   128,   130,   -28,    50,    20,
      -14,    85,     0,   148,   210,   147,   145,    16,    33,    15,
      -17,    16,    59,     2,   173,   149,   178,    -1,    85,    17,
      -46,   -26,    85,   144,    41,   258,   228,   -46,    65,    40,
      -39,    97,    35,    49,   110,    54,   244,    49,    38,    76,
      -68,     7,    59,   -37,    62,    76,    24,    33,    49,    -2,
       49,    34,    93,   -51,   -14,   -36,    24,     0,     0,     0,
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.
#[rustfmt::skip]
pub const HANGING: [Eval; 20] = [
       49,    99,    80,   125,    73,    95,    97,   -24,    96,   108,
       70,   125,   120,   142,   114,   202,   120,    94,    60,     9,
];

/// Enemy pieces a pawn dropped in front of them would attack (two-pawn rule respected), by kind (same columns as THREATS); rows in pairs (dropping side not to move, to move): drop square attacked by the enemy only, by both sides, not by the enemy; threats.rs.
#[rustfmt::skip]
pub const PAWN_DROP_THREATS: [Eval; 60] = [
      -13,   -33,    21,    35,    -1,    -2,   -55,   -19,   -38,   -50,
       21,   -26,    20,    27,    16,   -20,   -37,    79,     1,    -2,
        3,   -39,    18,    -4,   -12,   -18,    48,   -40,     5,   -16,
        0,    27,    33,    20,    26,    24,    83,   -56,    10,    33,
        0,     0,    26,     0,     0,    36,     0,     0,     0,     0,
        0,     0,    63,     0,     0,    94,     0,     0,     0,     0,
];

/// The enemy has a safe check on the king by a board move or a drop, by class (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon); row 0: the king's owner to move, row 1: the attacker; counted for the king's owner; king_danger.rs.
#[rustfmt::skip]
pub const SAFE_CHECKS: [Eval; 14] = [
      -57,   -10,   -12,   -55,   -55,    -9,   -55,
      -41,   -37,    19,     6,   -55,    10,    25,
];

/// Empty squares where a knight from the hand would attack two enemy pieces of silver's rank or above; columns: without the king, with it; rows: square attacked by the enemy and dropping side not to move, attacked and to move, not attacked and not to move, not attacked and to move; threats.rs.
#[rustfmt::skip]
pub const KNIGHT_FORKS: [Eval; 8] = [
       29,    12,
       40,    44,
       -8,    -1,
       44,    18,
];
