//! The settings of `kirin csa`: command-line flags, or the same keys in a config file
//! (`--config FILE`, one `key = value` a line, `#` comments; flags given after it win),
//! and the help text.

use crate::engine_client::process::Launch;
use std::path::PathBuf;
use std::time::Duration;

/// The help of `kirin csa --help`.
pub const HELP: &str = "\
usage: kirin csa --id NAME --password PASS [options]

Connects a USI engine (Kirin itself unless --engine says otherwise) to a CSA protocol
shogi server (floodgate, shogi-server, the championship servers, `kirin csa-server`) and
plays game after game: login, Game_Summary, AGREE, moves with the server's clock, the
end of the game, a CSA record, then a new login for the next game.

  --host HOST           server (default localhost)
  --port N              port (default 4081)
  --id NAME             login name
  --password PASS       password; for shogi-server and floodgate '<game name>,<trip>',
                        e.g. floodgate-300-10F,secret (the trip keeps your rating)
  --games N             play N games, then log out and exit 0 (default: until Ctrl-C)
  --engine \"CMD\"        the USI engine's command line (default: this kirin); shell
                        syntax (pipes, quotes) is run by sh -c
  --option NAME=VALUE   a setoption for the engine (repeatable), e.g. USI_Hash=256
  --ponder              think on the opponent's time (USI_Ponder, go ponder/ponderhit)
  --no-binc             for engines that do not read binc/winc (gpsusi): in a Fischer
                        game the increment due is added to the engine's btime/wtime
  --floodgate           send floodgate's evaluation comments with each move:
                        +7776FU,'* <centipawns for Black> <expected moves>
  --csaout DIR          write each game's CSA record to DIR/<Game_ID>.csa
  --margin MS           milliseconds kept back from every time given to the engine,
                        for the network (default 1000)
  --timeout S           seconds to wait for the server beyond what the clocks allow
                        (login reply, START, the echo of a move) before the connection
                        counts as lost (default 60)
  --keepalive S         send an empty line after S seconds without traffic (default 40;
                        0 = never; the protocol asks for at least 30)
  --config FILE         read 'key = value' lines with the same keys (host = ..., option =
                        USI_Hash=256, ponder = true); later flags win
  -h, --help            this text

Ctrl-C ends after the current game (logging out when no game runs); a second Ctrl-C
quits at once. A dropped connection is retried with back-off (2 s doubling to 2 min).
Progress goes to stderr, one result line per game to stdout; RUST_LOG=debug shows the
traffic with the server and the engine.";

/// Everything `kirin csa` needs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Server host name or address.
    pub host: String,
    /// Server port.
    pub port: u16,
    /// Login name.
    pub id: String,
    /// Login password.
    pub password: String,
    /// Games to play (`None`: until interrupted).
    pub games: Option<u32>,
    /// How to start the engine.
    pub engine: Launch,
    /// `setoption` pairs, in order.
    pub options: Vec<(String, String)>,
    /// Ponder on the opponent's time.
    pub ponder: bool,
    /// Send `binc`/`winc` (else the increment is folded into the time).
    pub binc: bool,
    /// Send floodgate evaluation comments.
    pub floodgate: bool,
    /// Where records go.
    pub csaout: Option<PathBuf>,
    /// Network margin taken off the engine's time.
    pub margin: Duration,
    /// Patience with a silent server beyond the clocks.
    pub timeout: Duration,
    /// Idle time before a keep-alive line (`None`: never).
    pub keepalive: Option<Duration>,
}

/// Characters that make an engine command line a job for `sh -c`.
const SHELL_SYNTAX: &[char] = &['|', '&', ';', '<', '>', '(', ')', '$', '`', '"', '\'', '\\'];

/// The launch of engine command line `command`: split at spaces, or through `sh -c` when
/// it uses shell syntax.
pub fn launch_of(command: &str) -> Result<Launch, String> {
    let (program, args) = if command.contains(SHELL_SYNTAX) {
        (
            "sh".to_string(),
            vec!["-c".to_string(), command.to_string()],
        )
    } else {
        let mut words = command.split_whitespace().map(str::to_string);
        let program = words.next().ok_or("--engine: empty command")?;
        (program, words.collect())
    };
    Ok(Launch {
        program: PathBuf::from(program),
        args,
        dir: None,
        stderr_log: None,
    })
}

/// This executable as the engine.
fn kirin_itself() -> Result<Launch, String> {
    let program = std::env::current_exe().map_err(|e| format!("cannot find kirin: {e}"))?;
    Ok(Launch {
        program,
        args: Vec::new(),
        dir: None,
        stderr_log: None,
    })
}

fn number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T, String> {
    value
        .trim()
        .parse()
        .map_err(|_| format!("--{key}: '{value}' is not a valid number"))
}

fn boolean(key: &str, value: &str) -> Result<bool, String> {
    match value.trim() {
        "true" | "yes" | "on" | "1" => Ok(true),
        "false" | "no" | "off" | "0" => Ok(false),
        other => Err(format!("--{key}: '{other}' is neither true nor false")),
    }
}

/// Settings being read.
struct Builder {
    config: Config,
    engine: Option<String>,
}

impl Builder {
    /// Applies one setting (`key` without dashes).
    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let c = &mut self.config;
        match key {
            "host" => c.host = value.trim().to_string(),
            "port" => c.port = number(key, value)?,
            "id" => c.id = value.trim().to_string(),
            "password" => c.password = value.trim().to_string(),
            "games" => c.games = Some(number(key, value)?),
            "engine" => self.engine = Some(value.trim().to_string()),
            "option" => {
                let (name, v) = value
                    .split_once('=')
                    .ok_or(format!("--option {value}: expected NAME=VALUE"))?;
                c.options
                    .push((name.trim().to_string(), v.trim().to_string()));
            }
            "ponder" => c.ponder = boolean(key, value)?,
            "floodgate" => c.floodgate = boolean(key, value)?,
            "no-binc" => c.binc = !boolean(key, value)?,
            "csaout" => c.csaout = Some(PathBuf::from(value.trim())),
            "margin" => c.margin = Duration::from_millis(number(key, value)?),
            "timeout" => c.timeout = Duration::from_secs(number(key, value)?),
            "keepalive" => {
                let s: u64 = number(key, value)?;
                c.keepalive = (s > 0).then(|| Duration::from_secs(s));
            }
            "config" => {
                let text = std::fs::read_to_string(value.trim())
                    .map_err(|e| format!("--config {value}: {e}"))?;
                for (index, line) in text.lines().enumerate() {
                    let line = line.trim();
                    if line.is_empty() || line.starts_with('#') {
                        continue;
                    }
                    let (k, v) = line
                        .split_once('=')
                        .ok_or(format!("{value}:{}: expected 'key = value'", index + 1))?;
                    let k = k.trim();
                    if k == "config" {
                        return Err(format!(
                            "{value}:{}: a config file in a config file",
                            index + 1
                        ));
                    }
                    self.set(k, v)
                        .map_err(|e| format!("{value}:{}: {e}", index + 1))?;
                }
            }
            other => return Err(format!("unknown flag --{other} (try --help)")),
        }
        Ok(())
    }
}

/// Flags that take no value.
const SWITCHES: [&str; 3] = ["ponder", "floodgate", "no-binc"];

/// Reads the command line (without `csa`); `Ok(None)` for `--help`.
pub fn parse(args: &[String]) -> Result<Option<Config>, String> {
    let mut builder = Builder {
        config: Config {
            host: "localhost".into(),
            port: crate::csa::wire::DEFAULT_PORT,
            id: String::new(),
            password: String::new(),
            games: None,
            engine: kirin_itself()?,
            options: Vec::new(),
            ponder: false,
            floodgate: false,
            binc: true,
            csaout: None,
            margin: Duration::from_millis(1000),
            timeout: Duration::from_secs(60),
            keepalive: Some(Duration::from_secs(40)),
        },
        engine: None,
    };
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "-h" || flag == "--help" {
            return Ok(None);
        }
        let key = flag
            .strip_prefix("--")
            .ok_or(format!("unexpected argument '{flag}' (try --help)"))?;
        if let Some((k, v)) = key.split_once('=') {
            builder.set(k, v)?;
        } else if SWITCHES.contains(&key) {
            builder.set(key, "true")?;
        } else {
            let value = args.get(i + 1).ok_or(format!("--{key} needs a value"))?;
            builder.set(key, value)?;
            i += 1;
        }
        i += 1;
    }
    if let Some(command) = &builder.engine {
        builder.config.engine = launch_of(command)?;
    }
    let c = builder.config;
    if c.id.is_empty() || c.password.is_empty() {
        return Err("--id and --password are needed (try --help)".into());
    }
    if c.id.contains(char::is_whitespace) || c.password.contains(char::is_whitespace) {
        return Err("--id and --password cannot contain spaces".into());
    }
    Ok(Some(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn flags_config_file_and_errors() {
        let dir = std::env::temp_dir().join(format!("kirin-csa-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("csa.conf");
        std::fs::write(
            &file,
            "# floodgate\nhost = wdoor.example\nid = me\noption = USI_Hash=256\nponder = true\n",
        )
        .unwrap();
        let c = parse(&args(&format!(
            "--config {} --password floodgate-300-10F,x --games 3 --option Threads=2 --engine gpsusi",
            file.display()
        )))
        .unwrap()
        .unwrap();
        assert_eq!(c.host, "wdoor.example");
        assert_eq!(c.games, Some(3));
        assert!(c.ponder);
        assert_eq!(
            c.options,
            [
                ("USI_Hash".into(), "256".into()),
                ("Threads".into(), "2".into())
            ]
        );
        assert_eq!(c.engine.program, PathBuf::from("gpsusi"));
        assert!(parse(&args("--id a")).unwrap_err().contains("--password"));
        assert!(parse(&args("--id a --password b --port x"))
            .unwrap_err()
            .contains("number"));
        assert!(parse(&args("--bogus 1"))
            .unwrap_err()
            .contains("unknown flag"));
        assert!(parse(&args("--help")).unwrap().is_none());
        let piped = launch_of("kirin | cat").unwrap();
        assert_eq!(piped.program, PathBuf::from("sh"));
    }
}
