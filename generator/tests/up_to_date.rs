//! The committed generated cases must be exactly what the families produce.
#[test]
fn generated_cases_are_up_to_date() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases");
    let problems = cuconform_gen::stale(&dir);
    assert!(
        problems.is_empty(),
        "generated cases are out of date; run `cargo run -p cuconform-gen`:\n{}",
        problems.join("\n")
    );
}
