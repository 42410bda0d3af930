"""Whom the workers of a host running as root run as: ``nobody``, never uid or gid 0.

Its own small module: the host hands each worker's folder to that user before
the worker starts, and must not load the confinement code to do so.
"""

from __future__ import annotations

import os
import pwd

__all__ = ["WORKER_USER", "NoUnprivilegedUser", "hand_to_workers", "unprivileged_ids"]

WORKER_USER = "nobody"
"""Whom the workers of a host running as root run as."""
_OVERFLOW_ID = 65534
"""The kernel's overflow uid and gid, ``nobody``'s on most systems: used where no passwd entry names it."""


class NoUnprivilegedUser(Exception):
    """:data:`WORKER_USER` is root itself on this system."""


def unprivileged_ids() -> tuple[int, int]:
    """The uid and gid of :data:`WORKER_USER` (its passwd entry's, else 65534), never 0."""
    try:
        entry = pwd.getpwnam(WORKER_USER)
        uid, gid = entry.pw_uid, entry.pw_gid
    except KeyError:
        uid, gid = _OVERFLOW_ID, _OVERFLOW_ID
    if uid == 0 or gid == 0:
        raise NoUnprivilegedUser(
            f"user {WORKER_USER!r} has uid {uid} and gid {gid}; workers must not run as root: "
            f"give {WORKER_USER!r} an unprivileged uid and gid"
        )
    return uid, gid


def hand_to_workers(folder: str) -> None:
    """Make a worker's empty folder its own when the host is root (workers then run as :data:`WORKER_USER`).

    Without an unprivileged user the folder stays as it is: the worker refuses to start and says why."""
    if os.geteuid() != 0:
        return
    try:
        os.chown(folder, *unprivileged_ids())
    except NoUnprivilegedUser:
        pass
