#!/usr/bin/env python3
"""Run `cuconform check` over the real-code corpus of manifest.yaml (issue 15).

Materialises each project's source files at its manifest commit from a local git copy (a clone
or a bare git directory) unless already there, checks every selected file in its own process
with the project's flags and a per-file timeout, and prints (or writes) a Markdown table of
findings by project and by rule, the files with error findings, crashes, timeouts and CPU time.
"""
import argparse, concurrent.futures as cf, fnmatch, json, os, pathlib, resource, signal, subprocess, sys, time
from collections import Counter, defaultdict

import yaml

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
SOURCE_EXT = (".cu", ".cuh", ".h", ".hpp", ".hh", ".inl", ".hxx", ".cuinl", ".ipp", ".inc",
              ".cpp", ".cc", ".cxx", ".tcc")


def materialise(proj, root, mirror):
    dest = root / proj["name"]
    if dest.is_dir() and any(dest.iterdir()):
        return dest
    owner, name = proj["repository"].split("/")
    git = mirror.format(owner=owner, name=name)
    if not os.path.isdir(git):
        sys.exit(f"{proj['name']}: no local copy at {git} (clone {proj['repository']} there "
                 f"or pass --mirror)")
    dest.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, GIT_INDEX_FILE=str(root / f".index-{proj['name']}"))
    base = ["git", "--git-dir", git]
    if os.path.isdir(os.path.join(git, ".git")):
        base = ["git", "--git-dir", os.path.join(git, ".git")]
    subprocess.run(base + ["read-tree", proj["commit"]], env=env, check=True)
    names = subprocess.run(base + ["ls-tree", "-r", "--name-only", proj["commit"]], env=env,
                           check=True, capture_output=True, text=True).stdout.splitlines()
    keep = [n for n in names if n.endswith(SOURCE_EXT) or ("/include/" in n and "." not in
                                                             n.rsplit("/", 1)[-1])]
    subprocess.run(base + ["--work-tree", str(dest), "checkout-index", "--stdin"], env=env,
                   input="\n".join(keep), text=True, stderr=subprocess.DEVNULL)
    os.unlink(env["GIT_INDEX_FILE"])
    return dest


def select(proj, dest):
    files = set()
    for g in proj["files"]:
        files.update(p for p in dest.glob(g) if p.is_file())
    return sorted(files)


def flags_for(proj, dest, extra):
    out = []
    for f in proj.get("flags", []):
        for pre in ("-isystem", "-I"):
            if f.startswith(pre) and len(f) > len(pre):
                f = pre + str((dest / f[len(pre):]).resolve())
                break
        out.append(f)
    return out + extra


def check_one(checker, flags, path, timeout):
    t0 = time.monotonic()
    p = subprocess.Popen([checker, "--format", "json"] + flags + [str(path)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        status = "ok"
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        status = "timeout"
    wall = time.monotonic() - t0
    findings = []
    if status == "ok":
        if p.returncode not in (0, 1):
            status = "crash"
        else:
            try:
                findings = json.loads(out or b"[]")
            except ValueError:
                status = "crash"
    return dict(path=path, status=status, findings=findings, wall=wall,
                err=err.decode(errors="replace")[-300:])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manifest", default=str(HERE / "manifest.yaml"))
    ap.add_argument("--root", default="/work/scratch/realcode",
                    help="where the projects' files are (or are materialised)")
    ap.add_argument("--mirror", default="/work/.mirror/{owner}+{name}/repo",
                    help="local git copy of each repository ({owner}, {name} substituted)")
    ap.add_argument("--checker", default=str(REPO / "target/release/examples/check"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--only", action="append", help="only this project (repeatable)")
    ap.add_argument("--flag", action="append", default=[],
                    help="extra flag for every file (e.g. --flag=--cuda-path=DIR)")
    ap.add_argument("--out", help="write the Markdown table here as well")
    ap.add_argument("--list", action="store_true", help="list every error finding")
    ap.add_argument("--dump", help="write every finding of every file here (JSON lines, sorted): "
                    "two runs' dumps compare file by file")
    a = ap.parse_args()
    man = yaml.safe_load(open(a.manifest))
    root = pathlib.Path(a.root)
    root.mkdir(parents=True, exist_ok=True)
    jobs = []
    for proj in man["projects"]:
        if a.only and proj["name"] not in a.only:
            continue
        dest = materialise(proj, root, a.mirror)
        fl = flags_for(proj, dest, a.flag)
        for f in select(proj, dest):
            extra = [x for o in proj.get("overrides", [])
                     if any(fnmatch.fnmatch(str(f.relative_to(dest)), g) for g in o["files"])
                     for x in o["flags"]]
            jobs.append((proj["name"], dest, fl + extra, f))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        res = list(ex.map(lambda j: (j[0], j[1], check_one(a.checker, j[2], j[3], a.timeout)),
                          jobs))
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    per = defaultdict(lambda: Counter())
    by_rule = defaultdict(lambda: Counter())
    err_files, bad, slow = [], [], []
    for name, dest, r in res:
        c = per[name]
        c["files"] += 1
        c[r["status"]] += 1
        rel = r["path"].relative_to(dest)
        if r["status"] != "ok":
            bad.append((name, rel, r["status"], r["err"].strip().splitlines()[-1:] or [""]))
        slow.append((r["wall"], name, rel))
        errs = [f for f in r["findings"] if f["severity"] == "error"]
        warns = [f for f in r["findings"] if f["severity"] != "error"]
        c["errors"] += len(errs)
        c["warnings"] += len(warns)
        if errs:
            c["error files"] += 1
            err_files.append((name, rel, errs, dest))
        for f in r["findings"]:
            by_rule[(f["rule"], f["severity"])][name] += 1
    names = list(per)
    tot = Counter()
    for c in per.values():
        tot.update(c)
    L = []
    L.append(f"Files: {tot['files']}; files with error findings: {tot['error files']} "
             f"({100.0 * tot['error files'] / max(tot['files'], 1):.1f}%); crashes: {tot['crash']}; "
             f"timeouts ({a.timeout:g} s): {tot['timeout']}; CPU {cpu:.1f} s, wall {wall:.1f} s "
             f"with {a.jobs} jobs.\n")
    L.append("| project | files | files with errors | error findings | warnings | crashes | timeouts |")
    L.append("|---|---:|---:|---:|---:|---:|---:|")
    for n in names + ["total"]:
        c = tot if n == "total" else per[n]
        L.append(f"| {n} | {c['files']} | {c['error files']} | {c['errors']} | {c['warnings']} "
                 f"| {c['crash']} | {c['timeout']} |")
    L.append("\nFindings by rule (per project):\n")
    L.append("| rule | severity | " + " | ".join(names) + " | total |")
    L.append("|---|---|" + "---:|" * (len(names) + 1))
    for (rule, sev), c in sorted(by_rule.items(), key=lambda kv: (kv[0][1], -sum(kv[1].values()))):
        L.append(f"| {rule} | {sev} | " + " | ".join(str(c.get(n, 0)) for n in names)
                 + f" | {sum(c.values())} |")
    L.append("\nFiles with error findings:\n")
    for name, rel, errs, dest in err_files:
        L.append(f"- {name}/{rel}: " + ", ".join(sorted({e['rule'] for e in errs})))
        if a.list:
            for e in errs:
                L.append(f"  - {pathlib.Path(e['file']).relative_to(dest) if e['file'].startswith(str(dest)) else e['file']}"
                         f":{e['line']}: {e['rule']}: {e['message']}")
    L.append("\nCrashes and timeouts:\n")
    for name, rel, st, err in bad:
        L.append(f"- {name}/{rel}: {st} {err[0] if err else ''}")
    if not bad:
        L.append("- none")
    L.append("\nSlowest files (wall):\n")
    for w, name, rel in sorted(slow, reverse=True)[:5]:
        L.append(f"- {name}/{rel}: {w:.2f} s")
    text = "\n".join(L) + "\n"
    if a.dump:
        with open(a.dump, "w") as fh:
            for name, dest, r in sorted(res, key=lambda x: str(x[2]["path"])):
                fs = sorted((f["file"], f["line"], f["column"], f["rule"], f["severity"])
                            for f in r["findings"])
                fh.write(json.dumps(dict(path=str(r["path"]), status=r["status"],
                                         findings=fs)) + "\n")
    if a.out:
        pathlib.Path(a.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
