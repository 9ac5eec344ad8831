//! The `kirin` binary: with no arguments it is a USI / UCCI / UCI engine on stdin/stdout;
//! `kirin bench`, `kirin match` and `kirin perft` are shell subcommands.

fn main() {
    // Logs go to stderr only, quiet unless RUST_LOG asks (stdout carries protocol only).
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off"))
        .target(env_logger::Target::Stderr)
        .init();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match args.first().map(String::as_str) {
        None => kirin::protocol::run(),
        Some("bench") => kirin::bench::main(&args[1..]),
        Some("match") => kirin::tournament::main(&args[1..]),
        Some("-h") | Some("--help") | Some("help") => {
            println!("usage: kirin                 engine on stdin/stdout (first line: usi, ucci or uci)");
            println!(
                "       kirin bench [ARGS]    fixed-depth benchmark of both games (node signature)"
            );
            println!("       kirin match --help    engine-vs-engine matches");
            0
        }
        Some(other) => {
            eprintln!("kirin: unknown subcommand '{other}' (try --help)");
            2
        }
    };
    std::process::exit(code);
}
