//! The opening book as the controller uses it: loading the file the options name (at
//! `isready`, or at the first `go` after the option changed: never per move), reporting
//! what loading found as `info string` lines, and answering a timed `go` at once with a
//! book move when the position is in the book.

use super::Controller;
use crate::book::{self, Book};
use crate::core::zobrist::Rng;
use crate::game::Game;
use crate::protocol::book_options::BookSettings;
use crate::protocol::command::GoParams;
use crate::protocol::dialect::{Dialect, Reply, Terminal};
use crate::protocol::options::OptionId;
use std::path::Path;

/// The book the controller holds.
pub(super) struct BookState<M> {
    book: Option<Book<M>>,
    /// The file `book` came from, or that failed to load: it is not read again until
    /// the file option is set again.
    tried: Option<String>,
    rng: Rng,
}

impl<M> BookState<M> {
    /// No book yet; the `weighted` choices seeded from the clock (games differ).
    pub(super) fn new() -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        BookState {
            book: None,
            tried: None,
            rng: Rng::new(nanos ^ u64::from(std::process::id()).rotate_left(32)),
        }
    }
}

impl<G: Game, D: Dialect> Controller<G, D> {
    /// The book file option was set: the file (even under the same name: it may have
    /// changed) is read at the next `isready` or `go`, and the old book let go now.
    pub(super) fn book_file_set(&mut self) {
        self.book.book = None;
        self.book.tried = None;
    }

    /// Loads the book the options name if it is not loaded (or tried) yet.
    pub(super) fn ensure_book(&mut self) {
        let Some(file) = BookSettings::read(&self.options).file else {
            return;
        };
        if self.book.tried.as_deref() == Some(file.as_str()) {
            return;
        }
        self.book.book = None;
        self.book.tried = Some(file.clone());
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        match book::load::<G>(Path::new(&file), threads) {
            Ok((loaded, report)) => {
                for problem in &report.problems {
                    self.info_string(&format!("book {file}:{}: {}", problem.line, problem.reason));
                }
                if report.unreported > 0 {
                    self.info_string(&format!(
                        "book {file}: {} more bad lines skipped",
                        report.unreported
                    ));
                }
                self.info_string(&format!(
                    "book {file}: {} positions, {} moves",
                    loaded.positions(),
                    loaded.moves()
                ));
                if let Some(note) = &report.cache_note {
                    self.info_string(&format!("book {file}: {note}"));
                }
                self.book.book = Some(loaded);
            }
            Err(e) => self.info_string(&format!("book {file}: {e}")),
        }
    }

    /// Answers `go` from the book if it may: a `go` that must end by itself (clock,
    /// `movetime`, `depth` or `nodes`; not `infinite`, `ponder`, `mate` or
    /// `searchmoves`, which ask for a search), one line (MultiPV 1), the book on, the
    /// game not past `BookMoves`, and a legal, not banned book move here. Writes the
    /// move's `info string` and the best move, and returns true; false: search.
    pub(super) fn answer_from_book(&mut self, params: &GoParams) -> bool {
        let limited = !params.clocks.is_empty()
            || params.movetime.is_some()
            || params.depth.is_some()
            || params.nodes.is_some();
        let wants_search = params.infinite
            || params.ponder
            || params.mate_moves.is_some()
            || !params.search_moves.is_empty()
            || self.options.int(OptionId::MultiPv, 1) > 1;
        if !limited || wants_search {
            return false;
        }
        let settings = BookSettings::read(&self.options);
        if settings.file.is_none() || self.position.game_ply() > settings.max_ply {
            return false;
        }
        self.ensure_book();
        let Some(book) = &self.book.book else {
            return false;
        };
        let root = &self.position;
        let mut moves = book.probe(root.key());
        // The key could collide, and `banmoves` rules moves out.
        moves.retain(|m| root.is_legal(m.mv) && !self.banned.contains(&m.mv));
        let Some(index) = book::choose(&moves, settings.policy, &mut self.book.rng) else {
            return false;
        };
        let chosen = moves[index];
        let mut after = root.clone();
        after.make(chosen.mv);
        let ponder = Some(chosen.ponder).filter(|&p| p != G::Move::default() && after.is_legal(p));
        let best = self.wire(chosen.mv);
        self.info_string(&format!(
            "book move {best} (value {}, count {})",
            chosen.value, chosen.count
        ));
        let ponder = ponder.map(|p| self.wire(p));
        self.say(Reply::Terminal(Terminal::Move {
            best,
            ponder,
            draw: false,
        }));
        true
    }
}
