//! The option tables against the transcripts GUIs expect, and `setoption` checking.

use super::*;
use crate::shogi::EnteringKingRule;

#[test]
fn usi_lines_match_the_spec_transcript() {
    let t = OptionTable::new(USI_OPTIONS, &["shogi"]);
    let lines = t.lines(OptionSyntax::Usi);
    assert_eq!(
        lines[0],
        "option name USI_Hash type spin default 64 min 1 max 65536"
    );
    assert_eq!(lines[1], "option name USI_Ponder type check default false");
    assert_eq!(
        lines[8],
        "option name NodesLimit type spin default 0 min 0 max 9007199254740992"
    );
    assert_eq!(
        lines[9],
        "option name EnteringKingRule type combo default CSARule27 var NoEnteringKing var CSARule24 var CSARule24H var CSARule27 var CSARule27H"
    );
    assert_eq!(lines[11], "option name Clear_Hash type button");
    assert_eq!(
        lines[12],
        "option name DebugLogFile type filename default <empty>"
    );
    for l in &lines {
        assert_eq!(l.split(' ').nth(2).map(|n| n.contains(' ')), Some(false));
    }
}

#[test]
fn ucci_lines_have_no_name_keyword_and_default_last() {
    let lines = OptionTable::new(UCCI_OPTIONS, &["xiangqi"]).lines(OptionSyntax::Ucci);
    assert_eq!(lines[0], "option usemillisec type check default true");
    assert_eq!(
        lines[4],
        "option hashsize type spin min 0 max 65536 default 64"
    );
    assert_eq!(lines[7], "option newgame type button");
}

#[test]
fn uci_lines() {
    let lines = OptionTable::new(UCI_OPTIONS, &["xiangqi"]).lines(OptionSyntax::Uci);
    assert_eq!(lines[2], "option name Clear Hash type button");
    assert_eq!(
        lines[5],
        "option name Move Overhead type spin default 30 min 0 max 5000"
    );
    assert_eq!(
        lines[9],
        "option name Debug Log File type string default <empty>"
    );
    assert_eq!(
        lines[8],
        "option name RankNumbering type combo default auto var auto var 0-9 var 1-10"
    );
}

#[test]
fn variant_options_take_the_games_names() {
    let mut usi = OptionTable::new(USI_OPTIONS, &["shogi"]);
    let lines = usi.lines(OptionSyntax::Usi);
    assert!(lines.iter().all(|l| !l.contains("Variant")));
    assert_eq!(lines.len(), USI_OPTIONS.len() - 1);
    let applied = usi.set("usi_variant", Some("SHOGI")).unwrap();
    assert_eq!(applied.id, OptionId::Variant);
    assert_eq!(usi.text(OptionId::Variant, ""), "shogi");
    assert_eq!(
        usi.set("USI_Variant", Some("chess")),
        Err(SetError::Invalid(
            "USI_Variant: only shogi is supported, got 'chess'".into()
        ))
    );
    let uci = OptionTable::new(UCI_OPTIONS, &["xiangqi", "minixiangqi"]);
    assert!(uci.lines(OptionSyntax::Uci).contains(
        &"option name UCI_Variant type combo default xiangqi var xiangqi var minixiangqi"
            .to_string()
    ));
    assert_eq!(uci.text(OptionId::Variant, ""), "xiangqi");
}

#[test]
fn set_checks_ranges_and_types() {
    let mut t = OptionTable::new(USI_OPTIONS, &["shogi"]);
    let a = t.set("USI_Hash", Some("99999999999999999999")).unwrap();
    assert_eq!(
        a.notice.as_deref(),
        Some("USI_Hash: 99999999999999999999 out of range 1..65536, using 65536")
    );
    assert_eq!(t.int(OptionId::Hash, 0), 65536);
    assert_eq!(t.set("hash", Some("128")).unwrap().notice, None);
    assert_eq!(t.int(OptionId::Hash, 0), 128);
    assert!(matches!(
        t.set("USI_Hash", Some("lots")),
        Err(SetError::Invalid(_))
    ));
    assert_eq!(t.int(OptionId::Hash, 0), 128);
    assert!(matches!(t.set("USI_Hash", None), Err(SetError::Invalid(_))));
    assert_eq!(t.set("NoSuchOption", Some("1")), Err(SetError::Unknown));
    t.set("usi_ponder", Some("on")).unwrap();
    assert!(t.flag(OptionId::Ponder, false));
    assert!(matches!(
        t.set("USI_Ponder", Some("maybe")),
        Err(SetError::Invalid(_))
    ));
    t.set("EnteringKingRule", Some("csarule24")).unwrap();
    assert_eq!(t.text(OptionId::Rule("EnteringKingRule"), ""), "CSARule24");
    for rule in EnteringKingRule::ALL {
        t.set("EnteringKingRule", Some(rule.name())).unwrap();
        let value = t.text(OptionId::Rule("EnteringKingRule"), "");
        assert_eq!(value.parse::<EnteringKingRule>(), Ok(rule));
    }
    assert!(matches!(
        t.set("EnteringKingRule", Some("TryRule")),
        Err(SetError::Invalid(_))
    ));
    assert_eq!(t.set("Clear Hash", None).unwrap().id, OptionId::ClearHash);
    t.set("DebugLogFile", Some("C:\\a b\\log.txt")).unwrap();
    assert_eq!(t.text(OptionId::DebugLogFile, "?"), "C:\\a b\\log.txt");
    t.set("Threads", Some("-3")).unwrap();
    assert_eq!(t.int(OptionId::Threads, 0), 1);
}
