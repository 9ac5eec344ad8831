//! The evaluation mode switch: full (tuned) evaluation or material only.
//!
//! Set the environment variable `KIRIN_EVAL=material` before starting the engine to make
//! both games' `evaluate` return the untuned material balance alone (`shogi::material`,
//! `xiangqi::material`). It exists
//! for one experiment: measuring the tuned evaluation against material only with the same
//! search (`scripts/tune/vs-material.sh`). The variable is read once, on first use, so
//! the per-call cost is one initialised-`OnceLock` load.

use std::sync::OnceLock;

/// Name of the environment variable read by [`material_only`].
pub const ENV_VAR: &str = "KIRIN_EVAL";

/// True when `KIRIN_EVAL=material` was set when the evaluation was first used.
#[inline]
pub fn material_only() -> bool {
    static MATERIAL_ONLY: OnceLock<bool> = OnceLock::new();
    *MATERIAL_ONLY.get_or_init(|| std::env::var(ENV_VAR).is_ok_and(|v| v == "material"))
}
