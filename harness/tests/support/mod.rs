//! Helpers shared by the harness's integration tests.

use std::path::Path;

/// Writes an executable stand-in nvcc at `path`: it answers `--version` like nvcc 13.5.37 (so the
/// harness resolves it as that release) and runs the shell `body` for every other call.
pub fn fake_nvcc(path: &Path, body: &str) {
    let script = format!(
        "#!/bin/sh\nif [ \"$1\" = \"--version\" ]; then\n  echo \"Cuda compilation tools, release 13.5, V13.5.37\"; exit 0\nfi\n{body}"
    );
    std::fs::write(path, script).unwrap();
    std::fs::set_permissions(path, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
}
