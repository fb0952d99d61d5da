//! `--shard auto`: which shard of how many this job runs, read from the variables the CI engine
//! or scheduler already sets for parallel jobs, so a job array needs no per-engine glue.
//!
//! In order (the first whose index variable is set wins): `CUCONFORM_SHARD=K/N` (anything else,
//! e.g. a GitHub Actions matrix: `CUCONFORM_SHARD: ${{ matrix.shard }}/4`), Buildkite
//! (`BUILDKITE_PARALLEL_JOB`, 0-based, and `BUILDKITE_PARALLEL_JOB_COUNT`), GitLab
//! (`CI_NODE_INDEX`, 1-based, and `CI_NODE_TOTAL`), Slurm job arrays (`SLURM_ARRAY_TASK_ID`
//! from `SLURM_ARRAY_TASK_MIN` in steps of `SLURM_ARRAY_TASK_STEP`, `SLURM_ARRAY_TASK_COUNT`
//! tasks), Kubernetes Indexed Jobs (`JOB_COMPLETION_INDEX`, 0-based; the pod is not told the
//! number of completions, so the count comes from `CUCONFORM_SHARD_COUNT`).

/// Why no shard could be read from the environment.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ShardError {
    #[error("--shard auto: no CI engine's shard variables are set (CUCONFORM_SHARD=K/N; Buildkite BUILDKITE_PARALLEL_JOB/_COUNT; GitLab CI_NODE_INDEX/CI_NODE_TOTAL; Slurm SLURM_ARRAY_TASK_ID/_COUNT; Kubernetes JOB_COMPLETION_INDEX with CUCONFORM_SHARD_COUNT)")]
    NoEngine,
    #[error("--shard auto: {engine}: {var} is not set (it comes with {with})")]
    Missing {
        engine: &'static str,
        var: &'static str,
        with: &'static str,
    },
    #[error("--shard auto: {engine}: {var}=`{value}` is not a whole number")]
    NotANumber {
        engine: &'static str,
        var: &'static str,
        value: String,
    },
    #[error("--shard auto: {engine}: {why}")]
    Inconsistent { engine: &'static str, why: String },
}

/// A shard read from the environment: 1-based `index` of `count`, and where it came from.
#[derive(Debug, PartialEq)]
pub struct Auto {
    pub index: u32,
    pub count: u32,
    pub source: String,
}

/// Reads the shard from `var` (the process environment in use: `|k| std::env::var(k).ok()`).
pub fn from_env(var: &dyn Fn(&str) -> Option<String>) -> Result<Auto, ShardError> {
    let num = |engine: &'static str, name: &'static str| -> Result<Option<u64>, ShardError> {
        match var(name) {
            None => Ok(None),
            Some(v) => v
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| ShardError::NotANumber {
                    engine,
                    var: name,
                    value: v,
                }),
        }
    };
    let need = |engine: &'static str, name: &'static str, with: &'static str| {
        num(engine, name)?.ok_or(ShardError::Missing {
            engine,
            var: name,
            with,
        })
    };
    // (engine, 0-based index, count, the variables it came from)
    let (engine, zero_based, count, vars): (&'static str, u64, u64, String) = if let Some(v) =
        var("CUCONFORM_SHARD")
    {
        let engine = "CUCONFORM_SHARD";
        let bad = || ShardError::Inconsistent {
            engine,
            why: format!("`{v}`: expected K/N, e.g. 2/4"),
        };
        let (k, n) = v.trim().split_once('/').ok_or_else(bad)?;
        let (k, n): (u64, u64) = (k.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
        if k == 0 {
            return Err(ShardError::Inconsistent {
                engine,
                why: format!("`{v}`: K counts from 1"),
            });
        }
        (engine, k - 1, n, "CUCONFORM_SHARD".into())
    } else if let Some(i) = num("Buildkite", "BUILDKITE_PARALLEL_JOB")? {
        let n = need(
            "Buildkite",
            "BUILDKITE_PARALLEL_JOB_COUNT",
            "BUILDKITE_PARALLEL_JOB",
        )?;
        (
            "Buildkite",
            i,
            n,
            "BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT".into(),
        )
    } else if let Some(i) = num("GitLab", "CI_NODE_INDEX")? {
        let n = need("GitLab", "CI_NODE_TOTAL", "CI_NODE_INDEX")?;
        if i == 0 {
            return Err(ShardError::Inconsistent {
                engine: "GitLab",
                why: "CI_NODE_INDEX=0, but GitLab counts from 1".into(),
            });
        }
        ("GitLab", i - 1, n, "CI_NODE_INDEX/CI_NODE_TOTAL".into())
    } else if let Some(id) = num("Slurm", "SLURM_ARRAY_TASK_ID")? {
        let n = need("Slurm", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_ID")?;
        // `--array=5-8` numbers its tasks 5..8; `--array=0-15:4` steps by 4.
        let min = num("Slurm", "SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
        let step = num("Slurm", "SLURM_ARRAY_TASK_STEP")?.unwrap_or(1).max(1);
        if id < min || (id - min) % step != 0 {
            return Err(ShardError::Inconsistent {
                    engine: "Slurm",
                    why: format!(
                        "SLURM_ARRAY_TASK_ID={id} is not in the array from SLURM_ARRAY_TASK_MIN={min} in steps of {step} (an array written as a list, e.g. --array=1,5,9, cannot be mapped to shards: use a range)"
                    ),
                });
        }
        (
            "Slurm",
            (id - min) / step,
            n,
            "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT".into(),
        )
    } else if let Some(i) = num("Kubernetes", "JOB_COMPLETION_INDEX")? {
        let n = need(
            "Kubernetes",
            "CUCONFORM_SHARD_COUNT",
            "JOB_COMPLETION_INDEX: set it to the Job's `completions`",
        )?;
        (
            "Kubernetes",
            i,
            n,
            "JOB_COMPLETION_INDEX/CUCONFORM_SHARD_COUNT".into(),
        )
    } else {
        return Err(ShardError::NoEngine);
    };
    if count == 0 || zero_based >= count {
        return Err(ShardError::Inconsistent {
            engine,
            why: format!(
                "shard {} of {count} ({vars}): the index must be below the count",
                zero_based + 1
            ),
        });
    }
    let (index, count) = match (u32::try_from(zero_based + 1), u32::try_from(count)) {
        (Ok(i), Ok(n)) => (i, n),
        _ => {
            return Err(ShardError::Inconsistent {
                engine,
                why: format!("{count} shards is more than cuconform counts"),
            })
        }
    };
    Ok(Auto {
        index,
        count,
        source: format!("{engine}: {vars}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(vars: &[(&str, &str)]) -> Result<(u32, u32), ShardError> {
        let env = |k: &str| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        };
        from_env(&env).map(|a| (a.index, a.count))
    }

    #[test]
    fn explicit_variable_for_github_and_anything_else() {
        assert_eq!(read(&[("CUCONFORM_SHARD", "2/4")]), Ok((2, 4)));
        // It wins over an engine's own variables.
        assert_eq!(
            read(&[
                ("CUCONFORM_SHARD", "1/2"),
                ("CI_NODE_INDEX", "2"),
                ("CI_NODE_TOTAL", "2")
            ]),
            Ok((1, 2))
        );
        assert!(matches!(
            read(&[("CUCONFORM_SHARD", "0/4")]),
            Err(ShardError::Inconsistent { .. })
        ));
        assert!(matches!(
            read(&[("CUCONFORM_SHARD", "5/4")]),
            Err(ShardError::Inconsistent { .. })
        ));
        assert!(matches!(
            read(&[("CUCONFORM_SHARD", "two")]),
            Err(ShardError::Inconsistent { .. })
        ));
    }

    #[test]
    fn buildkite_counts_from_zero() {
        let bk = |i, n| {
            read(&[
                ("BUILDKITE_PARALLEL_JOB", i),
                ("BUILDKITE_PARALLEL_JOB_COUNT", n),
            ])
        };
        assert_eq!(bk("0", "4"), Ok((1, 4)));
        assert_eq!(bk("3", "4"), Ok((4, 4)));
        assert!(matches!(bk("4", "4"), Err(ShardError::Inconsistent { .. })));
        assert_eq!(
            read(&[("BUILDKITE_PARALLEL_JOB", "1")]),
            Err(ShardError::Missing {
                engine: "Buildkite",
                var: "BUILDKITE_PARALLEL_JOB_COUNT",
                with: "BUILDKITE_PARALLEL_JOB"
            })
        );
    }

    #[test]
    fn gitlab_counts_from_one() {
        let gl = |i, n| read(&[("CI_NODE_INDEX", i), ("CI_NODE_TOTAL", n)]);
        assert_eq!(gl("1", "3"), Ok((1, 3)));
        assert_eq!(gl("3", "3"), Ok((3, 3)));
        assert!(matches!(gl("0", "3"), Err(ShardError::Inconsistent { .. })));
        assert!(matches!(gl("4", "3"), Err(ShardError::Inconsistent { .. })));
        assert!(matches!(gl("x", "3"), Err(ShardError::NotANumber { .. })));
    }

    #[test]
    fn slurm_arrays_start_at_their_min_and_step() {
        let s = |vars: &[(&str, &str)]| read(vars);
        // --array=0-3
        assert_eq!(
            s(&[
                ("SLURM_ARRAY_TASK_ID", "0"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "0")
            ]),
            Ok((1, 4))
        );
        // --array=5-8: task 8 is the 4th of 4
        assert_eq!(
            s(&[
                ("SLURM_ARRAY_TASK_ID", "8"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "5"),
                ("SLURM_ARRAY_TASK_MAX", "8")
            ]),
            Ok((4, 4))
        );
        // --array=0-15:4: tasks 0, 4, 8, 12
        assert_eq!(
            s(&[
                ("SLURM_ARRAY_TASK_ID", "12"),
                ("SLURM_ARRAY_TASK_COUNT", "4"),
                ("SLURM_ARRAY_TASK_MIN", "0"),
                ("SLURM_ARRAY_TASK_STEP", "4")
            ]),
            Ok((4, 4))
        );
        // A list (--array=1,5,9) does not map onto shards.
        assert!(matches!(
            s(&[
                ("SLURM_ARRAY_TASK_ID", "9"),
                ("SLURM_ARRAY_TASK_COUNT", "3"),
                ("SLURM_ARRAY_TASK_MIN", "1")
            ]),
            Err(ShardError::Inconsistent { .. })
        ));
    }

    #[test]
    fn kubernetes_indexed_jobs_take_the_count_from_cuconform_shard_count() {
        assert_eq!(
            read(&[
                ("JOB_COMPLETION_INDEX", "2"),
                ("CUCONFORM_SHARD_COUNT", "8")
            ]),
            Ok((3, 8))
        );
        let e = read(&[("JOB_COMPLETION_INDEX", "2")]).unwrap_err();
        assert!(
            e.to_string().contains("CUCONFORM_SHARD_COUNT is not set"),
            "{e}"
        );
    }

    #[test]
    fn nothing_set_is_an_error_naming_what_to_set() {
        let e = read(&[]).unwrap_err();
        assert_eq!(e, ShardError::NoEngine);
        assert!(e.to_string().contains("CI_NODE_INDEX"), "{e}");
    }
}
