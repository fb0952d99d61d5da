#!/usr/bin/env python3
"""The harness's overhead over the nvcc commands it runs (issue 16).

Runs `cuconform run SELECTION -t TOOLCHAIN --no-cache -j JOBS` and, interleaved with it (A B B A
...), the very nvcc commands it ran, from its results file, through `xargs -P JOBS`, each trial
in a fresh folder that is its TMPDIR and removed after (as the harness does). Prints each
repetition's wall times and ratio, then the mean and spread of the ratio, and where the
harness's time went in its last run: the time inside nvcc (sum of steps), the rest of each trial
(temp folder, judging, cache), and the scheduling tail (wall time minus busy time / jobs).

    scripts/overhead-vs-xargs.py [--reps 4] [--jobs 2] [--toolchain nvcc@13.5] \
        [--bin target/debug/cuconform] [--baseline OTHER-BIN] [SELECTION ...]

The default selection is the one of the issue: cases/templates cases/operators
cases/host-extensions (137 cases). The machine should be otherwise idle; where it is shared,
more repetitions and the interleaving keep the comparison fair.
"""
import argparse
import json
import resource
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser()
ap.add_argument("--reps", type=int, default=4)
ap.add_argument("--jobs", type=int, default=2)
ap.add_argument("--toolchain", default="nvcc@13.5")
ap.add_argument("--bin", default="target/debug/cuconform")
ap.add_argument("--baseline", help="another cuconform binary, timed the same way in each repetition")
ap.add_argument("--variant", action="append", default=[], metavar="NAME:ENV=V,...:ARG ...",
                help="one more harness side, the same binary with environment variables and/or "
                     "extra arguments, e.g. `nogpu:CUCONFORM_NO_GPU=1:` or `nolimit::--mem-limit 0`")
ap.add_argument("selection", nargs="*",
                default=["cases/templates", "cases/operators", "cases/host-extensions"])
args = ap.parse_args()

scratch = tempfile.mkdtemp(prefix="overhead-")
out = os.path.join(scratch, "r.json")


def cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


CPU = {}


TCK = os.sysconf("SC_CLK_TCK")


def harness(binary=None, env=None, extra=()):
    cmd = [binary or args.bin, "run", *args.selection, "-t", args.toolchain, "--no-cache",
           "-j", str(args.jobs), "-o", out, *extra]
    t, c = time.monotonic(), cpu()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         env={**os.environ, **(env or {})})
    # The harness's own CPU (not its children's), read from /proc until it exits: what the
    # harness process itself costs, apart from the compilers it starts.
    own = 0.0
    while p.poll() is None:
        try:
            f = open(f"/proc/{p.pid}/stat").read().rsplit(")", 1)[1].split()
            own = (int(f[11]) + int(f[12])) / TCK
        except (OSError, IndexError, ValueError):
            pass
        time.sleep(0.05)
    err = p.stderr.read()
    wall = time.monotonic() - t
    CPU["last"] = cpu() - c
    CPU["own"] = own
    if p.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}): {err}")
    return wall


def trial_scripts(results):
    """One shell script per trial that ran commands: its steps, in its own fresh folder."""
    tdir = os.path.join(scratch, "trials")
    shutil.rmtree(tdir, ignore_errors=True)
    os.makedirs(tdir)
    paths = []
    for i, r in enumerate(results["results"]):
        # A trial outside its CUDA range is built too, as an observation (its steps are kept
        # beside the outcome): leaving those out made the floor do 4.5% less work than the
        # harness on an H100 (14 of 373 compile trials).
        steps = [s for o in (r.get("outcome"), (r.get("observation") or {}).get("outcome"))
                 for s in ((o or {}).get("steps") or [])]
        if not steps:
            continue
        # The trial's work folder is the folder of its `-o` files: /tmp/cuconform-XXXX.
        work = None
        for s in steps:
            for w in s["command"].split():
                if "/cuconform-" in w and w.endswith((".o", ".exe")):
                    work = os.path.dirname(w)
        lines = ['d=$(mktemp -d "${TMPDIR:-/tmp}/xargs-XXXXXX")', 'cd "$d"']
        for s in steps:
            c = s["command"].replace(work, '"$d"') if work else s["command"]
            # Stop at the first failing step, as the harness does.
            lines.append(f'TMPDIR="$d" {c} >/dev/null 2>&1 || {{ rm -rf "$d"; exit 0; }}')
        lines.append('rm -rf "$d"')
        p = os.path.join(tdir, f"{i:05}.sh")
        with open(p, "w") as f:
            f.write("\n".join(lines) + "\n")
        paths.append(p)
    return paths


def xargs(paths):
    t, c = time.monotonic(), cpu()
    subprocess.run(["xargs", "-P", str(args.jobs), "-n", "1", "sh"],
                   input="\n".join(paths), text=True, check=True)
    CPU["last"] = cpu() - c
    return time.monotonic() - t


def breakdown(results, wall):
    def all_steps(r):
        return [s for o in (r.get("outcome"), (r.get("observation") or {}).get("outcome"))
                for s in ((o or {}).get("steps") or [])]
    rs = [r for r in results["results"] if all_steps(r)]
    steps = sum(s["duration_ms"] for r in rs for s in all_steps(r)) / 1000
    trials = sum(r["duration_ms"] for r in rs) / 1000
    print(f"  last harness run: {len(rs)} trials with builds, wall {wall:.1f} s; "
          f"inside the build steps {steps:.1f} s, whole trials {trials:.1f} s "
          f"(+{(trials - steps) * 1000 / max(len(rs), 1):.1f} ms a trial around the steps); "
          f"busy / {args.jobs} jobs = {trials / args.jobs:.1f} s, "
          f"so {wall - trials / args.jobs:.1f} s of start-up, end-of-run tail and writing")


# A first run lists the commands (and warms the page cache for both sides).
harness()
results = json.load(open(out))
paths = trial_scripts(results)
print(f"{len(paths)} trials with builds; {args.reps} repetitions, jobs {args.jobs}")
variants = {}
for v in args.variant:
    name, envs, extra = (v.split(":", 2) + ["", ""])[:3]
    env = dict(e.split("=", 1) for e in envs.split(",") if e)
    variants[name] = (env, extra.split())
sides = ["h", "x"] + (["b"] if args.baseline else []) + list(variants)
times = {s: [] for s in sides}
cpus = {s: [] for s in sides}
owns = {s: [] for s in sides}
for rep in range(args.reps):
    # Each side goes first, last and between in turn, so a load that comes and goes on a
    # shared machine falls on every side alike.
    order = sides[rep % len(sides):] + sides[:rep % len(sides)]
    if rep % 2:
        order.reverse()
    got = {}
    for side in order:
        CPU["own"] = 0.0
        if side in variants:
            got[side] = harness(None, *variants[side])
        else:
            got[side] = {"h": lambda: harness(), "b": lambda: harness(args.baseline),
                         "x": lambda: xargs(paths)}[side]()
        times[side].append(got[side])
        cpus[side].append(CPU["last"])
        owns[side].append(CPU["own"])
    line = (f"  rep {rep + 1}: harness {got['h']:.2f} s ({cpus['h'][-1]:.1f} s CPU), "
            f"xargs {got['x']:.2f} s ({cpus['x'][-1]:.1f} s CPU), ratio {got['h'] / got['x']:.3f}")
    if args.baseline:
        line += (f"; baseline {got['b']:.2f} s ({cpus['b'][-1]:.1f} s CPU), "
                 f"ratio {got['b'] / got['x']:.3f}")
    for v in variants:
        line += (f"; {v} {got[v]:.2f} s ({cpus[v][-1]:.1f} s CPU, own {owns[v][-1]:.2f}), "
                 f"ratio {got[v] / got['x']:.3f}")
    line += f"; harness own CPU {owns['h'][-1]:.2f} s"
    print(line, flush=True)


def summary(name, side):
    hs = times[side]
    ratios = [h / x for h, x in zip(hs, times["x"])]
    cratios = [h / x for h, x in zip(cpus[side], cpus["x"])]
    spread = statistics.stdev(ratios) if len(ratios) > 1 else 0.0
    print(f"{name}: {statistics.mean(hs):.2f} s vs xargs {statistics.mean(times['x']):.2f} s; "
          f"wall ratio median {statistics.median(ratios):.3f}, mean {statistics.mean(ratios):.3f}, "
          f"sd {spread:.3f}, "
          f"min {min(ratios):.3f}, max {max(ratios):.3f}; CPU ratio mean "
          f"{statistics.mean(cratios):.3f} (CPU {statistics.mean(cpus[side]):.1f} s vs "
          f"{statistics.mean(cpus['x']):.1f} s; the harness's own "
          f"{statistics.mean(owns[side]):.2f} s)")


summary(args.bin, "h")
if args.baseline:
    summary(args.baseline, "b")
for v in variants:
    summary(f"{args.bin} [{v}]", v)
wall = harness()
breakdown(json.load(open(out)), wall)
shutil.rmtree(scratch, ignore_errors=True)
