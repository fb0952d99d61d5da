//! Observations, end to end through `cuconform run` with a stand-in nvcc 13.5 that logs each
//! compile and rejects a file containing `REJECT` at line 8: a case whose CUDA range ends before
//! 13.5 is `unsupported` (never a failure, never judged) and still built, its outcome recorded
//! as an observation; the second run takes it from the result cache. A case kept out by a
//! requirement (a feature the toolchain lacks) or by its dialect is not built at all.

mod support;

use std::path::Path;

#[test]
fn an_out_of_range_trial_is_observed_unjudged_and_cached() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let log = d.join("compiles.log");
    let nvcc = d.join("bin/nvcc");
    std::fs::create_dir_all(d.join("bin")).unwrap();
    support::fake_nvcc(
        &nvcc,
        &format!(
            r#"for a in "$@"; do case "$a" in *.cu) src="$a"; echo "$a" >> '{}';; esac; done
if grep -q REJECT "$src"; then
  echo "$src(8): error: parameter too large" >&2; exit 2
fi
for a in "$@"; do [ "$prev" = "-o" ] && : > "$a"; prev=$a; done
exit 0
"#,
            log.display()
        ),
    );
    let cases = d.join("cases");
    std::fs::create_dir_all(cases.join("include")).unwrap();
    std::fs::create_dir_all(cases.join("area")).unwrap();
    let case = |name: &str, extra: &str, body: &str| {
        std::fs::write(
            cases.join(format!("area/{name}.cu")),
            format!("/*---\nsection: I.4.9.3\nclause: global.param-size-limit\ndescription: An observation test case.\nverdict: error\n{extra}---*/\n{body}\n"),
        )
        .unwrap();
    };
    // The 4 KB rule held until 12.1: on 13.5 the case is outside its range. nvcc accepts it.
    case(
        "old-limit",
        "until: \"12.1\"\n",
        "__global__ void k(int) { } // expect-error",
    );
    // Outside its range too, and nvcc rejects it at line 8.
    case(
        "old-limit-rejected",
        "until: \"12.1\"\n",
        "// REJECT\n__global__ void k(int) { } // expect-error",
    );
    // Kept out by a feature the toolchain lacks, not by its range: not built.
    case(
        "needs-feature",
        "until: \"12.1\"\nrequires: {features: [nvfunctional]}\n",
        "__global__ void k(int) { } // expect-error",
    );
    let out = d.join("results.json");
    let run = || -> serde_json::Value {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_cuconform"))
            .arg("--cases")
            .arg(&cases)
            .arg("run")
            .arg("-t")
            .arg(format!("nvcc={}", nvcc.display()))
            .arg("-o")
            .arg(&out)
            .args(["-j", "1"])
            .env("CUCONFORM_CACHE_DIR", d.join("cache"))
            .env_remove("CUCONFORM_NO_CACHE")
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
        // Observations never make a run fail.
        assert_eq!(o.status.code(), Some(0), "{text}");
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
    };
    let compiles = || -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .map(|l| l.rsplit('/').next().unwrap().to_string())
            .collect();
        v.sort();
        let _ = std::fs::remove_file(&log);
        v
    };
    let r = run();
    assert_eq!(r["schema_version"], 6);
    let result = |r: &serde_json::Value, id: &str| -> serde_json::Value {
        r["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["case"] == id)
            .unwrap_or_else(|| panic!("no result for {id}"))
            .clone()
    };
    // The nvcc file lives in `bin/`, found by `--version`: only the two range-excluded cases
    // were compiled.
    assert_eq!(compiles(), ["old-limit-rejected.cu", "old-limit.cu"]);
    let a = result(&r, "area/old-limit");
    assert_eq!(a["status"], "unsupported", "{a}");
    assert_eq!(a["judged"], "unsupported", "{a}");
    assert!(a["mismatches"].as_array().unwrap().is_empty(), "{a}");
    assert_eq!(a["observation"]["behaviour"], "accepted", "{a}");
    assert!(
        a["outcome"].is_null(),
        "an observation is not a judged outcome: {a}"
    );
    let b = result(&r, "area/old-limit-rejected");
    assert_eq!(b["status"], "unsupported", "{b}");
    assert_eq!(b["observation"]["behaviour"], "rejected", "{b}");
    assert_eq!(
        b["observation"]["error_lines"],
        serde_json::json!([8]),
        "{b}"
    );
    let c = result(&r, "area/needs-feature");
    assert_eq!(c["status"], "unsupported", "{c}");
    assert!(c.get("observation").is_none(), "{c}");
    // The file is valid against the published schema, observations included.
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../reports/results.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&r).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");

    // Warm: nothing compiled, both observations from the cache, the same behaviour.
    let r = run();
    assert_eq!(compiles(), Vec::<String>::new());
    for id in ["area/old-limit", "area/old-limit-rejected"] {
        let x = result(&r, id);
        assert_eq!(x["observation"]["outcome"]["cached"], true, "{x}");
    }
    assert_eq!(
        result(&r, "area/old-limit-rejected")["observation"]["behaviour"],
        "rejected"
    );
}
