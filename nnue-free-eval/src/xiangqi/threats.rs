//! Threats: the squares each side attacks, and the features of enemy pieces under
//! attack, by the kind of the attacker (a chariot attacked by a soldier is worse off than
//! one attacked by a chariot) and by whether anything defends them. The mobility terms
//! count moves; these count what the moves hit. Like every term here, they report
//! counts for Red minus Black and leave the weights to the fit.

use super::params::{HANGING, THREATS, THREAT_VICTIMS};
use super::snapshot::{
    across_river, file_of, kind_index, relative_rank, side_index, sign, step, Snapshot,
};
use super::{Color, Piece, SQUARES};
use crate::Sink;

pub use super::params::attacker;

/// The first victim kind of the `THREATS` and `HANGING` columns (advisor..soldier in
/// [`kind_index`] order; the general under attack is check, not a threat).
const FIRST_VICTIM: usize = kind_index(Piece::Advisor);
const _: () = assert!(FIRST_VICTIM + THREAT_VICTIMS == kind_index(Piece::Soldier) + 1);

/// Squares each side attacks (any occupant), per attacker class and in all. The
/// mobility terms fill it as they walk each piece's moves (`terms.rs`).
#[derive(Default)]
pub struct AttackMaps {
    by_class: [[u128; attacker::CLASSES]; 2],
    all: [u128; 2],
}

impl AttackMaps {
    /// Adds `squares` to what `color`'s pieces of `class` attack.
    #[inline(always)]
    pub fn add(&mut self, color: Color, class: usize, squares: u128) {
        let side = side_index(color);
        self.by_class[side][class] |= squares;
        self.all[side] |= squares;
    }
}

/// Reports the threat features of `pos`, whose attacks are `maps`, to `sink`.
pub fn accumulate(pos: &Snapshot, maps: &AttackMaps, sink: &mut impl Sink) {
    for color in [Color::Red, Color::Black] {
        let (us, them) = (side_index(color), side_index(color.opponent()));
        let s = sign(color);
        // Row of `HANGING`: 1 when the attacker is to move and may take at once.
        let hanging = HANGING + usize::from(pos.side_to_move == color) * THREAT_VICTIMS;
        // Few enemy pieces are attacked at once: walk them rather than every pair of
        // attacker class and victim kind.
        let mut attacked = maps.all[us] & pos.by_side[them];
        while attacked != 0 {
            let bit = attacked & attacked.wrapping_neg();
            attacked ^= bit;
            let Some(victim) =
                (0..THREAT_VICTIMS).find(|&v| pos.by_kind[them][FIRST_VICTIM + v] & bit != 0)
            else {
                continue; // the general: check, not a threat
            };
            for (class, &attacks) in maps.by_class[us].iter().enumerate() {
                if attacks & bit != 0 {
                    sink.add(THREATS + class * THREAT_VICTIMS + victim, s);
                }
            }
            if maps.all[them] & bit == 0 {
                sink.add(hanging + victim, s);
            }
        }
    }
}

/// True when `square` lies in either palace (files d..f, three ranks at each end).
const fn in_palace(square: usize) -> bool {
    let file = file_of(square);
    let rank = relative_rank(Color::Red, square);
    file >= 3 && file <= 5 && (rank <= 2 || rank >= 7)
}

/// The squares one `steps` away that stay in a palace: a piece in one palace never
/// reaches the other in one step, so "a palace" is its own.
const fn palace_steps(steps: [(i32, i32); 4]) -> [u128; SQUARES] {
    let mut out = [0u128; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        if in_palace(square) {
            let mut d = 0;
            while d < 4 {
                if let Some(target) = step(square, steps[d].0, steps[d].1) {
                    if in_palace(target) {
                        out[square] |= 1 << target;
                    }
                }
                d += 1;
            }
        }
        square += 1;
    }
    out
}

/// Advisor attacks: a diagonal step inside the palace.
pub static ADVISOR_ATTACKS: [u128; SQUARES] = palace_steps([(1, 1), (1, -1), (-1, 1), (-1, -1)]);

/// General attacks: an orthogonal step inside the palace (the generals' facing each
/// other is illegal, so it is no attack to count).
pub static GENERAL_ATTACKS: [u128; SQUARES] = palace_steps([(0, 1), (0, -1), (1, 0), (-1, 0)]);

/// Soldier attacks per side ([`side_index`]): one step forward, and sideways once
/// across the river.
pub static SOLDIER_ATTACKS: [[u128; SQUARES]; 2] = {
    let mut out = [[0u128; SQUARES]; 2];
    let mut side = 0;
    while side < 2 {
        let (color, forward) = if side == 0 {
            (Color::Red, 1)
        } else {
            (Color::Black, -1)
        };
        let mut square = 0;
        while square < SQUARES {
            if let Some(target) = step(square, 0, forward) {
                out[side][square] |= 1 << target;
            }
            if across_river(color, square) {
                if let Some(target) = step(square, 1, 0) {
                    out[side][square] |= 1 << target;
                }
                if let Some(target) = step(square, -1, 0) {
                    out[side][square] |= 1 << target;
                }
            }
            square += 1;
        }
        side += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::super::fen::ArrayBoard;
    use super::super::terms;
    use super::*;
    use crate::Trace;

    /// The count of each threat feature of `fen`, Red minus Black.
    fn counts(fen: &str) -> impl Fn(usize) -> i32 {
        let board = ArrayBoard::from_fen(fen).expect("valid FEN");
        let mut trace = Trace::default();
        terms::accumulate(&Snapshot::read(&board), &mut trace);
        let merged = trace.merged();
        move |feature| {
            merged
                .iter()
                .find(|&&(f, _)| f as usize == feature)
                .map_or(0, |&(_, c)| c)
        }
    }

    fn threat(class: usize, victim: Piece) -> usize {
        THREATS + class * THREAT_VICTIMS + kind_index(victim) - FIRST_VICTIM
    }

    #[test]
    fn chariot_hits_the_first_piece_and_cannon_the_one_beyond_the_screen() {
        // Red chariot a0 under its own cannon a1; black soldier a4, black horse a6, black
        // chariot i9 with nothing on the i-file.
        let count = counts("4k3r/9/9/n8/9/p8/9/9/C8/R3K4 w - - 0 1");
        // The cannon jumps the soldier and hits the horse; the chariot sees only its cannon.
        assert_eq!(count(threat(attacker::CANNON, Piece::Horse)), 1);
        assert_eq!(count(threat(attacker::CANNON, Piece::Soldier)), 0);
        assert_eq!(count(threat(attacker::CHARIOT, Piece::Soldier)), 0);
        // Nothing defends the horse: hanging, Red (the attacker) to move.
        assert_eq!(
            count(HANGING + THREAT_VICTIMS + kind_index(Piece::Horse) - FIRST_VICTIM),
            1
        );
    }

    #[test]
    fn soldiers_attack_sideways_only_across_the_river() {
        let red = side_index(Color::Red);
        let at = |name: &str| {
            let b = name.as_bytes();
            1u128
                << super::super::snapshot::square_at((b[0] - b'a') as usize, (b[1] - b'0') as usize)
        };
        // e5 is across the river: e6, d5 and f5.
        let across = SOLDIER_ATTACKS[red][at("e5").trailing_zeros() as usize];
        assert_eq!(across, at("e6") | at("d5") | at("f5"));
        // a3 is at home: a4 only.
        assert_eq!(
            SOLDIER_ATTACKS[red][at("a3").trailing_zeros() as usize],
            at("a4")
        );
    }

    #[test]
    fn hanging_counts_undefended_victims_for_the_attacker() {
        // Red horse e2 attacks black soldiers d4 and f4; f4 is defended by the black
        // chariot f9 down the open f-file, d4 is not.
        let count = counts("4kr3/9/9/9/9/3p1p3/9/4N4/9/4K4 w - - 0 1");
        let soldier = kind_index(Piece::Soldier) - FIRST_VICTIM;
        assert_eq!(count(threat(attacker::HORSE, Piece::Soldier)), 2);
        // Red to move: the attacker's row of `HANGING`.
        assert_eq!(count(HANGING + THREAT_VICTIMS + soldier), 1);
        assert_eq!(count(HANGING + soldier), 0);
    }
}
