//! Palace attack: how hard each side's palace is pressed, as a table of one-hot cells
//! that the fit shapes. The linear general-safety terms (`terms.rs`) count attackers
//! and open files one by one, but attacks on a general do not add up: one chariot in
//! the palace is a nuisance, a chariot, a horse and a cannon together are a mating net.
//! Each palace gets one cell of `PALACE_ATTACK`, chosen by
//!
//! - how many enemy attacker kinds (chariot, horse, cannon over its screen, soldier)
//!   attack at least one palace square,
//! - how many palace squares are *weak*: attacked by the enemy and covered by no own
//!   piece but the general (capped at [`WEAK_CAP`]),
//! - and whether the attacker is to move,
//!
//! counted for the palace's owner. The attack maps come from the pass over the pieces
//! that the mobility and threat terms make (`threats::AttackMaps`).

use super::params::PALACE_ATTACK;
use super::snapshot::{side_index, square_at, Snapshot, RANKS};
use super::terms::sign;
use super::threats::{attacker, AttackMaps};
use super::Color;
use crate::Sink;

/// Weak palace squares counted; more count as this many (five of nine weak squares are
/// already a lost palace).
pub const WEAK_CAP: usize = 4;
/// Columns of `PALACE_ATTACK`: weak squares 0 ..= [`WEAK_CAP`].
pub const COLUMNS: usize = WEAK_CAP + 1;
/// Enemy attacker kinds counted (chariot, horse, cannon, soldier).
const ATTACKER_KINDS: [usize; 4] = [
    attacker::CHARIOT,
    attacker::HORSE,
    attacker::CANNON,
    attacker::SOLDIER,
];
/// Rows per side to move: 0 ..= 4 attacking kinds.
pub const KIND_ROWS: usize = ATTACKER_KINDS.len() + 1;
/// Rows of `PALACE_ATTACK`: [`KIND_ROWS`] with the palace's owner to move, then as many
/// with the attacker to move.
pub const ROWS: usize = 2 * KIND_ROWS;

/// Per side ([`side_index`]), the nine squares of its palace (files d..f, its first
/// three ranks), as a mask over FEN order.
static PALACE: [u128; 2] = {
    let mut out = [0u128; 2];
    let mut rank = 0;
    while rank < 3 {
        let mut file = 3;
        while file <= 5 {
            out[0] |= 1 << square_at(file, rank);
            out[1] |= 1 << square_at(file, RANKS - 1 - rank);
            file += 1;
        }
        rank += 1;
    }
    out
};

/// The `PALACE_ATTACK` cell of `color`'s palace: `(row, column)`.
pub fn cell(pos: &Snapshot, maps: &AttackMaps, color: Color) -> (usize, usize) {
    let (us, them) = (side_index(color), side_index(color.opponent()));
    let palace = PALACE[us];
    let kinds = ATTACKER_KINDS
        .iter()
        .filter(|&&kind| maps.by_class(them, kind) & palace != 0)
        .count();
    let weak = palace & maps.all(them) & !maps.cover(us);
    let column = (weak.count_ones() as usize).min(WEAK_CAP);
    let attacker_to_move = usize::from(pos.side_to_move != color);
    (attacker_to_move * KIND_ROWS + kinds, column)
}

/// Reports the palace-attack cell of both palaces, each counted for its owner.
pub fn accumulate(pos: &Snapshot, maps: &AttackMaps, sink: &mut impl Sink) {
    for color in [Color::Red, Color::Black] {
        let (row, column) = cell(pos, maps, color);
        sink.add(PALACE_ATTACK + row * COLUMNS + column, sign(color));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::snapshot::{file_of, relative_rank};

    #[test]
    fn each_palace_has_nine_squares_on_files_d_to_f_at_its_own_end() {
        for color in [Color::Red, Color::Black] {
            let palace = PALACE[side_index(color)];
            assert_eq!(palace.count_ones(), 9);
            for square in (0..90).filter(|&s| palace & 1 << s != 0) {
                assert!((3..=5).contains(&file_of(square)));
                assert!(relative_rank(color, square) <= 2);
            }
        }
    }
}
