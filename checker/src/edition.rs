//! The CUDA version whose rules a check applies (`--cuda VERSION`), and how a catalogued rule
//! depends on it.
//!
//! The checker's rules are the clauses of the seed edition of the guide (CUDA 11.x). Some of
//! them changed in the editions after it (`shared/spec/CHANGES.md`): a rule that ended, a rule
//! that began, or a rule that holds in every edition but in a relaxed form from some version.
//! Each such rule carries its [`Edition`] in the catalogue (`rules.rs`), beside the rule, with
//! the CHANGES.md item it follows; the boundaries are the clause index's `since`/`until`
//! (`cases/clauses/*.yaml`), so the checker judges code for CUDA V by the rules the suite judges
//! a CUDA V toolchain by (`tests/edition.rs` compares the two).

use std::fmt;

/// A CUDA toolkit version, major.minor (the guide's rules change at minor releases at most).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cuda {
    pub major: u32,
    pub minor: u32,
}

/// The releases the checker models, per major version: the last minor of each. 11.x is the seed
/// edition's text; 12.x the legacy guide frozen at 12.9 (L12.9), read as holding from 12.0 where
/// the exact minor of a change was not found (as the clause index does); 13.x the CUDA 13
/// guide (G13, a snapshot of 13.3 or later), by which the suite also judges nvcc 13.4 and 13.5.
const RELEASES: &[(u32, u32)] = &[(11, 8), (12, 9), (13, 5)];

impl Cuda {
    pub const fn new(major: u32, minor: u32) -> Cuda {
        Cuda { major, minor }
    }

    /// The oldest version modelled.
    pub const OLDEST: Cuda = Cuda::new(11, 0);
    /// The newest version modelled, and the default of `cuconform check`: code checked today is
    /// written for today's toolkits, and judging it by a retired edition's rules reports
    /// constructs that the current guide allows (a class-type constexpr host variable read in
    /// device code, CHANGES.md A52).
    pub const NEWEST: Cuda = Cuda::new(13, 5);
    /// The seed edition (the last 11.x release): the harness's `checker` column.
    pub const SEED: Cuda = Cuda::new(11, 8);

    /// Parse `MAJOR.MINOR` (a `.PATCH` is accepted and ignored: the rules do not change in
    /// patch releases); refuse a release the checker does not model, naming the range.
    pub fn parse(s: &str) -> Result<Cuda, UnknownCuda> {
        let bad = || UnknownCuda(s.to_string());
        let mut parts = s.trim().split('.');
        let num = |p: Option<&str>| -> Result<u32, UnknownCuda> {
            let p = p.ok_or_else(bad)?;
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) || p.len() > 4 {
                return Err(bad());
            }
            p.parse().map_err(|_| bad())
        };
        let major = num(parts.next())?;
        let minor = num(parts.next())?;
        if let Some(p) = parts.next() {
            num(Some(p))?;
        }
        if parts.next().is_some() {
            return Err(bad());
        }
        let v = Cuda::new(major, minor);
        if v.modelled() {
            Ok(v)
        } else {
            Err(bad())
        }
    }

    /// Whether this is a release the checker models (11.0-11.8, 12.0-12.9, 13.0-13.5).
    pub fn modelled(self) -> bool {
        RELEASES
            .iter()
            .any(|&(maj, last)| self.major == maj && self.minor <= last)
    }

    /// The guide edition whose text this version's rules follow.
    pub fn edition(self) -> &'static str {
        match self.major {
            11 => "the CUDA 11.x guide (the seed edition)",
            12 => "the CUDA 12.x guide (the legacy guide, frozen at 12.9)",
            _ => "the CUDA 13.x guide (CUDA Programming Guide)",
        }
    }
}

impl Default for Cuda {
    fn default() -> Cuda {
        Cuda::NEWEST
    }
}

impl fmt::Display for Cuda {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// A `--cuda` value the checker does not model.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("--cuda {0}: not a CUDA release the checker models (it models {range}: MAJOR.MINOR, e.g. 11.8, 12.4, 13.0)", range = supported_range())]
pub struct UnknownCuda(pub String);

/// The modelled releases in words: `11.0-11.8, 12.0-12.9, 13.0-13.5`.
pub fn supported_range() -> String {
    RELEASES
        .iter()
        .map(|(maj, last)| format!("{maj}.0-{maj}.{last}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// How a catalogued rule depends on the CUDA version (the clause index's `since`/`until`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// The rule holds in every modelled version, in one form.
    Always,
    /// The rule holds before `at` and not from it: the later edition dropped or lifted it
    /// (`change`: the CHANGES.md item; `successor`: the clause of the later edition, if any).
    Until {
        at: Cuda,
        successor: Option<&'static str>,
        change: &'static str,
    },
    /// The rule holds from `at` (a rule of a later edition).
    Since { at: Cuda, change: &'static str },
    /// The rule holds in every version, and from `at` in the relaxed form that clause `by`
    /// states (a rule family asks `Sema::relaxed`).
    Relaxed {
        at: Cuda,
        by: &'static str,
        change: &'static str,
    },
}

impl Edition {
    /// Whether the rule is applied when checking for `cuda`.
    pub fn applies(self, cuda: Cuda) -> bool {
        match self {
            Edition::Always | Edition::Relaxed { .. } => true,
            Edition::Until { at, .. } => cuda < at,
            Edition::Since { at, .. } => cuda >= at,
        }
    }

    /// Whether the rule takes its relaxed form when checking for `cuda`.
    pub fn relaxed(self, cuda: Cuda) -> bool {
        matches!(self, Edition::Relaxed { at, .. } if cuda >= at)
    }

    /// The rule's versions in words, for `--rules`: empty for `Always`.
    pub fn describe(self) -> String {
        match self {
            Edition::Always => String::new(),
            Edition::Until { at, change, .. } => format!("until {at} ({change})"),
            Edition::Since { at, change } => format!("since {at} ({change})"),
            Edition::Relaxed { at, by, change } => format!("relaxed from {at}: {by} ({change})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_modelled_releases_and_refuses_others() {
        assert_eq!(Cuda::parse("11.8"), Ok(Cuda::new(11, 8)));
        assert_eq!(Cuda::parse("12.4"), Ok(Cuda::new(12, 4)));
        assert_eq!(Cuda::parse("13.0.2"), Ok(Cuda::new(13, 0)));
        assert_eq!(Cuda::parse("13.5"), Ok(Cuda::NEWEST));
        for bad in [
            "", "13", "10.2", "11.9", "12.10", "13.6", "14.0", "x.y", "13.0.1.1", "-13.0", "13.",
        ] {
            let e = Cuda::parse(bad).unwrap_err();
            assert!(
                e.to_string().contains("11.0-11.8, 12.0-12.9, 13.0-13.5"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn editions_apply_at_their_boundaries() {
        let until = Edition::Until {
            at: Cuda::new(13, 0),
            successor: None,
            change: "A38",
        };
        assert!(until.applies(Cuda::new(12, 9)) && !until.applies(Cuda::new(13, 0)));
        let since = Edition::Since {
            at: Cuda::new(12, 0),
            change: "C2",
        };
        assert!(!since.applies(Cuda::new(11, 8)) && since.applies(Cuda::new(12, 0)));
        let relaxed = Edition::Relaxed {
            at: Cuda::new(12, 1),
            by: "global.param-size-limit-12-1",
            change: "A26",
        };
        assert!(relaxed.applies(Cuda::new(11, 8)) && relaxed.applies(Cuda::new(13, 5)));
        assert!(!relaxed.relaxed(Cuda::new(12, 0)) && relaxed.relaxed(Cuda::new(12, 1)));
    }
}
