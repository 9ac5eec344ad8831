//! `kirin bench [hash_mb] [threads] [depth]` from the shell: every game's bench
//! (`search::bench`), info lines on stdout, Stockfish's summary block on stderr, then the
//! two signature lines `Nodes searched: <N>` and `Nodes/second: <nps>` on stdout; exit 0.

use crate::game::Game;
use crate::games::{self, GameId, GameVisitor};
use crate::protocol::dialect::{shell_terminal_line, Terminal};
use crate::search::bench::{run, BenchConfig, BenchSummary};
use crate::search::{self, Event, ReportedScore};

/// A plain `info` / best move line for the shell (USI-like, moves in the game's
/// notation); `None` for events the shell does not show.
fn shell_line<G: Game>(event: &Event<G::Move>) -> Option<String> {
    match event {
        Event::Info(info) => {
            let score = match info.score {
                ReportedScore::Centipawns(cp) => format!("cp {cp}"),
                ReportedScore::MatePlies(plies) => format!("mate {plies}"),
            };
            let pv: Vec<String> = info.pv.iter().map(|&m| G::format_move(m)).collect();
            let ms = info.elapsed.as_millis();
            Some(format!(
                "info depth {} seldepth {} score {score} nodes {} nps {} time {ms} pv {}",
                info.depth,
                info.seldepth,
                info.nodes,
                info.nodes as u128 * 1000 / ms.max(1),
                pv.join(" ")
            ))
        }
        Event::Finished(best) => Some(shell_terminal_line(&match best {
            search::BestMove::Move { best, .. } => Terminal::Move {
                best: G::format_move(*best),
                ponder: None,
                draw: false,
            },
            search::BestMove::DeclareWin => Terminal::DeclareWin,
            search::BestMove::NoLegalMove => Terminal::NoLegalMove,
        })),
        Event::Text(text) => Some(format!("info string {text}")),
    }
}

/// Runs one game's bench for the shell, printing as it goes.
fn shell_run<G: Game>(config: &BenchConfig) -> Result<BenchSummary, String> {
    let count = G::INFO.bench_positions.len();
    run::<G>(config, &mut |index, position, event| {
        if matches!(event, Event::Info(info) if info.depth == 1) {
            eprintln!(
                "\n{} position {}/{}: {}",
                G::INFO.name,
                index + 1,
                count,
                position.to_fen()
            );
        }
        if let Some(line) = shell_line::<G>(event) {
            println!("{line}");
        }
    })
}

/// The shell's bench of one game, for [`games::with_game`].
struct Shell<'a>(&'a BenchConfig);

impl GameVisitor for Shell<'_> {
    type Output = Result<BenchSummary, String>;
    fn visit<G: Game>(self) -> Result<BenchSummary, String> {
        shell_run::<G>(self.0)
    }
}

/// Entry point of `kirin bench [hash_mb] [threads] [depth]`; returns the exit code.
/// Runs every registered game; a given depth applies to all of them.
pub fn main(args: &[String]) -> i32 {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let config = match BenchConfig::parse(&args) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return 2;
        }
    };
    // Deep searches need a larger stack than the main thread may have.
    let worker = std::thread::Builder::new()
        .stack_size(crate::search::params::SEARCH_STACK_BYTES)
        .spawn(move || -> Result<BenchSummary, String> {
            let mut total = BenchSummary::default();
            for game in GameId::ALL {
                total.add(games::with_game(game, Shell(&config))?);
            }
            Ok(total)
        });
    match worker.map(|w| w.join()) {
        Ok(Ok(Ok(total))) => {
            eprint!("\n{}", total.summary_block());
            print!("{}", total.signature_lines());
            0
        }
        Ok(Ok(Err(e))) => {
            eprintln!("{e}");
            1
        }
        _ => {
            eprintln!("bench: the search thread failed");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_benches_through_its_entry() {
        let shallow = BenchConfig {
            hash_mb: 1,
            threads: 1,
            depth: Some(1),
        };
        for game in GameId::ALL {
            let info = game.info();
            // Err names a position that does not parse.
            let summary = games::with_game(game, Shell(&shallow)).unwrap();
            assert!(
                summary.nodes >= info.bench_positions.len() as u64,
                "{}",
                info.name
            );
        }
    }
}
