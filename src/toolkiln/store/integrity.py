"""The registry's seal: a keyed signature on every stored version, and re-gating what is loaded.

A sha256 in the same row as the source proves nothing to someone who edits both
with ``sqlite3``. So every row also carries an HMAC-SHA256 over all it says (name,
version, source hash, params, status, provenance, ...) under a key that is *not*
in the database: ``registry.key`` beside it, 32 random bytes, created ``0600``
the first time a registry is opened. A row edited, added or copied behind
toolkiln's back no longer matches its signature and is refused by name, with
what to do.

A registry from before the seal (rows with no signature) is adopted once, when
its key is created: each row whose source still matches its sha256 and still
passes the gate is signed; the others stay unsigned and are refused. After that,
an unsigned row is one added behind toolkiln's back.

And because the gate's allow-list may have changed since a tool was stored (or
the row predates a rule), a stored source is checked against the gate the first
time a process loads it, and the verdict cached by hash: the reused path stays a
dictionary lookup. That check does not have to load the gate (libcst costs a third
of a second): the row keeps the gate's verdict, an HMAC under the same key over
the source's sha256 and the gate's fingerprint (its code, its parsers and the
policy: :mod:`toolkiln.acceptance.fingerprint`). A verdict that holds for this
source, this gate and this policy is trusted; anything else — none, forged, made
under another key, another gate or another policy — sends the source through the
gate again, and a source that passes gets a fresh verdict.

The database also records which key sealed it (``registry_meta.key_id``: an HMAC of a
fixed text under the key, which tells nothing about the key). When ``registry.key`` is
lost or replaced, a new key is made and every row signed with the old one fails its
check; the recorded key id tells that apart from a row edited behind toolkiln's back,
so the refusal says what happened: restore the old key from a backup, or
``toolkiln tools reseal`` (:mod:`.reseal`) re-gates those rows and signs them anew.

What this does *not* stop, written down in docs/concepts/security.md: whoever can read the key
(the person running toolkiln, and anyone with their file permissions) can sign
anything; someone who can write the database can still delete rows or put back
a row exactly as toolkiln once wrote it (undoing a rejection, say).
"""

from __future__ import annotations

import hmac
import os
import secrets
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkiln.acceptance.fingerprint import gate_fingerprint
from toolkiln.errors import IntegrityError, RegistryError
from toolkiln.store.disk import disk_full, full_disk_error

if TYPE_CHECKING:
    from toolkiln.store.db import Database
    from toolkiln.store.postgres import PostgresDatabase

__all__ = [
    "KEY_BYTES",
    "KEY_ID",
    "LATER_SIGNED_COLUMNS",
    "SIGNED_COLUMNS",
    "Seal",
    "gate_verdict",
    "key_lost",
    "lost_key_error",
    "passed_here",
    "record_key_id",
    "regate",
    "remember_passed",
]

KEY_BYTES = 32
SCHEME = "hmac-sha256:1:"
"""Prefix of every signature, so the signed fields or the hash can change later."""
VERDICT_SCHEME = "gate-hmac-sha256:1:"
"""Prefix of every stored gate verdict."""
_VERDICT_TAG = b"gate-verdict\x00"
"""Starts every verdict's signed bytes; a row's signed bytes start with a digit or ``-``, so neither
can stand for the other."""

SIGNED_COLUMNS = (
    "name",
    "version",
    "sha256",
    "description",
    "params",
    "status",
    "backend",
    "model",
    "prompt_hash",
    "attempts",
    "trial_params",
    "trial_result",
    "created_at",
    "origin",
    "status_reason",
    "status_changed_at",
    "returns",
    "claimed",
    "imported_by",
)
"""Everything a row says, the source through its sha256 (checked against the source on its own)."""

LATER_SIGNED_COLUMNS = ("resealed", "approved_by", "rejected_by", "retired_by", "tests", "improves", "improved_for")
"""Columns added after the seal: signed too, but only when set, so every signature made
before they existed still holds."""

KEY_ID = "key_id"
"""The ``registry_meta`` row naming the key that sealed the registry (:attr:`Seal.key_id`)."""


def _payload(columns: Mapping[str, Any]) -> bytes:
    """The signed bytes: each column's text as stored, length-prefixed, in a fixed order.

    Signing the stored text (not decoded values) keeps verifying cheap — no JSON
    is built on the reused path — and any edit of a column, even one that decodes
    to the same value, breaks the signature.
    """
    parts = []
    for name in SIGNED_COLUMNS:
        value = columns.get(name)
        text = "" if value is None else str(value)
        parts.append(f"{'-' if value is None else len(text)}:{text}")
    for name in LATER_SIGNED_COLUMNS:
        if columns.get(name) is not None:
            text = str(columns[name])
            parts.append(f"{name}={len(text)}:{text}")
    return "|".join(parts).encode("utf-8", "surrogatepass")


class Seal:
    """The key of one registry and the signatures made with it."""

    def __init__(self, key: bytes, *, created: bool = False, path: Path | None = None, missing: bool = False) -> None:
        self._key = key
        self.created = created
        """True when the key was made by this open: unsigned rows are a registry from before the seal."""
        self.path = path
        """Where the key is kept (``registry.key`` beside the database), for messages."""
        self.missing = missing
        """True when there is no key file (a read-only open makes none): no signature can hold."""

    @property
    def key_id(self) -> str:
        """A name for this key that reveals nothing about it: an HMAC of a fixed text under it."""
        return hmac.digest(self._key, b"toolkiln registry key id", "sha256").hex()[:32]

    @classmethod
    def beside(cls, database: Path) -> Seal:
        """The key kept next to ``database`` (``registry.sqlite3`` → ``registry.key``), created 0600 if missing.

        A new key is written to a private temporary file and linked into place, so a
        process opening the registry at the same moment reads either no key or a whole one.
        """
        return cls.at(Path(database).with_suffix(".key"))

    @classmethod
    def at(cls, path: Path) -> Seal:
        """The key kept in the file ``path`` (``registry_key_file``), created 0600 if missing (see :meth:`beside`)."""
        if path.exists() or path.is_symlink():
            return cls(_read_key(path), path=path)
        key = secrets.token_bytes(KEY_BYTES)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RegistryError(f"cannot create the folder of the registry key {path} ({exc.strerror})") from None
        draft = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        try:
            fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(key)
                handle.flush()
                os.fsync(handle.fileno())
            os.link(draft, path)  # fails if another process published its key first
        except FileExistsError:
            return cls(_read_key(path), path=path)
        except OSError as exc:
            if disk_full(exc, path):
                raise full_disk_error(path) from None
            raise RegistryError(
                f"cannot create the registry key {path} ({exc.strerror}); check TOOLKILN_HOME"
            ) from None
        finally:
            draft.unlink(missing_ok=True)
        return cls(key, created=True, path=path)

    @classmethod
    def reading(cls, database: Path) -> Seal:
        """The key next to ``database`` for a registry opened read-only: nothing is created.

        Without a key (a registry from before the seal) no row holds, so nothing is shown as
        verified until the registry is opened for writing and its rows are re-checked and signed.
        """
        return cls.reading_at(Path(database).with_suffix(".key"))

    @classmethod
    def reading_at(cls, path: Path) -> Seal:
        """The key in the file ``path`` for a store opened read-only (see :meth:`reading`)."""
        if path.exists() or path.is_symlink():
            return cls(_read_key(path), path=path)
        return cls(secrets.token_bytes(KEY_BYTES), path=path, missing=True)

    @classmethod
    def from_key_file(cls, path: Path) -> Seal:
        """The key in ``path`` itself (a Ray node's copy of ``registry.key``); never created."""
        return cls(_read_key(path), path=path)

    def sign(self, columns: Mapping[str, Any]) -> str:
        """The signature of a row's columns as stored (``params`` as its JSON text)."""
        return SCHEME + hmac.digest(self._key, _payload(columns), "sha256").hex()  # OpenSSL's one-shot HMAC

    def holds(self, columns: Mapping[str, Any], signature: str | None) -> bool:
        """Whether ``signature`` is this key's signature of ``columns``."""
        return bool(signature) and hmac.compare_digest(self.sign(columns), str(signature))

    def vouch(self, sha256: str, fingerprint: str) -> str:
        """The verdict "the gate of ``fingerprint`` passed the source of ``sha256``", signed with this key."""
        message = _VERDICT_TAG + f"{sha256}\x00{fingerprint}".encode("utf-8", "surrogatepass")
        return VERDICT_SCHEME + hmac.digest(self._key, message, "sha256").hex()

    def vouched(self, sha256: str, fingerprint: str, verdict: str | None) -> bool:
        """Whether ``verdict`` is this key's verdict for this source and this gate."""
        return bool(verdict) and hmac.compare_digest(self.vouch(sha256, fingerprint), str(verdict))


def record_key_id(conn: Any, seal: Seal) -> None:
    """Record ``seal``'s key as the one that seals the registry (inside the caller's write transaction)."""
    conn.execute(
        "INSERT INTO registry_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        (KEY_ID, seal.key_id),
    )


def key_lost(db: Database | PostgresDatabase, seal: Seal, *, read_only: bool) -> bool:
    """Whether the rows of ``db`` were sealed with a key that is gone, not with ``seal``'s.

    The recorded key id says so; a registry without one (new, or from before it was
    recorded) gets ``seal``'s recorded now, unless its latest signed row fails under it.
    """
    if seal.missing:
        return True
    recorded = db.query("SELECT value FROM registry_meta WHERE name = ?", (KEY_ID,))
    if recorded:
        return recorded[0][0] != seal.key_id
    columns = ", ".join((*SIGNED_COLUMNS, *LATER_SIGNED_COLUMNS))
    latest = db.query(f"SELECT {columns}, signature FROM tools WHERE signature IS NOT NULL ORDER BY id DESC LIMIT 1")
    if latest and not seal.holds(dict(latest[0]), latest[0]["signature"]):
        return True
    if not read_only:
        with db.write() as conn:
            record_key_id(conn, seal)
    return False


def lost_key_error(ref: str, seal: Seal) -> IntegrityError:
    """The refusal of a row signed with a key that is gone: what happened, and the two ways back."""
    what = "is missing" if seal.missing else "was lost or replaced"
    return IntegrityError(
        f"tool {ref} was signed with a registry key that is gone ({seal.path} {what}); restore that key "
        "from a backup, or re-check the stored tools and sign them with the current key: `toolkiln tools reseal`"
    )


def _read_key(path: Path) -> bytes:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError as exc:
        raise RegistryError(f"cannot read the registry key {path} ({exc.strerror}); check TOOLKILN_HOME") from None
    with os.fdopen(fd, "rb") as handle:
        key = handle.read(KEY_BYTES + 1)
    if len(key) != KEY_BYTES:
        raise RegistryError(
            f"the registry key {path} is damaged ({len(key)} bytes, not {KEY_BYTES}); restore it from a backup "
            "(without it no stored tool can be verified)"
        )
    return key


_PASSED: set[tuple[str, int]] = set()
"""(sha256, id of the policy) pairs the gate passed in this process."""
_POLICIES: dict[int, Any] = {}
"""The policies named in ``_PASSED``, kept alive so that no other policy ever gets their id."""
_PASSED_LOCK = threading.Lock()


def passed_here(sha256: str, policy: Any) -> bool:
    """Whether this process has already seen the gate pass the source of ``sha256`` under ``policy``."""
    return (sha256, id(policy)) in _PASSED


def remember_passed(sha256: str, policy: Any) -> None:
    """Record that the source of ``sha256`` passes under ``policy`` (gated here, or by a verdict that held)."""
    with _PASSED_LOCK:
        _POLICIES[id(policy)] = policy
        _PASSED.add((sha256, id(policy)))


def regate(name: str, ref: str, source: str, sha256: str, policy: Any) -> None:
    """Check a stored source against the gate once per process (per hash and policy); raise if it fails.

    The gate (libcst) is imported only here, when a stored source has no verdict that holds.
    """
    if passed_here(sha256, policy):
        return
    from toolkiln.acceptance.gate import check_source

    verdict = check_source(source, policy)
    if not verdict.ok:
        first = verdict.errors[0]
        where = f"line {first.line}: " if first.line else ""
        raise IntegrityError(
            f"tool {ref} no longer passes the gate ({where}{first.message}); it will not run — "
            f"retire it with `toolkiln tools retire {name}`, or re-vet a fixed copy with `toolkiln tools import`"
        )
    remember_passed(sha256, policy)


def gate_verdict(seal: Seal, tool: Any, policy: Any) -> str | None:
    """Raise :class:`IntegrityError` unless stored ``tool``'s source passes the gate under ``policy``.

    Returns the fresh verdict to keep in its row when the gate had to run, None when this process
    had already seen it pass or the row's verdict holds (this key, this source, this gate, this policy).
    """
    if passed_here(tool.sha256, policy):
        return None
    fingerprint = gate_fingerprint(policy)
    if seal.vouched(tool.sha256, fingerprint, tool.gate_verdict):
        remember_passed(tool.sha256, policy)
        return None
    regate(tool.name, tool.ref, tool.source, tool.sha256, policy)
    return seal.vouch(tool.sha256, fingerprint)
