//! How a game's weights are laid out: named tables of entries, concatenated into one
//! flat parameter vector, and the writer that turns that vector back into the
//! `weights.rs` source the tuner commits.
//!
//! A table is either a list of named entries (`MATERIAL = [advisor, elephant, ...]`) or a
//! board grid (a piece-square table), written row by row as a diagram shows the board.
//! Feature index = table offset + entry index; the offsets are `const`, so evaluation
//! code names a weight as `MOBILITY + mobility::HORSE` at no run-time cost.

use std::fmt::Write as _;

/// The shape of a weight table.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// One entry per name, written one per line with the name as a comment.
    Named(&'static [&'static str]),
    /// A board grid, `files` entries per row, `ranks` rows, top row first.
    Grid {
        /// Entries per row.
        files: usize,
        /// Number of rows.
        ranks: usize,
    },
}

/// One table of weights.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// The Rust constant's name in `weights.rs`.
    pub name: &'static str,
    /// One line of documentation written above the constant.
    pub doc: &'static str,
    /// Entry layout.
    pub shape: Shape,
    /// The tuner keeps this grid left-right symmetric (xiangqi piece-square tables).
    pub mirrored: bool,
    /// The tuner never moves these weights (anchors such as the pawn's value).
    pub fixed: bool,
}

impl Table {
    /// Number of entries.
    pub const fn len(&self) -> usize {
        match self.shape {
            Shape::Named(names) => names.len(),
            Shape::Grid { files, ranks } => files * ranks,
        }
    }

    /// True when the table has no entries.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Name of entry `i`, for reports (`MATERIAL.horse`, `PST_HORSE[3,7]`).
    pub fn entry_name(&self, i: usize) -> String {
        match self.shape {
            Shape::Named(names) => format!("{}.{}", self.name, names[i]),
            Shape::Grid { files, .. } => {
                format!("{}[row {}, col {}]", self.name, i / files, i % files)
            }
        }
    }
}

/// A table of named entries.
pub const fn named(name: &'static str, doc: &'static str, names: &'static [&'static str]) -> Table {
    Table {
        name,
        doc,
        shape: Shape::Named(names),
        mirrored: false,
        fixed: false,
    }
}

/// A grid of weights without board geometry (rows by one kind, columns by a count or a
/// second kind), never mirrored.
pub const fn plain_grid(
    name: &'static str,
    doc: &'static str,
    files: usize,
    ranks: usize,
) -> Table {
    Table {
        name,
        doc,
        shape: Shape::Grid { files, ranks },
        mirrored: false,
        fixed: false,
    }
}

/// Offset of table `index` in the flat parameter vector.
pub const fn offset(tables: &[Table], index: usize) -> usize {
    let mut sum = 0;
    let mut i = 0;
    while i < index {
        sum += tables[i].len();
        i += 1;
    }
    sum
}

/// Total number of parameters.
pub const fn total(tables: &[Table]) -> usize {
    offset(tables, tables.len())
}

/// The table holding parameter `feature`, and the entry index within it.
pub fn locate(tables: &[Table], feature: usize) -> (usize, usize) {
    let mut start = 0;
    for (t, table) in tables.iter().enumerate() {
        if feature < start + table.len() {
            return (t, feature - start);
        }
        start += table.len();
    }
    panic!("feature {feature} is past the last table");
}

/// Writes a complete `weights.rs`: `module_doc` lines, `preamble` (the `use` line), then
/// every table. `values` is the flat parameter vector with `dims` numbers per entry:
/// 2 writes `S(opening, endgame)` pairs, 1 writes plain integers.
pub fn write_weights_file(
    module_doc: &[&str],
    preamble: &str,
    type_name: &str,
    tables: &[Table],
    values: &[i32],
    dims: usize,
) -> String {
    assert_eq!(
        values.len(),
        total(tables) * dims,
        "parameter vector length"
    );
    let mut out = String::new();
    for line in module_doc {
        if line.is_empty() {
            out.push_str("//!\n");
        } else {
            let _ = writeln!(out, "//! {line}");
        }
    }
    let _ = writeln!(out, "\n{preamble}");
    let entry = |i: usize| -> String {
        let v = &values[i * dims..(i + 1) * dims];
        if dims == 2 {
            format!("{type_name}({:5}, {:5})", v[0], v[1])
        } else {
            format!("{:5}", v[0])
        }
    };
    for (t, table) in tables.iter().enumerate() {
        let start = offset(tables, t);
        let _ = writeln!(out, "\n/// {}", table.doc);
        let _ = writeln!(out, "#[rustfmt::skip]");
        let _ = writeln!(
            out,
            "pub const {}: [{type_name}; {}] = [",
            table.name,
            table.len()
        );
        match table.shape {
            Shape::Named(names) => {
                for (i, name) in names.iter().enumerate() {
                    let _ = writeln!(out, "    {}, // {name}", entry(start + i));
                }
            }
            Shape::Grid { files, ranks } => {
                for row in 0..ranks {
                    let cells: Vec<String> =
                        (0..files).map(|f| entry(start + row * files + f)).collect();
                    let _ = writeln!(out, "    {},", cells.join(", "));
                }
            }
        }
        let _ = writeln!(out, "];");
    }
    out
}
