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
      308, // lance
      339, // knight
      474, // silver
      560, // gold
      777, // bishop
      903, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       26,    42,    17,     0,   -23,    60,    19,    43,    36,
       33,    24,    17,    35,     2,    -6,    24,    75,    11,
       96,    69,    63,    70,    70,    65,    39,   106,    85,
       11,     3,    -2,    24,    -3,     2,    11,    24,     9,
      -19,   -21,    -4,   -19,    -1,    -6,   -13,   -17,   -37,
      -55,    16,   -68,     4,   -18,   -22,   -34,   -60,   -69,
      -10,    10,   -26,    -2,   -21,    -3,   -12,   -42,   -27,
      -39,    10,   -19,   -27,   -25,    -5,   -43,   -23,    -1,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -12,    -5,   -11,   -17,    11,     9,   -21,    19,   -29,
      -32,    28,     3,    10,    -1,     0,    -1,    17,    -3,
      -12,    61,    -2,    51,    23,    -8,     5,    38,    11,
       10,     2,    33,    -2,    25,    23,     5,    23,     5,
      -46,     8,    21,     8,    13,    23,    14,    33,   -52,
      -43,    27,   -26,    12,    16,    -2,    14,   -20,   -33,
      -41,    18,   -17,   -12,    -9,   -10,     1,    28,   -24,
      -26,   -27,   -12,    -6,   -29,    -8,   -27,     7,    -2,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
      -12,   -10,     6,    10,   -25,   -39,   -15,    16,   -15,
      -12,    13,    23,    18,   -34,    12,     3,     3,   -14,
       10,     5,    31,   -13,    -2,   -19,    22,   -32,    16,
      -34,   -35,    -6,    -9,    26,    18,    15,    21,   -10,
      -79,   -24,   -37,    -4,     0,    -6,   -14,   -12,   -81,
      -21,   -34,   -18,     3,   -53,   -53,   -33,   -21,    -9,
      -15,   -39,   -23,   -30,   -14,   -44,   -36,   -30,     5,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
      -53,    13,   -15,   -33,   -40,   -35,    -7,   -55,   -19,
       -9,    26,     4,    14,    34,   -17,    39,    -6,    -1,
       -3,    20,     9,    35,    57,    39,    30,    27,   -18,
       -4,    23,    43,    13,    19,    56,    39,    27,     5,
      -21,     8,    31,    13,    -7,    57,    43,     1,    -4,
       11,    -2,    51,    30,    55,    65,    42,    17,   -48,
      -28,    51,     8,    42,    15,    34,    24,     5,   -33,
       -3,   -20,   -11,   -40,   -12,   -30,    -8,   -24,   -49,
      -41,   -20,   -41,   -53,   -79,   -56,   -42,   -63,   -19,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
      -70,   -58,   -25,   -10,   -42,   -54,   -52,   -22,   -24,
       -3,    28,   -14,    16,    30,     8,    15,     5,   -25,
      -27,    35,    68,    47,    50,    62,    25,     8,     0,
        8,    33,    54,    24,    14,    33,    50,     3,     2,
        3,    -2,    40,    28,     5,    40,    47,    16,   -17,
      -29,    27,    49,    24,    59,    52,    46,    10,   -41,
      -32,    23,    12,    29,    11,    19,    -7,   -34,    31,
      -56,    -4,   -14,   -11,   -33,   -19,   -29,   -25,   -14,
      -11,   -29,    -8,   -39,   -49,   -40,   -10,   -26,   -31,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
      -79,   -36,   -58,   -51,     1,    17,   -22,   -25,    -1,
      -30,     1,   -22,    24,    10,   -28,     6,    37,   -18,
       11,    16,     9,    36,    25,    41,     5,    15,    27,
        5,   -33,    12,   -55,    21,   -19,   -11,    12,    -5,
      -50,   -35,   -22,    -4,   -26,   -11,    -8,   -54,   -62,
      -72,   -35,    25,    16,    25,    18,   -28,    -9,   -49,
      -70,     9,     8,    23,    31,    26,     7,   -20,   -15,
      -17,   -20,   -21,   -17,   -20,   -32,    -3,   -28,   -32,
      -66,   -38,   -34,   -28,   -73,   -27,   -37,   -14,   -21,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
      -13,    19,    25,    33,    25,    11,    23,     5,    16,
       25,    51,    41,    30,    19,    21,    10,     8,    -8,
       -6,    51,     5,    11,     4,     7,     3,    51,     8,
       -5,     7,     1,     3,    -7,   -11,   -24,    13,   -10,
      -31,    22,     8,   -16,    12,   -10,     4,    45,   -42,
      -45,    31,    -4,   -21,    13,     4,    18,   -10,   -31,
      -21,   -20,   -50,     3,     0,   -45,   -31,   -16,   -76,
      -57,    -7,   -38,    -7,    -1,     1,   -20,    -5,   -69,
       12,    29,   -11,     4,   -23,    -4,   -58,    29,   -26,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
       -7,    -5,    -6,   -10,   -13,    -4,   -20,   -24,   -14,
      -10,   -11,   -16,   -10,   -18,   -16,   -13,   -19,   -19,
      -27,   -10,   -17,   -15,   -11,    -9,   -27,    -8,   -11,
      -11,   -19,    -9,    -6,    -6,   -11,    -4,     1,    -7,
      -42,     7,     1,   -11,   -27,     6,     4,     2,   -28,
      -28,    24,    30,   -23,     8,     7,    28,    -8,   -27,
       -3,    43,    38,    42,    11,     1,    67,     7,   -20,
      -44,    93,   135,    19,    12,   -47,    45,   -10,   -10,
      -23,   -63,   -77,   -69,   -62,   -90,   -29,   -75,   -43,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
      -43,   -49,   -20,   -72,   -57,   -43,   -91,   -48,   -58,
      -25,    -5,    31,    23,    -3,    11,    23,   -32,   -32,
      -12,    -1,    27,    25,    25,    43,    -3,    50,   -57,
        0,    -9,    15,   -11,   -21,    -7,    17,     5,     5,
       -7,     1,     7,     6,     5,    -4,     3,   -14,    10,
       -2,    -3,    -1,    -1,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
      -46,   -27,    15,    -7,    31,   -19,     4,   -31,    -2,
      -31,   -14,    -2,    16,     6,    29,   -18,     1,   -21,
      -54,    -4,    32,    34,    56,    26,    34,   -15,   -12,
        2,    13,    15,     1,    35,    20,    13,     0,   -13,
        9,    -7,    21,    42,    48,    25,    -3,   -12,    -5,
       -7,     3,    -4,    13,    51,    29,     6,     5,    -8,
        4,    13,    18,     2,    -2,    17,    -4,    -3,    -2,
       -4,     0,    -2,     3,   -12,     0,     3,   -10,    -1,
       -2,    -4,    -9,   -20,     8,     3,    -6,    -6,    -1,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
      -37,    -7,   -18,   -32,    -3,    -7,     9,    18,   -31,
      -22,    28,    50,    38,    -2,   -13,    -4,     9,   -15,
       -6,     7,    11,    17,    -1,    33,    -8,     0,   -27,
       -1,    -5,     9,     3,    -4,    -9,     7,    15,    -1,
       -3,    30,    10,    -2,     2,    -4,     3,    51,   -20,
      -18,   -17,    19,   -14,     7,     0,     7,    -3,   -23,
       -1,    -3,    -8,     3,    -8,     2,    -3,   -25,   -18,
        7,    -3,     6,    -3,    -1,    -5,     2,    -2,     0,
        0,    -2,     6,   -11,    -1,    -6,     0,     1,    -6,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       23, // gold_near_king
        5, // silver_near_king
      -13, // three_generals_castle
      -17, // extra_defenders
      -89, // king_at_home
       -3, // king_near_own_rook
        0, // knight_drop_checks
        0, // pawn_under_gold
      -37, // enemy_attacks_near_king
        8, // own_defence_near_king
       28, // horse_near_own_king
        0, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
       54, // promoted_near_enemy_king
       24, // dragon_in_enemy_camp
       64, // rook_on_open_file
     -151, // both_rooks
       20, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      119, // king_in_enemy_camp
       10, // points_in_camp
        8, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       65, // side_to_move
];

/// King danger (king_danger.rs): min(danger, cap)^2 / divisor and min(danger, cap) / 16, owner or attacker to move, counted for the king's owner.
#[rustfmt::skip]
pub const KING_DANGER: [Eval; 4] = [
        0, // squared_owner_to_move
      -36, // squared_attacker_to_move
      -23, // linear_owner_to_move
      -60, // linear_attacker_to_move
];

/// Pawn by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PAWN: [Eval; 45] = [
      -24,    -8,    12,    17,   -14,
       -4,     1,    13,    -1,   -26,
       11,    14,    11,    -3,   -10,
       22,    18,    -8,    -7,    -5,
        0,   -11,     1,     4,     3,
      -29,    -5,    31,    15,    22,
      -27,    34,    58,    -5,   -17,
        2,    13,    27,    24,    38,
       22,    -3,     7,    17,    21,
];

/// Lance by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_LANCE: [Eval; 45] = [
      -12,    19,    14,    15,   -43,
        4,    22,     9,     1,   -13,
      -12,    31,    15,     9,   -12,
      -11,    31,    12,    -5,     1,
        0,   -26,    -7,   -10,     3,
      -50,    15,    14,    -7,     5,
      -13,   -13,    28,    -8,    10,
      -16,    37,    12,    11,    18,
      -20,    19,    10,     5,   -16,
];

/// Knight by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_KNIGHT: [Eval; 45] = [
      -15,   -36,   -46,   -45,   -11,
       -6,   -10,   -21,    -1,   -32,
        0,    -3,     5,    -4,   -28,
       26,     7,    -4,     3,   -18,
        0,   -12,    -1,     8,   -21,
       -8,    -1,   -18,   -25,   -28,
      -21,   -13,   -37,   -33,   -31,
      -21,   -18,   -13,   -11,   -19,
       -6,     7,    -6,    -4,     5,
];

/// Silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_SILVER: [Eval; 45] = [
       23,    18,    12,    13,     1,
       41,    18,    36,    13,   -23,
        9,    21,     3,     3,   -40,
       12,    25,     0,   -18,   -24,
        0,   -17,    -1,     3,   -19,
       -7,     5,    -7,    -6,   -17,
      -26,   -17,     7,   -15,   -22,
       -2,    31,     5,    -2,    13,
        6,     0,     6,     5,   -13,
];

/// Gold by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_GOLD: [Eval; 45] = [
       21,     5,    -3,    12,   -45,
       62,    43,    38,    20,   -10,
       38,    19,    32,     8,   -23,
        7,   -15,    -5,     1,   -31,
        0,   -15,   -22,     1,    -9,
      -21,    -8,   -26,    -5,   -17,
       -5,    -7,     3,    -9,   -15,
       25,    17,     5,     6,    22,
        1,     3,     4,    11,    -3,
];

/// Bishop by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_BISHOP: [Eval; 45] = [
      -20,   -30,   -45,   -36,   -83,
        3,   -36,   -17,   -44,   -45,
      -25,    -7,   -23,   -25,   -20,
       -3,   -11,   -12,   -17,   -12,
        0,   -35,   -58,   -16,   -35,
      -44,   -51,   -58,   -51,   -42,
      -22,     0,   -24,    -3,   -35,
       12,     2,     4,    -5,    10,
        8,    -3,    -1,     6,    12,
];

/// Rook by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_ROOK: [Eval; 45] = [
       48,    63,    69,    78,    27,
       23,    25,    43,     9,   -30,
      -25,   -13,     6,    -3,   -48,
      -55,   -57,   -43,   -33,   -38,
        0,   -64,   -39,   -40,   -43,
        3,   -41,   -13,   -21,   -19,
       -2,    23,    50,    13,     6,
       -4,    18,    19,     2,     8,
        4,    -3,    -7,    17,    13,
];

/// Tokin and promoted lance, knight, silver by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_PROMOTED_MINOR: [Eval; 45] = [
      -38,   -25,   -30,    -5,   -55,
       20,    42,     6,     9,   -62,
       17,     5,     8,    -3,   -19,
        6,    11,    -7,     4,     8,
        0,     2,     3,    10,    -6,
        5,     5,     0,    -3,    -5,
       -1,     1,    -9,     7,     5,
        1,     0,     0,     0,     0,
        0,     0,     0,     0,     0,
];

/// Horse by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_HORSE: [Eval; 45] = [
       15,     6,     3,     0,   -26,
       42,    33,    43,    18,    11,
       14,   -11,     9,    20,     0,
       17,    12,    -3,    23,   -18,
        0,   -22,   -14,     4,    -5,
       -1,   -10,   -10,   -12,     9,
        3,     6,     1,     4,    -2,
       -1,     1,     0,     0,     1,
        2,     0,    -1,     0,    -5,
];

/// Dragon by offset from its own king (defence); king_relative.rs.
#[rustfmt::skip]
pub const OWN_KING_DRAGON: [Eval; 45] = [
      -15,    -4,    20,    20,   -58,
        8,     8,    31,    31,    -8,
       -6,   -15,   -14,     1,     2,
      -15,   -13,     1,   -14,    -9,
        0,   -42,     4,   -10,   -22,
       -7,    -8,    -9,     4,    -6,
       -2,    -3,    11,     3,    -2,
       -3,     0,     2,     5,     4,
        6,     0,     3,     3,    -5,
];

/// Pawn by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PAWN: [Eval; 45] = [
       15,    37,    25,    22,    22,
       28,    44,    31,    21,    12,
       62,    69,    31,    16,     2,
        0,    22,    -5,   -17,    -9,
        0,   -62,   -21,     6,    12,
       -5,   -19,   -25,    -3,    40,
        9,   -37,    -4,    -6,   -16,
      -11,    -7,    -4,   -24,    -8,
        4,     9,    -4,     2,    -6,
];

/// Lance by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_LANCE: [Eval; 45] = [
       63,    14,    10,   -10,     7,
        7,    23,    35,    47,   -22,
       27,    50,    23,    27,    -1,
        0,   -14,    -4,   -14,   -17,
        0,   -38,   -11,   -29,   -27,
       -1,    -2,   -11,   -14,   -36,
       -1,    -1,    -6,   -10,    -4,
       -1,    -3,     5,    -4,    -7,
        7,    10,    -3,    -3,    12,
];

/// Knight by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_KNIGHT: [Eval; 45] = [
        0,   -10,   -18,   -11,   -13,
       18,     6,    -4,   -33,   -32,
      -42,     0,    -9,   -31,   -20,
      -79,   -55,   -59,   -19,   -17,
        0,   -23,   -15,    19,   -36,
        1,   -23,    -3,    -2,   -16,
       -3,    -7,    -5,    -1,     4,
      -12,    -4,    -2,    -2,     6,
       -2,    -1,     7,    -2,     0,
];

/// Silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_SILVER: [Eval; 45] = [
      -11,   -14,   -12,     1,    -7,
       36,    34,    43,    -3,   -29,
       56,    92,    41,     7,   -13,
        0,     0,    81,    37,    -7,
        0,    18,    41,   -10,   -59,
       22,     0,   -37,   -28,   -83,
      -11,    -4,   -13,   -42,   -11,
       -7,   -11,    -4,    -6,   -37,
       12,    -6,     8,    11,   -18,
];

/// Gold by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_GOLD: [Eval; 45] = [
        8,     9,    13,    13,     9,
       57,    46,    59,    25,   -43,
       85,   122,    26,    32,   -26,
        0,     0,    46,    18,   -14,
        0,     0,   -15,    11,   -28,
        0,    22,   -19,   -37,   -44,
      -27,   -15,   -31,   -16,   -46,
      -11,   -21,   -26,    -3,   -24,
      -11,   -16,   -13,   -11,    -2,
];

/// Bishop by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_BISHOP: [Eval; 45] = [
      -46,   -47,   -60,   -63,   -65,
      -15,   -54,   -61,   -30,   -70,
      -65,    -9,   -22,   -12,   -13,
       18,     0,   -32,    13,     2,
        0,    16,   -33,    19,    11,
       11,     0,  -102,   -64,   -76,
       12,   -15,    16,   -17,    -6,
       -5,    -4,   -13,    -3,     8,
        0,    -9,    -3,    -3,     2,
];

/// Rook by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_ROOK: [Eval; 45] = [
      -33,   -28,   -28,   -36,   -40,
      -46,   -69,    16,   -14,   -23,
       -1,   -22,    23,    -4,   -15,
        0,    12,    29,    27,   -16,
        0,     0,     1,    56,    39,
        0,   -25,    24,    -7,    32,
      -11,    23,    14,    11,     2,
       -7,    19,     9,     0,     5,
        0,    10,     6,     0,    -1,
];

/// Tokin and promoted lance, knight, silver by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_PROMOTED_MINOR: [Eval; 45] = [
       -1,    -1,     3,    -1,    -7,
       15,    20,     0,    -2,     5,
       65,   127,    67,    60,     3,
        0,     0,    80,    47,     4,
        0,     0,   -27,     7,    -8,
        0,     5,   -95,    -3,   -52,
      -12,   -82,   -54,   -62,   -70,
      -17,   -11,    -3,   -15,   -55,
      -24,    -7,    -1,    -3,     8,
];

/// Horse by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_HORSE: [Eval; 45] = [
       33,    31,    35,    26,   -16,
       41,    30,    37,    27,   -10,
        3,    50,     1,    69,     1,
        0,     0,    -3,    37,    -2,
        0,     0,   -44,    27,    16,
        0,     0,   -68,   -15,   -42,
        1,   -10,    -4,   -10,   -35,
        6,     1,    11,    -4,    -7,
       -6,   -22,    -6,   -11,    -8,
];

/// Dragon by offset from the enemy king (attack); king_relative.rs.
#[rustfmt::skip]
pub const ENEMY_KING_DRAGON: [Eval; 45] = [
       -8,   -19,    -2,   -12,   -16,
        2,    22,    18,    23,   -12,
        2,    10,     2,    47,     8,
        0,     0,    22,    40,   -23,
        0,     0,    39,    26,   -17,
        0,     0,   -46,   -21,   -66,
        7,   -29,     8,    11,   -57,
       -6,     8,     1,   -19,   -38,
        0,    -7,    -1,    -8,    -5,
];

/// Enemy pieces attacked, rows by the attacker (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon, king), columns by the kind attacked (pawn, lance, knight, silver, gold, bishop, rook, promoted minor, horse, dragon); counted for the attacker; threats.rs.
#[rustfmt::skip]
pub const THREATS: [Eval; 80] = [
        0,   128,   224,   133,   147,   211,   135,    21,    24,    35,
       -3,     0,    95,    84,    76,   111,   109,   -11,    42,    15,
       -3,    65,     0,   142,   173,   132,   132,     8,    42,    17,
       -3,    17,    46,     2,   136,   124,   165,     3,    67,    10,
       -2,    14,    38,    95,    40,   231,   197,   -42,    53,    50,
       -5,    36,    23,    14,    47,    43,   183,    24,    32,    60,
      -15,   -11,    24,    -2,    16,    81,    14,    28,    52,    -4,
       24,    25,    79,   -19,   -12,   -14,    18,     1,     0,     0,
];

/// Enemy pieces attacked and not defended, by kind (same columns as THREATS); row 0: the attacker's opponent is to move, row 1: the attacker is; threats.rs.
#[rustfmt::skip]
pub const HANGING: [Eval; 20] = [
       43,    78,    68,    87,    49,    75,    86,   -10,    71,    87,
       74,   128,   107,   131,   123,   165,   118,    82,    50,     9,
];

/// Enemy pieces a pawn dropped in front of them would attack (two-pawn rule respected), by kind (same columns as THREATS); rows in pairs (dropping side not to move, to move): drop square attacked by the enemy only, by both sides, not by the enemy; threats.rs.
#[rustfmt::skip]
pub const PAWN_DROP_THREATS: [Eval; 60] = [
      -13,   -25,    -1,     1,   -10,     4,   -51,   -28,   -17,   -50,
       13,   -12,    -2,     9,     0,    -9,   -46,    35,     6,   -24,
       14,   -24,     3,   -13,   -10,   -18,    24,   -14,    -2,   -12,
       19,    20,    18,    14,    29,     8,    61,     4,    16,    29,
        0,     0,    13,     0,     0,    16,     0,     0,     0,     0,
        0,     0,    66,     0,     0,    62,     0,     0,     0,     0,
];

/// The enemy has a safe check on the king by a board move or a drop, by class (pawn, lance, knight, silver, gold or promoted minor, bishop or horse, rook or dragon); row 0: the king's owner to move, row 1: the attacker; counted for the king's owner; king_danger.rs.
#[rustfmt::skip]
pub const SAFE_CHECKS: [Eval; 14] = [
      -36,   -10,   -12,   -24,   -47,   -13,   -25,
      -42,   -20,    12,   -16,   -51,   -13,    22,
];

/// Empty squares where a knight from the hand would attack two enemy pieces of silver's rank or above; columns: without the king, with it; rows: square attacked by the enemy and dropping side not to move, attacked and to move, not attacked and not to move, not attacked and to move; threats.rs.
#[rustfmt::skip]
pub const KNIGHT_FORKS: [Eval; 8] = [
       26,    -5,
       36,    18,
      -16,    -5,
       29,    18,
];
