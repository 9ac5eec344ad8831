//! The `kirin` binary: with no arguments it is a USI / UCCI / UCI engine on stdin/stdout;
//! `kirin bench` (the node-count benchmark) and `kirin match` (engine-vs-engine games) are
//! shell subcommands, and `kirin help` (also `-h`, `--help`) lists them. Perft is the
//! engine's `go perft N` command, not a subcommand.

fn main() {
    // Logs go to stderr only, quiet unless RUST_LOG asks (stdout carries protocol only).
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off"))
        .target(env_logger::Target::Stderr)
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        None => kirin::protocol::run(),
        Some("bench") if args.get(1).is_some_and(|a| is_help(a)) => {
            println!("usage: kirin bench [hash_mb] [threads] [depth]");
            println!("       fixed-depth search of the bench positions of both games; prints");
            println!("       'Nodes searched: N' (the signature) and 'Nodes/second: N'");
            0
        }
        Some("bench") => kirin::bench::main(&args[1..]),
        Some("match") => kirin::tournament::main(&args[1..]),
        Some(word) if is_help(word) || word == "help" => {
            println!("usage: kirin                 engine on stdin/stdout (first line: usi, ucci or uci)");
            println!(
                "       kirin bench [ARGS]    fixed-depth benchmark of both games (node signature)"
            );
            println!("       kirin match --help    engine-vs-engine matches");
            println!("       kirin help            this list (also -h, --help)");
            0
        }
        Some(other) => {
            eprintln!("kirin: unknown subcommand '{other}' (try --help)");
            2
        }
    };
    std::process::exit(code);
}

/// `-h` or `--help`.
fn is_help(word: &str) -> bool {
    word == "-h" || word == "--help"
}
