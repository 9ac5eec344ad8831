//! `kirin csa-server`: a CSA protocol game server for engine games and for testing CSA
//! clients, following shogi-server (the server floodgate runs) in its CSA mode: players
//! log in with a game name, two with the same name are paired, agree, play under the
//! server's clocks and get the result; then both connections close.
//!
//! This module owns the command line ([`Config`], [`parse_args`]) and the listener
//! ([`main`], [`serve`]); [`lobby`] runs the event loop over the connections, [`login`]
//! reads `LOGIN` lines and game names, [`start`] the start positions and `Position`
//! blocks, [`referee`] one game (clocks, legality, endings).
//!
//! Where it departs from shogi-server: colours without a wish go to the earlier login as
//! Black (shogi-server draws them at random); anything unexpected during a game, a move
//! out of turn included, loses as an illegal move (shogi-server queues out-of-turn
//! moves); `Game_ID` time stamps are UTC.

pub mod lobby;
pub mod login;
pub mod referee;
pub mod start;

use crate::csa::wire::DEFAULT_PORT;
use start::{parse_start_option, Start};
use std::io::Write;
use std::net::TcpListener;
use std::path::PathBuf;

/// The `Max_Moves` of games unless `--max-moves` says otherwise (floodgate's).
pub const DEFAULT_MAX_MOVES: u32 = 256;
/// The event name at the start of every `Game_ID` unless `--event` says otherwise.
pub const DEFAULT_EVENT: &str = "kirin";
/// The address the server listens on unless `--host` says otherwise.
pub const DEFAULT_HOST: &str = "127.0.0.1";

/// The usage text of `kirin csa-server --help`.
pub const HELP: &str = "\
usage: kirin csa-server [OPTIONS]
  CSA protocol game server (the protocol of floodgate): players log in with
  LOGIN <id> <gamename>[,<trip>], where the game name is
  [<prefix>_]<name>-<total>-<byoyomi> or [<prefix>_]<name>-<total>-<increment>F,
  optionally followed by -B or -W (the colour wanted); two players with the same
  game name are paired (without wishes the earlier login plays Black).

  --host HOST          address to listen on (default 127.0.0.1)
  --port N             port (default 4081; 0: any free port)
  --event NAME         first part of every Game_ID (default kirin)
  --csaout DIR         write each game's record to DIR/<Game_ID>.csa
  --max-moves N        Max_Moves: plies before the game is drawn (default 256; 0: none)
  --least-time N       Least_Time_Per_Move, in the time unit (default 0)
  --time-unit UNIT     sec or msec: the unit of the game names' numbers and of every
                       T value (default sec)
  --start PREFIX=POS   games named PREFIX_... start from POS: 'startpos [moves ...]' or
                       'sfen <sfen> [moves ...]' (USI); its moves are sent in the
                       Position block (T0, not charged). Repeatable.
  --games N            exit once N games have finished and their records are written
  -h, --help           this text

  Prints 'listening on HOST:PORT' on stdout once listening; logs go to stderr
  (RUST_LOG=info).
";

/// The server's settings, from the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The address to listen on.
    pub host: String,
    /// The port; 0 asks the system for a free one.
    pub port: u16,
    /// The first part of every `Game_ID`.
    pub event: String,
    /// Where each game's record goes, if anywhere.
    pub csaout: Option<PathBuf>,
    /// `Max_Moves` (0: no limit).
    pub max_moves: u32,
    /// `Least_Time_Per_Move`, in the time unit.
    pub least_time: u64,
    /// Milliseconds in the time unit (1000 for sec, 1 for msec).
    pub unit_ms: u64,
    /// The `--start` positions by game-name prefix.
    pub starts: Vec<(String, Start)>,
    /// Exit after this many finished games.
    pub games: Option<usize>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            host: DEFAULT_HOST.to_string(),
            port: DEFAULT_PORT,
            event: DEFAULT_EVENT.to_string(),
            csaout: None,
            max_moves: DEFAULT_MAX_MOVES,
            least_time: 0,
            unit_ms: 1000,
            starts: Vec::new(),
            games: None,
        }
    }
}

/// Reads the command line (without `csa-server`); `Ok(None)` for `--help`.
pub fn parse_args(args: &[String]) -> Result<Option<Config>, String> {
    let mut config = Config::default();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "-h" || flag == "--help" {
            return Ok(None);
        }
        let value = args
            .next()
            .ok_or_else(|| format!("{flag} needs a value (or unknown option; try --help)"))?;
        let number = |what: &str| -> Result<u64, String> {
            value
                .parse::<u64>()
                .map_err(|_| format!("{what} {value}: not a number"))
        };
        match flag.as_str() {
            "--host" => config.host = value.clone(),
            "--port" => {
                config.port = value
                    .parse()
                    .map_err(|_| format!("--port {value}: not a port number"))?
            }
            "--event" => {
                let safe = !value.is_empty()
                    && value.len() <= login::MAX_GAME_NAME_LEN
                    && value
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_@.-".contains(c));
                if !safe {
                    return Err(format!("--event {value}: letters, digits and _ @ . - only"));
                }
                config.event = value.clone();
            }
            "--csaout" => config.csaout = Some(PathBuf::from(value)),
            "--max-moves" => {
                config.max_moves = u32::try_from(number("--max-moves")?)
                    .map_err(|_| format!("--max-moves {value}: too large"))?
            }
            "--least-time" => config.least_time = number("--least-time")?,
            "--time-unit" => {
                config.unit_ms = match value.as_str() {
                    "sec" => 1000,
                    "msec" => 1,
                    _ => return Err(format!("--time-unit {value}: expected sec or msec")),
                }
            }
            "--start" => config.starts.push(parse_start_option(value)?),
            "--games" => {
                let n = number("--games")?;
                config.games = Some(usize::try_from(n).unwrap_or(usize::MAX));
            }
            _ => return Err(format!("unknown option {flag} (try --help)")),
        }
    }
    Ok(Some(config))
}

/// Binds `config.host:config.port`, prints `listening on HOST:PORT` (the real port) on
/// stdout, then serves until `config.games` games have finished (forever without it).
pub fn serve(config: &Config) -> Result<(), String> {
    let listener = TcpListener::bind((config.host.as_str(), config.port))
        .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    if let Some(dir) = &config.csaout {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut stdout = std::io::stdout();
    let _ = writeln!(stdout, "listening on {address}");
    let _ = stdout.flush();
    log::info!("listening on {address}");
    lobby::serve(config, listener).map_err(|e| e.to_string())
}

/// Entry point of `kirin csa-server ARGS`; returns the exit code (0 after `--games` games
/// or `--help`, 2 for a bad command line, 1 when the server cannot run).
pub fn main(args: &[String]) -> i32 {
    let config = match parse_args(args) {
        Ok(Some(config)) => config,
        Ok(None) => {
            print!("{HELP}");
            return 0;
        }
        Err(e) => {
            eprintln!("kirin csa-server: {e}");
            return 2;
        }
    };
    match serve(&config) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("kirin csa-server: {e}");
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn command_lines() {
        assert_eq!(parse_args(&[]).unwrap(), Some(Config::default()));
        assert_eq!(parse_args(&args("--help")).unwrap(), None);
        let c = parse_args(&args(
            "--port 0 --time-unit msec --games 2 --max-moves 0 --start hc=startpos",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(
            (c.port, c.unit_ms, c.games, c.max_moves),
            (0, 1, Some(2), 0)
        );
        assert_eq!(c.starts[0].0, "hc");
        for bad in [
            "--port",
            "--port x",
            "--time-unit min",
            "--event a+b",
            "--start x",
            "--bogus 1",
        ] {
            assert!(parse_args(&args(bad)).is_err(), "{bad}");
        }
    }
}
