"""Confinement, proven from inside a confined process.

Each test starts a fresh Python process that applies the same
:func:`toolkiln.sandbox.confine.confine` a worker applies, then tries what a
tool that escaped RestrictedPython would try — directly, not through tool
source — and reports the error each attempt met.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox.confine import ConfinementUnavailable, install_seccomp

SRC = str(Path(__file__).resolve().parents[1] / "src")


def run_confined(tmp_path: Path, program: str) -> dict:
    """Run ``program`` after confinement in a child; it prints one JSON object."""
    script = (
        "import json, os, socket, sys\n"
        "from toolkiln.sandbox.confine import confine, self_test\n"
        f"limits = {dict(DEFAULT_POLICY.limits.__dict__)!r}\n"
        f"{program}\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env={"PYTHONPATH": SRC},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_confined_process_cannot_exec_fork_connect_or_touch_files(tmp_path):
    outcomes = run_confined(
        tmp_path,
        "c = confine(limits, parent_pid=os.getppid())\nprint(json.dumps({'seccomp': c.seccomp, **self_test('.')}))",
    )
    assert outcomes == {
        "seccomp": True,
        "socket": "EPERM",
        "fork": "EPERM",
        "execve": "EPERM",
        "create_file": "EACCES",
        "read_file": "EACCES",
        "mkdir": "EPERM",
        "kill_parent": "EPERM",
    }
    assert list(tmp_path.iterdir()) == []


def test_the_same_attempts_succeed_without_confinement(tmp_path):
    """The self-test can fail: unconfined, its attempts go through."""
    outcomes = run_confined(tmp_path, "print(json.dumps(self_test('.')))")
    assert outcomes["create_file"] == "allowed"
    assert outcomes["fork"] == "allowed"
    assert outcomes["execve"] == "ENOENT"  # the probe path does not exist; nothing stopped the call


def test_confinement_fails_closed_without_libseccomp(tmp_path):
    outcomes = run_confined(
        tmp_path,
        "sys.modules['pyseccomp'] = None\n"
        "try:\n"
        "    confine(limits, parent_pid=os.getppid())\n"
        "    refused = None\n"
        "except Exception as exc:\n"
        "    refused = type(exc).__name__\n"
        "allowed = confine(limits, parent_pid=os.getppid(), allow_unconfined=True)\n"
        "print(json.dumps({'refused': refused, 'seccomp': allowed.seccomp, 'note': allowed.note}))",
    )
    assert outcomes["refused"] == "ConfinementUnavailable"
    assert outcomes["seccomp"] is False
    assert "pyseccomp" in outcomes["note"]


def test_install_seccomp_reports_a_missing_library(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyseccomp", None)
    with pytest.raises(ConfinementUnavailable, match="not available"):
        install_seccomp()
