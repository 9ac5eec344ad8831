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
      296, // lance
      354, // knight
      507, // silver
      573, // gold
      809, // bishop
      982, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -1,    23,    -9,   -12,   -18,    28,    10,     7,    15,
        2,   -13,    -2,    21,   -17,   -10,     7,    62,    -8,
       86,    52,    60,    45,    25,    20,    52,   113,    30,
        7,     0,    11,    23,     5,    13,    18,    41,    26,
        7,    11,    16,     4,     4,    11,     5,   -14,    -7,
      -38,    52,   -51,    21,    -7,    -5,    -9,   -55,   -41,
      -28,     7,     1,    -9,    -9,    -4,    -4,   -25,   -30,
      -19,     7,     5,    -5,   -23,     4,   -15,   -16,     4,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -9,     8,    -4,    -5,    -1,     6,    -3,    14,   -23,
       -8,     9,     2,     0,     7,     0,    -3,     7,     0,
      -22,    24,    -8,    19,    14,   -13,    -5,    17,    16,
       20,    -2,    31,     8,    -4,     1,    12,    12,     8,
        2,    -2,    21,     7,    -5,    31,    -3,     5,   -30,
      -49,    15,    -1,     2,    25,     2,    14,   -13,   -16,
      -36,    11,    -4,     1,   -12,     0,    12,     7,   -27,
      -15,   -10,    -6,     2,   -19,     2,   -21,    -2,    -2,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -8,   -11,    -8,     4,   -20,   -26,   -30,     5,    -8,
        3,    -2,     5,    10,   -41,    11,   -25,   -15,     4,
        7,   -28,    19,   -42,     0,   -35,     6,   -33,     8,
      -13,   -13,   -17,   -13,    19,     4,   -21,    18,     7,
      -90,    -9,   -43,    -4,    27,     7,     9,    -5,   -44,
       -1,   -19,    -1,     0,   -27,   -21,   -23,     3,    -4,
      -13,   -32,    -4,   -23,     1,   -11,   -22,    -9,     6,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -19,    -2,    17,   -20,   -12,   -25,     1,   -19,    -7,
        0,    20,     3,    10,    17,   -14,    25,    -7,    -3,
        0,    26,     8,    17,    21,    18,    10,     5,    -9,
       -1,    10,    22,    11,     4,    22,    -3,    14,    -1,
      -19,    -5,    36,    16,     9,    63,    36,     0,    -3,
       16,    10,    27,    25,    48,    43,    20,     7,   -31,
       -2,    19,   -18,    54,    36,    40,    20,    -1,   -10,
       -2,     4,     6,   -28,    -9,     4,    14,   -15,   -17,
      -10,    -3,   -19,   -36,   -64,   -60,   -25,   -42,     0,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
      -23,   -27,    -6,     9,   -10,   -22,   -28,    -8,   -21,
        4,    15,     3,     7,    14,    -3,    16,     3,   -25,
       -3,    16,    18,    37,    15,    28,     9,     0,    -1,
       -2,    24,    23,    13,    14,     9,    30,     0,    -2,
        9,     1,    49,    16,     7,    60,    41,    12,    -7,
      -15,    25,    37,    28,    32,    27,    37,    -9,    -6,
       -6,    41,     0,    20,    15,    17,    23,     5,    20,
      -28,    16,     4,     0,   -37,     3,     4,     8,     0,
       -2,   -14,     1,   -23,   -40,   -42,   -29,   -12,    -6,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
        3,   -13,   -19,   -17,     5,     9,    -5,     2,   -15,
       -8,     5,   -11,     6,     0,   -14,    26,    38,     1,
       -2,    -7,     2,    13,     5,     2,     0,     5,     8,
       -2,    -9,    -1,   -46,     2,   -21,    -1,     5,   -10,
      -28,   -13,   -19,    18,   -25,     7,    -7,   -34,   -21,
      -48,   -38,     3,    16,     0,    -5,   -11,    -8,   -28,
      -31,    -1,     9,     8,     1,     3,    14,    -1,    -8,
      -12,   -16,   -21,   -25,   -15,    -8,    -6,   -14,    -1,
      -59,   -10,   -23,   -11,   -28,    -8,   -16,    -2,   -10,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
       12,     7,    11,    -2,     4,    -7,     9,    17,     7,
       15,    26,    22,    15,     5,     3,    -7,    -1,    -2,
        0,    15,    -3,     3,    -2,    -3,     1,    13,     3,
       -4,    12,     1,     2,     0,    -3,     5,    29,     5,
      -10,    10,    -4,   -11,     5,   -12,    -8,    62,   -12,
      -30,     8,     3,   -27,    -4,    -3,    27,    23,   -35,
      -10,    -6,   -10,   -11,   -10,    -8,   -11,    -5,   -59,
      -43,   -17,   -11,    -1,   -25,     1,   -36,     5,   -77,
        5,    22,     1,     0,    -4,     3,   -51,    38,   -14,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -12,   -10,   -14,   -13,   -12,   -10,   -22,   -16,   -16,
      -13,   -14,   -10,   -14,   -17,   -15,   -15,   -19,   -18,
      -16,   -16,   -18,   -14,   -14,   -12,   -23,   -13,   -10,
      -10,   -17,   -14,   -12,   -13,   -10,    -9,    -6,    -8,
      -19,    -4,    -7,    -7,   -20,    -3,    -2,    -3,   -22,
      -15,    11,    -5,   -15,     9,    -3,     9,    -8,   -15,
       11,    20,    -5,     8,   -18,     8,    54,     1,    -9,
      -26,    23,   117,    -3,     1,   -23,    42,     6,     6,
        1,   -15,   -37,   -63,   -63,   -60,     8,   -31,   -15,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -57,   -39,   -13,   -28,   -44,   -44,   -64,   -64,   -60,
      -10,     3,    29,     6,    -2,     5,    16,   -19,   -17,
      -33,    16,    34,    30,    23,    18,   -12,    52,   -31,
        0,   -12,     7,    -4,   -13,    -5,    11,    -2,     7,
       -4,     1,     1,     1,     5,    -2,     0,    -9,     5,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
      -11,     9,    21,     6,    16,     0,     5,    -7,    10,
      -12,     9,     7,     7,     7,     9,    -2,    20,     6,
      -23,    -7,    12,    23,    32,     7,    26,    14,   -11,
       -5,    11,     9,     2,    18,     4,     5,     0,    -7,
        7,    -1,     2,    18,    14,    17,     1,    -4,    -2,
        1,     3,    -2,     5,    23,    18,     9,     8,     1,
        1,     9,    11,     4,    -8,    17,    -5,     2,    -3,
        0,    -3,    -2,     4,    -5,    -3,     2,    -3,    -1,
        1,     0,     1,   -13,     5,    -1,    -1,    -1,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
      -22,    14,   -24,   -15,   -12,     7,     3,    -2,   -17,
       12,     6,    18,     4,    -6,    -8,    -9,     4,     3,
        1,     8,     5,     8,     3,    16,    -3,    29,   -18,
        5,     5,     2,    -3,    -8,     1,     4,    19,    -4,
        3,     8,    12,     1,    -3,    -3,    -1,    18,    -5,
      -10,    -5,     5,    -1,     6,     2,     6,     2,    -8,
        0,    -1,    -7,    -1,    -4,     3,     1,     0,    -7,
        4,    -3,     2,    -3,     1,     0,     0,    13,     2,
        1,     0,     3,    -8,    -1,     0,     0,     0,    -1,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       75, // gold_near_king
       43, // silver_near_king
      -38, // three_generals_castle
      -60, // extra_defenders
      -90, // king_at_home
      -21, // king_near_own_rook
      -11, // knight_drop_checks
       14, // pawn_under_gold
      -49, // enemy_attacks_near_king
        4, // own_defence_near_king
       70, // horse_near_own_king
        0, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
       89, // promoted_near_enemy_king
       44, // dragon_in_enemy_camp
       86, // rook_on_open_file
      -70, // both_rooks
       27, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
       93, // king_in_enemy_camp
       59, // points_in_camp
       10, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       90, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 1] = [
      -27, // danger_squared
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -25,     5,    33,    27,     3,
       -8,    21,     1,     1,   -19,
       21,    42,    18,    -8,   -10,
       28,    46,     0,   -10,    -3,
        0,    22,    16,   -10,     3,
       -8,    -2,    51,    -5,    25,
      -14,    30,    24,     8,    10,
        5,    -4,    11,     5,    23,
        0,   -25,   -14,    -2,   -33,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
      -15,    14,    19,    -4,    -9,
       -1,     4,    12,    10,   -16,
      -11,    18,    19,    -5,    -1,
      -10,    39,    -1,   -12,   -26,
        0,   -14,     9,    -5,   -24,
      -17,    18,    25,     2,   -22,
        2,     1,    17,     9,    -2,
       -2,    27,    -1,     3,     5,
       -4,    10,    -1,     0,    -8,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
      -21,   -43,   -42,   -36,   -23,
        4,   -18,   -10,    -1,   -18,
       -3,   -28,    -4,     1,   -21,
       34,    10,    -3,    -6,   -20,
        0,   -15,     2,    17,   -40,
       -3,     8,   -28,    -4,   -12,
        2,    -5,   -15,   -19,   -26,
       -3,    -5,    -8,    -5,    -6,
       -5,     5,    -1,    -2,    11,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       22,    11,     8,    13,    15,
       37,    17,    26,    14,     8,
       24,    26,     6,    18,   -23,
       24,    15,    -1,    12,    -6,
        0,    -9,   -13,   -12,    -9,
        0,    -6,   -24,    -1,    -7,
      -10,    17,    -4,   -15,    -7,
        4,    19,    15,     1,    17,
       -1,    -3,     7,     4,   -10,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       18,    35,    26,     7,   -11,
       56,    37,    33,     8,    12,
       38,    18,    26,    17,   -15,
       17,     4,     3,    14,   -22,
        0,    -5,   -12,    14,     2,
       -2,     3,   -26,    16,     2,
       16,     3,   -27,    11,    -3,
        6,    19,     1,     9,     7,
        0,    -1,     8,     9,     0,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
       -6,   -13,   -11,    -4,   -40,
       -7,   -19,   -14,   -17,   -29,
      -16,    -9,    -8,   -18,   -39,
        7,   -18,    -1,     3,    -6,
        0,   -16,   -24,    -7,    -8,
      -12,   -23,   -45,   -29,   -18,
       -2,    -3,    -4,     6,   -15,
        0,     0,    -1,    -3,     5,
        0,    -1,    -3,     1,     6,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
        3,    20,    57,    65,    28,
       -1,    10,    33,     8,   -34,
      -10,   -16,     3,   -16,   -43,
      -15,   -23,   -26,   -41,   -32,
        0,   -48,   -12,   -35,   -21,
       28,   -31,    -3,   -25,   -11,
       -5,    29,    27,     8,     3,
       -3,     9,     8,     6,     5,
        2,    -1,    -2,     6,     6,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -26,     9,     0,   -24,   -22,
       13,    28,    -4,     4,   -13,
        6,    -6,     9,    -5,    -2,
        4,     7,    -4,     1,    -2,
        0,    -1,     4,     7,    -7,
        5,    -3,    -1,    -2,    -1,
        2,     2,    -4,     3,     3,
        0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
       33,    61,    27,    31,    -8,
       13,    15,    22,    10,    10,
        3,    12,     5,    10,    -2,
       11,     7,    -3,     5,   -11,
        0,     2,    -8,    -1,    -2,
        5,    -2,    -4,    -4,     2,
        2,     3,     1,     1,    -1,
        0,     0,     0,     0,     0,
        1,     0,     0,     0,     0,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -24,     0,    28,    14,   -52,
        4,    17,    17,     7,     4,
        1,    -1,    -9,     5,    -3,
       -4,    -3,     7,    -3,    -1,
        0,   -20,     7,    -2,    -8,
       -3,    -8,    -9,     1,     9,
       -1,    -1,     6,     2,    -2,
       -2,     0,     0,     3,     0,
        0,     0,     1,     0,     0,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
       11,    23,    26,    15,     5,
       18,    38,    42,     8,     2,
       23,    23,    21,    38,    15,
        0,     2,     5,    -1,   -30,
        0,   -23,   -14,     1,     8,
       -3,   -15,   -13,     3,    20,
        8,   -16,    -3,     7,    -2,
       -1,    -2,     4,    -9,    17,
        2,    11,    -1,     6,     6,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       31,    -1,    17,    -7,    -6,
       -2,     7,    20,    32,    -3,
       -1,    19,     6,    11,    -2,
        0,    -4,     1,   -12,    -6,
        0,   -24,    -1,    -6,    -8,
       -1,    -1,    -2,    -5,   -15,
        0,     0,     0,    -4,     4,
       -1,    -1,     3,    -2,    -2,
        3,     6,     3,    -1,     6,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
       14,   -10,   -19,   -29,   -30,
        5,   -10,   -12,   -13,   -46,
      -11,     0,     7,   -29,    -8,
      -42,   -33,   -27,   -26,   -24,
        0,   -17,   -11,     3,   -11,
        0,   -10,    -2,     0,    -9,
       -2,    -2,    -2,     0,     6,
       -5,     1,    -1,     2,     2,
        2,     0,     6,     1,    -3,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
       14,     9,     6,    11,    13,
       40,     6,    42,     7,   -12,
        8,    30,    19,    16,   -15,
        0,     0,    22,    26,    17,
        0,    15,    13,     3,   -21,
        6,     0,   -13,    -7,   -34,
       -2,     3,     4,   -16,     6,
       -2,    -1,     0,     1,   -13,
       10,    -5,     6,     9,     4,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
       17,    19,    25,    18,    19,
       49,    44,    32,    27,   -20,
       42,    69,     9,    17,    -3,
        0,     0,    28,    10,    24,
        0,     0,    16,    -5,     8,
        0,    10,    -4,    -4,   -16,
       -2,    -1,    -8,    -5,   -14,
        1,   -13,   -11,     0,    -9,
      -10,     4,    -1,    -8,     3,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -22,   -18,   -26,   -56,   -48,
       12,   -41,   -23,   -22,   -49,
      -41,    -7,   -40,     1,   -17,
       10,     0,   -10,     2,   -14,
        0,    14,    -3,     0,    38,
        6,     0,    -7,   -18,   -31,
        8,     0,     6,    -4,    -2,
       -4,    -2,    -5,     0,    -1,
       -1,    -5,     0,    -2,     4,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -27,   -31,   -26,   -37,   -41,
      -28,   -38,    -9,     9,     6,
        0,     8,    15,    -2,    14,
        0,    10,    14,    10,   -17,
        0,     0,    -6,    16,    11,
        0,    -6,     3,    14,    31,
       -9,     6,     6,     1,    -2,
       -3,     8,     1,     0,     4,
        2,     4,     1,     0,    -1,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -1,     0,     0,     0,    -6,
        6,    12,     3,    -2,    -2,
       15,    50,    39,    22,    -3,
        0,     0,    56,    37,    24,
        0,     0,    -1,    20,    -3,
        0,     6,   -49,   -10,   -64,
        6,   -39,   -22,   -37,   -70,
       -4,    -5,    -7,    -8,   -35,
       -6,    -2,    14,     3,    43,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
       11,    30,    22,    19,    -5,
       11,    20,    17,    14,   -11,
       11,    15,     5,    32,    -4,
        0,     0,     9,    35,     4,
        0,     0,   -20,    46,    43,
        0,     0,   -23,    12,   -15,
        1,    -4,    -1,    -3,    -5,
        7,     1,     6,    -3,    -9,
       -3,   -11,    -1,    -8,    -2,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
        1,     7,     7,    -3,    -4,
        0,    11,     0,     9,     4,
        0,     8,    16,    28,     7,
        0,     0,     9,    23,     7,
        0,     0,     6,     2,     4,
        0,     0,   -26,    -8,   -67,
        9,   -16,    -9,     4,   -27,
       -1,     4,     0,    -7,   -12,
        4,     0,    -1,    -4,    -2,
];

/// Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.
#[rustfmt::skip]
pub const THREATS: [Eval; 80] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.
#[rustfmt::skip]
pub const HANGING: [Eval; 20] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
];
