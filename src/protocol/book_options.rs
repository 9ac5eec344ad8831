//! The book options of each dialect (declared in its option list with the rest,
//! `crate::protocol::options` joins them in) and what they ask for, read from a
//! dialect's option table as one [`BookSettings`].

use super::options::{Default, Kind, OptionId, OptionSpec, OptionTable};
use crate::book::Policy;

/// The book file value that means "no book" besides the empty one (YaneuraOu's word,
/// which match scripts send to every USI engine).
const NO_BOOK: &str = "no_book";
/// `BookMoves` default: the book answers the game's first 16 plies.
const DEFAULT_BOOK_MOVES: i64 = 16;
/// `BookMoves` maximum.
const MAX_BOOK_MOVES: i64 = 1000;
/// The `BookPolicy` choices; the first is the default.
const POLICIES: &[&str] = &["best", "weighted"];

const BOOK_FILE: OptionSpec = OptionSpec {
    id: OptionId::BookFile,
    name: "BookFile",
    aliases: &[],
    kind: Kind::Filename,
    default: Default::Text(""),
};
const BOOK_MOVES: OptionSpec = OptionSpec {
    id: OptionId::BookMoves,
    name: "BookMoves",
    aliases: &[],
    kind: Kind::Spin {
        min: 0,
        max: MAX_BOOK_MOVES,
    },
    default: Default::Int(DEFAULT_BOOK_MOVES),
};
const BOOK_POLICY: OptionSpec = OptionSpec {
    id: OptionId::BookPolicy,
    name: "BookPolicy",
    aliases: &[],
    kind: Kind::Combo(POLICIES),
    default: Default::Text("best"),
};

/// USI: `USI_OwnBook` (the draft's name) switches the book on.
pub const USI_BOOK_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::OwnBook,
        name: "USI_OwnBook",
        aliases: &["OwnBook"],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    BOOK_FILE,
    BOOK_MOVES,
    BOOK_POLICY,
];

/// UCCI: ElephantEye's `usebook` (on by default there: a GUI that names `bookfiles`
/// means the book to be used) and `bookfiles`, then the two settings in UCCI's lower
/// case.
pub const UCCI_BOOK_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::OwnBook,
        name: "usebook",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(true),
    },
    OptionSpec {
        name: "bookfiles",
        aliases: &["BookFile"],
        ..BOOK_FILE
    },
    OptionSpec {
        name: "bookmoves",
        ..BOOK_MOVES
    },
    OptionSpec {
        name: "bookpolicy",
        ..BOOK_POLICY
    },
];

/// UCI-X: `OwnBook`, as Stockfish once declared it, and `BookFile`.
pub const UCI_BOOK_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        id: OptionId::OwnBook,
        name: "OwnBook",
        aliases: &[],
        kind: Kind::Check,
        default: Default::Bool(false),
    },
    BOOK_FILE,
    BOOK_MOVES,
    BOOK_POLICY,
];

/// What the book options ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookSettings {
    /// The book file, if one is named and the book is switched on.
    pub file: Option<String>,
    /// The last game ply (from 1) answered from the book.
    pub max_ply: u32,
    /// How a move is chosen among a position's book moves.
    pub policy: Policy,
}

impl BookSettings {
    /// The settings in `options` (a table without book options gives no book).
    pub fn read(options: &OptionTable) -> BookSettings {
        let file = options.text(OptionId::BookFile, "").trim();
        let named = !file.is_empty() && !file.eq_ignore_ascii_case(NO_BOOK);
        let on = options.flag(OptionId::OwnBook, false);
        BookSettings {
            file: (named && on).then(|| file.to_string()),
            max_ply: u32::try_from(options.int(OptionId::BookMoves, DEFAULT_BOOK_MOVES))
                .unwrap_or(0),
            policy: match options.text(OptionId::BookPolicy, "best") {
                "weighted" => Policy::Weighted,
                _ => Policy::Best,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::options::{OptionSyntax, UCCI_OPTIONS, UCI_OPTIONS, USI_OPTIONS};

    #[test]
    fn each_dialect_lists_its_book_options() {
        let usi = OptionTable::new(USI_OPTIONS, &["shogi"]).lines(OptionSyntax::Usi);
        let tail = &usi[usi.len() - 4..];
        assert_eq!(
            tail,
            [
                "option name USI_OwnBook type check default false",
                "option name BookFile type filename default <empty>",
                "option name BookMoves type spin default 16 min 0 max 1000",
                "option name BookPolicy type combo default best var best var weighted",
            ]
        );
        let ucci = OptionTable::new(UCCI_OPTIONS, &["xiangqi"]).lines(OptionSyntax::Ucci);
        assert_eq!(
            ucci[ucci.len() - 4..],
            [
                "option usebook type check default true",
                "option bookfiles type string default <empty>",
                "option bookmoves type spin min 0 max 1000 default 16",
                "option bookpolicy type combo var best var weighted default best",
            ]
        );
        let uci = OptionTable::new(UCI_OPTIONS, &["xiangqi"]).lines(OptionSyntax::Uci);
        assert_eq!(
            uci[uci.len() - 4],
            "option name OwnBook type check default false"
        );
        assert_eq!(
            uci[uci.len() - 3],
            "option name BookFile type string default <empty>"
        );
    }

    #[test]
    fn a_book_needs_a_file_and_the_switch() {
        let mut t = OptionTable::new(USI_OPTIONS, &["shogi"]);
        assert_eq!(
            BookSettings::read(&t),
            BookSettings {
                file: None,
                max_ply: 16,
                policy: Policy::Best
            }
        );
        t.set("BookFile", Some("a b.db")).unwrap();
        assert_eq!(BookSettings::read(&t).file, None, "USI_OwnBook is off");
        t.set("USI_OwnBook", Some("true")).unwrap();
        assert_eq!(BookSettings::read(&t).file.as_deref(), Some("a b.db"));
        t.set("BookFile", Some("no_book")).unwrap();
        assert_eq!(BookSettings::read(&t).file, None);
        t.set("BookPolicy", Some("WEIGHTED")).unwrap();
        t.set("BookMoves", Some("0")).unwrap();
        let s = BookSettings::read(&t);
        assert_eq!((s.policy, s.max_ply), (Policy::Weighted, 0));
        let mut ucci = OptionTable::new(UCCI_OPTIONS, &["xiangqi"]);
        ucci.set("bookfiles", Some("x.db")).unwrap();
        assert_eq!(BookSettings::read(&ucci).file.as_deref(), Some("x.db"));
    }
}
