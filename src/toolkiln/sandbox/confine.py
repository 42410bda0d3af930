"""Confine the current process before it runs any tool.

A worker calls :func:`confine` once, after it has imported and warmed up
everything tools may need, and never loosens it again:

* **rlimits** — address space (the policy's ``memory_mb``), CPU seconds, file
  size 0 (with ``SIGXFSZ`` ignored, so a write fails instead of killing), a few
  open files, no core dumps;
* **parent-death signal** — the kernel kills the worker with ``SIGKILL`` when
  the host process goes away, so no orphan survives a crashed host;
* **not root** — a host running as root has its workers (and the template that
  forks them) give up root's identity first: ``nobody``'s uid and gid, no
  supplementary groups (:func:`drop_privileges`), so a file only root may write
  stays unwritable even to a worker that got past every other layer;
* **no capabilities** — a worker of a host running as root keeps none of root's;
* **seccomp** (libseccomp through ``pyseccomp``) — default allow, and a deny
  list for what a tool must never do: execute programs, create processes or
  threads, open sockets, open *any* file (everything was imported before),
  look up any path (``stat``, ``access``, ``readlink``: nothing of
  ``/proc/<host>`` or the file system can be read), change the file system,
  trace, signal, reschedule or inspect other processes (also not by having the
  kernel signal them: ``fcntl(F_SETOWN)``), mount, unshare, load kernel code,
  change identities or use System V IPC. Denied calls fail with ``EPERM``
  (``EACCES`` for opening files), which Python turns into ordinary exceptions.
  Every system call this libseccomp cannot name (one newer than it) fails with
  ``ENOSYS``: a deny list holds only for the calls it knows of.

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
import struct
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from toolkiln.sandbox.identity import WORKER_USER, NoUnprivilegedUser, unprivileged_ids
from toolkiln.util.immutable import Immutable

__all__ = [
    "DENIED_SYSCALLS",
    "Confinement",
    "ConfinementUnavailable",
    "confine",
    "drop_capabilities",
    "drop_privileges",
    "self_test",
]


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
    shmget shmat shmctl shmdt msgget msgsnd msgrcv msgctl semget semop semtimedop semctl ipc
    mq_unlink mq_timedsend mq_timedreceive mq_notify mq_getsetattr
    modify_ldt _sysctl sysfs ustat vm86 vm86old create_module get_kernel_syms query_module nfsservctl sync syncfs
    setpriority sched_setscheduler sched_setparam sched_setaffinity sched_setattr ioprio_set
    migrate_pages move_pages process_mrelease capget
    stat lstat newfstatat statx access faccessat faccessat2 readlink readlinkat statfs
    getxattr lgetxattr listxattr llistxattr chdir getdents getdents64 uselib mq_open
    inotify_init inotify_init1 inotify_add_watch fanotify_mark
    setxattrat getxattrat listxattrat removexattrat file_getattr file_setattr open_tree_attr
    statmount listmount lsm_set_self_attr
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
worker calls it once confined.)

System V IPC objects (shared memory, message queues, semaphores) outlive the process
that made them and, for root, are open whatever their owner: a worker needs none.
``sync`` flushes every file system's dirty pages: a worker has none, and a loop of it
would load the host's disks.
The last line names calls newer than some libseccomp releases (path-based extended
attributes, mount listings): where the library cannot name them they are refused by
number (:func:`_newer_calls_program`)."""

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
SIGNAL_ROUTING_FCNTL = {"F_SETOWN": 8, "F_SETSIG": 10, "F_SETOWN_EX": 15}
"""``fcntl`` commands that name the process the kernel signals when a descriptor is ready
(``O_ASYNC``): with them a worker could have any process of its user sent any signal, SIGKILL
included, by writing to a pipe of its own. Denied, whatever the descriptor."""
_SIGNAL_ROUTING_IOCTLS = (0x8901, 0x8902)  # FIOSETOWN, SIOCSPGRP: F_SETOWN as an ioctl
_NAMES_SCANNED_BELOW = 1024
"""Where the search for the highest system call number libseccomp can name stops (no
architecture's calls reach it; x86_64's x32 calls are another architecture to seccomp)."""
_TIOCSTI = 0x5412  # push a character into a terminal's input: a classic escape
_TIOCLINUX = 0x541C
_PR_SET_PDEATHSIG = 1
_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2
_SECCOMP_RET_ALLOW = 0x7FFF0000
_SECCOMP_RET_ERRNO = 0x00050000
_SECCOMP_DATA_NR = 0  # offsets in struct seccomp_data
_SECCOMP_DATA_ARCH = 4
_BPF_LOAD_WORD = 0x20  # BPF_LD | BPF_W | BPF_ABS
_BPF_JUMP_IF_EQUAL = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_BPF_JUMP_IF_AT_LEAST = 0x35  # BPF_JMP | BPF_JGE | BPF_K
_BPF_RETURN = 0x06  # BPF_RET | BPF_K
_BPF_INSTRUCTION_BYTES = 8
_PIPE_READ_BYTES = 1 << 16


class ConfinementUnavailable(RuntimeError):
    """The process could not be confined with seccomp."""


@dataclass(eq=False, repr=False)
class Confinement(Immutable):
    """What :func:`confine` managed to apply (set once: frozen without ``frozen=True``'s start-up cost)."""

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
    libc = _libc()
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
    if libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent_pid:  # the parent died before prctl took effect
        os._exit(1)


class _SockFprog(ctypes.Structure):
    """struct sock_fprog: a BPF program as prctl(PR_SET_SECCOMP) takes it."""

    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_char_p)]


class _CapHeader(ctypes.Structure):
    """struct __user_cap_header_struct: which process, which layout of the sets."""

    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    """struct __user_cap_data_struct: one 32-bit word of each capability set."""

    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


_LINUX_CAPABILITY_VERSION_3 = 0x20080522  # two words of each set


_capabilities_dropped = False
"""Set once this process has none; a fork inherits both the empty sets and this flag."""


def drop_privileges() -> None:
    """Run as :data:`WORKER_USER` with no supplementary groups from now on, when running as root.

    Real, effective and saved ids all change, so nothing can switch back; checked after.
    Before :func:`set_process_flags`: the kernel clears the parent-death signal when the
    identity changes."""
    if os.getuid() != 0 and os.geteuid() != 0:
        return
    try:
        uid, gid = unprivileged_ids()
    except NoUnprivilegedUser as exc:
        raise ConfinementUnavailable(str(exc)) from None
    os.setgroups([])
    os.setresgid(gid, gid, gid)
    os.setresuid(uid, uid, uid)
    if os.getresuid() != (uid, uid, uid) or os.getresgid() != (gid, gid, gid) or os.getgroups():
        raise ConfinementUnavailable(f"could not leave root for {WORKER_USER!r} (uid {uid}, gid {gid})")
    try:
        os.setuid(0)
    except PermissionError:
        return
    raise ConfinementUnavailable(f"after becoming {WORKER_USER!r} the process could become root again")


def drop_capabilities() -> None:
    """Give up every capability: a worker of a host that runs as root is root too, and root's
    capabilities lift limits no rlimit covers (pipe buffers past ``pipe-max-size``, locked memory,
    System V IPC objects of any owner). Neither a worker nor the template needs one; the template
    drops them before it forks, so a worker pays nothing here. Seccomp refuses ``capset`` afterwards."""
    global _capabilities_dropped
    if _capabilities_dropped:
        return
    empty = (_CapData * 2)()
    if _libc().capset(ctypes.byref(_CapHeader(_LINUX_CAPABILITY_VERSION_3, 0)), empty) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")
    _capabilities_dropped = True


_loaded_libc: Any = None
"""See :func:`_libc`."""


def _libc() -> Any:
    """The C library, loaded once (the template loads it before it forks)."""
    global _loaded_libc
    if _loaded_libc is None:
        _loaded_libc = ctypes.CDLL(None, use_errno=True)
    return _loaded_libc


_prepared_program: bytes | None = None
"""Every rule that holds for any worker, compiled to BPF by :func:`prepare_seccomp`."""
_prepared_signal_calls: list[int] = []
"""The numbers of :data:`_SIGNAL_SYSCALLS` on this architecture, looked up by :func:`prepare_seccomp`."""


def prepare_seccomp() -> None:
    """Compile the filter's fixed rules now, in the template before any fork: building and
    compiling them costs a few milliseconds, attaching the compiled program a fraction of one.
    Each forked worker loads a small filter of the rules that name its own pid and attaches this
    one; without libseccomp this does nothing and :func:`install_seccomp` reports why in the worker."""
    global _prepared_program, _prepared_signal_calls
    try:
        seccomp = _seccomp()
        _prepared_program = _newer_calls_prefix(seccomp) + _compiled(_fixed_filter())
        _prepared_signal_calls = [_number(seccomp, name) for name in _SIGNAL_SYSCALLS]
        _libc()
    except (ConfinementUnavailable, OSError):
        _prepared_program, _prepared_signal_calls = None, []


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
    for request in (_TIOCSTI, _TIOCLINUX, *_SIGNAL_ROUTING_IOCTLS):
        rules.append((deny, _number(seccomp, "ioctl"), (seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, request),)))
    for command in SIGNAL_ROUTING_FCNTL.values():
        rules.append((deny, _number(seccomp, "fcntl"), (seccomp.Arg(1, seccomp.MASKED_EQ, 0xFFFFFFFF, command),)))
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


def _newer_calls_prefix(seccomp: Any) -> bytes:
    """BPF instructions that refuse (``ENOSYS``) every system call numbered above the highest
    one this libseccomp can name, and go on to the program that follows them for any other:
    one comparison, where a rule per number would be hundreds.

    Linux numbers new calls after all the old ones, so the deny list, which holds only for
    calls the library can name, misses none of them this way. A call of another architecture
    goes on too (libseccomp's program kills those)."""
    highest = 0
    for number in range(_NAMES_SCANNED_BELOW):
        try:
            seccomp.resolve_syscall(seccomp.Arch.NATIVE, number)
        except ValueError:
            continue
        highest = number
    instruction = struct.Struct("=HBBI").pack  # struct sock_filter: code, jump if true, jump if false, k
    # Jumps count the instructions they skip: 3 and 1 land just past this prefix.
    return b"".join(
        (
            instruction(_BPF_LOAD_WORD, 0, 0, _SECCOMP_DATA_ARCH),
            instruction(_BPF_JUMP_IF_EQUAL, 0, 3, seccomp.system_arch()),
            instruction(_BPF_LOAD_WORD, 0, 0, _SECCOMP_DATA_NR),
            instruction(_BPF_JUMP_IF_AT_LEAST, 0, 1, highest + 1),
            instruction(_BPF_RETURN, 0, 0, _SECCOMP_RET_ERRNO | errno.ENOSYS),
        )
    )


def _compiled(filt: Any) -> bytes:
    """The filter as libseccomp compiles it for the kernel, which it writes to a descriptor.

    A pipe, not a file: the file-size limit (0) is already set. The kernel takes at most
    4096 instructions (32 KB), less than a pipe holds; a larger program fails to write
    (the write end does not block) rather than hang."""
    read, write = os.pipe()
    try:
        os.set_blocking(write, False)
        filt.export_bpf(_Descriptor(write))
        os.close(write)
        write = -1
        chunks = []
        while chunk := os.read(read, _PIPE_READ_BYTES):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(read)
        if write >= 0:
            os.close(write)


class _Descriptor:
    """What libseccomp's export takes: anything with a ``fileno``."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def fileno(self) -> int:
        return self.fd


def _attach(program: bytes) -> None:
    """Attach a BPF program as this process's seccomp filter (no new privileges is set)."""
    fprog = _SockFprog(len(program) // _BPF_INSTRUCTION_BYTES, program)
    libc = _libc()
    if libc.prctl(_PR_SET_SECCOMP, ctypes.c_ulong(_SECCOMP_MODE_FILTER), ctypes.byref(fprog), 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP) failed")


def install_seccomp() -> None:
    """Load the deny-list filter; raises :class:`ConfinementUnavailable` without libseccomp.

    With a program :func:`prepare_seccomp` compiled (in the template), the rules that name this
    process's pid (signals to itself only) are a small filter of their own, loaded first: the
    program refuses the ``prctl`` libseccomp makes while loading. The kernel runs both on every
    call, and a call either refuses is refused. Without one, one filter holds every rule,
    compiled here behind :func:`_newer_calls_prefix`."""
    global _prepared_program
    program, _prepared_program = _prepared_program, None
    seccomp = _seccomp()
    deny = seccomp.ERRNO(errno.EPERM)
    own_pid = os.getpid()
    numbers = _prepared_signal_calls if program is not None else [_number(seccomp, n) for n in _SIGNAL_SYSCALLS]
    # Signals only to itself (abort() signals its own thread).
    rules = [(deny, number, (seccomp.Arg(0, seccomp.NE, own_pid),)) for number in numbers]
    try:
        if program is None:
            filt = _fixed_filter()
            _add_rules(filt, rules)
            _attach(_newer_calls_prefix(seccomp) + _compiled(filt))
            return
        own = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
        _add_rules(own, rules)
        own.load()
        _attach(program)
    except OSError as exc:
        raise ConfinementUnavailable(f"the seccomp filter could not be loaded ({exc})") from None


def confine(limits: Mapping[str, Any], *, parent_pid: int, allow_unconfined: bool = False) -> Confinement:
    """Apply every layer; without seccomp, fail unless ``allow_unconfined``."""
    set_rlimits(limits)
    try:
        _seccomp()  # loaded while this process may still read every file (a root host's, before leaving root)
    except ConfinementUnavailable:
        pass  # install_seccomp says so below
    drop_privileges()  # even unconfined; a no-op in a worker the template forked (it left root before forking)
    try:
        set_process_flags(parent_pid)
        drop_capabilities()
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
