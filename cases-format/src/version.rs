//! Toolchain versions (`13.5.37`) and the comparisons the case format needs (`since`, `until`).
//!
//! Versions are dotted numbers compared component-wise, a missing component counting as zero, so
//! `since: "9.0"` admits `13.5.37` and `until: "12.0"` excludes `12.0.76`.

use std::cmp::Ordering;
use std::fmt;

/// A dotted numeric version.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Version(Vec<u32>);

impl Version {
    /// Parses `13`, `13.5`, `13.5.37`; anything else is an error naming the text.
    pub fn parse(s: &str) -> Result<Version, ParseError> {
        let parts: Result<Vec<u32>, _> = s.trim().split('.').map(str::parse).collect();
        match parts {
            Ok(p) if !p.is_empty() && p.len() <= 4 => Ok(Version(p)),
            _ => Err(ParseError(s.to_string())),
        }
    }

    /// `major.minor`, the form toolchain names use (`nvcc-13.5`).
    pub fn major_minor(&self) -> String {
        format!(
            "{}.{}",
            self.0.first().copied().unwrap_or(0),
            self.0.get(1).copied().unwrap_or(0)
        )
    }

    fn component(&self, i: usize) -> u32 {
        self.0.get(i).copied().unwrap_or(0)
    }
}

impl Ord for Version {
    fn cmp(&self, other: &Self) -> Ordering {
        let n = self.0.len().max(other.0.len());
        (0..n)
            .map(|i| self.component(i).cmp(&other.component(i)))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    }
}

// Equality agrees with the ordering: `13.0` == `13.0.0`.
impl PartialEq for Version {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Version {}

impl PartialOrd for Version {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: Vec<String> = self.0.iter().map(u32::to_string).collect();
        f.write_str(&s.join("."))
    }
}

/// Text that is not a version.
#[derive(Debug, thiserror::Error)]
#[error("`{0}` is not a version (expected digits and dots, like `12.0`)")]
pub struct ParseError(pub String);

impl From<ParseError> for String {
    fn from(e: ParseError) -> String {
        e.to_string()
    }
}

impl TryFrom<String> for Version {
    type Error = ParseError;
    fn try_from(s: String) -> Result<Self, ParseError> {
        Version::parse(&s)
    }
}

impl From<Version> for String {
    fn from(v: Version) -> String {
        v.to_string()
    }
}

/// True when `v` lies in `[since, until)`; a missing bound is open.
pub fn in_range(v: &Version, since: Option<&Version>, until: Option<&Version>) -> bool {
    since.is_none_or(|s| v >= s) && until.is_none_or(|u| v < u)
}

/// One end of a range of CUDA versions, with where the change is documented.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Bound {
    pub version: Version,
    /// The guide edition or release note that documents the change (`FA §12.1.2 (CHANGES.md
    /// A1)`); `None` when the bound is a case's own narrowing, which needs no source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

/// The CUDA versions a rule (and so a case) holds for: `[since, until)`, a missing end open.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Range {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<Bound>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<Bound>,
}

impl Range {
    /// A range from bare bounds (a case's own `since` / `until`).
    pub fn of(since: Option<&Version>, until: Option<&Version>) -> Range {
        let b = |v: Option<&Version>| {
            v.map(|v| Bound {
                version: v.clone(),
                source: None,
            })
        };
        Range {
            since: b(since),
            until: b(until),
        }
    }

    pub fn is_open(&self) -> bool {
        self.since.is_none() && self.until.is_none()
    }

    pub fn contains(&self, v: &Version) -> bool {
        in_range(
            v,
            self.since.as_ref().map(|b| &b.version),
            self.until.as_ref().map(|b| &b.version),
        )
    }

    /// Where `inner` gives a bound outside `self`, a sentence saying how; `None` when it lies
    /// within. A bound `inner` leaves out is inherited, not widened.
    pub fn widened_by(&self, inner: &Range) -> Option<String> {
        if let Some(outer) = &self.since {
            match &inner.since {
                Some(s) if s.version < outer.version => {
                    return Some(format!(
                        "`since: {}` is before its clause's `since: {}`: a case may narrow its clause's range, not widen it",
                        s.version, outer.version
                    ))
                }
                _ => {}
            }
        }
        if let Some(outer) = &self.until {
            match &inner.until {
                Some(u) if u.version > outer.version => {
                    return Some(format!(
                        "`until: {}` is after its clause's `until: {}`: a case may narrow its clause's range, not widen it",
                        u.version, outer.version
                    ))
                }
                _ => {}
            }
        }
        None
    }

    /// `self` narrowed by `inner`'s bounds where they are tighter (a bound keeps its source).
    pub fn narrowed(&self, inner: &Range) -> Range {
        let since = match (&self.since, &inner.since) {
            (Some(o), Some(i)) if i.version > o.version => Some(i.clone()),
            (Some(o), _) => Some(o.clone()),
            (None, i) => i.clone(),
        };
        let until = match (&self.until, &inner.until) {
            (Some(o), Some(i)) if i.version < o.version => Some(i.clone()),
            (Some(o), _) => Some(o.clone()),
            (None, i) => i.clone(),
        };
        Range { since, until }
    }
}

/// `12.0..13.0`, `12.0..`, `..12.0`; `any` for an open range.
impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_open() {
            return f.write_str("any");
        }
        if let Some(s) = &self.since {
            write!(f, "{}", s.version)?;
        }
        f.write_str("..")?;
        if let Some(u) = &self.until {
            write!(f, "{}", u.version)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compares_componentwise_with_missing_as_zero() {
        let v = |s| Version::parse(s).unwrap();
        assert!(v("13.5.37") > v("13.5"));
        assert!(v("13.0") == v("13.0.0"));
        assert!(v("9.0") < v("13.5.37"));
        assert!(v("12.0.76") >= v("12.0"));
        assert!(in_range(&v("13.5.37"), Some(&v("9.0")), None));
        assert!(!in_range(&v("12.0.76"), None, Some(&v("12.0"))));
        assert!(in_range(&v("11.8"), None, Some(&v("12.0"))));
    }

    #[test]
    fn rejects_non_versions() {
        assert!(Version::parse("").is_err());
        assert!(Version::parse("13.x").is_err());
        assert!(Version::parse("v13").is_err());
        assert_eq!(Version::parse("13.5").unwrap().major_minor(), "13.5");
    }

    fn r(since: Option<&str>, until: Option<&str>) -> Range {
        let since = since.map(|s| Version::parse(s).unwrap());
        let until = until.map(|s| Version::parse(s).unwrap());
        Range::of(since.as_ref(), until.as_ref())
    }

    #[test]
    fn ranges_contain_narrow_and_refuse_widening() {
        let v = |s| Version::parse(s).unwrap();
        let clause = r(Some("12.0"), Some("13.0"));
        assert!(clause.contains(&v("12.9")));
        assert!(!clause.contains(&v("13.0.48")));
        assert!(!clause.contains(&v("11.8")));
        assert_eq!(clause.to_string(), "12.0..13.0");
        assert_eq!(r(None, Some("12.0")).to_string(), "..12.0");
        assert_eq!(Range::default().to_string(), "any");
        assert!(
            clause.widened_by(&r(Some("12.1"), None)).is_none(),
            "until inherited"
        );
        assert!(clause.widened_by(&r(Some("12.1"), Some("12.5"))).is_none());
        assert!(clause
            .widened_by(&r(Some("11.0"), Some("12.5")))
            .unwrap()
            .contains("before"));
        assert!(clause
            .widened_by(&r(Some("12.0"), Some("13.1")))
            .unwrap()
            .contains("after"));
        assert!(Range::default().widened_by(&r(Some("9.0"), None)).is_none());
        let n = clause.narrowed(&r(Some("12.3"), None));
        assert_eq!(n.to_string(), "12.3..13.0");
    }
}
