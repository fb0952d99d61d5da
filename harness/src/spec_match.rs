//! Which toolchain of a results file a `--toolchain` spec names, for `bless --results FILE`:
//! the file records each toolchain's id (`nvcc-13.5.37`, `nvrtc-12.4.127`, `clang-tidy-17.0.1`,
//! `checker-0.1.0-cuda12.9`) and name (`nvcc-13.5`, `clang-17`), and a bless over a run made
//! earlier must find the same toolchain that `bless -t SPEC` without `--results` would run.

/// Whether `spec` (`nvcc@13.5`, `nvrtc@12.4`, `clang@17`, `checker`, `checker@12.9`) names the
/// toolchain with id `id`. A version matches the id's version or its patch levels (`13.5`:
/// `13.5`, `13.5.37`, not `13.50`). `clang@V` is the clang-tidy wheel of that major (id
/// `clang-tidy-V...`), as `bless -t clang@V` runs it; the system clang is named by its name
/// (`clang-19`). A range (`nvrtc@11.7..13.5`) names several toolchains, none of them alone
/// (see [`range_names`]).
pub fn spec_names(spec: &str, id: &str) -> bool {
    if let Some(v) = spec.strip_prefix("checker@") {
        return id.starts_with("checker-") && id.ends_with(&format!("-cuda{v}"));
    }
    if spec == "checker" {
        return id.starts_with("checker-") && !id.contains("-cuda");
    }
    let Some((family, v)) = spec.split_once('@') else {
        return false;
    };
    if v.is_empty() || v.contains("..") {
        return false;
    }
    let Some(prefix) = id_prefix(family) else {
        return false;
    };
    id.strip_prefix(prefix)
        .is_some_and(|iv| iv == v || iv.starts_with(&format!("{v}.")))
}

/// How a results file's toolchain ids of a spec's family begin: `clang@V` is the clang-tidy wheel.
fn id_prefix(family: &str) -> Option<&'static str> {
    match family {
        "clang" => Some("clang-tidy-"),
        "nvcc" => Some("nvcc-"),
        "nvrtc" => Some("nvrtc-"),
        _ => None,
    }
}

/// Whether the range spec `spec` (`nvcc@13.0..13.5`, `nvrtc@11.7..13.5`, `clang@14..23`) takes in
/// the toolchain with id `id`: its family's, at a version from the first to the last, each end
/// included with its patch levels (`13.5` takes `13.5.37`). Not a range: false.
pub fn range_names(spec: &str, id: &str) -> bool {
    use crate::version::Version;
    let Some((family, range)) = spec.split_once('@') else {
        return false;
    };
    let Some((lo, hi)) = range.split_once("..") else {
        return false;
    };
    let Some(prefix) = id_prefix(family) else {
        return false;
    };
    let (Ok(lo), Ok(hi), Some(Ok(v))) = (
        Version::parse(lo),
        Version::parse(hi),
        id.strip_prefix(prefix).map(Version::parse),
    ) else {
        return false;
    };
    // The id's version cut to the ends' precision: `13.5.37` is within `..13.5`.
    let cut = |end: &Version| {
        let n = end.to_string().split('.').count();
        Version::parse(
            &v.to_string()
                .split('.')
                .take(n)
                .collect::<Vec<_>>()
                .join("."),
        )
        .unwrap_or(v.clone())
    };
    cut(&lo) >= lo && cut(&hi) <= hi
}

#[cfg(test)]
mod tests {
    use super::{range_names, spec_names};

    #[test]
    fn a_range_spec_takes_in_every_version_between_its_ends() {
        for id in ["nvcc-13.0.88", "nvcc-13.3.73", "nvcc-13.5.37"] {
            assert!(range_names("nvcc@13.0..13.5", id), "{id}");
        }
        for id in [
            "nvcc-12.9.86",
            "nvcc-13.6.1",
            "nvrtc-13.1.115",
            "clang-tidy-13.0.0",
        ] {
            assert!(!range_names("nvcc@13.0..13.5", id), "{id}");
        }
        assert!(range_names("clang@14..23", "clang-tidy-17.0.1"));
        assert!(!range_names("clang@14..23", "clang-19.1.7"));
        assert!(!range_names("nvcc@13.5", "nvcc-13.5.37"));
    }

    #[test]
    fn each_family_spec_finds_its_toolchain_in_a_results_file() {
        for (spec, id) in [
            ("nvcc@13.5", "nvcc-13.5.37"),
            ("nvcc@13.5.37", "nvcc-13.5.37"),
            ("nvrtc@13.5", "nvrtc-13.5.37"),
            ("nvrtc@12.4", "nvrtc-12.4.127"),
            ("clang@17", "clang-tidy-17.0.1"),
            ("clang@19", "clang-tidy-19.1.0"),
            ("checker", "checker-0.1.0"),
            ("checker@12.9", "checker-0.1.0-cuda12.9"),
        ] {
            assert!(spec_names(spec, id), "{spec} should name {id}");
        }
        for (spec, id) in [
            ("nvcc@13.5", "nvcc-13.50.1"),
            ("nvcc@13.5", "nvrtc-13.5.37"),
            ("nvrtc@12.4", "nvrtc-12.40.0"),
            ("nvrtc@11.7..13.5", "nvrtc-12.4.127"),
            ("clang@17", "clang-17.0.6"),
            ("clang@1", "clang-tidy-17.0.1"),
            ("checker", "checker-0.1.0-cuda12.9"),
            ("nvcc", "nvcc-13.5.37"),
        ] {
            assert!(!spec_names(spec, id), "{spec} should not name {id}");
        }
    }
}
