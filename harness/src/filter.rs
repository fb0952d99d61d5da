//! Which cases a command applies to: by id/path substring, section prefix, tag, verdict, phase.

use crate::case::{Case, Phase, Verdict};

#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Substrings of the case id (or path below cases/); any one matching selects the case.
    pub paths: Vec<String>,
    /// Section prefixes (`I.4.3` selects `I.4.3.2`); any one.
    pub sections: Vec<String>,
    /// Tags; the case must carry all of them.
    pub tags: Vec<String>,
    pub verdict: Option<Verdict>,
    pub phase: Option<Phase>,
}

impl Filter {
    pub fn matches_id(&self, id: &str) -> bool {
        self.paths.is_empty()
            || self.paths.iter().any(|p| {
                let p = p.trim_start_matches("cases/").trim_end_matches(".cu");
                id.contains(p)
            })
    }

    pub fn matches(&self, c: &Case) -> bool {
        self.matches_id(&c.id)
            && (self.sections.is_empty()
                || self
                    .sections
                    .iter()
                    .any(|s| c.meta.section == *s || c.meta.section.starts_with(&format!("{s}."))))
            && self.tags.iter().all(|t| c.meta.tags.contains(t))
            && self.verdict.is_none_or(|v| c.meta.verdict == v)
            && self.phase.is_none_or(|p| c.meta.phase == p)
    }
}
