//! Checks-only mate solver (issue 8): df-pn over the `Game` trait.
