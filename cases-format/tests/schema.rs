//! `cases/case.schema.json` (for editors) agrees with the parser on the forms of `revisions` and
//! `std`: what the parser accepts, the schema accepts, and the mistakes the parser rejects for
//! the frontmatter's shape alone, the schema rejects too.

use std::path::Path;

fn schema() -> jsonschema::Validator {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases/case.schema.json");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    jsonschema::validator_for(&v).unwrap()
}

const HEAD: &str = "section: I.3\nclause: a.b\ndescription: d\nverdict: ok\n";

#[test]
fn revisions_in_the_schema_and_in_the_parser() {
    let validator = schema();
    for (extra, valid) in [
        ("revisions: [c++14, c++17, c++23]\n", true),
        ("std: c++23\n", true),
        ("revisions:\n  a: {std: c++20, flags: [-DX], verdict: ub, since: \"12.1\", until: \"13.0\", note: why, witness: {unobservable: why}}\n  b: {}\n  c:\n", true),
        ("revisions: []\n", false),
        ("revisions: {}\n", false),
        ("revisions: [gnu++17]\n", false),
        ("revisions:\n  Big: {}\n", false),
        ("revisions:\n  a: {stdd: c++14}\n", false),
        ("revisions:\n  a: {flags: [-std=c++17]}\n", false),
        ("revisions: c++14\n", false),
    ] {
        let yaml = format!("{HEAD}{extra}");
        let value: serde_json::Value = serde_saphyr::from_str(&yaml).unwrap();
        let errors: Vec<String> = validator.iter_errors(&value).map(|e| e.to_string()).collect();
        assert_eq!(errors.is_empty(), valid, "schema on {extra}: {errors:?}");
        let source = format!("/*---\n{yaml}---*/\nint x;\n");
        let parsed = cases_format::case::parse_revisions(
            "t".into(),
            Path::new("t.cu"),
            source,
        );
        assert_eq!(parsed.is_ok(), valid, "parser on {extra}: {parsed:?}");
    }
}
