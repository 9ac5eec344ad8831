//! `kirin match`: engine-vs-engine matches, gauntlets and round-robins between
//! USI, UCCI and UCI-xiangqi engines, refereed with Kirin's own rules.
//!
//! Layers, bottom up: [`process`] (child processes, bounded lines, deadlines), [`steps`]
//! (the GUI's steps in each dialect, shared with `kirin check`), [`client`] (one engine
//! across games), [`clock`] (time controls and forfeits), [`referee`] (one
//! game, generic over `Game`), [`openings`] and [`schedule`] (which games), [`runner`]
//! (worker threads, results, early stop), [`progress`] (bar or lines), [`stats`] and [`report`] (numbers and tables),
//! [`record`], [`json`] (its lines, serde), [`resume`], [`pgn`], [`csa`] (what is written), [`cli`] and
//! [`shard`] (the command line), [`merge`] (`kirin report`: results files read back), [`html`] (its page).

pub mod cli;
pub mod html;
pub mod merge;
pub mod openings;
pub mod progress;
pub mod referee;
pub mod report;
pub mod resume;
pub mod runner;
pub mod schedule;
pub mod shard;
pub mod stats;

/// Entry point of `kirin match ARGS`; returns the exit code.
pub fn main(args: &[String]) -> i32 {
    let config = match cli::parse(args) {
        Ok(Some(config)) => config,
        Ok(None) => {
            print!("{}", crate::games::fill_help(cli::HELP));
            return 0;
        }
        Err(e) => {
            eprintln!("kirin match: {e}");
            return 2;
        }
    };
    let outcome = crate::games::with_game(config.game, PlayMatch(&config));
    match outcome {
        Ok(code) => code,
        Err(e) => {
            eprintln!("kirin match: {e}");
            2
        }
    }
}

/// A `kirin match` run of one game, for [`crate::games::with_game`].
struct PlayMatch<'a>(&'a cli::Config);

impl crate::games::GameVisitor for PlayMatch<'_> {
    type Output = Result<i32, String>;
    fn visit<G: crate::game::Game>(self) -> Result<i32, String> {
        runner::run::<G>(self.0)
    }
}
