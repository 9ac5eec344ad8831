//! The engine's settings and game state between searches: options (applied at once, or
//! deferred while a search runs), the hash table (allocated on `isready` or the first
//! `go`, sized by [`super::hash_size`]), a new game, and the position and move lists the
//! GUI sends, read in the dialect's notation.

use super::hash_size::affordable_megabytes;
use super::Controller;
use crate::game::Game;
use crate::protocol::command::{quote, PositionSpec, Setup};
use crate::protocol::dialect::Dialect;
use crate::protocol::options::{Applied, OptionId, SetError};
use crate::protocol::session::configure;
use crate::protocol::strength::StrengthSettings;
use crate::search::TranspositionTable;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// Hash size used when UCCI says `hashsize 0` ("engine chooses").
const DEFAULT_HASH_MB: i64 = 64;

impl<G: Game, D: Dialect> Controller<G, D> {
    /// Applies one option, with what it sets off (clear the hash, new game, log file,
    /// batch mode, a new book file, a change of strength told, the dialect's and the
    /// game's reactions).
    pub(super) fn set_option(&mut self, name: &str, value: Option<&str>) {
        let strength_before = StrengthSettings::read(&self.options).level(G::INFO.name);
        match self.options.set(name, value) {
            Ok(Applied { id, notice }) => {
                if let Some(n) = notice {
                    self.error(&n);
                }
                match id {
                    OptionId::ClearHash => {
                        if let Some(t) = &self.table {
                            t.clear();
                        }
                        self.memory.clear();
                    }
                    OptionId::NewGame => self.new_game(),
                    OptionId::DebugLogFile => {
                        let path = self.options.text(OptionId::DebugLogFile, "").to_string();
                        if let Err(e) = self.printer.log.open(&path) {
                            self.error(&e);
                        }
                    }
                    OptionId::Batch => {
                        let on = self.options.flag(OptionId::Batch, false);
                        self.fast.batch.store(on, Ordering::Release);
                    }
                    OptionId::BookFile => self.book_file_set(),
                    OptionId::Variant => {
                        let name = self.options.text(OptionId::Variant, "");
                        if !G::INFO.has_variant(name) {
                            self.switch_to = Some(name.to_string());
                        }
                    }
                    _ => {}
                }
                let strength = StrengthSettings::read(&self.options);
                if strength.level(G::INFO.name) != strength_before {
                    self.info_string(&strength.describe(G::INFO.name));
                }
                if let Some(n) = self.dialect.option_changed(id, &self.options) {
                    self.info_string(&n);
                }
                if let Some(n) = configure(&mut self.position, &self.options) {
                    self.error(&n);
                }
            }
            Err(SetError::Unknown) => {
                if let Err(message) = self.dialect.undeclared_option(name, value) {
                    self.error(&message);
                }
            }
            Err(SetError::Invalid(message)) => self.error(&message),
        }
    }

    /// The options that arrived during the search, in order.
    pub(super) fn apply_deferred(&mut self) {
        for (name, value) in std::mem::take(&mut self.deferred) {
            self.set_option(&name, value.as_deref());
        }
    }

    /// The hash size the options ask for, MB.
    pub(super) fn hash_megabytes(&self) -> usize {
        let mb = self.options.int(OptionId::Hash, DEFAULT_HASH_MB);
        usize::try_from(if mb <= 0 { DEFAULT_HASH_MB } else { mb }).unwrap_or(1)
    }

    /// Allocates the hash table if it is missing or its size option changed (done on
    /// `isready`, or lazily on the first `go`: some GUIs never send `isready`).
    pub(super) fn ensure_table(&mut self) -> Arc<TranspositionTable> {
        let mb = self.hash_megabytes();
        match &self.table {
            Some(t) if self.table_megabytes == mb => Arc::clone(t),
            _ => {
                self.table = None; // free the old table before allocating the new one
                let affordable = affordable_megabytes(mb);
                let table = Arc::new(TranspositionTable::new(affordable));
                if affordable < mb {
                    self.info_string(&format!(
                        "hash: {mb} MB is more than this machine can give at once; allocated {} MB",
                        table.megabytes()
                    ));
                }
                self.table_megabytes = mb;
                self.table = Some(Arc::clone(&table));
                table
            }
        }
    }

    /// Fresh tables and histories, the start position, no banned moves.
    pub(super) fn new_game(&mut self) {
        if let Some(t) = &self.table {
            t.clear();
        }
        self.memory.clear();
        let mut start = G::startpos();
        let _ = configure(&mut start, &self.options);
        self.position = start;
        self.banned.clear();
    }

    /// Builds the position of a `position`/`probe` line. A bad FEN/SFEN leaves the
    /// current position (returns `None`); a bad move keeps the moves before it (as
    /// YaneuraOu and Fairy-Stockfish do).
    pub(super) fn build_position(&mut self, spec: &PositionSpec) -> Option<G> {
        let mut position = match &spec.setup {
            Setup::StartPos => G::startpos(),
            Setup::Fen(text) => match G::from_fen(text) {
                Ok(p) => p,
                Err(e) => {
                    self.error(&format!(
                        "bad {}: {e}; position unchanged",
                        G::INFO.position_word
                    ));
                    return None;
                }
            },
        };
        for (index, text) in spec.moves.iter().enumerate() {
            let parsed = self
                .dialect
                .move_in(text)
                .ok()
                .and_then(|t| position.parse_move(&t).ok());
            match parsed {
                Some(m) => position.make(m),
                None => {
                    self.error(&format!(
                        "illegal move '{}' at ply {}; position set after {index} moves",
                        quote(text),
                        index + 1
                    ));
                    break;
                }
            }
        }
        if let Some(n) = configure(&mut position, &self.options) {
            self.error(&n);
        }
        Some(position)
    }

    /// Reads wire moves against `position`; bad ones are reported and skipped.
    pub(super) fn parse_moves(
        &mut self,
        position: &G,
        texts: &[String],
        what: &str,
    ) -> Vec<G::Move> {
        let mut moves = Vec::new();
        for text in texts {
            match self
                .dialect
                .move_in(text)
                .map_err(|e| e.to_string())
                .and_then(|t| position.parse_move(&t).map_err(|e| e.to_string()))
            {
                Ok(m) => moves.push(m),
                Err(e) => self.error(&format!("{what}: bad move '{}': {e}", quote(text))),
            }
        }
        moves
    }

    /// UCCI `banmoves`: moves the next search may not play.
    pub(super) fn ban_moves(&mut self, texts: &[String]) {
        let position = self.position.clone();
        self.banned = self.parse_moves(&position, texts, "banmoves");
    }
}
