"""The people a shared toolkiln knows: a name, a role and a token, kept in the store (either kind).

``toolkiln users add NAME --role member|reviewer|admin`` makes one and prints its token
once; only the token's sha256 is stored (a token is 32 random bytes, so a plain hash
is as good as a slow one and costs nothing on every request). Once any user exists,
``serve`` and ``mcp --http`` ask every request for a token (:mod:`toolkiln.web.guard`).

Roles are ordered: a **member** runs turns and reads everything, a **reviewer** also
approves, rejects and retires tools, an **admin** also manages users.

A browser signs in at the web server's ``/login`` with a token: :meth:`Users.sign_in`
makes a **sign-in**, a random secret its cookie holds (only the secret's sha256 is
stored), which lasts :data:`SIGN_IN_DAYS` days, until the person signs out, or until
the user is removed or given a new token, on every replica of the store at once.

There is always an admin once there is one: the last admin cannot be removed.

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
import threading
import time
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from toolkiln.errors import ConfigError, UsageError, UserNotFound
from toolkiln.store.db import now
from toolkiln.vocab import Role

__all__ = ["ACTOR", "ROLE_RANK", "SIGN_IN_DAYS", "User", "Users", "current_actor", "token_hash"]

ACTOR: ContextVar[str | None] = ContextVar("toolkiln_actor", default=None)
"""The user the current request acts as (None: the store's default actor)."""

ROLE_RANK = {Role.MEMBER: 1, Role.REVIEWER: 2, Role.ADMIN: 3}
"""Each role and what it may do, as a rank: a role may do what every lower one may."""

SIGN_IN_DAYS = 14
"""How long a browser's sign-in lasts before it asks for the token again."""
LAST_USED_EVERY_S = 60.0
"""How often one process writes down that a user made requests (not on every request)."""

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$")
_TOKEN_PREFIX = "tk_"
_COLUMNS = "name, role, created_at, token_created_at, last_used_at"


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
    last_used_at: str | None = None

    def may(self, needed: Role) -> bool:
        """Whether this user's role allows what ``needed`` allows."""
        return ROLE_RANK[self.role] >= ROLE_RANK[needed]

    def to_json(self) -> dict[str, str | None]:
        return {
            "name": self.name,
            "role": str(self.role),
            "created_at": self.created_at,
            "token_created_at": self.token_created_at,
            "last_used_at": self.last_used_at,
        }


def _user(row: Any) -> User:
    """A row of :data:`_COLUMNS` as a user; :class:`ConfigError` for a role edited by hand into something unknown."""
    try:
        role = Role(str(row[1]))
    except ValueError:  # no access, and one line saying why
        raise ConfigError(
            f"user {row[0]!r} has an unknown role {row[1]!r} in the store; fix it with users add"
        ) from None
    return User(str(row[0]), role, str(row[2]), str(row[3]), None if row[4] is None else str(row[4]))


def check_name(name: object) -> str:
    """``name`` when it is a valid user name; :class:`UsageError` saying what one may hold otherwise."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise UsageError(
            f"user name {name!r} may hold letters, digits and '_.@-' (starting with a letter or digit, "
            "at most 64 characters)"
        )
    return name


class Users:
    """The users of one store."""

    def __init__(self, db: Any) -> None:
        self.db = db
        self._noted: dict[str, float] = {}
        """When this process last wrote down each user's last use (``time.monotonic``)."""
        self._noting = threading.Lock()

    def add(self, name: str, role: str) -> str:
        """Make user ``name`` with ``role``; their token (shown once, stored hashed)."""
        check_name(name)
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
        """Remove user ``name``: their token and sign-ins stop working at once; never the last admin."""
        with self.db.write() as conn:
            self.db.lock_name(conn, "users")  # two admins removing each other: one after the other
            row = conn.execute("SELECT role FROM users WHERE name = ?", (name,)).fetchone()
            if row is None:
                raise UserNotFound(f"no user named {name!r}; `toolkiln users list` shows them")
            if str(row[0]) == Role.ADMIN:
                admins = conn.execute("SELECT COUNT(*) FROM users WHERE role = ?", (str(Role.ADMIN),)).fetchone()
                if int(admins[0]) <= 1:
                    raise UsageError(
                        f"{name} is the last admin and cannot be removed; add another admin first "
                        "(toolkiln users add NAME --role admin)"
                    )
            conn.execute("DELETE FROM user_sign_ins WHERE name = ?", (name,))
            conn.execute("DELETE FROM users WHERE name = ?", (name,))

    def new_token(self, name: str) -> str:
        """A new token for ``name``; the old one and every sign-in made with it stop working at once."""
        token = _new_token()
        with self.db.write() as conn:
            changed = conn.execute(
                "UPDATE users SET token_hash = ?, token_created_at = ? WHERE name = ?", (token_hash(token), now(), name)
            ).rowcount
            if not changed:
                raise UserNotFound(f"no user named {name!r}; `toolkiln users list` shows them")
            conn.execute("DELETE FROM user_sign_ins WHERE name = ?", (name,))
        return token

    def listed(self) -> list[User]:
        """Every user, by name."""
        return [_user(row) for row in self.db.query(f"SELECT {_COLUMNS} FROM users ORDER BY name")]

    def any(self) -> bool:
        """Whether any user exists (then the servers ask every request for a token)."""
        return bool(self.db.query("SELECT 1 FROM users LIMIT 1"))

    def holder(self, token: str | None) -> User | None:
        """The user whose token ``token`` is, or None (no such token, or revoked)."""
        if not token:
            return None
        wanted = token_hash(token)
        rows = self.db.query(f"SELECT {_COLUMNS}, token_hash FROM users WHERE token_hash = ?", (wanted,))
        if not rows or not hmac.compare_digest(str(rows[0][5]), wanted):
            return None
        return _user(rows[0])

    # -- a browser's sign-ins ----------------------------------------------------

    def sign_in(self, token: str | None) -> tuple[User, str] | None:
        """Sign a browser in with ``token``: its user and the new sign-in's secret, or None for a wrong token."""
        user = self.holder(token)
        if user is None:
            return None
        secret = secrets.token_urlsafe(32)
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO user_sign_ins (secret_hash, name, created_at) VALUES (?, ?, ?)",
                (token_hash(secret), user.name, now()),
            )
            cutoff = (datetime.now(UTC) - timedelta(days=SIGN_IN_DAYS)).isoformat(timespec="seconds")
            conn.execute("DELETE FROM user_sign_ins WHERE created_at < ?", (cutoff,))  # the expired ones
        return user, secret

    def signed_in(self, secret: str | None) -> User | None:
        """The user a browser's sign-in secret stands for, or None (signed out, expired, or never made)."""
        if not secret:
            return None
        cutoff = (datetime.now(UTC) - timedelta(days=SIGN_IN_DAYS)).isoformat(timespec="seconds")
        rows = self.db.query(
            f"SELECT {', '.join('u.' + c for c in _COLUMNS.split(', '))} FROM user_sign_ins AS s "
            "JOIN users AS u ON u.name = s.name WHERE s.secret_hash = ? AND s.created_at >= ?",
            (token_hash(secret), cutoff),
        )
        return _user(rows[0]) if rows else None

    def sign_out(self, secret: str | None) -> None:
        """End the sign-in ``secret`` stands for (nothing when there is none)."""
        if secret:
            with self.db.write() as conn:
                conn.execute("DELETE FROM user_sign_ins WHERE secret_hash = ?", (token_hash(secret),))

    def note_use(self, name: str) -> None:
        """Write down that ``name`` made a request now, at most once every :data:`LAST_USED_EVERY_S` per process."""
        if getattr(self.db, "read_only", False):
            return
        moment = time.monotonic()
        with self._noting:
            last = self._noted.get(name)
            if last is not None and moment - last < LAST_USED_EVERY_S:
                return
            self._noted[name] = moment
        with self.db.write() as conn:
            conn.execute("UPDATE users SET last_used_at = ? WHERE name = ?", (now(), name))
