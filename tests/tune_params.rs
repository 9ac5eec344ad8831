//! The `--param` / `--params` flags of the `kirin` binary, through the binary itself.
//!
//! Cargo builds the binary with the features of the test run, so `cargo test --test
//! tune_params` checks the normal build (the flags are refused) and `cargo test
//! --features tune --test tune_params` the tune build (the flags list and set the search
//! parameters, and the search follows them; at the listed defaults it is the normal
//! build's search, whose bench signature scripts/bench-signature holds).

use std::process::{Command, Output};

/// Runs the binary under test with `args`.
fn kirin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kirin"))
        .args(args)
        .output()
        .expect("the kirin binary runs")
}

#[cfg(not(feature = "tune"))]
#[test]
fn a_normal_build_refuses_the_flags_and_names_the_feature() {
    for args in [&["--param", "LMR_BASE=1.0"][..], &["--params"][..]] {
        let out = kirin(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--features tune"), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[cfg(feature = "tune")]
mod tune {
    use super::kirin;
    use kirin::search::params;

    /// Bench depth of these tests: deep enough for LMR to matter, a few seconds.
    const DEPTH: &str = "6";

    /// The `Nodes searched` of `kirin [params...] bench 16 1 DEPTH`.
    fn bench_nodes(settings: &[&str]) -> u64 {
        let mut args: Vec<&str> = Vec::new();
        for setting in settings {
            args.extend(["--param", setting]);
        }
        args.extend(["bench", "16", "1", DEPTH]);
        let out = kirin(&args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let stdout = String::from_utf8_lossy(&out.stdout);
        stdout
            .lines()
            .find_map(|l| l.strip_prefix("Nodes searched: "))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("no node count in {stdout}"))
    }

    /// `--params` lines: `(name, type, value, min, max, c_end, r_end)`.
    fn listed() -> Vec<(String, String, f64, f64, f64, f64, f64)> {
        let out = kirin(&["--params"]);
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|line| {
                let f: Vec<&str> = line.split(',').collect();
                assert_eq!(f.len(), 7, "{line}");
                let num = |i: usize| f[i].parse::<f64>().unwrap_or_else(|_| panic!("{line}"));
                (
                    f[0].to_string(),
                    f[1].to_string(),
                    num(2),
                    num(3),
                    num(4),
                    num(5),
                    num(6),
                )
            })
            .collect()
    }

    /// The signature of the normal build's bench, kept by CI (scripts/ci/50-search-bench.sh).
    fn normal_build_signature() -> u64 {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/bench-signature");
        std::fs::read_to_string(path)
            .expect("scripts/bench-signature")
            .trim()
            .parse()
            .expect("a node count")
    }

    /// The `Nodes searched` of the full `kirin [params...] bench` (its default depths).
    fn full_bench_nodes(settings: &[String]) -> u64 {
        let mut args: Vec<&str> = Vec::new();
        for setting in settings {
            args.extend(["--param", setting]);
        }
        args.push("bench");
        let out = kirin(&args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .find_map(|l| l.strip_prefix("Nodes searched: "))
            .and_then(|n| n.trim().parse().ok())
            .expect("a node count")
    }

    #[test]
    fn params_lists_every_tunable_in_its_range() {
        let lines = listed();
        assert!(!lines.is_empty());
        for (name, kind, value, min, max, step, r_end) in &lines {
            assert!(
                name.starts_with("shogi.") || name.starts_with("xiangqi."),
                "{name}"
            );
            assert!(
                ["i32", "f64", "usize"].contains(&kind.as_str()),
                "{name}: {kind}"
            );
            assert!(min <= value && value <= max && *step > 0.0, "{name}");
            if kind != "f64" {
                assert_eq!(value.fract(), 0.0, "{name}: {value}");
            }
            assert_eq!(*r_end, params::SPSA_R_END);
        }
        // Every parameter for both families, once each.
        for family in ["shogi.", "xiangqi."] {
            let of: Vec<&str> = lines
                .iter()
                .filter_map(|l| l.0.strip_prefix(family))
                .collect();
            assert_eq!(of.len() * 2, lines.len(), "{family}");
        }
    }

    #[test]
    fn the_listed_defaults_search_like_the_normal_build() {
        // At its defaults the tune build plays the normal build's search (SPSA tunes from
        // there), node for node over the whole bench; so does every value `--params`
        // lists, set back explicitly: the list shows the values the search uses.
        let signature = normal_build_signature();
        assert_eq!(full_bench_nodes(&[]), signature, "defaults");
        let every: Vec<String> = listed()
            .iter()
            .map(|(name, _, value, ..)| format!("{name}={value}"))
            .collect();
        assert_eq!(full_bench_nodes(&every), signature, "{every:?}");
    }

    #[test]
    fn params_shows_values_set_before_it() {
        let out = kirin(&[
            "--param",
            "FUTILITY_BASE=120",
            "--param",
            "xiangqi.FUTILITY_BASE=140",
            "--params",
        ]);
        assert_eq!(out.status.code(), Some(0));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let listed = |start: &str| stdout.lines().any(|l| l.starts_with(start));
        assert!(listed("shogi.FUTILITY_BASE,i32,120,"), "{stdout}");
        assert!(listed("xiangqi.FUTILITY_BASE,i32,140,"), "{stdout}");
    }

    #[test]
    fn lmr_base_changes_the_search_and_its_default_does_not() {
        let default = bench_nodes(&[]);
        let shogi_default = format!("shogi.LMR_BASE={}", params::LMR_BASE.shogi);
        let xiangqi_default = format!("xiangqi.LMR_BASE={}", params::LMR_BASE.xiangqi);
        assert_eq!(bench_nodes(&[&shogi_default, &xiangqi_default]), default);
        assert_ne!(bench_nodes(&["LMR_BASE=1.5"]), default);
        assert_ne!(
            bench_nodes(&["LMR_BASE=1.5", "LMR_DIVISOR=1.5"]),
            bench_nodes(&["LMR_BASE=1.5"])
        );
    }

    #[test]
    fn values_of_one_family_move_only_its_games() {
        // The bench's count is the sum over the games (shogi and minishogi search with
        // shogi's values, xiangqi with its own), so changing one family's value and then
        // the other's adds up to changing both.
        let default = bench_nodes(&[]);
        let shogi = bench_nodes(&["shogi.LMR_BASE=1.5"]);
        let xiangqi = bench_nodes(&["xiangqi.LMR_BASE=1.5"]);
        assert_ne!(shogi, default);
        assert_ne!(xiangqi, default);
        assert_eq!(bench_nodes(&["LMR_BASE=1.5"]), shogi + xiangqi - default);
    }

    #[test]
    fn bad_settings_exit_2_with_the_reason() {
        for (setting, reason) in [
            ("LMR_BASE=9", "out of range"),
            ("ASPIRATION_DELTA=1", "out of range"),
            ("ASPIRATION_DELTA=30.5", "not an integer"),
            ("LMR_BASE=abc", "not a number"),
            ("NO_SUCH_PARAMETER=1", "unknown parameter"),
            ("chess.LMR_BASE=1.0", "unknown parameter"),
            ("xiangqi.LMR_BASE=9", "out of range"),
            ("LMR_BASE", "NAME=VALUE"),
        ] {
            let out = kirin(&["--param", setting, "bench", "16", "1", "1"]);
            assert_eq!(out.status.code(), Some(2), "{setting}");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(stderr.contains(reason), "{setting}: {stderr}");
            assert!(out.stdout.is_empty(), "{setting}: searched anyway");
        }
    }
}
