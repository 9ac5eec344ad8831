//! Splitting a command line into tokens that remember where they are in the line, so a
//! parser can take "the rest of the line" verbatim (option values with spaces, file paths,
//! `searchmoves`). Whitespace is any run of ASCII whitespace (space, tab, CR, ...), so CR
//! LF input and doubled spaces are harmless.

/// The tokens of one line with their byte ranges.
pub struct Tokens<'a> {
    line: &'a str,
    spans: Vec<(usize, usize)>,
}

impl<'a> Tokens<'a> {
    /// Tokenizes `line`.
    pub fn new(line: &'a str) -> Tokens<'a> {
        let bytes = line.as_bytes();
        let mut spans = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            let start = i;
            while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if i > start {
                spans.push((start, i));
            }
        }
        Tokens { line, spans }
    }

    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// True when the line holds no token.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }

    /// Token `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<&'a str> {
        self.spans.get(i).map(|&(s, e)| &self.line[s..e])
    }

    /// Everything from the start of token `i` to the end of the line, trailing
    /// whitespace removed; empty when there is no token `i`.
    pub fn rest_from(&self, i: usize) -> &'a str {
        match self.spans.get(i) {
            Some(&(s, _)) => self.line[s..].trim_end_matches(|c: char| c.is_ascii_whitespace()),
            None => "",
        }
    }

    /// The text from the start of token `from` to the end of token `to - 1`, as written
    /// (inner whitespace kept); empty when the range is empty.
    pub fn slice(&self, from: usize, to: usize) -> &'a str {
        if from >= to || to > self.spans.len() {
            return "";
        }
        &self.line[self.spans[from].0..self.spans[to - 1].1]
    }

    /// Tokens `from..to` joined by single spaces.
    pub fn joined(&self, from: usize, to: usize) -> String {
        (from..to.min(self.len()))
            .filter_map(|i| self.get(i))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Index of the first token at or after `from` equal to `word` (ASCII case-insensitive).
    pub fn find(&self, from: usize, word: &str) -> Option<usize> {
        (from..self.len()).find(|&i| self.get(i).is_some_and(|t| t.eq_ignore_ascii_case(word)))
    }

    /// All tokens from `from` on.
    pub fn from(&self, from: usize) -> Vec<&'a str> {
        (from..self.len()).filter_map(|i| self.get(i)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Tokens;

    #[test]
    fn splits_on_any_ascii_whitespace() {
        let t = Tokens::new("  go\tbtime  100 \r");
        assert_eq!(t.len(), 3);
        assert_eq!(t.get(0), Some("go"));
        assert_eq!(t.get(2), Some("100"));
        assert_eq!(t.get(3), None);
    }

    #[test]
    fn rest_of_line_keeps_inner_spaces() {
        let t = Tokens::new("setoption name EvalDir value C:\\my  dir\\x  \r\n");
        assert_eq!(t.rest_from(4), "C:\\my  dir\\x");
        assert_eq!(t.rest_from(9), "");
        assert_eq!(t.slice(2, 3), "EvalDir");
        assert_eq!(t.joined(0, 2), "setoption name");
        assert_eq!(t.find(0, "VALUE"), Some(3));
    }

    #[test]
    fn empty_and_blank_lines() {
        assert!(Tokens::new("").is_empty());
        assert!(Tokens::new(" \t\r ").is_empty());
        assert_eq!(Tokens::new("").rest_from(0), "");
    }
}
