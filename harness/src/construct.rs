//! Constructs: which trials test one construct across the guide's editions.
//!
//! The report's construct view follows a construct (the code, not the rule judging it) along
//! the toolchains' versions. The trials of one construct are, by default, the revisions of one
//! file whose CUDA ranges do not overlap: the same code judged by the 11.x rule until 12.0 and by
//! its successor from 12.0, or a generated cell written as an `until` / `since` pair of
//! revisions. Revisions that hold at the same version (`c++14` and `c++17`) test different
//! shapes and are a construct each. A case file may name its construct (`construct:` in the
//! frontmatter) to join a case in another file that tests the same code in another edition.
//!
//! The id is the explicit `construct:` or the file's case id, with `#rev1+rev2` appended for a
//! group of revisions when the file has several groups. It travels in the results file
//! (`CaseInfo::construct`), so reports group results without reading the corpus.

use crate::case::Case;
use crate::version::Range;
use std::collections::BTreeMap;

/// Whether no CUDA version is in both ranges.
pub fn disjoint(a: &Range, b: &Range) -> bool {
    let ends_before = |x: &Range, y: &Range| match (&x.until, &y.since) {
        (Some(u), Some(s)) => u.version <= s.version,
        _ => false,
    };
    ends_before(a, b) || ends_before(b, a)
}

/// The construct id of every trial in `cases` (trial id -> construct id).
pub fn assign(cases: &[Case]) -> BTreeMap<String, String> {
    // The trials of each file, in corpus order.
    let mut by_file: BTreeMap<&str, Vec<&Case>> = BTreeMap::new();
    for c in cases {
        by_file.entry(c.file_id()).or_default().push(c);
    }
    let mut out = BTreeMap::new();
    for (file, trials) in by_file {
        // A trial joins the first group all of whose members hold at other versions than it.
        let mut groups: Vec<Vec<&Case>> = Vec::new();
        for t in trials {
            match groups
                .iter_mut()
                .find(|g| g.iter().all(|m| disjoint(&m.range, &t.range)))
            {
                Some(g) => g.push(t),
                None => groups.push(vec![t]),
            }
        }
        let several = groups.len() > 1;
        for g in groups {
            let base = g[0].meta.construct.as_deref().unwrap_or(file);
            let id = if several {
                let names: Vec<&str> = g.iter().filter_map(|c| c.revision.as_deref()).collect();
                format!("{base}#{}", names.join("+"))
            } else {
                base.to_string()
            };
            for c in g {
                out.insert(c.id.clone(), id.clone());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::parse_revisions;
    use std::path::Path;

    /// The trials of one file; their ranges are their own bounds (no clause index to join).
    fn trials(id: &str, text: &str) -> Vec<Case> {
        let path = Path::new("/r").join(format!("{id}.cu"));
        parse_revisions(id.to_string(), &path, text.to_string()).unwrap()
    }

    /// The generated parameter-limit cell: one file, an `until-12-1` and a `since-12-1`
    /// revision (two clauses, complementary ranges) is one construct, the file.
    #[test]
    fn an_until_since_pair_of_revisions_is_one_construct() {
        let t = trials(
            "functions/generated/global-params/size-4097-bytes",
            "/*---\nsection: I.4.9.3\nclause: global.param-size-limit\ndescription: d\nverdict: error\nrevisions:\n  until-12-1: {until: \"12.1\"}\n  since-12-1: {clause: global.param-size-limit-12-1, verdict: ok, since: \"12.1\"}\n---*/\nstruct P { char c[4097]; };\n__global__ void k(P p) { } // expect-error[until-12-1]\n",
        );
        assert_eq!(t.len(), 2);
        let ids = assign(&t);
        assert_eq!(
            ids.values()
                .collect::<std::collections::BTreeSet<_>>()
                .len(),
            1,
            "{ids:?}"
        );
        assert_eq!(
            ids["functions/generated/global-params/size-4097-bytes#since-12-1"],
            "functions/generated/global-params/size-4097-bytes"
        );
    }

    /// Revisions by standard hold at the same versions: each is a construct of its own.
    #[test]
    fn overlapping_revisions_are_separate_constructs() {
        let t = trials(
            "a/fold",
            "/*---\nsection: I.3\nclause: c\ndescription: d\nverdict: ok\nrevisions: [c++14, c++17, c++20]\n---*/\nint x;\n",
        );
        let ids = assign(&t);
        assert_eq!(ids["a/fold#c++14"], "a/fold#c++14");
        assert_eq!(ids["a/fold#c++17"], "a/fold#c++17");
        // C++20 holds from 12.0 only, but C++17 holds there too: still apart.
        assert_eq!(ids["a/fold#c++20"], "a/fold#c++20");
    }

    /// Two files naming one `construct:` share it; a file without one is its own construct.
    #[test]
    fn an_explicit_construct_joins_files() {
        let cdp1 = trials(
            "dp/sync/device-synchronize-basic",
            "/*---\nsection: D.3\nclause: c\nconstruct: dp/sync/device-synchronize\ndescription: d\nverdict: ok\nuntil: \"12.0\"\n---*/\nint x;\n",
        );
        let cdp2 = trials(
            "dp/sync/cdp2-device-synchronize-removed",
            "/*---\nsection: D.3\nclause: c\nconstruct: dp/sync/device-synchronize\ndescription: d\nverdict: error\nsince: \"12.0\"\n---*/\nint x; // expect-error\n",
        );
        let alone = trials(
            "dp/sync/other",
            "/*---\nsection: D.3\nclause: c\ndescription: d\nverdict: ok\n---*/\nint x;\n",
        );
        let all: Vec<Case> = cdp1.into_iter().chain(cdp2).chain(alone).collect();
        let ids = assign(&all);
        assert_eq!(
            ids["dp/sync/device-synchronize-basic"],
            "dp/sync/device-synchronize"
        );
        assert_eq!(
            ids["dp/sync/cdp2-device-synchronize-removed"],
            "dp/sync/device-synchronize"
        );
        assert_eq!(ids["dp/sync/other"], "dp/sync/other");
    }

    #[test]
    fn ranges_touching_at_a_bound_are_disjoint() {
        let v = |s| crate::version::Version::parse(s).unwrap();
        let until = Range::of(None, Some(&v("12.1")));
        let since = Range::of(Some(&v("12.1")), None);
        let since_12 = Range::of(Some(&v("12.0")), None);
        assert!(disjoint(&until, &since) && disjoint(&since, &until));
        assert!(!disjoint(&until, &since_12));
        assert!(!disjoint(&Range::default(), &since));
    }
}
