//! Game end and rule queries above move generation: no legal move (mate and
//! stalemate both lose in xiangqi, unlike chess), the 60-move natural limit, insufficient
//! material, the entry points that combine them with the repetition judge for the
//! search and for a referee, static exchange evaluation, and the `d` diagram.

use super::eval_view::material_value;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, File, Piece, PieceKind, Rank, Square};
use crate::core::Bitboard;
use crate::game::{Outcome, Verdict};

/// Plies without a capture after which the game is drawn (60 moves by each side, the
/// natural move limit of the Chinese rules), unless the side to move has no legal move.
pub const NATURAL_LIMIT_PLIES: u32 = 120;

/// True when neither side has a chariot, horse, cannon or soldier: advisors and
/// elephants never cross the river, so nobody can mate.
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

/// One exchange on a square in progress: who captures next, the value of the piece
/// standing there, and which pieces have left.
struct Exchange<'a> {
    pos: &'a Position,
    to: Square,
    occ: Bitboard,
    /// Exchange value of the piece on the square (the last capturer).
    on_target: i32,
    /// The side to capture next.
    side: Color,
}

impl<'a> Exchange<'a> {
    /// The board right after `m` and what `m` captures; `None` when `m` is not well
    /// formed or moves nothing.
    fn start(pos: &'a Position, m: Move) -> Option<(Exchange<'a>, i32)> {
        if !m.is_well_formed() {
            return None;
        }
        let (from, to) = (m.from(), m.to());
        let mover = pos.piece_on(from)?;
        let captured = pos.piece_on(to).map_or(0, |p| material_value(p, to));
        let exchange = Exchange {
            pos,
            to,
            occ: pos.occupied().without(from.index()).with(to.index()),
            on_target: exchange_value(mover, to),
            side: mover.color().opponent(),
        };
        Some((exchange, captured))
    }

    /// Makes the next capture with the least valuable attacker of the side to capture
    /// (attackers recomputed, so cannon screens appearing and disappearing count); a
    /// general may not capture into an attack. False when no capture is made.
    fn capture_next(&mut self) -> bool {
        let (pos, to, side) = (self.pos, self.to, self.side);
        let attackers = pos.attackers_to(to, side, self.occ);
        let Some((sq, kind)) = EXCHANGE_ORDER
            .iter()
            .find_map(|&k| (attackers & pos.pieces(side, k)).lowest().map(|s| (s, k)))
        else {
            return false;
        };
        if kind == PieceKind::General
            && pos
                .attackers_to(to, side.opponent(), self.occ.without(sq))
                .is_nonempty()
        {
            return false;
        }
        self.occ = self.occ.without(sq);
        self.on_target = pos
            .piece_on(Square::from_index(sq))
            .map_or(0, |p| exchange_value(p, to));
        self.side = side.opponent();
        true
    }
}

/// A piece's value standing on `to` in an exchange (the general's is prohibitive).
fn exchange_value(piece: Piece, to: Square) -> i32 {
    if piece.kind() == PieceKind::General {
        GENERAL_EXCHANGE_VALUE
    } else {
        material_value(piece, to)
    }
}

/// True when the side that just made a capture stands below zero whether or not it had
/// made it (`after` and `before` are its score after and before the capture): the
/// exchange is cut there, keeping that capture.
fn cut_exchange(after: i32, before: i32) -> bool {
    after.max(-before) < 0
}

/// Static exchange evaluation of `m` on its destination, in centipawns for the mover:
/// both sides recapture with their least valuable attacker while it pays. Pins are
/// ignored (as usual for SEE); attackers are recomputed after each capture, so cannon
/// screens appearing and disappearing are honoured. 0 for moves that are not well formed.
pub fn see(pos: &Position, m: Move) -> i32 {
    let Some((mut exchange, captured)) = Exchange::start(pos, m) else {
        return 0;
    };
    let mut gain = [0i32; MAX_EXCHANGE];
    gain[0] = captured;
    let mut depth = 0;
    while depth + 1 < MAX_EXCHANGE {
        let captured = exchange.on_target;
        if !exchange.capture_next() {
            break;
        }
        depth += 1;
        gain[depth] = captured - gain[depth - 1];
        if cut_exchange(gain[depth], gain[depth - 1]) {
            break;
        }
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

/// Exactly `see(pos, m) >= threshold`, playing the exchange only as far as the answer is
/// open (see `shogi::exchange::Position::static_exchange_ge` for why the chain of bounds
/// agrees with the backed-up gains; here a cut exchange also ends the chain).
pub fn see_ge(pos: &Position, m: Move, threshold: i32) -> bool {
    let Some((mut exchange, captured)) = Exchange::start(pos, m) else {
        return 0 >= threshold;
    };
    let mut score = captured;
    let mut before = 0;
    let mut bound = threshold;
    // True when the current question is the negation of the caller's.
    let mut negated = false;
    let mut depth = 0;
    loop {
        if score < bound {
            return negated;
        }
        let next = exchange.on_target - score;
        if (depth > 0 && cut_exchange(score, before))
            || depth + 1 >= MAX_EXCHANGE
            || next < 1 - bound
            || !exchange.capture_next()
        {
            return !negated;
        }
        depth += 1;
        before = score;
        score = next;
        bound = 1 - bound;
        negated = !negated;
    }
}

/// The side to move's pieces, the general aside, that stand en prise: attacked by a less
/// valuable enemy piece, or attacked and not defended (values as SEE weighs them, each
/// piece on its own square; pins aside). The move picker tries moves that save them first.
pub fn en_prise(pos: &Position) -> Bitboard {
    let us = pos.side();
    let them = us.opponent();
    let occ = pos.occupied();
    let value_on = |sq: usize| {
        let sq = Square::from_index(sq);
        pos.piece_on(sq).map_or(0, |p| material_value(p, sq))
    };
    let mut threatened = Bitboard::EMPTY;
    for sq in pos.color_pieces(us).without(pos.general(us).index()) {
        let target = Square::from_index(sq);
        let attackers = pos.attackers_to(target, them, occ);
        if attackers.is_empty() {
            continue;
        }
        let cheapest = attackers.map(value_on).min().unwrap_or(0);
        if cheapest < value_on(sq) || pos.attackers_to(target, us, occ).is_empty() {
            threatened = threatened.with(sq);
        }
    }
    threatened
}

/// The `d` command's text: a board diagram, then the `Fen:`, `Key:` and `Checkers:` lines
/// that tools scrape (Stockfish's format).
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

    #[test]
    fn pieces_en_prise_are_attacked_by_less_or_undefended() {
        // The chariot on c5 is attacked by a horse, the cannon on h3 by a chariot and not
        // defended; the general is never counted.
        let pos = Position::from_fen_text("4k4/7r1/3n5/9/2R6/9/7C1/9/9/3K5 w").unwrap();
        let square = |file, rank| {
            Square::new(
                File::try_index(file).unwrap(),
                Rank::try_index(rank).unwrap(),
            )
            .index()
        };
        let expected = Bitboard::EMPTY.with(square(2, 5)).with(square(7, 3));
        assert_eq!(en_prise(&pos), expected);
    }
}
