//! Text helpers for messages, shared by every layer that reports bad input.

/// Shortens and cleans a token for quoting in an error message (ASCII, at most 40 chars).
/// Plain spaces stay: an option name such as `Skill Level` is quoted as the GUI sent it.
pub fn quote(token: &str) -> String {
    const MAX_QUOTED_CHARS: usize = 40;
    let mut out: String = token
        .chars()
        .take(MAX_QUOTED_CHARS)
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '?'
            }
        })
        .collect();
    if token.chars().count() > MAX_QUOTED_CHARS {
        out.push_str("...");
    }
    out
}

/// `a`, `a or b`, `a, b or c`: a list of choices for a message.
pub fn one_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [only] => only.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_read_as_a_list() {
        assert_eq!(one_of(&["usi"]), "usi");
        assert_eq!(one_of(&["ucci", "uci"]), "ucci or uci");
        assert_eq!(one_of(&["usi", "ucci", "uci"]), "usi, ucci or uci");
    }
}
