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

/// Why an entry's `detail` (the first mismatch `bless` recorded) no longer fits its trial, if it
/// does not: `bless` rewrites the detail from every run, so a detail that a run could not give
/// today makes the next bless change the file although the toolchain did not change. It
/// happens when a case changes after its entries were blessed (its verdict: a `diagnose` case
/// never "succeeds ... but the spec requires the code to be rejected"; an annotation that moved
/// to another line), and when the harness's wording changes (a temporary path, which a bless
/// now writes as `<work>/`). Found without running anything: the detail names a line or a
/// group the trial's annotations do not have, a rejection only an `error` trial asks for, or a
/// temporary path.
pub fn detail_disagreement(detail: &str, case: &crate::case::Case) -> Option<String> {
    use crate::case::Verdict;
    use regex::Regex;
    use std::sync::LazyLock;
    static REJECTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(compile|link|run) succeeded, but the spec requires the code to be rejected")
            .unwrap()
    });
    static AT_LINE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^missing (error|warning|diagnostic) at line (\d+)\b").unwrap()
    });
    static IN_GROUP: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"^missing (error|warning|diagnostic) at any of lines ([\d, ]+) \(group ([^)]+)\)",
        )
        .unwrap()
    });
    if crate::expectation::without_temporary_paths(detail) != detail {
        return Some("holds a temporary path (a bless now writes `<work>/`)".into());
    }
    if REJECTED.is_match(detail) && case.meta.verdict != Verdict::Error {
        return Some(format!(
            "says the code should have been rejected, but the trial's verdict is {:?}",
            case.meta.verdict
        ));
    }
    // The annotations that apply to this trial (a revision's own, and those of every revision).
    let applies = |a: &&crate::annotation::Annotation| {
        a.revisions.is_empty()
            || case
                .revision
                .as_ref()
                .is_some_and(|r| a.revisions.contains(r))
    };
    if let Some(m) = AT_LINE.captures(detail) {
        let (what, line) = (&m[1], m[2].parse::<u32>().unwrap_or(0));
        let found = case
            .annotations
            .iter()
            .filter(applies)
            .any(|a| a.group.is_none() && a.line == line && a.what() == what);
        if !found {
            return Some(format!(
                "names a missing {what} at line {line}, where the trial expects none (an annotation moved, or the case changed)"
            ));
        }
    }
    if let Some(m) = IN_GROUP.captures(detail) {
        let (what, group) = (&m[1], &m[3]);
        let lines: Vec<u32> = m[2]
            .split(',')
            .filter_map(|l| l.trim().parse().ok())
            .collect();
        let mut members: Vec<u32> = case
            .annotations
            .iter()
            .filter(applies)
            .filter(|a| a.group.as_deref() == Some(group) && a.what() == what)
            .map(|a| a.line)
            .collect();
        members.sort_unstable();
        let mut named = lines.clone();
        named.sort_unstable();
        if members != named {
            return Some(format!(
                "names group {group} at lines {lines:?}, but the trial's group {group} is at {members:?}"
            ));
        }
    }
    None
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
            warnings: Vec::new(),
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

    const DIAG: &str = "/*---\nsection: I.4.1\nclause: a.b\ndescription: d\nverdict: diagnose\n---*/\n__device__ void f() {\n  g();  // expect-diag\n}\n";
    const GROUPED: &str = "/*---\nsection: I.4.1\nclause: a.b\ndescription: d\nverdict: error\n---*/\n__device__ int f(int x = h()) { // expect-error-any(call)\n  return x;\n}\n__device__ int c() { return f(); } // expect-error-any(call)\n";

    fn parsed(src: &str) -> crate::case::Case {
        crate::case::parse("t".into(), std::path::Path::new("t.cu"), src.into()).unwrap()
    }

    #[test]
    fn a_detail_no_run_could_give_today_is_found_and_a_current_one_is_not() {
        let diag = parsed(DIAG);
        // What a run gives today for a diagnose case that compiled silently.
        assert_eq!(
            detail_disagreement("missing diagnostic at line 8", &diag),
            None
        );
        // The same case blessed while it was an error case.
        assert!(detail_disagreement(
            "compile succeeded, but the spec requires the code to be rejected",
            &diag
        )
        .unwrap()
        .contains("verdict is Diagnose"));
        // An annotation that moved (line 7 is the function's first line now).
        assert!(detail_disagreement("missing diagnostic at line 7", &diag).is_some());
        assert!(detail_disagreement("missing error at line 8", &diag).is_some());
        // A work folder or nvcc temporary name, as older blesses wrote them.
        assert!(detail_disagreement(
            "unexpected error: /tmp/cuconform-g09GiR/tmpxft_00004f86_00000000-6_t.cudafe1.stub.c(1): error: e",
            &diag
        )
        .unwrap()
        .contains("temporary path"));
        assert_eq!(
            detail_disagreement(
                "unexpected error: <work>/tmpxft_<id>_t.cudafe1.stub.c(1): error: e",
                &diag
            ),
            None
        );
        let grouped = parsed(GROUPED);
        assert_eq!(
            detail_disagreement(
                "compile succeeded, but the spec requires the code to be rejected",
                &grouped
            ),
            None
        );
        assert_eq!(
            detail_disagreement("missing error at any of lines 7, 10 (group call)", &grouped),
            None
        );
        // Blessed before the group gained the call site, or naming a line outside it.
        assert!(detail_disagreement("missing error at line 7", &grouped).is_some());
        assert!(
            detail_disagreement("missing error at any of lines 7 (group call)", &grouped).is_some()
        );
    }
}
