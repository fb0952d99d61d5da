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
}
