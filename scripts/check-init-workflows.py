#!/usr/bin/env python3
"""Runs the CI files that `a11ydocs init` writes, as written, against a release archive.

`init --archive-url file://…/a11ydocs-{version}-linux-<arch>.tar.gz` makes a library; then every
step of .github/workflows/pages.yml runs as GitHub Actions would run it (its `run:` scripts with
bash, the workflow's env, $GITHUB_PATH; `actions/configure-pages` answers a base_url, and
`actions/upload-pages-artifact` must find its folder), and the `pages` job of .gitlab-ci.yml as
GitLab would (before_script and script in one shell, with $CI_PROJECT_DIR and $CI_PAGES_URL).
Both must install the archive's binary with scripts/install-a11ydocs.sh and build the site with
an absolute sitemap. A second run finds the cached binary; an archive whose binary does not match
its SHA256SUMS is refused.

Usage: scripts/check-init-workflows.py BINARY ARCHIVE
"""
import io
import os
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import yaml

binary, archive = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
template = str(archive).replace(version, "{version}")
SITE = "https://example.org/lib"


def fail(message):
    sys.exit(f"check-init-workflows: {message}")


def base_environment(home):
    # No a11ydocs on the PATH but what the workflow installs.
    path = ":".join(p for p in os.environ["PATH"].split(":") if not (Path(p) / "a11ydocs").exists())
    return {"PATH": path, "HOME": str(home), "LANG": "C.UTF-8"}


def check_sitemap(folder):
    sitemap = (folder / "sitemap.xml").read_text()
    addresses = re.findall(r"<loc>([^<]*)</loc>", sitemap)
    if not addresses or any(not a.startswith(SITE + "/") for a in addresses):
        fail(f"{folder}/sitemap.xml has addresses outside {SITE}/: {addresses[:3]}")


def expression(match, outputs, env):
    name = match.group(1).strip()
    if name.startswith("env."):
        return env[name[4:]]
    if name in outputs:
        return outputs[name]
    fail(f"pages.yml uses ${{{{ {name} }}}}, which this check cannot answer")


def run_github(library, home):
    workflow = yaml.safe_load((library / ".github/workflows/pages.yml").read_text())
    env = {key: str(value) for key, value in workflow["env"].items()}
    if env["A11YDOCS_VERSION"] != version:
        fail(f"pages.yml pins a11ydocs {env['A11YDOCS_VERSION']}, the binary that wrote it is {version}")
    outputs = {"steps.pages.outputs.base_url": SITE}
    github_path = home / "github_path"
    github_path.write_text("")
    for step in workflow["jobs"]["build"]["steps"]:
        uses = step.get("uses", "")
        if uses.startswith("actions/upload-pages-artifact"):
            folder = library / step["with"]["path"]
            if not (folder / "index.html").is_file():
                fail(f"the step '{step['name']}' uploads {folder}, which holds no site")
            check_sitemap(folder)
        elif "run" in step:
            script = re.sub(r"\$\{\{(.*?)\}\}", lambda m: expression(m, outputs, env), step["run"])
            environment = base_environment(home) | env | {"GITHUB_PATH": str(github_path)}
            added = [line for line in github_path.read_text().splitlines() if line]
            environment["PATH"] = ":".join(reversed(added) if added else []) + (":" if added else "") + environment["PATH"]
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                    cwd=library, env=environment, capture_output=True, text=True)
            print(f"  GitHub step '{step['name']}' → exit {result.returncode}")
            if result.returncode != 0:
                fail(f"the step '{step['name']}' failed:\n{result.stdout}{result.stderr}")
    print("GitHub Pages workflow: installed the archive and built the site")


def expand(value, variables):
    return re.sub(r"\$(\w+)|\$\{(\w+)\}", lambda m: variables.get(m.group(1) or m.group(2), m.group(0)), value)


def run_gitlab(library, home, expect_cached=False):
    pipeline = yaml.safe_load((library / ".gitlab-ci.yml").read_text())
    job = pipeline["pages"]
    variables = {"CI_PROJECT_DIR": str(library), "CI_PAGES_URL": SITE}
    for key, value in pipeline["variables"].items():
        variables[key] = expand(str(value), variables)
    if variables["A11YDOCS_VERSION"] != version:
        fail(f".gitlab-ci.yml pins a11ydocs {variables['A11YDOCS_VERSION']}, the binary that wrote it is {version}")
    script = "\n".join(job["before_script"] + job["script"])
    result = subprocess.run(["sh", "-e", "-c", script], cwd=library, env=base_environment(home) | variables,
                            capture_output=True, text=True)
    print(f"  GitLab job 'pages' → exit {result.returncode}")
    if result.returncode != 0:
        fail(f"the GitLab job failed:\n{result.stdout}{result.stderr}")
    if expect_cached and "already installed" not in result.stdout:
        fail(f"the second GitLab run did not use the cached binary:\n{result.stdout}")
    for path in job["artifacts"]["paths"]:
        check_sitemap(library / path)
    print(f"GitLab Pages job: {'used the cached binary' if expect_cached else 'installed the archive'} and built the site")


def tampered_archive(folder):
    """The archive with its binary changed and its SHA256SUMS not."""
    copy = folder / archive.name
    with tarfile.open(archive) as source, tarfile.open(copy, "w:gz") as target:
        for member in source.getmembers():
            data = source.extractfile(member).read() if member.isfile() else None
            if member.name.endswith("/bin/a11ydocs"):
                data += b"\0"
                member.size = len(data)
            target.addfile(member, io.BytesIO(data) if data is not None else None)
    return copy


def refused(library, home, install_home, pinned, archive_path, words, what):
    """install-a11ydocs.sh must fail on this archive, saying `words`, and install nothing."""
    result = subprocess.run(["sh", str(library / "scripts/install-a11ydocs.sh")],
                            env=base_environment(home) | {"A11YDOCS_VERSION": pinned, "A11YDOCS_HOME": str(install_home),
                                                          "A11YDOCS_ARCHIVE_URL": f"file://{archive_path}"},
                            capture_output=True, text=True)
    if result.returncode == 0 or words not in result.stderr or any(install_home.glob("a11ydocs*")):
        fail(f"install-a11ydocs.sh took {what}:\n{result.stdout}{result.stderr}")
    print(f"install-a11ydocs.sh refuses {what}")


def main():
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        home = work / "home"
        home.mkdir()
        subprocess.run([binary, "init", "lib", "--archive-url", f"file://{template}"], cwd=work, check=True,
                       capture_output=True)
        library = work / "lib"
        run_github(library, home)
        run_gitlab(library, home)
        run_gitlab(library, home, expect_cached=True)

        bad = work / "bad"
        bad.mkdir()
        refused(library, home, work / "bad-home", version, tampered_archive(bad), "checksum",
                "an archive whose binary does not match its SHA256SUMS")
        refused(library, home, work / "bad-home", "9.9.9", archive, "says it is",
                "an archive of another version than A11YDOCS_VERSION")


main()
