//! The `kirin` binary: with no arguments it is a USI / UCCI / UCI engine on stdin/stdout;
//! `kirin bench` (the node-count benchmark), `kirin match` (engine-vs-engine games),
//! `kirin report` (the statistics of `kirin match` results files), `kirin check` (a
//! protocol compliance check of another engine), `kirin book` (opening books built
//! from game records, merged, or synthetic ones for timing the loader) and
//! `kirin csa-server` (a CSA protocol game server) are shell subcommands,
//! and `kirin help` (also `-h`, `--help`) lists them. Perft is the engine's `go perft N`
//! command, not a subcommand.
//!
//! In a build with the `tune` feature, leading `--param NAME=VALUE` flags set search
//! parameters (`search::params`) before any of that runs, and `--params` lists them;
//! the protocols stay untouched, and the SPSA driver passes the flags through
//! `kirin match -engine arg=...`.

fn main() {
    // Logs go to stderr only, quiet unless RUST_LOG asks (stdout carries protocol only).
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off"))
        .target(env_logger::Target::Stderr)
        .init();
    exit_quietly_when_stdout_closes();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match take_param_flags(args) {
        Ok(rest) => rest,
        Err(code) => std::process::exit(code),
    };
    std::process::exit(kirin::app::run(&args));
}

/// Exit status of a process ended by a closed pipe (128 + SIGPIPE), as a shell reports it.
const CLOSED_PIPE_STATUS: i32 = 128 + 13;

/// When the reader of stdout goes away (`kirin check ... | head`), `println!` panics with
/// "failed printing to stdout". The process cannot say anything more, so it ends at once
/// with the closed-pipe status instead of a panic report. SIGPIPE itself stays ignored,
/// as Rust sets it: `kirin match` and `kirin check` write to engines' pipes, and an engine
/// that dies must be an error they report, not a signal that kills them.
fn exit_quietly_when_stdout_closes() {
    let report = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") {
            std::process::exit(CLOSED_PIPE_STATUS);
        }
        report(info);
    }));
}

/// Applies the leading `--param NAME=VALUE` flags and answers `--params`; returns the
/// remaining arguments, or the exit status when the program must end here (0 after
/// `--params`, 2 on an error, reported on stderr).
#[cfg(feature = "tune")]
fn take_param_flags(mut args: Vec<String>) -> Result<Vec<String>, i32> {
    use kirin::search::params;
    let mut taken = 0;
    while let Some(flag) = args.get(taken) {
        match flag.as_str() {
            "--params" => {
                for (index, tunable) in params::TUNABLES.iter().enumerate() {
                    println!("{}", tunable.line(params::current(index)));
                }
                return Err(0);
            }
            "--param" => {
                let setting = args.get(taken + 1).ok_or_else(|| {
                    eprintln!("kirin: --param needs NAME=VALUE");
                    2
                })?;
                let (name, value) = setting.split_once('=').ok_or_else(|| {
                    eprintln!("kirin: --param {setting}: expected NAME=VALUE");
                    2
                })?;
                params::set(name, value).map_err(|e| {
                    eprintln!("kirin: --param {e}");
                    2
                })?;
                taken += 2;
            }
            _ => break,
        }
    }
    Ok(args.split_off(taken))
}

/// A normal build has its search parameters compiled in: `--param` and `--params` are
/// refused with the way to get a build that takes them.
#[cfg(not(feature = "tune"))]
fn take_param_flags(args: Vec<String>) -> Result<Vec<String>, i32> {
    match args.first().map(String::as_str) {
        Some(flag @ ("--param" | "--params")) => {
            eprintln!(
                "kirin: {flag} needs a build with the tune feature \
                 (cargo build --release --features tune)"
            );
            Err(2)
        }
        _ => Ok(args),
    }
}
