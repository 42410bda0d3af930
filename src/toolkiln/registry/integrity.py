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
the row predates a rule), a stored source is re-gated the first time a process
loads it, and the verdict cached by hash: the reused path stays a dictionary
lookup.

What this does *not* stop, written down in the README: whoever can read the key
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
from typing import Any

from ..errors import IntegrityError, RegistryError

__all__ = ["KEY_BYTES", "SIGNED_COLUMNS", "Seal", "regate"]

KEY_BYTES = 32
SCHEME = "hmac-sha256:1:"
"""Prefix of every signature, so the signed fields or the hash can change later."""

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
    return "|".join(parts).encode("utf-8", "surrogatepass")


class Seal:
    """The key of one registry and the signatures made with it."""

    def __init__(self, key: bytes, *, created: bool = False) -> None:
        self._key = key
        self.created = created
        """True when the key was made by this open: unsigned rows are a registry from before the seal."""

    @classmethod
    def beside(cls, database: Path) -> Seal:
        """The key kept next to ``database`` (``registry.sqlite3`` → ``registry.key``), created 0600 if missing.

        A new key is written to a private temporary file and linked into place, so a
        process opening the registry at the same moment reads either no key or a whole one.
        """
        path = Path(database).with_suffix(".key")
        if path.exists() or path.is_symlink():
            return cls(_read_key(path))
        key = secrets.token_bytes(KEY_BYTES)
        draft = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        try:
            fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(key)
                handle.flush()
                os.fsync(handle.fileno())
            os.link(draft, path)  # fails if another process published its key first
        except FileExistsError:
            return cls(_read_key(path))
        except OSError as exc:
            raise RegistryError(
                f"cannot create the registry key {path} ({exc.strerror}); check TOOLKILN_HOME"
            ) from None
        finally:
            draft.unlink(missing_ok=True)
        return cls(key, created=True)

    @classmethod
    def reading(cls, database: Path) -> Seal:
        """The key next to ``database`` for a registry opened read-only: nothing is created.

        Without a key (a registry from before the seal) no row holds, so nothing is shown as
        verified until the registry is opened for writing and its rows are re-checked and signed.
        """
        path = Path(database).with_suffix(".key")
        if path.exists() or path.is_symlink():
            return cls(_read_key(path))
        return cls(secrets.token_bytes(KEY_BYTES))

    def sign(self, columns: Mapping[str, Any]) -> str:
        """The signature of a row's columns as stored (``params`` as its JSON text)."""
        return SCHEME + hmac.digest(self._key, _payload(columns), "sha256").hex()  # OpenSSL's one-shot HMAC

    def holds(self, columns: Mapping[str, Any], signature: str | None) -> bool:
        """Whether ``signature`` is this key's signature of ``columns``."""
        return bool(signature) and hmac.compare_digest(self.sign(columns), str(signature))


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


def regate(name: str, ref: str, source: str, sha256: str, policy: Any) -> None:
    """Check a stored source against the gate once per process (per hash and policy); raise if it fails.

    The gate (libcst) is imported only when a stored tool is first loaded.
    """
    key = (sha256, id(policy))
    if key in _PASSED:
        return
    from ..acceptance.gate import check_source

    verdict = check_source(source, policy)
    if not verdict.ok:
        first = verdict.errors[0]
        where = f"line {first.line}: " if first.line else ""
        raise IntegrityError(
            f"tool {ref} no longer passes the gate ({where}{first.message}); it will not run — "
            f"retire it with `toolkiln tools retire {name}`, or re-vet a fixed copy with `toolkiln tools import`"
        )
    with _PASSED_LOCK:
        _POLICIES[id(policy)] = policy
        _PASSED.add(key)
