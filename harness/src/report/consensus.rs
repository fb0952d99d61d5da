//! Consensus deviations: cases where every toolchain family that judges them (nvcc, NVRTC,
//! clang) deviates, and all in the same way. What wpt.fyi calls "fails in all browsers" is its
//! strongest sign of a wrong test: either the case reads the rule more strictly than the guide
//! (the case changes), or no toolchain enforces the rule (its triage record says so, with the
//! guide's words). Each entry must be resolved one way or the other, so the report lists them.
//!
//! The finding works on [`Trial`]s, so a report builds them from a results file
//! ([`of_results`]) and a check over the expectation files builds them from the files (a trial
//! there deviates when its file has an entry for the case).

use crate::expectation::DeviationKind;
use crate::results::ResultsFile;
use crate::verdict::Status;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// The families whose agreement counts: the compilers. The checker models the guide rather than
/// a compiler, so it is no witness of what toolchains enforce.
pub const FAMILIES: [&str; 3] = ["nvcc", "nvrtc", "clang"];

/// How a trial departs from its case, at the grain at which two departures are "the same way":
/// kinds that refine each other (`triage::group_kinds`) are one way.
pub fn way_of(kind: Option<DeviationKind>, status: Status) -> String {
    use DeviationKind::*;
    match (kind, status) {
        (Some(AcceptsInvalid | WarnsOnly), _) => "accepts-invalid".into(),
        (Some(RejectsValid | WrongPlace), _) => "rejects-valid".into(),
        (Some(k), _) => k.as_str().into(),
        (None, Status::Crash) => "crash".into(),
        (None, Status::Timeout) => "timeout".into(),
        (None, _) => "unrecorded".into(),
    }
}

/// One judged trial: `way` is `None` when it conforms.
#[derive(Debug, Clone)]
pub struct Trial {
    pub case: String,
    pub clause: String,
    pub family: String,
    pub toolchain: String,
    pub way: Option<String>,
}

/// A case on which every family that judges it deviates the same way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Consensus {
    pub case: String,
    pub clause: String,
    pub way: String,
    /// Family -> the toolchains of it that judged the case (all deviating).
    pub families: BTreeMap<String, Vec<String>>,
}

/// The consensus deviations among `trials`: a case judged by at least two of [`FAMILIES`],
/// where every trial of those families deviates, all in one way. A family of which one version
/// conforms does not deviate, so a change between versions is never a consensus.
pub fn find(trials: &[Trial]) -> Vec<Consensus> {
    let mut by_case: BTreeMap<&str, Vec<&Trial>> = BTreeMap::new();
    for t in trials {
        if FAMILIES.contains(&t.family.as_str()) {
            by_case.entry(&t.case).or_default().push(t);
        }
    }
    let mut out = Vec::new();
    for (case, ts) in by_case {
        let families: BTreeSet<&str> = ts.iter().map(|t| t.family.as_str()).collect();
        if families.len() < 2 {
            continue;
        }
        let ways: BTreeSet<Option<&String>> = ts.iter().map(|t| t.way.as_ref()).collect();
        let [Some(way)] = ways.into_iter().collect::<Vec<_>>()[..] else {
            continue;
        };
        let mut fams: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for t in &ts {
            fams.entry(t.family.clone())
                .or_default()
                .push(t.toolchain.clone());
        }
        out.push(Consensus {
            case: case.to_string(),
            clause: ts[0].clause.clone(),
            way: way.clone(),
            families: fams,
        });
    }
    out
}

/// The trials of a results file: every judged trial (not skipped, not invalid) of a toolchain
/// whose family the file names. A trial deviates when the spec alone fails it.
pub fn of_results(results: &ResultsFile) -> Vec<Consensus> {
    let family: BTreeMap<&str, &str> = results
        .toolchains
        .iter()
        .map(|t| (t.id.as_str(), t.family.as_str()))
        .collect();
    let trials: Vec<Trial> = results
        .results
        .iter()
        .filter(|r| !r.judged.is_skip() && r.judged != Status::Invalid)
        .filter_map(|r| {
            let family = family.get(r.toolchain.as_str())?;
            let deviates = matches!(r.judged, Status::Fail | Status::Crash | Status::Timeout);
            Some(Trial {
                case: r.case.clone(),
                clause: r.clause.clone(),
                family: family.to_string(),
                toolchain: r.toolchain.clone(),
                way: deviates.then(|| way_of(r.deviation_kind, r.judged)),
            })
        })
        .collect();
    find(&trials)
}

/// The section of `summary.md`.
pub fn markdown(list: &[Consensus]) -> String {
    use std::fmt::Write as _;
    let mut b = format!(
        "\n### Consensus deviations ({})\n\nEvery family that judges these cases deviates, the same way: a wrong case, or a rule no toolchain enforces (its triage record, `expectations/triage/`, says which).\n\n",
        list.len()
    );
    if list.is_empty() {
        return b;
    }
    b.push_str("| case | clause | way | families |\n|---|---|---|---|\n");
    for c in list {
        let fams: Vec<String> = c
            .families
            .iter()
            .map(|(f, ts)| format!("{f} ({})", ts.len()))
            .collect();
        let _ = writeln!(
            b,
            "| `{}` | {} | {} | {} |",
            c.case.replace('|', "\\|"),
            c.clause,
            c.way,
            fams.join(", ")
        );
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(case: &str, family: &str, tc: &str, way: Option<&str>) -> Trial {
        Trial {
            case: case.into(),
            clause: "c".into(),
            family: family.into(),
            toolchain: tc.into(),
            way: way.map(String::from),
        }
    }

    #[test]
    fn only_cases_every_family_fails_alike_are_consensus() {
        let a = Some("accepts-invalid");
        let trials = vec![
            // every family, every version, one way: consensus
            t("x", "nvcc", "nvcc-13.5", a),
            t("x", "nvrtc", "nvrtc-13.5", a),
            t("x", "clang", "clang-19", a),
            // one nvcc version conforms: not
            t("y", "nvcc", "nvcc-11.8", None),
            t("y", "nvcc", "nvcc-13.5", a),
            t("y", "nvrtc", "nvrtc-13.5", a),
            // two ways: not
            t("z", "nvcc", "nvcc-13.5", a),
            t("z", "clang", "clang-19", Some("rejects-valid")),
            // one family only: not
            t("w", "nvcc", "nvcc-13.5", a),
            t("w", "checker", "checker", a),
        ];
        let found = find(&trials);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].case, "x");
        assert_eq!(found[0].families.len(), 3);
        assert!(markdown(&found)
            .contains("| `x` | c | accepts-invalid | clang (1), nvcc (1), nvrtc (1) |"));
    }

    #[test]
    fn kinds_that_refine_each_other_are_one_way() {
        assert_eq!(
            way_of(Some(DeviationKind::WarnsOnly), Status::Fail),
            way_of(Some(DeviationKind::AcceptsInvalid), Status::Fail)
        );
        assert_eq!(
            way_of(Some(DeviationKind::WrongPlace), Status::Fail),
            "rejects-valid"
        );
        assert_eq!(way_of(None, Status::Crash), "crash");
    }
}
