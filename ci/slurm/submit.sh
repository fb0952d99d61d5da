#!/bin/sh
# Submits a whole cuconform run to Slurm: a CPU job array builds (stage 1), a GPU job array
# runs the stored programs once the builds succeeded (stage 2), and one job merges and reports
# once both are done (stage 3). Prints the three job ids; the report is $WORK/report, the merged
# results $WORK/merged.json.
#
#   CUCONFORM=/shared/bin/cuconform SUITE=/shared/cuconform WORK=/shared/runs/$(date +%F) \
#     ci/slurm/submit.sh
#
# Settings (environment): BUILD_TASKS (default 8), GPU_TASKS (default 4), CPU_OPTS and GPU_OPTS
# (sbatch options of each array: partition, CPUs, time; GPU_OPTS default `--gres=gpu:1`),
# REPORT_OPTS; and those of common.sh (TOOLCHAIN, RUN_ARGS, GPU_ARGS, CUCONFORM_CACHE_DIR).
set -eu
: "${CUCONFORM:?set CUCONFORM to the cuconform binary}"
: "${SUITE:?set SUITE to the cuconform clone}"
: "${WORK:?set WORK to a shared folder for this run}"
BUILD_TASKS=${BUILD_TASKS:-8}
GPU_TASKS=${GPU_TASKS:-4}
CPU_OPTS=${CPU_OPTS:---cpus-per-task=16}
GPU_OPTS=${GPU_OPTS:---gres=gpu:1 --cpus-per-task=8}
REPORT_OPTS=${REPORT_OPTS:-}
export CUCONFORM SUITE WORK
mkdir -p "$WORK/results"
echo "$BUILD_TASKS" > "$WORK/build.tasks"
echo "$GPU_TASKS" > "$WORK/gpu.tasks"
here=$SUITE/ci/slurm
# shellcheck disable=SC2086 # the *_OPTS are lists of sbatch options
build=$(sbatch --parsable --chdir="$WORK" --array="0-$((BUILD_TASKS - 1))" $CPU_OPTS "$here/build.sbatch")
# shellcheck disable=SC2086
gpu=$(sbatch --parsable --chdir="$WORK" --array="0-$((GPU_TASKS - 1))" $GPU_OPTS \
  --dependency="afterok:$build" --kill-on-invalid-dep=yes "$here/gpu.sbatch")
# shellcheck disable=SC2086
report=$(sbatch --parsable --chdir="$WORK" $REPORT_OPTS \
  --dependency="afterany:$build:$gpu" "$here/report.sbatch")
echo "build $build"
echo "gpu $gpu"
echo "report $report"
