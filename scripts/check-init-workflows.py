#!/usr/bin/env python3
"""Runs the CI files that `a11ydocs init` writes, as written, against a release archive.

`init --archive-url file://…/a11ydocs-{version}-linux-<arch>.tar.gz` makes a library; then every
step of .github/workflows/pages.yml runs as GitHub Actions would run it (its `run:` scripts with
bash, the workflow's env, $GITHUB_PATH; `actions/configure-pages` answers a base_url, and
`actions/upload-pages-artifact` must find its folder), and the `pages` job of .gitlab-ci.yml as
GitLab would (before_script and script in one shell, with $CI_PROJECT_DIR and $CI_PAGES_URL).
Both must install the archive's binary with scripts/install-a11ydocs.sh and build the site with
an absolute sitemap. `init` pins the archive's SHA-256 from the .sha256 beside it; the runs have
A11YDOCS_ALLOW_INSECURE_ARCHIVE=1, as someone trying the workflows locally would. A second run
finds the cached binary.

Then the installer alone: it refuses, before unpacking anything, an archive rebuilt with another
binary and SHA256SUMS and .sha256 made to match when the pin is the original's; an http:// or
(without A11YDOCS_ALLOW_INSECURE_ARCHIVE) file:// address; an archive whose files do not match
its SHA256SUMS; one of another version. Served over HTTPS from here (a certificate made for the
run), it installs the archive pinned and, unpinned, against the .sha256 downloaded beside it, and
refuses a redirect to http://.

Last, a library made by `init` with no archive options: both pipelines, as written, install the
release published on GitHub (Release.archiveURL) from a release server here that answers for
github.com and its asset host, through GitHub's redirect, against the .sha256 beside it.

Usage: scripts/check-init-workflows.py BINARY ARCHIVE
"""
import hashlib
import http.server
import io
import os
import re
import shutil
import ssl
import subprocess
import sys
import tarfile
import tempfile
import threading
import urllib.parse
from pathlib import Path

import yaml

binary, archive = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
template = str(archive).replace(version, "{version}")
SITE = "https://example.org/lib"


def fail(message):
    sys.exit(f"check-init-workflows: {message}")


def base_environment(home, network=None):
    """The runner's environment: no a11ydocs on the PATH but what the workflow installs, and
    file:// archives allowed, unless `network` (a release server to reach) says otherwise."""
    path = ":".join(p for p in os.environ["PATH"].split(":") if not (Path(p) / "a11ydocs").exists())
    environment = {"PATH": path, "HOME": str(home), "LANG": "C.UTF-8", "A11YDOCS_ALLOW_INSECURE_ARCHIVE": "1"}
    if network:
        environment |= network["env"] | {"PATH": f"{network['path']}:{path}"}
    return environment


def sha256(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


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


def run_github(library, home, pin, network=None):
    """Every step of pages.yml; `pin` is the SHA-256 it must carry ('' for none)."""
    workflow = yaml.safe_load((library / ".github/workflows/pages.yml").read_text())
    env = {key: str(value) for key, value in workflow["env"].items()}
    if env["A11YDOCS_VERSION"] != version:
        fail(f"pages.yml pins a11ydocs {env['A11YDOCS_VERSION']}, the binary that wrote it is {version}")
    if env["A11YDOCS_SHA256"] != pin:
        fail(f"pages.yml pins the SHA-256 '{env['A11YDOCS_SHA256']}', not '{pin}'")
    log = []
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
            environment = base_environment(home, network) | env | {"GITHUB_PATH": str(github_path)}
            added = [line for line in github_path.read_text().splitlines() if line]
            environment["PATH"] = ":".join(reversed(added) if added else []) + (":" if added else "") + environment["PATH"]
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                    cwd=library, env=environment, capture_output=True, text=True)
            print(f"  GitHub step '{step['name']}' → exit {result.returncode}")
            if result.returncode != 0:
                fail(f"the step '{step['name']}' failed:\n{result.stdout}{result.stderr}")
            log.append(result.stdout + result.stderr)
    print("GitHub Pages workflow: installed the archive and built the site")
    return "".join(log)


def expand(value, variables):
    return re.sub(r"\$(\w+)|\$\{(\w+)\}", lambda m: variables.get(m.group(1) or m.group(2), m.group(0)), value)


def run_gitlab(library, home, pin, expect_cached=False, network=None):
    pipeline = yaml.safe_load((library / ".gitlab-ci.yml").read_text())
    job = pipeline["pages"]
    variables = {"CI_PROJECT_DIR": str(library), "CI_PAGES_URL": SITE}
    for key, value in pipeline["variables"].items():
        variables[key] = expand(str(value), variables)
    if variables["A11YDOCS_VERSION"] != version:
        fail(f".gitlab-ci.yml pins a11ydocs {variables['A11YDOCS_VERSION']}, the binary that wrote it is {version}")
    if variables["A11YDOCS_SHA256"] != pin:
        fail(f".gitlab-ci.yml pins the SHA-256 '{variables['A11YDOCS_SHA256']}', not '{pin}'")
    script = "\n".join(job["before_script"] + job["script"])
    result = subprocess.run(["sh", "-e", "-c", script], cwd=library, env=base_environment(home, network) | variables,
                            capture_output=True, text=True)
    print(f"  GitLab job 'pages' → exit {result.returncode}")
    if result.returncode != 0:
        fail(f"the GitLab job failed:\n{result.stdout}{result.stderr}")
    if expect_cached and "already installed" not in result.stdout:
        fail(f"the second GitLab run did not use the cached binary:\n{result.stdout}")
    for path in job["artifacts"]["paths"]:
        check_sitemap(library / path)
    print(f"GitLab Pages job: {'used the cached binary' if expect_cached else 'installed the archive'} and built the site")
    return result.stdout + result.stderr


def tampered_archive(folder, cover_up):
    """The archive with its binary changed; with `cover_up`, its SHA256SUMS and the .sha256
    beside it made again to match, as whoever swapped it on the server would."""
    copy = folder / archive.name
    with tarfile.open(archive) as source:
        members = [(m, source.extractfile(m).read() if m.isfile() else None) for m in source.getmembers()]
    binary = next(data for m, data in members if m.name.endswith("/bin/a11ydocs")) + b"\0"
    with tarfile.open(copy, "w:gz") as target:
        for member, data in members:
            if member.name.endswith("/bin/a11ydocs"):
                data = binary
            elif member.name.endswith("/SHA256SUMS") and cover_up:
                line = f"{hashlib.sha256(binary).hexdigest()}  bin/a11ydocs"
                data = re.sub(rb"^[0-9a-f]{64}  bin/a11ydocs$", line.encode(), data, flags=re.M)
            if data is not None:
                member.size = len(data)
            target.addfile(member, io.BytesIO(data) if data is not None else None)
    if cover_up:
        copy.with_name(copy.name + ".sha256").write_text(f"{sha256(copy)}  {copy.name}\n")
    return copy


def install(library, home, install_home, variables, extra_path=None):
    """install-a11ydocs.sh alone, as CI runs it, with `variables`; `tar` on its PATH notes each run."""
    tools = home / "tools"
    tools.mkdir(exist_ok=True)
    (tools / "tar").write_text(f'#!/bin/sh\necho "$@" >> "{home}/tar-ran"\nexec {shutil.which("tar")} "$@"\n')
    (tools / "tar").chmod(0o755)
    (home / "tar-ran").unlink(missing_ok=True)
    environment = base_environment(home) | {"A11YDOCS_VERSION": version, "A11YDOCS_HOME": str(install_home)} | variables
    environment["PATH"] = f"{tools}:{environment['PATH']}"
    shutil.rmtree(install_home, ignore_errors=True)
    return subprocess.run(["sh", str(library / "scripts/install-a11ydocs.sh")], env=environment, capture_output=True, text=True)


def refused(library, home, variables, words, what, unpacks=False):
    """install-a11ydocs.sh must fail, saying `words`, and install nothing (nor unpack, unless `unpacks`)."""
    install_home = home / "bad-home"
    result = install(library, home, install_home, variables)
    if result.returncode == 0 or words not in result.stderr or any(install_home.glob("a11ydocs*")):
        fail(f"install-a11ydocs.sh took {what}:\n{result.stdout}{result.stderr}")
    if (home / "tar-ran").exists() and not unpacks:
        fail(f"install-a11ydocs.sh unpacked {what} before refusing it:\n{result.stdout}{result.stderr}")
    print(f"install-a11ydocs.sh refuses {what}")


def installed(library, home, variables, words, what):
    """install-a11ydocs.sh must install the archive, saying `words`."""
    result = install(library, home, home / "good-home", variables)
    if result.returncode != 0 or words not in result.stdout or not (home / "good-home/a11ydocs").is_file():
        fail(f"install-a11ydocs.sh did not install {what}:\n{result.stdout}{result.stderr}")
    print(f"install-a11ydocs.sh installs {what}")


class Files(http.server.SimpleHTTPRequestHandler):
    """Serves the folder it is given; /to-http/<name> redirects to http:// instead."""
    def do_GET(self):
        if self.path.startswith("/to-http/"):
            self.send_response(302)
            self.send_header("Location", f"http://127.0.0.1:9/{self.path[9:]}")
            self.end_headers()
        else:
            super().do_GET()

    def log_message(self, *arguments):
        pass


class Releases(http.server.BaseHTTPRequestHandler):
    """github.com and its asset host as a release download meets them: the release's address
    answers 302 to objects.githubusercontent.com, which serves the file from `folder`."""
    folder, release_path, requests = None, "", []

    def do_GET(self):
        host = self.headers.get("Host", "").split(":")[0]
        self.requests.append(f"{host}{self.path}")
        name = self.path.rsplit("/", 1)[-1]
        if host == "github.com" and self.path.rsplit("/", 1)[0] == self.release_path:
            self.send_response(302)
            self.send_header("Location", f"https://objects.githubusercontent.com/release-assets/{name}")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif host == "objects.githubusercontent.com" and (self.folder / name).is_file():
            data = (self.folder / name).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        else:
            self.send_error(404)

    def log_message(self, *arguments):
        pass


def https_server(work, handler, names=()):
    """An HTTPS server on 127.0.0.1 with `handler`, its certificate valid for 127.0.0.1 and `names`,
    and the certificate curl is to trust; None without openssl."""
    if not shutil.which("openssl"):
        return None
    key, certificate = work / "key.pem", work / "certificate.pem"
    alternatives = ",".join(["IP:127.0.0.1"] + [f"DNS:{name}" for name in names])
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", f"subjectAltName={alternatives}", "-keyout", key, "-out", certificate],
                   check=True, capture_output=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, certificate


def check_installer(library, home, work):
    original = sha256(archive)
    pinned = {"A11YDOCS_SHA256": original}
    local = f"file://{template}"
    covered = work / "covered"
    covered.mkdir()
    refused(library, home, pinned | {"A11YDOCS_ARCHIVE_URL": f"file://{tampered_archive(covered, cover_up=True)}"},
            "does not match its checksum, so it was not unpacked",
            "an archive with another binary, its SHA256SUMS and .sha256 made to match, when the pin is the original's")
    refused(library, home, pinned | {"A11YDOCS_ARCHIVE_URL": "http://127.0.0.1:9/" + archive.name},
            "is an http:// address", "an http:// address")
    refused(library, home, pinned | {"A11YDOCS_ARCHIVE_URL": local, "A11YDOCS_ALLOW_INSECURE_ARCHIVE": ""},
            "is a file:// address", "a file:// address without A11YDOCS_ALLOW_INSECURE_ARCHIVE=1")
    broken = work / "broken"
    broken.mkdir()
    inconsistent = tampered_archive(broken, cover_up=False)
    refused(library, home, {"A11YDOCS_SHA256": sha256(inconsistent), "A11YDOCS_ARCHIVE_URL": f"file://{inconsistent}"},
            "do not match its SHA256SUMS", "an archive whose binary does not match its SHA256SUMS", unpacks=True)
    refused(library, home, pinned | {"A11YDOCS_VERSION": "9.9.9", "A11YDOCS_ARCHIVE_URL": f"file://{archive}"},
            "says it is", "an archive of another version than A11YDOCS_VERSION", unpacks=True)

    served = https_server(work, lambda *a: Files(*a, directory=str(archive.parent)))
    if served is None:
        print("no openssl: the installer is not tried over HTTPS")
        return
    server, certificate = served
    try:
        address = f"https://127.0.0.1:{server.server_address[1]}"
        https = {"CURL_CA_BUNDLE": str(certificate), "A11YDOCS_ALLOW_INSECURE_ARCHIVE": ""}
        url = f"{address}/{archive.name.replace(version, '{version}')}"
        installed(library, home, https | pinned | {"A11YDOCS_ARCHIVE_URL": url},
                  "against the SHA-256 in A11YDOCS_SHA256 (pinned in the workflow)", "the pinned archive over HTTPS")
        if archive.with_name(archive.name + ".sha256").exists():
            installed(library, home, https | {"A11YDOCS_ARCHIVE_URL": url},
                      f".sha256, downloaded from the same place", "the archive over HTTPS, unpinned, against the .sha256 beside it")
        refused(library, home, https | pinned | {"A11YDOCS_ARCHIVE_URL": f"{address}/to-http/{archive.name}"},
                "curl: (1)", "an HTTPS address that redirects to http://")
    finally:
        server.shutdown()


def check_default_release(work):
    """A library made by `init` with no archive options installs the release that
    .github/workflows/release.yml publishes on GitHub: both pipelines, as written, against a release
    server on this machine that answers for github.com and its asset host (curl is pointed there
    with --connect-to, and trusts the server's certificate), unpinned, so against the .sha256."""
    home = work / "default-home"
    home.mkdir()
    subprocess.run([binary, "init", "default"], cwd=work, check=True, capture_output=True)
    library = work / "default"
    env = yaml.safe_load((library / ".github/workflows/pages.yml").read_text())["env"]
    address = urllib.parse.urlsplit(env["A11YDOCS_ARCHIVE_URL"].replace("{version}", version))
    if address.scheme != "https" or address.hostname != "github.com":
        fail(f"init's default archive address is not a GitHub release: {env['A11YDOCS_ARCHIVE_URL']}")
    if address.path.rsplit("/", 1)[-1] != archive.name:
        print(f"the default release is {address.path.rsplit('/', 1)[-1]}, this machine built {archive.name}: "
              "the default is not tried here")
        return
    curl = shutil.which("curl")
    Releases.folder, Releases.release_path = archive.parent, address.path.rsplit("/", 1)[0]
    served = https_server(work, Releases, names=["github.com", "objects.githubusercontent.com"])
    if served is None or curl is None:
        print("no openssl or curl: the default release is not tried")
        return
    server, certificate = served
    try:
        port = server.server_address[1]
        tools = work / "network"
        tools.mkdir()
        (tools / "curl").write_text(
            "#!/bin/sh\n" f"exec {curl} --connect-to github.com:443:127.0.0.1:{port} "
            f"--connect-to objects.githubusercontent.com:443:127.0.0.1:{port} \"$@\"\n")
        (tools / "curl").chmod(0o755)
        network = {"path": str(tools), "env": {"CURL_CA_BUNDLE": str(certificate), "A11YDOCS_ALLOW_INSECURE_ARCHIVE": ""}}
        github = run_github(library, home, "", network=network)
        gitlab = run_gitlab(library, home, "", network=network)
        wanted = f"{address.path}.sha256, downloaded from the same place"
        for name, log in [("GitHub", github), ("GitLab", gitlab)]:
            if wanted not in log:
                fail(f"the {name} run did not check the default release against its .sha256:\n{log}")
        asked = {request.split("/", 1)[0] + "/" + request.rsplit("/", 1)[-1] for request in Releases.requests}
        expected = {f"{host}/{archive.name}{suffix}" for host in ["github.com", "objects.githubusercontent.com"]
                    for suffix in ["", ".sha256"]}
        if not expected <= asked:
            fail(f"the runs did not download the release through GitHub's redirect: {sorted(asked)}")
        print(f"the default release ({env['A11YDOCS_ARCHIVE_URL']}): both pipelines downloaded it through "
              "github.com's redirect, checked it against its .sha256 and built the site")
    finally:
        server.shutdown()


def main():
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        home = work / "home"
        home.mkdir()
        subprocess.run([binary, "init", "lib", "--archive-url", f"file://{template}", "--allow-insecure-archive"], cwd=work,
                       check=True, capture_output=True)
        library = work / "lib"
        run_github(library, home, sha256(archive))
        run_gitlab(library, home, sha256(archive))
        run_gitlab(library, home, sha256(archive), expect_cached=True)
        check_installer(library, home, work)
        check_default_release(work)


main()
