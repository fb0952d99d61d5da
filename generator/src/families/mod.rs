//! The families of generated cases. Each module returns its cases; `all` lists them.
//! Add a family by adding a module and a line in `all`.

use crate::Generated;

pub mod features;
pub mod global_params;
pub mod hostvars;
pub mod memspace;
pub mod xlambda;

/// Every family, by name.
pub fn all() -> Vec<(&'static str, Vec<Generated>)> {
    vec![
        ("features", features::cases()),
        ("memspace", memspace::cases()),
        ("global_params", global_params::cases()),
        ("xlambda", xlambda::cases()),
        ("hostvars", hostvars::cases()),
    ]
}
