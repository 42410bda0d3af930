"""The template process: imports and warms up a worker once, then forks workers.

A fresh Python interpreter with toolkiln's runtime, RestrictedPython and
libseccomp loaded takes a hundred milliseconds or more to start; a fork of one
that has already done it takes a few. The pool starts one template per pool
(``python -I -S -c BOOTSTRAP PATHS CONTROL_FD``, empty environment, ``/`` as
its folder, ``/dev/null`` for stdin/stdout/stderr) and asks it for workers.

What the template is and is not:

* It runs no tool. The only code it executes is toolkiln's own warm-up
  (:func:`toolkiln.sandbox.worker.prepare_runtime`), before any fork.
* It is unconfined (it must fork), though it is not root (where the host runs
  as root it becomes ``nobody`` with no groups before it forks, so its workers
  are born unprivileged) and holds no capabilities, so no worker may reach it: a forked child
  closes every descriptor except its own two protocol pipes before it does
  anything else, and then confines itself (seccomp denies signals to other
  processes, ptrace and sockets). The template's control socket is shared with
  the host alone.
* It dies with the host (parent-death signal), and its workers die with it.
* It reaps its workers and hands each exit status to the host on that
  worker's status pipe, so the host can tell a SIGKILL from a SIGXCPU.

Control protocol, one JSON object per ``SOCK_SEQPACKET`` message::

    host → template  {"op": "init", "policy": {...}, "forbidden_attributes": [...],
                      "parent_pid": N, "allow_unconfined": false}
    template → host  {"op": "ready"} | {"op": "error", "message": "..."}
    host → template  {"op": "spawn", "folder": "..."} + descriptors [to_worker, from_worker, status]
    template → host  {"op": "spawned", "pid": N} + descriptor [pidfd] | {"op": "error", "message": "..."}
"""

from __future__ import annotations

import gc
import json
import os
import select
import socket
import sys
import warnings

TYPE_CHECKING = False  # not typing's: the host imports this module before it starts the template
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["BOOTSTRAP", "CONTROL_MESSAGE_BYTES", "SPAWN_FDS", "main"]

BOOTSTRAP = """\
import json, os, sys
try:
    sys.path[:0] = json.loads(sys.argv[1])
    from toolkiln.sandbox.template import main
except BaseException as exc:
    error = {"op": "error", "message": "cannot load the worker: %s: %s" % (type(exc).__name__, exc)}
    os.write(int(sys.argv[2]), json.dumps(error).encode("ascii"))
    sys.exit(1)
os._exit(main(int(sys.argv[2])))
"""
"""The ``-c`` program the pool starts: puts toolkiln's folders on ``sys.path``
(the environment is empty, so ``PYTHONPATH`` cannot), then runs :func:`main`.
It leaves with ``os._exit``: there is nothing to flush, and tearing down an
interpreter full of warmed-up modules would only make the host's close wait."""

CONTROL_MESSAGE_BYTES = 1 << 20
"""The largest control message: the init message carries the whole policy as JSON."""
SPAWN_FDS = 3
"""A spawn request carries the worker's two protocol pipe ends and its status pipe."""
_FORK_FAILED_EXIT = 70
"""A forked child whose set-up failed before it could report on its own pipe."""


class _Template:
    """The template's state: the warmed-up runtime and the workers it has forked."""

    def __init__(self, control: socket.socket, init: dict, runtime: Any, channel: Any, become: Callable) -> None:
        self.control = control
        self.init = init
        self.runtime = runtime
        self.channel = channel
        self.become = become
        self.children: dict[int, tuple[int, int]] = {}
        """pidfd → (pid, status pipe) of each live worker."""
        self.poll = select.poll()
        self.poll.register(control.fileno(), select.POLLIN)

    def serve(self) -> int:
        while True:
            for fd, _events in self.poll.poll():
                if fd == self.control.fileno():
                    if not self._request():
                        return 0
                else:
                    self._reap(fd)

    def _request(self) -> bool:
        """Answer one control message; False once the host has gone."""
        try:
            data, fds, _flags, _addr = socket.recv_fds(self.control, CONTROL_MESSAGE_BYTES, SPAWN_FDS)
        except OSError:
            return False
        if not data:
            return False
        try:
            message = json.loads(data)
            if message.get("op") != "spawn" or len(fds) != SPAWN_FDS:
                raise ValueError(f"not a spawn request: {str(message)[:80]}")
            pid = self._fork(message["folder"], *fds)
        except Exception as exc:
            for fd in fds:
                os.close(fd)
            self._send({"op": "error", "message": f"{type(exc).__name__}: {exc}"})
            return True
        pidfd = os.pidfd_open(pid)
        self.children[pidfd] = (pid, fds[2])
        self.poll.register(pidfd, select.POLLIN)
        socket.send_fds(self.control, [json.dumps({"op": "spawned", "pid": pid}).encode("ascii")], [pidfd])
        return True

    def _fork(self, folder: str, to_worker: int, from_worker: int, status: int) -> int:
        template_pid = os.getpid()
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            code = _FORK_FAILED_EXIT
            try:
                _close_all_but((to_worker, from_worker))
                os.chdir(folder)
                self.channel.attach(to_worker, from_worker)
                code = self.become(self.channel, self.runtime, self.init, parent_pid=template_pid)
            finally:
                os._exit(code)
        os.close(to_worker)
        os.close(from_worker)
        return pid

    def _reap(self, pidfd: int) -> None:
        pid, status = self.children.pop(pidfd)
        self.poll.unregister(pidfd)
        try:
            _, wait_status = os.waitpid(pid, 0)
            returncode = os.waitstatus_to_exitcode(wait_status)
            os.write(status, f"{returncode}\n".encode("ascii"))
        except OSError:
            pass  # the host closed its end: it no longer cares
        finally:
            os.close(status)
            os.close(pidfd)

    def _send(self, message: dict) -> None:
        self.control.send(json.dumps(message).encode("ascii"))


def _close_all_but(keep: tuple[int, ...]) -> None:
    """Close every descriptor above stderr except ``keep``: the control socket,
    the other workers' pipes and pidfds must never reach a worker."""
    low = 3
    for fd in sorted(keep):
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, os.sysconf("SC_OPEN_MAX"))


def main(control_fd: int) -> int:
    """Receive the policy, warm up, then fork a worker for each spawn request."""
    control = socket.socket(fileno=control_fd)
    warnings.simplefilter("ignore")  # nothing may try to print or read source lines later
    try:
        # What does not depend on the policy loads first: a template the host started before
        # it knew its settings (toolkiln.sandbox.process.prestart) gets this done meanwhile.
        from toolkiln.policy import DEFAULT_POLICY
        from toolkiln.sandbox.confine import drop_capabilities, drop_privileges, prepare_seccomp, set_process_flags
        from toolkiln.sandbox.worker import Channel, become_worker, prepare_runtime, warm_up_interpreter

        _preload_seccomp()
        prepare_seccomp()  # the filter's fixed rules, built once here instead of in every worker
        # The host sends its policy only once it has loaded its settings; meanwhile the modules
        # the default policy allows load here (a policy's runtime then finds them loaded).
        warm_up_interpreter(DEFAULT_POLICY.modules)
        data = control.recv(CONTROL_MESSAGE_BYTES)
        if not data:
            return 0  # the host left without asking for a worker
        init = json.loads(data)
        drop_privileges()  # a root host's template and workers run as nobody, with no groups (before the flags:
        # the kernel clears the parent-death signal when the identity changes)
        set_process_flags(int(init["parent_pid"]))  # dies with the host; no new privileges for it or its workers
        drop_capabilities()  # none of root's for it or its workers (it forks, waits and reads its pipes only)
        channel = Channel()
        runtime = prepare_runtime(init, channel)
    except Exception as exc:  # report any start-up failure in one line, then stop
        control.send(json.dumps({"op": "error", "message": " ".join(f"{type(exc).__name__}: {exc}".split())}).encode())
        return 1
    gc.freeze()  # what the template built stays put: a worker's collections do not copy its pages
    control.send(b'{"op": "ready"}')
    return _Template(control, init, runtime, channel, become_worker).serve()


_SONAMES = {"c": "libc.so.6", "seccomp": "libseccomp.so.2"}
"""The libraries pyseccomp looks up, by the names they have on Linux."""


def _preload_seccomp() -> None:
    """Load libseccomp now: a confining worker can open no file. If it is missing,
    each worker reports that itself (and fails closed unless allowed).

    pyseccomp finds libc and libseccomp with ``ctypes.util.find_library``, which runs
    ``ldconfig -p`` in a subprocess for each (about 20 ms of the template's start here);
    while it loads, the sonames above are tried first, and only a miss asks ldconfig."""
    import ctypes.util

    ask_ldconfig = ctypes.util.find_library

    def known_first(name: str) -> str | None:
        soname = _SONAMES.get(name)
        if soname is not None:
            try:
                ctypes.CDLL(soname)
                return soname
            except OSError:
                pass
        return ask_ldconfig(name)

    ctypes.util.find_library = known_first
    try:
        import pyseccomp  # type: ignore[import-untyped]  # noqa: F401
    except (ImportError, OSError, AttributeError):
        pass
    finally:
        ctypes.util.find_library = ask_ldconfig


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
