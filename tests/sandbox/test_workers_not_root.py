"""Workers never run as root: a root host's template and workers are ``nobody``, with no groups.

Read from the kernel (``/proc/PID/status`` of the real processes), not from
what toolkiln believes; and a process that left root the way the template
does tries to write files only root may write, and to become root again.
"""

from __future__ import annotations

import json
import os
import pwd
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import toolkiln
from toolkiln.sandbox.pool import WorkerPool

SRC = str(Path(toolkiln.__file__).resolve().parents[1])
"""The toolkiln under test, for the probe process."""

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="workers are confined on Linux"),
    pytest.mark.skipif(os.geteuid() != 0, reason="the host must run as root to show that workers do not"),
]


def nobody() -> tuple[int, int]:
    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        return 65534, 65534
    return entry.pw_uid, entry.pw_gid


def credentials(pid: int) -> dict[str, list[str]]:
    """``Uid`` (real, effective, saved, file system), ``Gid`` likewise and ``Groups`` of a live process."""
    status = Path(f"/proc/{pid}/status").read_text()
    fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
    return {key: fields[key].split() for key in ("Uid", "Gid", "Groups", "PPid")}


def test_a_worker_and_its_template_run_as_nobody_with_no_groups_and_still_answer():
    uid, gid = nobody()
    with WorkerPool(size=1) as pool:
        outcome = pool.run(
            "add_one", '"""Adds one."""\n\ndef add_one(x: int) -> dict:\n    return {"y": x + 1}\n', {"x": 1}
        )
        assert outcome.ok and outcome.result == {"y": 2}, outcome
        (pid,) = pool.worker_pids()
        worker = credentials(pid)
        template = credentials(int(worker["PPid"][0]))
        folder = os.readlink(f"/proc/{pid}/cwd")
        owner = os.stat(folder)
        assert os.listdir(folder) == []
    for seen in (worker, template):
        assert seen["Uid"] == [str(uid)] * 4, seen
        assert seen["Gid"] == [str(gid)] * 4, seen
        assert seen["Groups"] == [], seen
    assert (owner.st_uid, owner.st_gid) == (uid, gid), "the worker's empty folder is its own"


PROBE = """
import errno, json, os, sys
from toolkiln.sandbox.confine import drop_privileges
drop_privileges()
outcomes = {"ids": [os.getresuid(), os.getresgid(), os.getgroups()]}
def attempt(name, action):
    try:
        action()
        outcomes[name] = "allowed"
    except OSError as exc:
        outcomes[name] = errno.errorcode.get(exc.errno, str(exc))
folder = sys.argv[1]
attempt("append_root_file", lambda: open(os.path.join(folder, "owned-by-root"), "a").write("pwned"))
attempt("create_in_root_folder", lambda: open(os.path.join(folder, "new-file"), "w").close())
attempt("chmod_root_file", lambda: os.chmod(os.path.join(folder, "owned-by-root"), 0o666))
attempt("become_root_again", lambda: os.setuid(0))
attempt("regain_groups", lambda: os.setgroups([0]))
print(json.dumps(outcomes))
"""


def test_after_leaving_root_as_the_template_does_no_root_owned_path_can_be_written():
    uid, gid = nobody()
    folder = tempfile.mkdtemp(prefix="toolkiln-root-owned-")
    try:
        os.chmod(folder, 0o755)  # others may look inside, only root may write
        target = Path(folder) / "owned-by-root"
        target.write_text("root's\n")
        target.chmod(0o644)
        done = subprocess.run(
            [sys.executable, "-c", PROBE, folder],
            cwd="/",
            env={"PYTHONPATH": SRC},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        outcomes = json.loads(done.stdout)
        assert outcomes == {
            "ids": [[uid] * 3, [gid] * 3, []],
            "append_root_file": "EACCES",
            "create_in_root_folder": "EACCES",
            "chmod_root_file": "EPERM",
            "become_root_again": "EPERM",
            "regain_groups": "EPERM",
        }
        assert target.read_text() == "root's\n" and sorted(os.listdir(folder)) == ["owned-by-root"]
        assert oct(target.stat().st_mode & 0o777) == "0o644"
    finally:
        for name in os.listdir(folder):
            os.unlink(os.path.join(folder, name))
        os.rmdir(folder)
