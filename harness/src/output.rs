//! Where a results writer may write (`run -o`, `merge -o`, `report -o`, checkpoints): into a
//! regular file, or a new one, and nowhere else. A character device, a FIFO, a socket or a
//! symbolic link at the path is refused, never replaced (as root, `-o /dev/null` once replaced
//! `/dev/null` with a regular file), and missing folders are created only inside the current
//! folder, so a mistyped absolute path does not grow folders at `/`.

use std::path::{Component, Path, PathBuf};

/// Why a path cannot take a results file.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error("{} is {kind}, not a regular file: cuconform writes only regular files and never replaces a device, a FIFO, a socket or a symbolic link", path.display())]
    Special { path: PathBuf, kind: &'static str },
    #[error("the folder {} does not exist, and cuconform creates folders only inside the current folder: create it first", missing.display())]
    MissingFolder { missing: PathBuf },
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// What is at `path` when it is not something a results file may replace: `None` for nothing or
/// a regular file (a folder is the caller's to judge: a report's output is one).
pub fn special_kind(path: &Path) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    let t = std::fs::symlink_metadata(path).ok()?.file_type();
    if t.is_symlink() {
        Some("a symbolic link")
    } else if t.is_char_device() {
        Some("a character device")
    } else if t.is_block_device() {
        Some("a block device")
    } else if t.is_fifo() {
        Some("a FIFO")
    } else if t.is_socket() {
        Some("a socket")
    } else {
        None
    }
}

/// Fails when `path` holds something other than a regular file or a folder.
pub fn check_target(path: &Path) -> Result<(), OutputError> {
    match special_kind(path) {
        Some(kind) => Err(OutputError::Special {
            path: path.to_path_buf(),
            kind,
        }),
        None => Ok(()),
    }
}

/// Makes `dir` exist: creates the missing part only when it lies inside the current folder (its
/// nearest existing ancestor is there and the missing part does not climb out with `..`), else
/// fails naming the first missing folder.
pub fn create_folder(dir: &Path) -> Result<(), OutputError> {
    if dir.is_dir() {
        return Ok(());
    }
    let mut existing = dir;
    let mut missing = dir;
    while !existing.as_os_str().is_empty() && !existing.exists() {
        missing = existing;
        existing = existing.parent().unwrap_or(Path::new(""));
    }
    let existing = if existing.as_os_str().is_empty() {
        Path::new(".")
    } else {
        existing
    };
    let inside = || -> Option<bool> {
        let cwd = std::env::current_dir().ok()?.canonicalize().ok()?;
        let base = existing.canonicalize().ok()?;
        let rest = dir.strip_prefix(existing).unwrap_or(dir);
        let climbs = rest.components().any(|c| c == Component::ParentDir);
        Some(base.starts_with(&cwd) && !climbs)
    };
    if inside() != Some(true) {
        return Err(OutputError::MissingFolder {
            missing: missing.to_path_buf(),
        });
    }
    std::fs::create_dir_all(dir).map_err(|source| OutputError::Io {
        path: dir.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_fifos_sockets_and_links_are_special_files() {
        assert_eq!(
            special_kind(Path::new("/dev/null")),
            Some("a character device")
        );
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        assert_eq!(special_kind(&fifo), Some("a FIFO"));
        let sock = dir.path().join("sock");
        let _l = std::os::unix::net::UnixListener::bind(&sock).unwrap();
        assert_eq!(special_kind(&sock), Some("a socket"));
        let file = dir.path().join("f");
        std::fs::write(&file, "x").unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(special_kind(&link), Some("a symbolic link"));
        assert_eq!(special_kind(&file), None);
        assert_eq!(special_kind(&dir.path().join("none")), None);
        assert!(check_target(&fifo)
            .unwrap_err()
            .to_string()
            .contains("is a FIFO"));
    }

    #[test]
    fn folders_outside_the_current_folder_are_not_created() {
        let e = create_folder(Path::new("/nonexistent-cuconform/a/b")).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("the folder /nonexistent-cuconform does not exist"),
            "{e}"
        );
        assert!(!Path::new("/nonexistent-cuconform").exists());
        // Climbing out of the current folder through a folder yet to be made is refused too.
        let e = create_folder(Path::new("no-such-cuconform-dir/../../x")).unwrap_err();
        assert!(matches!(e, OutputError::MissingFolder { .. }), "{e}");
        assert!(!Path::new("no-such-cuconform-dir").exists());
    }
}
