//! Attack sets of every xiangqi piece as 90-square bitboards (numbering in `types.rs`).
//!
//! Owns the geometry of movement: slider rays, the cannon's screen, the horse leg
//! (蹩马腿), the elephant eye (塞象眼) and river, palace steps and soldier steps. It knows
//! nothing about whose turn it is or about legality; `movegen.rs` builds on it.
//!
//! Sliders: along a rank, the 9 occupancy bits of the rank are cut out with one shift
//! and looked up in a table of 9 x 512 entries (one per file and rank occupancy). Along
//! a file the nearest blocker in each direction is found with one bit scan over a
//! precomputed ray. Everything else is a table lookup per step, with the blocking square
//! tested against the occupancy. The `slow` module walks the board square by square and
//! serves as the oracle for the tests.

use super::types::{Color, Square};
use crate::core::Bitboard;

/// All 90 squares.
pub const BOARD: Bitboard = Bitboard::first(Square::NUM);

/// A square index whose bit is never set in a real occupancy (bits 90..128 are always 0);
/// tables use it for "no blocking square" so lookups need no branch on the board edge.
const NOWHERE: u8 = 127;

/// Orthogonal directions as (file step, rank step): north (towards Black), east, south, west.
const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// Diagonal directions as (file step, rank step).
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const NORTH: usize = 0;
const SOUTH: usize = 2;

const fn offset(sq: usize, df: i32, dr: i32) -> Option<usize> {
    let f = (sq % 9) as i32 + df;
    let r = (sq / 9) as i32 + dr;
    if f >= 0 && f < 9 && r >= 0 && r < 10 {
        Some((r * 9 + f) as usize)
    } else {
        None
    }
}

const fn bit(sq: usize) -> u128 {
    1u128 << sq
}

const fn in_any_palace(sq: usize) -> bool {
    let f = sq % 9;
    let r = sq / 9;
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

const fn same_half(a: usize, b: usize) -> bool {
    (a / 9 <= 4) == (b / 9 <= 4)
}

/// Squares strictly beyond each square in each orthogonal direction, up to the edge.
const fn build_rays() -> [[u128; 90]; 4] {
    let mut t = [[0u128; 90]; 4];
    let mut d = 0;
    while d < 4 {
        let mut sq = 0;
        while sq < 90 {
            let mut cur = sq;
            while let Some(next) = offset(cur, ORTHOGONAL[d].0, ORTHOGONAL[d].1) {
                t[d][sq] |= bit(next);
                cur = next;
            }
            sq += 1;
        }
        d += 1;
    }
    t
}

/// `build_rays()`, indexed `[direction][square]`.
static RAYS: [[u128; 90]; 4] = build_rays();

/// The rank table for `screens` (see [`rank_slide_slow`]), indexed by file and the
/// rank's 9 occupancy bits.
const fn build_rank_table(screens: u32) -> [[u16; 512]; 9] {
    let mut t = [[0u16; 512]; 9];
    let mut file = 0;
    while file < 9 {
        let mut occ = 0;
        while occ < 512 {
            t[file][occ] = rank_slide_slow(file, occ, screens);
            occ += 1;
        }
        file += 1;
    }
    t
}

/// Chariot moves along one rank, indexed by file and the rank's 9 occupancy bits.
static RANK_SLIDES: [[u16; 512]; 9] = build_rank_table(0);

/// Cannon capture targets along one rank (the first piece beyond exactly one screen),
/// indexed like [`RANK_SLIDES`].
static RANK_CANNON: [[u16; 512]; 9] = build_rank_table(1);

/// Walks both ways along a 9-square rank from `file`; with `screens == 0` returns the
/// chariot's reach (empty squares and the first blocker), with `screens == 1` returns
/// the cannon's capture square (the first piece after one screen).
const fn rank_slide_slow(file: usize, occ: usize, screens: u32) -> u16 {
    let mut out = 0u16;
    let mut dir = 0;
    while dir < 2 {
        let step: i32 = if dir == 0 { 1 } else { -1 };
        let mut f = file as i32 + step;
        let mut seen = 0;
        while f >= 0 && f < 9 {
            let occupied = occ & (1 << f) != 0;
            if screens == 0 {
                out |= 1 << f;
                if occupied {
                    break;
                }
            } else if occupied {
                if seen == 1 {
                    out |= 1 << f;
                    break;
                }
                seen += 1;
            }
            f += step;
        }
        dir += 1;
    }
    out
}

/// The three stepping pieces whose step can be blocked by one square.
#[derive(Clone, Copy)]
enum BlockedStep {
    /// Horse moves from a square: the leg is the orthogonal neighbour.
    Horse,
    /// Horse moves onto a square, looked up backwards: the leg is a diagonal neighbour.
    HorseReverse,
    /// Elephant moves: the eye is the diagonal neighbour; the river stops it.
    Elephant,
}

/// The blocking square and the squares it blocks, for one square and one direction
/// (`(NOWHERE, 0)` where the step leaves the board).
const fn blocked_step(kind: BlockedStep, sq: usize, d: usize) -> (u8, u128) {
    match kind {
        BlockedStep::Horse => {
            let (df, dr) = ORTHOGONAL[d];
            if let Some(leg) = offset(sq, df, dr) {
                let mut targets = 0;
                // one more step in the same direction, then one to either side
                if let Some(t1) = offset(leg, df + dr, dr + df) {
                    targets |= bit(t1);
                }
                if let Some(t2) = offset(leg, df - dr, dr - df) {
                    targets |= bit(t2);
                }
                return (leg as u8, targets);
            }
        }
        BlockedStep::HorseReverse => {
            let (df, dr) = DIAGONAL[d];
            if let Some(leg) = offset(sq, df, dr) {
                let mut from = 0;
                if let Some(h1) = offset(leg, df, 0) {
                    from |= bit(h1);
                }
                if let Some(h2) = offset(leg, 0, dr) {
                    from |= bit(h2);
                }
                return (leg as u8, from);
            }
        }
        BlockedStep::Elephant => {
            let (df, dr) = DIAGONAL[d];
            if let (Some(eye), Some(target)) = (offset(sq, df, dr), offset(sq, 2 * df, 2 * dr)) {
                if same_half(sq, target) {
                    return (eye as u8, bit(target));
                }
            }
        }
    }
    (NOWHERE, 0)
}

/// `blocked_step` for every square and direction, indexed `[square][direction]`, with
/// the blocking square as a one-bit mask: testing it against the occupancy is an AND,
/// where a square index needs a 128-bit shift (a twentieth of xiangqi's search time
/// went to those shifts).
const fn build_blocked_steps(kind: BlockedStep) -> [[(u128, u128); 4]; 90] {
    let mut t = [[(0u128, 0u128); 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut d = 0;
        while d < 4 {
            let (block, targets) = blocked_step(kind, sq, d);
            t[sq][d] = (bit(block as usize), targets);
            d += 1;
        }
        sq += 1;
    }
    t
}

/// For each square and orthogonal direction: the horse leg (the adjacent square) and the
/// two targets it blocks.
static HORSE_STEPS: [[(u128, u128); 4]; 90] = build_blocked_steps(BlockedStep::Horse);

/// Reverse horse lookup: for each target square and diagonal direction, the leg (the
/// diagonal neighbour of the target) and the two squares from which a horse would reach
/// the target through that leg.
static HORSE_ATTACKERS_BY_LEG: [[(u128, u128); 4]; 90] =
    build_blocked_steps(BlockedStep::HorseReverse);

/// For each square and diagonal direction: the elephant eye and the target, if the
/// target stays on the same side of the river.
static ELEPHANT_STEPS: [[(u128, u128); 4]; 90] = build_blocked_steps(BlockedStep::Elephant);

/// One step in each of `directions` that stays inside the palace it starts in.
const fn build_palace_steps(directions: [(i32, i32); 4]) -> [u128; 90] {
    let mut t = [0u128; 90];
    let mut sq = 0;
    while sq < 90 {
        if in_any_palace(sq) {
            let mut d = 0;
            while d < 4 {
                if let Some(to) = offset(sq, directions[d].0, directions[d].1) {
                    if in_any_palace(to) && same_half(sq, to) {
                        t[sq] |= bit(to);
                    }
                }
                d += 1;
            }
        }
        sq += 1;
    }
    t
}

/// Advisor steps: one diagonal step that stays inside the palace it starts in.
static ADVISOR_STEPS: [u128; 90] = build_palace_steps(DIAGONAL);

/// General steps: one orthogonal step that stays inside the palace it starts in.
static GENERAL_STEPS: [u128; 90] = build_palace_steps(ORTHOGONAL);

const fn soldier_steps_slow(color: usize, sq: usize) -> u128 {
    let forward = if color == 0 { 1 } else { -1 };
    let mut out = 0;
    if let Some(to) = offset(sq, 0, forward) {
        out |= bit(to);
    }
    let crossed = if color == 0 { sq / 9 >= 5 } else { sq / 9 <= 4 };
    if crossed {
        if let Some(to) = offset(sq, 1, 0) {
            out |= bit(to);
        }
        if let Some(to) = offset(sq, -1, 0) {
            out |= bit(to);
        }
    }
    out
}

/// Soldier steps by colour: forward, plus sideways once across the river.
static SOLDIER_STEPS: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 90 {
            t[c][sq] = soldier_steps_slow(c, sq);
            sq += 1;
        }
        c += 1;
    }
    t
};

/// Reverse soldier lookup: squares from which a soldier of the colour attacks the square.
static SOLDIER_ATTACKERS: [[u128; 90]; 2] = {
    let mut t = [[0u128; 90]; 2];
    let mut c = 0;
    while c < 2 {
        let mut from = 0;
        while from < 90 {
            let mut steps = soldier_steps_slow(c, from);
            while steps != 0 {
                let to = steps.trailing_zeros() as usize;
                steps &= steps - 1;
                t[c][to] |= bit(from);
            }
            from += 1;
        }
        c += 1;
    }
    t
};

/// The full file and rank through each square, the square itself excluded.
static LINES: [u128; 90] = {
    let rays = build_rays();
    let mut t = [0u128; 90];
    let mut sq = 0;
    while sq < 90 {
        t[sq] = rays[0][sq] | rays[1][sq] | rays[2][sq] | rays[3][sq];
        sq += 1;
    }
    t
};

/// For a general on each square: its file and rank plus its diagonal neighbours, the
/// squares where a move by another piece can open or close an attack on it (chariot and
/// cannon lines, cannon screens, and the legs of horses that attack it).
static LINES_AND_HORSE_LEGS: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut sq = 0;
    while sq < 90 {
        t[sq] = LINES[sq];
        let mut d = 0;
        while d < 4 {
            if let Some(leg) = offset(sq, DIAGONAL[d].0, DIAGONAL[d].1) {
                t[sq] |= bit(leg);
            }
            d += 1;
        }
        sq += 1;
    }
    t
};

/// Nearest occupied square along `RAYS[dir][sq]`, if any.
#[inline(always)]
fn nearest(dir: usize, sq: usize, occ: u128) -> Option<usize> {
    let hits = RAYS[dir][sq] & occ;
    if hits == 0 {
        None
    } else if dir == NORTH {
        Some(hits.trailing_zeros() as usize)
    } else {
        Some(127 - hits.leading_zeros() as usize)
    }
}

#[inline(always)]
fn rank_occupancy(sq: usize, occ: u128) -> (usize, usize) {
    let shift = sq / 9 * 9;
    (shift, ((occ >> shift) & 0x1FF) as usize)
}

#[inline(always)]
fn file_slide(dir: usize, sq: usize, occ: u128) -> u128 {
    match nearest(dir, sq, occ) {
        Some(blocker) => RAYS[dir][sq] ^ RAYS[dir][blocker],
        None => RAYS[dir][sq],
    }
}

#[inline(always)]
fn file_cannon(dir: usize, sq: usize, occ: u128) -> u128 {
    match nearest(dir, sq, occ) {
        Some(screen) => match nearest(dir, screen, occ) {
            Some(target) => bit(target),
            None => 0,
        },
        None => 0,
    }
}

/// Squares a chariot on `sq` reaches: empty squares up to and including the first
/// blocker in each direction.
#[inline(always)]
pub fn chariot_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let s = sq.index();
    let (shift, rank_occ) = rank_occupancy(s, occ.0);
    let rank = (RANK_SLIDES[s % 9][rank_occ] as u128) << shift;
    Bitboard(rank | file_slide(NORTH, s, occ.0) | file_slide(SOUTH, s, occ.0))
}

/// Squares a cannon on `sq` can capture on: in each direction, the first piece beyond
/// exactly one screen (of either colour). Always occupied squares; AND with the enemy.
#[inline(always)]
pub fn cannon_captures(sq: Square, occ: Bitboard) -> Bitboard {
    let s = sq.index();
    let (shift, rank_occ) = rank_occupancy(s, occ.0);
    let rank = (RANK_CANNON[s % 9][rank_occ] as u128) << shift;
    Bitboard(rank | file_cannon(NORTH, s, occ.0) | file_cannon(SOUTH, s, occ.0))
}

/// Union of the targets of the steps whose blocking square (horse leg, elephant eye) is
/// empty in `occ`.
#[inline(always)]
fn unblocked_steps(steps: &[(u128, u128); 4], occ: Bitboard) -> u128 {
    let mut out = 0;
    for &(block, targets) in steps {
        if occ.0 & block == 0 {
            out |= targets;
        }
    }
    out
}

/// Squares a horse on `sq` reaches (legs next to the horse must be empty).
#[inline(always)]
pub fn horse_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(unblocked_steps(&HORSE_STEPS[sq.index()], occ))
}

/// Squares from which a horse would attack `sq` (legs next to those horses, that is the
/// diagonal neighbours of `sq`, must be empty).
#[inline(always)]
pub fn horse_attackers(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(unblocked_steps(&HORSE_ATTACKERS_BY_LEG[sq.index()], occ))
}

/// Occupied legs that stop a horse in `horses` from attacking `sq`: the pieces whose
/// departure would let such a horse attack `sq`.
#[inline(always)]
pub fn horse_leg_blockers(sq: Square, occ: Bitboard, horses: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &(leg, from) in &HORSE_ATTACKERS_BY_LEG[sq.index()] {
        if occ.0 & leg != 0 && from & horses.0 != 0 {
            out.0 |= leg;
        }
    }
    out
}

/// The horse leg for a horse move from `from` to `to`; `None` if that is not a horse step.
pub fn horse_leg(from: Square, to: Square) -> Option<Square> {
    HORSE_STEPS[from.index()]
        .iter()
        .find(|&&(_, targets)| targets & bit(to.index()) != 0)
        .map(|&(leg, _)| Square::from_index(leg.trailing_zeros() as usize))
}

/// Squares an elephant on `sq` reaches: two diagonal steps with an empty eye, never
/// across the river.
#[inline(always)]
pub fn elephant_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(unblocked_steps(&ELEPHANT_STEPS[sq.index()], occ))
}

/// The elephant eye for an elephant move from `from` to `to`; `None` if not an elephant step.
pub fn elephant_eye(from: Square, to: Square) -> Option<Square> {
    ELEPHANT_STEPS[from.index()]
        .iter()
        .find(|&&(_, target)| target & bit(to.index()) != 0)
        .map(|&(eye, _)| Square::from_index(eye.trailing_zeros() as usize))
}

/// Advisor steps from `sq` (empty outside the palaces).
#[inline(always)]
pub fn advisor_attacks(sq: Square) -> Bitboard {
    Bitboard(ADVISOR_STEPS[sq.index()])
}

/// General steps from `sq` (empty outside the palaces).
#[inline(always)]
pub fn general_attacks(sq: Square) -> Bitboard {
    Bitboard(GENERAL_STEPS[sq.index()])
}

/// Squares a soldier of `color` on `sq` reaches.
#[inline(always)]
pub fn soldier_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(SOLDIER_STEPS[color.index()][sq.index()])
}

/// Squares from which a soldier of `color` attacks `sq`.
#[inline(always)]
pub fn soldier_attackers(color: Color, sq: Square) -> Bitboard {
    Bitboard(SOLDIER_ATTACKERS[color.index()][sq.index()])
}

/// The file and rank of `sq` and its diagonal neighbours: where a move can open or close
/// a line or a horse leg onto a general standing on `sq`.
#[inline(always)]
pub fn lines_and_horse_legs(sq: Square) -> Bitboard {
    Bitboard(LINES_AND_HORSE_LEGS[sq.index()])
}

/// The whole file and rank through `sq`, without `sq`.
#[inline(always)]
pub fn lines(sq: Square) -> Bitboard {
    Bitboard(LINES[sq.index()])
}

/// Squares strictly between `a` and `b` when they share a file or rank; empty otherwise.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    let (a, b) = (a.index(), b.index());
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    let mask = if lo % 9 == hi % 9 {
        RAYS[NORTH][lo] & RAYS[SOUTH][hi]
    } else if lo / 9 == hi / 9 {
        RAYS[1][lo] & RAYS[3][hi]
    } else {
        0
    };
    Bitboard(mask)
}

/// The 45 squares on `color`'s side of the river (Red: ranks 0-4, Black: ranks 5-9).
#[inline(always)]
pub fn own_half(color: Color) -> Bitboard {
    let red_half = Bitboard::first(45);
    match color {
        Color::Red => red_half,
        Color::Black => BOARD ^ red_half,
    }
}

/// Every square of `color`'s palace.
pub fn palace(color: Color) -> Bitboard {
    Bitboard(
        (0..90)
            .filter(|&s| Square::from_index(s).in_palace(color))
            .fold(0, |acc, s| acc | bit(s)),
    )
}

/// Slow reference implementations that walk the board point by point, written straight
/// from the rules of how each piece moves; the fast functions above are tested against them.
pub mod slow {
    use super::super::types::{Color, Square};
    use crate::core::Bitboard;

    fn walk(sq: Square, occ: Bitboard, screens_needed: u32) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let mut cur = sq;
            let mut screens = 0;
            while let Some(next) = cur.offset(df, dr) {
                cur = next;
                let occupied = occ.contains(cur.index());
                if screens_needed == 0 {
                    out = out.with(cur.index());
                    if occupied {
                        break;
                    }
                } else if occupied {
                    if screens == screens_needed {
                        out = out.with(cur.index());
                        break;
                    }
                    screens += 1;
                }
            }
        }
        out
    }

    /// Chariot reach, by walking.
    pub fn chariot(sq: Square, occ: Bitboard) -> Bitboard {
        walk(sq, occ, 0)
    }

    /// Cannon capture squares, by walking.
    pub fn cannon_captures(sq: Square, occ: Bitboard) -> Bitboard {
        walk(sq, occ, 1)
    }

    /// Horse reach, by checking each of the 8 moves and its leg.
    pub fn horse(sq: Square, occ: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for (df, dr) in [
            (1, 2),
            (-1, 2),
            (1, -2),
            (-1, -2),
            (2, 1),
            (2, -1),
            (-2, 1),
            (-2, -1),
        ] {
            let leg = if i32::abs(dr) == 2 {
                sq.offset(0, dr / 2)
            } else {
                sq.offset(df / 2, 0)
            };
            if let (Some(leg), Some(to)) = (leg, sq.offset(df, dr)) {
                if !occ.contains(leg.index()) {
                    out = out.with(to.index());
                }
            }
        }
        out
    }

    /// Squares of horses that attack `sq`, by testing every square.
    pub fn horse_attackers(sq: Square, occ: Bitboard) -> Bitboard {
        Square::all()
            .filter(|&h| horse(h, occ).contains(sq.index()))
            .fold(Bitboard::EMPTY, |b, h| b.with(h.index()))
    }

    /// Elephant reach: eye empty, target on the same side of the river.
    pub fn elephant(sq: Square, occ: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if let (Some(eye), Some(to)) = (sq.offset(df, dr), sq.offset(2 * df, 2 * dr)) {
                let same_side = (sq.rank().index() <= 4) == (to.rank().index() <= 4);
                if same_side && !occ.contains(eye.index()) {
                    out = out.with(to.index());
                }
            }
        }
        out
    }

    fn palace_steps(sq: Square, steps: [(i32, i32); 4]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for color in Color::ALL {
            if sq.in_palace(color) {
                for (df, dr) in steps {
                    if let Some(to) = sq.offset(df, dr).filter(|t| t.in_palace(color)) {
                        out = out.with(to.index());
                    }
                }
            }
        }
        out
    }

    /// Advisor steps inside the palace.
    pub fn advisor(sq: Square) -> Bitboard {
        palace_steps(sq, [(1, 1), (1, -1), (-1, 1), (-1, -1)])
    }

    /// General steps inside the palace.
    pub fn general(sq: Square) -> Bitboard {
        palace_steps(sq, [(1, 0), (-1, 0), (0, 1), (0, -1)])
    }

    /// Soldier steps: forward, sideways after the river.
    pub fn soldier(color: Color, sq: Square) -> Bitboard {
        let forward = if color == Color::Red { 1 } else { -1 };
        let mut out = Bitboard::EMPTY;
        let mut steps = vec![(0, forward)];
        if !sq.own_half(color) {
            steps.extend([(1, 0), (-1, 0)]);
        }
        for (df, dr) in steps {
            if let Some(to) = sq.offset(df, dr) {
                out = out.with(to.index());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    fn random_occupancy(rng: &mut Rng) -> Bitboard {
        let density = rng.below(60) + 1;
        let mut occ = Bitboard::EMPTY;
        for sq in 0..90 {
            if rng.below(100) < density {
                occ = occ.with(sq);
            }
        }
        occ
    }

    #[test]
    fn fast_attacks_match_the_slow_walkers() {
        let mut rng = Rng::new(0x5EED_0003);
        for _ in 0..400 {
            let occ = random_occupancy(&mut rng);
            for sq in Square::all() {
                assert_eq!(
                    chariot_attacks(sq, occ),
                    slow::chariot(sq, occ),
                    "chariot {sq}"
                );
                assert_eq!(
                    cannon_captures(sq, occ),
                    slow::cannon_captures(sq, occ),
                    "cannon {sq}"
                );
                assert_eq!(horse_attacks(sq, occ), slow::horse(sq, occ), "horse {sq}");
                assert_eq!(
                    elephant_attacks(sq, occ),
                    slow::elephant(sq, occ),
                    "elephant {sq}"
                );
            }
        }
        for _ in 0..40 {
            let occ = random_occupancy(&mut rng);
            for sq in Square::all() {
                assert_eq!(
                    horse_attackers(sq, occ),
                    slow::horse_attackers(sq, occ),
                    "horse attackers {sq}"
                );
            }
        }
        for sq in Square::all() {
            assert_eq!(advisor_attacks(sq), slow::advisor(sq));
            assert_eq!(general_attacks(sq), slow::general(sq));
            for color in Color::ALL {
                assert_eq!(soldier_attacks(color, sq), slow::soldier(color, sq));
                let reverse = Square::all()
                    .filter(|&s| slow::soldier(color, s).contains(sq.index()))
                    .fold(Bitboard::EMPTY, |b, s| b.with(s.index()));
                assert_eq!(soldier_attackers(color, sq), reverse);
            }
        }
    }

    #[test]
    fn between_and_lines() {
        let sq = |s: &str| {
            let f = s.as_bytes()[0] - b'a';
            let r = s.as_bytes()[1] - b'0';
            Square::from_index(r as usize * 9 + f as usize)
        };
        assert_eq!(between(sq("e0"), sq("e9")).count(), 8);
        assert_eq!(between(sq("a3"), sq("i3")).count(), 7);
        assert_eq!(between(sq("a3"), sq("b3")).count(), 0);
        assert!(between(sq("a0"), sq("b1")).is_empty());
        assert_eq!(lines(sq("e4")).count(), 17);
        assert_eq!(palace(Color::Red).count(), 9);
        assert_eq!(horse_leg(sq("b0"), sq("c2")), Some(sq("b1")));
        assert_eq!(horse_leg(sq("b0"), sq("d1")), Some(sq("c0")));
        assert_eq!(horse_leg(sq("b0"), sq("b2")), None);
        assert_eq!(elephant_eye(sq("c0"), sq("e2")), Some(sq("d1")));
        assert_eq!(
            elephant_eye(sq("c4"), sq("e6")),
            None,
            "elephants never cross the river"
        );
    }
}
