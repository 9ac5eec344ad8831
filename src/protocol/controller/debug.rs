//! The commands for people and test scripts rather than GUIs: `perft`, `d`, `eval`,
//! `bench`, and UCCI `probe` (what the hash table holds for a position).

use super::{info_text, Controller};
use crate::core::score;
use crate::game::Game;
use crate::perft;
use crate::protocol::command::PositionSpec;
use crate::protocol::dialect::{Dialect, HashEntryText, Reply, Terminal};
use crate::search::bench::{self, BenchConfig};
use crate::search::tt::TtBound;
use crate::search::{BestMove, Event, ReportedScore};
use std::time::Instant;

impl<G: Game, D: Dialect> Controller<G, D> {
    /// `go perft <depth>` / `perft <depth>`: the divide report of the current position.
    pub(super) fn perft(&mut self, depth: u32) {
        let mut position = self.position.clone();
        let started = Instant::now();
        let report = {
            let dialect = &self.dialect;
            perft::divide_report(&mut position, depth, |m| {
                dialect.move_out(G::format_move(m))
            })
        };
        log::info!("perft {depth}: {} ms", started.elapsed().as_millis());
        self.printer.block(&report);
    }

    /// UCCI `probe`: what the hash table holds for a position. Never allocates or
    /// resizes the table, so it is safe during a search.
    pub(super) fn probe(&mut self, spec: &PositionSpec) {
        let Some(position) = self.build_position(spec) else {
            return;
        };
        let entry = self.table.as_ref().and_then(|t| t.probe(position.key()));
        let text = entry.map(|entry| {
            let raw = score::from_tt(entry.score, 0);
            HashEntryText {
                best: position
                    .unpack(entry.packed_move)
                    .filter(|_| entry.packed_move != 0)
                    .map(|m| self.wire(m)),
                score: score::mate_plies(raw)
                    .map_or(ReportedScore::Centipawns(raw), ReportedScore::MatePlies),
                depth: entry.depth.max(0),
                lower: matches!(entry.bound, TtBound::Lower | TtBound::Exact),
                upper: matches!(entry.bound, TtBound::Upper | TtBound::Exact),
            }
        });
        self.say(Reply::HashEntry(text));
    }

    /// `bench [hash_mb] [threads] [depth]` for the current game: the search helper's
    /// fixed benchmark, its lines printed in this dialect, Stockfish's summary block on
    /// stderr.
    pub(super) fn bench(&mut self, args: &[String]) {
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let config = match BenchConfig::parse(&words) {
            Ok(c) => c,
            Err(e) => return self.error(&e),
        };
        let dialect = &self.dialect;
        let printer = &mut self.printer;
        let result = bench::run::<G>(&config, &mut |_, _, event| {
            let lines = match event {
                Event::Info(info) => dialect.format(&Reply::Info {
                    info: &info_text::<G, D>(dialect, info),
                    show_multipv: false,
                }),
                Event::Text(text) => dialect.format(&Reply::Text(text)),
                Event::Finished(BestMove::Move { best, ponder }) => {
                    dialect.format(&Reply::Terminal(Terminal::Move {
                        best: dialect.move_out(G::format_move(*best)),
                        ponder: ponder.map(|p| dialect.move_out(G::format_move(p))),
                        draw: false,
                    }))
                }
                Event::Finished(BestMove::DeclareWin) => {
                    dialect.format(&Reply::Terminal(Terminal::DeclareWin))
                }
                Event::Finished(BestMove::NoLegalMove) => {
                    dialect.format(&Reply::Terminal(Terminal::NoLegalMove))
                }
            };
            printer.lines(&lines);
        });
        match result {
            Ok(summary) => eprint!("{}", summary.summary_block()),
            Err(e) => self.error(&e),
        }
    }

    /// `d`: the board of the current position, in the dialect's square names.
    pub(super) fn display(&mut self) {
        let diagram = self.dialect.diagram_out(self.position.diagram());
        let lines: Vec<&str> = diagram.lines().collect();
        self.print(&lines);
    }

    /// `eval`: the evaluation breakdown of the current position and its total.
    pub(super) fn eval(&mut self) {
        let breakdown = self.position.eval_breakdown();
        let mut lines: Vec<String> = breakdown.lines().map(str::to_string).collect();
        lines.push(format!(
            "Final evaluation: {} cp (side to move)",
            self.position.evaluate()
        ));
        self.print(&lines);
    }
}
