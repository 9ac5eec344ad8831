//! Mate in one for the search (the YaneuraOu / Apery idea): before searching a node
//! that is not in check, look for a move that mates at once.
//!
//! Sound by construction: every candidate is a legal move, and it is reported only after
//! it has been made on the board and the opponent's legal move generator (the same one
//! the rest of the engine uses: king steps, captures of the checker, interpositions by
//! board moves and by drops) found no move at all, with the opponent in check. Pawn
//! drops are never candidates: a pawn drop that mates is illegal (uchifuzume), so it
//! never mates.
//!
//! Fast by filtering before that verification: only checking moves are candidates
//! (drops on the squares from which the dropped kind attacks the enemy king; board
//! moves, with or without promotion, to such squares), and a candidate is dropped at
//! once when the king keeps a flight square or an unpinned defender can take the
//! checker. The flight test is exact; the capture test may over-report pins, which only
//! costs a verification. Not complete: checks by discovery and a slider moving away
//! from the king along its own line are not candidates (the random-walk test in this
//! module measures how often a mate is missed).

use super::attacks::{
    attacks, bishop_attacks, bishop_rays, dead_squares, gold_attacks, king_attacks, knight_attacks,
    lance_rays, line, pawn_attacks, rook_attacks, rook_rays, silver_attacks, BOARD, PROMOTION_ZONE,
};
use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};
use crate::core::{Bitboard, MoveList};
use crate::game::GenKind;

/// The step pieces by how they move, for [`STEP_CHECKERS`]: pawn, knight, silver, and
/// everything that moves as a gold (gold, tokin, promoted lance, knight and silver).
const STEP_GROUPS: usize = 4;

/// `STEP_CHECKERS[group][color][king]`: the squares from which a step piece of `color`
/// and `group` (see [`STEP_GROUPS`]) has a move, plain or promoting, to a square from
/// which it checks a king on `king`. Exact on every board, occupancy aside: the pieces
/// outside have no checking move, and the mover loop skips them unseen.
static STEP_CHECKERS: [[[Bitboard; Square::NUM]; 2]; STEP_GROUPS] = {
    let mut table = [[[Bitboard::EMPTY; Square::NUM]; 2]; STEP_GROUPS];
    let mut color = 0;
    while color < 2 {
        let us = Color::ALL[color];
        let them = Color::ALL[1 - color];
        let mut king = 0;
        while king < Square::NUM {
            let k = Square::from_index(king);
            // Where each group checks from, as it is and (all but the gold movers)
            // promoted to a gold mover: a piece of ours there attacks the king exactly
            // when the same piece of theirs on the king's square attacks it.
            let gold = gold_attacks(them, k).0;
            let targets = [
                pawn_attacks(them, k).0 | gold,
                knight_attacks(them, k).0 | gold,
                silver_attacks(them, k).0 | gold,
                gold,
            ];
            let mut from = 0;
            while from < Square::NUM {
                let f = Square::from_index(from);
                let moves = [
                    pawn_attacks(us, f).0,
                    knight_attacks(us, f).0,
                    silver_attacks(us, f).0,
                    gold_attacks(us, f).0,
                ];
                let mut group = 0;
                while group < STEP_GROUPS {
                    if moves[group] & targets[group] != 0 {
                        table[group][color][king].0 |= 1 << from;
                    }
                    group += 1;
                }
                from += 1;
            }
            king += 1;
        }
        color += 1;
    }
    table
};

/// The squares a piece of ours of each kind (by [`PieceKind::index`]) checks the enemy
/// `king` from: a piece of ours on X attacks the king exactly when the same piece of
/// `them` on the king's square attacks X. All fourteen at once, with one bishop and one
/// rook lookup shared by the promoted majors and the lance: cheaper than computing each
/// kind on demand (a tenth of the cost of `mate_in_one` went to the lazy cache).
#[inline(always)]
fn check_squares(them: Color, king: Square, occupied: Bitboard) -> [Bitboard; PieceKind::NUM] {
    let gold = gold_attacks(them, king);
    let bishop = bishop_attacks(king, occupied);
    let rook = rook_attacks(king, occupied);
    let around = king_attacks(king);
    [
        pawn_attacks(them, king),
        // The lance's line is the rook's forward ray.
        rook & lance_rays(them, king),
        knight_attacks(them, king),
        silver_attacks(them, king),
        bishop,
        rook,
        gold,
        around,
        gold,
        gold,
        gold,
        gold,
        bishop | around,
        rook | around,
    ]
}

/// For a slider of `color` and `kind` on `from`: every square it could attack on an
/// empty board (a superset of its attacks on any board). `None` for a step piece, whose
/// attacks are one table lookup anyway.
fn empty_board_reach(color: Color, kind: PieceKind, from: Square) -> Option<Bitboard> {
    match kind {
        PieceKind::Lance => Some(lance_rays(color, from)),
        PieceKind::Bishop => Some(bishop_rays(from)),
        PieceKind::Rook => Some(rook_rays(from)),
        PieceKind::Horse => Some(bishop_rays(from) | king_attacks(from)),
        PieceKind::Dragon => Some(rook_rays(from) | king_attacks(from)),
        _ => None,
    }
}

/// The squares of `targets` from which a piece of `color` and `kind` would attack every
/// square of `flights`, given the occupied squares (the piece's own square aside): a
/// piece of ours on X attacks F exactly when the same piece of the other colour on F
/// attacks X. One attack lookup per flight instead of one per target.
#[inline(always)]
fn covering_all(
    color: Color,
    kind: PieceKind,
    flights: Bitboard,
    occupied: Bitboard,
    mut targets: Bitboard,
) -> Bitboard {
    for flight in flights {
        if targets.is_empty() {
            break;
        }
        targets &= attacks(!color, kind, Square::from_index(flight), occupied);
    }
    targets
}

impl Position {
    /// A legal move that mates the opponent at once, if the candidate checks find
    /// one (see the module doc). The position is used as scratch and returned as it was.
    /// Finds nothing when the side to move is in check or a king is missing.
    pub fn mate_in_one(&mut self) -> Option<Move> {
        if self.in_check() {
            return None;
        }
        let key = self.key();
        if let Some(answer) = self.mate_cache.get(key) {
            return answer;
        }
        let answer = self.find_mate_in_one();
        self.mate_cache.put(key, answer);
        answer
    }

    /// [`Position::mate_in_one`] without the memo.
    fn find_mate_in_one(&mut self) -> Option<Move> {
        let us = self.side;
        let them = !us;
        let king = self.kings[them.index()]?;
        let our_king = self.kings[us.index()]?;
        if self.in_check() {
            return None;
        }
        let occupied = self.occupied();
        let empty = !occupied & BOARD;
        let check_squares = check_squares(them, king, occupied);
        let checks_from = |kind: PieceKind| check_squares[kind.index()];

        // The king's flights that we do not attack now (with the king lifted, so that a
        // slider's ray continues behind it). A move only adds a blocker on `to` and
        // takes one away from `from`, so such a flight stays open unless the checker
        // covers it, or it shares a line with `from` (a slider of ours uncovered). Each
        // candidate must cover them: tested with one attack lookup per flight for all
        // targets of a piece at once. A step attacker covers most flights: the slider
        // lookup only when none does.
        let lifted = occupied.without(king.index());
        let mut open_flights = Bitboard::EMPTY;
        for flight in king_attacks(king) & !self.by_color[them.index()] {
            let square = Square::from_index(flight);
            if self.step_attackers(us, square).is_empty()
                && self.slider_attackers(us, square, lifted).is_empty()
            {
                open_flights = open_flights.with(flight);
            }
        }

        // Drops. Pawn drops are left out: a mating one is illegal.
        let hand = self.hands[us.index()];
        for &kind in &PieceKind::HAND[1..] {
            if !hand.has(kind) {
                continue;
            }
            let squares = checks_from(kind) & empty & !dead_squares(us, kind);
            for to in covering_all(us, kind, open_flights, lifted, squares) {
                let to = Square::from_index(to);
                let reach = attacks(us, kind, to, lifted);
                if self.checker_survives(None, to, king, reach) {
                    let m = Move::drop(kind, to);
                    if self.mates_after(m) {
                        return Some(m);
                    }
                }
            }
        }

        // Board moves (the king never gives check itself). Not in check, a move of ours
        // is legal when it obeys the piece's own rules (reach, promotion, dead squares:
        // built in here) and a pinned piece stays on its line to our king.
        let own = self.by_color[us.index()];
        let pinned = self.pinned(us);
        let k = &self.by_kind;
        let sliders = k[PieceKind::Lance.index()]
            | k[PieceKind::Bishop.index()]
            | k[PieceKind::Rook.index()]
            | k[PieceKind::Horse.index()]
            | k[PieceKind::Dragon.index()];
        let golds = k[PieceKind::Gold.index()]
            | k[PieceKind::Tokin.index()]
            | k[PieceKind::PromotedLance.index()]
            | k[PieceKind::PromotedKnight.index()]
            | k[PieceKind::PromotedSilver.index()];
        // Step pieces with no checking move are left out unseen (see `STEP_CHECKERS`).
        let step_checkers = |group: usize| STEP_CHECKERS[group][us.index()][king.index()];
        let movers = own
            & (sliders
                | (k[PieceKind::Pawn.index()] & step_checkers(0))
                | (k[PieceKind::Knight.index()] & step_checkers(1))
                | (k[PieceKind::Silver.index()] & step_checkers(2))
                | (golds & step_checkers(3)));
        for from in movers {
            let from = Square::from_index(from);
            let kind = self.board[from.index()].expect("own piece").kind;
            // A slider whose empty-board reach misses every square from which it checks
            // (as it is or promoted) has no candidate: skipped before its attacks are
            // looked up (most lances, and many bishops and rooks).
            if let Some(lines) = empty_board_reach(us, kind, from) {
                let mut checking = checks_from(kind);
                if kind.can_promote() {
                    checking |= checks_from(kind.promoted());
                }
                if (lines & checking & !own).is_empty() {
                    continue;
                }
            }
            let mut reach = attacks(us, kind, from, occupied) & !own;
            // Most positions have no pin: the 128-bit bit test only when there is one.
            if pinned.is_nonempty() && pinned.contains(from.index()) {
                reach &= line(our_king, from);
            }
            if reach.is_empty() {
                continue;
            }
            // The open flights no slider of ours can be uncovered onto by this piece, and
            // the board it leaves behind (the checker's reach from `to` is looked up on
            // it, `to` itself never blocking its own rays).
            let stay_open = open_flights & !(rook_rays(from) | bishop_rays(from));
            let vacated = lifted.without(from.index());
            let plain = reach & checks_from(kind) & !dead_squares(us, kind);
            for to in covering_all(us, kind, stay_open, vacated, plain) {
                let to = Square::from_index(to);
                let m = Move::board(from, to, false);
                debug_assert!(self.is_legal_move(m));
                let reach = attacks(us, kind, to, vacated);
                if self.checker_survives(Some(from), to, king, reach) && self.mates_after(m) {
                    return Some(m);
                }
            }
            if kind.can_promote() {
                let promoted = kind.promoted();
                let mut targets = reach & checks_from(promoted);
                let zone = PROMOTION_ZONE[us.index()];
                if !zone.contains(from.index()) {
                    targets &= zone;
                }
                for to in covering_all(us, promoted, stay_open, vacated, targets) {
                    let to = Square::from_index(to);
                    let m = Move::board(from, to, true);
                    debug_assert!(self.is_legal_move(m));
                    let reach = attacks(us, promoted, to, vacated);
                    if self.checker_survives(Some(from), to, king, reach) && self.mates_after(m) {
                        return Some(m);
                    }
                }
            }
        }
        None
    }

    /// Cheap necessary conditions for the check by a piece arriving on `to` (from
    /// `from`, or dropped when `None`) and attacking `checker_reach` from there (king
    /// lifted) to mate the enemy `king`: no square next to the king is free of our
    /// attacks (exact), and no defender other than the king that is not pinned attacks
    /// `to` (pins over-reported at worst).
    fn checker_survives(
        &self,
        from: Option<Square>,
        to: Square,
        king: Square,
        checker_reach: Bitboard,
    ) -> bool {
        let us = self.side;
        let them = !us;
        let moved = from.map_or(Bitboard::EMPTY, |f| Bitboard::from_index(f.index()));
        let after = (self.occupied() & !moved).with(to.index());
        let lifted = after.without(king.index());
        // Our attackers are looked up on the board before the move, so the piece that
        // moved is masked out at its old square and counted at `to` by `checker_reach`.
        let defenders = self.by_color[them.index()].without(to.index());
        // A flight counts as covered by a step attacker before the slider lookup is made
        // (`attackers_to` is the union of the two; most covered flights need no slider).
        for flight in king_attacks(king) & !defenders & !checker_reach {
            let flight = Square::from_index(flight);
            if (self.step_attackers(us, flight) & !moved).is_empty()
                && (self.slider_attackers(us, flight, lifted) & !moved).is_empty()
            {
                return false;
            }
        }
        let capturers = self
            .attackers_to(them, to, after)
            .without(king.index())
            .without(to.index());
        if capturers.is_nonempty() {
            let pinned = self.slider_blockers(us, king, after) & defenders;
            if (capturers & !pinned).is_nonempty() {
                return false;
            }
        }
        true
    }

    /// True when the legal move `m` leaves the opponent in check with no legal move:
    /// made, judged by the legal move generator, taken back.
    fn mates_after(&mut self, m: Move) -> bool {
        self.make_move(m);
        let mated = self.in_check() && {
            let mut evasions = MoveList::new();
            self.generate_moves(GenKind::Evasions, &mut evasions);
            evasions.is_empty()
        };
        self.unmake_move();
        mated
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::game::Game;

    fn position(sfen: &str) -> Position {
        Position::from_fen(sfen).unwrap()
    }

    /// Every legal move after which the opponent has no legal move (brute force).
    fn mating_moves(p: &mut Position) -> Vec<Move> {
        let mut moves = MoveList::new();
        p.generate_moves(GenKind::All, &mut moves);
        let mut out = Vec::new();
        for m in moves.iter() {
            p.make_move(m);
            if p.legal_move_count() == 0 {
                out.push(m);
            }
            p.unmake_move();
        }
        out
    }

    /// `mate_in_one` on `sfen`: the move text (checked to mate by brute force) or None.
    fn found(sfen: &str) -> Option<String> {
        let mut p = position(sfen);
        let key = p.key();
        let m = p.mate_in_one();
        assert_eq!(p.key(), key, "position restored");
        assert_eq!(p.to_fen(), position(sfen).to_fen());
        if let Some(m) = m {
            assert!(mating_moves(&mut p).contains(&m), "{m} does not mate");
        }
        m.map(|m| m.to_string())
    }

    #[test]
    fn gold_drop_on_the_head_mates() {
        // White king 5a, Black pawn 5c guards 5b: G*5b mates.
        assert_eq!(
            found("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").as_deref(),
            Some("G*5b")
        );
        // Without the pawn the king takes the gold.
        assert_eq!(found("4k4/9/9/9/9/9/9/9/4K4 b G 1"), None);
    }

    #[test]
    fn knight_drop_mates_a_boxed_king() {
        // White king 1a boxed by its own knight 2a and lance 1b; 2b is covered by the
        // Black silver on 3c: N*2c checks over them and nothing can take it.
        let sfen = "7nk/8l/6S2/9/9/9/9/9/4K4 b N 1";
        assert_eq!(found(sfen).as_deref(), Some("N*2c"));
        // A White gold on 3b can take 2c.
        assert_eq!(found("7nk/6g1l/6S2/9/9/9/9/9/4K4 b N 1"), None);
    }

    #[test]
    fn pawn_drop_mate_is_never_reported() {
        // Uchifuzume: P*1b (guarded by the gold on 2c, which also covers 2b)
        // would mate, so it is illegal, and Black has no other mate.
        let sfen = "7nk/9/7G1/9/9/9/9/9/4K4 b P 1";
        let mut p = position(sfen);
        let mut moves = MoveList::new();
        p.generate_moves(GenKind::All, &mut moves);
        assert!(!moves.iter().any(|m| m.to_string() == "P*1b"));
        assert!(mating_moves(&mut p).is_empty());
        assert_eq!(found(sfen), None);
        // A gold in hand mates on the same square (or on 2b).
        assert!(found("7nk/9/7G1/9/9/9/9/9/4K4 b G 1").is_some());
    }

    #[test]
    fn pawn_push_mate_is_legal() {
        // A pawn moved (not dropped) onto the king's head may mate: 1c1b, the lance on
        // 1i guarding it through the file the pawn left.
        assert_eq!(
            found("7nk/9/7GP/9/9/9/9/9/4K3L b - 1").as_deref(),
            Some("1c1b")
        );
    }

    #[test]
    fn promotion_mates() {
        // White king 1a alone: 1c1b+ (the lance on 1i guards 1b through the file the pawn
        // left) mates, as a tokin covers 2a and 2b; the plain push leaves them free.
        let sfen = "8k/9/8P/9/9/9/9/9/4K3L b - 1";
        let mut p = position(sfen);
        let brute: Vec<String> = mating_moves(&mut p).iter().map(|m| m.to_string()).collect();
        assert_eq!(brute, ["1c1b+"]);
        assert_eq!(found(sfen).as_deref(), Some("1c1b+"));
    }

    #[test]
    fn interposing_drop_refutes_a_distant_check() {
        // White king 1a with its pawns on 1b and 2b: a rook dropped on rank a mates...
        assert!(found("8k/7pp/9/9/9/9/9/9/4K4 b R 1").is_some());
        // ... unless White can drop a gold between.
        assert_eq!(found("8k/7pp/9/9/9/9/9/9/4K4 b Rg 1"), None);
        // A pawn in hand interposes on 3a or 4a, but not on 2a (nifu with 2b): R*3a mates.
        assert_eq!(
            found("8k/7pp/9/9/9/9/9/9/4K4 b Rp 1").as_deref(),
            Some("R*3a")
        );
    }

    #[test]
    fn pinned_defender_cannot_take_the_checker() {
        // G*5b (guarded by the pawn on 5c): the White silver on 6a would take it, but
        // the Black rook on 9a pins it to the king along rank a.
        assert_eq!(
            found("R2sk4/9/4P4/9/9/9/9/9/4K4 b G 1").as_deref(),
            Some("G*5b")
        );
        // Without the pin the silver takes the gold.
        assert_eq!(found("3sk4/9/4P4/9/9/9/9/9/4K4 b G 1"), None);
    }

    #[test]
    fn white_mates_too_and_check_means_no_answer() {
        // The first position rotated, White to move: g*5h mates.
        assert_eq!(
            found("4k4/9/9/9/9/9/4p4/9/4K4 w g 1").as_deref(),
            Some("G*5h")
        );
        // In check: the search never asks, and the answer is nothing.
        assert_eq!(found("4k4/9/4P4/9/9/9/9/4r4/4K4 b G 1"), None);
    }

    #[test]
    fn random_walk_agrees_with_brute_force() {
        const POSITIONS: usize = 20_000;
        let mut rng = Rng::new(0x4d41_5445);
        let mut positions = 0;
        let (mut mates, mut found_count, mut missed) = (0, 0, 0);
        while positions < POSITIONS {
            let mut p = Position::startpos();
            let length = 20 + rng.below(140);
            for _ in 0..length {
                let mut moves = MoveList::new();
                p.generate_moves(GenKind::All, &mut moves);
                if moves.is_empty() {
                    break;
                }
                // Half the moves are checks or captures when there are any, so that hands
                // fill, kings get exposed and mates in one become common.
                let moves = moves.as_slice();
                let sharp: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&m| p.move_gives_check(m) || p.move_is_capture(m))
                    .collect();
                let pool = if !sharp.is_empty() && rng.below(2) == 0 {
                    &sharp[..]
                } else {
                    moves
                };
                let m = pool[rng.below(pool.len() as u64) as usize];
                p.make_move(m);
                if p.in_check() {
                    continue;
                }
                positions += 1;
                let brute = mating_moves(&mut p);
                let key = p.key();
                let got = p.mate_in_one();
                assert_eq!(p.key(), key);
                if let Some(m) = got {
                    assert!(brute.contains(&m), "false mate {m} in {}", sfen_of(&p));
                    found_count += 1;
                }
                if !brute.is_empty() {
                    mates += 1;
                    if got.is_none() {
                        missed += 1;
                        eprintln!("missed mate {:?} in {}", brute, sfen_of(&p));
                    }
                }
            }
        }
        eprintln!(
            "mate_in_one random walk: {positions} positions, {mates} with a mate in one, \
             {found_count} found, {missed} missed"
        );
        assert!(mates > 200, "the walk should meet mates ({mates})");
        assert!(found_count > 0);
    }

    fn sfen_of(p: &Position) -> String {
        p.to_fen()
    }
}
