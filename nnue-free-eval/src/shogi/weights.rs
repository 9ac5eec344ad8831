//! Shogi evaluation weights, in centipawns (pawn on the board = 90).
//!
//! Written by scripts/tune (nnue-free-eval/src/bin/tune.rs) from the layout in
//! `params.rs`; edit by hand only to seed a new tuning run. Grids are Black's view of
//! the board as a diagram shows it: top row = rank a, left column = file 9; White
//! pieces read them turned by 180 degrees.

use crate::Eval;

/// Board piece values (rules.md 3.3 ENGINE RULE: YaneuraOu/Apery column).
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

/// Hand piece values (rules.md 3.3: unpromoted value x (1 + hand bonus)).
#[rustfmt::skip]
pub const MATERIAL_HAND: [Eval; 7] = [
      121, // pawn
      321, // lance
      404, // knight
      532, // silver
      608, // gold
      929, // bishop
     1064, // rook
];

/// Pawn piece-square table, Black's view: top row = rank a, left column = file 9.
#[rustfmt::skip]
pub const PST_PAWN: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,    -3,    -4,     0,    -2,     1,    -4,     0,     2,
       -2,    -6,    -2,     2,    -4,    -1,     2,    -8,     0,
        1,     2,    26,     3,     1,     4,    15,    14,    17,
      -44,   -19,    25,   -35,    30,    -5,    -3,    17,    -2,
       -8,   -17,    -2,     3,    28,    43,    18,    54,    -3,
       81,    38,    -1,    30,   -31,   -20,   -34,   -73,   -46,
       -3,     2,     2,     1,    -7,     1,    -5,    -9,    -5,
      -10,     5,     2,     1,    -6,    -1,     3,    -2,     6,
];

/// Lance piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_LANCE: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        1,     2,    -2,     0,    -3,     0,     1,     7,    -3,
       -1,    -3,     0,    -1,     0,     1,     3,     4,     0,
       -3,     2,    -3,     0,     4,     2,    -3,     3,     4,
       -4,     1,     5,    -1,    -6,    -3,     5,     0,    -2,
      -15,    -8,    -2,     7,     2,     3,    -1,    -1,     6,
      -34,    -2,    -1,    -2,     1,    -3,    -4,    -2,    35,
       10,     0,    -1,     0,    -2,    -1,     0,    -3,   -29,
       50,    -2,    -2,     2,    -1,     0,    -5,    -3,   -30,
];

/// Knight piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_KNIGHT: [Eval; 81] = [
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
       -1,    -2,     4,     0,    -3,     0,    -6,    -3,     0,
       -4,     4,    -4,     3,    -2,     0,    -8,     5,     2,
       -2,     5,    -3,   -13,    -5,    -2,    -5,   -25,     0,
        4,     2,    -3,    -8,     2,    -3,    -6,     1,     6,
      -12,    -1,   -33,    -3,     2,     2,    16,    -2,    -5,
        2,    -4,     1,     0,     0,     0,     1,     2,    -1,
       -1,    19,    -3,    -1,     3,     0,    -2,   -52,     0,
];

/// Silver piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_SILVER: [Eval; 81] = [
        1,    -4,     2,    -1,     0,    -4,     1,    -1,     1,
        1,     0,    -1,     1,     0,    -3,     0,    -2,     1,
        1,     0,     0,     1,     2,     2,    -2,    -3,     0,
       -2,     1,    -1,     1,    -2,     3,    -4,     2,     0,
       -1,     1,     3,     7,     7,     8,     6,     2,     1,
        4,     9,     5,     2,     2,     7,     3,     0,    -4,
        2,    -8,   -11,     7,     7,    11,    13,     4,    -1,
       -1,     0,    -7,    21,     9,   -34,   -12,     5,     2,
        3,    -6,     0,   -14,     4,   -19,     0,     1,     1,
];

/// Gold piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_GOLD: [Eval; 81] = [
        2,    -5,    -5,     3,    -2,    -2,     0,     0,    -5,
        0,     2,     3,    -2,    -4,    -4,     4,    -5,    -6,
       -1,    -3,     1,     7,    -5,    -1,     1,    -3,    -1,
       -1,    -1,     5,     4,     5,     2,     2,     3,    -2,
       -1,    -3,     2,     3,     1,    11,     0,    -1,     2,
       -3,    -4,     9,    14,    11,     4,    10,    -3,     1,
        1,     7,     6,    14,    -5,    16,    -1,     3,    -1,
        5,    17,    -7,    35,    39,   -24,    27,     9,    -5,
       -2,    -1,    -9,     7,   -57,   -67,   -29,    -2,     1,
];

/// Bishop piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_BISHOP: [Eval; 81] = [
        1,     1,    -3,    -1,     1,     0,    -2,    -1,     0,
        2,     7,     3,     1,    -1,     0,     2,     3,     3,
       -1,    -1,    -1,     1,     0,     2,    -1,    -1,     2,
        0,     7,     0,    -3,     1,     4,     7,     3,    -3,
       -4,    -2,    -1,     2,    -5,    -4,     1,    -2,     2,
       -4,    -5,    -4,    23,    -5,     5,    -1,    -6,    -4,
       -6,     0,    -2,     4,     1,    -4,     2,    -2,    -2,
       -5,   -13,    -6,    -3,    -3,    -4,     1,    -2,     0,
      -29,     0,   -12,    -1,     0,    -1,    -3,    -1,    -2,
];

/// Rook piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_ROOK: [Eval; 81] = [
        2,     1,     1,    -1,     1,     0,    -1,     1,     2,
        3,     4,     0,     0,     1,     0,     0,    -2,     2,
        2,     1,     0,     1,     0,     0,     0,     0,     0,
        0,     0,     2,     0,     1,     1,     6,     4,     5,
        2,     1,    -1,    -2,    -1,     2,     1,     7,     2,
       -1,    -2,     3,     0,    -3,     2,     8,     7,     6,
       -3,    -1,     0,    -1,    -4,    -4,     2,    -1,     2,
      -21,   -10,     0,     1,   -12,    -3,   -19,   -38,   -23,
        2,     2,    10,    12,    -9,    16,   -36,    23,     1,
];

/// King piece-square table, Black's view (【王落在下段是根本基础】).
#[rustfmt::skip]
pub const PST_KING: [Eval; 81] = [
      -40,   -39,   -39,   -38,   -40,   -40,   -41,   -40,   -40,
      -38,   -39,   -39,   -40,   -40,   -40,   -40,   -40,   -40,
      -40,   -39,   -39,   -39,   -40,   -40,   -40,   -40,   -39,
      -39,   -40,   -40,   -40,   -40,   -39,   -39,   -39,   -39,
      -40,   -40,   -37,   -38,   -38,   -40,   -38,   -39,   -40,
      -30,   -33,   -31,   -30,   -27,   -29,   -32,   -30,   -31,
      -12,     1,    -1,   -14,    -7,    -8,     1,    -1,   -11,
       10,    23,    73,   -66,   -45,    50,    38,    23,    11,
       20,    16,     7,   -51,    -1,    -2,    36,    17,    19,
];

/// Tokin and promoted lance, knight, silver, Black's view.
#[rustfmt::skip]
pub const PST_PROMOTED_MINOR: [Eval; 81] = [
       -9,    -6,   -10,     5,    -4,   -11,   -22,   -29,   -22,
      -21,   -11,     5,     2,     5,    -3,   -10,    -4,    -4,
      -13,    -4,     9,     5,     6,     3,    -6,    -3,     1,
        1,    -7,     1,    -1,     2,     0,     1,    -1,     2,
        0,     0,     0,    -2,     0,     0,     0,    -1,     1,
       -1,    -2,     0,     0,     0,     0,     1,    -2,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
        0,     0,     0,     0,     0,     0,     0,     0,     0,
];

/// Horse (promoted bishop) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_HORSE: [Eval; 81] = [
       -2,     4,     6,     0,     1,     1,    -2,     7,     2,
        0,     4,     3,     0,     0,     1,     2,     7,    -1,
        3,     0,    -1,     2,     4,    -2,     1,     0,    -2,
        1,     2,     0,     2,     1,     2,    -4,    -1,    -2,
        2,     2,     0,     3,    -1,     1,     1,    -1,     0,
       -1,     0,    -3,     0,    -2,     2,    -1,    -2,     1,
        0,     0,     2,     1,    -2,    -1,    -1,     0,     0,
       -1,    -1,     0,     2,     0,    -1,     0,     0,     0,
       -1,     0,     0,    -2,     1,    -2,    -1,     0,     0,
];

/// Dragon (promoted rook) piece-square table, Black's view.
#[rustfmt::skip]
pub const PST_DRAGON: [Eval; 81] = [
        6,     5,    -3,     4,     0,     2,    -1,     3,     5,
        8,     6,     2,     0,    -3,     0,    -1,     4,     8,
        2,    -2,     0,     1,     0,     1,     1,    -2,    -2,
        1,     0,     2,    -3,    -1,     0,     0,     2,    -1,
        0,     2,     2,    -1,    -1,     0,     1,     3,     0,
       -2,     0,     0,    -1,     2,     1,     0,    -1,    -2,
        0,     0,    -1,     0,    -1,     0,    -1,     1,    -1,
        0,    -1,     0,    -1,     0,     0,     1,     1,     2,
        0,     0,     0,     0,     0,     0,     1,     0,     0,
];

/// King safety, counted for the king's owner.
#[rustfmt::skip]
pub const KING_SAFETY: [Eval; 12] = [
       78, // gold_near_king
       56, // silver_near_king
       16, // three_generals_castle
        0, // extra_defenders
      -21, // king_at_home
      -26, // king_near_own_rook
      -14, // knight_drop_checks
       37, // pawn_under_gold
     -119, // enemy_attacks_near_king
       58, // own_defence_near_king
       28, // horse_near_own_king
      -62, // enemy_hand_vs_attacked_king
];

/// Attack terms.
#[rustfmt::skip]
pub const ATTACK: [Eval; 5] = [
      109, // promoted_near_enemy_king
       83, // dragon_in_enemy_camp
       65, // rook_on_open_file
       47, // both_rooks
       61, // pawn_in_hand
];

/// Entering-king (nyugyoku) race terms.
#[rustfmt::skip]
pub const ENTERING_KING: [Eval; 3] = [
      113, // king_in_enemy_camp
      107, // points_in_camp
       14, // race_advance
];

/// Bonus for the side to move.
#[rustfmt::skip]
pub const TEMPO: [Eval; 1] = [
       40, // side_to_move
];
