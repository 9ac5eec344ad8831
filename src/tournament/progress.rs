//! The progress of a running match on stderr.
//!
//! On a terminal, an `indicatif` bar at the bottom: games done of the total, the rate, the
//! time left, the score of the first two engines with their Elo and, under `-sprt`, the
//! log-likelihood ratio with its bounds; the cutechess-style line of every finished game
//! scrolls above it. When stderr is not a terminal (a log file, a pipe, CI), no bar: each
//! game gives its line and a plain progress line ([`report::progress_line`]), as a log
//! wants them.

use super::report::{self, Tally};
use super::stats::Sprt;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// Where progress goes.
pub enum Progress {
    /// A bar redrawn on the terminal.
    Bar(ProgressBar),
    /// Plain lines.
    Lines,
}

impl Progress {
    /// A bar when stderr is a terminal, else plain lines; `done` games of `total` are
    /// already played (a resumed run).
    pub fn new(total: usize, done: usize) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress::Lines;
        }
        let style = ProgressStyle::with_template(
            "{bar:30.cyan/blue} {pos}/{len} games  {per_sec}  ETA {eta}  {msg}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar());
        let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr())
            .with_style(style.progress_chars("=> "))
            .with_position(done as u64);
        Progress::Bar(bar)
    }

    /// One finished game: its line, then the bar or a progress line.
    pub fn game(
        &self,
        game_line: &str,
        tally: &Tally,
        total: usize,
        running: usize,
        sprt: Option<&Sprt>,
    ) {
        match self {
            Progress::Bar(bar) => {
                bar.println(game_line);
                bar.set_position(tally.games);
                bar.set_message(message(tally, running, sprt));
            }
            Progress::Lines => {
                eprintln!("{game_line}");
                eprintln!("{}", report::progress_line(tally, total, running));
            }
        }
    }

    /// A line of its own (above the bar on a terminal).
    pub fn line(&self, text: &str) {
        match self {
            Progress::Bar(bar) => bar.println(text),
            Progress::Lines => eprintln!("{text}"),
        }
    }

    /// Runs `f` (which prints to stdout) with the bar out of the way.
    pub fn suspend(&self, f: impl FnOnce()) {
        match self {
            Progress::Bar(bar) => bar.suspend(f),
            Progress::Lines => f(),
        }
    }

    /// Leaves the bar's last state on the screen.
    pub fn finish(&self) {
        if let Progress::Bar(bar) = self {
            bar.abandon();
        }
    }
}

/// The bar's message: the running score and, with an SPRT, its LLR.
fn message(tally: &Tally, running: usize, sprt: Option<&Sprt>) -> String {
    let mut text = report::progress_status(tally, running);
    if let (Some(sprt), true) = (sprt, tally.names.len() == 2) {
        let (wdl, penta) = tally.between(0, 1);
        let st = sprt.status(&wdl, &penta);
        text.push_str(&format!(
            "  LLR {:.2} [{:.2}, {:.2}]",
            st.llr, st.lower, st.upper
        ));
    }
    text.trim_start().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::result::{Ending, GameRecord, GameResult};
    use std::collections::BTreeMap;

    #[test]
    fn the_message_has_the_score_and_the_llr() {
        let mut tally = Tally::new(vec!["A".into(), "B".into()], BTreeMap::new());
        tally.add(&GameRecord {
            id: 0,
            round: 1,
            pair: 0,
            players: ["A".into(), "B".into()],
            opening: None,
            start_fen: String::new(),
            standard_start: true,
            book_plies: 0,
            moves: vec![],
            times_ms: vec![],
            scores: vec![],
            result: GameResult::FirstWins,
            ending: Ending::Rules,
            reason: "checkmate".into(),
            detail: None,
            time_control: String::new(),
            date: String::new(),
        });
        let sprt = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap();
        let text = message(&tally, 1, Some(&sprt));
        assert!(text.starts_with("A vs B: W 1 D 0 L 0"), "{text}");
        assert!(
            text.contains("LLR ") && text.contains("[-2.94, 2.94]"),
            "{text}"
        );
        assert!(!message(&tally, 1, None).contains("LLR"));
    }
}
