//! The typed option table of each dialect: names GUIs expect, types, defaults and ranges;
//! the `option ...` lines; `setoption` with range checking. Names are matched without
//! regard to case, spaces or underscores, so `Clear Hash`, `clear_hash` and `Clear_Hash`
//! are one option; they are declared with the conventional spelling of the dialect.

use super::command::{parse_int, quote};
use super::strength::{STRENGTH_OPTIONS, UCI_STRENGTH_OPTIONS};
use crate::game::{Protocol, RuleOption, RuleValues};
use crate::games::GameId;
use crate::protocol::book_options::{UCCI_BOOK_OPTIONS, UCI_BOOK_OPTIONS, USI_BOOK_OPTIONS};

/// Every option the engine understands, in any dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionId {
    /// Hash table size, MB (`USI_Hash`, `Hash`, `hashsize`).
    Hash,
    /// The GUI will ponder (`USI_Ponder`, `Ponder`, `ponder`).
    Ponder,
    /// Search threads.
    Threads,
    /// Principal variations to report.
    MultiPv,
    /// USI average latency allowance, ms.
    NetworkDelay,
    /// USI worst-case latency allowance, ms: the safety margin of the hard limit.
    NetworkDelay2,
    /// USI: do not move faster than this when the clock allows, ms.
    MinimumThinkingTime,
    /// Cap on the depth of every `go` (0 = none).
    DepthLimit,
    /// Cap on the nodes of every `go` (0 = none).
    NodesLimit,
    /// A rule of a game the dialect speaks, by its name (`GameInfo::rule_options`: shogi
    /// `EnteringKingRule`, `MaxMovesToDraw`).
    Rule(&'static str),
    /// Button: clear the hash table.
    ClearHash,
    /// Verbose log file (empty = none).
    DebugLogFile,
    /// UCCI: clock values are milliseconds.
    UseMillisec,
    /// UCCI batch mode.
    Batch,
    /// UCCI debug output.
    Debug,
    /// UCI-X `Move Overhead` / UCCI `moveoverhead`, ms.
    MoveOverhead,
    /// UCCI `newgame` button.
    NewGame,
    /// UCI-X `UCI_ShowWDL`.
    ShowWdl,
    /// The game by name (UCI-X `UCI_Variant`, USI `USI_Variant`): one of its variant names.
    Variant,
    /// UCI-X rank numbering of moves (`auto`, `0-9`, `1-10`).
    RankNumbering,
    /// The opening book is switched on (`USI_OwnBook`, `OwnBook`, UCCI `usebook`).
    OwnBook,
    /// The book file (`BookFile`, UCCI `bookfiles`; empty = none).
    BookFile,
    /// The last game ply answered from the book.
    BookMoves,
    /// How a book move is chosen (`best`, `weighted`).
    BookPolicy,
    /// `Skill Level`, 0-20 (20: full strength).
    SkillLevel,
    /// `UCI_LimitStrength`: `UCI_Elo` sets the strength.
    LimitStrength,
    /// `UCI_Elo`: the strength while `UCI_LimitStrength` is on.
    Elo,
}

/// The type of an option with its range or choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// true / false.
    Check,
    /// An integer in `min..=max`.
    Spin {
        /// Smallest value.
        min: i64,
        /// Largest value.
        max: i64,
    },
    /// One of the listed words.
    Combo(&'static [&'static str]),
    /// One of the game's variant names, which the table is given ([`OptionTable::new`]);
    /// written as a combo of them, defaulting to the first. Not `listed`: accepted from
    /// GUIs that send it unasked, but not in the option list.
    Variant {
        /// In the option list.
        listed: bool,
    },
    /// An action without a value.
    Button,
    /// Free text.
    Text,
    /// A file path (USI `filename` type; declared as `string` elsewhere).
    Filename,
}

/// A default value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Default {
    /// For checks.
    Bool(bool),
    /// For spins.
    Int(i64),
    /// For combos, strings and file names.
    Text(&'static str),
    /// For buttons.
    None,
}

/// One declared option.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// Which option.
    pub id: OptionId,
    /// The declared name.
    pub name: &'static str,
    /// Other names accepted on input.
    pub aliases: &'static [&'static str],
    /// Type and range.
    pub kind: Kind,
    /// Default value.
    pub default: Default,
}

/// A current option value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Check.
    Bool(bool),
    /// Spin.
    Int(i64),
    /// Combo, string, file name.
    Text(String),
    /// Button.
    None,
}

impl From<Default> for Value {
    fn from(d: Default) -> Value {
        match d {
            Default::Bool(b) => Value::Bool(b),
            Default::Int(i) => Value::Int(i),
            Default::Text(t) => Value::Text(t.to_string()),
            Default::None => Value::None,
        }
    }
}

/// How `option` lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionSyntax {
    /// `option name N type T default D min A max B var V ...` (USI; `filename` allowed).
    Usi,
    /// The same for UCI-X (a `filename` option is declared as `string`).
    Uci,
    /// `option N type T min A max B var V ... default D` (UCCI, no `name` keyword).
    Ucci,
}

/// What a successful `setoption` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The option that was set.
    pub id: OptionId,
    /// A notice for `info string` (for example a clamped value), if any.
    pub notice: Option<String>,
}

/// Why a `setoption` was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetError {
    /// No declared option has this name (the dialect may still accept it silently).
    Unknown,
    /// The value is not valid; the old value is kept.
    Invalid(String),
}

/// The options of one dialect with their current values.
#[derive(Clone, Debug)]
pub struct OptionTable {
    specs: &'static [OptionSpec],
    /// The values of a [`Kind::Variant`] option: the game's variant names.
    variants: &'static [&'static str],
    values: Vec<Value>,
}

/// Lower case without spaces and underscores: the key names are matched by.
fn normalise(name: &str) -> String {
    name.chars()
        .filter(|c| *c != ' ' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect()
}

/// The word of `words` that `value` names, in any case.
fn choice(words: &'static [&'static str], value: &str) -> Option<&'static str> {
    words
        .iter()
        .copied()
        .find(|w| w.eq_ignore_ascii_case(value))
}

/// Reads a check value: `true`/`false`, also `on`/`off` (ElephantEye accepts both), `1`/`0`.
fn parse_check(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "on" | "1" | "yes" => Some(true),
        "false" | "off" | "0" | "no" => Some(false),
        _ => None,
    }
}

impl OptionTable {
    /// A table holding the defaults of `specs`, for a game called by `variants` (its
    /// declared variant names, the first its own).
    pub fn new(specs: &'static [OptionSpec], variants: &'static [&'static str]) -> OptionTable {
        let table = OptionTable {
            specs,
            variants,
            values: Vec::new(),
        };
        let values = specs
            .iter()
            .map(|s| Value::from(table.default(s)))
            .collect();
        OptionTable { values, ..table }
    }

    /// The default of `spec` here (a variant option's is the game's own name).
    fn default(&self, spec: &OptionSpec) -> Default {
        match spec.kind {
            Kind::Variant { .. } => Default::Text(self.variants.first().copied().unwrap_or("")),
            _ => spec.default,
        }
    }

    /// The declared options, in declaration order.
    pub fn specs(&self) -> &'static [OptionSpec] {
        self.specs
    }

    fn index_of(&self, id: OptionId) -> Option<usize> {
        self.specs.iter().position(|s| s.id == id)
    }

    /// Current value of `id`, if this dialect declares it.
    pub fn value(&self, id: OptionId) -> Option<&Value> {
        self.index_of(id).map(|i| &self.values[i])
    }

    /// Integer value of a spin (or `fallback` when the dialect has no such option).
    pub fn int(&self, id: OptionId, fallback: i64) -> i64 {
        match self.value(id) {
            Some(Value::Int(v)) => *v,
            _ => fallback,
        }
    }

    /// Value of a check (or `fallback`).
    pub fn flag(&self, id: OptionId, fallback: bool) -> bool {
        match self.value(id) {
            Some(Value::Bool(v)) => *v,
            _ => fallback,
        }
    }

    /// Text of a combo or string (or `fallback`).
    pub fn text<'a>(&'a self, id: OptionId, fallback: &'a str) -> &'a str {
        match self.value(id) {
            Some(Value::Text(v)) => v,
            _ => fallback,
        }
    }

    /// Finds the declared option called `name` (or one of its aliases).
    pub fn find(&self, name: &str) -> Option<&'static OptionSpec> {
        let key = normalise(name);
        self.specs
            .iter()
            .find(|s| normalise(s.name) == key || s.aliases.iter().any(|a| normalise(a) == key))
    }

    /// Applies `setoption`. Spin values out of range are clamped and reported.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Applied, SetError> {
        let spec = self.find(name).ok_or(SetError::Unknown)?;
        let index = self.index_of(spec.id).ok_or(SetError::Unknown)?;
        let value = value.map(str::trim);
        let needs_value = || SetError::Invalid(format!("{}: missing value", spec.name));
        let mut notice = None;
        let new = match spec.kind {
            Kind::Button => Value::None,
            Kind::Check => {
                let v = value.ok_or_else(needs_value)?;
                Value::Bool(parse_check(v).ok_or_else(|| {
                    SetError::Invalid(format!(
                        "{}: expected true or false, got '{}'",
                        spec.name,
                        quote(v)
                    ))
                })?)
            }
            Kind::Spin { min, max } => {
                let v = value.ok_or_else(needs_value)?;
                let n = parse_int(v).ok_or_else(|| {
                    SetError::Invalid(format!(
                        "{}: expected a number, got '{}'",
                        spec.name,
                        quote(v)
                    ))
                })?;
                let clamped = n.clamp(min, max);
                if clamped != n {
                    notice = Some(format!(
                        "{}: {} out of range {min}..{max}, using {clamped}",
                        spec.name,
                        quote(v)
                    ));
                }
                Value::Int(clamped)
            }
            Kind::Combo(vars) => {
                let v = value.ok_or_else(needs_value)?;
                let var = choice(vars, v).ok_or_else(|| {
                    SetError::Invalid(format!(
                        "{}: '{}' is not one of {}",
                        spec.name,
                        quote(v),
                        vars.join(", ")
                    ))
                })?;
                Value::Text(var.to_string())
            }
            Kind::Variant { .. } => {
                let v = value.ok_or_else(needs_value)?;
                let var = choice(self.variants, v).ok_or_else(|| {
                    SetError::Invalid(format!(
                        "{}: only {} is supported, got '{}'",
                        spec.name,
                        crate::games::one_of(self.variants),
                        quote(v)
                    ))
                })?;
                Value::Text(var.to_string())
            }
            Kind::Text | Kind::Filename => Value::Text(value.unwrap_or("").to_string()),
        };
        self.values[index] = new;
        Ok(Applied {
            id: spec.id,
            notice,
        })
    }

    /// The `option ...` lines in declaration order (an unlisted variant option has none).
    pub fn lines(&self, syntax: OptionSyntax) -> Vec<String> {
        self.specs
            .iter()
            .filter_map(|spec| match spec.kind {
                Kind::Variant { listed: false } => None,
                Kind::Variant { listed: true } => Some(OptionSpec {
                    kind: Kind::Combo(self.variants),
                    default: self.default(spec),
                    ..*spec
                }),
                _ => Some(*spec),
            })
            .map(|spec| option_line(&spec, syntax))
            .collect()
    }
}

fn default_text(d: Default) -> Option<String> {
    match d {
        Default::Bool(b) => Some(b.to_string()),
        Default::Int(i) => Some(i.to_string()),
        Default::Text("") => Some("<empty>".to_string()),
        Default::Text(t) => Some(t.to_string()),
        Default::None => None,
    }
}

/// One `option` line, fields in the order of its dialect: USI and UCI-X `option name <id>
/// type <t>` then `default`, `min`/`max`, `var`s; UCCI `option <name> type <t>` (no `name`
/// keyword) with `default` last.
pub fn option_line(spec: &OptionSpec, syntax: OptionSyntax) -> String {
    let type_name = match spec.kind {
        Kind::Check => "check",
        Kind::Spin { .. } => "spin",
        Kind::Combo(_) | Kind::Variant { .. } => "combo",
        Kind::Button => "button",
        Kind::Text => "string",
        Kind::Filename if syntax == OptionSyntax::Usi => "filename",
        Kind::Filename => "string",
    };
    let mut range = Vec::new();
    if let Kind::Spin { min, max } = spec.kind {
        range.push(format!("min {min} max {max}"));
    }
    if let Kind::Combo(vars) = spec.kind {
        range.extend(vars.iter().map(|v| format!("var {v}")));
    }
    let default = default_text(spec.default).map(|d| format!("default {d}"));
    let mut parts = Vec::new();
    match syntax {
        OptionSyntax::Usi | OptionSyntax::Uci => {
            parts.push(format!("option name {} type {type_name}", spec.name));
            parts.extend(default);
            parts.extend(range);
        }
        OptionSyntax::Ucci => {
            parts.push(format!("option {} type {type_name}", spec.name));
            parts.extend(range);
            parts.extend(default);
        }
    }
    parts.join(" ")
}

const RANK_NUMBERINGS: &[&str] = &["auto", "0-9", "1-10"];
/// 2^53, YaneuraOu's `NodesLimit` maximum (the largest integer a double holds exactly).
const MAX_NODES_LIMIT: i64 = 1 << 53;

/// `parts` one after the other as one table of `N` = their lengths summed (each
/// dialect's options, its strength options of `super::strength` and its book options of
/// `super::book_options`).
const fn join<const N: usize>(parts: &[&[OptionSpec]]) -> [OptionSpec; N] {
    let mut out = [parts[0][0]; N];
    let (mut part, mut i, mut n) = (0, 0, 0);
    while part < parts.len() {
        if i < parts[part].len() {
            out[n] = parts[part][i];
            n += 1;
            i += 1;
        } else {
            part += 1;
            i = 0;
        }
    }
    assert!(n == N, "N must be the parts' total length");
    out
}

/// The option table entry of a game's rule option.
const fn rule_spec(rule: &RuleOption) -> OptionSpec {
    let (kind, default) = match rule.values {
        RuleValues::Choice { choices, default } => (Kind::Combo(choices), Default::Text(default)),
        RuleValues::Count { max, default } => (Kind::Spin { min: 0, max }, Default::Int(default)),
    };
    OptionSpec {
        id: OptionId::Rule(rule.name),
        name: rule.name,
        aliases: &[],
        kind,
        default,
    }
}

/// True when `protocol` speaks the game `id` (`GameInfo::speaks`, at compile time).
const fn speaks(id: GameId, protocol: Protocol) -> bool {
    let protocols = id.info().protocols;
    let mut i = 0;
    while i < protocols.len() {
        if protocols[i] as u8 == protocol as u8 {
            return true;
        }
        i += 1;
    }
    false
}

/// How many rule options the games `protocol` speaks declare.
const fn rule_count(protocol: Protocol) -> usize {
    let (mut n, mut g) = (0, 0);
    while g < GameId::ALL.len() {
        if speaks(GameId::ALL[g], protocol) {
            n += GameId::ALL[g].info().rule_options.len();
        }
        g += 1;
    }
    n
}

/// The option table entries of the rule options of the games `protocol` speaks, in
/// catalogue order (`N` = [`rule_count`]).
const fn rule_specs<const N: usize>(protocol: Protocol) -> [OptionSpec; N] {
    let mut out = [USI_BEFORE_RULES[0]; N];
    let (mut n, mut g) = (0, 0);
    while g < GameId::ALL.len() {
        let rules = GameId::ALL[g].info().rule_options;
        let mut r = 0;
        while speaks(GameId::ALL[g], protocol) && r < rules.len() {
            out[n] = rule_spec(&rules[r]);
            n += 1;
            r += 1;
        }
        g += 1;
    }
    out
}

/// The rule options of the games USI speaks (shogi's `EnteringKingRule` and
/// `MaxMovesToDraw`).
const USI_RULES: [OptionSpec; rule_count(Protocol::Usi)] = rule_specs(Protocol::Usi);
/// The rule options of the games UCCI speaks (xiangqi's `XiangqiRules`).
const UCCI_RULES: [OptionSpec; rule_count(Protocol::Ucci)] = rule_specs(Protocol::Ucci);
/// The rule options of the games UCI-X speaks (xiangqi's `XiangqiRules`).
const UCI_RULES: [OptionSpec; rule_count(Protocol::Uci)] = rule_specs(Protocol::Uci);

/// The rule options of the games xboard speaks (shogi's and xiangqi's).
const XBOARD_RULES: [OptionSpec; rule_count(Protocol::Xboard)] = rule_specs(Protocol::Xboard);

/// The options xboard declares with `feature option=`: the strength's and the rules'.
pub const XBOARD_OPTIONS: &[OptionSpec] = &join::<
    { UCI_STRENGTH_OPTIONS.len() + XBOARD_RULES.len() },
>(&[UCI_STRENGTH_OPTIONS, &XBOARD_RULES]);

/// USI options, in the order they are declared.
pub const USI_OPTIONS: &[OptionSpec] = &join::<
    {
        USI_BEFORE_RULES.len()
            + USI_RULES.len()
            + USI_AFTER_RULES.len()
            + STRENGTH_OPTIONS.len()
            + USI_BOOK_OPTIONS.len()
    },
>(&[
    USI_BEFORE_RULES,
    &USI_RULES,
    USI_AFTER_RULES,
    STRENGTH_OPTIONS,
    USI_BOOK_OPTIONS,
]);
/// UCCI options, in the order they are declared.
pub const UCCI_OPTIONS: &[OptionSpec] =
    &join::<
        { UCCI_BASE.len() + UCCI_RULES.len() + STRENGTH_OPTIONS.len() + UCCI_BOOK_OPTIONS.len() },
    >(&[UCCI_BASE, &UCCI_RULES, STRENGTH_OPTIONS, UCCI_BOOK_OPTIONS]);
/// UCI-X options, in the order they are declared.
pub const UCI_OPTIONS: &[OptionSpec] =
    &join::<
        { UCI_BASE.len() + UCI_RULES.len() + UCI_STRENGTH_OPTIONS.len() + UCI_BOOK_OPTIONS.len() },
    >(&[UCI_BASE, &UCI_RULES, UCI_STRENGTH_OPTIONS, UCI_BOOK_OPTIONS]);

/// USI options before the games' rule options.
const USI_BEFORE_RULES: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::Hash,
        name: "USI_Hash",
        aliases: &["Hash"],
        kind: Kind::Spin { min: 1, max: 65536 },
        default: Default::Int(64),
    },
    OptionSpec {
        id: OptionId::Ponder,
        name: "USI_Ponder",
        aliases: &["Ponder"],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::Threads,
        name: "Threads",
        aliases: &["Thread"],
        kind: Kind::Spin { min: 1, max: 256 },
        default: Default::Int(1),
    },
    OptionSpec {
        id: OptionId::MultiPv,
        name: "MultiPV",
        aliases: &["USI_MultiPV"],
        kind: Kind::Spin { min: 1, max: 600 },
        default: Default::Int(1),
    },
    OptionSpec {
        id: OptionId::NetworkDelay,
        name: "NetworkDelay",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 10000 },
        default: Default::Int(100),
    },
    OptionSpec {
        id: OptionId::NetworkDelay2,
        name: "NetworkDelay2",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 10000 },
        default: Default::Int(300),
    },
    OptionSpec {
        id: OptionId::MinimumThinkingTime,
        name: "MinimumThinkingTime",
        aliases: &[],
        kind: Kind::Spin {
            min: 0,
            max: 100000,
        },
        default: Default::Int(1000),
    },
    OptionSpec {
        id: OptionId::DepthLimit,
        name: "DepthLimit",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 1000 },
        default: Default::Int(0),
    },
    OptionSpec {
        id: OptionId::NodesLimit,
        name: "NodesLimit",
        aliases: &[],
        kind: Kind::Spin {
            min: 0,
            max: MAX_NODES_LIMIT,
        },
        default: Default::Int(0),
    },
];

/// USI options after the games' rule options, before the strength and book options.
const USI_AFTER_RULES: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::ClearHash,
        name: "Clear_Hash",
        aliases: &[],
        kind: Kind::Button,
        default: Default::None,
    },
    OptionSpec {
        id: OptionId::DebugLogFile,
        name: "DebugLogFile",
        aliases: &[],
        kind: Kind::Filename,
        default: Default::Text(""),
    },
    // Not listed: GUIs send it without reading the option list, and a combo of one name
    // would only add a line to their settings dialogs.
    OptionSpec {
        id: OptionId::Variant,
        name: "USI_Variant",
        aliases: &[],
        kind: Kind::Variant { listed: false },
        default: Default::None,
    },
];

/// UCCI options before the strength and book options.
const UCCI_BASE: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::UseMillisec,
        name: "usemillisec",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(true),
    },
    OptionSpec {
        id: OptionId::Batch,
        name: "batch",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::Debug,
        name: "debug",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::Ponder,
        name: "ponder",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::Hash,
        name: "hashsize",
        aliases: &["Hash"],
        kind: Kind::Spin { min: 0, max: 65536 },
        default: Default::Int(64),
    },
    OptionSpec {
        id: OptionId::Threads,
        name: "threads",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 256 },
        default: Default::Int(1),
    },
    OptionSpec {
        id: OptionId::MoveOverhead,
        name: "moveoverhead",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 5000 },
        default: Default::Int(50),
    },
    OptionSpec {
        id: OptionId::NewGame,
        name: "newgame",
        aliases: &[],
        kind: Kind::Button,
        default: Default::None,
    },
];

/// UCI-X options before the strength and book options.
const UCI_BASE: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::Threads,
        name: "Threads",
        aliases: &[],
        kind: Kind::Spin { min: 1, max: 256 },
        default: Default::Int(1),
    },
    OptionSpec {
        id: OptionId::Hash,
        name: "Hash",
        aliases: &[],
        kind: Kind::Spin { min: 1, max: 65536 },
        default: Default::Int(64),
    },
    OptionSpec {
        id: OptionId::ClearHash,
        name: "Clear Hash",
        aliases: &[],
        kind: Kind::Button,
        default: Default::None,
    },
    OptionSpec {
        id: OptionId::Ponder,
        name: "Ponder",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::MultiPv,
        name: "MultiPV",
        aliases: &[],
        kind: Kind::Spin { min: 1, max: 128 },
        default: Default::Int(1),
    },
    OptionSpec {
        id: OptionId::MoveOverhead,
        name: "Move Overhead",
        aliases: &[],
        kind: Kind::Spin { min: 0, max: 5000 },
        default: Default::Int(30),
    },
    OptionSpec {
        id: OptionId::ShowWdl,
        name: "UCI_ShowWDL",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    OptionSpec {
        id: OptionId::Variant,
        name: "UCI_Variant",
        aliases: &[],
        kind: Kind::Variant { listed: true },
        default: Default::None,
    },
    OptionSpec {
        id: OptionId::RankNumbering,
        name: "RankNumbering",
        aliases: &[],
        kind: Kind::Combo(RANK_NUMBERINGS),
        default: Default::Text("auto"),
    },
    OptionSpec {
        id: OptionId::DebugLogFile,
        name: "Debug Log File",
        aliases: &[],
        kind: Kind::Text,
        default: Default::Text(""),
    },
];

#[cfg(test)]
mod tests;
