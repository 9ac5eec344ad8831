//! Shogi king danger: how close each king is to a mating attack, counting what the
//! attacker can drop, turned into one nonlinear penalty.
//!
//! The linear king-safety terms (`terms.rs`) count defenders and attacked squares one
//! by one, so three attackers cost three times one. Mating attacks do not add up like
//! that: one attacker near a castle means little, three mean mate, and in shogi most of
//! the attackers arrive by a drop from the hand. This module, modelled on Stockfish's
//! classical king danger and adapted to drops, builds per king a *danger* in points
//! from
//!
//! - the enemy pieces that attack the king's [`DANGER_ZONE`] (the eight squares around
//!   it and the three two rows in front), weighted by kind ([`ZONE_ATTACKER`]);
//! - the enemy attacks on the eight adjacent squares, and the *weak* ones among those
//!   squares (attacked by the enemy, covered by no defender but the king);
//! - for each kind, whether the enemy has a *safe check*: a board move or a drop from
//!   its hand onto a square that checks the king, that no defender other than the king
//!   covers and, next to the king, that the king cannot take (the square is covered by
//!   another enemy piece);
//! - the enemy's hand (a rook or bishop in hand is an attacker that can land anywhere);
//! - minus the defenders: golds and silvers next to the king and the defenders' own
//!   cover of the adjacent squares.
//!
//! The danger is capped at `DANGER_CAP` and reported, for the king's owner, as four
//! entries of the `KING_DANGER` table: its square over `DANGER_DIVISOR` and the danger
//! itself over `LINEAR_DIVISOR`, each split by whether the attacker or the king's owner
//! is to move (an attacker to move starts the mating attack; a defender to move can
//! still parry it). Their weights give the penalty's curve, a quadratic with a linear
//! part, per side to move: the fit learns the shape, not only the scale. The `SAFE_CHECKS`
//! table adds, for the king's owner, one weight per class with a safe check, in the
//! same two rows, so that the fit can weigh each check apart from the hand-set points. The point
//! values below are hand-set (Stockfish's relative weights, moved toward shogi's drop
//! attacks); they only have to rank attacks sensibly.
//!
//! Cost: the attack maps come from the same pass over the pieces as the linear king
//! terms (each piece's attacks are computed once, for these and the threats of
//! `threats.rs`); a safe check is a few mask operations per kind. Attacks and defences are known only within
//! two squares of the king ([`super::geometry::NEAR`]): a rook dropped far down an open
//! line counts as a safe check, a board move that checks from further away does not.

use super::geometry::{attacks, ADJACENT, DANGER_ZONE, SQUARE_BIT};
pub use super::params::danger::{entry, CLASSES};
use super::params::{KING_DANGER, SAFE_CHECKS};
use super::snapshot::{side_index, sign, Snapshot};
use super::{Color, Piece};
use crate::Sink;

const SILVER: usize = 3;
const GOLD: usize = 4;

/// The class of a board piece; `None` for the king, whose attacks are not an attack.
pub(super) const fn class_of(piece: Piece) -> Option<usize> {
    match piece {
        Piece::Pawn => Some(0),
        Piece::Lance => Some(1),
        Piece::Knight => Some(2),
        Piece::Silver => Some(3),
        Piece::Gold
        | Piece::Tokin
        | Piece::PromotedLance
        | Piece::PromotedKnight
        | Piece::PromotedSilver => Some(4),
        Piece::Bishop | Piece::Horse => Some(5),
        Piece::Rook | Piece::Dragon => Some(6),
        Piece::King => None,
    }
}

/// The unpromoted kind whose moves from the king's square are the checking squares of
/// each class (a piece of the *enemy* checks from the squares our own piece of that
/// kind would attack from the king's square).
const CHECKER: [Piece; CLASSES] = [
    Piece::Pawn,
    Piece::Lance,
    Piece::Knight,
    Piece::Silver,
    Piece::Gold,
    Piece::Bishop,
    Piece::Rook,
];

/// Danger points per enemy piece attacking the king's zone, by class (pawn, lance,
/// knight, silver, gold, bishop, rook). Stockfish weighs a knight or bishop about twice
/// a rook per attacker because the queen dominates its attacks; shogi has no queen and
/// the rook/dragon is the strongest attacker, the gold-movers and silver close behind
/// (they are what actually mates), a pawn attack is a nuisance.
const ZONE_ATTACKER: [i32; CLASSES] = [2, 6, 8, 10, 10, 10, 14];
/// Danger points per enemy attack on a square next to the king (Stockfish: 185 of its
/// 4096-scale units per attack, about a tenth of a safe check; the same ratio here).
const ATTACK_ON_ADJACENT: i32 = 4;
/// Danger points per weak adjacent square (attacked, covered only by the king).
const WEAK_SQUARE: i32 = 10;
/// Danger points for a safe check by a board move or a drop, by class. A safe check is
/// the start of every mating attack; drops of gold, silver and knight next to the king
/// are shogi's typical finishes, a rook drop on an open line is the strongest.
const SAFE_CHECK: [i32; CLASSES] = [0, 15, 30, 25, 30, 25, 40];
/// Danger points per enemy hand piece (at most [`HAND_COUNTED`] of a kind): attackers
/// that can arrive anywhere in one move. Rook and bishop in hand are worth far more as
/// attackers than on a quiet board; a pawn in hand makes tataki and tsugifu possible.
const HAND_ATTACKER: [i32; CLASSES] = [3, 5, 8, 8, 10, 15, 25];
/// Pieces of one kind in hand that add danger (the third gold rarely adds a new threat).
const HAND_COUNTED: i32 = 2;
/// Danger points taken off per own gold, gold-mover or silver next to the king.
const GUARD: i32 = 12;
/// Danger points taken off per defending attack on a square next to the king.
const COVER: i32 = 3;
/// Danger beyond which the penalty stops growing: a king this exposed is lost or mated,
/// which the search sees better than any count.
const DANGER_CAP: i32 = 256;
/// Divides danger²: at the cap the squared entries count 64, at danger 100 they count 9,
/// at danger 50 they count 2 (their weights, per side to move, are fitted: weights.rs).
const DANGER_DIVISOR: i32 = 1024;

/// Divides the capped danger for the linear entries: at the cap they count 16.
const LINEAR_DIVISOR: i32 = 16;

/// The danger kept within `0..=DANGER_CAP`.
const fn capped(danger: i32) -> i32 {
    if danger < 0 {
        0
    } else if danger > DANGER_CAP {
        DANGER_CAP
    } else {
        danger
    }
}

/// The nonlinear transform of a danger in points into the squared entries' count.
pub const fn penalty_count(danger: i32) -> i32 {
    let d = capped(danger);
    d * d / DANGER_DIVISOR
}

/// A danger in points as the linear entries' count.
pub const fn linear_count(danger: i32) -> i32 {
    capped(danger) / LINEAR_DIVISOR
}

/// What one pass over the pieces learns about each side's attacks near the kings, per
/// side ([`side_index`]). Attack sets are exact within two squares of either king.
#[derive(Default)]
pub struct AttackMaps {
    /// Squares attacked by at least one of the side's pieces (king left out).
    all: [u128; 2],
    /// Squares attacked by at least two.
    twice: [u128; 2],
    /// Squares attacked per class.
    by_class: [[u128; CLASSES]; 2],
    /// [`ZONE_ATTACKER`] points of the side's pieces attacking the enemy king's zone.
    zone_attackers: [i32; 2],
    /// The side's attacks on the squares next to the enemy king (also a linear term).
    adjacent_attacks: [i32; 2],
    /// The side's attacks on the squares next to its own king (also a linear term).
    cover: [i32; 2],
    /// The side's golds, gold-movers and silvers next to its own king.
    guards: [i32; 2],
}

/// The squares around each side's king the danger reads, looked up once per evaluation.
pub struct Zones {
    /// [`DANGER_ZONE`] of each side's king; empty without a king.
    pub zone: [u128; 2],
    /// [`ADJACENT`] squares of each side's king; empty without a king.
    pub adjacent: [u128; 2],
    /// Both danger zones: where the pieces' attacks must be exact.
    pub both: u128,
}

impl Zones {
    /// The zones of both kings of `pos`.
    #[inline(always)]
    pub fn of(pos: &Snapshot) -> Zones {
        let zone = |side: usize| pos.kings[side].map_or(0, |k| DANGER_ZONE[side][k]);
        let adjacent = |side: usize| pos.kings[side].map_or(0, |k| ADJACENT[k]);
        Zones {
            zone: [zone(0), zone(1)],
            adjacent: [adjacent(0), adjacent(1)],
            both: zone(0) | zone(1),
        }
    }
}

impl AttackMaps {
    /// Records what the piece `piece` of `color` on `square` attacks inside either
    /// danger zone, given `attacks`, which must be exact inside [`Zones::both`] (a
    /// king's own attacks are no attack and are left out).
    #[inline(always)]
    pub fn record(
        &mut self,
        zones: &Zones,
        square: usize,
        color: Color,
        piece: Piece,
        attacks: u128,
    ) {
        if piece != Piece::King {
            self.add(zones, color, piece, square, attacks & zones.both);
        }
    }

    /// Records the piece `piece` of `color` on `square` attacking `targets`, the squares
    /// it attacks inside either danger zone ([`Zones::both`]; nothing outside).
    #[inline(always)]
    fn add(&mut self, zones: &Zones, color: Color, piece: Piece, square: usize, targets: u128) {
        let Some(class) = class_of(piece) else {
            return;
        };
        let own = side_index(color);
        if (class == SILVER || class == GOLD) && zones.adjacent[own] & SQUARE_BIT[square] != 0 {
            self.guards[own] += 1;
        }
        // Most pieces attack nothing near either king: nothing else to record.
        if targets == 0 {
            return;
        }
        let enemy = 1 - own;
        self.twice[own] |= self.all[own] & targets;
        self.all[own] |= targets;
        self.by_class[own][class] |= targets;
        if targets & zones.zone[enemy] != 0 {
            self.zone_attackers[own] += ZONE_ATTACKER[class];
        }
        self.adjacent_attacks[own] += (targets & zones.adjacent[enemy]).count_ones() as i32;
        self.cover[own] += (targets & zones.adjacent[own]).count_ones() as i32;
    }

    /// `color`'s attacks on the squares next to the enemy king.
    pub fn adjacent_attacks(&self, color: Color) -> i32 {
        self.adjacent_attacks[side_index(color)]
    }

    /// `color`'s attacks on the squares next to its own king.
    pub fn cover(&self, color: Color) -> i32 {
        self.cover[side_index(color)]
    }
}

/// What [`assess`] finds about one king.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assessment {
    /// The danger in points, before the transform.
    pub points: i32,
    /// The classes (bit per class, pawn = bit 0 .. rook = bit 6) with a safe check.
    pub safe_checks: u32,
}

/// The danger in points to `color`'s king (0 without a king), before the transform.
pub fn danger(pos: &Snapshot, maps: &AttackMaps, zones: &Zones, color: Color) -> i32 {
    assess(pos, maps, zones, color).points
}

/// The danger to `color`'s king and the enemy's safe checks (nothing without a king).
pub fn assess(pos: &Snapshot, maps: &AttackMaps, zones: &Zones, color: Color) -> Assessment {
    let us = side_index(color);
    let them = 1 - us;
    let enemy = color.opponent();
    let Some(king) = pos.kings[us] else {
        return Assessment::default();
    };
    let adjacent = zones.adjacent[us];
    let ours = maps.all[us];
    let theirs = maps.all[them];
    let weak = theirs & adjacent & !ours;

    let mut danger = maps.zone_attackers[them]
        + ATTACK_ON_ADJACENT * maps.adjacent_attacks[them]
        + WEAK_SQUARE * weak.count_ones() as i32;

    // Safe checking squares: no defender but the king covers them, and next to the
    // king another attacker supports the checking piece (a drop needs one supporter, a
    // moving piece one besides itself).
    let empty = !pos.occupied;
    let safe_drop = empty & !ours & (!adjacent | theirs);
    let safe_move = !pos.by_color[them] & !ours & (!adjacent | maps.twice[them]);
    let checks = SafeChecks {
        pos,
        maps,
        color,
        king,
        safe_drop,
        safe_move,
    };
    let safe_checks = checks.available::<0>()
        | checks.available::<1>()
        | checks.available::<2>()
        | checks.available::<3>()
        | checks.available::<4>()
        | checks.available::<5>()
        | checks.available::<6>();
    for (class, points) in SAFE_CHECK.iter().enumerate() {
        if safe_checks & 1 << class != 0 {
            danger += points;
        }
    }
    for (class, points) in HAND_ATTACKER.iter().enumerate() {
        danger += points * pos.hand(enemy, class).min(HAND_COUNTED);
    }
    Assessment {
        points: danger - GUARD * maps.guards[us] - COVER * maps.cover[us],
        safe_checks,
    }
}

/// What the safe-check test of [`danger`] reads, for one king.
struct SafeChecks<'a> {
    pos: &'a Snapshot,
    maps: &'a AttackMaps,
    /// The king's owner.
    color: Color,
    king: usize,
    /// Empty squares where an enemy drop would be a safe check.
    safe_drop: u128,
    /// Squares where an enemy move would be a safe check.
    safe_move: u128,
}

impl SafeChecks<'_> {
    /// `1 << CLASS` when the enemy has a safe check by a board move or a drop of class
    /// `CLASS`, else 0. One call per class, the class a constant: its checking pattern
    /// is chosen at compile time.
    #[inline(always)]
    fn available<const CLASS: usize>(&self) -> u32 {
        let them = 1 - side_index(self.color);
        let movers = self.maps.by_class[them][CLASS] & self.safe_move;
        let in_hand = self.pos.hand(self.color.opponent(), CLASS) > 0;
        if movers == 0 && !in_hand {
            return 0;
        }
        // Lines are walked only toward the squares that matter: all of them for a drop,
        // the movers' safe squares otherwise.
        let relevant = if in_hand { u128::MAX } else { movers };
        let checks = attacks(
            CHECKER[CLASS],
            self.color,
            self.king,
            self.pos.occupied,
            relevant,
        );
        // A checking square is never on the last ranks where the checker could not be
        // dropped (no dead piece): a pawn, lance or knight checks toward its own front,
        // from behind the king as its owner sees the board.
        if checks & movers != 0 || (in_hand && checks & self.safe_drop != 0) {
            1 << CLASS
        } else {
            0
        }
    }
}

/// Reports the king-danger entries of both kings, each counted for the king's owner in
/// the row of who is to move (see the module documentation and [`entry`]).
pub fn features(pos: &Snapshot, maps: &AttackMaps, zones: &Zones, sink: &mut impl Sink) {
    for color in [Color::Black, Color::White] {
        let Assessment {
            points,
            safe_checks,
        } = assess(pos, maps, zones, color);
        let attacker_to_move = usize::from(pos.side_to_move != color);
        let sign = sign(color);
        sink.add(
            KING_DANGER + entry::SQUARED + attacker_to_move,
            sign * penalty_count(points),
        );
        sink.add(
            KING_DANGER + entry::LINEAR + attacker_to_move,
            sign * linear_count(points),
        );
        let row = SAFE_CHECKS + attacker_to_move * CLASSES;
        for class in (0..CLASSES).filter(|class| safe_checks & 1 << class != 0) {
            sink.add(row + class, sign);
        }
    }
}
