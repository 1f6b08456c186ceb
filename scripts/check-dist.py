#!/usr/bin/env python3
"""Checks a release archive (`make dist`) as a team that installs it would meet it.

The archive's checksums must hold and it must carry the binary, README, docs and licences. The
binary may name no shared library but glibc's own, libstdc++ and libgcc_s. It is then run in a
root that holds nothing else: the binary, exactly the libraries it names (copied from this
machine) and an empty /tmp, entered with chroot, so a library or file it reached for outside the
archive would make it fail. There it runs `init`, `build --strict`, `check`, `new` and `serve`,
whose pages are fetched over HTTP from outside the root.

Usage: scripts/check-dist.py ARCHIVE [--max-mb 40]   (as root, for chroot)
"""
import argparse
import hashlib
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
from pathlib import Path

from site_server import free_port


def fail(message):
    sys.exit(f"check-dist: {message}")


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def check_archive(archive, max_mb):
    size_mb = archive.stat().st_size / 1_000_000
    print(f"archive: {archive.name}, {size_mb:.1f} MB")
    if size_mb > max_mb:
        fail(f"the archive is {size_mb:.1f} MB, over {max_mb} MB")
    beside = archive.with_name(archive.name + ".sha256")
    if beside.exists() and beside.read_text().split()[0] != sha256(archive):
        fail(f"{beside.name} does not match the archive")


def unpack(archive, into):
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")
    folders = list(Path(into).iterdir())
    if len(folders) != 1 or folders[0].name + ".tar.gz" != archive.name:
        fail(f"the archive must hold one folder named like itself, found {[f.name for f in folders]}")
    return folders[0]


def check_contents(folder):
    for name in ("bin/a11ydocs", "README.md", "LICENSE", "THIRD-PARTY-NOTICES.md", "SHA256SUMS", "docs/configuration.md"):
        if not (folder / name).is_file():
            fail(f"{name} is missing from the archive")
    listed = {}
    for line in (folder / "SHA256SUMS").read_text().splitlines():
        digest, name = line.split(maxsplit=1)
        listed[name] = digest
    present = {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and p.name != "SHA256SUMS"}
    if set(listed) != present:
        fail(f"SHA256SUMS lists {sorted(set(listed) ^ present)} differently from the files")
    for name, digest in listed.items():
        if sha256(folder / name) != digest:
            fail(f"{name} does not match its checksum")
    print(f"contents: {len(present)} files, checksums hold; binary {(folder / 'bin/a11ydocs').stat().st_size / 1_000_000:.1f} MB")


def needed_libraries(binary):
    dynamic = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    needed = [line.split("[", 1)[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line]
    program = subprocess.run(["readelf", "-l", binary], capture_output=True, text=True, check=True).stdout
    interpreter = next((line.split(":", 1)[1].strip().rstrip("]") for line in program.splitlines()
                        if "Requesting program interpreter" in line), None)
    return needed, interpreter


def check_libraries(binary):
    needed, interpreter = needed_libraries(binary)
    print("ldd: " + subprocess.run(["ldd", binary], capture_output=True, text=True).stdout.strip().replace("\n", "\n     "))
    symbols = subprocess.run(["objdump", "-T", binary], capture_output=True, text=True, check=True).stdout
    for family in ("GLIBC", "GLIBCXX"):
        versions = {tuple(int(p) for p in v.split(".")) for v in re.findall(family + r"_([0-9.]+)\b", symbols)}
        print(f"needs {family} {'.'.join(map(str, max(versions)))}" if versions else f"needs no {family}")
    foreign = subprocess.run([str(Path(__file__).with_name("linked-libraries")), "--unexpected", binary],
                             capture_output=True, text=True, check=True).stdout.strip()
    if foreign:
        fail(f"the binary needs libraries a bare system lacks: {foreign}")
    return needed, interpreter


def host_paths(binary):
    """Where this machine's loader finds each library the binary names, as ldd reports it."""
    paths = {}
    for line in subprocess.run(["ldd", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        name, arrow, rest = line.strip().partition(" => ")
        if arrow and rest.startswith("/"):
            paths[name] = rest.split(" (", 1)[0]
    return paths


def make_root(root, binary, interpreter):
    """A root with the binary, the libraries it loads and /tmp: nothing else to reach for."""
    (root / "usr/local/bin").mkdir(parents=True)
    shutil.copy2(binary, root / "usr/local/bin/a11ydocs")
    # What the loader maps for it: the libraries it names and theirs (only glibc's, when it passed).
    for library, path in host_paths(binary).items():
        target = root / "usr/lib" / library
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(os.path.realpath(path), target)
    if interpreter:
        target = root / interpreter.lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(os.path.realpath(interpreter), target)
    # The loader's search path inside the root.
    (root / "etc").mkdir()
    (root / "etc/ld.so.conf").write_text("/usr/lib\n")
    subprocess.run(["ldconfig", "-r", str(root)], check=True)
    (root / "tmp").mkdir(mode=0o1777)
    (root / "home").mkdir()
    # What every container has: /proc (the Swift runtime reads its arguments from
    # /proc/self/cmdline) and the few devices of /dev.
    (root / "proc").mkdir()
    (root / "dev").mkdir()
    for name, minor in (("null", 3), ("zero", 5), ("random", 8), ("urandom", 9)):
        os.mknod(root / "dev" / name, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
    subprocess.run(["mount", "-t", "proc", "proc", str(root / "proc")], check=True)


def inside(root, cwd):
    def enter():
        os.chroot(root)
        os.chdir(cwd)
    return enter


ENVIRONMENT = {"PATH": "/usr/local/bin", "HOME": "/home", "TMPDIR": "/tmp", "LANG": "C.UTF-8"}


def run(root, cwd, *arguments, expect=0):
    start = time.monotonic()
    result = subprocess.run(["/usr/local/bin/a11ydocs", *arguments], preexec_fn=inside(root, cwd),
                            env=ENVIRONMENT, capture_output=True, text=True, timeout=300)
    seconds = time.monotonic() - start
    print(f"  a11ydocs {' '.join(arguments)} → exit {result.returncode} in {seconds:.2f} s")
    if result.returncode != expect:
        fail(f"'a11ydocs {' '.join(arguments)}' exited {result.returncode}, not {expect}:\n{result.stdout}{result.stderr}")
    return result



def fetch(url, deadline):
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as answer:
                return answer.status, answer.read().decode()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def serve(root, library):
    port = free_port()
    process = subprocess.Popen(["/usr/local/bin/a11ydocs", "serve", "--port", str(port)], preexec_fn=inside(root, library),
                               env=ENVIRONMENT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        start = time.monotonic()
        status, page = fetch(f"http://127.0.0.1:{port}/native/button/", start + 60)
        # Before its first build the preview answers with a "not built yet" page.
        while "Button" not in page and time.monotonic() < start + 60:
            time.sleep(0.1)
            status, page = fetch(f"http://127.0.0.1:{port}/native/button/", start + 60)
        print(f"  a11ydocs serve → GET /native/button/ {status} in {time.monotonic() - start:.2f} s")
        if status != 200 or "Button" not in page:
            fail(f"serve answered {status} without the entry")
    finally:
        process.send_signal(signal.SIGINT)
        output = process.communicate(timeout=30)[0]
    if process.returncode != 0:
        fail(f"serve exited {process.returncode} on Ctrl-C:\n{output}")
    if any(Path(root, "tmp").iterdir()):
        fail(f"serve left {[p.name for p in Path(root, 'tmp').iterdir()]} in /tmp")


def check_parallel_parsing(root, copies=160):
    """The release's cmark-gfm parses entries on every core at once (scripts/static-libs): a library
    of many entries, each with a strikethrough and two bare links in its notes, must show all three
    on every page, as it would parsed one at a time."""
    library = root / "home/parallel"
    shutil.copytree(root / "home/lib", library)
    source = (library / "Content/native/button.md").read_text()
    for number in range(copies):
        text = source.replace("title: Button", f"title: Button {number}", 1)
        text += "\n### Wording\n- The ~~tap~~ label reads press; see www.example.org and https://example.org/guide.\n"
        (library / f"Content/native/button-{number}.md").write_text(text)
    run(root, "/home/parallel", "build")
    for number in range(copies):
        page = (library / f"Output/native/button-{number}/index.html").read_text()
        for expected in ("<del>tap</del>", ">www.example.org</a>", ">https://example.org/guide</a>"):
            if expected not in page:
                fail(f"native/button-{number}/index.html lacks {expected}: parsed on several cores at once, "
                     "an entry lost its extensions")
    shutil.rmtree(library)
    print(f"{copies} entries parsed at once kept their strikethrough and bare links")


def run_inside(archive, root, needed):
    print(f"a root holding only the binary and {', '.join(needed)}:")
    start = time.monotonic()
    version = run(root, "/", "--version").stdout.strip()
    if not archive.name.startswith(f"a11ydocs-{version}-"):
        fail(f"the binary says version {version}, the archive is {archive.name}")
    run(root, "/home", "init", "lib")
    run(root, "/home/lib", "build", "--strict")
    for page in ("index.html", "native/button/index.html", "web/button/index.html", "native/button.md"):
        if not (root / "home/lib/Output" / page).is_file():
            fail(f"build wrote no Output/{page}")
    check_parallel_parsing(root)
    run(root, "/home/lib", "check", "--strict")
    run(root, "/home/lib", "new", "stepper")
    run(root, "/home/lib", "new", "disclosure", "--collection", "web")
    run(root, "/home/lib", "check")
    # Inside the content folder, and with a one-character folder name: paths such as '.' and 'c'.
    run(root, "/home/lib/Content", "check", "--content", ".")
    run(root, "/home/lib", "build", "--content", "Content", "--output", "o")
    typo = run(root, "/home/lib", "build", "--ouput", "site", expect=2)
    if "did you mean '--output'?" not in typo.stderr:
        fail(f"'build --ouput' did not suggest --output:\n{typo.stderr}")
    serve(root, "/home/lib")
    print(f"init → build → check → serve in {time.monotonic() - start:.1f} s: the archive works on its own")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("archive", type=Path)
    parser.add_argument("--max-mb", type=float, default=40)
    arguments = parser.parse_args()
    if os.geteuid() != 0:
        fail("run as root: the binary is run inside a root of its own with chroot")
    check_archive(arguments.archive, arguments.max_mb)
    with tempfile.TemporaryDirectory() as work:
        folder = unpack(arguments.archive, Path(work, "unpacked"))
        check_contents(folder)
        binary = folder / "bin/a11ydocs"
        needed, interpreter = check_libraries(binary)
        root = Path(work, "root")
        make_root(root, binary, interpreter)
        try:
            run_inside(arguments.archive, root, needed)
        finally:
            subprocess.run(["umount", str(root / "proc")], check=False)


main()
