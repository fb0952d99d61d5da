#!/usr/bin/env python3
"""Draw the deviation review sample of issue 23 ("Done when", fourth bullet).

Usage: scripts/deviation-sample.py SEED [PER_FAMILY]   (run from the repository root)

Families, each one pooled list of (file, trial id) pairs, sorted, nothing excluded:
  1. nvcc:  expectations/nvcc-*.yaml (11.8, 12.4, 13.0..13.5, gpu-image);
  2. NVRTC: expectations/nvrtc-*.yaml;
  3. clang: expectations/clang-*.yaml.
The draw is per entry, not first per file: every entry of a family's files is equally likely, so
a file with many entries gives more of the sample. One random.Random(SEED) draws from the families
in that order, `rng.sample(list, n)` each, so the same seed on the same tree gives the same sample
(REVIEW-DEVIATIONS-S10 used seed 231127).
"""
import pathlib
import random
import sys

import yaml

FAMILIES = [("nvcc", "nvcc-"), ("NVRTC", "nvrtc-"), ("clang", "clang-")]


def main():
    seed = int(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = random.Random(seed)
    k = 0
    for name, prefix in FAMILIES:
        pool = []
        files = sorted(pathlib.Path("expectations").glob(prefix + "*.yaml"))
        for f in files:
            doc = yaml.safe_load(f.read_text(encoding="utf-8"))
            for trial, entry in sorted((doc.get("deviations") or {}).items()):
                pool.append((f.stem, trial, entry.get("kind", "?")))
        print(f"# family {name}: {len(pool)} entries in {len(files)} files")
        for stem, trial, kind in sorted(rng.sample(pool, n)):
            k += 1
            print(f"{k}\t{name}\t{stem}\t{trial}\t{kind}")


if __name__ == "__main__":
    main()
