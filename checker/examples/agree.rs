//! Agreement of the checker with the corpus' verdicts and annotations.
//!
//! cargo run --release -p cuconform-check --example agree -- [-v] [-f] [-c] [FILTER...]
//! Prints, per folder, how many cases agree: error cases flagged at exactly the annotated
//! lines, ok/ub cases without errors (and with their expected warnings), ndr cases caught.

#[path = "../tests/support/cases.rs"]
mod cases;
use cases::*;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "-v");
    let only_fail = args.iter().any(|a| a == "-f");
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let root = PathBuf::from(std::env::var("CASES").unwrap_or_else(|_| "/work/main/cases".into()));
    let include = root.join("include");
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut per_folder: BTreeMap<String, [usize; 8]> = BTreeMap::new();
    let mut per_clause: BTreeMap<String, [usize; 2]> = BTreeMap::new();
    let t0 = Instant::now();
    let mut n = 0;
    // Every trial: a case with revisions is judged once per revision.
    let trials = files.iter().flat_map(|p| {
        parse_cases(p, &root).unwrap_or_else(|e| {
            eprintln!("invalid: {e}");
            Vec::new()
        })
    });
    for c in trials {
        if !filters.is_empty() && !filters.iter().any(|f| c.id.contains(f.as_str())) {
            continue;
        }
        if c.toolchains
            .as_ref()
            .is_some_and(|t| !t.iter().any(|x| x == "checker"))
        {
            continue;
        }
        n += 1;
        let o = evaluate(&c, &include);
        let folder =
            c.id.split('/')
                .take(if c.id.contains("/generated/") { 3 } else { 2 })
                .collect::<Vec<_>>();
        let folder = folder[..folder.len().saturating_sub(1).max(1)].join("/");
        let e = per_folder.entry(folder).or_default();
        let k = match c.verdict.as_str() {
            "error" => 0,
            "ok" => 2,
            "ndr" => 4,
            _ => 6,
        };
        e[k] += 1;
        if o.pass {
            e[k + 1] += 1;
        }
        let pc = per_clause.entry(c.clause.clone()).or_default();
        pc[0] += 1;
        if o.pass {
            pc[1] += 1;
        }
        if verbose && (!o.pass || !only_fail) {
            println!(
                "{} {} ({}) {}\n{}",
                if o.pass { "PASS" } else { "FAIL" },
                c.id,
                c.verdict,
                c.clause,
                o.detail
            );
        } else if !o.pass && !verbose {
            println!("FAIL {} ({})", c.id, c.verdict);
        }
    }
    let dt = t0.elapsed();
    println!(
        "\n{:<48} {:>11} {:>11} {:>11} {:>11}",
        "folder", "error", "ok", "ndr", "ub"
    );
    let mut tot = [0usize; 8];
    for (f, e) in &per_folder {
        println!(
            "{:<48} {:>5}/{:<5} {:>5}/{:<5} {:>5}/{:<5} {:>5}/{:<5}",
            f, e[1], e[0], e[3], e[2], e[5], e[4], e[7], e[6]
        );
        for i in 0..8 {
            tot[i] += e[i];
        }
    }
    println!(
        "{:<48} {:>5}/{:<5} {:>5}/{:<5} {:>5}/{:<5} {:>5}/{:<5}",
        "TOTAL", tot[1], tot[0], tot[3], tot[2], tot[5], tot[4], tot[7], tot[6]
    );
    println!("{n} cases in {:.2?}", dt);
    if args.iter().any(|a| a == "-c") {
        for (c, v) in &per_clause {
            println!("{:<56} {}/{}", c, v[1], v[0]);
        }
    }
}
