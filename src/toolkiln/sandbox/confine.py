"""Confine the current process before it runs any tool.

A worker calls :func:`confine` once, after it has imported and warmed up
everything tools may need, and never loosens it again:

* **rlimits** — address space (the policy's ``memory_mb``), CPU seconds, file
  size 0 (with ``SIGXFSZ`` ignored, so a write fails instead of killing), a few
  open files, no core dumps;
* **parent-death signal** — the kernel kills the worker with ``SIGKILL`` when
  the host process goes away, so no orphan survives a crashed host;
* **seccomp** (libseccomp through ``pyseccomp``) — default allow, and a deny
  list for what a tool must never do: execute programs, create processes or
  threads, open sockets, open *any* file (everything was imported before),
  look up any path (``stat``, ``access``, ``readlink``: nothing of
  ``/proc/<host>`` or the file system can be read), change the file system,
  trace, signal, reschedule or inspect other processes, mount, unshare,
  load kernel code or change identities. Denied calls fail with ``EPERM``
  (``EACCES`` for opening files), which Python turns into ordinary exceptions.

If seccomp cannot be installed (no libseccomp, not Linux) :func:`confine`
raises :class:`ConfinementUnavailable`, unless the caller explicitly allows an
unconfined worker.
"""

from __future__ import annotations

import ctypes
import errno
import os
import resource
import signal
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Confinement", "ConfinementUnavailable", "DENIED_SYSCALLS", "confine", "self_test"]

DENIED_SYSCALLS = tuple(
    """
    execve execveat fork vfork clone clone3
    socket socketpair connect bind listen accept accept4
    ptrace process_vm_readv process_vm_writev process_madvise pidfd_open pidfd_getfd
    pidfd_send_signal kcmp
    mount umount umount2 fsopen fsmount fsconfig fspick move_mount open_tree mount_setattr
    unshare setns pivot_root chroot
    kexec_load kexec_file_load init_module finit_module delete_module bpf perf_event_open
    keyctl add_key request_key personality userfaultfd
    io_uring_setup io_uring_enter io_uring_register
    mkdir mkdirat rmdir unlink unlinkat rename renameat renameat2 link linkat symlink symlinkat
    chmod fchmod fchmodat fchmodat2 chown fchown lchown fchownat truncate mknod mknodat
    utime utimes utimensat futimesat setxattr lsetxattr fsetxattr removexattr lremovexattr
    fremovexattr name_to_handle_at open_by_handle_at memfd_create memfd_secret
    setuid setgid setreuid setregid setresuid setresgid setfsuid setfsgid setgroups capset
    setsid setpgid prctl acct quotactl swapon swapoff reboot sethostname setdomainname
    settimeofday clock_settime clock_adjtime adjtimex iopl ioperm syslog vhangup
    lookup_dcookie fanotify_init
    setpriority sched_setscheduler sched_setparam sched_setaffinity sched_setattr ioprio_set
    migrate_pages move_pages process_mrelease capget
    stat lstat newfstatat statx access faccessat faccessat2 readlink readlinkat statfs
    getxattr lgetxattr listxattr llistxattr chdir getdents getdents64 uselib mq_open
    inotify_init inotify_init1 inotify_add_watch fanotify_mark
    """.split()
)
"""System calls a confined worker may never make (EPERM).

Besides running programs and touching files, that is every way to change how
another process is scheduled (its priority, policy, CPU affinity, I/O priority,
memory placement), and every call that looks at a file by its *path* (``stat``,
``access``, ``readlink`` and their ``*at`` forms, ``statx``, extended attributes,
``chdir``, directory listings, ``inotify``): seccomp cannot read a path, so it
cannot deny ``/proc/<host>`` alone, and a confined worker needs none of them.
(glibc's ``fstat`` is ``newfstatat`` with an empty path, so it goes too; nothing in a
worker calls it once confined.)"""

OTHER_PROCESS_SYSCALLS = {
    "sched_getaffinity": 0,
    "sched_getparam": 0,
    "sched_getscheduler": 0,
    "sched_getattr": 0,
    "sched_rr_get_interval": 0,
    "prlimit64": 0,
    "getpgid": 0,
    "getsid": 0,
    "get_robust_list": 0,
    "getpriority": 1,
    "ioprio_get": 1,
}
"""Calls that read about a process named by a pid argument (its index here): allowed
only for the worker itself (pid 0), so nothing about the host can be read."""

FILE_OPENING_SYSCALLS = ("open", "openat", "openat2", "creat")
"""Denied with EACCES: a worker opens no file once it is confined."""

_SIGNAL_SYSCALLS = ("kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")
_TIOCSTI = 0x5412  # push a character into a terminal's input: a classic escape
_TIOCLINUX = 0x541C
_PR_SET_PDEATHSIG = 1
_PR_SET_NO_NEW_PRIVS = 38


class ConfinementUnavailable(RuntimeError):
    """The process could not be confined with seccomp."""


@dataclass(frozen=True)
class Confinement:
    """What :func:`confine` managed to apply."""

    seccomp: bool
    """Whether the seccomp filter is loaded."""
    note: str = ""
    """Why seccomp is missing, when it is."""


def set_rlimits(limits: Mapping[str, Any]) -> None:
    """Address space, CPU, file size 0, open files and no core dumps."""
    memory = int(limits.get("memory_mb", 512)) * 1024 * 1024
    cpu = int(limits.get("cpu_s", 30))
    files = int(limits.get("open_files", 32))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    for which, value in (
        (resource.RLIMIT_AS, memory),
        (resource.RLIMIT_CPU, cpu),
        (resource.RLIMIT_FSIZE, 0),
        (resource.RLIMIT_NOFILE, files),
        (resource.RLIMIT_CORE, 0),
    ):
        resource.setrlimit(which, (value, value))


def set_process_flags(parent_pid: int) -> None:
    """No new privileges (setuid binaries, file capabilities) and SIGKILL when the
    parent dies; exit at once if it already has."""
    if sys.platform != "linux":
        raise ConfinementUnavailable("process flags (prctl) need Linux")
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
    if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent_pid:  # the parent died before prctl took effect
        os._exit(1)


_prepared_filter: Any = None
"""The filter with every rule that holds for any worker (:func:`prepare_seccomp`), not loaded yet."""


def prepare_seccomp() -> None:
    """Build the filter's fixed rules now, in the template before any fork (about 2-3 ms of
    ctypes calls each worker would otherwise repeat while a step waits for it). Each forked
    worker adds the rules that name its own pid and loads it; without libseccomp this does
    nothing and :func:`install_seccomp` reports why in the worker."""
    global _prepared_filter
    try:
        _prepared_filter = _fixed_filter()
    except ConfinementUnavailable:
        _prepared_filter = None


def _seccomp() -> Any:
    try:
        import pyseccomp as seccomp
    except (ImportError, OSError, AttributeError) as exc:  # pyseccomp raises OSError without libseccomp.so
        raise ConfinementUnavailable(f"pyseccomp/libseccomp is not available ({exc})") from None
    return seccomp


def _number(seccomp: Any, name: str) -> int:
    return seccomp.resolve_syscall(seccomp.Arch.NATIVE, name)


def _fixed_filter() -> Any:
    """A filter (not loaded) with every rule that does not depend on the process it confines."""
    seccomp = _seccomp()
    deny = seccomp.ERRNO(errno.EPERM)
    rules: list[tuple[int, int, tuple]] = []
    rules += [(deny, _number(seccomp, name), ()) for name in DENIED_SYSCALLS]
    rules += [(seccomp.ERRNO(errno.EACCES), _number(seccomp, name), ()) for name in FILE_OPENING_SYSCALLS]
    for request in (_TIOCSTI, _TIOCLINUX):
        rules.append((deny, _number(seccomp, "ioctl"), (seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, request),)))
    # Reading its own limits is fine; raising them, or touching another process's, is not.
    rules.append((deny, _number(seccomp, "prlimit64"), (seccomp.Arg(2, seccomp.NE, 0),)))
    rules += [
        (deny, _number(seccomp, name), (seccomp.Arg(index, seccomp.NE, 0),))
        for name, index in OTHER_PROCESS_SYSCALLS.items()
    ]
    rules.append((deny, _number(seccomp, "setrlimit"), ()))
    try:
        filt = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
        try:
            filt.set_attr(seccomp.Attr.CTL_OPTIMIZE, 2)  # a binary tree, not a long chain per call
        except OSError:
            pass  # older libseccomp: same filter, slower lookup
        _add_rules(filt, rules)
    except OSError as exc:
        raise ConfinementUnavailable(f"the seccomp filter could not be built ({exc})") from None
    return filt


def _add_rules(filt: Any, rules: list[tuple[int, int, tuple]]) -> None:
    for action, syscall, args in rules:
        if syscall >= 0:  # absent on this architecture
            filt.add_rule(action, syscall, *args)


def install_seccomp() -> None:
    """Load the deny-list filter; raises :class:`ConfinementUnavailable` without libseccomp.

    The fixed rules come from :func:`prepare_seccomp` when the template built them
    (each process takes that filter once), else they are built here."""
    global _prepared_filter
    filt, _prepared_filter = _prepared_filter, None
    if filt is None:
        filt = _fixed_filter()
    seccomp = _seccomp()
    deny = seccomp.ERRNO(errno.EPERM)
    own_pid = os.getpid()
    # Signals only to itself (abort() signals its own thread).
    rules = [(deny, _number(seccomp, name), (seccomp.Arg(0, seccomp.NE, own_pid),)) for name in _SIGNAL_SYSCALLS]
    try:
        _add_rules(filt, rules)
        filt.load()
    except OSError as exc:
        raise ConfinementUnavailable(f"the seccomp filter could not be loaded ({exc})") from None


def confine(limits: Mapping[str, Any], *, parent_pid: int, allow_unconfined: bool = False) -> Confinement:
    """Apply every layer; without seccomp, fail unless ``allow_unconfined``."""
    set_rlimits(limits)
    try:
        set_process_flags(parent_pid)
        install_seccomp()
    except ConfinementUnavailable as exc:
        if not allow_unconfined:
            raise
        return Confinement(seccomp=False, note=str(exc))
    return Confinement(seccomp=True)


def self_test(folder: str = ".") -> dict[str, str]:
    """Try what confinement must stop; map each attempt to the error it met.

    ``"allowed"`` means the attempt succeeded: in a confined process every value
    should be an errno name. Used by the tests and handy when porting. Import
    :mod:`socket` before confining: a confined process opens no file, so it can
    import nothing new."""
    import socket

    outcomes: dict[str, str] = {}

    def attempt(name: str, action: Any) -> None:
        try:
            action()
            outcomes[name] = "allowed"
        except OSError as exc:
            outcomes[name] = errno.errorcode.get(exc.errno or 0, str(exc))

    def fork() -> None:
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)

    attempt("socket", lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM).close())
    attempt("fork", fork)
    # A missing program: ENOENT if exec were allowed, EPERM when seccomp stops it first.
    attempt("execve", lambda: os.execv("/nonexistent/toolkiln-probe", ["probe"]))
    attempt("create_file", lambda: open(os.path.join(folder, "canary.txt"), "w").close())
    attempt("read_file", lambda: open("/etc/hostname", "rb").close())
    attempt("mkdir", lambda: os.mkdir(os.path.join(folder, "canary-dir")))
    attempt("kill_parent", lambda: os.kill(os.getppid(), 0))
    return outcomes
