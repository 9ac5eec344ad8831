//! The shogi evaluation terms. Each reports its features to a [`Sink`], counted for
//! Black minus White; the weights live in `weights.rs` (see `params.rs` for the names).
//! This module decides *what* is counted, never how much it is worth.

use super::geometry::NEAR;
use super::king_danger::{self, AttackMaps, Zones};
use super::king_relative;
use super::params::{attack, entering, king, ATTACK, ENTERING_KING, KING_SAFETY, TEMPO};
use super::snapshot::{
    black_view, col_of, in_enemy_camp, kind_index, relative_row, side_index, sign, step, Snapshot,
    FILES,
};
use super::threats;
use super::{incremental, Color, Piece, SQUARES};
use crate::Sink;

/// Black-view square of Black's king at the start (5i).
const KING_HOME: usize = 76;
/// Files between king and rook under which they share a wing.
const SAME_WING_FILES: usize = 2;
/// Relative row (0 = own back rank) past which a king has left its half.
const MIDDLE_ROW: usize = 4;
/// Enemy attacks around the king from which hand pieces become dangerous.
const ATTACKED_KING_THRESHOLD: i32 = 2;
/// Impasse points of a major piece (rook, bishop, promoted or not); the others count 1.
const MAJOR_POINTS: i32 = 5;

/// What one pass over the pieces learns about each side (indexed by [`side_index`]).
#[derive(Default)]
struct SideStats {
    golds_near_king: i32,
    silvers_near_king: i32,
    pawns_under_golds: i32,
    horses_near_king: i32,
    rooks_near_king_file: i32,
    promoted_near_enemy_king: i32,
    dragons_in_enemy_camp: i32,
    points_in_enemy_camp: i32,
    rooks_on_open_files: i32,
}

/// Reports every feature of `pos` to `sink`.
pub fn accumulate(pos: &Snapshot, sink: &mut impl Sink) {
    accumulate_parts::<true>(pos, sink);
}

/// Reports every feature except the piece-square and hand ones of [`incremental`], which
/// the caller sums through [`super::Board::piece_square_sum`].
pub fn accumulate_positional(pos: &Snapshot, sink: &mut impl Sink) {
    accumulate_parts::<false>(pos, sink);
}

/// The squares around each side's king (indexed by [`side_index`]), looked up once per
/// evaluation rather than once per piece; empty for a missing king.
struct KingZones {
    /// King distance 1 or 2 ([`NEAR`]).
    near: [u128; 2],
}

impl KingZones {
    #[inline(always)]
    fn of(pos: &Snapshot) -> KingZones {
        let zone = |table: &[u128; SQUARES], side: usize| pos.kings[side].map_or(0, |k| table[k]);
        KingZones {
            near: [zone(&NEAR, 0), zone(&NEAR, 1)],
        }
    }
}

fn accumulate_parts<const PIECE_SQUARE: bool>(pos: &Snapshot, sink: &mut impl Sink) {
    let zones = KingZones::of(pos);
    let stats = [Color::Black, Color::White].map(|c| side_stats(pos, &zones, c));
    let danger_zones = Zones::of(pos);
    let mut maps = AttackMaps::default();
    let mut threat_maps = threats::AttackMaps::default();
    // Each king's cell row (king_relative.rs), seen from its owner's side.
    let cells = [Color::Black, Color::White]
        .map(|c| pos.kings[side_index(c)].map(|k| king_relative::cells(c, k)));
    for color in [Color::Black, Color::White] {
        let pass = KindPass {
            pos,
            color,
            cells: [
                cells[side_index(color)],
                cells[side_index(color.opponent())],
            ],
            zones: &danger_zones,
        };
        each_kind!(pass.visit::<PIECE_SQUARE>(&mut maps, &mut threat_maps, sink));
    }
    king_danger::features(pos, &maps, &danger_zones, sink);
    threats::accumulate(pos, &threat_maps, sink);
    for color in [Color::Black, Color::White] {
        if PIECE_SQUARE {
            for i in 0..Piece::HAND.len() {
                incremental::hand_features(color, i, pos.hand(color, i), sink);
            }
        }
        side_features(pos, color, &stats, &maps, sink);
    }
    sink.add(TEMPO, sign(pos.side_to_move));
}

/// Calls `$pass.visit(piece, args...)` for every board piece kind, each call with its
/// kind as a constant: the visit is inlined per kind, so that the kind's attack pattern
/// and tables are chosen at compile time instead of by a match per piece.
macro_rules! each_kind {
    ($pass:ident.$visit:ident::<$c:ident>($($arg:expr),*)) => {
        $pass.$visit::<$c>(Piece::Pawn, $($arg),*);
        $pass.$visit::<$c>(Piece::Lance, $($arg),*);
        $pass.$visit::<$c>(Piece::Knight, $($arg),*);
        $pass.$visit::<$c>(Piece::Silver, $($arg),*);
        $pass.$visit::<$c>(Piece::Gold, $($arg),*);
        $pass.$visit::<$c>(Piece::Bishop, $($arg),*);
        $pass.$visit::<$c>(Piece::Rook, $($arg),*);
        $pass.$visit::<$c>(Piece::King, $($arg),*);
        $pass.$visit::<$c>(Piece::Tokin, $($arg),*);
        $pass.$visit::<$c>(Piece::PromotedLance, $($arg),*);
        $pass.$visit::<$c>(Piece::PromotedKnight, $($arg),*);
        $pass.$visit::<$c>(Piece::PromotedSilver, $($arg),*);
        $pass.$visit::<$c>(Piece::Horse, $($arg),*);
        $pass.$visit::<$c>(Piece::Dragon, $($arg),*);
    };
}
use each_kind;

/// The pass over one side's pieces, kind by kind: what every piece reports by itself
/// (piece-square when tracing, placement relative to the kings, attacks near the kings).
struct KindPass<'a> {
    pos: &'a Snapshot,
    color: Color,
    /// The cell rows of the side's own king and of the enemy king (king_relative.rs).
    cells: [Option<&'static [u8; SQUARES]>; 2],
    zones: &'a Zones,
}

impl KindPass<'_> {
    /// Visits the side's pieces of kind `piece` (each sum is independent of the order
    /// the pieces are visited in).
    #[inline(always)]
    fn visit<const PIECE_SQUARE: bool>(
        &self,
        piece: Piece,
        maps: &mut AttackMaps,
        threat_maps: &mut threats::AttackMaps,
        sink: &mut impl Sink,
    ) {
        let color = self.color;
        for square in Bits(self.pos.by_kind[side_index(color)][kind_index(piece)]) {
            if PIECE_SQUARE {
                incremental::piece_features(color, piece, square, sink);
            }
            for feature in king_relative::features(piece, square, self.cells[0], self.cells[1])
                .into_iter()
                .flatten()
            {
                sink.add(feature, sign(color));
            }
            // Attacks over the whole board for the threats; near the kings, for both the
            // linear terms and the king danger.
            let attacks = self.pos.attacks(square, color, piece, u128::MAX);
            threat_maps.add(color, piece, attacks);
            maps.record(self.zones, square, color, piece, attacks);
        }
    }
}

/// Each side's enemy camp (relative rows 6 to 8), by [`side_index`].
static ENEMY_CAMP: [u128; 2] = {
    let mut camps = [0u128; 2];
    let mut square = 0;
    while square < SQUARES {
        if in_enemy_camp(Color::Black, square) {
            camps[0] |= 1 << square;
        }
        if in_enemy_camp(Color::White, square) {
            camps[1] |= 1 << square;
        }
        square += 1;
    }
    camps
};

/// The squares of each column (0 = file 9), for the open-file test.
pub(super) static COLUMNS: [u128; FILES] = {
    let mut columns = [0u128; FILES];
    let mut square = 0;
    while square < SQUARES {
        columns[col_of(square)] |= 1 << square;
        square += 1;
    }
    columns
};

/// Gold and the promoted minors, which move like it.
const GOLD_MOVERS: [Piece; 5] = [
    Piece::Gold,
    Piece::Tokin,
    Piece::PromotedLance,
    Piece::PromotedKnight,
    Piece::PromotedSilver,
];
/// Every promoted piece.
const PROMOTED: [Piece; 6] = [
    Piece::Tokin,
    Piece::PromotedLance,
    Piece::PromotedKnight,
    Piece::PromotedSilver,
    Piece::Horse,
    Piece::Dragon,
];
/// The pieces worth [`MAJOR_POINTS`] impasse points.
const MAJORS: [Piece; 4] = [Piece::Bishop, Piece::Rook, Piece::Horse, Piece::Dragon];

/// Number of squares in `set`.
#[inline(always)]
fn count(set: u128) -> i32 {
    set.count_ones() as i32
}

/// What `color`'s pieces contribute to its [`SideStats`], counted over the piece sets at
/// once (the same counts as going piece by piece).
#[inline(always)]
fn side_stats(pos: &Snapshot, zones: &KingZones, color: Color) -> SideStats {
    let own = side_index(color);
    let enemy = side_index(color.opponent());
    let kinds = &pos.by_kind[own];
    let near_own_king = zones.near[own];
    let golds = kinds[kind_index(Piece::Gold)];
    // The square behind a gold (toward its owner's back rank) holds an own pawn: the
    // pawns moved one row forward land on the golds they stand under.
    let pawns = kinds[kind_index(Piece::Pawn)];
    let pawns_ahead = match color {
        Color::Black => pawns >> FILES,
        Color::White => pawns << FILES,
    };
    let camp = ENEMY_CAMP[own];
    let mut rooks_near_king_file = 0;
    let mut rooks_on_open_files = 0;
    for square in Bits(kinds[kind_index(Piece::Rook)]) {
        if pos.kings[own].is_some_and(|k| col_of(k).abs_diff(col_of(square)) <= SAME_WING_FILES) {
            rooks_near_king_file += 1;
        }
        if kinds[kind_index(Piece::Pawn)] & COLUMNS[col_of(square)] == 0 {
            rooks_on_open_files += 1;
        }
    }
    let kings = kinds[kind_index(Piece::King)];
    SideStats {
        golds_near_king: count(pos.squares_of(color, &GOLD_MOVERS) & near_own_king),
        silvers_near_king: count(kinds[kind_index(Piece::Silver)] & near_own_king),
        pawns_under_golds: count(golds & near_own_king & pawns_ahead),
        horses_near_king: count(kinds[kind_index(Piece::Horse)] & near_own_king),
        rooks_near_king_file,
        promoted_near_enemy_king: count(pos.squares_of(color, &PROMOTED) & zones.near[enemy]),
        dragons_in_enemy_camp: count(kinds[kind_index(Piece::Dragon)] & camp),
        points_in_enemy_camp: count(pos.by_color[own] & !kings & camp)
            + (MAJOR_POINTS - 1) * count(pos.squares_of(color, &MAJORS) & camp),
        rooks_on_open_files,
    }
}

/// The squares of a set, lowest first.
struct Bits(u128);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(square)
    }
}

/// Hand index (in [`Piece::HAND`]) of the knight, the rook and the pawn.
const HAND_PAWN: usize = 0;
const HAND_KNIGHT: usize = 2;
const HAND_ROOK: usize = 6;

fn side_features(
    pos: &Snapshot,
    color: Color,
    stats: &[SideStats; 2],
    maps: &AttackMaps,
    sink: &mut impl Sink,
) {
    let s = sign(color);
    let st = &stats[side_index(color)];
    let enemy = color.opponent();
    let mut king_term = |feature: usize, count: i32| sink.add(KING_SAFETY + feature, s * count);

    let Some(king_square) = pos.kings[side_index(color)] else {
        return;
    };
    let defenders = st.golds_near_king + st.silvers_near_king;
    king_term(king::GOLD_NEAR_KING, st.golds_near_king);
    king_term(king::SILVER_NEAR_KING, st.silvers_near_king);
    king_term(
        king::THREE_GENERALS_CASTLE,
        i32::from(st.golds_near_king >= 2 && st.silvers_near_king >= 1),
    );
    king_term(king::EXTRA_DEFENDERS, (defenders - 3).max(0));
    king_term(
        king::KING_AT_HOME,
        i32::from(black_view(color, king_square) == KING_HOME),
    );
    king_term(king::KING_NEAR_OWN_ROOK, st.rooks_near_king_file.min(1));
    if pos.hand(enemy, HAND_KNIGHT) > 0 {
        king_term(
            king::KNIGHT_DROP_CHECKS,
            knight_drop_checks(pos, color, king_square),
        );
    }
    king_term(king::PAWN_UNDER_GOLD, st.pawns_under_golds);
    let enemy_attacks_near_king = maps.adjacent_attacks(enemy);
    king_term(king::ENEMY_ATTACKS_NEAR_KING, enemy_attacks_near_king);
    king_term(king::OWN_DEFENCE_NEAR_KING, maps.cover(color));
    king_term(king::HORSE_NEAR_OWN_KING, st.horses_near_king);
    if enemy_attacks_near_king >= ATTACKED_KING_THRESHOLD {
        let enemy_hand: i32 = (1..Piece::HAND.len()).map(|i| pos.hand(enemy, i)).sum();
        king_term(king::ENEMY_HAND_VS_ATTACKED_KING, enemy_hand);
    }

    let mut attack_term = |feature: usize, count: i32| sink.add(ATTACK + feature, s * count);
    attack_term(
        attack::PROMOTED_NEAR_ENEMY_KING,
        st.promoted_near_enemy_king,
    );
    attack_term(attack::DRAGON_IN_ENEMY_CAMP, st.dragons_in_enemy_camp);
    attack_term(attack::ROOK_ON_OPEN_FILE, st.rooks_on_open_files);
    let rooks =
        count(pos.squares_of(color, &[Piece::Rook, Piece::Dragon])) + pos.hand(color, HAND_ROOK);
    attack_term(attack::BOTH_ROOKS, i32::from(rooks == 2));
    attack_term(
        attack::PAWN_IN_HAND,
        i32::from(pos.hand(color, HAND_PAWN) > 0),
    );

    let mut entering_term =
        |feature: usize, count: i32| sink.add(ENTERING_KING + feature, s * count);
    if in_enemy_camp(color, king_square) {
        entering_term(entering::KING_IN_ENEMY_CAMP, 1);
        entering_term(entering::POINTS_IN_CAMP, st.points_in_enemy_camp);
    }
    let advanced = relative_row(color, king_square) > MIDDLE_ROW;
    let enemy_advanced =
        pos.kings[side_index(enemy)].is_some_and(|k| relative_row(enemy, k) > MIDDLE_ROW);
    if advanced && enemy_advanced {
        entering_term(
            entering::RACE_ADVANCE,
            (relative_row(color, king_square) - MIDDLE_ROW) as i32,
        );
    }
}

/// Empty squares where an enemy knight dropped now would give check: two rows in front
/// of the king, one file to either side (an enemy knight jumps toward our back rank).
fn knight_drop_checks(pos: &Snapshot, color: Color, king_square: usize) -> i32 {
    let enemy = color.opponent();
    [-1, 1]
        .into_iter()
        .filter_map(|dc| step(king_square, color, dc, 2))
        // A knight may not be dropped on its owner's last two ranks (it could never move).
        .filter(|&t| pos.is_empty(t) && relative_row(enemy, t) < 7)
        .count() as i32
}

/// The king danger of Black's and White's king in points, before the nonlinear
/// transform ([`king_danger::danger`]): the same attack pass as [`accumulate`] without
/// the other terms, for tests and for fitting the danger's scale.
pub fn king_dangers(pos: &Snapshot) -> [i32; 2] {
    let zones = Zones::of(pos);
    let mut maps = AttackMaps::default();
    for color in [Color::Black, Color::White] {
        for piece in Piece::ALL {
            for square in Bits(pos.by_kind[side_index(color)][kind_index(piece)]) {
                let attacks = pos.attacks(square, color, piece, zones.both);
                maps.record(&zones, square, color, piece, attacks);
            }
        }
    }
    [Color::Black, Color::White].map(|c| king_danger::danger(pos, &maps, &zones, c))
}
