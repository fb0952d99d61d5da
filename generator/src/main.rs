//! `cuconform-gen [--check] [CASES_DIR]`: write the generated cases (default `cases/` of the
//! workspace), or with `--check` only report what is out of date (exit 1 if anything is).
use std::path::PathBuf;

fn main() {
    let mut check = false;
    let mut dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../cases"));
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--check" => check = true,
            "-h" | "--help" => {
                println!("usage: cuconform-gen [--check] [CASES_DIR]");
                return;
            }
            _ => dir = PathBuf::from(a),
        }
    }
    if check {
        let problems = cuconform_gen::stale(&dir);
        for p in &problems {
            eprintln!("{p}");
        }
        std::process::exit(if problems.is_empty() { 0 } else { 1 });
    }
    match cuconform_gen::write_all(&dir) {
        Ok((w, r)) => println!(
            "cuconform-gen: {} cases generated; {w} written, {r} stale removed",
            cuconform_gen::render_all().len()
        ),
        Err(e) => {
            eprintln!("cuconform-gen: {}: {e}", dir.display());
            std::process::exit(2);
        }
    }
}
