//! What a side chases (捉) on a board, under each rule set: the enemy pieces it threatens
//! to win by a legal capture. The cycle judge compares this set before and after each
//! move ("from no chase to chase" is a chase, "from chase to chase" is idle).
//!
//! The core, shared by the three sets (the chase as Pikafish and Fairy-Stockfish define
//! it): a piece P of side A other than the general and the soldiers, able to capture an
//! enemy piece X *legally* (pins and facing generals respected), chases X when X is not
//! the general nor an uncrossed soldier (they are not 子力, art. 25(4)) and
//! (a) P is a horse or cannon and X a chariot, or (b) P an advisor or elephant and X a
//! chariot, horse or cannon (a capture that wins by value alone, art. 25(5)), or (c) X is
//! unprotected: B has no legal recapture. A piece of P's own kind that can capture P
//! straight back is a mutual attack, an exchange offer (兑), not a chase.
//!
//! The full sets add, from the details of art. 27 (see [`RepetitionRules`]):
//! * a formal chase into mate is idle (`chinese`, `asian`, detail 9): a capture after
//!   which B could mate at once wins nothing;
//! * the general's help (`chinese` only, detail 2; the Asian rules let the general join a
//!   chase freely): X is chased although protected when A's general would win back every
//!   recapturer and the exchange gains material;
//! * a soldier's threats (`chinese` only, detail 3) are reported apart: they count only
//!   in mutual attack (互打), which the cycle judge decides.

use super::RepetitionRules;
use crate::core::Bitboard;
use crate::xiangqi::attacks::{own_half, BOARD};
use crate::xiangqi::position::Board;
use crate::xiangqi::types::{Color, PieceKind, Square};

/// The pieces a side chases: by the core definition and its set's additions, and by
/// its soldiers (counted only in mutual attack).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Chased {
    /// Squares of the enemy pieces chased by pieces other than soldiers.
    pub by_pieces: Bitboard,
    /// Squares of the enemy pieces only the soldiers chase (`chinese`).
    pub by_soldiers: Bitboard,
}

/// Exchange values of the art. 25(5) scale (one chariot = two horses = two cannons;
/// advisor = elephant; a crossed soldier about an advisor), for the general's help.
const fn exchange_value(kind: PieceKind, crossed: bool) -> i32 {
    match kind {
        PieceKind::Chariot => 10,
        PieceKind::Horse | PieceKind::Cannon => 5,
        PieceKind::Advisor | PieceKind::Elephant => 2,
        PieceKind::Soldier if crossed => 2,
        PieceKind::Soldier => 1,
        PieceKind::General => 100,
    }
}

/// True when `attacker` taking `target` wins material by value alone, protected or not:
/// horse or cannon on a chariot; advisor or elephant on a chariot, horse or cannon.
fn outranks(attacker: PieceKind, target: PieceKind) -> bool {
    use PieceKind::*;
    match attacker {
        Horse | Cannon => target == Chariot,
        Advisor | Elephant => matches!(target, Chariot | Horse | Cannon),
        _ => false,
    }
}

/// The squares of `victim`'s pieces that side `chaser` chases on `board` under `rules`,
/// whoever is to move.
pub(crate) fn chased_by(board: &Board, chaser: Color, rules: RepetitionRules) -> Chased {
    let victim = chaser.opponent();
    // Uncrossed soldiers and the general cannot be chased.
    let uncrossed = board.pieces(victim, PieceKind::Soldier) & own_half(victim);
    let targets =
        board.color_pieces(victim) & !board.pieces(victim, PieceKind::General) & !uncrossed;
    let soldiers = board.pieces(chaser, PieceKind::Soldier);
    let mut attackers = board.color_pieces(chaser) & !board.pieces(chaser, PieceKind::General);
    if !rules.soldiers_chase_in_mutual_attack() {
        attackers &= !soldiers;
    }
    let mut chased = Chased::default();
    for from in attackers {
        let from = Square::from_index(from);
        let attacker = board.piece_on(from).expect("attacker present");
        let by_soldier = attacker.kind() == PieceKind::Soldier;
        let open = if by_soldier {
            targets & !chased.by_pieces & !chased.by_soldiers
        } else {
            targets & !chased.by_pieces
        };
        for to in board.destinations(attacker, from, Bitboard::EMPTY, open) {
            let to = Square::from_index(to);
            if board.keeps_general_safe(chaser, from, to) && chases(board, from, to, rules) {
                if by_soldier {
                    chased.by_soldiers = chased.by_soldiers.with(to.index());
                } else {
                    chased.by_pieces = chased.by_pieces.with(to.index());
                    chased.by_soldiers = chased.by_soldiers.without(to.index());
                }
            }
        }
    }
    chased
}

/// True when the legal capture `from`x`to` on `board` is a chase under `rules`.
fn chases(board: &Board, from: Square, to: Square, rules: RepetitionRules) -> bool {
    let attacker = board.piece_on(from).expect("attacker present");
    let target = board.piece_on(to).expect("target present");
    let chaser = attacker.color();
    let victim = chaser.opponent();
    let wins_material = if attacker.kind() == PieceKind::Soldier {
        // Any piece is worth more than a soldier, except a soldier that hits back.
        !(target.kind() == PieceKind::Soldier && board.is_legal_for(victim, to, from))
    } else if outranks(attacker.kind(), target.kind()) {
        true
    } else if target.kind() == attacker.kind() && board.is_legal_for(victim, to, from) {
        false
    } else {
        unprotected_or_won_with_the_general(board, from, to, rules)
    };
    if !wins_material {
        return false;
    }
    if rules.formal_chase_is_idle() {
        let mut after = *board;
        after.play(from, to);
        if has_mate_in_one(&after, victim) {
            return false;
        }
    }
    true
}

/// True when, after `from`x`to`, the victim has no legal recapture, or (`chinese`, the
/// general's help) the chaser's general legally wins back every recapturer and the
/// exchange gains material.
fn unprotected_or_won_with_the_general(
    board: &Board,
    from: Square,
    to: Square,
    rules: RepetitionRules,
) -> bool {
    let attacker = board.piece_on(from).expect("attacker present");
    let target = board.piece_on(to).expect("target present");
    let chaser = attacker.color();
    let victim = chaser.opponent();
    let mut after = *board;
    after.play(from, to);
    let mut recaptures = after
        .attackers_to(to, victim, after.occupied())
        .into_iter()
        .map(Square::from_index)
        .filter(|&s| after.keeps_general_safe(victim, s, to))
        .peekable();
    if recaptures.peek().is_none() {
        return true;
    }
    if !rules.general_helps_chase() {
        return false;
    }
    let crossed = |sq: Square, color: Color| !sq.own_half(color);
    let gained = exchange_value(target.kind(), crossed(to, victim));
    let lost = exchange_value(attacker.kind(), crossed(from, chaser));
    let general = after.general(chaser);
    recaptures.all(|s| {
        let recapturer = after.piece_on(s).expect("recapturer present");
        let mut then = after;
        then.play(s, to);
        let general_takes_back = crate::xiangqi::attacks::general_attacks(general)
            .contains(to.index())
            && to.in_palace(chaser)
            && then.keeps_general_safe(chaser, general, to);
        general_takes_back && gained + exchange_value(recapturer.kind(), crossed(s, victim)) > lost
    })
}

/// True when `side`, as if it were to move on `board`, has a move that mates: the
/// enemy general attacked and no legal reply (mate and stalemate both lose, so a reply
/// must exist for the enemy to live).
pub(crate) fn has_mate_in_one(board: &Board, side: Color) -> bool {
    let enemy_general = Bitboard::from_index(board.general(side.opponent()).index());
    any_legal_move(board, side, enemy_general, |from, to| {
        if !board.move_gives_check(from, to) {
            return false;
        }
        let mut after = *board;
        after.play(from, to);
        !any_legal_move(&after, side.opponent(), Bitboard::EMPTY, |_, _| true)
    })
}

/// True when some legal move of `side` on `board` (none landing on `excluded`)
/// satisfies `test`.
fn any_legal_move(
    board: &Board,
    side: Color,
    excluded: Bitboard,
    mut test: impl FnMut(Square, Square) -> bool,
) -> bool {
    let empty = BOARD & !board.occupied() & !excluded;
    let enemy = board.color_pieces(side.opponent()) & !excluded;
    for from in board.color_pieces(side) {
        let from = Square::from_index(from);
        let piece = board.piece_on(from).expect("piece present");
        for to in board.destinations(piece, from, empty, enemy) {
            let to = Square::from_index(to);
            if board.keeps_general_safe(side, from, to) && test(from, to) {
                return true;
            }
        }
    }
    false
}
