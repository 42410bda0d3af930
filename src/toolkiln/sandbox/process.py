"""The host's side of worker processes: the template that forks them, and each worker's pipes.

:class:`TemplateProcess` starts :mod:`toolkiln.sandbox.template` and asks it for
workers; :class:`Worker` is one forked worker as the host sees it (two protocol
pipes, a pidfd to signal it without racing pid reuse, a status pipe on which the
template reports how it ended). The pool (:mod:`toolkiln.sandbox.pool`) decides
when to ask for one and what to do with it.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time

from toolkiln.errors import ConfigError
from toolkiln.sandbox.protocol import decode_reply, encode
from toolkiln.sandbox.template import CONTROL_MESSAGE_BYTES

__all__ = [
    "Gone",
    "ProtocolError",
    "TemplateProcess",
    "Timeout",
    "Worker",
    "adopt_prestarted",
    "describe_exit",
    "prestart",
    "worker_paths",
]

READ_SIZE = 1 << 16
"""Bytes read from a pipe at a time: the Linux pipe buffer's default size."""
STATUS_BYTES = 32
"""An exit status line ("-9\\n") is far shorter than this."""
REAP_TIMEOUT_S = 5.0
"""How long :meth:`Worker.stop` waits for a SIGKILLed worker to be reaped (it takes microseconds)."""


READ_FIRST_BACKOFF = 8
"""A reply is read before it is waited for: the worker, woken by the request's write, has usually
answered by the time the write returns (on a busy machine it runs on the host's CPU at once; 86 % of
trivial calls in a loop here), and then the call costs one system call, not a poll and a read. Where a
read finds nothing (an idle second CPU runs the worker while the host goes on), it costs an exception:
the next this many replies are waited for first, then reading first is tried again."""
_LONGEST_POLL_S = 60.0
"""One wait on the pipe at most (the loop waits again): poll takes a C int, and a deadline days away overflows it."""


class Timeout(Exception):
    """No whole message arrived before the deadline."""


class Gone(Exception):
    """The worker closed its end of the pipe (it exited or was killed)."""


class ProtocolError(Exception):
    """The worker sent something the protocol does not allow."""


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "the worker stopped answering"
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"the worker was killed by {name}"
    return f"the worker exited with code {returncode}"


def worker_paths() -> list[str]:
    """The folders the template needs on sys.path: toolkiln, RestrictedPython, pyseccomp."""
    # os.path, not pathlib: the toolkiln script calls this before it starts the template,
    # and the sooner that starts the better.
    paths = [_up(os.path.realpath(__file__), 3)]
    for module in ("RestrictedPython", "pyseccomp"):
        spec = importlib.util.find_spec(module)
        if spec is not None and spec.origin:
            origin = os.path.realpath(spec.origin)
            paths.append(_up(origin, 2 if os.path.basename(origin) == "__init__.py" else 1))
    return list(dict.fromkeys(paths))


def _up(path: str, levels: int) -> str:
    for _ in range(levels):
        path = os.path.dirname(path)
    return path


def _remove_folder(folder: str) -> None:
    import shutil  # here: see worker_paths

    shutil.rmtree(folder, ignore_errors=True)


def _wait_readable(fd: int, deadline: float) -> bool:
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    remaining = deadline - time.monotonic()
    return remaining > 0 and bool(poller.poll(math.ceil(remaining * 1000)))


class Worker:
    """The host's side of one forked worker process."""

    def __init__(self, pid: int, pidfd: int, status_fd: int, to_worker: int, from_worker: int, folder: str) -> None:
        self.pid = pid
        self.to_worker = to_worker
        self.from_worker = from_worker
        self.folder = folder
        self.known: set[str] = set()
        """Digests of sources this worker has compiled (it may still have evicted them)."""
        self._pidfd = pidfd
        self._status_fd = status_fd
        self._returncode: int | None = None
        self._reaped = False
        self._status_lock = threading.Lock()
        """Held while reading the status pipe (close() and the call's thread may both wait)."""
        self._pidfd_lock = threading.Lock()
        """Held while signalling or closing the pidfd, so a closed number is never signalled."""
        self._buffer = bytearray()
        self._scanned = 0
        """How much of the buffer is known to hold no line end."""
        self._read_first_in = 0
        """Replies to wait for before reading ahead of the wait again (see :data:`READ_FIRST_BACKOFF`)."""
        self._poll = select.poll()
        self._poll.register(from_worker, select.POLLIN)
        os.set_blocking(from_worker, False)
        self._stopped = False
        self.dedicated = False
        """Forked for one call and retired after it; not one of the pool's ``size``."""

    def send_line(self, data: bytes) -> None:
        written = os.write(self.to_worker, data)  # a request fits the pipe: one write, almost always
        if written < len(data):
            view = memoryview(data)[written:]
            while view:
                view = view[os.write(self.to_worker, view) :]

    def send(self, message: dict) -> None:
        self.send_line(encode(message).encode("ascii") + b"\n")

    def receive(self, deadline: float, max_line: int) -> dict:
        """The next message; raises Timeout past ``deadline``, Gone at EOF."""
        if not self._buffer:
            if self._read_first_in:
                self._read_first_in -= 1
            elif not self._read_available():
                self._read_first_in = READ_FIRST_BACKOFF
        while True:
            message = self._buffered(max_line)
            if message is not None:
                return message
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise Timeout()
            if self._poll.poll(math.ceil(min(remaining, _LONGEST_POLL_S) * 1000)):
                self._read_available()

    def _buffered(self, max_line: int) -> dict | None:
        """The next whole message already read, or None; ProtocolError for a line the protocol does not allow."""
        end = self._buffer.find(b"\n", self._scanned)
        if end < 0:
            self._scanned = len(self._buffer)  # the next look starts where this one stopped
            if self._scanned > max_line:
                raise ProtocolError(f"a reply longer than {max_line} bytes")
            return None
        line = bytes(self._buffer[:end])
        del self._buffer[: end + 1]
        self._scanned = 0
        try:
            message = decode_reply(line)
        except ValueError as exc:
            raise ProtocolError(f"a reply that is not JSON ({exc})") from None
        if not isinstance(message, dict):
            raise ProtocolError("a reply that is not a JSON object")
        return message

    def _read_available(self) -> bool:
        """Append what the pipe holds to the buffer; False when it holds nothing yet, Gone at EOF."""
        try:
            chunk = os.read(self.from_worker, READ_SIZE)
        except BlockingIOError:
            return False
        if not chunk:
            raise Gone()
        self._buffer += chunk
        return True

    def kill(self) -> None:
        """SIGKILL the process through its pidfd (never a recycled pid); :meth:`stop` cleans up."""
        with self._pidfd_lock:
            if self._reaped or self._pidfd < 0:
                return
            try:
                signal.pidfd_send_signal(self._pidfd, signal.SIGKILL)
            except (ProcessLookupError, OSError):
                pass

    def wait(self, timeout_s: float) -> int | None:
        """The exit code once the template has reaped the worker (None if it could not tell in time)."""
        with self._status_lock:
            if not self._reaped and _wait_readable(self._status_fd, time.monotonic() + timeout_s):
                line = os.read(self._status_fd, STATUS_BYTES).strip()
                self._returncode = int(line) if line.lstrip(b"-").isdigit() else None
                self._reaped = True  # or the template is gone, and the worker with it
            return self._returncode

    @property
    def returncode(self) -> int | None:
        return self._returncode

    def stop(self) -> str:
        """Kill, wait until reaped, clean up; describe how the process ended."""
        if not self._stopped:
            self._stopped = True
            self.kill()
            self.wait(REAP_TIMEOUT_S)
            with self._pidfd_lock:
                fds, self._pidfd = (self.to_worker, self.from_worker, self._status_fd, self._pidfd), -1
            for fd in fds:
                try:
                    os.close(fd)
                except OSError:
                    pass
            _remove_folder(self.folder)
        return describe_exit(self._returncode)


class TemplateProcess:
    """The host's side of the template: start it, ask it for workers, stop it.

    Not thread-safe: the pool calls it from its one spawner thread only (the
    template's parent-death signal follows the thread that started it).
    """

    def __init__(self, bootstrap: str, paths: list[str]) -> None:
        self.bootstrap = bootstrap
        self.paths = paths
        self._proc: subprocess.Popen | None = None
        self._control: socket.socket | None = None
        self._ready = False

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    @property
    def ready(self) -> bool:
        """Told its policy and warmed up: it can fork workers."""
        return self._ready and self.running

    def launch(self) -> None:
        """Start the process; it imports what it will need and waits for :meth:`initialise`."""
        self.close()
        host_end, template_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self._proc = subprocess.Popen(
                [*_python_command(), "-c", self.bootstrap, json.dumps(self.paths), str(template_end.fileno())],
                env={},
                cwd="/",
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=(template_end.fileno(),),
                # A process group of its own, so a Ctrl-C at the terminal reaches the host alone; but the
                # host's session, so the scheduler puts the workers in the host's autogroup. In a session
                # of their own they were a group the kernel shares the CPUs with as one more user: on a
                # busy machine each wake-up then waits for that group's turn (a round trip 4-10x a bare
                # child's). The workers are no closer to the terminal for it: they hold no descriptor
                # of it, open no file, and seccomp refuses TIOCSTI.
                process_group=0,
            )
        except BaseException:
            host_end.close()
            raise
        finally:
            template_end.close()
        self._control = host_end

    def initialise(self, init_line: bytes, deadline: float) -> None:
        """Hand it the policy and wait until it has warmed up; ConfigError if it cannot."""
        assert self._control is not None, "launch() the template first"
        try:
            try:
                self._control.send(init_line)
            except (BrokenPipeError, ConnectionResetError):
                pass  # it has left already: what it said before it left is still queued, read below
            reply = self._receive(deadline)[0]
        except (OSError, Timeout, Gone, ProtocolError) as exc:
            self.close()
            raise ConfigError(f"the sandbox worker failed to start: {_why(exc)}") from None
        if reply.get("op") != "ready":
            self.close()
            raise ConfigError(f"the sandbox worker failed to start: {str(reply.get('message') or reply)[:1000]}")
        self._ready = True

    def start(self, init_line: bytes, deadline: float) -> None:
        """:meth:`launch` and :meth:`initialise`."""
        self.launch()
        self.initialise(init_line, deadline)

    def spawn(self, deadline: float) -> Worker:
        """Fork a new worker; raises OSError/Gone/Timeout if the template is gone or stuck."""
        assert self._control is not None and self._ready, "start() the template first"
        import tempfile  # here: see worker_paths

        from toolkiln.sandbox.identity import hand_to_workers

        folder = tempfile.mkdtemp(prefix="toolkiln-worker-")
        hand_to_workers(folder)  # a root host's workers run as nobody: their folder is theirs
        to_worker, from_worker, status = os.pipe(), os.pipe(), os.pipe()
        host_ends = (to_worker[1], from_worker[0], status[0])
        child_ends: tuple[int, ...] = (to_worker[0], from_worker[1], status[1])
        try:
            message = json.dumps({"op": "spawn", "folder": folder}).encode("ascii")
            socket.send_fds(self._control, [message], list(child_ends))
            for fd in child_ends:
                os.close(fd)
            child_ends = ()
            reply, fds = self._receive(deadline)
            if reply.get("op") != "spawned" or len(fds) != 1:
                for fd in fds:
                    os.close(fd)
                raise ProtocolError(str(reply.get("message") or reply)[:1000])
            return Worker(int(reply["pid"]), fds[0], status[0], to_worker[1], from_worker[0], folder)
        except BaseException:
            for fd in (*host_ends, *child_ends):
                os.close(fd)
            _remove_folder(folder)
            raise

    def _receive(self, deadline: float) -> tuple[dict, list[int]]:
        assert self._control is not None
        if not _wait_readable(self._control.fileno(), deadline):
            raise Timeout()
        try:
            data, fds, _flags, _addr = socket.recv_fds(self._control, CONTROL_MESSAGE_BYTES, 1)
        except ConnectionResetError:
            # The template exited with a message of ours unread (it failed to start before it read
            # its init): Linux reports that once, ahead of what the template sent before it left.
            data, fds, _flags, _addr = socket.recv_fds(self._control, CONTROL_MESSAGE_BYTES, 1)
        if not data:
            raise Gone()
        try:
            message = json.loads(data)
        except ValueError:
            raise ProtocolError("a reply that is not JSON") from None
        if not isinstance(message, dict):
            raise ProtocolError("a reply that is not a JSON object")
        return message, fds

    def close(self) -> None:
        """Stop the template (its remaining workers die with it)."""
        self._ready = False
        if self._control is not None:
            self._control.close()  # the template sees the end of its socket and exits
            self._control = None
        if self._proc is not None:
            try:
                self._proc.wait(timeout=REAP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            self._proc = None


_prestarted: TemplateProcess | None = None


def prestart(bootstrap: str) -> None:
    """Launch a template now, before the caller knows its settings or builds a pool.

    The ``toolkiln`` script calls this first thing for a command that will run tools,
    so the template's interpreter start and imports overlap the host's own; the
    first :class:`~toolkiln.sandbox.pool.WorkerPool` to need a template adopts it
    (:func:`adopt_prestarted`). The process is started from the calling thread, whose
    exit ends it (parent-death signal): call this from the main thread only. One not
    adopted exits when the host does."""
    global _prestarted
    if _prestarted is None:
        template = TemplateProcess(bootstrap, worker_paths())
        try:
            template.launch()
        except OSError:
            return  # the pool starts its own and reports the reason
        _prestarted = template


def adopt_prestarted(bootstrap: str, paths: list[str]) -> TemplateProcess | None:
    """The template :func:`prestart` launched, if it is still running and was started the same way."""
    global _prestarted
    template, _prestarted = _prestarted, None
    if template is None:
        return None
    if template.running and template.bootstrap == bootstrap and template.paths == paths:
        return template
    template.close()
    return None


def _python_command() -> list[str]:
    """The template's interpreter: isolated (no environment, no user site), without site-packages,
    and writing no bytecode where the host was told not to (``-I`` hides PYTHONDONTWRITEBYTECODE)."""
    return [sys.executable, "-I", "-S", *(["-B"] if sys.dont_write_bytecode else [])]


def _why(exc: BaseException) -> str:
    if isinstance(exc, Timeout):
        return "it did not answer in time"
    if isinstance(exc, Gone):
        return "it exited"
    return str(exc) or type(exc).__name__
