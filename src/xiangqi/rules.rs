//! Game end and rule queries above move generation: no legal move (checkmate and
//! stalemate both lose, rules.md 2.5), the 60-move natural limit (2.7), insufficient
//! material (2.8), the entry points that combine them with the repetition judge for the
//! search and for a referee, static exchange evaluation, and the `d` diagram.

use super::eval_view::material_value;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, File, PieceKind, Rank, Square};
use crate::game::{Outcome, Verdict};

/// Plies without a capture after which the game is drawn (60 moves by each side,
/// rules.md 2.7), unless the side to move has no legal move.
pub const NATURAL_LIMIT_PLIES: u32 = 120;

/// True when neither side has a chariot, horse, cannon or soldier: advisors and
/// elephants never cross the river, so nobody can mate (rules.md 2.8, ENGINE RULE).
pub fn insufficient_material(pos: &Position) -> bool {
    Color::ALL.iter().all(|&c| {
        [
            PieceKind::Chariot,
            PieceKind::Horse,
            PieceKind::Cannon,
            PieceKind::Soldier,
        ]
        .iter()
        .all(|&k| pos.pieces(c, k).is_empty())
    })
}

/// The search's rule check (`Game::repetition`): repetition verdicts (see
/// `Position::judge_repetition`), the 60-move limit and insufficient material. Cheap:
/// it walks the keys since the last capture and judges a cycle only when a key repeats.
pub fn search_verdict(pos: &Position, plies_from_root: usize) -> Option<Outcome> {
    if let Some(v) = pos.judge_repetition(plies_from_root) {
        return Some(v.outcome);
    }
    if insufficient_material(pos) {
        return Some(Outcome::Draw);
    }
    // On the 120th ply a mate still wins: the search finds that itself, so report the
    // draw only when a legal move exists.
    if pos.rule60() >= NATURAL_LIMIT_PLIES && pos.has_legal_move() {
        return Some(Outcome::Draw);
    }
    None
}

/// Full judgement of the game as it stands, for referees (`Game::terminal`).
pub fn terminal(pos: &Position) -> Option<Verdict> {
    if !pos.has_legal_move() {
        let reason = if pos.in_check() {
            "checkmate"
        } else {
            "stalemate (no legal move)"
        };
        return Some(Verdict {
            outcome: Outcome::Loss,
            reason,
        });
    }
    if let Some(v) = pos.judge_repetition(0) {
        return Some(Verdict {
            outcome: v.outcome,
            reason: v.reason,
        });
    }
    if pos.rule60() >= NATURAL_LIMIT_PLIES {
        return Some(Verdict {
            outcome: Outcome::Draw,
            reason: "60-move rule",
        });
    }
    if insufficient_material(pos) {
        return Some(Verdict {
            outcome: Outcome::Draw,
            reason: "insufficient material",
        });
    }
    None
}

/// Value used for a general in exchanges: it may capture only as the last piece.
const GENERAL_EXCHANGE_VALUE: i32 = 10_000;
/// Order in which the exchange on a square uses attackers: least valuable first.
const EXCHANGE_ORDER: [PieceKind; 7] = [
    PieceKind::Soldier,
    PieceKind::Advisor,
    PieceKind::Elephant,
    PieceKind::Horse,
    PieceKind::Cannon,
    PieceKind::Chariot,
    PieceKind::General,
];
/// Longest exchange sequence tracked (32 pieces on the board at most).
const MAX_EXCHANGE: usize = 34;

/// Static exchange evaluation of `m` on its destination, in centipawns for the mover:
/// both sides recapture with their least valuable attacker while it pays. Pins are
/// ignored (as usual for SEE); attackers are recomputed after each capture, so cannon
/// screens appearing and disappearing are honoured. 0 for moves that are not well formed.
pub fn see(pos: &Position, m: Move) -> i32 {
    if !m.is_well_formed() {
        return 0;
    }
    let (from, to) = (m.from(), m.to());
    let Some(mover) = pos.piece_on(from) else {
        return 0;
    };
    let mut gain = [0i32; MAX_EXCHANGE];
    gain[0] = pos.piece_on(to).map_or(0, |p| material_value(p, to));
    let mut occ = pos.occupied().without(from.index()).with(to.index());
    let mut on_target = if mover.kind() == PieceKind::General {
        GENERAL_EXCHANGE_VALUE
    } else {
        material_value(mover, to)
    };
    let mut side = mover.color().opponent();
    let mut depth = 0;
    while depth + 1 < MAX_EXCHANGE {
        let attackers = pos.attackers_to(to, side, occ);
        let Some((sq, kind)) = EXCHANGE_ORDER
            .iter()
            .find_map(|&k| (attackers & pos.pieces(side, k)).lowest().map(|s| (s, k)))
        else {
            break;
        };
        if kind == PieceKind::General
            && pos
                .attackers_to(to, side.opponent(), occ.without(sq))
                .is_nonempty()
        {
            break; // the general may not capture into an attack
        }
        depth += 1;
        gain[depth] = on_target - gain[depth - 1];
        if gain[depth].max(-gain[depth - 1]) < 0 {
            break;
        }
        occ = occ.without(sq);
        on_target = match kind {
            PieceKind::General => GENERAL_EXCHANGE_VALUE,
            _ => pos
                .piece_on(Square::from_index(sq))
                .map_or(0, |p| material_value(p, to)),
        };
        side = side.opponent();
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

/// The `d` command's text: a board diagram, then `Fen:`, `Key:` and `Checkers:` lines
/// (protocols.md 8.1).
pub fn diagram(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..Rank::NUM).rev() {
        out.push_str(&format!(" {rank} "));
        for file in 0..File::NUM {
            let sq = Square::new(
                File::try_index(file).unwrap(),
                Rank::try_index(rank).unwrap(),
            );
            out.push(' ');
            out.push(pos.piece_on(sq).map_or('.', |p| p.letter()));
        }
        out.push('\n');
        if rank == 5 {
            out.push_str("    ---- river ----\n");
        }
    }
    out.push_str("    a b c d e f g h i\n\n");
    out.push_str(&format!("Fen: {}\n", pos.to_fen_text()));
    out.push_str(&format!("Key: {:016X}\n", pos.key()));
    let checkers: Vec<String> = pos
        .checkers()
        .map(|s| Square::from_index(s).to_string())
        .collect();
    out.push_str(&format!("Checkers: {}\n", checkers.join(" ")));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xiangqi::moves::{parse_move, RankNumbering};

    fn see_of(fen: &str, text: &str) -> i32 {
        let pos = Position::from_fen_text(fen).unwrap();
        let m = parse_move(text, RankNumbering::FromZero).unwrap();
        assert!(pos.is_legal_move(m), "{text} must be legal in {fen}");
        see(&pos, m)
    }

    #[test]
    fn static_exchange() {
        // Chariot takes an unprotected horse: wins the horse.
        assert_eq!(
            see_of("3k5/9/9/9/4n4/9/9/9/9/R3K4 w", "a0a5"),
            0,
            "a5 is empty: nothing captured"
        );
        assert_eq!(see_of("3k5/9/9/9/n8/9/9/9/9/R3K4 w", "a0a5"), 375);
        // Chariot takes a horse protected by a black chariot: loses chariot for horse.
        assert_eq!(see_of("r2k5/9/9/9/n8/9/9/9/9/R3K4 w", "a0a5"), 375 - 900);
        // A black cannon on a9 recaptures on a5 only over a screen: the red soldier on a7.
        assert_eq!(see_of("c2k5/9/P8/9/n8/9/9/9/9/R3K4 w", "a0a5"), 375 - 900);
        assert_eq!(
            see_of("c2k5/9/9/9/n8/9/9/9/9/R3K4 w", "a0a5"),
            375,
            "no screen, no recapture"
        );
    }

    #[test]
    fn diagram_has_the_scraped_lines() {
        let pos = Position::from_fen_text("4k4/9/9/9/9/9/9/9/4R4/3K5 b").unwrap();
        let text = diagram(&pos);
        assert!(text.contains("Fen: 4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1\n"));
        assert!(text.contains(&format!("Key: {:016X}\n", pos.key())));
        assert!(text.contains("Checkers: e1\n"));
    }
}
