//! Which cases a command applies to: by id/path substring, section prefix, tag, verdict, phase.

use crate::case::{Case, Phase, Verdict};
use std::path::Path;

#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Substrings of the case id; any one matching selects the case. A path written from the
    /// cases folder (`cases/cxx11`, `./cases/cxx11/x.cu`) matches as a prefix instead, so that
    /// `cases/cxx11` does not also select `language-features/cxx11/...`. See
    /// [`Filter::resolve_paths`] for paths written from elsewhere.
    pub paths: Vec<String>,
    /// Section prefixes (`I.4.3` selects `I.4.3.2`); any one.
    pub sections: Vec<String>,
    /// Tags; the case must carry all of them.
    pub tags: Vec<String>,
    pub verdict: Option<Verdict>,
    pub phase: Option<Phase>,
}

impl Filter {
    /// A trial id matches a path that names its case (every revision of it) or the trial
    /// itself (`fold#c++20`, `cases/a/fold.cu#c++20`: that revision only).
    pub fn matches_id(&self, id: &str) -> bool {
        self.paths.is_empty()
            || self.paths.iter().any(|p| {
                // `./cases/x.cu` is `cases/x.cu`, as a shell's completion writes it.
                let mut p = p.as_str();
                while let Some(rest) = p.strip_prefix("./") {
                    p = rest.trim_start_matches('/');
                }
                // Checked for every case against every path: allocate only for `file.cu#rev`.
                let p: std::borrow::Cow<str> = match p.split_once('#') {
                    Some((file, rev)) => format!("{}#{rev}", file.trim_end_matches(".cu")).into(),
                    None => p.trim_end_matches(".cu").into(),
                };
                match p.strip_prefix("cases/") {
                    Some(rest) => id.starts_with(rest),
                    None => id.contains(p.as_ref()),
                }
            })
    }

    /// Rewrites each path that names an existing file or folder inside `root` (the cases
    /// folder), however it is written (`../cases/x.cu` from another folder, an absolute path, a
    /// cases folder not called `cases`), as `cases/REL`, which [`Filter::matches_id`] takes as a
    /// prefix. Anything else (an id, a substring) is left as it is.
    pub fn resolve_paths(&mut self, root: &Path) {
        let Ok(root) = root.canonicalize() else {
            return;
        };
        for p in &mut self.paths {
            let Ok(abs) = Path::new(p.as_str()).canonicalize() else {
                continue;
            };
            let Ok(rel) = abs.strip_prefix(&root) else {
                continue;
            };
            let rel = rel.to_string_lossy();
            if rel.is_empty() {
                // The cases folder itself: everything.
                *p = "cases/".into();
            } else {
                *p = format!("cases/{rel}");
            }
        }
    }

    pub fn matches(&self, c: &Case) -> bool {
        self.matches_record(
            &c.id,
            &c.meta.section,
            Some(c.meta.verdict),
            Some(c.meta.phase),
        ) && self.tags.iter().all(|t| c.meta.tags.contains(t))
    }

    /// The selection by what a results file records of a case (id, section, verdict, phase);
    /// tags are not recorded there and are not checked.
    pub fn matches_record(
        &self,
        id: &str,
        section: &str,
        verdict: Option<Verdict>,
        phase: Option<Phase>,
    ) -> bool {
        self.matches_id(id)
            && (self.sections.is_empty()
                || self
                    .sections
                    .iter()
                    .any(|s| section == s || section.starts_with(&format!("{s}."))))
            && self.verdict.is_none_or(|v| verdict == Some(v))
            && self.phase.is_none_or(|p| phase == Some(p))
    }
}

#[cfg(test)]
mod tests {
    use super::Filter;

    fn paths(p: &[&str]) -> Filter {
        Filter {
            paths: p.iter().map(|s| s.to_string()).collect(),
            ..Filter::default()
        }
    }

    #[test]
    fn a_path_from_the_cases_folder_is_a_prefix_and_a_bare_one_a_substring() {
        let f = paths(&["cases/cxx11"]);
        assert!(f.matches_id("cxx11/constexpr-functions/x"));
        assert!(!f.matches_id("language-features/cxx11/lambdas"));
        let g = paths(&["cxx11/"]);
        assert!(g.matches_id("language-features/cxx11/lambdas"));
        assert!(paths(&["cases/pointers/a.cu"]).matches_id("pointers/a"));
        assert!(!paths(&["cases/pointers"]).matches_id("functions/function-pointers/a"));
        assert!(paths(&[]).matches_id("anything"));
    }

    #[test]
    fn a_case_selects_its_revisions_and_a_trial_id_one() {
        let ids = ["cxx17/fold#c++17", "cxx17/fold#c++20", "cxx17/other"];
        let picked =
            |f: Filter| -> Vec<&str> { ids.iter().copied().filter(|i| f.matches_id(i)).collect() };
        assert_eq!(
            picked(paths(&["cxx17/fold"])),
            ["cxx17/fold#c++17", "cxx17/fold#c++20"]
        );
        assert_eq!(picked(paths(&["cases/cxx17/fold.cu"])).len(), 2);
        assert_eq!(picked(paths(&["fold#c++20"])), ["cxx17/fold#c++20"]);
        assert_eq!(
            picked(paths(&["cases/cxx17/fold.cu#c++17"])),
            ["cxx17/fold#c++17"]
        );
        assert!(picked(paths(&["fold#c++14"])).is_empty());
    }

    #[test]
    fn a_path_as_a_shell_writes_it_selects_its_case() {
        for p in [
            "./cases/pointers/a.cu",
            "cases/pointers/a.cu",
            "cases/pointers/a",
            ".//cases/pointers/a.cu",
        ] {
            assert!(paths(&[p]).matches_id("pointers/a"), "{p}");
            assert!(!paths(&[p]).matches_id("functions/pointers/a"), "{p}");
        }
        // From another folder, absolute, or a cases folder of another name: resolved on disk.
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("suite");
        std::fs::create_dir_all(root.join("pointers")).unwrap();
        std::fs::write(root.join("pointers/a.cu"), "").unwrap();
        let abs = root.join("pointers/a.cu").display().to_string();
        let mut f = paths(&[&abs, "no/such/thing"]);
        f.resolve_paths(&root);
        assert_eq!(f.paths, ["cases/pointers/a.cu", "no/such/thing"]);
        assert!(f.matches_id("pointers/a"));
        let mut all = paths(&[&root.display().to_string()]);
        all.resolve_paths(&root);
        assert!(all.matches_id("anything/at/all"));
    }
}
