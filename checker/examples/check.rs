//! The checker's command line without the harness (for working on rules):
//! cargo run --release -p cuconform-check --example check -- [FLAGS] FILE...
//! Same contract as `cuconform check`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(cuconform_check::cli(&args));
}
