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


def test_a_filter_prepared_before_the_fork_confines_the_forked_child(tmp_path):
    """The template builds the fixed rules once and forks; the child adds the rules that name its
    own pid (signals), loads the filter and is as confined as one that built it all itself; the
    process that prepared the filter stays unconfined."""
    outcomes = run_confined(
        tmp_path,
        "from toolkiln.sandbox.confine import prepare_seccomp\n"
        "prepare_seccomp()\n"
        "read, write = os.pipe()\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    c = confine(limits, parent_pid=os.getppid())\n"
        "    report = {'seccomp': c.seccomp, 'own_signal': 'allowed', **self_test('.')}\n"
        "    try:\n"
        "        os.kill(os.getpid(), 0)\n"
        "    except OSError as exc:\n"
        "        report['own_signal'] = str(exc)\n"
        "    os.write(write, json.dumps(report).encode())\n"
        "    os._exit(0)\n"
        "os.close(write)\n"
        "os.waitpid(pid, 0)\n"
        "child = json.loads(os.read(read, 65536))\n"
        "print(json.dumps({'child': child, 'parent_forks': self_test('.')['fork']}))",
    )
    assert outcomes["child"] == {
        "seccomp": True,
        "own_signal": "allowed",
        "socket": "EPERM",
        "fork": "EPERM",
        "execve": "EPERM",
        "create_file": "EACCES",
        "read_file": "EACCES",
        "mkdir": "EPERM",
        "kill_parent": "EPERM",
    }
    assert outcomes["parent_forks"] == "allowed"


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


HOST_PROBE = """
import resource
host = os.getppid()
c = confine(limits, parent_pid=host)
outcomes = {}
def attempt(name, action):
    try:
        value = action()
        outcomes[name] = "allowed: " + str(value)[:200]
    except OSError as exc:
        outcomes[name] = __import__("errno").errorcode.get(exc.errno or 0, str(exc))
def access(path):
    if os.access(path, os.F_OK):  # os.access answers False for any error, EPERM included
        return True
    raise PermissionError(1, "access was refused or the path is absent")
attempt("setpriority", lambda: os.setpriority(os.PRIO_PROCESS, host, 19))
attempt("sched_setscheduler", lambda: os.sched_setscheduler(host, os.SCHED_IDLE, os.sched_param(0)))
attempt("sched_setparam", lambda: os.sched_setparam(host, os.sched_param(0)))
attempt("sched_setaffinity", lambda: os.sched_setaffinity(host, {0}))
attempt("prlimit_set", lambda: resource.prlimit(host, resource.RLIMIT_NOFILE, (8, 8)))
attempt("prlimit_get", lambda: resource.prlimit(host, resource.RLIMIT_NOFILE))
attempt("getpriority", lambda: os.getpriority(os.PRIO_PROCESS, host))
attempt("sched_getaffinity", lambda: os.sched_getaffinity(host))
attempt("sched_getscheduler", lambda: os.sched_getscheduler(host))
attempt("getsid", lambda: os.getsid(host))
attempt("stat_proc", lambda: os.stat(f"/proc/{host}"))
attempt("lstat_exe", lambda: os.lstat(f"/proc/{host}/exe"))
attempt("access_cwd", lambda: access(f"/proc/{host}/cwd"))
attempt("readlink_cwd", lambda: os.readlink(f"/proc/{host}/cwd"))
attempt("readlink_exe", lambda: os.readlink(f"/proc/{host}/exe"))
attempt("readlink_fd", lambda: os.readlink(f"/proc/{host}/fd/1"))
attempt("stat_file", lambda: os.stat("/etc/hostname"))
attempt("chdir", lambda: os.chdir("/"))
attempt("own_limits", lambda: "ok" if resource.getrlimit(resource.RLIMIT_NOFILE) else "ok")
attempt("own_affinity", lambda: "ok" if os.sched_getaffinity(0) else "ok")
print(json.dumps(outcomes))
"""

HOST = """
import json, os, resource, subprocess, sys

def state():
    return [os.getpriority(os.PRIO_PROCESS, 0), os.sched_getscheduler(0), sorted(os.sched_getaffinity(0)),
            list(resource.getrlimit(resource.RLIMIT_NOFILE))]

before = state()
done = subprocess.run([sys.executable, "-c", sys.argv[1]], env={"PYTHONPATH": sys.argv[2]},
                      capture_output=True, text=True, timeout=60)
print(json.dumps({"before": before, "after": state(), "code": done.returncode,
                  "stdout": done.stdout, "stderr": done.stderr[-2000:]}))
"""
"""A stand-in host: it starts the confined probe as its child, as the pool starts a
worker, and reports its own scheduling and limits before and after."""


def test_a_confined_process_can_neither_reschedule_nor_inspect_its_host(tmp_path):
    """Its parent's priority, scheduler, affinity and limits stay as they were, and
    nothing of the parent's /proc entry (cwd, exe, open files) can be read."""
    probe = (
        "import json, os, sys\nfrom toolkiln.sandbox.confine import confine\n"
        f"limits = {dict(DEFAULT_POLICY.limits.__dict__)!r}\n{HOST_PROBE}"
    )
    done = subprocess.run(
        [sys.executable, "-c", HOST, probe, SRC], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    host = json.loads(done.stdout)
    assert host["code"] == 0, host["stderr"]
    assert host["after"] == host["before"]
    outcomes = json.loads(host["stdout"])
    own = {"own_limits", "own_affinity"}
    assert {name: outcomes[name] for name in own} == dict.fromkeys(own, "allowed: ok")
    leaked = {name: value for name, value in outcomes.items() if name not in own and value != "EPERM"}
    assert leaked == {}
