"""The signing key of a store many machines share: named by ``registry_key_file``, checked against the store.

A PostgreSQL store is shared, its key is not in it: every machine of a team points
``registry_key_file`` (``TOOLKILN_REGISTRY_KEY_FILE``) at the same key, a mounted
secret. The store records the id of the key that seals it (``registry_meta.key_id``),
and a machine whose key is another, or that has none, is told so in one line when it
opens the store, before it signs a row no other machine could verify.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from toolkiln.errors import ConfigError
from toolkiln.store.integrity import KEY_ID, Seal

__all__ = ["shared_seal"]


def shared_seal(db: Any, key_file: Path, *, read_only: bool) -> Seal:
    """The key in ``key_file`` for the shared store ``db``: made when neither exists yet, refused when it is not
    the key the store records."""
    recorded = _recorded(db)
    if recorded is not None and not (key_file.exists() or key_file.is_symlink()):
        raise ConfigError(
            f"the store {db.where} is sealed with key {recorded}, and there is no key at {key_file}; copy the "
            "team's registry key there (mode 0600), or set TOOLKILN_REGISTRY_KEY_FILE to where it is"
        )
    seal = Seal.reading_at(key_file) if read_only else Seal.at(key_file)
    if recorded is None and not read_only:
        with db.write() as conn:  # the first machine's key seals the store; a second one racing it loses
            conn.execute(
                "INSERT INTO registry_meta (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING", (KEY_ID, seal.key_id)
            )
        recorded = _recorded(db)
    if recorded is not None and recorded != seal.key_id:
        raise ConfigError(
            f"the key at {key_file} (key {seal.key_id}) is not the key that seals the store {db.where} "
            f"(key {recorded}); copy the team's registry key there, or set TOOLKILN_REGISTRY_KEY_FILE to it"
        )
    return seal


def _recorded(db: Any) -> str | None:
    rows = db.query("SELECT value FROM registry_meta WHERE name = ?", (KEY_ID,))
    return str(rows[0][0]) if rows else None
