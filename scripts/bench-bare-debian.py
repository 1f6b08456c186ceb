#!/usr/bin/env python3
"""Times a new user's first minutes on a bare Debian, with nothing but the release archive.

A Debian 12 "minbase" root (what debian:bookworm-slim holds; made with debootstrap into DIR
unless it is there already) gets the archive copied in. Then, timed from the moment the root
is entered: unpack the archive, check its SHA256SUMS, `init` a library and `serve` it, until its
front page and an entry page answer over HTTP. Run it as root; it needs debootstrap (installed
with apt-get when missing) and Debian's package servers for the root.

Usage: scripts/bench-bare-debian.py ARCHIVE [--root DIR] [--runs 5]
"""
import argparse
import shutil
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from site_server import free_port


def bare_root(folder):
    if (folder / "etc/debian_version").exists():
        return
    if not shutil.which("debootstrap"):
        subprocess.run(["apt-get", "install", "-y", "-qq", "debootstrap"], check=True)
    subprocess.run(["debootstrap", "--variant=minbase", "bookworm", str(folder), "http://deb.debian.org/debian"],
                   check=True, stdout=subprocess.DEVNULL)



def answered(url):
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200 and b"not built yet" not in answer.read()
    except OSError:
        return False


def first_run(root, archive):
    shutil.rmtree(root / "root/first-run", ignore_errors=True)
    (root / "root/first-run").mkdir(parents=True)
    shutil.copy(archive, root / "root/first-run")
    port = free_port()
    script = f"""set -e
cd /root/first-run
tar -xzf {archive.name}
cd {archive.name.removesuffix('.tar.gz')} && sha256sum --check --quiet SHA256SUMS && cd ..
export PATH="$PWD/{archive.name.removesuffix('.tar.gz')}/bin:$PATH"
a11ydocs init lib >/dev/null
cd lib
exec a11ydocs serve --port {port}
"""
    start = time.monotonic()
    server = subprocess.Popen(["chroot", str(root), "/bin/sh", "-c", script], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for path in ("/", "/native/button/"):
            while not answered(f"http://127.0.0.1:{port}{path}"):
                if server.poll() is not None:
                    sys.exit(f"serve stopped: {server.stderr.read().decode()}")
                if time.monotonic() - start > 60:
                    sys.exit("no page within 60 s")
                time.sleep(0.005)
        return time.monotonic() - start
    finally:
        server.terminate()
        server.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("archive", type=Path)
    parser.add_argument("--root", type=Path, default=Path("/tmp/a11ydocs-bare-debian"))
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    bare_root(arguments.root)
    subprocess.run(["mount", "-t", "proc", "proc", str(arguments.root / "proc")], check=True)
    subprocess.run(["mount", "--bind", "/dev", str(arguments.root / "dev")], check=True)
    try:
        times = [first_run(arguments.root, arguments.archive.resolve()) for _ in range(arguments.runs)]
    finally:
        for name in ("dev", "proc"):
            subprocess.run(["umount", str(arguments.root / name)], check=False)
    size = subprocess.run(["du", "-sh", str(arguments.root)], capture_output=True, text=True).stdout.split()[0]
    print(f"bare Debian 12 minbase root ({size}), archive {arguments.archive.name}:")
    print(f"unpack + checksums + init + serve until two pages answer: median {statistics.median(times):.2f} s "
          f"(min {min(times):.2f}, max {max(times):.2f}, {len(times)} runs)")


main()
