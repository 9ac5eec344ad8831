//! The `Game` trait: the only seam between a rule set (shogi, xiangqi) and everything
//! generic above it (search, perft, mate solver, protocol controller, match referee).
//!
//! Generic code never names a shogi or xiangqi type; it is monomorphised once per game.
//! Colours stay in the rules modules: generic code sees only [`Side`], who moves first.
//! What the engine around the rules needs to know about a game besides its moves (its
//! name, the protocols that speak it, its bench positions) each game declares once, as
//! its [`Game::INFO`]; `crate::games` lists the games.

use crate::core::MoveList;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// Who moves first in the game's normal start (sente / Black in shogi, Red in xiangqi).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The side that moves first from the even start: shogi Black (sente), xiangqi Red.
    First,
    /// The other side: shogi White (gote), xiangqi Black.
    Second,
}

impl Side {
    /// The opponent.
    pub const fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for `First`, 1 for `Second`, for indexing per-side tables.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Which legal moves `generate` produces. `Captures` and `Quiets` partition the legal
/// moves of a position that is not in check; `Evasions` and `All` both give every legal
/// move (`Evasions` may only be asked for when in check, and may be faster then).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenKind {
    /// Tactical moves: every capture, plus (shogi) every promoting move. Quiescence uses these.
    Captures,
    /// Every legal move that is not in `Captures`.
    Quiets,
    /// Every legal move, when the side to move is in check.
    Evasions,
    /// Every legal move.
    All,
}

/// A game result from the point of view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move has won.
    Win,
    /// The game is drawn.
    Draw,
    /// The side to move has lost.
    Loss,
}

impl Outcome {
    /// The same result seen from the other side.
    pub const fn flip(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }
}

/// A finished game: the result for the side to move and why, in words a referee can log
/// (for example "perpetual check", "60-move rule").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Result for the side to move in the judged position.
    pub outcome: Outcome,
    /// Short English reason.
    pub reason: &'static str,
}

/// Whose values of the tunable parameters a game searches with: the two games differ
/// in their trees (drops and promotions against long slides and rarer checks), and
/// self-play measures some values a gain in one and a loss in the other. Minishogi
/// searches with shogi's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Family {
    /// Shogi and minishogi.
    Shogi,
    /// Xiangqi.
    Xiangqi,
}

impl Family {
    /// Every family, in the order of the `crate::search::params::TUNABLES` entries of one
    /// parameter.
    pub const ALL: [Family; 2] = [Family::Shogi, Family::Xiangqi];

    /// The prefix of the family's parameter names (`xiangqi.LMR_BASE`).
    pub const fn word(self) -> &'static str {
        match self {
            Family::Shogi => "shogi",
            Family::Xiangqi => "xiangqi",
        }
    }
}

/// A text protocol an engine speaks on stdin/stdout, named by its handshake word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Protocol {
    /// USI (`usi`).
    Usi,
    /// UCCI (`ucci`).
    Ucci,
    /// UCI the way Pikafish and Fairy-Stockfish speak it for xiangqi (`uci`).
    Uci,
    /// The xboard / WinBoard protocol, CECP version 2 (`xboard`): one dialect for every
    /// game, which the GUI picks with `variant`.
    Xboard,
}

impl Protocol {
    /// Every protocol, in the order messages list them.
    pub const ALL: [Protocol; 4] = [
        Protocol::Usi,
        Protocol::Ucci,
        Protocol::Uci,
        Protocol::Xboard,
    ];

    /// The handshake word, which is also how users name the protocol (`proto=usi`).
    pub const fn word(self) -> &'static str {
        match self {
            Protocol::Usi => "usi",
            Protocol::Ucci => "ucci",
            Protocol::Uci => "uci",
            Protocol::Xboard => "xboard",
        }
    }

    /// True when a Fischer increment is credited before the move, so the clock fields of
    /// `go` already include it (USI as YaneuraOu and the shogi GUIs count it); UCCI and
    /// UCI credit it after the move, as chess does.
    pub const fn increment_before_move(self) -> bool {
        matches!(self, Protocol::Usi)
    }

    /// The protocol whose handshake word is `word` (any case).
    pub fn from_word(word: &str) -> Option<Protocol> {
        Protocol::ALL
            .into_iter()
            .find(|p| p.word().eq_ignore_ascii_case(word))
    }
}

/// The file format of a game's records (`kirin match -csaout` / `-pgnout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// CSA, one file per game (shogi).
    Csa,
    /// PGN with FEN headers and ICCS moves (xiangqi).
    Pgn,
    /// No record file: neither writer can express the game's board (minishogi's 5x5).
    None,
}

/// How the xboard protocol (CECP) writes a game's moves and positions, which
/// `protocol::xboard::notation` converts to and from the game's wire notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XboardNotation {
    /// Shogi: files from XBoard's left, ranks 1-9, `P@e5` drops, bracketed holdings.
    Shogi,
    /// Xiangqi: ICCS moves (ranks 0-9, as XBoard numbers ten ranks), XBoard's FEN.
    Xiangqi,
    /// The game is not played over xboard.
    None,
}

/// A rule of the game the user may choose, offered by the protocols as an option of the
/// same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleOption {
    /// The option's name (shogi `EnteringKingRule`, as YaneuraOu names it).
    pub name: &'static str,
    /// Its values.
    pub values: RuleValues,
}

/// The values a [`RuleOption`] takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleValues {
    /// One of the words.
    Choice {
        /// Every word, in the order the option lists them.
        choices: &'static [&'static str],
        /// The rule in force until the user sets one.
        default: &'static str,
    },
    /// A count from 0 to `max` (shogi `MaxMovesToDraw`: plies, 0 = no limit).
    Count {
        /// The largest count.
        max: i64,
        /// The count in force until the user sets one.
        default: i64,
    },
}

/// What a game declares about itself beyond its rules, once, next to them: everything
/// the protocol loop, `bench` and `kirin match` need to offer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Lower-case game name (`shogi`, `xiangqi`), as messages and bench headers show it.
    pub name: &'static str,
    /// The word for the game's position text (`sfen`, `fen`), as messages name it.
    pub position_word: &'static str,
    /// The names a GUI or `kirin match -variant` may select the game by (`USI_Variant`,
    /// `UCI_Variant`); the first is the one the engine declares.
    pub variants: &'static [&'static str],
    /// The protocols that speak the game; the first is its default (a match engine
    /// without `proto=`).
    pub protocols: &'static [Protocol],
    /// How `kirin match` writes the game's records.
    pub record_format: RecordFormat,
    /// How xboard writes the game's moves and positions.
    pub xboard_notation: XboardNotation,
    /// The rules of the game a user may choose (shogi `EnteringKingRule`), which the
    /// protocols offer as options; [`Game::set_rule`] takes their values.
    pub rule_options: &'static [RuleOption],
    /// The fixed positions of `bench` (SFEN / FEN); never empty for a registered game.
    pub bench_positions: &'static [&'static str],
    /// The depth `bench` searches them to when none is given.
    pub bench_depth: u32,
}

impl GameInfo {
    /// True when `name` selects this game (any case).
    pub fn has_variant(&self, name: &str) -> bool {
        self.variants.iter().any(|v| v.eq_ignore_ascii_case(name))
    }

    /// The protocol a match engine of this game speaks when none is given; also whose
    /// clock convention a match keeps.
    pub fn default_protocol(&self) -> Protocol {
        self.protocols[0]
    }

    /// True when `protocol` speaks this game.
    pub fn speaks(&self, protocol: Protocol) -> bool {
        self.protocols.contains(&protocol)
    }
}

/// A rule set that the generic engine can play.
///
/// Positions keep their own undo stack, so `make`/`unmake` need no state from the
/// caller. The history of the game (the moves of `position ... moves ...`) is made on
/// the same stack, so repetition judges see the whole game, not just the search path.
pub trait Game: Clone + Send + Sync + 'static {
    /// A move. `Default` is the null move ("no move"), never legal.
    type Move: Copy + Eq + Default + Send + Sync + Debug + Hash + 'static;
    /// Why a position text (SFEN / FEN) was rejected.
    type PositionError: Display + Debug;
    /// Why a move text was rejected (malformed, or not legal here).
    type MoveError: Display + Debug;

    /// The game's declaration: name, protocols, variant names, bench positions.
    const INFO: GameInfo;

    /// The standard (even) start position.
    fn startpos() -> Self;
    /// Parses an SFEN (shogi) or FEN (xiangqi); never panics on bad input.
    fn from_fen(text: &str) -> Result<Self, Self::PositionError>;
    /// Sets this position up from an SFEN / FEN as [`Game::from_fen`] would, reusing its
    /// allocations where the game can (the book loader parses a million positions into
    /// one scratch position). On `Err` the position may only be set up again.
    fn set_fen(&mut self, text: &str) -> Result<(), Self::PositionError> {
        *self = Self::from_fen(text)?;
        Ok(())
    }
    /// Formats the position as SFEN / FEN (round trip with `from_fen`).
    fn to_fen(&self) -> String;
    /// Parses a move in the game's wire notation (USI, or ICCS with ranks 0-9) and checks
    /// that it is legal in this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// Formats a move in the game's wire notation (USI, or ICCS with ranks 0-9).
    fn format_move(m: Self::Move) -> String;
    /// The number of the ply about to be played in the game, from 1 (the opening book
    /// answers up to `BookMoves`): counted from the position text's move number, so a
    /// GUI that sends the position after the moves, not the moves, gets the same answer.
    fn game_ply(&self) -> u32;
    /// Sets the rule named `name` (one of [`GameInfo::rule_options`]) to `value`, as its
    /// option's text (a word of a choice, a count in decimal); `Err` says why a value cannot be honoured. Default: no rules.
    fn set_rule(&mut self, name: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("{} has no rule option {name}", Self::INFO.name))
    }
    /// A human-readable board diagram with the SFEN/FEN, key and checkers (the `d` command).
    fn diagram(&self) -> String;

    /// Who is to move.
    fn side_to_move(&self) -> Side;
    /// Zobrist key of the position (board, hands, side to move), maintained incrementally.
    fn key(&self) -> u64;
    /// Zobrist key computed from scratch (for consistency tests).
    fn key_from_scratch(&self) -> u64;
    /// Number of plies made on this position's stack since it was set up.
    fn ply_count(&self) -> usize;
    /// True when the side to move is in check.
    fn in_check(&self) -> bool;

    /// Appends the legal moves of `kind` to `out` (no heap allocation).
    fn generate(&self, kind: GenKind, out: &mut MoveList<Self::Move>);
    /// True when `m` is a legal move here. Accepts any bit pattern (TT, killer moves from
    /// other positions) and never panics.
    fn is_legal(&self, m: Self::Move) -> bool;
    /// True when the legal move `m` gives check.
    fn gives_check(&self, m: Self::Move) -> bool;
    /// True when the move `m` captures a piece.
    fn is_capture(&self, m: Self::Move) -> bool;
    /// True when `m` is tactical in the sense of `GenKind::Captures`.
    fn is_tactical(&self, m: Self::Move) -> bool;
    /// Material value (centipawns) of the piece `m` captures; 0 for non-captures.
    fn captured_value(&self, m: Self::Move) -> i32;
    /// Material value (centipawns) of the piece that `m` moves or drops.
    fn moving_value(&self, m: Self::Move) -> i32;
    /// Static exchange evaluation of `m` on its target square, in centipawns.
    fn see(&self, m: Self::Move) -> i32;
    /// True when `self.see(m) >= threshold`, always the same answer. The search only ever
    /// compares SEE with a bound, and a game can answer that with an exchange that stops
    /// as soon as the bound is settled. Default: the full SEE.
    fn see_ge(&self, m: Self::Move, threshold: i32) -> bool {
        self.see(m) >= threshold
    }

    /// Plays a legal move.
    fn make(&mut self, m: Self::Move);
    /// Takes back the last `make` or `make_null`.
    fn unmake(&mut self);
    /// Passes the turn (null move). Only when not in check.
    fn make_null(&mut self);
    /// Takes back `make_null`.
    fn unmake_null(&mut self);

    /// Judges repetition and move-count rules for the search, on the stack's history.
    /// `plies_from_root` is how many of the most recent plies were made by the search;
    /// a cycle entirely inside them counts at its first recurrence, a cycle reaching
    /// back before the root needs the full count of the game's rule. Returns the result
    /// for the side to move, or `None` to keep searching. Must be cheap.
    fn repetition(&self, plies_from_root: usize) -> Option<Outcome>;
    /// Full-rule judgement of the game as it stands (for referees and the root): no legal
    /// move, repetition by the game's full rules, move limits, insufficient material.
    fn terminal(&self) -> Option<Verdict>;
    /// What [`Game::terminal`]'s verdict rests on, in words, where the short reason does
    /// not say it all (the xiangqi repetition judge: who attacked how in the cycle, which
    /// article); `None` otherwise. Called once, when a referee ends a game.
    fn terminal_detail(&self) -> Option<String> {
        None
    }
    /// True when the side to move may declare a win now (shogi entering king).
    fn declare_win(&self) -> bool {
        false
    }
    /// True when passing might be better than every legal move, so the search must not
    /// use null-move pruning here (zugzwang-prone endings, e.g. xiangqi when the side to
    /// move has no chariot, horse or cannon left). Cheap; called at most once per node.
    fn zugzwang_prone(&self) -> bool {
        false
    }
    /// True when a quiet move might leave the opponent without a legal move while not in
    /// check, which loses for it (xiangqi: the opponent has no chariot, horse or cannon
    /// left). The search then neither prunes quiet moves as harmless near the leaves nor
    /// lets quiescence stand pat without asking whether a move exists. Cheap; called at
    /// most once per node. Default: false (shogi: such positions are too rare to pay for).
    fn opponent_zugzwang_prone(&self) -> bool {
        false
    }
    /// A key of the slow-changing pawn structure (shogi pawns, xiangqi soldiers of both
    /// sides on the board), equal for positions that share it: the search learns per
    /// structure how far the static evaluation misses (`search/correction.rs`). Must be
    /// cheap. Default: 0 (every position shares one structure).
    fn structure_key(&self) -> u64 {
        0
    }
    /// A key of the kings and their close guards (shogi king, golds and silvers; xiangqi
    /// general, advisors and elephants, both sides), equal for positions that share the
    /// castles: a second family of positions whose evaluation errors the search learns.
    /// Must be cheap. Default: 0.
    fn guard_key(&self) -> u64 {
        0
    }
    /// A legal move that mates at once (the opponent then has no legal move), if this
    /// cheap test finds one; the search returns a mate score without searching the node.
    /// Sound, not necessarily complete: a move it returns always mates under the game's
    /// rules (in shogi never a pawn-drop mate, which is illegal), but it may miss some.
    /// Only called when the side to move is not in check. The position may be used as
    /// scratch (make/unmake) and is returned as it was. Default: finds nothing.
    fn mate_in_one(&mut self) -> Option<Self::Move> {
        None
    }
    /// Starts loading whatever [`Game::mate_in_one`] reads first for this position (a
    /// hint, issued with the table's prefetch right after a move; it changes no result).
    /// Default: nothing.
    #[inline(always)]
    fn prefetch_mate_in_one(&self) {}
    /// Hand dominance for the mate solver (shogi): `(board_key, hand)`, where
    /// `board_key` is the same for positions that differ only in the pieces in hand, and
    /// `hand` packs `attacker`'s pieces in hand for [`Game::hand_covers`]. With the same
    /// pieces in play, a position whose attacker holds at least the hand of another is at
    /// least as good for the attacker. Default (no pieces in hand): `(key, 0)`.
    fn hand_split(&self, attacker: Side) -> (u64, u32) {
        let _ = attacker;
        (self.key(), 0)
    }
    /// True when packed hand `more` holds at least as many pieces of every kind as
    /// `fewer` (see [`Game::hand_split`]). Default: equal hands only.
    fn hand_covers(more: u32, fewer: u32) -> bool {
        more == fewer
    }

    /// Static evaluation from the side to move's view (forwards to `nnue_free_eval`).
    fn evaluate(&self) -> i32;
    /// Per-term breakdown of `evaluate`, as text for the `eval` command (the command adds
    /// the total line).
    fn eval_breakdown(&self) -> String;

    /// Whose values of the search's tunable parameters this game plays with.
    const FAMILY: Family = Family::Shogi;

    /// Whether the search razors: a non-PV node far below alpha is settled by quiescence.
    /// Fixed-node self-play measured it a gain in shogi and a loss in xiangqi.
    const RAZORING: bool = false;

    /// Number of distinct values [`Game::piece_to`] can return.
    const PIECE_TO_COUNT: usize = 1;
    /// The moving piece (colour and kind, as it stands before the move) and the
    /// destination of `m` in this position (before making it), as one index below
    /// [`Game::PIECE_TO_COUNT`]: the search's continuation history is indexed by it.
    /// Default: 0 for every move (no distinction).
    fn piece_to(&self, m: Self::Move) -> usize {
        let _ = m;
        0
    }

    /// The destination square of `m`, as an index (the search tells recaptures by it).
    /// Default: 0 for every move.
    fn destination(m: Self::Move) -> usize {
        let _ = m;
        0
    }

    /// The square `m` moves a piece away from, as an index; `None` for a drop (and for
    /// every move by default).
    fn origin(m: Self::Move) -> Option<usize> {
        let _ = m;
        None
    }

    /// The side to move's pieces, other than the king, that stand en prise: attacked by
    /// a less valuable piece of the opponent, or attacked and not defended (pins and
    /// x-rays aside, as in SEE). A bit per square index. The move picker tries the quiet
    /// moves that carry such a piece to a safe square first. Default: none.
    fn en_prise(&self) -> u128 {
        0
    }

    /// Plies played since the last irreversible move, counted towards a draw by a
    /// move-count rule (xiangqi's 60-move rule); the search leans its static evaluation
    /// towards a draw as it grows (`PROGRESS_DAMPING_PLIES`). Default: 0 (shogi has no
    /// such rule).
    fn plies_without_progress(&self) -> u32 {
        0
    }

    /// Number of distinct values [`Game::captured_kind`] can return.
    const CAPTURED_KIND_COUNT: usize = 1;
    /// The kind of the piece `m` captures in this position, as an index below
    /// [`Game::CAPTURED_KIND_COUNT`]; 0 when it captures nothing (a shogi promotion). The
    /// search's capture history is indexed by it and [`Game::piece_to`]. Default: 0.
    fn captured_kind(&self, m: Self::Move) -> usize {
        let _ = m;
        0
    }

    /// Packs a move into 16 bits for the transposition table.
    fn pack(m: Self::Move) -> u16;
    /// Unpacks a 16-bit move; `None` if it is not a legal move here.
    fn unpack(&self, packed: u16) -> Option<Self::Move>;
    /// The move [`Game::pack`] made `packed` from, with no position to check it against
    /// (any bit pattern gives some move: check legality before playing it). The opening
    /// book's index cache stores packed moves; `None` (the default): this game's books
    /// are not cached.
    fn unpack_unchecked(packed: u16) -> Option<Self::Move> {
        let _ = packed;
        None
    }
}
