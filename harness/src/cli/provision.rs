//! `cuconform provision`: install toolchains from PyPI into the cache.

use super::Error;
use clap::Args;
use cuconform::toolchain;
use std::process::ExitCode;

#[derive(Args)]
pub struct ProvisionArgs {
    pub toolchains: Vec<String>,
}

pub fn exec(args: ProvisionArgs) -> Result<ExitCode, Error> {
    let specs = if args.toolchains.is_empty() {
        vec!["nvcc@13.5".to_string()]
    } else {
        args.toolchains
    };
    for s in specs {
        for t in toolchain::resolve(&s, None, true)? {
            out!(
                "{}\t{}",
                t.info().id,
                t.info()
                    .path
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
