//! Threats: the squares each side attacks over the whole board, and the features of
//! enemy pieces under attack, by the kind of the attacker (a rook attacked by a pawn is
//! worse off than one attacked by a rook) and by whether anything defends them. In
//! shogi a piece taken changes sides through the hand, so a piece left attacked costs
//! about twice its value; the king-safety terms look only near the kings, these look
//! everywhere. A side with a pawn or a knight in hand also threatens by a drop: the
//! enemy pieces a pawn dropped in front of them would attack, and the squares where a
//! knight would fork two of them. Like every term here, they report counts for Black
//! minus White and leave the weights to the fit.

use super::king_danger::class_of;
use super::params::{HANGING, KNIGHT_FORKS, PAWN_DROP_THREATS, THREATS, THREAT_VICTIMS};
use super::snapshot::{kind_index, side_index, sign, Snapshot, FILES};
use super::{Color, Piece, SQUARES};
use crate::Sink;

pub use super::params::attacker;

/// Columns of the `THREATS` and `HANGING` grids: what is attacked (the king under attack
/// is check, not a threat).
pub mod victim {
    use super::Piece;

    /// The kinds, one column each; the promoted minors share one (they move alike, and
    /// each would go back to the hand unpromoted).
    pub const COLUMNS: [&[Piece]; KINDS] = [
        &[Piece::Pawn],
        &[Piece::Lance],
        &[Piece::Knight],
        &[Piece::Silver],
        &[Piece::Gold],
        &[Piece::Bishop],
        &[Piece::Rook],
        &[
            Piece::Tokin,
            Piece::PromotedLance,
            Piece::PromotedKnight,
            Piece::PromotedSilver,
        ],
        &[Piece::Horse],
        &[Piece::Dragon],
    ];
    /// Number of columns.
    pub const KINDS: usize = super::THREAT_VICTIMS;
}

/// The `THREATS` row of a board piece.
#[inline(always)]
const fn row_of(piece: Piece) -> usize {
    match class_of(piece) {
        Some(class) => class,
        None => attacker::KING,
    }
}

/// Squares each side attacks (any occupant) over the whole board, per attacker row and
/// in all. The pass over the pieces in `terms.rs` fills it.
#[derive(Default)]
pub struct AttackMaps {
    by_row: [[u128; attacker::CLASSES]; 2],
    all: [u128; 2],
}

impl AttackMaps {
    /// Adds `squares`, every square `piece` of `color` attacks, to the maps.
    #[inline(always)]
    pub fn add(&mut self, color: Color, piece: Piece, squares: u128) {
        let side = side_index(color);
        self.by_row[side][row_of(piece)] |= squares;
        self.all[side] |= squares;
    }
}

/// Every square of the board.
const BOARD: u128 = (1 << SQUARES) - 1;

/// Index of the pawn and of the knight in the hand counts ([`Piece::HAND`] order).
const HAND_PAWN: usize = 0;
const HAND_KNIGHT: usize = 2;

/// The `THREATS` columns a knight fork counts: silver and up (a knight for a pawn,
/// lance or knight is no gain).
const FORK_VICTIMS: std::ops::Range<usize> = 3..victim::KINDS;

/// The squares of the first and of the last column (file 9, file 1).
const FIRST_COLUMN: u128 = column_mask(0);
const LAST_COLUMN: u128 = column_mask(FILES - 1);

/// The squares of the first row (rank a).
const FIRST_ROW: u128 = (1 << FILES) - 1;

/// Every square of the columns that hold a square of `set`, without a loop: each bit is
/// smeared up to the first row (8 rows at most: shifts of 1, 2, 4 and 8 rows), and the
/// first row multiplied by the first column, one bit a row (no two products overlap,
/// so nothing carries).
#[inline(always)]
const fn columns_of(set: u128) -> u128 {
    let mut smeared = set;
    smeared |= smeared >> FILES;
    smeared |= smeared >> (2 * FILES);
    smeared |= smeared >> (4 * FILES);
    smeared |= smeared >> (8 * FILES);
    (smeared & FIRST_ROW) * FIRST_COLUMN
}

const fn column_mask(column: usize) -> u128 {
    let mut mask = 0;
    let mut row = 0;
    while row < FILES {
        mask |= 1 << (row * FILES + column);
        row += 1;
    }
    mask
}

/// `them`'s pieces of each `THREATS` column.
#[inline(always)]
fn victim_sets(pos: &Snapshot, them: usize) -> [u128; victim::KINDS] {
    victim::COLUMNS.map(|kinds| {
        kinds
            .iter()
            .fold(0, |set, &piece| set | pos.by_kind[them][kind_index(piece)])
    })
}

/// Reports the threat features of `pos`, whose attacks are `maps`, to `sink`.
pub fn accumulate(pos: &Snapshot, maps: &AttackMaps, sink: &mut impl Sink) {
    for color in [Color::Black, Color::White] {
        let (us, them) = (side_index(color), side_index(color.opponent()));
        let s = sign(color);
        let to_move = usize::from(pos.side_to_move == color);
        let victims = victim_sets(pos, them);
        let drops = Drops {
            pos,
            maps,
            color,
            victims: &victims,
            to_move,
        };
        if pos.hand(color, HAND_PAWN) > 0 {
            drops.pawn_threats(sink);
        }
        if pos.hand(color, HAND_KNIGHT) > 0 {
            drops.knight_forks(sink);
        }
        // Row of `HANGING`: 1 when the attacker is to move and may take at once.
        let hanging = HANGING + to_move * THREAT_VICTIMS;
        // Few enemy pieces are attacked at once: skip a column at the first test.
        let attacked = maps.all[us] & pos.by_color[them];
        if attacked == 0 {
            continue;
        }
        for (column, &victims) in victims.iter().enumerate() {
            let hit = attacked & victims;
            if hit == 0 {
                continue;
            }
            for (row, &attacks) in maps.by_row[us].iter().enumerate() {
                let n = (attacks & hit).count_ones() as i32;
                if n != 0 {
                    sink.add(THREATS + row * THREAT_VICTIMS + column, s * n);
                }
            }
            let undefended = (hit & !maps.all[them]).count_ones() as i32;
            if undefended != 0 {
                sink.add(hanging + column, s * undefended);
            }
        }
    }
}

/// What the drop threats of one side read: the side `color`, whether it is to move
/// (0 or 1) and the enemy pieces by `THREATS` column.
#[derive(Clone, Copy)]
struct Drops<'a> {
    pos: &'a Snapshot,
    maps: &'a AttackMaps,
    color: Color,
    victims: &'a [u128; victim::KINDS],
    to_move: usize,
}

impl Drops<'_> {
    /// Pawn-drop threats of `color`, which holds a pawn: enemy pieces that a pawn dropped on
    /// the empty square in front of them (as `color` sees the board) would attack, where
    /// the two-pawn rule allows the drop, by victim kind. Rows of `PAWN_DROP_THREATS`, two
    /// per kind of drop square (`color` not to move, then to move): the enemy attacks it
    /// and `color` does not (the pawn is simply taken), both attack it (taking the pawn
    /// costs a recapture), the enemy does not attack it (a knight or bishop cannot take a
    /// pawn in front of it). The drop square is never on `color`'s last rank (the victim
    /// stands in front of it).
    #[inline(always)]
    fn pawn_threats(&self, sink: &mut impl Sink) {
        let Drops {
            pos,
            maps,
            color,
            victims,
            to_move,
        } = *self;
        let (us, them) = (side_index(color), side_index(color.opponent()));
        let pawns = pos.by_kind[us][kind_index(Piece::Pawn)];
        let open = !pos.occupied & !columns_of(pawns) & BOARD;
        let s = sign(color);
        let row = |kind: usize| PAWN_DROP_THREATS + (2 * kind + to_move) * THREAT_VICTIMS;
        for (column, &set) in victims.iter().enumerate() {
            // The square a pawn stands on to attack each victim: one row behind it, toward
            // `color`'s side (Black's pawns move up the diagram, to lower squares).
            let drops = match color {
                Color::Black => set << FILES,
                Color::White => set >> FILES,
            } & open;
            if drops == 0 {
                continue;
            }
            let exposed = drops & maps.all[them];
            let kinds = [
                exposed & !maps.all[us],
                exposed & maps.all[us],
                drops & !maps.all[them],
            ];
            for (kind, squares) in kinds.into_iter().enumerate() {
                if squares != 0 {
                    sink.add(row(kind) + column, s * squares.count_ones() as i32);
                }
            }
        }
    }

    /// Knight-drop forks of `color`, which holds a knight: empty squares where a knight
    /// dropped now would attack two enemy pieces of silver's rank or above (the king among
    /// them or not). Entries of `KNIGHT_FORKS`: `2 * row + king`, rows `2 * safe +
    /// to_move`, where a safe square is one the enemy does not attack. A knight attacks
    /// two rows ahead, so the square is never on the dropping side's last two ranks.
    #[inline(always)]
    fn knight_forks(&self, sink: &mut impl Sink) {
        let Drops {
            pos,
            maps,
            color,
            victims,
            to_move,
        } = *self;
        let them = side_index(color.opponent());
        let valuable = victims[FORK_VICTIMS].iter().fold(0, |set, &v| set | v);
        let king = pos.by_kind[them][kind_index(Piece::King)];
        let targets = valuable | king;
        // The squares from which a knight attacks a piece of `set` on its left and on its
        // right (as a diagram shows them): two rows behind it toward `color`'s side.
        let from = |set: u128| -> (u128, u128) {
            let (left, right) = (set & !LAST_COLUMN, set & !FIRST_COLUMN);
            match color {
                Color::Black => ((left << (2 * FILES + 1)), (right << (2 * FILES - 1))),
                Color::White => ((left >> (2 * FILES - 1)), (right >> (2 * FILES + 1))),
            }
        };
        let (left, right) = from(targets);
        let forks = left & right & !pos.occupied & BOARD;
        if forks == 0 {
            return;
        }
        let (king_left, king_right) = from(king);
        let with_king = forks & (king_left | king_right);
        let s = sign(color);
        for (safe, squares) in [(0, forks & maps.all[them]), (1, forks & !maps.all[them])] {
            let row = KNIGHT_FORKS + 2 * (2 * safe + to_move);
            let kings = (squares & with_king).count_ones() as i32;
            let others = (squares & !with_king).count_ones() as i32;
            if others != 0 {
                sink.add(row, s * others);
            }
            if kings != 0 {
                sink.add(row + 1, s * kings);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::sfen::ArrayBoard;
    use super::*;
    use crate::shogi::trace;

    /// The count of each threat feature of `sfen`, Black minus White.
    fn counts(sfen: &str) -> impl Fn(usize) -> i32 {
        let board = ArrayBoard::from_sfen(sfen).expect("valid SFEN");
        let traced = trace(&board);
        move |feature| {
            traced
                .features
                .iter()
                .find(|&&(f, _)| f as usize == feature)
                .map_or(0, |&(_, c)| c)
        }
    }

    fn threat(row: usize, column: usize) -> usize {
        THREATS + row * THREAT_VICTIMS + column
    }

    const PAWN: usize = 0;
    const SILVER: usize = 3;
    const ROOK: usize = 6;
    const BISHOP_ROW: usize = 5;
    const ROOK_ROW: usize = 6;

    #[test]
    fn a_rook_sees_the_first_piece_on_its_line_only() {
        // Black rook 5e; White silver 5c and, behind it, a White gold 5b; a White pawn
        // on 2e along the rank.
        let count = counts("4k4/4g4/4s4/9/4R2p1/9/9/9/4K4 b - 1");
        assert_eq!(count(threat(ROOK_ROW, SILVER)), 1);
        assert_eq!(
            count(threat(ROOK_ROW, 4)),
            0,
            "the gold is behind the silver"
        );
        assert_eq!(count(threat(ROOK_ROW, PAWN)), 1);
        // The silver is defended by the gold, the pawn by nothing: one hanging pawn,
        // Black (the attacker) to move.
        assert_eq!(count(HANGING + THREAT_VICTIMS + PAWN), 1);
        assert_eq!(count(HANGING + THREAT_VICTIMS + SILVER), 0);
    }

    #[test]
    fn threats_count_for_the_attacker_and_flip_with_colour() {
        // White bishop 5e attacks the Black rook on 2h along the diagonal; White to move.
        let count = counts("4k4/9/9/9/4b4/9/9/7R1/4K4 w - 1");
        assert_eq!(count(threat(BISHOP_ROW, ROOK)), -1);
        // Nothing of Black's defends 2h: hanging, the attacker (White) to move.
        assert_eq!(count(HANGING + THREAT_VICTIMS + ROOK), -1);
        assert_eq!(count(HANGING + ROOK), 0);
    }

    #[test]
    fn a_pawn_in_hand_threatens_the_pieces_it_could_be_dropped_under() {
        // Black holds a pawn. White's rook on 2c: the drop on 2d attacks it, and nothing
        // of White's attacks 2d (the rook sees it, so the square is exposed). White's
        // gold on 7c: 7d is empty, but Black has a pawn on the 7th file (two-pawn rule).
        // White's silver on 5c: 5d is occupied by White's pawn.
        let count = counts("4k4/9/2g1s2r1/4p4/9/9/2P6/9/4K4 b P 1");
        let drop = |row: usize, column: usize| PAWN_DROP_THREATS + row * THREAT_VICTIMS + column;
        // Exposed (the rook attacks 2d) and unsupported, Black to move: row 1.
        assert_eq!(count(drop(1, ROOK)), 1);
        assert_eq!((2..6).map(|row| count(drop(row, ROOK))).sum::<i32>(), 0);
        assert_eq!(
            (0..6).map(|row| count(drop(row, 4))).sum::<i32>(),
            0,
            "two pawns"
        );
        assert_eq!((0..6).map(|row| count(drop(row, SILVER))).sum::<i32>(), 0);
        // Without the pawn in hand, nothing.
        let none = counts("4k4/9/2g1s2r1/4p4/9/9/2P6/9/4K4 b - 1");
        assert_eq!(none(drop(1, ROOK)), 0);
    }

    #[test]
    fn a_knight_in_hand_forks_king_and_rook() {
        // White king 5a and rook 3a; Black holds a knight: a drop on 4c attacks both.
        // White's gold 6b guards nothing there (4c is not next to it), the king does
        // not reach 4c: a safe fork with the king, Black to move.
        let count = counts("4k1r2/3g5/9/9/9/9/9/9/4K4 b N 1");
        assert_eq!(count(KNIGHT_FORKS + 2 * 3 + 1), 1);
        assert_eq!(count(KNIGHT_FORKS + 2 * 3), 0);
        // White to move, the same knight in Black's hand: the row of the side not to move.
        let count = counts("4k1r2/3g5/9/9/9/9/9/9/4K4 w N 1");
        assert_eq!(count(KNIGHT_FORKS + 2 * 2 + 1), 1);
        // A White knight in hand forks Black's king 5i and silver 3i from 4g.
        let count = counts("4k4/9/9/9/9/9/9/9/4K1S2 w n 1");
        assert_eq!(count(KNIGHT_FORKS + 2 * 3 + 1), -1);
    }

    #[test]
    fn columns_of_fills_the_columns_of_any_square() {
        use super::super::terms::COLUMNS;
        // Every pair of squares: the union of their two columns.
        for a in 0..SQUARES {
            for b in [0, 40, 80, a / 2] {
                let set = (1u128 << a) | (1u128 << b);
                assert_eq!(columns_of(set), COLUMNS[a % FILES] | COLUMNS[b % FILES]);
            }
        }
        assert_eq!(columns_of(0), 0);
    }

    #[test]
    fn the_king_defends_and_attacks() {
        // Black king 5i next to its pawn 5h; a White lance on 5a attacks down the file
        // to 5h. The king defends the pawn: attacked, not hanging. The king itself
        // attacks the White silver on 4h, which nothing defends.
        let count = counts("4l4/9/9/9/9/9/9/4Ps3/4K4 b - 1");
        assert_eq!(count(threat(1, PAWN)), -1);
        assert_eq!(count(HANGING + PAWN), 0);
        assert_eq!(count(threat(attacker::KING, SILVER)), 1);
        assert_eq!(count(HANGING + THREAT_VICTIMS + SILVER), 1);
    }
}
