//! The `--param` / `--params` flags of the `kirin` binary, through the binary itself.
//!
//! Cargo builds the binary with the features of the test run, so `cargo test --test
//! tune_params` checks the normal build (the flags are refused) and `cargo test
//! --features tune --test tune_params` the tune build (the flags list and set the search
//! parameters, and the search follows them).

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
    use kirin::search::params::{self, Family, TUNABLES};

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

    #[test]
    fn params_lists_every_tunable_at_its_const_value() {
        let lines = listed();
        assert_eq!(lines.len(), TUNABLES.len());
        for ((name, kind, value, min, max, step, r_end), t) in lines.iter().zip(TUNABLES) {
            assert_eq!(name, t.name);
            assert_eq!(kind, t.ty);
            assert_eq!(t.integer, t.ty != "f64");
            assert_eq!(
                (*value, *min, *max, *step),
                (t.default, t.min, t.max, t.step)
            );
            assert!(min <= value && value <= max && *step > 0.0, "{name}");
            assert_eq!(*r_end, params::SPSA_R_END);
        }
        // The list's defaults are the consts the normal build compiles in, for each family.
        let value = |name: &str| lines.iter().find(|l| l.0 == name).expect(name).2;
        for (family, of) in [("shogi", Family::Shogi), ("xiangqi", Family::Xiangqi)] {
            let name = |bare: &str| format!("{family}.{bare}");
            assert_eq!(value(&name("LMR_BASE")), params::LMR_BASE.of(of));
            assert_eq!(value(&name("LMR_DIVISOR")), params::LMR_DIVISOR.of(of));
            assert_eq!(
                value(&name("LMR_MIN_MOVE")),
                params::LMR_MIN_MOVE.of(of) as f64
            );
            assert_eq!(
                value(&name("ASPIRATION_DELTA")),
                f64::from(params::ASPIRATION_DELTA.of(of))
            );
            assert_eq!(
                value(&name("FUTILITY_BASE")),
                f64::from(params::FUTILITY_BASE.of(of))
            );
        }
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
