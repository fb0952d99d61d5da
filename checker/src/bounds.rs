//! Depth bounds of the front end's recursions, reached: the parser's declaration, statement and
//! declarator nesting (`parse`), the expression reader's (`expr`), the chain of toolchain
//! declarations `sysdecl::prune` follows. Each bound keeps the stack safe on hostile input;
//! reaching one means part of the unit was skipped or read as unknown, so it is never silent:
//! the place is recorded here and the driver reports it as `checker.incomplete`.
//!
//! A thread-local record rather than a field threaded through each recursion: the three layers
//! are reached from one check on one thread (`driver::check_then` takes the record before and
//! after each view), and their recursions do not otherwise share any state.

use crate::lex::Tok;
use std::cell::RefCell;

/// One bound reached: where (a token of the view's output) and which bound.
#[derive(Clone, Debug)]
pub struct Reached {
    pub at: Tok,
    pub what: &'static str,
}

/// Reports kept per check (one per place and bound; a runaway input reaches the same bound at
/// many places, and a few suffice to say the unit was not read whole).
const MAX_KEPT: usize = 32;

thread_local! {
    static REACHED: RefCell<Vec<Reached>> = const { RefCell::new(Vec::new()) };
}

/// A bound was reached at `at`.
pub fn reached(at: Option<&Tok>, what: &'static str) {
    let Some(at) = at else { return };
    REACHED.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() < MAX_KEPT
            && !r
                .iter()
                .any(|x| x.what == what && x.at.file == at.file && x.at.line == at.line)
        {
            r.push(Reached {
                at: at.clone(),
                what,
            });
        }
    });
}

/// The bounds reached since the last call (and forget them).
pub fn take() -> Vec<Reached> {
    REACHED.with(|r| std::mem::take(&mut *r.borrow_mut()))
}
