//! `cuconform check`: the project's rule checker, its flags parsed by the checker's own CLI.

use super::Error;
use clap::Args;
use std::process::ExitCode;

#[derive(Args)]
pub struct CheckArgs {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

pub fn exec(args: CheckArgs) -> Result<ExitCode, Error> {
    Ok(ExitCode::from(
        cuconform_check::cli(&args.args).clamp(0, 255) as u8,
    ))
}
