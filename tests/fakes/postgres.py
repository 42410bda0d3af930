"""A throwaway PostgreSQL cluster for the tests: ``initdb`` into a temp folder, ``pg_ctl`` on a free loopback port.

The server listens on 127.0.0.1 only, keeps its unix socket inside the cluster's own
folder, and trusts local connections (nothing leaves the machine). PostgreSQL refuses
to run as root, so when the tests run as root the folder is handed to the ``postgres``
OS user and every server command runs as that user through ``runuser``.

:func:`why_unavailable` says why no cluster can be made (no server binaries, no
psycopg): the tests that need one skip with that reason. Each test gets a database
of its own (:meth:`Cluster.new_database`), so tests never see each other's rows.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

__all__ = ["Cluster", "server_binaries", "why_unavailable"]

_SEARCHED = ("/usr/lib/postgresql/*/bin",)
"""Where Debian's ``postgresql`` package puts the server programs (not on PATH)."""
_PORT_TRIES = 5
"""How many free ports starting the server tries."""
_PATIENCE_S = 120
"""How long starting or stopping the server may take on a loaded machine: a bound, never a measure."""


def server_binaries() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``: on PATH, else the newest Debian version's."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    folders = sorted(
        glob.glob(_SEARCHED[0]), key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0
    )
    for folder in reversed(folders):
        if (Path(folder) / "initdb").exists() and (Path(folder) / "pg_ctl").exists():
            return Path(folder)
    return None


def why_unavailable() -> str | None:
    """Why no cluster can be started here, or None when one can."""
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError:
        return "psycopg and psycopg_pool are not installed (pip install 'toolkiln[postgres]')"
    if server_binaries() is None:
        return "the PostgreSQL server programs are not installed (apt-get install postgresql)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a 'postgres' OS user to run the server as"
    return None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Cluster:
    """One running PostgreSQL server in a temp folder, removed by :meth:`stop`."""

    def __init__(self, *, fsync: bool = False) -> None:
        """``fsync`` keeps the server's writes durable as a real one's (for the bench); the tests go without."""
        self.fsync = fsync
        binaries = server_binaries()
        if binaries is None:
            raise RuntimeError(why_unavailable() or "no PostgreSQL server programs")
        self.bin = binaries
        self.folder = Path(tempfile.mkdtemp(prefix="toolkiln-pg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder / "socket"
        self.port = _free_port()
        self.user = "toolkiln"
        self._as_postgres = os.geteuid() == 0
        self._numbers = itertools.count(1)
        self.socket_dir.mkdir()
        if self._as_postgres:
            owner = pwd.getpwnam("postgres")
            for path in (self.folder, self.socket_dir):
                os.chown(path, owner.pw_uid, owner.pw_gid)

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / args[0]), *args[1:]]
        if self._as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        result = subprocess.run(command, capture_output=True, text=True, timeout=_PATIENCE_S, check=False, cwd="/")
        if result.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({result.returncode}): {result.stderr.strip() or result.stdout}")
        return result

    def start(self) -> Cluster:
        """``initdb`` and start the server; it listens on 127.0.0.1:``port`` and in ``socket_dir``."""
        self._run("initdb", "-D", str(self.data), "-U", self.user, "--auth=trust", "-E", "UTF8", "--no-sync")
        # synchronous_commit=off is what SQLite's WAL with synchronous=NORMAL promises: a crash of the
        # process loses nothing, an OS crash may lose the last commits, never corrupts
        durability = "" if self.fsync else "-c fsync=off -c full_page_writes=off "
        options = (
            f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.socket_dir} "
            f"{durability}-c synchronous_commit=off -c max_connections=200"
        )
        for attempt in range(_PORT_TRIES):  # another process may take the free port before the server binds it
            try:
                self._run(
                    "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "server.log"), "-w", "start"
                )
                return self
            except RuntimeError:
                if attempt == _PORT_TRIES - 1:
                    raise
                options = options.replace(f"-p {self.port} ", f"-p {(port := _free_port())} ")
                self.port = port
        return self

    def url(self, database: str = "postgres") -> str:
        """The libpq URL of ``database`` on this server, over TCP on the loopback address."""
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database; its URL."""
        import psycopg

        name = f"t{os.getpid()}_{next(self._numbers)}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        """Stop the server (fast shutdown: connections are dropped) and remove its folder."""
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
