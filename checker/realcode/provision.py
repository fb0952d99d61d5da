#!/usr/bin/env python3
"""Provision the environment the real-code corpus is checked in (manifest.yaml `environment`).

What each project's build finds installed beside nvcc, fetched at the versions the manifest pins
into a cache folder (`$CUCONFORM_CACHE/realcode-env`, default `~/.cache/cuconform/realcode-env`),
never into the system and never committed:

- `toolkit`: a CUDA toolkit root as a full install lays it out (one `include/` holding the
  runtime's, nvcc's, CCCL's and the math and communication libraries' headers), unpacked from
  PyPI's wheels (the exact versions the `cuda-toolkit` metapackage pins for the release); the
  checker is pointed at it with `--cuda-path`, so these headers are toolkit headers to it, as they
  are to nvcc.
- `debian`: packages whose headers a project includes from the system (MPI, Boost, Vulkan, ...),
  downloaded with `apt-get download` through a private apt configuration and unpacked with
  `dpkg-deb -x` under `debian/` (not installed); projects name `{env}/debian/usr/include` in their
  flags.
- `pypi`: wheels that carry C++ headers (tvm-ffi), unpacked under `pypi/<name>/`.
- `toolkit_files`: single headers of a full toolkit that the wheels lack (`<nvfunctional>`),
  taken from one pinned Debian package and put into the toolkit root; only those files, since
  the package's whole `/usr/include` (another CUDA release's runtime headers) would shadow the
  root's.

Each part is redone only when its pinned list changes (a stamp file holds the list). Run it
directly (`provision.py [--manifest M]`) or let run.py call it.
"""
import argparse, json, os, pathlib, shutil, subprocess, sys, zipfile

import yaml

HERE = pathlib.Path(__file__).resolve().parent


def cache_root():
    base = os.environ.get("CUCONFORM_CACHE")
    if not base:
        xdg = os.environ.get("XDG_CACHE_HOME")
        base = os.path.join(xdg, "cuconform") if xdg else os.path.expanduser("~/.cache/cuconform")
    return pathlib.Path(base) / "realcode-env"


def _stamp_ok(dest, pins):
    st = dest / ".provisioned"
    return st.is_file() and st.read_text() == json.dumps(pins, sort_keys=True)


def _stamp(dest, pins):
    (dest / ".provisioned").write_text(json.dumps(pins, sort_keys=True))


def _run(argv, what):
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"provision: {what} failed ({' '.join(argv[:3])} ...):\n{r.stderr[-2000:]}")
    return r.stdout


def _download_wheels(reqs, wheels):
    wheels.mkdir(parents=True, exist_ok=True)
    _run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(wheels)] + reqs,
         "pip download of " + ", ".join(reqs))


def _wheel_for(req, wheels):
    name, _, ver = req.partition("==")
    stem = name.replace("-", "_").lower() + "-" + ver + "-"
    found = [w for w in wheels.glob("*.whl") if w.name.lower().startswith(stem)]
    if not found:
        sys.exit(f"provision: no wheel for {req} in {wheels}")
    return found[0]


def toolkit(env, spec):
    """The toolkit root: every wheel's `<prefix>/include/**` unpacked into `root/include`."""
    dest = env / spec["root"]
    pins = dict(wheels=spec["wheels"], prefix=spec["prefix"])
    if _stamp_ok(dest, pins):
        return dest
    wheels = env / "wheels"
    _download_wheels(spec["wheels"], wheels)
    tmp = dest.with_name(dest.name + ".partial")
    shutil.rmtree(tmp, ignore_errors=True)
    pre = spec["prefix"].rstrip("/") + "/include/"
    for req in spec["wheels"]:
        with zipfile.ZipFile(_wheel_for(req, wheels)) as z:
            for n in z.namelist():
                if n.startswith(pre) and not n.endswith("/"):
                    out = tmp / "include" / n[len(pre):]
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_bytes(z.read(n))
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    _stamp(dest, pins)
    return dest


def _apt(apt, sources):
    """apt-get's options for a private configuration under `apt` (its own sources list, lists
    and cache; nothing of the system's apt state read or touched)."""
    (apt / "lists" / "partial").mkdir(parents=True, exist_ok=True)
    (apt / "cache" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
    (apt / "sources.list").write_text("".join(s + "\n" for s in sources))
    opts = []
    for o in (f"Dir::Etc::sourcelist={apt}/sources.list", "Dir::Etc::sourceparts=-",
              f"Dir::State::Lists={apt}/lists", f"Dir::Cache={apt}/cache",
              "Dir::State::status=/dev/null", "APT::Sandbox::User=root"):
        opts += ["-o", o]
    return opts


def debian(env, spec):
    """`apt-get download` of the pinned packages (a private sources list and lists, nothing of
    the system's apt state touched) and `dpkg-deb -x` of each into `debian/`."""
    dest = env / "debian"
    pins = dict(sources=spec["sources"], packages=spec["packages"])
    if _stamp_ok(dest, pins):
        return dest
    apt = env / "apt"
    opts = _apt(apt, spec["sources"])
    _run(["apt-get"] + opts + ["update"], "apt-get update (private sources list)")
    debs = apt / "debs"
    debs.mkdir(exist_ok=True)
    r = subprocess.run(["apt-get"] + opts + ["download"] + spec["packages"], cwd=debs,
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"provision: apt-get download failed:\n{r.stderr[-2000:]}")
    tmp = dest.with_name("debian.partial")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for pkg in spec["packages"]:
        name, _, ver = pkg.partition("=")
        # apt-get download writes an epoch's colon as %3a
        deb = [d for d in debs.glob(f"{name}_*.deb")
               if d.name.startswith(f"{name}_{ver.replace(':', '%3a')}_")]
        if not deb:
            sys.exit(f"provision: apt-get download gave no {pkg}")
        _run(["dpkg-deb", "-x", str(deb[0]), str(tmp)], f"dpkg-deb -x {deb[0].name}")
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    _stamp(dest, pins)
    return dest


def pypi(env, spec):
    """Wheels that carry headers, each unpacked whole under `pypi/<name>/`."""
    out = []
    for req in spec:
        name = req.partition("==")[0]
        dest = env / "pypi" / name
        if not _stamp_ok(dest, req):
            _download_wheels([req], env / "wheels")
            shutil.rmtree(dest, ignore_errors=True)
            with zipfile.ZipFile(_wheel_for(req, env / "wheels")) as z:
                z.extractall(dest)
            _stamp(dest, req)
        out.append(dest)
    return out


def toolkit_files(env, spec, root):
    """`apt-get download` of one pinned package (its own private sources list) and, from its
    file tree, only the named files, copied into the toolkit root. Redone when the pins change
    or a target is missing (a rebuilt toolkit root drops them)."""
    dest = env / "toolkit-files"
    pins = dict(sources=spec["sources"], package=spec["package"], files=spec["files"])
    targets = [root / t for t in spec["files"].values()]
    if _stamp_ok(dest, pins) and all(t.exists() for t in targets):
        return
    apt = env / "apt-toolkit-files"
    opts = _apt(apt, spec["sources"])
    debs = apt / "debs"
    debs.mkdir(exist_ok=True)
    name, _, ver = spec["package"].partition("=")
    found = [d for d in debs.glob(f"{name}_*.deb") if d.name.startswith(f"{name}_{ver.replace(':', '%3a')}_")]
    if not found:
        _run(["apt-get"] + opts + ["update"], "apt-get update (toolkit_files sources)")
        r = subprocess.run(["apt-get"] + opts + ["download", spec["package"]], cwd=debs,
                           capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"provision: apt-get download {spec['package']} failed:\n{r.stderr[-2000:]}")
        found = [d for d in debs.glob(f"{name}_*.deb") if d.name.startswith(f"{name}_{ver.replace(':', '%3a')}_")]
        if not found:
            sys.exit(f"provision: apt-get download gave no {spec['package']}")
    tmp = dest.with_name("toolkit-files.partial")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    # only the named members, not the package's gigabytes
    members = ["./" + f for f in spec["files"]]
    fsys = subprocess.Popen(["dpkg-deb", "--fsys-tarfile", str(found[0])], stdout=subprocess.PIPE)
    r = subprocess.run(["tar", "-x", "-C", str(tmp)] + members, stdin=fsys.stdout,
                       capture_output=True, text=True)
    fsys.wait()
    if r.returncode != 0:
        sys.exit(f"provision: {found[0].name} lacks {members}: {r.stderr[-500:]}")
    for src, dst in spec["files"].items():
        target = root / dst
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(tmp / src, target)
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    _stamp(dest, pins)


def provision(manifest):
    """Provision what the manifest's `environment` names; returns the cache folder (`{env}`)."""
    spec = manifest.get("environment") or {}
    env = cache_root()
    env.mkdir(parents=True, exist_ok=True)
    if "toolkit" in spec:
        toolkit(env, spec["toolkit"])
    if "debian" in spec:
        debian(env, spec["debian"])
    if "pypi" in spec:
        pypi(env, spec["pypi"])
    if "toolkit_files" in spec and "toolkit" in spec:
        toolkit_files(env, spec["toolkit_files"], env / spec["toolkit"]["root"])
    return env


def toolkit_root(manifest, env):
    t = (manifest.get("environment") or {}).get("toolkit")
    return env / t["root"] if t else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manifest", default=str(HERE / "manifest.yaml"))
    a = ap.parse_args()
    env = provision(yaml.safe_load(open(a.manifest)))
    print(env)


if __name__ == "__main__":
    main()
