#!/usr/bin/env python3
"""Run `cuconform check` over the real-code corpus of manifest.yaml (issue 15).

Materialises each project's source files at its manifest commit from a local git copy (a clone
or a bare git directory) unless already there, checks every selected file in its own process
with the project's flags and a per-file timeout, and prints (or writes) a Markdown table of
findings by project and by rule, the files with error findings, crashes, timeouts and CPU time.
"""
import argparse, concurrent.futures as cf, fnmatch, json, os, pathlib, re, resource, shlex, shutil, signal, statistics, subprocess, sys, threading, time
from collections import Counter, defaultdict

import yaml

import provision

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
SOURCE_EXT = (".cu", ".cuh", ".h", ".hpp", ".hh", ".inl", ".hxx", ".cuinl", ".ipp", ".inc",
              ".cpp", ".cc", ".cxx", ".tcc", ".in", ".cmakein", ".def", ".cuinc", ".c", ".cmake", ".md")


def materialise(proj, root, mirror):
    dest = root / proj["name"]
    # a checkout made with another list of source extensions (C files some units #include) is
    # completed: checkout-index writes only the files that are not there yet
    stamp = dest / ".materialised"
    want = json.dumps([proj["commit"], SOURCE_EXT])
    if not (dest.is_dir() and any(dest.iterdir())) or not stamp.is_file() or stamp.read_text() != want:
        checkout(proj, dest, root, mirror)
        stamp.write_text(want)
    # the dependencies the project pins (submodules, fetched-at-build-time libraries), each
    # at its own commit under the path its build expects it (a dep added to the manifest later
    # is checked out into an existing checkout)
    for dep in proj.get("deps", []):
        if not (dest / dep["path"]).is_dir():
            checkout(dict(dep, name=f"{proj['name']}-{dep['path'].replace('/', '_')}"),
                     dest / dep["path"], root, mirror)
    # headers a build installs into its build tree before compiling (nccl's `make` copies
    # nccl_device.h and the DOCA headers under build/include, where its units find them)
    for cp in proj.get("copy", []):
        src, out = dest / cp["from"], dest / cp["to"]
        if src.is_dir():
            shutil.copytree(src, out, dirs_exist_ok=True)
        else:
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, out)
    # what the build generates is rewritten each time (cheap, and follows manifest edits)
    for conf in proj.get("configure", []):
        configure_file(dest, conf, lambda path: show(proj, mirror, path))
    for gen in proj.get("generate", []):
        generate(dest, gen)
    # a file's text as a C++ raw string (nvbench's cmake/FileToString.cmake file_to_string)
    for emb in proj.get("embed", []):
        out = dest / emb["out"]
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(f"#include <string>\nnamespace {emb.get('namespace', '')} {{\n"
                       f"const std::string {emb['name']} =\nR\"expected("
                       f"{(dest / emb['in']).read_text()})expected\";\n}}\n")
    return dest


def generate(dest, gen):
    """Source files a build writes from one template by plain text replacement over a product
    of values (faiss's generate_ivf_interleaved_code): each axis is a list of replacement sets;
    each file is named `name` and the values, characters other than [A-Za-z0-9_] dropped."""
    text = (dest / gen["template"]).read_text()
    combos = [{}]
    for axis in gen["product"]:
        combos = [dict(c, **r) for c in combos for r in axis]
    out = dest / gen["out"]
    out.mkdir(parents=True, exist_ok=True)
    for c in combos:
        body = text
        for k, v in c.items():
            body = body.replace(k, str(v))
        stem = re.sub(r"[^A-Za-z0-9_]", "", "_".join([gen["name"]] + [str(v) for v in c.values()]))
        (out / (stem + pathlib.Path(gen["template"]).suffix)).write_text(body)


def matrix_product(m, key=None):
    """The entries of a build-matrix JSON document as cuVS's compute_matrix_product.py reads it:
    an object is the product of its members (in key order, the first outermost), a list the
    union of its elements' products, a scalar one binding of the nearest enclosing key."""
    if isinstance(m, dict):
        out = [{}]
        for k in sorted(m):
            out = [dict(a, **b) for a in out for b in matrix_product(m[k], k)]
        return out
    if isinstance(m, list):
        return [e for v in m for e in matrix_product(v, key)]
    if key is None:
        raise ValueError("a scalar at the top of a build matrix has no name")
    return [{key: m}]


def configure_file(dest, conf, read_pinned=None):
    """The headers a project's build generates from its own templates (CMake's configure_file:
    `@VAR@`, `${VAR}`, `#cmakedefine VAR`, `#cmakedefine01 VAR`), with the values the manifest
    records for a default build. A `matrix` variable is one cuVS's generate_string_matrix writes:
    `item` (its `@key@`s and `@semicolon@`) once per entry of the JSON build matrix at `json`
    (read from the pinned commit), joined by `glue`."""
    vals = {k: ("" if v is None else str(v)) for k, v in conf.get("vars", {}).items()}
    for var, spec in conf.get("matrix", {}).items():
        entries = matrix_product(json.loads(read_pinned(spec["json"])))
        items = [re.sub(r"@(\w+)@", lambda m: ";" if m[1] == "semicolon" else str(e.get(m[1], "")),
                        spec["item"]) for e in entries]
        vals[var] = spec.get("glue", "").join(items)
    on = lambda k: vals.get(k, "").upper() not in ("", "0", "OFF", "FALSE", "NO", "N")
    out = []
    lines = (dest / conf["in"]).read_text().splitlines()
    if "between" in conf:
        # a header a CMake script carries as text (CMakeRC's cmrc.hpp: `set(hpp_content [==[` ...
        # `]==])`, written out by file(GENERATE)): the lines strictly between the two markers
        start, end = conf["between"]
        i = next(k for k, l in enumerate(lines) if l.strip() == start)
        j = next(k for k, l in enumerate(lines) if k > i and l.strip() == end)
        lines = lines[i + 1:j]
    for line in lines:
        m = re.match(r"(\s*)#(\s*)cmakedefine01\s+(\w+)", line)
        if m:
            line = f"{m[1]}#{m[2]}define {m[3]} {int(on(m[3]))}"
        else:
            m = re.match(r"(\s*)#(\s*)cmakedefine\s+(\w+)(.*)", line)
            if m:
                line = (f"{m[1]}#{m[2]}define {m[3]}{m[4]}" if on(m[3])
                        else f"/* #undef {m[3]} */")
        line = re.sub(r"@(\w+)@", lambda m: vals.get(m[1], ""), line)
        if not conf.get("at_only", True):
            line = re.sub(r"\$\{([\w:]+)\}", lambda m: vals.get(m[1], ""), line)
        out.append(line)
    target = dest / conf["out"]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out) + "\n")


def show(proj, mirror, path):
    """One file of the project's pinned commit, read from the local copy (files the checkout
    leaves out, as a build's JSON matrices)."""
    owner, name = proj["repository"].split("/")
    git = mirror.format(owner=owner, name=name)
    if os.path.isdir(os.path.join(git, ".git")):
        git = os.path.join(git, ".git")
    r = subprocess.run(["git", "--git-dir", git, "show", f"{proj['commit']}:{path}"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{proj['name']}: {path} not at {proj['commit']} in {git}: {r.stderr.strip()}")
    return r.stdout


def checkout(proj, dest, root, mirror):
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
    # extensionless headers under an include/ folder, the repository's own top one too
    # (cuCollections' include/cuco/detail/__config)
    keep = [n for n in names if n.endswith(SOURCE_EXT) or ("/include/" in "/" + n and "." not in
                                                             n.rsplit("/", 1)[-1])]
    subprocess.run(base + ["--work-tree", str(dest), "checkout-index", "--stdin"], env=env,
                   input="\n".join(keep), text=True, stderr=subprocess.DEVNULL)
    os.unlink(env["GIT_INDEX_FILE"])


def select(proj, dest):
    """The units to check, and those the manifest excludes with the reason it gives
    (`excluded: [{files, why}]`: files the project's build cannot compile on Linux)."""
    files = set()
    for g in proj["files"]:
        files.update(p for p in dest.glob(g) if p.is_file())
    rel = lambda p: str(p.relative_to(dest))
    # files the project's own build does not compile as units (they are included by others, or
    # need a library that is not part of the corpus)
    files = {p for p in files if not any(fnmatch.fnmatch(rel(p), g) for g in proj.get("exclude", []))}
    # nor are the dependencies' own sources (their tests and examples)
    deps = [d["path"].rstrip("/") + "/" for d in proj.get("deps", [])]
    files = {p for p in files if not rel(p).startswith(tuple(deps))}
    dropped = []
    for ex in proj.get("excluded", []):
        hit = {p for p in files if any(fnmatch.fnmatch(rel(p), g) for g in ex["files"])}
        dropped += [(rel(p), ex["why"]) for p in sorted(hit)]
        files -= hit
    return sorted(files), dropped


def flags_for(proj, dest, extra, env=None, flags=None):
    """The flags with `{env}` (the provisioned environment) substituted and -I/-isystem paths
    made absolute against the checkout (the checker does not run in it)."""
    out = []
    for f in proj.get("flags", []) if flags is None else flags:
        if env is not None:
            f = f.replace("{env}", str(env))
        for pre in ("-isystem", "-I"):
            if f.startswith(pre) and len(f) > len(pre):
                f = pre + str((dest / f[len(pre):]).resolve())
                break
        out.append(f)
    return out + extra


def run_timed(argv, timeout):
    """Runs argv in its own session; returns (exit status or None on timeout, stdout, stderr,
    wall seconds, CPU seconds of the process and its children, reaped by wait4)."""
    t0 = time.monotonic()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         start_new_session=True)
    bufs = {}
    readers = [threading.Thread(target=lambda k, f: bufs.__setitem__(k, f.read()), args=(k, f))
               for k, f in (("out", p.stdout), ("err", p.stderr))]
    for t in readers:
        t.start()
    rc = None
    while True:
        pid, st, ru = os.wait4(p.pid, os.WNOHANG)
        if pid:
            rc = os.waitstatus_to_exitcode(st)
            break
        if time.monotonic() - t0 > timeout:
            os.killpg(p.pid, signal.SIGKILL)
            _, _, ru = os.wait4(p.pid, 0)
            break
        time.sleep(0.01)
    p.returncode = rc if rc is not None else -9  # reaped here: keep Popen from waiting again
    for t in readers:
        t.join()
    return (rc, bufs.get("out", b""), bufs.get("err", b""), time.monotonic() - t0,
            ru.ru_utime + ru.ru_stime)


def check_one(checker, flags, path, timeout, wall_factor):
    # the limit is on CPU time (the machine may be shared); the wall-clock bound, a multiple of
    # it, only stops a runaway process
    rc, out, err, wall, cpu = run_timed(checker + ["--format", "json"] + flags + [str(path)],
                                        timeout * wall_factor)
    status = "ok" if rc is not None and cpu <= timeout else "timeout"
    findings = []
    if status == "ok":
        if rc not in (0, 1):
            status = "crash"
        else:
            try:
                findings = json.loads(out or b"[]")
            except ValueError:
                status = "crash"
    return dict(path=path, status=status, findings=findings, wall=wall, cpu=cpu,
                err=err.decode(errors="replace")[-300:])


def incomplete(findings):
    """The checker's own findings that it did not read the whole unit (a bound it reached)."""
    return [f for f in findings if f["rule"].startswith("checker.")]


NOT_FOUND = re.compile(r"the header ([<\"][^>\"]*[>\"]) was not found")


def not_found(f):
    """The header an incomplete finding says was not found (nvcc stops there too: a library
    the manifest's environment does not provide, or a header the checkout lacks), else None."""
    m = NOT_FOUND.search(f.get("message", ""))
    return m[1] if m else None


PP_FLAGS = ("-I", "-isystem", "-D", "-U", "-std=", "-include")


def project_headers(flags, path, dest, cuda_include, timeout=60):
    """The distinct project headers (under the checkout) that one unit includes, listed by the
    host preprocessor with the project's flags and nvcc's CUDA macros: an estimate of what the
    checker must read, independent of the checker (None when the preprocessor fails)."""
    pp, it = [], iter(flags)
    for f in it:
        if f in ("-I", "-isystem", "-D", "-U", "-include"):
            f = f + next(it, "")
        if f.startswith(PP_FLAGS):
            pp.append(f)
    argv = (["g++", "-M", "-MG", "-x", "c++", "-D__CUDACC__", "-D__NVCC__", "-D__CUDACC_VER_MAJOR__=13",
             "-D__CUDACC_VER_MINOR__=5", f"-isystem{cuda_include}",
             f"-isystem{cuda_include}/cccl", "-include", "cuda_runtime.h"] + pp + [str(path)])
    try:
        r = subprocess.run(argv, capture_output=True, timeout=timeout, text=True)
    except subprocess.TimeoutExpired:
        return None
    if not r.stdout.strip():
        return None
    deps = r.stdout.replace("\\\n", " ").split()[2:]
    root = str(dest.resolve())
    return len({os.path.realpath(d) for d in deps if os.path.realpath(d).startswith(root + "/")
                and os.path.realpath(d) != str(path.resolve())})


def nvcc_one(nvcc, flags, path, timeout):
    """nvcc 13.5's `-c` on one file with the project's flags: (CPU seconds, ok)."""
    rc, _, err, _, cpu = run_timed([nvcc, "-c", "-o", os.devnull] + flags + [str(path)], timeout)
    return cpu, rc == 0, err.decode(errors="replace").strip().splitlines()[-1:]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manifest", default=str(HERE / "manifest.yaml"))
    ap.add_argument("--root", default="/work/realcode-src",
                    help="where the projects' files are (or are materialised)")
    ap.add_argument("--mirror", default="/work/.mirror/{owner}+{name}/repo",
                    help="local git copy of each repository ({owner}, {name} substituted)")
    ap.add_argument("--checker", default=str(REPO / "target/release/examples/check"),
                    help="the checker's command line (e.g. 'target/debug/cuconform check')")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20.0, help="CPU seconds per file")
    ap.add_argument("--wall-factor", type=float, default=5.0,
                    help="a file's process is killed after this many times --timeout, wall clock")
    ap.add_argument("--only", action="append", help="only this project (repeatable)")
    ap.add_argument("--flag", action="append", default=[],
                    help="extra flag for every file (e.g. --flag=--cuda-path=DIR)")
    ap.add_argument("--out", help="write the Markdown table here as well")
    ap.add_argument("--list", action="store_true", help="list every error finding")
    ap.add_argument("--dump", help="write every finding of every file here (JSON lines, sorted): "
                    "two runs' dumps compare file by file")
    ap.add_argument("--headers", action="store_true",
                    help="count each unit's distinct project headers with the host preprocessor "
                    "(g++ -M) and report the units over --header-budget")
    ap.add_argument("--header-budget", type=int, default=48,
                    help="the checker's include budget to compare the counts with")
    ap.add_argument("--nvcc", help="nvcc to compare the checker's CPU per file with")
    ap.add_argument("--nvcc-sample", type=int, default=0,
                    help="files per project (evenly spaced) compiled with --nvcc -c")
    ap.add_argument("--reuse", help="take each file's checker result from this --dump of an "
                    "earlier run instead of checking it again (e.g. to add the nvcc comparison)")
    a = ap.parse_args()
    checker = shlex.split(a.checker)
    man = yaml.safe_load(open(a.manifest))
    root = pathlib.Path(a.root)
    root.mkdir(parents=True, exist_ok=True)
    # the environment (toolkit with its libraries, system packages) every project is built in
    env = provision.provision(man)
    tk = provision.toolkit_root(man, env)
    if tk and not any(f.startswith(("--cuda-path", "--nvcc")) for f in a.flag):
        checker += ["--cuda-path", str(tk)]
    jobs, excluded = [], defaultdict(list)
    for proj in man["projects"]:
        if a.only and proj["name"] not in a.only:
            continue
        dest = materialise(proj, root, a.mirror)
        fl = flags_for(proj, dest, a.flag, env)
        units, excluded[proj["name"]] = select(proj, dest)
        for f in units:
            extra = flags_for(proj, dest, [], env,
                              [x for o in proj.get("overrides", [])
                               if any(fnmatch.fnmatch(str(f.relative_to(dest)), g) for g in o["files"])
                               for x in o["flags"]])
            jobs.append((proj["name"], dest, fl + extra, f))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    earlier = {}
    if a.reuse:
        for line in open(a.reuse):
            d = json.loads(line)
            earlier[d["path"]] = d

    lock = threading.Lock()
    partial = open(a.dump + ".partial", "a") if a.dump else None

    def one(j):
        d = earlier.get(str(j[3]))
        if d is not None:
            fs = [dict(file=f[0], line=f[1], column=f[2], rule=f[3], severity=f[4],
                       message=f[5] if len(f) > 5 else "")
                  for f in d["findings"]]
            return (j[0], j[1], dict(path=j[3], status=d["status"], findings=fs, wall=d["cpu"],
                                     cpu=d["cpu"], err=""))
        r = check_one(checker, j[2], j[3], a.timeout, a.wall_factor)
        if partial:
            # each result as it comes, so an interrupted run keeps what it did (--reuse reads it)
            # the message of the checker's own findings only (it names the header not found)
            fs = sorted((f["file"], f["line"], f["column"], f["rule"], f["severity"])
                        + ((f["message"],) if f["rule"].startswith("checker.") else ())
                        for f in r["findings"])
            with lock:
                partial.write(json.dumps(dict(path=str(r["path"]), status=r["status"],
                                              cpu=r["cpu"], findings=fs)) + "\n")
                partial.flush()
        return (j[0], j[1], r)

    with cf.ThreadPoolExecutor(a.jobs) as ex:
        res = list(ex.map(one, jobs))
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    # header counts an earlier run recorded (--reuse) stand unless counted again
    hdrs = {pathlib.Path(p): d["headers"] for p, d in earlier.items() if d.get("headers") is not None}
    if a.headers:
        cuda_inc = None
        if a.nvcc:
            cuda_inc = str(pathlib.Path(a.nvcc).resolve().parent.parent / "include")
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            counts = ex.map(lambda j: project_headers(j[2], j[3], j[1], cuda_inc or "/usr/include"),
                            jobs)
            for j, n in zip(jobs, counts):
                hdrs[j[3]] = n

    ratios = defaultdict(list)
    nvcc_fail = []
    if a.nvcc and a.nvcc_sample:
        by_proj = defaultdict(list)
        for j, (_, _, r) in zip(jobs, res):
            if r["status"] == "ok":
                by_proj[j[0]].append((j, r))
        for name, lst in by_proj.items():
            step = max(1, len(lst) // a.nvcc_sample)
            for j, r in lst[::step][:a.nvcc_sample]:
                ncpu, ok, msg = nvcc_one(a.nvcc, j[2], j[3], 600)
                if ok and ncpu > 0:
                    ratios[name].append(r["cpu"] / ncpu)
                else:
                    nvcc_fail.append((name, j[3].relative_to(j[1]), msg[0] if msg else ""))

    per = defaultdict(lambda: Counter())
    slowest = {}
    by_rule = defaultdict(lambda: Counter())
    err_files, bad, slow, cut = [], [], [], []
    missing_hdrs = defaultdict(Counter)
    for name, dest, r in res:
        c = per[name]
        c["files"] += 1
        c[r["status"]] += 1
        c["cpu"] += r["cpu"]
        rel = r["path"].relative_to(dest)
        if r["status"] != "ok":
            bad.append((name, rel, r["status"], r["err"].strip().splitlines()[-1:] or [""]))
        slow.append((r["wall"], r["cpu"], name, rel))
        if r["cpu"] >= slowest.get(name, (0.0, ""))[0]:
            slowest[name] = (r["cpu"], rel)
        inc = incomplete(r["findings"])
        bounds = [f for f in inc if not_found(f) is None]
        if bounds:
            c["incomplete"] += 1
            cut.append((name, rel, bounds))
        if len(bounds) < len(inc):
            c["header not found"] += 1
            for h in {not_found(f) for f in inc} - {None}:
                missing_hdrs[name][h] += 1
        n = hdrs.get(r["path"])
        if n is not None:
            c["headers max"] = max(c["headers max"], n)
            c["over budget"] += n > a.header_budget
        elif hdrs:
            c["headers unknown"] += 1
        errs = [f for f in r["findings"] if f["severity"] == "error" and f not in inc]
        warns = [f for f in r["findings"] if f["severity"] != "error" and f not in inc]
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
        for k, v in c.items():
            tot[k] = max(tot[k], v) if k == "headers max" else tot[k] + v
    L = []
    L.append(f"Files: {tot['files']}; files with error findings: {tot['error files']} "
             f"({100.0 * tot['error files'] / max(tot['files'], 1):.1f}%); units the checker "
             f"reports incomplete (a bound reached): {tot['incomplete']}; units with a header "
             f"not found: {tot['header not found']}; crashes: {tot['crash']}; "
             f"timeouts ({a.timeout:g} s CPU): {tot['timeout']}; CPU {cpu:.1f} s, wall {wall:.1f} s "
             f"with {a.jobs} jobs.\n")
    hcols = bool(hdrs)
    head = ("| project | files | files with errors | error findings | warnings | incomplete "
            "| header not found | crashes | timeouts | CPU s | slowest file (CPU s) |")
    rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
    if hcols:
        head += f" units > {a.header_budget} project headers | most headers |"
        rule += "---:|---:|"
    L.append(head)
    L.append(rule)
    for n in names + ["total"]:
        c = tot if n == "total" else per[n]
        sl = slowest.get(n)
        sl = f"{sl[1]} ({sl[0]:.2f})" if sl else max(
            (f"{v[1]} ({v[0]:.2f})" for v in slowest.values()), default="",
            key=lambda s: float(s.rsplit("(", 1)[1][:-1]))
        row = (f"| {n} | {c['files']} | {c['error files']} | {c['errors']} | {c['warnings']} "
               f"| {c['incomplete']} | {c['header not found']} | {c['crash']} | {c['timeout']} "
               f"| {c['cpu']:.1f} | {sl} |")
        if hcols:
            unk = f" (+{c['headers unknown']} unknown)" if c["headers unknown"] else ""
            row += f" {c['over budget']}{unk} | {c['headers max']} |"
        L.append(row)
    if ratios:
        allr = [x for v in ratios.values() for x in v]
        L.append(f"\nChecker CPU / nvcc `-c` CPU on the same files ({len(allr)} files): median "
                 f"{statistics.median(allr):.3f}; per project: "
                 + "; ".join(f"{n} {statistics.median(v):.3f} ({len(v)})"
                             for n, v in ratios.items()) + ".")
        if nvcc_fail:
            L.append(f"nvcc failed on {len(nvcc_fail)} sampled files (left out): "
                     + "; ".join(f"{n}/{p}" for n, p, _ in nvcc_fail[:10]))
    L.append("\nFindings by rule (per project):\n")
    L.append("| rule | severity | " + " | ".join(names) + " | total |")
    L.append("|---|---|" + "---:|" * (len(names) + 1))
    for (rule_, sev), c in sorted(by_rule.items(), key=lambda kv: (kv[0][1], -sum(kv[1].values()))):
        L.append(f"| {rule_} | {sev} | " + " | ".join(str(c.get(n, 0)) for n in names)
                 + f" | {sum(c.values())} |")
    L.append("\nFiles with error findings:\n")
    for name, rel, errs, dest in err_files:
        L.append(f"- {name}/{rel}: " + ", ".join(sorted({e['rule'] for e in errs})))
        if a.list:
            for e in errs:
                L.append(f"  - {pathlib.Path(e['file']).relative_to(dest) if e['file'].startswith(str(dest)) else e['file']}"
                         f":{e['line']}: {e['rule']}: {e['message']}")
    nex = sum(len(v) for v in excluded.values())
    L.append(f"\nFiles excluded (the project's build cannot compile them on Linux): {nex}\n")
    for name, lst in excluded.items():
        for why in dict.fromkeys(w for _, w in lst):
            fs = [f for f, w in lst if w == why]
            L.append(f"- {name}, {len(fs)}: {why} ({', '.join(fs)})")
    if not nex:
        L.append("- none")
    L.append("\nUnits the checker reports incomplete:\n")
    for name, rel, inc in cut:
        L.append(f"- {name}/{rel}: " + "; ".join(f"{i['rule']} at line {i['line']}" for i in inc[:2]))
    if not cut:
        L.append("- none")
    L.append("\nHeaders not found (nvcc stops there too; units per header):\n")
    for name, hs in missing_hdrs.items():
        L.append(f"- {name}: " + ", ".join(f"`{h}` ({n})" for h, n in hs.most_common()))
    if not missing_hdrs:
        L.append("- none")
    L.append("\nCrashes and timeouts:\n")
    for name, rel, st, err in bad:
        L.append(f"- {name}/{rel}: {st} {err[0] if err else ''}")
    if not bad:
        L.append("- none")
    L.append("\nSlowest files (wall, CPU):\n")
    for w, cp, name, rel in sorted(slow, reverse=True)[:5]:
        L.append(f"- {name}/{rel}: {w:.2f} s wall, {cp:.2f} s CPU")
    text = "\n".join(L) + "\n"
    if a.dump:
        with open(a.dump, "w") as fh:
            for name, dest, r in sorted(res, key=lambda x: str(x[2]["path"])):
                fs = sorted((f["file"], f["line"], f["column"], f["rule"], f["severity"])
                            for f in r["findings"])
                fh.write(json.dumps(dict(path=str(r["path"]), status=r["status"], cpu=r["cpu"],
                                         headers=hdrs.get(r["path"]), findings=fs)) + "\n")
    if a.out:
        pathlib.Path(a.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
