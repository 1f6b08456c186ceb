#!/usr/bin/env python3
"""Checks that `a11ydocs serve` does not leak connections while pages are viewed with live reload.

Starts the a11ydocs binary (release build if present, else debug) with `serve` on a free loopback
port against a copy of a site folder (by default a small site made from the repository's Content/
and Templates/), optionally under a lower open-file limit, then performs page views as a browser
navigating does: GET an HTML page, open the event stream /__a11ydocs/events, read its first
message, close both. Meanwhile it samples the server's open file descriptors (/proc/PID/fd), edits
one entry a few times and checks that the reload for its page arrives on an event stream kept
open all along, and checks that HTTP/1.0 requests get their response and then a closed connection.

Usage: scripts/check-serve-fds.py [--views N] [--site DIR] [--binary PATH] [--nofile N] [--max-fds N]
Prints the maximum open-fd count and a final line `N passed, M failed`; exits 1 on any failure.
Linux only (reads /proc); talks to 127.0.0.1 only.
"""
import argparse
import os
import pathlib
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from site_server import free_port

repository = pathlib.Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--views", type=int, default=2000, help="page views to perform (default 2000)")
    parser.add_argument("--site", type=pathlib.Path, help="site folder with Content/ and Templates/ (copied first)")
    parser.add_argument("--binary", type=pathlib.Path, help="a11ydocs binary (default: .build/release, else .build/debug)")
    parser.add_argument("--nofile", type=int, default=256, help="open-file limit for the server, 0 for unchanged (default 256)")
    parser.add_argument("--max-fds", type=int, default=64, help="most open fds the server may hold (default 64)")
    parser.add_argument("--edits", type=int, default=4, help="entry edits (reloads) spread over the run (default 4)")
    parser.add_argument("--timeout", type=float, default=5.0, help="seconds to wait for any one answer (default 5)")
    return parser.parse_args()


def default_binary():
    for build in ("release", "debug"):
        candidate = repository / ".build" / build / "a11ydocs"
        if candidate.exists():
            return candidate
    sys.exit("no a11ydocs binary: run `swift build` (or -c release) first, or pass --binary")



def open_fds(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return None


class Sampler(threading.Thread):
    """Counts the server's open file descriptors every few milliseconds."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.maximum, self.last, self.running = pid, 0, 0, True

    def sample(self):
        count = open_fds(self.pid)
        if count is not None:
            self.last = count
            self.maximum = max(self.maximum, count)

    def run(self):
        while self.running:
            self.sample()
            time.sleep(0.005)


def connect(port, timeout):
    connection = socket.create_connection((HOST, port), timeout=timeout)
    connection.settimeout(timeout)
    return connection


def read_response(connection):
    """Reads one response framed by Content-Length (or by the close); returns (head, body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            raise ConnectionError("closed before the response head")
        data += chunk
    head, body = data.split(b"\r\n\r\n", 1)
    head = head.decode("latin-1")
    length = next((int(line.split(":", 1)[1]) for line in head.split("\r\n")[1:]
                   if line.lower().startswith("content-length:")), None)
    while length is None or len(body) < length:
        chunk = connection.recv(65536)
        if not chunk:
            if length is None:
                break
            raise ConnectionError("closed inside the response body")
        body += chunk
    return head, body


def page_view(port, path, timeout):
    """GET a page, open the event stream, read its first message, close both (a navigation)."""
    with connect(port, timeout) as page:
        page.sendall(f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: text/html\r\n\r\n".encode())
        head, body = read_response(page)
        if not head.startswith("HTTP/1.1 200") or b"/__a11ydocs/client.js" not in body:
            raise RuntimeError(f"{path}: unexpected answer {head.splitlines()[0]!r}")
    with connect(port, timeout) as events:
        events.sendall(f"GET /__a11ydocs/events HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        received = b""
        while b"\r\n\r\n" not in received or b"\n\n" not in received.split(b"\r\n\r\n", 1)[1]:
            chunk = events.recv(65536)
            if not chunk:
                raise ConnectionError("event stream closed before its first message")
            received += chunk
        if b"text/event-stream" not in received:
            raise RuntimeError("the event stream is not text/event-stream")


def http10_is_closed(port, path, marker, timeout):
    """An HTTP/1.0 request without keep-alive gets its response (containing marker) and then EOF."""
    with connect(port, timeout) as connection:
        connection.sendall(f"GET {path} HTTP/1.0\r\nHost: {HOST}:{port}\r\n\r\n".encode())
        received, deadline = b"", time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                chunk = connection.recv(65536)
                if not chunk:
                    return marker in received
                received += chunk
        except socket.timeout:
            pass
        return False


def http10_event_stream(port, timeout):
    """An HTTP/1.0 event stream cannot be chunked: its end is the connection's close."""
    with connect(port, timeout) as connection:
        connection.sendall(f"GET /__a11ydocs/events HTTP/1.0\r\nHost: {HOST}:{port}\r\n\r\n".encode())
        received = b""
        try:
            while b"\r\n\r\n: connected\n\n" not in received:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received += chunk
        except socket.timeout:
            pass
        head = received.split(b"\r\n\r\n", 1)[0].lower()
        return (head.startswith(b"http/1.0 200") and b"connection: close" in head and b"transfer-encoding" not in head
                and b"\r\n\r\n: connected\n\n" in received)


class EventStream:
    """An event stream kept open all along, as on a page that stays open while its author edits."""

    def __init__(self, port, timeout):
        self.connection = connect(port, timeout)
        self.connection.sendall(f"GET /__a11ydocs/events HTTP/1.1\r\nHost: {HOST}:{port}\r\n\r\n".encode())
        self.buffer = b""
        self.wait_for(b": connected", timeout)

    def wait_for(self, marker, seconds):
        deadline = time.monotonic() + seconds
        while marker not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no {marker!r} within {seconds} s")
            self.connection.settimeout(remaining)
            chunk = self.connection.recv(65536)
            if not chunk:
                raise ConnectionError("the event stream closed")
            self.buffer += chunk
        self.buffer = self.buffer[self.buffer.index(marker) + len(marker):]

    def close(self):
        self.connection.close()


def make_site(source, work):
    if source:
        shutil.copytree(source, work, ignore=shutil.ignore_patterns("Output", ".git", ".build"))
    else:
        shutil.copytree(repository / "Content", work / "Content")
        shutil.copytree(repository / "Templates", work / "Templates")
    entries = sorted((work / "Content").glob("*/*.md"))
    if not entries:
        sys.exit(f"no entries in {work / 'Content'}")
    return entries


def main():
    options = arguments()
    binary = (options.binary or default_binary()).resolve()
    work = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-fds-"))
    site = work / "site"
    entries = make_site(options.site, site)
    pages = ["/"] + [f"/{entry.parent.name}/{entry.stem}/" for entry in entries]
    edited = entries[0]
    edited_page = f"/{edited.parent.name}/{edited.stem}/"
    port = free_port()

    def limit():
        if options.nofile:
            resource.setrlimit(resource.RLIMIT_NOFILE, (options.nofile, options.nofile))

    log = open(work / "serve.log", "wb")
    server = subprocess.Popen([str(binary), "serve", "--host", HOST, "--port", str(port)], cwd=site,
                              stdout=log, stderr=subprocess.STDOUT, preexec_fn=limit)
    passed, failed = 0, 0

    def check(ok, what):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL: {what}")

    sampler = Sampler(server.pid)
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                with connect(port, 1) as probe:
                    probe.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode())
                    if read_response(probe)[0].startswith("HTTP/1.1 200"):
                        break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                sys.exit(f"serve did not start: {(work / 'serve.log').read_text(errors='replace')}")
            time.sleep(0.05)
        time.sleep(0.2)
        baseline = open_fds(server.pid)
        sampler.start()
        print(f"serving {site} on {HOST}:{port} (pid {server.pid}, open-file limit {options.nofile or 'unchanged'}); "
              f"{baseline} open fds at start")

        watcher = EventStream(port, options.timeout)
        edit_at = {options.views * (i + 1) // (options.edits + 1): i for i in range(options.edits)}
        consecutive, performed, started = 0, 0, time.monotonic()
        for view in range(options.views):
            if view in edit_at:
                with open(edited, "a") as file:
                    file.write(f"\nEdited while checking open connections ({edit_at[view] + 1}).\n")
                try:
                    watcher.wait_for(f'"{edited_page}"'.encode(), 30)
                    check(True, "")
                except OSError as error:
                    check(False, f"reload of {edited_page} after edit {edit_at[view] + 1}: {error}")
            performed += 1
            try:
                page_view(port, pages[view % len(pages)], options.timeout)
                check(True, "")
                consecutive = 0
            except (OSError, RuntimeError) as error:
                check(False, f"page view {view + 1}: {error} (server holds {open_fds(server.pid)} fds)")
                consecutive += 1
                if consecutive == 20:
                    left = options.views - view - 1
                    print(f"FAIL: 20 page views in a row failed; the remaining {left} count as failed")
                    failed += left
                    break
            sampler.sample()
        elapsed = time.monotonic() - started

        check(http10_is_closed(port, pages[1], b"/__a11ydocs/client.js", options.timeout),
              "HTTP/1.0 page: the response and then a closed connection")
        check(http10_event_stream(port, options.timeout), "HTTP/1.0 event stream: unchunked, delimited by the close")
        watcher.close()
        time.sleep(0.5)
        sampler.sample()
        sampler.running = False
        final = open_fds(server.pid)
        print(f"{performed} page views in {elapsed:.1f} s; open fds: {baseline} at start, "
              f"max {sampler.maximum}, {final} at the end")
        check(sampler.maximum <= options.max_fds, f"the server held {sampler.maximum} open fds (limit {options.max_fds})")
    finally:
        sampler.running = False
        server.send_signal(2)  # Ctrl-C
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            print("FAIL: serve did not stop within 10 s of Ctrl-C")
            failed += 1
        log.close()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
