# Shared by the sbatch scripts of this folder (sourced, not run).
#
# Settings, from the environment `submit.sh` passes on (sbatch exports it):
#   CUCONFORM   the cuconform binary (on a shared file system)
#   SUITE       the clone of this repository (its cases/ and expectations/), shared
#   WORK        a shared folder for this run: artifacts/, results/, logs
#   CASES       the cases to run (default $SUITE/cases)
#   TOOLCHAIN   what `run -t` takes (default nvcc@13.5)
#   RUN_ARGS    more `run` flags for every stage (e.g. --phase run)
#   GPU_ARGS    more `run` flags for the GPU stage (default --gpu-jobs 4: a GPU starts ~5 programs
#               a second however many wait, reports/gpu/README.md; e.g. add --sanitizer)
#   CUCONFORM_CACHE_DIR  the result cache, on the shared file system so that build nodes share
#                it and the next run rebuilds only what changed (entries are renamed into
#                place, safe for concurrent writers)
set -u
: "${CUCONFORM:?set CUCONFORM to the cuconform binary}"
: "${SUITE:?set SUITE to the cuconform clone}"
: "${WORK:?set WORK to a shared folder for this run}"
CASES=${CASES:-$SUITE/cases}
TOOLCHAIN=${TOOLCHAIN:-nvcc@13.5}
RUN_ARGS=${RUN_ARGS:-}
GPU_ARGS=${GPU_ARGS:---gpu-jobs 4}
TASK=${SLURM_ARRAY_TASK_ID:-0}
mkdir -p "$WORK/results"

# This task's shard. `--shard auto` reads SLURM_ARRAY_TASK_ID / SLURM_ARRAY_TASK_COUNT itself;
# a cuconform from before `--shard auto` is given the same shard as K/N (K counted from 1).
shard() {
  if "$CUCONFORM" run --help 2>/dev/null | grep -q -- '--shard.*auto\|auto.*SLURM'; then
    echo auto
  else
    echo "$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-0} + 1))/${SLURM_ARRAY_TASK_COUNT:-1}"
  fi
}

# Runs cuconform, keeping its exit status in results/NAME.rc for the report stage. Unexpected
# results (1) are the report's business, not Slurm's: the task succeeds so the next stage
# starts; anything else (a usage error, an interrupt, a crash) fails the task.
run_stage() {
  name=$1
  shift
  # shellcheck disable=SC2086 # RUN_ARGS and GPU_ARGS are lists of flags
  "$CUCONFORM" --cases "$CASES" run -t "$TOOLCHAIN" -j "${SLURM_CPUS_PER_TASK:-1}" \
    "$@" -o "$WORK/results/$name.json"
  rc=$?
  echo "$rc" > "$WORK/results/$name.rc"
  [ "$rc" -le 1 ]
}
