//! Expected-diagnostic annotations: `// expect-error`, `// expect-warning@+1 {{regex}}`,
//! `// expect-diag` (an error or a warning), `// expect-error-any(NAME)` (one of a group of lines),
//! `// expect-error[c++14]` (only in the case's revision `c++14`).
//!
//! Annotations anchor what the spec requires to lines of the code, like clang's `-verify` and
//! ui_test. Two forms read a clause at the strength of its words: `expect-diag` where the guide
//! says "not supported" (a warning honours it as well as an error), and a group
//! `expect-error-any(NAME)` written on each of several lines where the clause is honoured by a
//! diagnostic at any of them (the call of a constexpr function or the use inside it). They are parsed strictly: a comment that mentions `expect-` in any form other than the
//! documented ones is an error with its line and column, because a silently ignored typo would
//! turn a must-diagnose case into one that expects nothing.

use crate::case::CaseError;
use regex::Regex;
use std::path::Path;
use std::sync::LazyLock;

/// Severity of a diagnostic, expected or reported.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// One expected diagnostic anchored to a line of the case file.
#[derive(Debug, Clone)]
pub struct Annotation {
    /// The line the diagnostic is expected on (1-based), after applying `@+N` / `@-N`.
    pub line: u32,
    /// The line the annotation is written on.
    pub written_at: u32,
    /// The severity expected; for `expect-diag`, `Warning`: the least that satisfies it.
    pub severity: Severity,
    /// `expect-diag`: an error satisfies it as well as a warning.
    pub any_severity: bool,
    /// `expect-…-any(NAME)`: the group this line belongs to. A group is satisfied when one of
    /// its lines is; the others' diagnostics are then neither missing nor unexpected.
    pub group: Option<String>,
    /// Optional regex the message must match.
    pub pattern: Option<Regex>,
    /// `expect-error[r1,r2]`: the revisions this annotation applies to; empty for every one.
    /// The names are checked against the case's `revisions` by [`crate::case`].
    pub revisions: Vec<String>,
    /// The column of its `expect-` word, for errors found after parsing.
    pub column: u32,
}

impl Annotation {
    /// `error`, `warning` or `diagnostic` (for `expect-diag`): what is expected, in words.
    pub fn what(&self) -> &'static str {
        if self.any_severity {
            "diagnostic"
        } else if self.severity == Severity::Error {
            "error"
        } else {
            "warning"
        }
    }

    /// Whether an error at this line is expected (not unexpected) here.
    pub fn allows_error(&self) -> bool {
        self.any_severity || self.severity == Severity::Error
    }

    /// Whether it applies to the revision `rev` (`None`: a case without revisions).
    pub fn applies_to(&self, rev: Option<&str>) -> bool {
        self.revisions.is_empty() || rev.is_some_and(|r| self.revisions.iter().any(|n| n == r))
    }
}

/// A revision name: what may stand in `revisions:` and in `expect-error[...]`.
pub static REVISION_NAME: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[a-z0-9+._-]{1,24}$").unwrap());

// The well-formed annotation: kind, optional group, optional revisions, optional offset,
// optional {{regex}}.
static WELL_FORMED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^expect-(error|warning|diag)(?:-any\(([^)\s]*)\))?(?:\[([^\]]*)\])?(?:@([+-]\d+))?(?:[ \t]*\{\{(.*?)\}\})?",
    )
    .unwrap()
});
static GROUP_NAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-Za-z0-9_]{1,32}$").unwrap());

/// Parses every annotation of `source`. `path` is only for error messages.
pub fn parse(path: &Path, source: &str) -> Result<Vec<Annotation>, CaseError> {
    let total_lines = source.lines().count() as i64;
    let mut out = Vec::new();
    for (idx, line) in source.lines().enumerate() {
        let line_no = idx as u32 + 1;
        let Some(comment_at) = find_line_comment(line) else {
            continue;
        };
        let comment = &line[comment_at..];
        let mut search_from = 0;
        while let Some(rel) = comment[search_from..].find("expect-") {
            let start = search_from + rel;
            let col = (comment_at + start) as u32 + 1;
            let rest = &comment[start..];
            let err = |msg: String| CaseError::at(path, line_no, col, msg);
            let Some(m) = WELL_FORMED.captures(rest) else {
                let word: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
                return Err(err(format!(
                    "malformed annotation `{word}`: expected `expect-error`, `expect-warning` or `expect-diag`, optionally `-any(NAME)`, `[REVISIONS]`, `@+N`/`@-N` and `{{{{regex}}}}`"
                )));
            };
            let whole = m.get(0).unwrap();
            // A well-formed prefix followed by junk (`expect-error@+1x`, `expect-errors`) is a typo.
            let after = &rest[whole.end()..];
            if after.starts_with('[') {
                return Err(err(if after.contains(']') {
                    "malformed annotation: `[REVISIONS]` comes right after the kind (and its `-any(NAME)`), before `@+N`".into()
                } else {
                    "unclosed `[` in annotation: the revision list must end with `]`".into()
                }));
            }
            if after.starts_with(|c: char| c.is_alphanumeric() || c == '@' || c == '-' || c == '_')
            {
                return Err(err(format!(
                    "malformed annotation `{}`: unexpected text after it",
                    &rest[..whole.end() + 1]
                )));
            }
            if m.get(4).is_none() && after.trim_start().starts_with("{{") {
                return Err(err(
                    "unclosed `{{` in annotation: the regex must end with `}}`".into(),
                ));
            }
            let severity = if &m[1] == "error" {
                Severity::Error
            } else {
                Severity::Warning
            };
            let group = match m.get(2) {
                Some(g) if !GROUP_NAME.is_match(g.as_str()) => {
                    return Err(err(format!(
                        "bad group name `{}` in `-any(...)`: 1 to 32 letters, digits or `_`",
                        g.as_str()
                    )))
                }
                g => g.map(|g| g.as_str().to_string()),
            };
            let revisions = match m.get(3) {
                None => Vec::new(),
                Some(list) => {
                    let mut names: Vec<String> = Vec::new();
                    for n in list.as_str().split(',').map(str::trim) {
                        if !REVISION_NAME.is_match(n) {
                            return Err(err(format!(
                                "bad revision name `{n}` in `[...]`: 1 to 24 of `a-z 0-9 + . _ -`, names separated by `,`"
                            )));
                        }
                        if names.iter().any(|x| x == n) {
                            return Err(err(format!("revision `{n}` named twice in `[...]`")));
                        }
                        names.push(n.to_string());
                    }
                    names
                }
            };
            let offset: i64 = m.get(4).map(|o| o.as_str().parse().unwrap()).unwrap_or(0);
            let target = line_no as i64 + offset;
            if target < 1 || target > total_lines {
                return Err(err(format!(
                    "annotation points at line {target}, outside the file (1..{total_lines})"
                )));
            }
            let pattern = match m.get(5) {
                Some(p) => Some(
                    Regex::new(p.as_str())
                        .map_err(|e| err(format!("invalid regex in annotation: {e}")))?,
                ),
                None => None,
            };
            out.push(Annotation {
                line: target as u32,
                written_at: line_no,
                severity,
                any_severity: &m[1] == "diag",
                group,
                pattern,
                revisions,
                column: col,
            });
            search_from = start + whole.end();
        }
    }
    check_groups(path, &out.iter().collect::<Vec<_>>())?;
    Ok(out)
}

/// A group names at least two lines (one line is a plain annotation, so a lone member is most
/// likely a misspelt name), all of one kind. [`parse`] checks the whole file; a case with
/// revisions checks again what each revision sees (a group may be limited to revisions).
pub fn check_groups(path: &Path, all: &[&Annotation]) -> Result<(), CaseError> {
    for a in all {
        let Some(g) = &a.group else { continue };
        let members: Vec<&Annotation> = all
            .iter()
            .copied()
            .filter(|b| b.group.as_ref() == Some(g))
            .collect();
        let at = |msg: String| CaseError::at(path, a.written_at, a.column, msg);
        if members.len() < 2 {
            return Err(at(format!(
                "group `{g}` has only this line: a group lists every line the diagnostic may be at (two or more); for one line write `expect-{}`",
                if a.any_severity { "diag" } else { a.what() }
            )));
        }
        if let Some(b) = members.iter().find(|b| b.what() != a.what()) {
            return Err(at(format!(
                "group `{g}` mixes `expect-{}-any` and `expect-{}-any`: a group has one kind",
                a.what().replace("diagnostic", "diag"),
                b.what().replace("diagnostic", "diag")
            )));
        }
        let mut lines: Vec<u32> = members.iter().map(|b| b.line).collect();
        lines.sort();
        if lines.windows(2).any(|w| w[0] == w[1]) {
            return Err(at(format!(
                "group `{g}` names line {} twice",
                lines.windows(2).find(|w| w[0] == w[1]).unwrap()[0]
            )));
        }
    }
    Ok(())
}

/// Byte offset of the `//` that starts a line comment, skipping string and char literals.
/// Block comments are not annotation carriers; a `//` inside `/* */` on one line is skipped.
fn find_line_comment(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let mut i = 0;
    let mut in_str: Option<u8> = None;
    while i < b.len() {
        match in_str {
            Some(q) => {
                if b[i] == b'\\' {
                    i += 1;
                } else if b[i] == q {
                    in_str = None;
                }
            }
            None => {
                if b[i] == b'"' || b[i] == b'\'' {
                    in_str = Some(b[i]);
                } else if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
                    return Some(i);
                } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    match line[i + 2..].find("*/") {
                        Some(end) => i += end + 3,
                        None => return None,
                    }
                    continue;
                }
            }
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(src: &str) -> Result<Vec<Annotation>, CaseError> {
        parse(Path::new("t.cu"), src)
    }

    #[test]
    fn plain_offset_and_regex_forms() {
        let src = "int a; // expect-error\n// expect-warning@+1 {{deprecated}}\nint b;\nint c; // spec comment // expect-error@-1\n";
        let a = p(src).unwrap();
        assert_eq!(a.len(), 3);
        assert_eq!((a[0].line, a[0].severity), (1, Severity::Error));
        assert_eq!((a[1].line, a[1].severity), (3, Severity::Warning));
        assert!(a[1].pattern.as_ref().unwrap().is_match("x is deprecated"));
        assert_eq!((a[2].line, a[2].written_at), (3, 4));
    }

    #[test]
    fn malformed_annotations_are_rejected_with_position() {
        for (src, col, what) in [
            ("int a; // expect-eror\n", 11, "malformed"),
            ("int a; // expect-error@x\n", 11, "unexpected text"),
            ("int a; // expect-errors\n", 11, "unexpected text"),
            ("int a; // expect-error {{oops\n", 11, "unclosed"),
            ("int a; // expect-error {{(}}\n", 11, "invalid regex"),
            ("int a; // expect-error@+5\n", 11, "outside the file"),
        ] {
            let e = p(src).unwrap_err();
            assert_eq!((e.line, e.column), (1, col), "{src}");
            assert!(e.message.contains(what), "{src}: {}", e.message);
        }
    }

    #[test]
    fn diag_and_group_forms() {
        let src = "a; // expect-diag\nb; // expect-error-any(A)\nc; // expect-error-any(A) {{host}}\n// expect-diag-any(g_2)@+1\nd;\ne; // expect-diag-any(g_2)\n";
        let a = p(src).unwrap();
        assert_eq!(a.len(), 5);
        assert!(a[0].any_severity && a[0].group.is_none());
        assert_eq!(a[0].what(), "diagnostic");
        assert!(a[0].allows_error());
        assert_eq!(
            (a[1].severity, a[1].group.as_deref(), a[1].any_severity),
            (Severity::Error, Some("A"), false)
        );
        assert!(a[2].pattern.is_some());
        assert_eq!((a[3].line, a[3].group.as_deref()), (5, Some("g_2")));
        assert!(a[4].any_severity);
    }

    #[test]
    fn malformed_diag_and_group_forms_are_rejected_with_position() {
        for (src, line, col, what) in [
            ("a; // expect-diagnostic\n", 1, 7, "unexpected text"),
            ("a; // expect-dia\n", 1, 7, "malformed"),
            ("a; // expect-error-any\n", 1, 7, "unexpected text"),
            (
                "a; // expect-error-any()\nb; // expect-error-any()\n",
                1,
                7,
                "bad group name",
            ),
            ("a; // expect-error-any(a-b)\n", 1, 7, "bad group name"),
            ("a; // expect-error-anyy(A)\n", 1, 7, "unexpected text"),
            (
                "a; // expect-error-any(A)\nb; // expect-error-any(B)\n",
                1,
                7,
                "only this line",
            ),
            (
                "a; // expect-error-any(A)\nb; // expect-diag-any(A)\n",
                1,
                7,
                "mixes",
            ),
            (
                "a; // expect-error-any(A)\n// expect-error-any(A)@-1\n",
                1,
                7,
                "twice",
            ),
            (
                "a;\nb; // x expect-error-any(A)@+3\n",
                2,
                9,
                "outside the file",
            ),
        ] {
            let e = p(src).unwrap_err();
            assert_eq!((e.line, e.column), (line, col), "{src}: {e}");
            assert!(e.message.contains(what), "{src}: {}", e.message);
        }
    }

    #[test]
    fn revision_forms() {
        let src = "a; // expect-error[c++14]\n// expect-diag[c++14, c++17]@+1 {{re}}\nb;\nc; // expect-error-any(G)[r1]\nd; // expect-error-any(G)[r1]\ne; // expect-warning\n";
        let a = p(src).unwrap();
        assert_eq!(a.len(), 5);
        assert_eq!(a[0].revisions, ["c++14"]);
        assert!(a[0].applies_to(Some("c++14")));
        assert!(!a[0].applies_to(Some("c++17")));
        assert!(!a[0].applies_to(None));
        assert_eq!((a[1].line, a[1].revisions.len()), (3, 2));
        assert!(a[1].any_severity && a[1].pattern.as_ref().unwrap().is_match("re"));
        assert_eq!(
            (a[2].group.as_deref(), a[2].revisions.as_slice()),
            (Some("G"), &["r1".to_string()][..])
        );
        assert_eq!(a[3].line, 5);
        assert!(a[4].revisions.is_empty() && a[4].applies_to(Some("any")) && a[4].applies_to(None));
        assert_eq!(a[4].column, 7);
    }

    #[test]
    fn malformed_revision_lists_are_rejected_with_position() {
        for (src, col, what) in [
            ("int a; // expect-error[c++14\n", 11, "unclosed `[`"),
            ("int a; // expect-error[]\n", 11, "bad revision name ``"),
            (
                "int a; // expect-error[C++14]\n",
                11,
                "bad revision name `C++14`",
            ),
            ("int a; // expect-error[a,,b]\n", 11, "bad revision name ``"),
            ("int a; // expect-error[a,a]\n", 11, "named twice"),
            (
                "int a; // expect-error[aaaaaaaaaaaaaaaaaaaaaaaaa]\n",
                11,
                "bad revision name",
            ),
            (
                "int a;\n// expect-error@-1[a]\n",
                4,
                "comes right after the kind",
            ),
            (
                "int a; // expect-error-any(G)@+0[a]\n",
                11,
                "comes right after the kind",
            ),
        ] {
            let line = if src.starts_with("int a;\n") { 2 } else { 1 };
            let e = p(src).unwrap_err();
            assert_eq!((e.line, e.column), (line, col), "{src}: {e}");
            assert!(e.message.contains(what), "{src}: {}", e.message);
        }
    }

    #[test]
    fn strings_and_block_comments_are_not_annotations() {
        let a = p("const char *s = \"// expect-error\"; /* // expect-error */ int x;\n").unwrap();
        assert!(a.is_empty());
    }
}
