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
       76, // pawn
      298, // lance
      338, // knight
      487, // silver
      568, // gold
      789, // bishop
      954, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        4,    30,    -2,   -10,   -26,    45,    17,    34,    24,
        7,     3,     5,    33,   -17,   -12,    14,    69,    -6,
      108,    56,    53,    55,    43,    40,    60,   125,    53,
       10,     3,    -5,    26,     6,    10,    11,    39,    20,
        4,     8,    -2,    -6,     3,    -2,    -4,   -10,   -23,
      -41,    43,   -76,    16,   -11,   -20,   -19,   -54,   -65,
      -22,    20,    -1,     4,   -23,    -2,    -7,   -36,   -22,
      -24,     8,   -16,   -15,   -21,     0,   -30,   -18,     3,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -13,     5,    -6,   -10,     2,     8,   -12,    15,   -28,
      -19,    16,     4,    10,     9,     3,    -3,    10,     1,
      -21,    47,    -6,    28,    18,   -12,     1,    23,    16,
       23,    -5,    34,     6,    -1,    11,     5,    15,    10,
      -11,    10,    30,     5,    -2,    43,     1,    22,   -50,
      -56,    23,   -13,     5,    20,    -2,    21,   -19,   -29,
      -45,    14,    -6,     2,   -12,    -6,    11,    18,   -22,
      -19,   -20,    -4,    -2,   -22,    -2,   -25,     5,     1,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -12,    -8,    -3,     7,   -20,   -31,   -27,     6,    -9,
        5,     2,    12,    16,   -43,    15,   -11,   -26,    -1,
       15,   -19,    30,   -35,    12,   -21,    19,   -33,    16,
      -29,   -21,   -12,    -7,    11,    19,   -21,    19,     3,
      -82,   -13,   -40,     0,    23,    10,    -3,    -9,   -58,
       -4,   -22,     1,    -2,   -37,   -31,   -33,    -7,    -8,
      -17,   -36,   -11,   -32,    -7,   -22,   -31,   -17,     8,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -31,     8,     7,   -28,   -21,   -34,    -1,   -33,   -16,
       -6,    28,    13,     9,    21,   -13,    34,    -8,    -1,
        0,    37,     7,    27,    35,    29,    13,    16,   -13,
       -1,    15,    33,    12,     6,    38,    15,    21,     2,
      -24,    -3,    40,    18,     1,    52,    45,    -8,    -6,
       25,     2,    40,    31,    49,    41,    28,    14,   -39,
      -14,    36,    -4,    55,    27,    36,    28,     1,   -12,
       -6,    -2,     0,   -37,   -13,   -18,     4,   -18,   -37,
      -23,   -11,   -24,   -40,   -73,   -61,   -32,   -57,    -6,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
      -46,   -37,    -7,    17,   -20,   -40,   -36,   -11,   -25,
        5,    19,   -14,    15,    20,     8,    12,     1,   -28,
      -12,    26,    26,    41,    38,    41,    17,     2,     0,
        4,    35,    34,    12,    11,     8,    32,    -1,    -1,
       12,     2,    58,    25,     1,    50,    43,     5,    -9,
      -21,    39,    47,    30,    39,    39,    32,   -11,   -27,
      -19,    38,    -5,    17,    13,    12,    27,   -18,    32,
      -48,    12,     0,    -9,   -39,   -13,   -17,     0,    -3,
       -3,   -24,     3,   -31,   -33,   -38,   -17,   -26,   -17,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
      -29,   -21,   -38,   -41,     4,    12,   -18,    -7,    -9,
      -12,    -7,   -18,    11,     9,   -24,    19,    58,     0,
        5,    -8,     5,    23,     7,     8,     1,    13,    20,
        0,   -25,     0,   -59,     8,   -26,    -8,     8,   -10,
      -38,   -23,    -5,     5,   -20,    11,    -9,   -51,   -38,
      -61,   -35,     9,    19,    10,     2,   -33,     0,   -38,
      -42,     1,    15,    12,    12,    16,    16,   -10,    -2,
      -22,   -12,   -19,   -24,   -21,    -5,   -13,   -19,   -20,
      -60,   -21,   -31,   -16,   -56,   -11,   -21,    -4,   -15,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
       -7,    15,    18,     2,     4,    -3,    11,    26,    10,
       14,    35,    30,    21,     6,     6,    -3,     6,    -8,
       -2,    28,    -3,     7,    -4,    -1,     0,    26,     5,
       -5,    14,     0,     9,    -2,    -6,    -4,    28,    -2,
      -15,    12,     0,   -15,    13,   -17,    -5,    59,   -23,
      -42,    23,     1,   -32,     4,    -6,    21,    14,   -40,
      -16,   -12,   -25,   -12,     6,   -23,   -18,     1,   -78,
      -51,   -19,   -18,    -2,   -15,     6,   -32,     5,   -67,
        3,    31,     3,    -5,    -3,    -9,   -46,    37,   -24,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -10,    -9,   -10,   -14,   -11,    -8,   -20,   -17,   -16,
      -12,   -13,   -10,   -13,   -19,   -14,   -14,   -17,   -18,
      -22,   -16,   -19,   -15,   -14,   -10,   -25,   -12,   -10,
      -10,   -17,   -12,    -9,   -12,   -10,    -8,    -2,    -8,
      -25,    -3,    -5,   -10,   -23,     3,    -2,     1,   -26,
      -19,    21,     7,   -21,     7,    -3,    21,   -14,   -18,
       16,    37,     5,    36,   -15,    -3,    71,    -2,   -13,
      -43,    57,   113,     6,     8,   -35,    50,    -7,     0,
       -5,   -25,   -51,   -63,   -66,   -77,    -8,   -47,   -28,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -63,   -46,    -9,   -49,   -57,   -45,   -64,   -56,   -54,
      -14,     3,    35,     7,    -6,     8,    27,   -22,   -31,
      -26,     8,    31,    32,    13,    38,   -10,    68,   -46,
        0,   -11,    11,    -6,   -21,    -5,    10,     5,     7,
       -6,     1,     3,     2,     6,    -3,     0,   -12,     7,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
      -15,   -11,    20,     3,    27,    -7,    15,   -14,    11,
      -22,     5,     0,     8,     9,     6,    -7,     9,    -6,
      -40,   -11,    21,    32,    45,    17,    31,    11,   -14,
       -4,    15,    12,     2,    24,     5,     8,    -1,   -11,
        9,    -3,    10,    27,    30,    22,    -5,    -9,    -5,
       -1,     5,     3,     7,    34,    24,     9,     4,    -3,
        3,     9,    16,     2,    -9,    24,    -5,     3,    -3,
        1,     0,    -3,     4,    -8,    -1,     3,    -8,    -1,
        1,     0,     0,   -17,     6,     0,    -2,    -3,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
      -35,    15,   -20,   -20,   -13,    -4,    12,    -2,   -34,
       -1,    13,    28,    17,     2,   -13,    -6,     4,   -10,
       -2,    10,     3,    15,     1,    24,    -7,    36,   -25,
        7,     4,     3,    -4,   -11,    -3,     2,    22,     0,
        3,    13,    13,     1,    -2,    -1,    -2,    36,   -10,
      -13,    -8,    10,    -7,     7,     3,     4,     1,   -13,
       -1,    -3,    -9,     0,    -5,     2,     1,    -9,   -12,
        6,    -4,     4,    -2,    -2,    -1,     1,    14,     3,
        1,     0,     5,   -12,    -1,     0,     0,     4,    -3,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       60, // gold_near_king
       28, // silver_near_king
      -34, // three_generals_castle
      -42, // extra_defenders
      -93, // king_at_home
      -12, // king_near_own_rook
      -13, // knight_drop_checks
        6, // pawn_under_gold
      -43, // enemy_attacks_near_king
        6, // own_defence_near_king
       60, // horse_near_own_king
       -4, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
       82, // promoted_near_enemy_king
       25, // dragon_in_enemy_camp
       88, // rook_on_open_file
     -108, // both_rooks
       28, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      101, // king_in_enemy_camp
       32, // points_in_camp
       14, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       83, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 1] = [
      -27, // danger_squared
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -23,    -6,    26,    18,    -7,
        2,    14,     7,     6,   -20,
       20,    30,    14,     0,   -11,
       27,    35,     0,    -2,    -1,
        0,    13,     9,    -2,     1,
      -23,     1,    38,    -7,    26,
      -18,    38,    41,     4,     1,
        2,    -4,    12,    18,    29,
        9,   -15,   -12,     5,    -9,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
      -14,    23,    20,     5,   -27,
        2,    15,    13,    -2,   -16,
      -14,    35,    22,     2,   -11,
      -10,    37,    11,   -10,   -12,
        0,   -21,    11,    -7,    -8,
      -29,    24,    16,    -5,   -16,
        1,    -4,    25,     5,    -6,
       -3,    33,     1,     5,     3,
      -12,    16,     1,     5,   -14,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
      -21,   -34,   -46,   -41,   -23,
       -3,   -19,    -7,    -7,   -16,
       -6,   -16,     2,     9,   -24,
       43,    12,     8,    -5,   -12,
        0,   -10,    -1,    13,   -32,
      -12,     7,   -28,   -17,   -20,
       -5,    -3,   -35,   -22,   -29,
       -7,    -9,   -11,    -6,   -18,
       -6,     7,    -2,    -2,    16,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       19,    15,    22,    16,    13,
       38,    27,    19,    16,   -13,
       14,    27,     2,    13,   -37,
       20,    22,     0,     3,   -16,
        0,    -7,    -7,     5,    -8,
       -4,     3,   -14,     1,    -7,
      -13,    -8,    -5,   -27,   -16,
        4,    30,    19,    -1,    12,
        2,    -1,     6,     5,   -17,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       16,    21,    23,     9,   -30,
       60,    48,    34,    12,    -5,
       50,    17,    28,    16,   -37,
       15,    -2,    -3,     6,   -20,
        0,    -5,   -19,     8,     4,
      -15,     3,   -17,    10,   -13,
       -4,     0,   -20,     8,    -9,
       10,    20,    -4,    11,     6,
        0,     1,     7,    11,     3,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
       -9,   -26,   -40,   -16,   -68,
       -3,   -29,   -11,   -26,   -31,
      -14,    -9,   -14,   -21,   -38,
        9,   -13,    -3,    -8,    -4,
        0,   -27,   -42,   -14,   -25,
      -32,   -28,   -55,   -41,   -35,
      -11,    -3,    -9,     6,   -21,
        4,     4,     2,    -3,     9,
        4,    -1,    -4,     4,     9,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
       14,    40,    59,    63,    31,
        5,    10,    42,     7,   -34,
      -11,   -16,    -4,   -23,   -56,
      -34,   -37,   -36,   -30,   -38,
        0,   -53,   -21,   -34,   -31,
       23,   -34,    -9,   -18,   -18,
       -6,    36,    40,     9,    -3,
       -5,    17,    13,     6,     6,
        3,    -2,    -5,    10,    15,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -29,    -4,    -4,   -16,   -43,
       18,    36,    -1,     4,   -28,
        8,   -11,     9,    -5,   -10,
        4,     8,    -4,     2,     3,
        0,     0,     4,     9,    -7,
        8,     1,     2,    -3,    -4,
        3,     2,    -5,     5,     4,
        1,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
       35,    50,    19,    16,   -22,
       30,    25,    28,    15,    15,
        5,     6,     9,    14,     0,
       14,    10,    -2,    15,   -13,
        0,    -7,   -16,     3,     0,
        7,    -4,    -6,    -8,     6,
        3,     3,     1,     3,    -3,
        0,     0,     0,     0,     0,
        2,     0,     0,     0,    -3,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -20,    -7,    19,    13,   -60,
        9,    17,    26,    16,     3,
        1,   -12,   -19,     2,     6,
       -9,    -6,     5,   -11,     0,
        0,   -30,    12,    -4,    -9,
       -6,    -8,    -7,     4,     9,
       -1,    -1,     9,     3,    -1,
       -3,     0,     1,     4,     0,
        1,     0,     2,     0,     0,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
        9,    28,    25,    20,    18,
       18,    41,    28,    15,     8,
       35,    37,    21,    21,    17,
        0,     9,     1,     1,   -13,
        0,   -34,   -16,     3,    22,
        1,   -19,   -19,     4,    40,
       10,   -27,    -3,     2,   -17,
       -4,    -2,     1,   -18,     1,
        4,    11,    -2,     2,     2,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       50,     8,    14,     2,     4,
       -1,     6,    21,    47,    -8,
        5,    36,    17,    22,     6,
        0,   -12,    -2,   -15,    -7,
        0,   -23,    -4,   -13,   -26,
       -2,    -1,    -3,    -9,   -24,
       -1,     0,     0,    -9,     0,
       -1,    -2,     4,    -4,    -4,
        4,     8,     0,    -1,     8,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
        6,   -10,   -18,   -27,   -29,
       12,     2,     4,    -5,   -38,
      -30,     0,     6,   -35,    -9,
      -49,   -43,   -45,   -16,   -28,
        0,   -23,    -8,    11,   -17,
        0,   -15,    -3,    -2,   -15,
       -3,    -3,    -3,     0,     6,
       -7,    -2,    -1,     2,     3,
        0,     0,     8,     1,    -2,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
       -1,    -4,     0,    -1,    -2,
       36,    21,    50,     2,   -26,
       19,    50,    37,    23,   -12,
        0,     0,    47,    43,    19,
        0,    15,    29,   -11,   -34,
       12,     0,   -20,   -10,   -73,
       -7,     4,     3,   -27,     0,
       -6,    -5,     0,    -2,   -22,
       14,    -6,     7,    12,     1,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
        9,     8,    14,    10,     4,
       57,    53,    34,    31,   -26,
       54,    91,     8,    16,    -3,
        0,     0,    32,    12,    17,
        0,     0,    12,    -1,    -3,
        0,    18,    -3,    -9,   -41,
      -16,    -3,   -14,    -8,   -30,
       -3,   -18,   -16,    -1,   -18,
      -13,    -4,    -3,    -8,     2,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -30,   -20,   -40,   -60,   -53,
       -1,   -53,   -38,   -39,   -57,
      -61,    -4,   -35,    -8,   -14,
       14,     0,   -22,    10,    -9,
        0,    17,   -24,     8,    45,
        7,     0,   -62,   -42,   -54,
       12,    -3,    10,    -6,    -3,
       -4,    -3,   -10,    -2,     1,
        0,    -6,    -1,    -4,     5,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -31,   -33,   -27,   -34,   -40,
      -40,   -55,    -7,     2,    -1,
        4,    -4,    17,    -3,     9,
        0,    12,    21,    16,   -18,
        0,     0,    -7,    30,    14,
        0,   -14,    10,    17,    27,
      -11,    12,     5,     2,    -1,
       -5,    14,     2,     0,     4,
        0,     7,     1,     0,    -2,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -1,     0,     0,     0,    -6,
       10,    16,     3,    -3,    -1,
       31,    72,    58,    39,     0,
        0,     0,    71,    44,    10,
        0,     0,   -10,    15,   -16,
        0,    17,   -56,     0,   -63,
        4,   -60,   -31,   -53,   -72,
       -7,    -6,    -5,    -8,   -50,
      -17,    -3,     5,     0,    31,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
       26,    37,    29,    25,    -9,
       21,    23,    26,    19,   -13,
        9,    23,    10,    49,    -9,
        0,     0,     4,    41,     7,
        0,     0,   -29,    46,    27,
        0,     0,   -47,     8,   -16,
       -4,   -11,     2,    -9,   -12,
        8,     3,     9,    -3,    -7,
       -4,   -14,    -4,   -10,    -3,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
       -1,     5,     9,    -6,    -8,
        2,    13,     8,    19,    -3,
       -1,    12,    15,    43,    11,
        0,     0,     7,    34,     2,
        0,     0,    13,     8,   -15,
        0,     0,   -35,   -13,   -73,
        7,   -25,    -2,     5,   -42,
       -1,     2,     1,   -11,   -23,
        5,    -5,     1,    -4,     6,
];

/// Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.
#[rustfmt::skip]
pub const THREATS: [Eval; 80] = [
        0,    66,   155,    57,    76,   116,    65,     9,     8,    11,
        0,     0,    55,    26,    27,    41,    34,    -3,    17,     0,
       -9,    34,     0,    73,    91,    70,    54,     1,    15,     2,
       -6,    13,    43,     1,    56,    48,    65,     3,    24,     3,
        1,     8,    21,    76,    13,   132,    84,   -14,    22,    14,
      -10,    33,    19,     4,    22,    12,    86,     7,    13,    15,
      -12,   -15,    15,    -4,     2,    59,    12,     8,    21,    -4,
        4,     8,    29,    -6,    -8,    -8,     6,   -11,     0,     0,
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.
#[rustfmt::skip]
pub const HANGING: [Eval; 20] = [
       14,    33,    41,    33,    24,    72,    87,   -34,    30,    19,
      102,   105,    87,    77,    71,    75,    41,    37,    22,     3,
];

/// Enemy pieces a pawn dropped in front of them would attack (two-pawn rule respected), by kind (same columns as THREATS); rows in pairs (dropping side not to move, to move): drop square attacked by the enemy only, by both sides, not by the enemy; threats.rs.
#[rustfmt::skip]
pub const PAWN_DROP_THREATS: [Eval; 60] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Empty squares where a knight from the hand would attack two enemy pieces of silver's rank or above; columns: without the king, with it; rows: square attacked by the enemy and dropping side not to move, attacked and to move, not attacked and not to move, not attacked and to move; threats.rs.
#[rustfmt::skip]
pub const KNIGHT_FORKS: [Eval; 8] = [
        0,     0,
        0,     0,
        0,     0,
        0,     0,
];
