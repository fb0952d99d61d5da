//! The families of generated cases. Each module returns its cases; `all` lists them.
//! Add a family by adding a module and a line in `all`.

use crate::Generated;

/// Every family, by name.
pub fn all() -> Vec<(&'static str, Vec<Generated>)> {
    vec![]
}
