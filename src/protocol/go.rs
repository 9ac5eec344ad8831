//! The `go` line of each dialect, read into one [`GoParams`]. One function with a
//! per-dialect keyword table, because the three dialects share the grammar
//! (`<keyword> [<number>]` in any order) and differ only in which words exist and whom a
//! clock belongs to. A bad field is reported and treated as absent; the line still starts a
//! search. When the bad field was the only limit, the search is given
//! [`MALFORMED_GO_MOVETIME_MS`], so the GUI still gets its best move.

use super::command::{
    count_value, number_after, parse_int, parse_perft, quote, time_value, to_u32, Command,
    GoParams, MateRequest, ParseError,
};
use super::tokens::Tokens;

/// Search time of a `go` whose only limits were malformed (`go depth x`, a field of
/// another dialect): not searching until a `stop` that the GUI, which believes it sent a
/// limit, will never send. Short, so the reply comes within about a second.
pub const MALFORMED_GO_MOVETIME_MS: u64 = 1000;

/// Which dialect's `go` words apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoSyntax {
    /// USI: `btime` is the first player's (sente), `byoyomi`, `go mate` is a tsume search.
    Usi,
    /// UCCI: `time`/`opptime` relative to the side to move; `millis` false means the GUI
    /// said `usemillisec false` and clock values are seconds.
    Ucci {
        /// Clock values are milliseconds.
        millis: bool,
    },
    /// UCI-X: `wtime` is the first player's (red), `go mate n` limits a normal search.
    Uci,
}

/// A `go` keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Ponder,
    Draw,
    Infinite,
    /// Main time of the player with this `Side::index()`.
    Time(usize),
    /// Increment of the player with this `Side::index()`.
    Increment(usize),
    Byoyomi,
    MovesToGo,
    MoveTime,
    Depth,
    Nodes,
    Mate,
    SearchMoves,
    Perft,
    /// UCCI `time`, `increment`, `movestogo`, and the `opp` forms (true = opponent's).
    Relative(RelativeField, bool),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RelativeField {
    Time,
    Increment,
    MovesToGo,
}

const FIRST: usize = 0;
const SECOND: usize = 1;

fn field(syntax: GoSyntax, word: &str) -> Option<Field> {
    let shared = match word {
        "ponder" => Some(Field::Ponder),
        "infinite" => Some(Field::Infinite),
        "movetime" => Some(Field::MoveTime),
        "depth" => Some(Field::Depth),
        "nodes" => Some(Field::Nodes),
        "perft" => Some(Field::Perft),
        _ => None,
    };
    if shared.is_some() {
        return shared;
    }
    match syntax {
        GoSyntax::Usi => match word {
            "btime" => Some(Field::Time(FIRST)),
            "wtime" => Some(Field::Time(SECOND)),
            "binc" => Some(Field::Increment(FIRST)),
            "winc" => Some(Field::Increment(SECOND)),
            "byoyomi" => Some(Field::Byoyomi),
            "movestogo" => Some(Field::MovesToGo),
            // YaneuraOu's randomised time: accepted as a plain movetime.
            "rtime" => Some(Field::MoveTime),
            "mate" => Some(Field::Mate),
            "searchmoves" => Some(Field::SearchMoves),
            _ => None,
        },
        GoSyntax::Uci => match word {
            "wtime" => Some(Field::Time(FIRST)),
            "btime" => Some(Field::Time(SECOND)),
            "winc" => Some(Field::Increment(FIRST)),
            "binc" => Some(Field::Increment(SECOND)),
            "movestogo" => Some(Field::MovesToGo),
            "mate" => Some(Field::Mate),
            "searchmoves" => Some(Field::SearchMoves),
            _ => None,
        },
        GoSyntax::Ucci { .. } => match word {
            "draw" => Some(Field::Draw),
            "time" => Some(Field::Relative(RelativeField::Time, false)),
            "increment" => Some(Field::Relative(RelativeField::Increment, false)),
            "movestogo" => Some(Field::Relative(RelativeField::MovesToGo, false)),
            "opptime" => Some(Field::Relative(RelativeField::Time, true)),
            "oppincrement" => Some(Field::Relative(RelativeField::Increment, true)),
            "oppmovestogo" => Some(Field::Relative(RelativeField::MovesToGo, true)),
            // Tolerated UCI clock fields (VinXiangQi and others), always milliseconds.
            "wtime" => Some(Field::Time(FIRST)),
            "btime" => Some(Field::Time(SECOND)),
            "winc" => Some(Field::Increment(FIRST)),
            "binc" => Some(Field::Increment(SECOND)),
            // Kirin's extension (README): `go mate <n>` as in UCI-X, a mate in n moves.
            "mate" => Some(Field::Mate),
            _ => None,
        },
    }
}

/// True when `token` is a `go` keyword of `syntax` (such a token is never taken as the
/// value of the keyword before it).
fn is_keyword(syntax: GoSyntax, token: &str) -> bool {
    field(syntax, &token.to_ascii_lowercase()).is_some()
}

/// Parses a `go` line (token 0 is `go`). Returns `Go`, `GoMate` (USI) or `Perft`.
/// Problems with single fields go to `warnings`; the command is still returned.
pub fn parse_go(
    tokens: &Tokens,
    syntax: GoSyntax,
    warnings: &mut Vec<String>,
) -> Result<Command, ParseError> {
    let mut go = GoParams::default();
    let seconds_factor = match syntax {
        GoSyntax::Ucci { millis: false } => 1000,
        _ => 1,
    };
    let mut unknown_reported = false;
    let warnings_before = warnings.len();
    let mut i = 1;
    while i < tokens.len() {
        let word = tokens.get(i).unwrap_or("").to_ascii_lowercase();
        let Some(f) = field(syntax, &word) else {
            if !unknown_reported {
                warnings.push(format!("go: unknown field '{}' ignored", quote(&word)));
                unknown_reported = true;
            }
            i += 1;
            continue;
        };
        // The value token, unless the next token is itself a keyword (then it is missing).
        let value_present = tokens.get(i + 1).is_some_and(|t| !is_keyword(syntax, t));
        let value = |warnings: &mut Vec<String>| {
            if value_present {
                number_after(tokens, i, &word, warnings)
            } else {
                warnings.push(format!("go: '{}' needs a number", quote(&word)));
                None
            }
        };
        let mut consumed = usize::from(value_present);
        match f {
            Field::Ponder => {
                go.ponder = true;
                consumed = 0;
            }
            Field::Draw => {
                go.draw_offered = true;
                consumed = 0;
            }
            Field::Infinite => {
                go.infinite = true;
                consumed = 0;
            }
            Field::Perft => return parse_perft(tokens, i + 1),
            Field::SearchMoves => {
                go.search_moves = tokens.from(i + 1).into_iter().map(str::to_string).collect();
                break;
            }
            Field::Mate if syntax == GoSyntax::Usi => {
                return Ok(Command::GoMate(parse_usi_mate(tokens, i, warnings)))
            }
            Field::Mate => {
                go.mate_moves = value(warnings)
                    .and_then(|v| count_value(v, &word, warnings))
                    .map(to_u32);
            }
            Field::Depth => {
                if matches!(syntax, GoSyntax::Ucci { .. })
                    && tokens
                        .get(i + 1)
                        .is_some_and(|t| t.eq_ignore_ascii_case("infinite"))
                {
                    go.infinite = true;
                    consumed = 1;
                } else {
                    go.depth = value(warnings)
                        .and_then(|v| count_value(v, &word, warnings))
                        .map(to_u32);
                }
            }
            Field::Nodes => {
                go.nodes = value(warnings).and_then(|v| count_value(v, &word, warnings))
            }
            Field::MoveTime => {
                go.movetime = value(warnings).map(|v| time_value(v, &word, warnings))
            }
            Field::Byoyomi => {
                go.clocks.byoyomi = value(warnings).map(|v| time_value(v, &word, warnings))
            }
            Field::MovesToGo => {
                go.clocks.moves_to_go = value(warnings)
                    .and_then(|v| count_value(v, &word, warnings))
                    .map(to_u32)
            }
            Field::Time(side) => {
                go.clocks.time[side] = value(warnings).map(|v| time_value(v, &word, warnings))
            }
            Field::Increment(side) => {
                go.clocks.increment[side] = value(warnings).map(|v| time_value(v, &word, warnings))
            }
            Field::Relative(which, opponent) => {
                let v = value(warnings);
                let clock = if opponent {
                    &mut go.clocks.theirs
                } else {
                    &mut go.clocks.mine
                };
                match which {
                    RelativeField::Time => {
                        clock.time =
                            v.map(|v| time_value(v, &word, warnings).saturating_mul(seconds_factor))
                    }
                    RelativeField::Increment => {
                        clock.increment =
                            v.map(|v| time_value(v, &word, warnings).saturating_mul(seconds_factor))
                    }
                    RelativeField::MovesToGo => {
                        clock.moves_to_go =
                            v.and_then(|v| count_value(v, &word, warnings)).map(to_u32)
                    }
                }
            }
        }
        i += 1 + consumed;
    }
    // `go infinite` and `go ponder` wait for `stop` / `ponderhit` as usual; the fallback
    // time of a `go ponder` runs from its `ponderhit`.
    let malformed = warnings.len() > warnings_before;
    if malformed && !go.infinite && !has_limit(&go) {
        go.movetime = Some(MALFORMED_GO_MOVETIME_MS);
        warnings.push(format!(
            "go: no valid limit; searching for {MALFORMED_GO_MOVETIME_MS} ms"
        ));
    }
    Ok(Command::Go(go))
}

/// True when the `go` bounds the search by itself (depth, nodes, time, a clock, a mate).
fn has_limit(go: &GoParams) -> bool {
    go.depth.is_some()
        || go.nodes.is_some()
        || go.movetime.is_some()
        || go.mate_moves.is_some()
        || !go.clocks.is_empty()
}

/// USI `go mate <ms> | infinite | nodes <n>` from the `mate` token at `at` on
/// (Shogidokoro's definition): the number is milliseconds, bare `go mate` is infinite.
fn parse_usi_mate(tokens: &Tokens, at: usize, warnings: &mut Vec<String>) -> MateRequest {
    let mut request = MateRequest::default();
    let mut i = at + 1;
    while let Some(t) = tokens.get(i) {
        if t.eq_ignore_ascii_case("infinite") {
            request.time = None;
        } else if t.eq_ignore_ascii_case("nodes") {
            request.nodes = number_after(tokens, i, "nodes", warnings)
                .and_then(|v| count_value(v, "nodes", warnings));
            i += 1;
        } else if let Some(v) = parse_int(t) {
            if i == at + 1 {
                request.time = Some(time_value(v, "mate", warnings));
            }
        } else {
            warnings.push(format!("go mate: unknown field '{}' ignored", quote(t)));
        }
        i += 1;
    }
    request
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::command::ClockFields;

    fn go(line: &str, syntax: GoSyntax) -> (Command, Vec<String>) {
        let mut w = Vec::new();
        let c = parse_go(&Tokens::new(line), syntax, &mut w).expect("go parses");
        (c, w)
    }

    fn params(line: &str, syntax: GoSyntax) -> GoParams {
        match go(line, syntax) {
            (Command::Go(p), w) => {
                assert!(w.is_empty(), "{line}: {w:?}");
                p
            }
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn usi_clocks_belong_to_sente_and_gote() {
        let p = params("go btime 600000 wtime 500000 byoyomi 10000", GoSyntax::Usi);
        assert_eq!(p.clocks.time, [Some(600000), Some(500000)]);
        assert_eq!(p.clocks.byoyomi, Some(10000));
        let p = params(
            "go ponder btime 290000 wtime 300000 binc 10000 winc 20000",
            GoSyntax::Usi,
        );
        assert!(p.ponder);
        assert_eq!(p.clocks.increment, [Some(10000), Some(20000)]);
        let p = params("go byoyomi 1000", GoSyntax::Usi);
        assert_eq!(p.clocks.time, [None, None]);
        assert_eq!(p.clocks.byoyomi, Some(1000));
        let p = params("go btime 1 wtime 1 ponder", GoSyntax::Usi);
        assert!(p.ponder);
    }

    #[test]
    fn uci_clocks_belong_to_red_first() {
        let p = params(
            "go wtime 60000 btime 50000 winc 1000 binc 2000 movestogo 300",
            GoSyntax::Uci,
        );
        assert_eq!(p.clocks.time, [Some(60000), Some(50000)]);
        assert_eq!(p.clocks.increment, [Some(1000), Some(2000)]);
        assert_eq!(p.clocks.moves_to_go, Some(300));
        assert_eq!(params("go mate 5", GoSyntax::Uci).mate_moves, Some(5));
    }

    #[test]
    fn ucci_units_and_modes() {
        let ms = GoSyntax::Ucci { millis: true };
        let s = GoSyntax::Ucci { millis: false };
        let p = params(
            "go time 600000 increment 0 opptime 590000 oppincrement 1000",
            ms,
        );
        assert_eq!(p.clocks.mine.time, Some(600000));
        assert_eq!(p.clocks.theirs.time, Some(590000));
        assert_eq!(p.clocks.theirs.increment, Some(1000));
        let p = params("go time 600 movestogo 40 opptime 500 oppmovestogo 30", s);
        assert_eq!(p.clocks.mine.time, Some(600000));
        assert_eq!(p.clocks.mine.moves_to_go, Some(40));
        assert_eq!(p.clocks.theirs.moves_to_go, Some(30));
        assert!(params("go depth infinite", ms).infinite);
        assert_eq!(params("go depth 0", ms).depth, Some(0));
        let p = params("go draw time 95000 increment 0", ms);
        assert!(p.draw_offered);
        assert_eq!(params("go movetime 1000", ms).movetime, Some(1000));
        assert_eq!(
            params("go wtime 5 btime 6", s).clocks.time,
            [Some(5), Some(6)]
        );
    }

    #[test]
    fn depth_300_and_friends_do_not_overflow() {
        assert_eq!(params("go depth 300", GoSyntax::Usi).depth, Some(300));
        assert_eq!(
            params("go nodes 99999999999999", GoSyntax::Uci).nodes,
            Some(99_999_999_999_999)
        );
        assert_eq!(
            params("go depth 99999999999999999999999", GoSyntax::Uci).depth,
            Some(u32::MAX)
        );
        let p = params("go movestogo 300 wtime 1 btime 1", GoSyntax::Uci);
        assert_eq!(p.clocks.moves_to_go, Some(300));
    }

    #[test]
    fn usi_mate_forms() {
        let mate = |l: &str| match go(l, GoSyntax::Usi).0 {
            Command::GoMate(m) => m,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            mate("go mate 5000"),
            MateRequest {
                time: Some(5000),
                nodes: None
            }
        );
        assert_eq!(
            mate("go mate infinite"),
            MateRequest {
                time: None,
                nodes: None
            }
        );
        assert_eq!(mate("go mate"), MateRequest::default());
        assert_eq!(
            mate("go mate nodes 1000"),
            MateRequest {
                time: None,
                nodes: Some(1000)
            }
        );
    }

    #[test]
    fn bad_fields_are_reported_and_absent() {
        let (c, w) = go("go depth 3 nodes abc", GoSyntax::Usi);
        match c {
            Command::Go(p) => {
                assert_eq!(p.depth, Some(3));
                assert_eq!(p.nodes, None);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(w, vec!["go: 'nodes' needs a number, got 'abc'".to_string()]);
        let (c, w) = go("go btime -500 wtime 100", GoSyntax::Usi);
        assert_eq!(w.len(), 1);
        match c {
            Command::Go(p) => assert_eq!(p.clocks.time, [Some(0), Some(100)]),
            other => panic!("{other:?}"),
        }
        let (c, w) = go("go nodes depth 3", GoSyntax::Uci);
        assert_eq!(w.len(), 1);
        match c {
            Command::Go(p) => {
                assert_eq!(p.nodes, None);
                assert_eq!(p.depth, Some(3));
            }
            other => panic!("{other:?}"),
        }
        let (_, w) = go("go frobnicate 3 wtime", GoSyntax::Uci);
        assert_eq!(w.len(), 3, "{w:?}");
        // byoyomi is not a UCI-X word
        let (_, w) = go("go byoyomi 100", GoSyntax::Uci);
        assert_eq!(w.len(), 2, "{w:?}");
    }

    #[test]
    fn a_go_whose_only_limit_is_malformed_gets_a_short_movetime() {
        let fallback = format!("go: no valid limit; searching for {MALFORMED_GO_MOVETIME_MS} ms");
        let cases = [
            ("go depth x", GoSyntax::Usi),
            ("go depth -3", GoSyntax::Usi),
            ("go btime", GoSyntax::Usi),
            ("go time 3000", GoSyntax::Uci),
            ("go time abc", GoSyntax::Ucci { millis: true }),
            ("go ponder depth x", GoSyntax::Usi),
        ];
        for (line, syntax) in cases {
            let (c, w) = go(line, syntax);
            let Command::Go(p) = c else {
                panic!("{line}: {c:?}")
            };
            assert_eq!(p.movetime, Some(MALFORMED_GO_MOVETIME_MS), "{line}");
            assert_eq!(w.last(), Some(&fallback), "{line}: {w:?}");
        }
        // A good limit beside the bad field is kept; infinite stays infinite; a `go`
        // without any field is not malformed.
        let cases = [
            ("go depth x movetime 2500", GoSyntax::Usi, Some(2500)),
            ("go nodes x depth 3", GoSyntax::Uci, None),
            ("go infinite depth x", GoSyntax::Usi, None),
            ("go btime 1000 wtime x", GoSyntax::Usi, None),
            ("go mate 3 depth x", GoSyntax::Uci, None),
            ("go", GoSyntax::Usi, None),
        ];
        for (line, syntax, movetime) in cases {
            let (c, w) = go(line, syntax);
            let Command::Go(p) = c else {
                panic!("{line}: {c:?}")
            };
            assert_eq!(p.movetime, movetime, "{line}");
            assert!(!w.contains(&fallback), "{line}: {w:?}");
        }
    }

    #[test]
    fn searchmoves_takes_the_rest_and_perft_is_debugging() {
        let p = params("go depth 2 searchmoves P*5e 7g7f", GoSyntax::Usi);
        assert_eq!(p.search_moves, vec!["P*5e", "7g7f"]);
        assert_eq!(go("go perft 2", GoSyntax::Uci).0, Command::Perft(2));
        assert_eq!(params("go", GoSyntax::Usi), GoParams::default());
        assert!(params("go", GoSyntax::Usi).clocks == ClockFields::default());
    }
}
