//! The xiangqi evaluation terms. Each reports its features to a [`Sink`], counted for
//! Red minus Black; the weights live in `weights.rs` (see `params.rs` for the names).
//! This module decides *what* is counted, never how much it is worth.

use super::geometry::{nearest, ELEPHANT_MOVES, HORSE_LEGS, NONE, RAY_MASKS, SQUARE_BIT};
use super::params::{
    mobility, safety, structure, GENERAL_SAFETY, IMBALANCE_ENEMY, IMBALANCE_KINDS, IMBALANCE_OWN,
    MOBILITY, MOBILITY_BY_COUNT, MOBILITY_COUNTS, STRUCTURE, TEMPO,
};
use super::snapshot::{
    across_river, file_of, kind_index, relative_rank, side_index, sign, square_at, step, Snapshot,
    CENTRAL_FILE, RANKS,
};
use super::threats::{self, attacker, AttackMaps};
use super::{incremental, Color, Piece};
use crate::Sink;

/// Index of the line towards Black's side in [`RAY_MASKS`].
const UP: usize = 0;
/// Index of the line towards Red's side.
const DOWN: usize = 1;

/// Reports every feature of `pos` to `sink`.
pub fn accumulate(pos: &Snapshot, sink: &mut impl Sink) {
    accumulate_parts::<true>(pos, sink);
}

/// Reports every feature except the piece-square ones of [`incremental`], which the
/// caller sums through [`super::Board::piece_square_sum`].
pub fn accumulate_positional(pos: &Snapshot, sink: &mut impl Sink) {
    accumulate_parts::<false>(pos, sink);
}

fn accumulate_parts<const PIECE_SQUARE: bool>(pos: &Snapshot, sink: &mut impl Sink) {
    let mut attacks = AttackMaps::default();
    for &(square, color, piece) in pos.pieces() {
        if PIECE_SQUARE {
            incremental::piece_features(color, piece, square as usize, sink);
        }
        piece_features(pos, square as usize, color, piece, &mut attacks, sink);
    }
    for color in [Color::Red, Color::Black] {
        general_safety(pos, color, sink);
    }
    imbalance(pos, sink);
    threats::accumulate(pos, &attacks, sink);
    sink.add(TEMPO, sign(pos.side_to_move));
}

/// Reports a piece's `moves`: the per-move weight, and the entry of its count (the
/// first moves of a trapped piece are worth more than the tenth of a free one).
#[inline(always)]
fn report_mobility(kind: usize, moves: i32, s: i32, sink: &mut impl Sink) {
    sink.add(MOBILITY + kind, s * moves);
    let column = (moves as usize).min(MOBILITY_COUNTS - 1);
    sink.add(MOBILITY_BY_COUNT + kind * MOBILITY_COUNTS + column, s);
}

/// Reports the features of one piece, and adds the squares it attacks to `attacks` (the
/// walks that count its moves find them anyway).
fn piece_features(
    pos: &Snapshot,
    square: usize,
    color: Color,
    piece: Piece,
    attacks: &mut AttackMaps,
    sink: &mut impl Sink,
) {
    let s = sign(color);
    match piece {
        Piece::Chariot => {
            let (moves, hits) = chariot_moves(pos, square, color);
            report_mobility(mobility::CHARIOT, moves, s, sink);
            attacks.add(color, attacker::CHARIOT, hits);
        }
        Piece::Cannon => {
            let (moves, screens, hits) = cannon_moves(pos, square, color);
            report_mobility(mobility::CANNON, moves, s, sink);
            if screens == 0 {
                sink.add(STRUCTURE + structure::CANNON_WITHOUT_SCREEN, s);
            }
            attacks.add(color, attacker::CANNON, hits);
        }
        Piece::Horse => {
            let (moves, blocked_legs, hits) = horse_moves(pos, square, color);
            report_mobility(mobility::HORSE, moves, s, sink);
            sink.add(STRUCTURE + structure::HORSE_LEG_BLOCKED, s * blocked_legs);
            attacks.add(color, attacker::HORSE, hits);
        }
        Piece::Elephant => {
            let (blocked, hits) = elephant_eyes(pos, square, color);
            sink.add(STRUCTURE + structure::ELEPHANT_EYE_BLOCKED, s * blocked);
            attacks.add(color, attacker::GUARD, hits);
        }
        Piece::Advisor => attacks.add(color, attacker::GUARD, threats::ADVISOR_ATTACKS[square]),
        Piece::General => attacks.add(color, attacker::GUARD, threats::GENERAL_ATTACKS[square]),
        Piece::Soldier => {
            attacks.add(
                color,
                attacker::SOLDIER,
                threats::SOLDIER_ATTACKS[side_index(color)][square],
            );
            // Count each side-by-side pair once, from its left member.
            if across_river(color, square)
                && step(square, 1, 0).is_some_and(|right| {
                    pos.squares_of(color, Piece::Soldier) & SQUARE_BIT[right] != 0
                })
            {
                sink.add(STRUCTURE + structure::CONNECTED_SOLDIERS, s);
            }
        }
    }
}

/// The first kind of the imbalance grids: their rows and columns are the kinds from the
/// advisor to the soldier, in [`kind_index`] order (the general, always one, has none).
const IMBALANCE_FIRST_KIND: usize = kind_index(Piece::Advisor);
const _: () = assert!(IMBALANCE_FIRST_KIND + IMBALANCE_KINDS == kind_index(Piece::Soldier) + 1);

/// Material imbalance: products of piece counts, a side's kinds with each other (a
/// second horse beside a chariot is not worth the first) and with the enemy's
/// (advisors against chariots, elephants against cannons), Red's minus Black's. Both
/// grids use their upper triangle only: an own product is the same either way round,
/// and Red's row-against-column product comes with Black's column-against-row one,
/// so one weight per pair of kinds says it all (36 products, not 114).
fn imbalance(pos: &Snapshot, sink: &mut impl Sink) {
    let red = &pos.counts[side_index(Color::Red)][IMBALANCE_FIRST_KIND..];
    let black = &pos.counts[side_index(Color::Black)][IMBALANCE_FIRST_KIND..];
    for row in 0..IMBALANCE_KINDS {
        let base = row * IMBALANCE_KINDS;
        sink.add(
            IMBALANCE_OWN + base + row,
            red[row] * red[row] - black[row] * black[row],
        );
        for column in row + 1..IMBALANCE_KINDS {
            sink.add(
                IMBALANCE_OWN + base + column,
                red[row] * red[column] - black[row] * black[column],
            );
            sink.add(
                IMBALANCE_ENEMY + base + column,
                red[row] * black[column] - black[row] * red[column],
            );
        }
    }
}

/// Empty squares along the four lines plus the first enemy piece on each, and the
/// squares attacked (the first piece on each line, own or enemy).
#[inline(always)]
fn chariot_moves(pos: &Snapshot, square: usize, color: Color) -> (i32, u128) {
    let (mut moves, mut hits) = (0, 0);
    for (line, &ray) in RAY_MASKS[square].iter().enumerate() {
        let blockers = ray & pos.occupied;
        if blockers == 0 {
            moves += ray.count_ones() as i32;
            continue;
        }
        let blocker = nearest(blockers, line);
        hits |= SQUARE_BIT[blocker];
        // The squares up to and including the blocker; its own square only if enemy.
        let reach = ray & !RAY_MASKS[blocker][line];
        moves += reach.count_ones() as i32 - i32::from(pos.is_own(blocker, color));
    }
    (moves, hits)
}

/// Quiet moves plus captures over a screen, the number of lines that have a screen, and
/// the squares attacked (the first piece beyond each screen, own or enemy).
#[inline(always)]
fn cannon_moves(pos: &Snapshot, square: usize, color: Color) -> (i32, i32, u128) {
    let (mut moves, mut screens, mut hits) = (0, 0, 0);
    for (line, &ray) in RAY_MASKS[square].iter().enumerate() {
        let blockers = ray & pos.occupied;
        if blockers == 0 {
            moves += ray.count_ones() as i32;
            continue;
        }
        let screen = nearest(blockers, line);
        screens += 1;
        // The empty squares before the screen.
        moves += (ray & !RAY_MASKS[screen][line]).count_ones() as i32 - 1;
        let beyond = RAY_MASKS[screen][line] & pos.occupied;
        if beyond != 0 {
            let target = nearest(beyond, line);
            hits |= SQUARE_BIT[target];
            moves += i32::from(!pos.is_own(target, color));
        }
    }
    (moves, screens, hits)
}

/// Horse targets reachable (leg free, target not own), the number of blocked legs, and
/// the squares attacked (every target of a free leg).
#[inline(always)]
fn horse_moves(pos: &Snapshot, square: usize, color: Color) -> (i32, i32, u128) {
    let (mut moves, mut blocked, mut hits) = (0, 0, 0);
    for group in &HORSE_LEGS[square] {
        if group.leg == NONE {
            continue;
        }
        if !pos.is_empty(group.leg as usize) {
            blocked += 1;
            continue;
        }
        for &target in &group.targets {
            if target != NONE {
                hits |= SQUARE_BIT[target as usize];
                moves += i32::from(!pos.is_own(target as usize, color));
            }
        }
    }
    (moves, blocked, hits)
}

/// Occupied eyes of an elephant's moves that stay on its own side of the river, and the
/// targets of the free ones (the squares it attacks).
#[inline(always)]
fn elephant_eyes(pos: &Snapshot, square: usize, color: Color) -> (i32, u128) {
    let (mut blocked, mut hits) = (0, 0);
    for m in &ELEPHANT_MOVES[square] {
        if m.target == NONE || across_river(color, m.target as usize) {
            continue;
        }
        if pos.is_empty(m.eye as usize) {
            hits |= SQUARE_BIT[m.target as usize];
        } else {
            blocked += 1;
        }
    }
    (blocked, hits)
}

/// General-safety features of `color`'s general (and its central cannon), counted for
/// `color`: the weights are penalties for the defender and bonuses for the attacker.
fn general_safety(pos: &Snapshot, color: Color, sink: &mut impl Sink) {
    let s = sign(color);
    let enemy = color.opponent();
    let missing_advisors = (2 - pos.count(color, Piece::Advisor)).max(0);
    let missing_elephants = (2 - pos.count(color, Piece::Elephant)).max(0);
    let enemy_chariots = pos.count(enemy, Piece::Chariot);
    let mut emit = |feature: usize, count: i32| sink.add(GENERAL_SAFETY + feature, s * count);
    emit(
        safety::MISSING_ADVISOR_VS_CHARIOT,
        missing_advisors * enemy_chariots,
    );
    emit(
        safety::MISSING_ADVISOR_VS_HORSE,
        missing_advisors * pos.count(enemy, Piece::Horse),
    );
    emit(
        safety::MISSING_ELEPHANT_VS_CANNON,
        missing_elephants * pos.count(enemy, Piece::Cannon),
    );
    emit(
        safety::MISSING_ELEPHANT_VS_CHARIOT,
        missing_elephants * enemy_chariots,
    );

    if let Some(general) = pos.generals[side_index(color)] {
        let forward = match color {
            Color::Red => UP,
            Color::Black => DOWN,
        };
        if RAY_MASKS[general][forward] & pos.by_side[side_index(color)] == 0 {
            emit(safety::OPEN_FILE_TO_GENERAL, enemy_chariots);
        }
        if relative_rank(color, general) > 0 {
            emit(safety::GENERAL_RAISED, 1);
        }
        emit(
            safety::ATTACKERS_NEAR_PALACE,
            attackers_near_palace(pos, color),
        );
    }

    // Own cannons on the central file, and whether one faces the enemy general with a
    // single screen between (the classic central-cannon threat).
    let enemy_general = pos.generals[side_index(enemy)];
    for rank in 0..RANKS {
        let square = square_at(CENTRAL_FILE, rank);
        if pos.squares_of(color, Piece::Cannon) & SQUARE_BIT[square] == 0 {
            continue;
        }
        emit(safety::CENTRAL_CANNON, 1);
        if let Some(target) = enemy_general.filter(|&g| file_of(g) == CENTRAL_FILE) {
            if pieces_between_on_file(pos, square, target) == 1 {
                emit(safety::CANNON_AIMED_AT_GENERAL, 1);
            }
        }
    }
}

/// Per side ([`side_index`]), the squares on files c..g within its first four ranks
/// (the palace and the rank in front of it), as a mask over FEN order.
static PALACE_APPROACH: [u128; 2] = {
    let mut out = [0u128; 2];
    let mut relative = 0;
    while relative < 4 {
        let mut file = 2;
        while file <= 6 {
            out[0] |= 1 << square_at(file, relative);
            out[1] |= 1 << square_at(file, RANKS - 1 - relative);
            file += 1;
        }
        relative += 1;
    }
    out
};

/// Enemy chariots, horses, cannons and soldiers on files c..g within `color`'s first
/// four ranks (the palace and the rank in front of it).
fn attackers_near_palace(pos: &Snapshot, color: Color) -> i32 {
    let enemy_attackers = pos.attacker_squares[side_index(color.opponent())];
    (enemy_attackers & PALACE_APPROACH[side_index(color)]).count_ones() as i32
}

/// Number of pieces strictly between two squares of one file.
fn pieces_between_on_file(pos: &Snapshot, a: usize, b: usize) -> i32 {
    // The lower index is nearer Black's side: the squares below it and above the other.
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    let between = RAY_MASKS[low][DOWN] & RAY_MASKS[high][UP];
    (between & pos.occupied).count_ones() as i32
}
