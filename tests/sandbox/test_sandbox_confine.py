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

SRC = str(Path(__file__).resolve().parents[2] / "src")


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
import ctypes, resource
import pyseccomp
host = os.getppid()
libc = ctypes.CDLL(None, use_errno=True)
SYS_SYNC = pyseccomp.resolve_syscall(pyseccomp.Arch.NATIVE, "sync")
def sync_everything():  # glibc's sync() returns nothing: the system call says whether it ran
    if libc.syscall(ctypes.c_long(SYS_SYNC)) != 0:
        raise OSError(ctypes.get_errno(), "sync")
    return "synced"
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
attempt("sync", sync_everything)
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


# -- what a worker that escaped Python could still ask the kernel for ------------------------

FILTER_ORIGINS = {
    "built_in_the_process": "",
    "prepared_as_in_the_template": "from toolkiln.sandbox.confine import prepare_seccomp\nprepare_seccomp()\n",
}
"""A worker's filter comes ready-made from its template; a process without one builds its own.
Each attempt below meets both."""

SIGNAL_ROUTING = """
import ctypes, errno, fcntl, signal
F_SETSIG = 10  # Linux's number; not every Python's fcntl module names it
os.setpgid(0, 0)  # a group of its own: the group-wide attempt must never reach the test runner
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})  # pending, never delivered: read below
victim = os.getpid()
read, write = os.pipe()
pid = os.fork()
if pid == 0:
    confine(limits, parent_pid=victim)
    tried = {}
    own_read, own_write = os.pipe()
    for name, command, argument in (("F_SETOWN", fcntl.F_SETOWN, victim),
                                    ("F_SETOWN_group", fcntl.F_SETOWN, -os.getpgrp()),
                                    ("F_SETSIG", F_SETSIG, int(signal.SIGUSR1))):
        try:
            fcntl.fcntl(own_read, command, argument)
            tried[name] = "allowed"
        except OSError as exc:
            tried[name] = errno.errorcode[exc.errno]
    owner = ctypes.c_int(victim)
    libc = ctypes.CDLL(None, use_errno=True)
    tried["FIOSETOWN"] = "allowed" if libc.ioctl(own_read, 0x8901, ctypes.byref(owner)) == 0 else (
        errno.errorcode[ctypes.get_errno()])
    fcntl.fcntl(own_read, fcntl.F_SETFL, fcntl.fcntl(own_read, fcntl.F_GETFL) | os.O_ASYNC)
    os.write(own_write, b"ready")  # the kernel signals the read end's owner now, if it has one
    os.write(write, json.dumps(tried).encode())
    os._exit(0)
os.close(write)
tried = json.loads(os.read(read, 65536))
os.waitpid(pid, 0)
print(json.dumps({"tried": tried, "victim_signalled": signal.SIGUSR1 in signal.sigpending()}))
"""


@pytest.mark.parametrize("origin", list(FILTER_ORIGINS))
def test_a_confined_process_cannot_have_the_kernel_signal_another_process(tmp_path, origin):
    """A pipe's owner gets SIGIO (or any signal F_SETSIG names, SIGKILL included) when the pipe
    becomes readable: a worker that could set the owner of its own pipe to another process's pid
    could kill any process of its user without calling kill. The victim here is the confined
    process's parent, with the signal blocked so that it stays pending and can be read."""
    outcome = run_confined(tmp_path, FILTER_ORIGINS[origin] + SIGNAL_ROUTING)
    assert outcome["victim_signalled"] is False
    assert outcome["tried"] == {
        "F_SETOWN": "EPERM",
        "F_SETOWN_group": "EPERM",
        "F_SETSIG": "EPERM",
        "FIOSETOWN": "EPERM",
    }


SYSTEM_V_IPC = """
import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
c = confine(limits, parent_pid=os.getppid())
IPC_CREAT_0600 = 0o1600
made = {}
for name, create in (("shm", lambda: libc.shmget(0, 4096, IPC_CREAT_0600)),
                     ("msg", lambda: libc.msgget(0, IPC_CREAT_0600)),
                     ("sem", lambda: libc.semget(0, 1, IPC_CREAT_0600))):
    ident = create()
    made[name] = ident if ident >= 0 else errno.errorcode[ctypes.get_errno()]
print(json.dumps(made))
"""


def _remove_ipc(made: dict) -> None:
    """Remove what the probe managed to create (IPC_RMID), so a failing run leaves nothing behind."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    removers = {
        "shm": lambda i: libc.shmctl(i, 0, None),
        "msg": lambda i: libc.msgctl(i, 0, None),
        "sem": lambda i: libc.semctl(i, 0, 0),
    }
    for name, ident in made.items():
        if isinstance(ident, int):
            removers[name](ident)


@pytest.mark.parametrize("origin", list(FILTER_ORIGINS))
def test_a_confined_process_can_make_no_system_v_ipc_object(tmp_path, origin):
    """Shared memory, message queues and semaphores outlive the process that made them (memory
    no limit of the worker's counts, and a channel from one call to a later one), and root may
    open anyone's: a confined process may create none."""
    made = run_confined(tmp_path, FILTER_ORIGINS[origin] + SYSTEM_V_IPC)
    try:
        assert made == {"shm": "EPERM", "msg": "EPERM", "sem": "EPERM"}
    finally:
        _remove_ipc(made)


SETXATTRAT = 463
"""``setxattrat`` (Linux 6.13): the same number on every architecture but alpha."""
XATTR_PROBE = """
import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
class XattrArgs(ctypes.Structure):
    _fields_ = [("value", ctypes.c_uint64), ("size", ctypes.c_uint32), ("flags", ctypes.c_uint32)]
def set_attribute(path, name):
    value = ctypes.create_string_buffer(b"escaped")
    args = XattrArgs(ctypes.addressof(value), 7, 0)
    long = ctypes.c_long  # syscall() is variadic: every argument a full register wide
    done = libc.syscall(long({number}), long(-100), path.encode(), long(0), name.encode(), ctypes.byref(args),
                        long(ctypes.sizeof(args)))
    return "allowed" if done == 0 else errno.errorcode[ctypes.get_errno()]
before = set_attribute({path!r}, "user.toolkiln_unconfined")
c = confine(limits, parent_pid=os.getppid())
print(json.dumps({{"unconfined": before, "confined": set_attribute({path!r}, "user.toolkiln_canary")}}))
"""


@pytest.mark.parametrize("origin", list(FILTER_ORIGINS))
def test_a_system_call_newer_than_libseccomp_is_refused(tmp_path, origin):
    """The filter allows what it does not deny, and libseccomp 2.5 cannot name the calls Linux
    added after it: ``setxattrat`` wrote an extended attribute on any file by path from a
    confined process. The same process, unconfined, shows the kernel has the call."""
    import os

    target = tmp_path / "victim.txt"
    target.write_text("untouched")
    outcome = run_confined(tmp_path, FILTER_ORIGINS[origin] + XATTR_PROBE.format(number=SETXATTRAT, path=str(target)))
    if outcome["unconfined"] != "allowed":
        pytest.skip(f"this kernel or file system cannot set an attribute by path ({outcome['unconfined']})")
    assert outcome["confined"] in ("ENOSYS", "EPERM")
    assert "user.toolkiln_canary" not in os.listxattr(target)
