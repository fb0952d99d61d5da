//! The cuconform case format, shared by the harness (which runs cases), the generator (which
//! writes them) and the checker's tests (which read them).
//!
//! A case is one `.cu` file: a YAML frontmatter in a leading `/*--- ... ---*/` comment, the code,
//! and `// expect-...` annotations (`cases/README.md`). This crate owns every part of that format
//! and nothing else: it names no toolchain (toolchains declare which of [`case::KNOWN_FEATURES`]
//! they offer; the crate only says which names a case may use).
//!
//! - [`case`]: frontmatter types, strict parsing, revisions, [`case::CaseError`] with
//!   `file:line:col`;
//! - [`annotation`]: the `// expect-...` grammar;
//! - [`clause`]: the clause index (`cases/clauses/*.yaml`);
//! - [`version`]: dotted versions and CUDA version ranges;
//! - [`witness`]: how a `verdict: ub` case's undefined behaviour is observed;
//! - [`write`]: serialising a frontmatter block and a body back into a case file.

pub mod annotation;
pub mod case;
pub mod clause;
pub mod version;
pub mod witness;
pub mod write;
