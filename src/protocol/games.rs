//! Game-specific glue of the protocol layer: the few things a dialect needs to know
//! about one game that the `Game` trait does not say. Today: the xiangqi 1-10 rank
//! notation of UCI-X (protocols.md 7.2, 7.3), and the hook through which options reach
//! a position ([`ProtocolGame::configure`], the shogi `EnteringKingRule`).

use super::controller::Controller;
use super::io::{FastPath, Input, Output};
use super::options::{OptionId, OptionTable, Value};
use super::ucci::Ucci;
use super::uci::Uci;
use super::usi::Usi;
use crate::game::Game;
use crate::{shogi, xiangqi};
use crossbeam_channel::Receiver;
use std::io::Stdout;
use std::sync::Arc;

/// A game the protocol controller can drive: `Game` plus option hooks.
pub trait ProtocolGame: Game {
    /// Applies game-rule options (shogi `EnteringKingRule`, ...) to a freshly set up
    /// position. Returns a notice for `info string` if an option cannot be honoured.
    fn configure(&mut self, _options: &OptionTable) -> Option<String> {
        None
    }
}

const FILES: std::ops::RangeInclusive<u8> = b'a'..=b'i';

/// Splits `text` into (file, rank, file, rank) where a rank is one or two digits.
fn split_iccs(text: &str) -> Option<(u8, u32, u8, u32)> {
    let bytes = text.as_bytes();
    let from_file = *bytes.first()?;
    if !FILES.contains(&from_file) {
        return None;
    }
    let rest = &text[1..];
    let to_at = rest.find(|c: char| c.is_ascii_alphabetic())?;
    let (from_rank, to_part) = rest.split_at(to_at);
    let to_file = *to_part.as_bytes().first()?;
    if !FILES.contains(&to_file) {
        return None;
    }
    let to_rank = &to_part[1..];
    let rank = |r: &str| -> Option<u32> {
        if r.is_empty()
            || r.len() > 2
            || !r.bytes().all(|b| b.is_ascii_digit())
            || (r.len() == 2 && r.starts_with('0'))
        {
            return None;
        }
        r.parse().ok()
    };
    Some((from_file, rank(from_rank)?, to_file, rank(to_rank)?))
}

/// ICCS (`h0g2`, ranks 0-9) to the 1-10 notation (`h1g3`). Text that is not an ICCS
/// move is returned unchanged.
pub fn iccs_to_one_based(text: &str) -> String {
    match split_iccs(text) {
        Some((f1, r1, f2, r2)) if r1 <= 9 && r2 <= 9 => {
            format!("{}{}{}{}", f1 as char, r1 + 1, f2 as char, r2 + 1)
        }
        _ => text.to_string(),
    }
}

/// The 1-10 notation (`h10g8`) to ICCS (`h9g7`); `Err` when the text is not a move in
/// the 1-10 notation.
pub fn one_based_to_iccs(text: &str) -> Result<String, String> {
    match split_iccs(&text.to_ascii_lowercase()) {
        Some((f1, r1, f2, r2)) if (1..=10).contains(&r1) && (1..=10).contains(&r2) => {
            Ok(format!("{}{}{}{}", f1 as char, r1 - 1, f2 as char, r2 - 1))
        }
        _ => Err("not a move in the 1-10 rank notation".to_string()),
    }
}

/// Shogi: `EnteringKingRule` and `MaxMovesToDraw` live in the position, which judges
/// `declare_win` and the move-count draw with them.
impl ProtocolGame for shogi::Position {
    fn configure(&mut self, options: &OptionTable) -> Option<String> {
        let mut notice = None;
        if let Some(Value::Text(rule)) = options.value(OptionId::EnteringKingRule) {
            match rule.parse::<shogi::EnteringKingRule>() {
                Ok(rule) => self.set_entering_king_rule(rule),
                Err(e) => notice = Some(e.to_string()),
            }
        }
        let max_moves = options.int(OptionId::MaxMovesToDraw, 0);
        self.set_max_moves_to_draw(u32::try_from(max_moves).unwrap_or(0));
        notice
    }
}

/// Runs USI: shogi.
pub fn run_usi(input: Receiver<Input>, fast: Arc<FastPath>, out: Output<Stdout>) -> i32 {
    Controller::<shogi::Position, Usi>::new(input, fast, out).run()
}

/// Xiangqi has no rule options in UCCI or UCI-X.
impl ProtocolGame for xiangqi::Position {}

/// Runs UCCI: xiangqi.
pub fn run_ucci(input: Receiver<Input>, fast: Arc<FastPath>, out: Output<Stdout>) -> i32 {
    Controller::<xiangqi::Position, Ucci>::new(input, fast, out).run()
}

/// Runs UCI-X: xiangqi.
pub fn run_uci(input: Receiver<Input>, fast: Arc<FastPath>, out: Output<Stdout>) -> i32 {
    Controller::<xiangqi::Position, Uci>::new(input, fast, out).run()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_conversion_round_trips() {
        assert_eq!(iccs_to_one_based("h2e2"), "h3e3");
        assert_eq!(iccs_to_one_based("h9g7"), "h10g8");
        assert_eq!(iccs_to_one_based("b0c2"), "b1c3");
        assert_eq!(iccs_to_one_based("(none)"), "(none)");
        assert_eq!(one_based_to_iccs("h10g8"), Ok("h9g7".into()));
        assert_eq!(one_based_to_iccs("h3e3"), Ok("h2e2".into()));
        assert_eq!(one_based_to_iccs("b3b10"), Ok("b2b9".into()));
        for bad in [
            "h0g2", "h11g2", "h01g2", "j1a1", "h1", "", "h1g", "1h1g", "h10g8x", "h1*2",
        ] {
            assert!(one_based_to_iccs(bad).is_err(), "{bad}");
        }
        for file in b'a'..=b'i' {
            for rank in 0..=9u32 {
                let m = format!("{}{rank}a{}", file as char, 9 - rank);
                assert_eq!(one_based_to_iccs(&iccs_to_one_based(&m)), Ok(m));
            }
        }
    }
}
