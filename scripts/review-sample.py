#!/usr/bin/env python3
"""Draw the stratified review sample of issue 13 ("Done when", third bullet).

Usage: scripts/review-sample.py SEED [PER_STRATUM]   (run from the repository root)

Strata, each a sorted list, nothing excluded:
  1. hand-written Appendix I cases: `section: I.*`, no `generated` folder in the path;
  2. generated Appendix I cases: `section: I.*` under a `generated/` folder (a file with
     `revisions:` is one file, so it counts once);
  3. Appendix D cases: `section: D.*` (hand-written or generated);
  4. entries (trial ids) of expectations/nvcc-13.5.yaml.
One random.Random(SEED) draws from the strata in that order, `rng.sample(list, n)` each, so the
same seed on the same tree gives the same sample (REVIEW-60 used seed 60137, REVIEW-61 20261126,
REVIEW-62 62062).
"""
import pathlib
import random
import re
import sys

import yaml

SECTION = re.compile(r'^section:\s*"?([A-Z])', re.M)


def section_letter(path):
    text = path.read_text(encoding="utf-8")
    m = re.search(r"/\*---(.*?)---\*/", text, re.S)
    if not m:
        sys.exit(f"{path}: no frontmatter")
    s = SECTION.search(m.group(1))
    if not s:
        sys.exit(f"{path}: no section")
    return s.group(1)


def main():
    seed = int(sys.argv[1])
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    root = pathlib.Path("cases")
    hand_i, gen_i, app_d = [], [], []
    for p in sorted(root.rglob("*.cu")):
        if "include" in p.relative_to(root).parts[:1]:
            continue
        cid = str(p.relative_to(root).with_suffix(""))
        letter = section_letter(p)
        generated = "generated" in p.relative_to(root).parts[:-1]
        if letter == "I":
            (gen_i if generated else hand_i).append(cid)
        elif letter == "D":
            app_d.append(cid)
    exp = yaml.safe_load(open("expectations/nvcc-13.5.yaml", encoding="utf-8"))
    entries = sorted(exp["deviations"])
    strata = [("hand-written I", hand_i), ("generated I", gen_i), ("D", app_d),
              ("nvcc-13.5 entries", entries)]
    rng = random.Random(seed)
    k = 0
    for num, (name, items) in enumerate(strata, 1):
        print(f"# stratum {num}: {name} ({len(items)})")
        for item in sorted(rng.sample(items, n)):
            k += 1
            print(f"{k}\t{num}\t{item}")


if __name__ == "__main__":
    main()
