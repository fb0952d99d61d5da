//! The `cuconform` command: list, run, show, bless, provision, check, report, cache, merge. Each
//! subcommand lives in its own module under `cli/`; this is the edge where an error becomes one
//! sentence on stderr and an exit status (README: 0 ok, 1 unexpected result, 2 usage or setup,
//! 130 interrupted).

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    let root = cuconform::find_cases_root(cli.cases.as_deref());
    match cli::exec(cli.command, &root) {
        Ok(code) => code,
        // Whatever failed after an interrupt failed because of it.
        Err(_) if cuconform::process::interrupted() => {
            cuconform::say!("cuconform: interrupted");
            ExitCode::from(130)
        }
        Err(e) => {
            cuconform::say!("cuconform: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
