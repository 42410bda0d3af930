"""The people a shared toolkiln knows: a name, a role and a token, kept in the store (either kind).

``toolkiln users add NAME --role member|reviewer|admin`` makes one and prints its token
once; only the token's sha256 is stored (a token is 32 random bytes, so a plain hash
is as good as a slow one and costs nothing on every request). Once any user exists,
``serve`` and ``mcp --http`` ask every request for a token (:mod:`toolkiln.web.guard`).

Roles are ordered: a **member** runs turns and reads everything, a **reviewer** also
approves, rejects and retires tools, an **admin** also manages users.

Who is acting is :data:`ACTOR`, a context variable: the web server sets it for the
request it answers, so the registry records ``approved_by`` and the run log
``run_by`` without every call passing it on; elsewhere the store's default actor (the
command line's ``user`` setting, else the OS user) stands in.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from toolkiln.errors import ConfigError, UsageError
from toolkiln.store.db import now
from toolkiln.vocab import Role

__all__ = ["ACTOR", "ROLE_RANK", "User", "Users", "current_actor", "token_hash"]

ACTOR: ContextVar[str | None] = ContextVar("toolkiln_actor", default=None)
"""The user the current request acts as (None: the store's default actor)."""

ROLE_RANK = {Role.MEMBER: 1, Role.REVIEWER: 2, Role.ADMIN: 3}
"""Each role and what it may do, as a rank: a role may do what every lower one may."""

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$")
_TOKEN_PREFIX = "tk_"


def current_actor(default: str | None = None) -> str | None:
    """Who is acting: the request's user, else ``default``."""
    return ACTOR.get() or default


def token_hash(token: str) -> str:
    """What is stored of a token."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def _new_token() -> str:
    return _TOKEN_PREFIX + secrets.token_urlsafe(32)


def parse_role(value: str) -> Role:
    """``value`` as a role; :class:`UsageError` naming the roles otherwise."""
    try:
        return Role(value)
    except ValueError:
        raise UsageError(f"role {value!r} is not one of {', '.join(Role)}; give --role member|reviewer|admin") from None


@dataclass(eq=False, repr=False)
class User:
    """One user as listed (never with the token)."""

    name: str
    role: Role
    created_at: str
    token_created_at: str

    def may(self, needed: Role) -> bool:
        """Whether this user's role allows what ``needed`` allows."""
        return ROLE_RANK[self.role] >= ROLE_RANK[needed]

    def to_json(self) -> dict[str, str]:
        return {
            "name": self.name,
            "role": str(self.role),
            "created_at": self.created_at,
            "token_created_at": self.token_created_at,
        }


class Users:
    """The users of one store."""

    def __init__(self, db: Any) -> None:
        self.db = db

    def add(self, name: str, role: str) -> str:
        """Make user ``name`` with ``role``; their token (shown once, stored hashed)."""
        if not isinstance(name, str) or not _NAME.fullmatch(name):
            raise UsageError(
                f"user name {name!r} may hold letters, digits and '_.@-' (starting with a letter or digit, "
                "at most 64 characters)"
            )
        checked = parse_role(role)
        token, at = _new_token(), now()
        with self.db.write() as conn:
            if conn.execute("SELECT 1 FROM users WHERE name = ?", (name,)).fetchone():
                raise UsageError(
                    f"a user named {name!r} exists already; `toolkiln users token {name}` gives a new token"
                )
            conn.execute(
                "INSERT INTO users (name, role, token_hash, created_at, token_created_at) VALUES (?, ?, ?, ?, ?)",
                (name, str(checked), token_hash(token), at, at),
            )
        return token

    def remove(self, name: str) -> None:
        """Remove user ``name``: their token stops working at once."""
        with self.db.write() as conn:
            if not conn.execute("DELETE FROM users WHERE name = ?", (name,)).rowcount:
                raise UsageError(f"no user named {name!r}; `toolkiln users list` shows them")

    def new_token(self, name: str) -> str:
        """A new token for ``name``; the old one stops working at once."""
        token = _new_token()
        with self.db.write() as conn:
            changed = conn.execute(
                "UPDATE users SET token_hash = ?, token_created_at = ? WHERE name = ?", (token_hash(token), now(), name)
            ).rowcount
            if not changed:
                raise UsageError(f"no user named {name!r}; `toolkiln users list` shows them")
        return token

    def listed(self) -> list[User]:
        """Every user, by name."""
        rows = self.db.query("SELECT name, role, created_at, token_created_at FROM users ORDER BY name")
        return [User(str(r[0]), Role(str(r[1])), str(r[2]), str(r[3])) for r in rows]

    def any(self) -> bool:
        """Whether any user exists (then the servers ask every request for a token)."""
        return bool(self.db.query("SELECT 1 FROM users LIMIT 1"))

    def holder(self, token: str | None) -> User | None:
        """The user whose token ``token`` is, or None (no such token, or revoked)."""
        if not token:
            return None
        wanted = token_hash(token)
        rows = self.db.query(
            "SELECT name, role, created_at, token_created_at, token_hash FROM users WHERE token_hash = ?", (wanted,)
        )
        if not rows or not hmac.compare_digest(str(rows[0][4]), wanted):
            return None
        row = rows[0]
        try:
            return User(str(row[0]), Role(str(row[1])), str(row[2]), str(row[3]))
        except ValueError:  # a role edited by hand into something unknown: no access
            raise ConfigError(
                f"user {row[0]!r} has an unknown role {row[1]!r} in the store; fix it with users add"
            ) from None
