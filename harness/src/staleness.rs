//! Stale expectation entries: entries that no run of the file's toolchain can ever confirm.
//!
//! An entry is stale when its case id names no trial of the corpus (the case was renamed or
//! removed), when the case is outside the CUDA range of the version that judges the toolchain
//! (the case is `unsupported` there), or when the case lies outside the phases or the id
//! prefixes (`scope`) the file was blessed over (its trials are never judged against the file).
//! `bless` removes the first two kinds from a run; this check finds all of them without running
//! anything, so a file that drifts (a clause's range moves, a toolchain's CUDA root changes, a
//! case is renamed) fails a test rather than carrying entries nobody reads.

use crate::case::Phase;
use crate::corpus::Corpus;
use crate::expectation::ExpectationFile;
use crate::version::{Range, Version};
use std::collections::BTreeMap;
use std::fmt;

/// Why an entry is stale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Staleness {
    /// No case (nor revision) of the corpus has this id.
    UnknownCase,
    /// The case's CUDA range excludes the version that judges the toolchain.
    OutsideRange { range: Range, cuda: Version },
    /// The case's phase is not among the phases the file was blessed over.
    OutsidePhases(Phase),
    /// The id starts with none of the file's `scope` prefixes.
    OutsideScope,
}

impl fmt::Display for Staleness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Staleness::UnknownCase => f.write_str("no case of the corpus has this id"),
            Staleness::OutsideRange { range, cuda } => write!(
                f,
                "outside its CUDA range: the rule holds for CUDA {range}, the toolchain is judged by CUDA {cuda}"
            ),
            Staleness::OutsidePhases(p) => {
                write!(f, "a {p} case, outside the file's `phases`")
            }
            Staleness::OutsideScope => f.write_str("outside the file's `scope`"),
        }
    }
}

/// The CUDA version whose rules judge the toolchain of `file`, as the harness gives it to the
/// toolchain: nvcc and NVRTC their own version (`nvcc-13.5`: 13.5); clang the version of the
/// CUDA root it is arranged with (`provision::cuda_root_version_for_clang`: 11.8 for clang 14
/// and 15, 12.9 otherwise); the checker the version it models (`checker-cudaX`: X); otherwise
/// the major.minor ending `blessed_with` (`nvcc-gpu-image-13.0.88`: 13.0). `None` when none of
/// these applies.
pub fn judged_cuda(file: &ExpectationFile) -> Option<Version> {
    let name = file.toolchain.as_str();
    if name == "checker" {
        return Version::parse(crate::toolchain::checker::MODELLED_CUDA).ok();
    }
    if let Some(v) = name.strip_prefix("checker-cuda") {
        return Version::parse(v).ok();
    }
    if let Some(rest) = name.strip_prefix("clang") {
        let major = rest.trim_start_matches('-').split('.').next()?;
        return match major.parse::<u32>() {
            Ok(m) => Version::parse(crate::provision::cuda_root_version_for_clang(m)).ok(),
            Err(_) => Version::parse(crate::provision::CUDA_ROOT_VERSION).ok(),
        };
    }
    for family in ["nvcc-", "nvrtc-"] {
        if let Some(v) = name
            .strip_prefix(family)
            .and_then(|v| Version::parse(v).ok())
        {
            return Some(v);
        }
    }
    let blessed = file.blessed_with.as_deref()?;
    let tail: Vec<&str> = blessed.rsplit('-').next()?.split('.').collect();
    (tail.len() >= 2)
        .then(|| Version::parse(&format!("{}.{}", tail[0], tail[1])).ok())
        .flatten()
}

/// The stale entries of `file`, in id order. `case_of` gives a trial id's phase and CUDA range
/// (`None`: no such trial); `cuda` is the version that judges the toolchain (`None`: unknown,
/// and the range is not checked).
pub fn stale_entries(
    file: &ExpectationFile,
    case_of: &dyn Fn(&str) -> Option<(Phase, Range)>,
    cuda: Option<&Version>,
) -> Vec<(String, Staleness)> {
    let mut out = Vec::new();
    for id in file.deviations.keys() {
        let Some((phase, range)) = case_of(id) else {
            out.push((id.clone(), Staleness::UnknownCase));
            continue;
        };
        let why = if let Some(v) = cuda.filter(|v| !range.contains(v)) {
            Some(Staleness::OutsideRange {
                range,
                cuda: v.clone(),
            })
        } else if file.phases.as_ref().is_some_and(|ps| !ps.contains(&phase)) {
            Some(Staleness::OutsidePhases(phase))
        } else if !file.covers(id, phase) {
            Some(Staleness::OutsideScope)
        } else {
            None
        };
        if let Some(why) = why {
            out.push((id.clone(), why));
        }
    }
    out
}

/// [`stale_entries`] against a loaded corpus. A case file that failed to parse still names its
/// trials (its id is not stale: the parse error is reported on its own).
pub fn stale_in_corpus(file: &ExpectationFile, corpus: &Corpus) -> Vec<(String, Staleness)> {
    let by_id: BTreeMap<&str, (Phase, Range)> = corpus
        .cases
        .iter()
        .map(|c| (c.id.as_str(), (c.meta.phase, c.range.clone())))
        .collect();
    let invalid: Vec<&str> = corpus.invalid.iter().map(|(id, _)| id.as_str()).collect();
    let case_of = |id: &str| -> Option<(Phase, Range)> {
        if let Some(c) = by_id.get(id) {
            return Some(c.clone());
        }
        // An invalid file: every phase and range, so only its id is checked.
        let file_id = id.split('#').next().unwrap_or(id);
        invalid.contains(&file_id).then(|| {
            let phase = file
                .phases
                .as_ref()
                .and_then(|ps| ps.first().copied())
                .unwrap_or(Phase::Compile);
            (phase, Range::default())
        })
    };
    stale_entries(file, &case_of, judged_cuda(file).as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expectation::{Deviation, DeviationKind};
    use crate::verdict::Status;

    fn entry() -> Deviation {
        Deviation {
            status: Status::Fail,
            kind: Some(DeviationKind::AcceptsInvalid),
            note: "n".into(),
            detail: None,
        }
    }

    fn v(s: &str) -> Version {
        Version::parse(s).unwrap()
    }

    #[test]
    fn planted_stale_entries_are_found_and_live_ones_are_not() {
        let mut f = ExpectationFile {
            toolchain: "clang-14".into(),
            scope: Some(vec!["cuda-arch/".into(), "dynamic-parallelism/".into()]),
            phases: Some(vec![Phase::Compile]),
            ..Default::default()
        };
        for id in [
            "cuda-arch/live",
            "cuda-arch/cuda12-only",
            "cuda-arch/gone",
            "cuda-arch/link-case",
            "qualifiers/out-of-scope",
        ] {
            f.deviations.insert(id.into(), entry());
        }
        let case_of = |id: &str| match id {
            "cuda-arch/live" | "qualifiers/out-of-scope" => {
                Some((Phase::Compile, Range::default()))
            }
            "cuda-arch/cuda12-only" => Some((Phase::Compile, Range::of(Some(&v("12.0")), None))),
            "cuda-arch/link-case" => Some((Phase::Link, Range::default())),
            _ => None,
        };
        let cuda = judged_cuda(&f).unwrap();
        assert_eq!(
            cuda,
            v("11.8"),
            "clang 14 is arranged with the CUDA 11.8 root"
        );
        let got = stale_entries(&f, &case_of, Some(&cuda));
        let ids: Vec<&str> = got.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "cuda-arch/cuda12-only",
                "cuda-arch/gone",
                "cuda-arch/link-case",
                "qualifiers/out-of-scope"
            ]
        );
        assert!(matches!(got[0].1, Staleness::OutsideRange { .. }));
        assert_eq!(got[1].1, Staleness::UnknownCase);
        assert_eq!(got[2].1, Staleness::OutsidePhases(Phase::Link));
        assert_eq!(got[3].1, Staleness::OutsideScope);
        // The same cuda-12 case is live for clang 19 (CUDA 12.9 root).
        f.toolchain = "clang-19".into();
        let cuda = judged_cuda(&f).unwrap();
        assert!(stale_entries(&f, &case_of, Some(&cuda))
            .iter()
            .all(|(id, _)| id != "cuda-arch/cuda12-only"));
    }

    #[test]
    fn the_judged_cuda_version_follows_the_harness() {
        let file = |name: &str, blessed: Option<&str>| ExpectationFile {
            toolchain: name.into(),
            blessed_with: blessed.map(str::to_string),
            ..Default::default()
        };
        let j = |name, blessed| judged_cuda(&file(name, blessed)).map(|v| v.to_string());
        assert_eq!(
            j("nvcc-13.5", Some("nvcc-13.5.37")).as_deref(),
            Some("13.5")
        );
        assert_eq!(
            j("nvrtc-11.7", Some("nvrtc-11.7.99")).as_deref(),
            Some("11.7")
        );
        assert_eq!(j("clang-15", None).as_deref(), Some("11.8"));
        assert_eq!(j("clang-23", None).as_deref(), Some("12.9"));
        assert_eq!(j("checker", None).as_deref(), Some("11.8"));
        assert_eq!(
            j("nvcc-gpu-image", Some("nvcc-gpu-image-13.0.88")).as_deref(),
            Some("13.0")
        );
        assert_eq!(j("custom", None), None);
    }
}
