//! Family `features`: placeholder until written.
use crate::Generated;

/// The cases of this family.
pub fn cases() -> Vec<Generated> {
    vec![]
}
