"""A scripted HTTP server on loopback, in a thread.

Every POST is recorded (``requests``: the JSON bodies, ``headers``: the request
headers with lower-case names, ``paths``) and answered with the next scripted
reply. When the queue is empty the ``fallback`` handler answers, if one is set;
otherwise the server answers 400 saying it has no scripted reply, which the
client reports as a refused request.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer."""

    status: int = 200
    """HTTP status."""
    body: Any = None
    """A dict or list is sent as JSON; a str as it is."""
    headers: dict = field(default_factory=dict)
    """Extra response headers (e.g. ``retry-after``)."""
    drop: bool = False
    """Close the connection without answering (a connection error for the client)."""
    delay_s: float = 0.0
    """Wait this long before answering (to make a client time out)."""


Handler = Callable[[dict], "Reply | dict"]


class _QuietServer(ThreadingHTTPServer):
    """Says nothing when a client hung up first (a timeout test's delayed reply finds the socket closed):
    the traceback would land in whatever a later test is capturing."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


class ScriptedServer:
    """Base of the API fakes: a queue of replies, a record of requests."""

    endpoint = "/"
    """The path the API posts to; other paths get 404."""

    def __init__(self, fallback: Handler | None = None) -> None:
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        self.paths: list[str] = []
        self.fallback = fallback
        self._replies: deque[Reply | Handler] = deque()
        self._lock = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ----------------------------------------------------------------

    def start(self) -> ScriptedServer:
        server = self

        class _Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length).decode("utf-8", "replace")
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    body = {"_raw": raw}
                reply = server._next(self.path, dict((k.lower(), v) for k, v in self.headers.items()), body)
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                payload = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
                data = payload.encode("utf-8")
                self.send_response(reply.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for key, value in reply.headers.items():
                    self.send_header(key, str(value))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self._httpd = _QuietServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, name=type(self).__name__, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None, "start the server first"
        return self._httpd.server_address[1]

    @property
    def last_request(self) -> dict:
        return self.requests[-1]

    # -- scripting ----------------------------------------------------------------

    def queue(self, status: int = 200, body: Any = None, *, headers: dict | None = None) -> ScriptedServer:
        """Answer the next request with ``status`` and ``body``."""
        self._replies.append(Reply(status, body, dict(headers or {})))
        return self

    def queue_handler(self, handler: Handler) -> ScriptedServer:
        """Answer the next request with ``handler(request_body)`` (a Reply, or a body for 200)."""
        self._replies.append(handler)
        return self

    def queue_delayed(self, delay_s: float, status: int = 200, body: Any = None) -> ScriptedServer:
        """Answer the next request only after ``delay_s`` seconds."""
        self._replies.append(Reply(status, body, delay_s=delay_s))
        return self

    def queue_drop(self) -> ScriptedServer:
        """Close the next request's connection without an answer."""
        self._replies.append(Reply(drop=True))
        return self

    @property
    def pending(self) -> int:
        """Scripted replies not used yet."""
        return len(self._replies)

    def error_body(self, status: int, message: str) -> dict:
        return {"error": {"message": message}}

    def _next(self, path: str, headers: dict, body: dict) -> Reply:
        with self._lock:
            if path.rstrip("/") != self.endpoint:
                return Reply(404, self.error_body(404, f"no route {path}"))
            self.requests.append(body)
            self.headers.append(headers)
            self.paths.append(path)
            item = self._replies.popleft() if self._replies else self.fallback
        if item is None:
            return Reply(400, self.error_body(400, "the fake server has no scripted reply for this request"))
        if isinstance(item, Reply):
            return item
        answer = item(body)
        return answer if isinstance(answer, Reply) else Reply(200, answer)
