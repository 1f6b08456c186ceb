"""Serves a built site on loopback as GitHub Pages serves it, for the browser checks.

The site is served only under a base path (default '/'), so with base path /a11y/ the page
OUTPUT_DIR/native/carousel/index.html is at /a11y/native/carousel/; /a11y answers 301 to /a11y/;
any missing address, inside the base path or outside it, answers 404 with the body of
OUTPUT_DIR/404.html, and so does a folder without an index.html.

    base, stop = serve(output_dir, "/a11y/")   # base: 'http://127.0.0.1:PORT/a11y/'
    ...
    stop()
"""
import http.server
import pathlib
import socket
import threading
import urllib.parse


def free_port():
    """A loopback port nothing listens on now, for a server a check starts."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def normal_base_path(base_path):
    """'a11y', '/a11y' and '/a11y/' all mean '/a11y/'; '' and '/' mean '/'."""
    return "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/"


def serve(root, base_path="/"):
    """Starts a ThreadingHTTPServer on a free loopback port that serves the folder root under
    base_path, in a daemon thread. Returns (base URL ending in '/', a function that stops it)."""
    root = pathlib.Path(root).resolve()
    base_path = normal_base_path(base_path)
    not_found_page = root / "404.html"
    not_found_body = not_found_page.read_bytes() if not_found_page.is_file() else None

    class SiteHandler(http.server.SimpleHTTPRequestHandler):
        """Serves the output folder under the base path only; any missing address answers 404 with
        the body of 404.html, as GitHub Pages does."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(root), **kwargs)

        def log_message(self, *args):
            pass

        def send_head(self):
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            if path + "/" == base_path:  # /a11y → /a11y/
                self.send_response(301)
                self.send_header("Location", base_path)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            if not path.startswith(base_path):
                self.send_error(404)
                return None
            return super().send_head()

        def translate_path(self, path):
            inside = urllib.parse.unquote(urllib.parse.urlsplit(path).path)[len(base_path):]
            return super().translate_path("/" + urllib.parse.quote(inside))

        def list_directory(self, path):
            self.send_error(404)  # a folder without index.html is a missing page
            return None

        def send_error(self, code, message=None, explain=None):
            if code != 404 or not_found_body is None:
                return super().send_error(code, message, explain)
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(not_found_body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(not_found_body)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), SiteHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def stop():
        server.shutdown()
        server.server_close()

    return f"http://127.0.0.1:{server.server_address[1]}{base_path}", stop
