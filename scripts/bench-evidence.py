#!/usr/bin/env python3
"""What test records cost: `build` and `check` at 1,000 real-sized entries, a baseline binary
against this checkout's, without and with records, on a code-heavy and a prose-heavy corpus, Hugo
in the same run; everything read and written in /dev/shm.

The corpora are ../shared/bench/scale-corpus.py over Content/native (and with --no-code); the
records copy adds each entry's `tested:` from make_corpus.py's records() (one to three records,
some stale or behind) and an a11ydocs.yml naming the five technologies. The runs go in turn for
ROUNDS rounds; the table gives median wall and CPU (user + system) and CPU ratios to the baseline
and to Hugo.

Usage: scripts/bench-evidence.py --baseline OTHER_CHECKOUT [--rounds 7]
       (both checkouts with a release build: make release)
"""
import argparse
import collections
import pathlib
import shutil
import statistics
import subprocess
import sys

repository = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(repository / "scripts"))
from make_corpus import CURRENT, TECHNOLOGIES, records

arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
arguments.add_argument("--baseline", required=True, help="a checkout of the code to compare with, built with make release")
arguments.add_argument("--rounds", type=int, default=7)
options = arguments.parse_args()
baseline = pathlib.Path(options.baseline).resolve()
MAIN = str(baseline / ".build/release/a11ydocs")
BRANCH = str(repository / ".build/release/a11ydocs")
TEMPLATES = {"main": str(baseline / "Templates"), "branch": str(repository / "Templates")}
shared = repository.parent / "shared"
root = pathlib.Path("/dev/shm/a11ydocs-bench-evidence")
shutil.rmtree(root, ignore_errors=True)
root.mkdir()
rounds = options.rounds
def corpus(kind):
    plain = root / kind / "plain"; rec = root / kind / "rec"
    args = ["python3", str(shared / "bench/scale-corpus.py"), str(repository / "Content/native"), str(plain / "Content/native"), "1000"]
    if kind == "prose": args.append("--no-code")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    (rec / "Content/native").mkdir(parents=True)
    for i, f in enumerate(sorted((plain / "Content/native").glob("*.md"))):
        text = f.read_text(); end = text.index("\n---\n", 4)
        (rec / "Content/native" / f.name).write_text(text[: end + 1] + records(i) + text[end + 1:])
    (rec / "a11ydocs.yml").write_text("assistive_technologies:\n" + "".join(
        f"  - name: {n}\n    current: {CURRENT[n]}\n" for n, _, _ in TECHNOLOGIES))
    hugo = root / kind / "hugo"; shutil.copytree(shared / "bench/hugo-site", hugo)
    shutil.copytree(plain / "Content/native", hugo / "content/entries")
    return plain, rec, hugo
def timed(args, cwd=None):
    r = subprocess.run(["/usr/bin/time", "-f", "%e %U %S"] + args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    e, u, s = r.stderr.strip().splitlines()[-1].split()
    return float(e), float(u) + float(s)
results = collections.defaultdict(list)
for kind in ("code", "prose"):
    plain, rec, hugo = corpus(kind)
    runs = {
        "build baseline": lambda: timed([MAIN, "build", "--content", str(plain / "Content"), "--templates", TEMPLATES["main"], "--output", str(root / "o1")]),
        "build branch": lambda: timed([BRANCH, "build", "--content", str(plain / "Content"), "--templates", TEMPLATES["branch"], "--output", str(root / "o2")]),
        "build branch+records": lambda: timed([BRANCH, "build", "--content", str(rec / "Content"), "--templates", TEMPLATES["branch"], "--output", str(root / "o3")]),
        "hugo": lambda: timed(["hugo", "--quiet", "--destination", str(root / "o4")], cwd=hugo),
        "check baseline": lambda: timed([MAIN, "check", "--content", str(plain / "Content")]),
        "check branch": lambda: timed([BRANCH, "check", "--content", str(plain / "Content")]),
        "check branch+records": lambda: timed([BRANCH, "check", "--content", str(rec / "Content")]),
    }
    for _ in range(rounds):
        for name, run in runs.items():
            results[(kind, name)].append(run())
print("| corpus | run | wall s | CPU s | CPU / baseline | CPU / Hugo |")
print("|---|---|---|---|---|---|")
for kind in ("code", "prose"):
    med = {n: (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v)) for (k, n), v in results.items() if k == kind}
    for n, (w, c) in med.items():
        base = med["build baseline"][1] if n.startswith("build") or n == "hugo" else med["check baseline"][1]
        print(f"| {kind} | {n} | {w:.2f} | {c:.2f} | {c / base:.3f} | {c / med['hugo'][1]:.2f} |")
