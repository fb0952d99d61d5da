//! The rule catalogue against the tests: every catalogued rule has a snippet that breaks it
//! and one that obeys it, and every finding the corpus draws has its catalogued severity.
//!
//! Snippets are the inline ones of `rules.rs` (`bad`/`warns` break, `obeys` obeys) and the
//! corpus cases that `rule-cases.txt` names for a rule (`RULE bad CASE-ID` / `RULE ok CASE-ID`),
//! which run here: a `bad` case passes and has a finding of its rule on every expected line
//! of the rule's severity; an `ok` case passes and has no finding of the rule. With the
//! catalogue's `deny(dead_code)` (a catalogued rule no family emits does not compile), a rule
//! is catalogued exactly when the checker emits it on some snippet.

mod support;
use cuconform_check::{rules, Severity};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use support::cases::*;

fn here() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The rule ids `rules.rs` passes to `bad(`/`warns(` (breaking) and `obeys(` (obeying).
fn inline_snippets() -> (BTreeSet<String>, BTreeSet<String>) {
    let src = std::fs::read_to_string(here().join("tests/rules.rs")).unwrap();
    let re = regex::Regex::new(r#"\b(bad|warns|obeys)\(\s*"([a-z0-9.-]+)""#).unwrap();
    let (mut breaking, mut obeying) = (BTreeSet::new(), BTreeSet::new());
    for c in re.captures_iter(&src) {
        let set = if &c[1] == "obeys" {
            &mut obeying
        } else {
            &mut breaking
        };
        set.insert(c[2].to_string());
    }
    (breaking, obeying)
}

/// `rule-cases.txt`: (rule, breaks?, case id) with its line number.
fn manifest() -> Vec<(usize, String, bool, String)> {
    let path = here().join("tests/rule-cases.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        // `#` starts a comment at the start of a line or after a space; a trial id may hold
        // one (`area/case#c++20`, a revision).
        let line = match line.find(" #") {
            Some(i) => &line[..i],
            None => line,
        }
        .trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            continue;
        }
        let w: Vec<&str> = line.split_whitespace().collect();
        assert!(
            w.len() == 3 && (w[1] == "bad" || w[1] == "ok"),
            "{}:{}: expected `RULE bad|ok CASE-ID`, got `{line}`",
            path.display(),
            n + 1
        );
        out.push((n + 1, w[0].to_string(), w[1] == "bad", w[2].to_string()));
    }
    out
}

/// Catalogued rules no snippet can break, and why; each must still have no breaking snippet
/// (an entry that a snippet starts breaking is stale and fails).
const UNBREAKABLE: &[(&str, &str)] = &[(
    "memspace.empty-dtor.no-virtual",
    "a class with virtual functions or bases is reported by the constructor check first \
     (memspace.empty-ctor.no-virtual-no-nsdmi); the destructor check is reached only for \
     classes whose constructor passed",
)];

#[test]
fn every_rule_has_a_breaking_and_an_obeying_snippet() {
    let (mut breaking, mut obeying) = inline_snippets();
    for (_, rule, bad, _) in manifest() {
        if bad {
            breaking.insert(rule);
        } else {
            obeying.insert(rule);
        }
    }
    let ids: BTreeSet<String> = rules().iter().map(|r| r.id.to_string()).collect();
    let mut holes = Vec::new();
    for (id, why) in UNBREAKABLE {
        assert!(!why.is_empty());
        if breaking.contains(*id) {
            holes.push(format!(
                "{id}: listed as unbreakable but has a breaking snippet"
            ));
        }
        breaking.insert(id.to_string());
    }
    for id in &ids {
        if !breaking.contains(id) {
            holes.push(format!("{id}: no breaking snippet"));
        }
        if !obeying.contains(id) {
            holes.push(format!("{id}: no obeying snippet"));
        }
    }
    for id in breaking.union(&obeying) {
        if !ids.contains(id) {
            holes.push(format!("{id}: a snippet for a rule that is not catalogued"));
        }
    }
    assert!(
        holes.is_empty(),
        "{} holes:\n{}",
        holes.len(),
        holes.join("\n")
    );
}

#[test]
fn manifest_cases_break_and_obey_their_rules() {
    let root = here().join("../cases");
    let include = root.join("include");
    let sev: BTreeMap<&str, Severity> = rules().iter().map(|r| (r.id, r.severity)).collect();
    let mut bad_entries = Vec::new();
    for (n, rule, breaks, id) in manifest() {
        let at = format!("rule-cases.txt:{n}: {rule} {id}");
        let c = match find_case(&root, &id) {
            Ok(c) => c,
            Err(e) => {
                bad_entries.push(format!("{at}: {e}"));
                continue;
            }
        };
        let Some(&want) = sev.get(rule.as_str()) else {
            bad_entries.push(format!("{at}: rule not catalogued"));
            continue;
        };
        let o = evaluate(&c, &include);
        if !o.pass {
            bad_entries.push(format!(
                "{at}: the checker disagrees with the case\n{}",
                o.detail
            ));
            continue;
        }
        let of_rule: BTreeSet<u32> = o
            .found
            .iter()
            .filter(|f| f.2 == rule)
            .map(|f| f.0)
            .collect();
        if breaks {
            // the lines the rule must report: the expected lines of its severity and the
            // `expect-diag` lines; each group of lines needs one of them reported
            let mut lines = if want == Severity::Error {
                c.errors.clone()
            } else {
                c.warnings.clone()
            };
            lines.extend(c.diags.iter().copied());
            let groups_hit = c.groups.values().all(|(_, g)| !g.is_disjoint(&of_rule));
            // a diagnostic without a line of the case (the checker's pseudo files for what
            // nvcc reports in generated code or at link time) counts for an unanchored case
            let unanchored = lines.is_empty() && !c.unanchored.is_empty() && of_rule.contains(&0);
            let nothing_required = lines.is_empty() && c.groups.is_empty();
            if !unanchored && (nothing_required || !lines.is_subset(&of_rule) || !groups_hit) {
                bad_entries.push(format!(
                    "{at}: expected lines {lines:?} not all reported under this rule ({of_rule:?})\n{}",
                    o.detail
                ));
            }
        } else if c.verdict != "ok" || !of_rule.is_empty() {
            bad_entries.push(format!(
                "{at}: not an ok case free of this rule\n{}",
                o.detail
            ));
        }
    }
    assert!(bad_entries.is_empty(), "{}", bad_entries.join("\n"));
}

/// A rule id is a clause id of the index (`cases/clauses/*.yaml`), or a clause id with a suffix
/// for a second diagnostic of that clause, and the rule's section is its clause's.
#[test]
fn rule_ids_are_clause_ids() {
    let dir = here().join("../cases/clauses");
    let re = regex::Regex::new(r#"(?m)^- id: (\S+)\n\s+section: "?([^"\s]+)"?"#).unwrap();
    let mut clauses = BTreeMap::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "yaml") {
            let text = std::fs::read_to_string(&p).unwrap();
            for c in re.captures_iter(&text) {
                clauses.insert(c[1].to_string(), c[2].to_string());
            }
        }
    }
    assert!(
        !clauses.is_empty(),
        "no clauses read from {}",
        dir.display()
    );
    let mut bad = Vec::new();
    for r in rules() {
        // the checker's own diagnostics (`checker.incomplete`) are of no clause
        if r.id.starts_with("checker.") && r.section == "checker" {
            continue;
        }
        let clause = clauses.get_key_value(r.id).or_else(|| {
            clauses.iter().find(|(c, _)| {
                r.id.strip_prefix(c.as_str())
                    .is_some_and(|x| x.starts_with('.'))
            })
        });
        match clause {
            None => bad.push(format!("{}: no clause of that id (or prefix)", r.id)),
            Some((c, sec)) if sec != r.section => bad.push(format!(
                "{}: section {}, clause {c}'s is {sec}",
                r.id, r.section
            )),
            _ => {}
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
