"""A library of this repository's native entries scaled to N with ../shared/bench/scale-corpus.py,
built with a binary: what the browser benchmarks open."""
import pathlib
import subprocess
import sys
import tempfile

repository = pathlib.Path(__file__).resolve().parent.parent
scale = repository.parent / "shared/bench/scale-corpus.py"


def build_scaled(site, n, binary, prose=False):
    """`site`/Content/native with N entries (without fenced code when `prose`), built into
    `site`/Output, which is returned."""
    subprocess.run([sys.executable, str(scale), str(repository / "Content/native"), str(site / "Content/native"), str(n)]
                   + (["--no-code"] if prose else []), check=True, stdout=subprocess.DEVNULL)
    subprocess.run([binary, "build"], cwd=site, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return site / "Output"


def scratch_folder(prefix):
    """A new folder in tmpfs (/dev/shm) where there is one: on a disk, writing thousands of files
    swings by twice from run to run."""
    shm = pathlib.Path("/dev/shm")
    return pathlib.Path(tempfile.mkdtemp(prefix=prefix, dir=shm if shm.is_dir() else None))
