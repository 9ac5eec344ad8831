//! Every tuning number of the search, named, in one place, with where it comes from.
//!
//! Values are in the evaluation's units (centipawns: a shogi pawn is 90, a xiangqi
//! soldier 100) and in plies. Most start from the common values of the Stockfish family
//! and Viridithas, scaled down for our smaller evaluation; they are not tuned yet.
//!
//! The numbers worth tuning are declared once in the `tunables!` block below, each with
//! its range and SPSA step. Each is a `pub const` (its default) and an accessor of the
//! same name in lower case, which the search calls. In a normal build the accessor
//! returns the const and inlines to it. With the `tune` cargo feature it reads a value
//! set at start-up (`kirin --param NAME=VALUE`, see `set`), so that `scripts/spsa.py`
//! can play differently tuned copies of one binary against each other.

#[cfg(feature = "tune")]
use std::sync::atomic::{AtomicU64, Ordering};

/// The `r_end` of every parameter's SPSA schedule, Fishtest's usual value: at the end of
/// a run each game of the + side's wins minus losses moves a parameter by
/// `r_end * c_end` (`a_end = r_end * c_end²`).
pub const SPSA_R_END: f64 = 0.002;

/// One tunable parameter as the SPSA driver sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tunable {
    /// The family and the const's name (`xiangqi.LMR_BASE`), as `--param NAME=VALUE`
    /// takes it.
    pub name: &'static str,
    /// The const's Rust type: `i32`, `usize` or `f64`.
    pub ty: &'static str,
    /// Integer-valued (the driver rounds what it passes).
    pub integer: bool,
    /// The const's value.
    pub default: f64,
    /// Smallest accepted value.
    pub min: f64,
    /// Largest accepted value.
    pub max: f64,
    /// SPSA perturbation at the end of a run (`c_end`).
    pub step: f64,
}

impl Tunable {
    /// The machine-readable line of `kirin --params` with `value` as the current value:
    /// `name,type,value,min,max,c_end,r_end`, Stockfish's `Tune` format with the Rust
    /// type (`i32`, `usize`, `f64`) in place of its `int`, so that the driver can print
    /// const lines.
    pub fn line(&self, value: f64) -> String {
        format!(
            "{},{},{value},{},{},{},{SPSA_R_END}",
            self.name, self.ty, self.min, self.max, self.step
        )
    }

    /// `text` as a value of this parameter: a number (an integer for integer
    /// parameters) inside `[min, max]`.
    pub fn parse(&self, text: &str) -> Result<f64, String> {
        let value = if self.integer {
            text.parse::<i64>().map(|v| v as f64).ok()
        } else {
            text.parse::<f64>().ok().filter(|v| v.is_finite())
        };
        let kind = if self.integer {
            "an integer"
        } else {
            "a number"
        };
        let value = value.ok_or_else(|| format!("{}: '{text}' is not {kind}", self.name))?;
        if value < self.min || value > self.max {
            return Err(format!(
                "{}: {text} is out of range [{}, {}]",
                self.name, self.min, self.max
            ));
        }
        Ok(value)
    }
}

/// Whether a parameter type is integer-valued (for [`Tunable::integer`]).
trait Kind {
    const INTEGER: bool;
}

impl Kind for i32 {
    const INTEGER: bool = true;
}

impl Kind for usize {
    const INTEGER: bool = true;
}

impl Kind for f64 {
    const INTEGER: bool = false;
}

pub use crate::game::Family;

/// One parameter's value for each [`Family`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PerFamily<T> {
    /// Shogi's (and minishogi's) value.
    pub shogi: T,
    /// Xiangqi's value.
    pub xiangqi: T,
}

impl<T: Copy> PerFamily<T> {
    /// The value for `family`.
    #[inline(always)]
    pub fn of(self, family: Family) -> T {
        match family {
            Family::Shogi => self.shogi,
            Family::Xiangqi => self.xiangqi,
        }
    }
}

/// The default of one family: the `xiangqi` value where an entry gives one, else the
/// entry's value (a helper of [`tunables!`]).
macro_rules! xiangqi_or {
    (; $default:expr) => {
        $default
    };
    ($xiangqi:expr; $default:expr) => {
        $xiangqi
    };
}

/// Declares the tunable parameters, each once, as
/// `NAME, accessor: type = default [, xiangqi value]; min..=max, step c_end;` after its
/// doc comment. It makes the `pub const NAME` (a [`PerFamily`]: the default for both games
/// unless a xiangqi value is given), the `#[inline(always)]` accessor taking the game's
/// [`Family`], the [`TUNABLES`] list (`shogi.NAME` and `xiangqi.NAME`) and, in tune builds,
/// the run-time values (one `f64` per parameter and family, read with a relaxed load:
/// they are set before any search starts).
macro_rules! tunables {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident, $accessor:ident: $ty:ident = $default:expr $(, xiangqi $xiangqi:expr)?;
            $min:literal..=$max:literal, step $step:literal;
    )*) => {
        $(
            $(#[doc = $doc])*
            pub const $name: PerFamily<$ty> = PerFamily {
                shogi: $default,
                xiangqi: xiangqi_or!($($xiangqi)?; $default),
            };

            #[doc = concat!("The search's value of [`", stringify!($name), "`] for a game of `family`.")]
            #[inline(always)]
            pub fn $accessor(family: Family) -> $ty {
                #[cfg(not(feature = "tune"))]
                {
                    $name.of(family)
                }
                #[cfg(feature = "tune")]
                {
                    current(Slot::$name as usize * Family::ALL.len() + family as usize) as $ty
                }
            }
        )*

        /// Index of each parameter; its entries in [`TUNABLES`] start at index times the
        /// number of families.
        #[allow(non_camel_case_types, dead_code)]
        #[derive(Clone, Copy)]
        enum Slot {
            $($name),*
        }

        /// The tunable parameters in declaration order, each for shogi and then for
        /// xiangqi, with their defaults.
        #[allow(clippy::unnecessary_cast)]
        pub const TUNABLES: &[Tunable] = &[$(
            Tunable {
                name: concat!("shogi.", stringify!($name)),
                ty: stringify!($ty),
                integer: <$ty as Kind>::INTEGER,
                default: $name.shogi as f64,
                min: $min as f64,
                max: $max as f64,
                step: $step,
            },
            Tunable {
                name: concat!("xiangqi.", stringify!($name)),
                ty: stringify!($ty),
                integer: <$ty as Kind>::INTEGER,
                default: $name.xiangqi as f64,
                min: $min as f64,
                max: $max as f64,
                step: $step,
            },
        )*];

        /// The run-time values (`f64` bits), initially the defaults.
        #[cfg(feature = "tune")]
        #[allow(clippy::unnecessary_cast)]
        static VALUES: [AtomicU64; TUNABLES.len()] = [$(
            AtomicU64::new(($name.shogi as f64).to_bits()),
            AtomicU64::new(($name.xiangqi as f64).to_bits()),
        )*];
    };
}

/// The current value of parameter `index` of [`TUNABLES`] (tune builds).
#[cfg(feature = "tune")]
pub fn current(index: usize) -> f64 {
    f64::from_bits(VALUES[index].load(Ordering::Relaxed))
}

/// Sets parameter `name` to `text` (tune builds; before the search starts): a name with
/// its family (`xiangqi.LMR_BASE`) sets that family's value, a bare name (`LMR_BASE`)
/// every family's. Unknown names, malformed numbers and values outside the range are
/// errors.
#[cfg(feature = "tune")]
pub fn set(name: &str, text: &str) -> Result<(), String> {
    let matches = |t: &Tunable| {
        t.name == name || t.name.split_once('.').is_some_and(|(_, bare)| bare == name)
    };
    let indices: Vec<usize> = (0..TUNABLES.len())
        .filter(|&i| matches(&TUNABLES[i]))
        .collect();
    if indices.is_empty() {
        return Err(format!(
            "unknown parameter '{name}' (kirin --params lists them)"
        ));
    }
    for &index in &indices {
        let value = TUNABLES[index].parse(text)?;
        VALUES[index].store(value.to_bits(), Ordering::Relaxed);
    }
    Ok(())
}

tunables! {
    /// First half-width of the aspiration window around the previous score.
    ASPIRATION_DELTA, aspiration_delta: i32 = 30; 5..=100, step 4.0;
    /// Null move: minimum remaining depth.
    NULL_MOVE_MIN_DEPTH, null_move_min_depth: i32 = 3; 1..=6, step 1.0;
    /// Null move: base reduction (Stockfish family: 3 + depth/3).
    NULL_MOVE_BASE_REDUCTION, null_move_base_reduction: i32 = 3; 1..=6, step 1.0;
    /// Null move: one more ply of reduction per this many plies of depth.
    NULL_MOVE_DEPTH_DIVISOR, null_move_depth_divisor: i32 = 3; 1..=8, step 1.0;
    /// Null move: one more ply of reduction per this much static eval above beta.
    NULL_MOVE_EVAL_DIVISOR, null_move_eval_divisor: i32 = 200; 50..=600, step 20.0;
    /// Reverse futility (static null move): deepest remaining depth where it applies.
    REVERSE_FUTILITY_MAX_DEPTH, reverse_futility_max_depth: i32 = 7; 1..=12, step 1.0;
    /// Reverse futility: margin per ply of depth.
    REVERSE_FUTILITY_MARGIN, reverse_futility_margin: i32 = 90; 20..=250, step 8.0;
    /// Razoring: a non-PV node whose eval is below alpha by more than `BASE + PER_DEPTH_SQ
    /// * depth²` is settled by quiescence (Stockfish 16: 456 + 252·d² with a pawn of 208).
    RAZOR_MARGIN_BASE, razor_margin_base: i32 = 200; 0..=800, step 20.0;
    /// See [`RAZOR_MARGIN_BASE`].
    RAZOR_MARGIN_PER_DEPTH_SQ, razor_margin_per_depth_sq: i32 = 110; 20..=400, step 10.0;
    /// Futility pruning of quiet moves: deepest remaining depth where it applies.
    FUTILITY_MAX_DEPTH, futility_max_depth: i32 = 6; 1..=12, step 1.0;
    /// Futility: base margin.
    FUTILITY_BASE, futility_base: i32 = 100; 0..=300, step 10.0;
    /// Futility: margin per ply of depth.
    FUTILITY_PER_DEPTH, futility_per_depth: i32 = 100; 20..=250, step 10.0;
    /// Late move pruning: deepest remaining depth where quiet moves are skipped by count.
    LATE_MOVE_PRUNING_MAX_DEPTH, late_move_pruning_max_depth: i32 = 8; 1..=10, step 1.0;
    /// Late move pruning: quiet moves tried before the rest are skipped, `BASE + depth²`,
    /// divided by `LATE_MOVE_PRUNING_DIVISOR` when the static eval is not improving
    /// (Stockfish's `futility_move_count`).
    LATE_MOVE_PRUNING_BASE, late_move_pruning_base: i32 = 4; 1..=16, step 1.0;
    /// Late move pruning at a node whose eval is not improving: the count is divided by
    /// this (Stockfish 15 and Pikafish-HCE: about 5 against an improving node's 1).
    LATE_MOVE_PRUNING_DIVISOR, late_move_pruning_divisor: i32 = 2; 1..=8, step 1.0;
    /// Late move pruning counts every move seen at the node (captures, checks and the
    /// quiets pruned by futility, SEE or history too, as Stockfish and Pikafish-HCE do)
    /// at 1, only the quiet moves searched at 0. Self-play, xiangqi, 1 against 0 at 30k
    /// nodes a move: -24 ± 47 (172 games).
    LATE_MOVE_PRUNING_COUNT_ALL, late_move_pruning_count_all: i32 = 0; 0..=1, step 0.5;
    /// SEE pruning in the main search: captures losing more than this per ply are skipped.
    SEE_CAPTURE_MARGIN_PER_DEPTH, see_capture_margin_per_depth: i32 = 90; 10..=250, step 8.0;
    /// SEE pruning of quiet moves: quiets losing more than this per ply are skipped.
    SEE_QUIET_MARGIN_PER_DEPTH, see_quiet_margin_per_depth: i32 = 60; 10..=200, step 6.0;
    /// SEE pruning applies up to this remaining depth.
    SEE_PRUNING_MAX_DEPTH, see_pruning_max_depth: i32 = 6; 1..=12, step 1.0;
    /// Late move reductions start at this depth.
    LMR_MIN_DEPTH, lmr_min_depth: i32 = 3; 1..=6, step 1.0;
    /// LMR: moves before this index (1-based count of moves searched) are never reduced.
    LMR_MIN_MOVE, lmr_min_move: usize = 2; 1..=8, step 1.0;
    /// LMR: 1 takes the move's index among every move seen at the node (pruned ones too,
    /// as Stockfish does) into the reduction table, 0 its index among the moves searched.
    /// Self-play, xiangqi, 1 against 0 at 30k nodes a move: -24 ± 34 (200 games).
    LMR_COUNT_SEEN, lmr_count_seen: i32 = 0; 0..=1, step 0.5;
    /// LMR at the root: quiet, non-checking root moves from this 1-based index on are
    /// searched first at the depth less their reduction less one (the root is a PV node),
    /// then at full depth if they beat the best; 0 never reduces a root move. Self-play,
    /// xiangqi, 4 against 0 at 30k nodes a move: +0 ± 33 (200 games).
    ROOT_LMR_MIN_MOVE, root_lmr_min_move: usize = 0; 0..=12, step 1.0;
    /// LMR: extra plies of reduction at a node expected to fail high (a cut node).
    LMR_CUT_NODE, lmr_cut_node: i32 = 2; 0..=3, step 1.0;
    /// LMR: extra plies of reduction at a node off the principal variation.
    LMR_NON_PV, lmr_non_pv: i32 = 1; 0..=2, step 1.0;
    /// LMR table: `BASE + ln(depth) * ln(move) / DIVISOR` (Stockfish/Viridithas form).
    LMR_BASE, lmr_base: f64 = 1.0; -0.5..=2.0, step 0.1;
    /// See [`LMR_BASE`].
    LMR_DIVISOR, lmr_divisor: f64 = 1.9; 1.0..=5.0, step 0.15;
    /// LMR: history score that buys one ply less reduction.
    LMR_HISTORY_DIVISOR, lmr_history_divisor: i32 = 6000; 1000..=24000, step 500.0;
    /// Singular extension: shallowest remaining depth where the table move is tested.
    SINGULAR_MIN_DEPTH, singular_min_depth: i32 = 7; 4..=12, step 1.0;
    /// Singular extension: the table entry must be at most this much shallower than the node.
    SINGULAR_TABLE_DEPTH_MARGIN, singular_table_depth_margin: i32 = 3; 1..=6, step 1.0;
    /// Singular extension: the bar the other moves must stay under is the table score minus
    /// this per ply of depth (Stockfish 11: 2 per ply with a pawn of 128; ours is 90-100).
    SINGULAR_MARGIN_PER_DEPTH, singular_margin_per_depth: i32 = 2; 0..=10, step 1.0;
    /// Singular extension: a non-PV table move whose alternatives stay this far under the
    /// bar is extended two plies (Stockfish's double extension); 0 turns it off.
    SINGULAR_DOUBLE_MARGIN, singular_double_margin: i32 = 0; 0..=100, step 4.0;
    /// Singular extension: plies less for the table move when other moves also beat beta.
    SINGULAR_NEGATIVE_EXTENSION, singular_negative_extension: i32 = 1; 0..=3, step 1.0;
    /// Singular extension: plies less for a table move that is not singular at a cut node.
    SINGULAR_CUT_NODE_REDUCTION, singular_cut_node_reduction: i32 = 0; 0..=2, step 1.0;
    /// LMR: plies less reduction at a node that is or was on the principal variation.
    LMR_TABLE_PV, lmr_table_pv: i32 = 0; 0..=2, step 1.0;
    /// LMR: plies more reduction of quiet moves when the table move is a capture.
    LMR_TABLE_CAPTURE, lmr_table_capture: i32 = 0; 0..=2, step 1.0;
    /// History pruning: a quiet move whose late-move depth is under
    /// [`FUTILITY_MAX_DEPTH`] and whose history is below minus this per ply of depth is
    /// skipped (Stockfish 16: -3645 per ply on tables bound at 29952); 0 turns it off.
    /// Self-play, xiangqi, 2000 against 0 at 30k nodes a move: -21 ± 41 (200 games).
    HISTORY_PRUNING_PER_DEPTH, history_pruning_per_depth: i32 = 0; 0..=12000, step 250.0;
    /// LMR of tactical moves: plies less than a quiet move at the same count (their
    /// capture history buys more); a negative value leaves tactical moves unreduced.
    LMR_TACTICAL_RELIEF, lmr_tactical_relief: i32 = 0; -1..=3, step 1.0;
    /// After a reduced move beats alpha, its full-depth re-search goes one ply deeper when
    /// the reduced score beat the best by more than this (Stockfish's `doDeeperSearch`);
    /// 0 turns it off.
    LMR_DEEPER_MARGIN, lmr_deeper_margin: i32 = 0; 0..=200, step 8.0;
    /// ProbCut: a non-PV node at this depth or more tries its captures against a bar this
    /// far above beta (a third less when improving); one that clears it in quiescence and
    /// at four plies less cuts the node (Stockfish 16: 168 with a pawn of 208). 0 turns
    /// it off.
    PROBCUT_MARGIN, probcut_margin: i32 = 0; 0..=400, step 12.0;
    /// See [`PROBCUT_MARGIN`].
    PROBCUT_MIN_DEPTH, probcut_min_depth: i32 = 5; 3..=10, step 1.0;
    /// Check extension: only at nodes with at least this much remaining depth. Self-play,
    /// xiangqi, 10 against 3 at 30k nodes a move: -7 ± 39 (200 games).
    CHECK_EXTENSION_MIN_DEPTH, check_extension_min_depth: i32 = 3; 0..=12, step 1.0;
    /// Internal iterative reduction: at this depth a PV/cut node without a table move is
    /// searched one ply shallower.
    IIR_MIN_DEPTH, iir_min_depth: i32 = 4; 2..=10, step 1.0;
    /// Internal iterative reduction at a PV node: plies less (Pikafish-HCE and
    /// Stockfish 15 take 3 at PV nodes without a table move; a cut node always takes 1).
    IIR_PV_PLIES, iir_pv_plies: i32 = 1; 1..=4, step 1.0;
    /// Null move only when the static eval (not the table-refined one) is at least
    /// `beta + NULL_MOVE_STATIC_MARGIN - NULL_MOVE_STATIC_PER_DEPTH * depth` (Stockfish 15
    /// family: about +136 - 11·depth with a pawn of 127-182). 0 and 0 turn it off.
    NULL_MOVE_STATIC_MARGIN, null_move_static_margin: i32 = 0; 0..=300, step 12.0;
    /// See [`NULL_MOVE_STATIC_MARGIN`].
    NULL_MOVE_STATIC_PER_DEPTH, null_move_static_per_depth: i32 = 0; 0..=40, step 2.0;
    /// Quiescence: 1 also tries quiet checks (SEE ≥ 0) at the first quiescence ply, so
    /// that mates and winning checks just past the horizon are seen; 0 only captures.
    /// Self-play, 1 against 0: xiangqi +35 ± 31 at 30k nodes a move (300 games) but
    /// +2 ± 35 at 100 ms a move (200 games; 6 % fewer nodes per second); shogi +2 ± 38
    /// at 30k nodes (300 games: its mate in one at every quiescence node sees drop mates).
    QUIESCENCE_CHECKS, quiescence_checks: i32 = 0; 0..=1, step 0.5;
    /// Quiescence in check: once an evasion has saved the side from mate, at most this
    /// many quiet evasions are searched (Stockfish and Pikafish-HCE: 2); 0 searches every
    /// evasion. Self-play, xiangqi, 2 against 0: +31 ± 30 at 30k nodes a move (200
    /// games), +2 ± 36 at 60k (150), +9 ± 32 at 5 s + 0.05 s (200); together about
    /// +15 ± 19. Shogi keeps 0 (2 against 0 at 30k nodes: +15 ± 84 over 69 games).
    QUIESCENCE_QUIET_EVASIONS, quiescence_quiet_evasions: i32 = 0, xiangqi 2; 0..=8, step 1.0;
    /// Quiescence: delta pruning margin (a capture that cannot lift the score to alpha even
    /// with this much extra is skipped).
    DELTA_MARGIN, delta_margin: i32 = 200; 0..=600, step 20.0;
    /// History: bonus cap per update.
    HISTORY_BONUS_MAX, history_bonus_max: i32 = 2_700; 200..=8000, step 100.0;
    /// History: bonus per ply of depth, less [`HISTORY_BONUS_OFFSET`]: Stockfish 16's
    /// `stat_bonus(depth + 1)` (291 per ply against an entry bound of 7183) scaled to
    /// [`HISTORY_MAX`], so that a cutoff at depth 3 moves an entry about a tenth of the way.
    HISTORY_BONUS_PER_DEPTH, history_bonus_per_depth: i32 = 660; 100..=2000, step 40.0;
    /// See [`HISTORY_BONUS_PER_DEPTH`].
    HISTORY_BONUS_OFFSET, history_bonus_offset: i32 = 140; 0..=1000, step 40.0;
    /// Capture ordering: MVV-LVA plus the capture history divided by this. With the
    /// victim weighted [`MVV_WEIGHT`] (1440 per pawn of 90) and entries within
    /// ±[`HISTORY_MAX`], 2 lets history move a capture about six pawns of victim either
    /// way (Stockfish 16: 7 x victim value + history, about seven of its pawns).
    CAPTURE_HISTORY_DIVISOR, capture_history_divisor: i32 = 2; 1..=16, step 1.0;
    /// Quiet move ordering: a quiet move that loses material by SEE (to a square the
    /// opponent wins it on) is ordered this much lower than its history says (Stockfish
    /// orders moves onto squares its opponent's lesser pieces attack lower). 0: off.
    QUIET_UNSAFE_MALUS, quiet_unsafe_malus: i32 = 0; 0..=40000, step 1000.0;
    /// Quiet move ordering: a quiet move that carries a piece standing en prise to a square
    /// safe by SEE is ordered this much higher per [`ESCAPE_VALUE_UNIT`] of the piece's
    /// value (Stockfish: 15000-50000 by piece kind on histories of about 100000). 0: off.
    QUIET_ESCAPE_BONUS, quiet_escape_bonus: i32 = 0; 0..=10000, step 250.0;
    /// Continuation history: 1 also scores a quiet move as the follow-up of the move made
    /// four plies before (Stockfish's `contHist[3]`), 0 only of those one and two before.
    CONTINUATION_FOURTH_PLY, continuation_fourth_ply: i32 = 0; 0..=1, step 0.5;
    /// Quiet checks: 1 prunes those that lose material by SEE with the captures' margin
    /// (Stockfish prunes checks as captures); 0 never prunes them.
    QUIET_CHECK_PRUNING, quiet_check_pruning: i32 = 0; 0..=1, step 0.5;
    /// Late-move reductions: plies less for a move that gives check.
    LMR_CHECK_RELIEF, lmr_check_relief: i32 = 1; 0..=2, step 1.0;
    /// Static evaluation damped towards a draw by the plies without progress (see
    /// `Game::plies_without_progress`): scaled by `(D - plies) / D` for this D, 0 at
    /// D plies and beyond (Stockfish: `(200 - rule50) / 214`, a half at its draw). 0: off.
    PROGRESS_DAMPING_PLIES, progress_damping_plies: i32 = 0; 0..=1000, step 20.0;
}

/// Deepest ply the search ever reaches from the root (arrays are sized by it).
pub const MAX_PLY: usize = 128;
/// Deepest nominal iteration of iterative deepening.
pub const MAX_DEPTH: i32 = 100;

/// Aspiration windows start at this depth (shallower iterations use a full window).
pub const ASPIRATION_MIN_DEPTH: i32 = 4;
/// Growth of the window after each failure: `delta += delta * NUM / DEN`.
pub const ASPIRATION_GROWTH_NUM: i32 = 1;
/// See [`ASPIRATION_GROWTH_NUM`].
pub const ASPIRATION_GROWTH_DEN: i32 = 2;

/// Null move: at or above this depth a null-move cutoff is verified by a reduced
/// search without null move (guards zugzwang the rules core cannot see).
pub const NULL_MOVE_VERIFY_DEPTH: i32 = 12;

/// Mate in one: a node's mate-in-one result is stored in the table this many plies deeper
/// than the node's depth, capped at [`MAX_DEPTH`] (it holds at every depth; YaneuraOu
/// stores its one-ply mates 6 plies deeper, so that shallow entries do not displace them).
pub const MATE_IN_ONE_DEPTH_BONUS: i32 = 6;

/// Quiescence: captures tried before only recaptures and checks are (Stockfish 16: 2).
pub const QUIESCENCE_MOVE_COUNT: usize = 2;

/// History: largest magnitude of a history entry (gravity formula keeps it bounded).
pub const HISTORY_MAX: i32 = 16_384;

/// Correction history (`correction.rs`): entries per family and side, a power of two,
/// indexed by the low bits of the family's key (16 Ki x 2 bytes, like Stockfish's table).
pub const CORRECTION_ENTRIES: usize = 1 << 14;
/// Correction history: entries hold centipawns times this, so small steps add up.
pub const CORRECTION_GRAIN: i32 = 256;
/// Correction history: bound of an entry (in grains): 125 centipawns at most.
pub const CORRECTION_LIMIT: i32 = 125 * CORRECTION_GRAIN;
/// Correction history: a search of depth `d` moves an entry `min(d + 1, this)` /
/// [`CORRECTION_WEIGHT_SCALE`] of the way to the error it saw.
pub const CORRECTION_WEIGHT_MAX: i32 = 16;
/// See [`CORRECTION_WEIGHT_MAX`].
pub const CORRECTION_WEIGHT_SCALE: i32 = 256;

/// Move ordering: score of a winning or even capture (above every quiet).
pub const ORDER_GOOD_CAPTURE: i32 = 1 << 28;
/// Move ordering: score of a killer move.
pub const ORDER_KILLER: i32 = 1 << 26;
/// Move ordering: score of the counter move.
pub const ORDER_COUNTER: i32 = (1 << 26) - 1;
/// Move ordering: the piece value (centipawns) that [`QUIET_ESCAPE_BONUS`] is given per.
pub const ESCAPE_VALUE_UNIT: i32 = 100;
/// Move ordering: MVV-LVA weight of the victim's value.
pub const MVV_WEIGHT: i32 = 16;

/// Time: moves of ours assumed left in the game at its start when the clock says nothing
/// (no `movestogo`). Shogi and xiangqi games between engines last about 100-140 plies
/// (50-70 moves each; `kirin match` logs: 46 and 58 moves a side on average at 2+0.05
/// against fairy-stockfish), and a horizon shorter than the game is safe: each move spends
/// a share of what is left, so the main time decays geometrically and is never exhausted.
pub const MOVES_TO_GO_START: u32 = 30;
/// Time: the assumed horizon shrinks by one move for every this many plies played (the
/// game ply as the position's history records it), so the share of the main time per
/// move grows as the game goes on...
pub const MOVES_TO_GO_PLIES_PER_STEP: u32 = 4;
/// Time: ... down to this horizon (reached at ply 72 with the values above).
pub const MOVES_TO_GO_MIN: u32 = 12;
/// Time: the hard limit is at most this multiple of the soft target at the shortest
/// horizon (the hard limit does not depend on the game ply, so the controller's
/// deadline, computed without the position, is the search's).
pub const HARD_TO_SOFT_RATIO: u32 = 5;
/// Time: never plan to use more than this share of the main clock on one move
/// (per mille).
pub const MAX_MAIN_TIME_SHARE: u32 = 300;
/// Time: the average-latency allowance (`NetworkDelay`, 100 ms by default) comes off the
/// soft target, but the target keeps at least this share of itself (per mille): a GUI
/// playing 2+0.05 games does not add 100 ms to every move (`kirin match` measures a few
/// ms), and halving such short targets left a quarter of the clock unused.
pub const LATENCY_TARGET_FLOOR: u32 = 750;
/// Time: scale of the soft target (per mille) by how many iterations in a row the best
/// move has stayed the same (0, 1, 2, 3, 4 or more): think longer while it keeps changing.
pub const STABILITY_SOFT_SCALE: [u32; 5] = [1_800, 1_300, 1_000, 800, 600];
/// Time: inside an iteration, the search stops once this multiple (per mille) of the
/// stability-scaled soft target has passed (or at the hard limit if sooner). An
/// iteration takes about as long as all the ones before it, so one started just before
/// the soft target mostly completes by twice it; the hard limit alone (up to five times
/// the share) let started iterations run on, and `kirin match` at 2+0.05 measured
/// 140-220 ms per move over the first 10 moves and only the 50 ms increment after.
pub const MAXIMUM_TO_SOFT: u32 = 2_000;
/// Time: a proven mate for us ends the search once the depth reaches this multiple of
/// its length (deeper iterations rarely find a shorter one).
pub const MATE_STOP_DEPTH_FACTOR: i32 = 2;
/// Time: with a single legal move, think only this long (ms) to get a ponder move.
pub const SINGLE_MOVE_TIME_MS: u64 = 30;
/// Time: the shortest hard limit we ever set (ms), even with no time left, so that at
/// least depth 1 completes.
pub const MIN_THINK_MS: u64 = 5;
/// Time: share (per mille) of the measured answer lag still remembered after one more
/// answer (`time::LagMeter`): about a third after ten moves.
pub const LAG_DECAY_PER_MILLE: u32 = 900;
/// Time: the extra hard margin is this multiple of the lag the engine measured itself
/// (the GUI's side of the pipe waits for a CPU too, unseen by the engine).
pub const LAG_MARGIN_FACTOR: u32 = 2;
/// Time: cap of the extra margin (ms); beyond it the machine is too slow to protect.
pub const LAG_MARGIN_MAX_MS: u64 = 1000;

/// Nodes between two looks at the clock and the shared node counter.
pub const NODE_POLL_INTERVAL: u64 = 1024;

/// Lazy SMP depth diversity (the classic Stockfish 7-9 tables): helper `i` skips depth
/// `d` when `((d + SKIP_PHASE[j]) / SKIP_SIZE[j]) % 2 == 1`, with `j = (i - 1) % 20`.
pub const SKIP_SIZE: [i32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
/// See [`SKIP_SIZE`].
pub const SKIP_PHASE: [i32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Stack size of search threads: each ply keeps three move lists on the stack.
pub const SEARCH_STACK_BYTES: usize = 64 << 20;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tunable_has_a_sane_range_and_step() {
        for (i, t) in TUNABLES.iter().enumerate() {
            assert!(t.min <= t.default && t.default <= t.max, "{}", t.name);
            assert!(t.step > 0.0 && t.step < t.max - t.min, "{}", t.name);
            assert_eq!(t.integer, t.ty != "f64", "{}", t.name);
            if t.integer {
                assert_eq!(t.default.fract(), 0.0, "{}", t.name);
            }
            assert!(TUNABLES[..i].iter().all(|u| u.name != t.name), "{}", t.name);
        }
    }

    #[test]
    fn settings_are_parsed_within_the_range() {
        let t = TUNABLES
            .iter()
            .find(|t| t.name == "shogi.LMR_BASE")
            .unwrap();
        assert_eq!(t.parse("1.25"), Ok(1.25));
        assert!(t.parse("2.5").unwrap_err().contains("out of range"));
        assert!(t.parse("inf").is_err());
        let t = TUNABLES
            .iter()
            .find(|t| t.name == "xiangqi.LMR_MIN_MOVE")
            .unwrap();
        assert_eq!(t.parse("4"), Ok(4.0));
        assert!(t.parse("4.5").unwrap_err().contains("not an integer"));
        assert_eq!(t.line(4.0), "xiangqi.LMR_MIN_MOVE,usize,4,1,8,1,0.002");
    }
}
