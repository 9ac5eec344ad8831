//! The command line: with no arguments the engine process on stdin/stdout (the first
//! line picks the protocol), otherwise a shell subcommand: `kirin bench` (the node-count
//! benchmark), `kirin match` (engine-vs-engine games), `kirin report` (the statistics of
//! `kirin match` results files), `kirin check` (a protocol compliance check of another
//! engine), `kirin book` (opening books), `kirin csa` (a USI engine on a CSA server),
//! `kirin csa-server` (a CSA protocol game server) and `kirin help`. The top of the crate's layers:
//! it only dispatches to the front ends below it.

pub mod bench;

/// Runs the command line `args` (without the program name); returns the exit code.
pub fn run(args: &[String]) -> i32 {
    match args.first().map(String::as_str) {
        None => crate::protocol::run(),
        Some("bench") if args.get(1).is_some_and(|a| is_help(a)) => {
            println!("usage: kirin bench [hash_mb] [threads] [depth]");
            println!("       fixed-depth search of the bench positions of every game; prints");
            println!("       'Nodes searched: N' (the signature) and 'Nodes/second: N'");
            0
        }
        Some("bench") => bench::main(&args[1..]),
        Some("match") => crate::tournament::main(&args[1..]),
        Some("report") => crate::tournament::merge::main(&args[1..]),
        Some("check") => crate::check::main(&args[1..]),
        Some("book") => crate::book::cli::main(&args[1..]),
        Some("csa") => crate::csa::client::main(&args[1..]),
        Some("csa-server") => crate::csa::server::main(&args[1..]),
        Some(word) if is_help(word) || word == "help" => {
            println!("usage: kirin                 engine on stdin/stdout (first line: usi, ucci, uci or xboard)");
            println!(
                "       kirin bench [ARGS]    fixed-depth benchmark of every game (node signature)"
            );
            println!("       kirin match --help    engine-vs-engine matches");
            println!(
                "       kirin report FILE...  merge `kirin match -out` files (e.g. -shard pieces), print the statistics"
            );
            println!(
                "       kirin check --help    protocol compliance check of a USI, UCCI or UCI engine"
            );
            println!(
                "       kirin book --help     opening books: build from match results, merge, synth"
            );
            println!(
                "       kirin csa --help      play a USI engine on a CSA server (floodgate, shogi-server)"
            );
            println!(
                "       kirin csa-server --help  a CSA protocol game server for local engine games"
            );
            println!("       kirin help            this list (also -h, --help)");
            println!(
                "       kirin [--param NAME=VALUE]... [ARGS]  set search parameters, then as above"
            );
            println!("       kirin --params        list them: name,type,value,min,max,c_end,r_end");
            println!(
                "                             (both need: cargo build --release --features tune)"
            );
            0
        }
        Some(other) => {
            eprintln!("kirin: unknown subcommand '{other}' (try --help)");
            2
        }
    }
}

/// `-h` or `--help`.
fn is_help(word: &str) -> bool {
    word == "-h" || word == "--help"
}

#[cfg(test)]
mod tests {
    use crate::games::fill_help;

    #[test]
    fn help_texts_name_every_game() {
        for help in [
            crate::tournament::cli::HELP,
            crate::check::HELP,
            crate::book::synth::USAGE,
        ] {
            assert!(help.contains("{games}") || help.contains("{game_list}"));
            assert!(!fill_help(help).contains("{game"), "{help}");
        }
    }
}
