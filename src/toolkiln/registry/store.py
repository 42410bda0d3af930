"""The SQLite store: tools with their versions and provenance, search, the run log.

Durability and concurrency rest on SQLite itself:

* WAL journal, ``synchronous=NORMAL`` and a busy timeout, so several toolkiln
  processes can read while one writes, and a writer waits for another instead of
  failing. In WAL mode NORMAL keeps every commit atomic and consistent and
  survives a crash of the process; only a power cut or an OS crash may lose the
  last few commits (never corrupt the file). FULL would fsync on every commit
  and cost ~1 ms per saved tool, a third of the acquisition budget;
* every write is one ``BEGIN IMMEDIATE`` transaction: the version number is read
  and the row inserted under the write lock, so two processes saving the same
  name get N+1 and N+2, never N+1 twice (``UNIQUE(name, version)`` backs this);
  a crash before ``COMMIT`` leaves the previous state intact;
* inside one process a single connection is shared by all threads behind a lock.

Which version is which:

* :meth:`Registry.get` — the latest version whatever its status (or the one asked);
* :meth:`Registry.usable` — the latest **active** version: what may run. A pending
  v2 does not hide an approved v1; v1 keeps running until v2 is approved;
* :meth:`Registry.offered`, :meth:`Registry.list_tools`, :meth:`Registry.names`
  and :meth:`Registry.search` — per name the latest active version, else the
  latest pending one (so the planner reuses the name and the step reports
  ``pending`` instead of a duplicate being written); rejected and retired
  versions are never offered.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..errors import IntegrityError, RegistryError, ToolNotFound, UsageError
from ..returns import Shape, record_returns
from ..toolspec import Param, ToolInfo, ToolSchema
from ..vocab import Provenance, ToolSourceKind, ToolStatus
from .migrations import migrate
from .search import fts_query, looks_alike, name_words, query_terms

__all__ = ["LISTED_FIELDS", "STATUSES", "Registry", "StoredTool"]

STATUSES = tuple(ToolStatus)
"""Every status a version can have."""
# A dict lookup, not ToolStatus(value): listing 50,000 versions must stay cheap.
_STATUS = {member.value: member for member in ToolStatus}
_PROVENANCE = {member.value: member for member in Provenance}

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_COLUMNS = (
    "name, version, source, sha256, description, params, status, backend, model, "
    "prompt_hash, attempts, trial_params, trial_result, created_at, origin, "
    "status_reason, status_changed_at, returns"
)
_JSON_COLUMNS = ("params", "attempts", "trial_params", "trial_result")
# Per name: the latest active version, else the latest pending one.
_VISIBLE = """
    SELECT id FROM tools AS t WHERE t.name = ? AND t.status IN ('active', 'pending')
    ORDER BY t.status = 'active' DESC, t.version DESC LIMIT 1
"""
_VISIBLE_FOR_ROW = _VISIBLE.replace("t.name = ?", "t.name = tools.name")
"""The same, for the name of the ``tools`` row at hand."""
_LISTED_OFFERED = f"id = ({_VISIBLE_FOR_ROW})"
"""The rows :meth:`Registry.list_tools` picks by default: the version each name offers."""
_LISTED_INACTIVE = "version = (SELECT MAX(version) FROM tools AS o WHERE o.name = tools.name)"
"""The rows it picks with ``include_inactive``: each name's latest version."""
LISTED_FIELDS = ("name", "version", "origin", "status", "description", "params", "returns")
"""What ``tools list`` shows of a tool (its source and provenance stay on disk)."""
_LISTED_JSON_FIELDS = {"params": "json_array()", "returns": "json_object()"}
"""Listed fields stored as JSON text, embedded as JSON (not as a string), and what stands in
for one that does not parse. A NULL ``returns`` (saved before shapes were recorded) is
recorded from the source when listed, as :func:`_row_to_tool` does."""
_LISTED_ENTRY = "json_object({})".format(
    ", ".join(
        f"'{field}', CASE WHEN json_valid({field}) THEN json({field}) ELSE {_LISTED_JSON_FIELDS[field]} END"
        if field in _LISTED_JSON_FIELDS
        else f"'{field}', {field}"
        for field in LISTED_FIELDS
    )
)
"""One listing entry as JSON text, built by SQLite."""
_LISTING_BATCH = 1000
"""Rows per query in :meth:`Registry.listing`: big enough that query overhead vanishes,
small enough that a listing of 50,000 tools never holds more than a sliver in memory."""
_MATCH_COLUMNS = ", ".join("t." + column.strip() for column in _COLUMNS.split(","))
_MAX_PARAMS = 500
"""Names per ``IN (...)`` list; older SQLite builds allow 999 parameters in a statement."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def source_sha256(source: str) -> str:
    """The hash a source is recorded and verified under."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


@dataclass
class StoredTool:
    """One version of a tool as the registry holds it."""

    name: str
    """The tool's name, equal to its entry point's."""
    version: int
    """1 for the first source saved under the name, then N+1."""
    source: str
    """The module's source, exactly as vetted."""
    sha256: str
    """sha256 of ``source`` when it was accepted; re-checked before a run."""
    description: str
    """What it does, from its docstring."""
    params: list[dict]
    """The entry point's parameters as ``Param.to_dict()`` items."""
    status: ToolStatus
    """``active``, ``pending``, ``rejected`` or ``retired``."""
    backend: str
    """Who wrote it: the generator backend (``mock``, ``anthropic``, ...)."""
    model: str
    """The model that wrote it."""
    prompt_hash: str | None
    """Hash of the prompt it was generated from, when known."""
    attempts: list[dict]
    """The repair attempts before the accepted source (``Attempt.to_dict()``)."""
    trial_params: dict
    """The params of the trial run it passed."""
    trial_result: Any
    """What the trial returned."""
    created_at: str
    """When this version was saved, ISO 8601 UTC."""
    provenance: Provenance = Provenance.GENERATED
    """``generated`` by a model in a turn, or ``imported`` from an exported file (column ``origin``)."""
    status_reason: str | None = None
    """Why it was rejected or retired, when a reason was given."""
    status_changed_at: str | None = None
    """When a person last approved, rejected or retired it."""
    returns: Shape = field(default_factory=dict)
    """What it returns (:mod:`toolkiln.returns`), recorded at acceptance."""

    @property
    def ref(self) -> str:
        """``name@version``, as the CLI accepts it."""
        return f"{self.name}@{self.version}"

    def schema(self) -> ToolSchema:
        """The parameter schema recorded when the source was vetted."""
        return ToolSchema(self.name, self.description, tuple(Param.from_dict(p) for p in self.params))

    def tool_info(self, *, in_chat: bool = False) -> ToolInfo:
        """The tool as the planner sees it (offered by the ``registry`` source)."""
        return ToolInfo.from_params(
            self.name, self.description, self.params, ToolSourceKind.REGISTRY, self.returns, in_chat=in_chat
        )

    def verify(self) -> None:
        """Raise :class:`IntegrityError` when the source no longer matches its recorded hash."""
        if source_sha256(self.source) != self.sha256:
            raise IntegrityError(
                f"tool {self.ref} source does not match its recorded sha256 (changed outside "
                "toolkiln); re-vet it with `toolkiln tools import` or retire it"
            )

    def to_dict(self, *, source: bool = True) -> dict:
        """JSON data (``tools show/history --json``); without the source when ``source`` is False.

        ``provenance`` keeps its documented JSON key, ``origin``.
        """
        data = {("origin" if key == "provenance" else key): value for key, value in asdict(self).items()}
        if not source:
            del data["source"]
        return data


def _to_json(value: Any, what: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise UsageError(f"{what} must be JSON data ({exc})") from None


def _as_dicts(items: Iterable[Any]) -> list[dict]:
    return [item.to_dict() if hasattr(item, "to_dict") else dict(item) for item in items]


def _row_to_tool(row: sqlite3.Row) -> StoredTool:
    data = dict(row)
    data["provenance"] = _PROVENANCE[data.pop("origin")]
    data["status"] = _STATUS[data["status"]]
    for column in _JSON_COLUMNS:
        data[column] = json.loads(data[column])
    returns = data.pop("returns", None)
    if returns is None:  # saved before return shapes were recorded
        data["returns"] = record_returns(data["source"], data["name"], data["trial_result"])
    else:
        data["returns"] = json.loads(returns)
    return StoredTool(**data)


def index_tool(conn: sqlite3.Connection, name: str) -> None:
    """Point the search row of ``name`` at the version it offers (or drop the row)."""
    conn.execute("DELETE FROM tools_fts WHERE rowid IN (SELECT id FROM tools WHERE name = ?)", (name,))
    row = conn.execute(f"SELECT id, description, params FROM tools WHERE id = ({_VISIBLE})", (name,)).fetchone()
    if row is None:
        return
    param_words = " ".join(name_words(p["name"]) for p in json.loads(row[2]))
    conn.execute(
        "INSERT INTO tools_fts (rowid, name, words, description, params) VALUES (?, ?, ?, ?, ?)",
        (row[0], name, name_words(name), row[1], param_words),
    )


class Registry:
    """The tools a model wrote, their versions, provenance and status, and the run log."""

    def __init__(self, path: Path | str) -> None:
        """Open (creating when missing) the registry at ``path`` and bring its schema up to date.

        Raises :class:`RegistryError` with the fix when the file is not a SQLite
        database or cannot be created or written.
        """
        self.path = Path(path)
        self._lock = threading.RLock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RegistryError(
                f"cannot create the folder {self.path.parent} for the registry ({exc.strerror}); "
                "set TOOLKILN_HOME to a writable folder"
            ) from None
        self._conn = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise self._translate(exc) from None
        try:
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA busy_timeout = 30000")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            migrate(conn)
        except sqlite3.Error as exc:
            conn.close()
            raise self._translate(exc) from None
        return conn

    def _translate(self, exc: sqlite3.Error) -> RegistryError:
        text = str(exc)
        if isinstance(exc, sqlite3.DatabaseError) and ("not a database" in text or "malformed" in text):
            return RegistryError(
                f"registry at {self.path} is not a SQLite database ({text}); "
                "move it aside and run again to start a new one"
            )
        if "readonly" in text or "unable to open" in text or "read-only" in text:
            return RegistryError(
                f"registry at {self.path} cannot be written ({text}); "
                "make it writable or set TOOLKILN_HOME to a writable folder"
            )
        if "locked" in text or "busy" in text:
            return RegistryError(f"registry at {self.path} stayed locked by another process ({text}); try again")
        return RegistryError(f"registry at {self.path}: {text}")

    # -- plumbing ---------------------------------------------------------------

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken with the write lock up front."""
        with self._lock:
            conn = self._connection()
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise self._translate(exc) from None
            try:
                yield conn
                conn.execute("COMMIT")
            except sqlite3.Error as exc:
                self._rollback(conn)
                raise self._translate(exc) from None
            except UnicodeEncodeError:  # a lone surrogate in text a model wrote
                self._rollback(conn)
                raise RegistryError(
                    "a text to store holds characters that are not valid Unicode (a lone surrogate); "
                    "nothing was written"
                ) from None
            except BaseException:
                self._rollback(conn)
                raise

    @staticmethod
    def _rollback(conn: sqlite3.Connection) -> None:
        # SQLite may have rolled back already (disk full, I/O error); never mask the cause.
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    def _query(self, sql: str, args: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return self._connection().execute(sql, tuple(args)).fetchall()
            except sqlite3.Error as exc:
                raise self._translate(exc) from None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RegistryError(f"registry at {self.path} is closed; open it again")
        return self._conn

    def _tools(self, where: str, args: Iterable[Any] = (), tail: str = "") -> list[StoredTool]:
        rows = self._query(f"SELECT {_COLUMNS} FROM tools WHERE {where} {tail}", args)
        return [_row_to_tool(row) for row in rows]

    def close(self) -> None:
        """Close the connection; the registry cannot be used afterwards."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> Registry:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading tools ----------------------------------------------------------

    def get(self, name: str, version: int | None = None) -> StoredTool | None:
        """Version ``version`` of ``name``, or its latest version whatever its status."""
        if version is None:
            found = self._tools("name = ?", (name,), "ORDER BY version DESC LIMIT 1")
        else:
            found = self._tools("name = ? AND version = ?", (name, int(version)))
        return found[0] if found else None

    def require(self, name: str, version: int | None = None) -> StoredTool:
        """Like :meth:`get`, but raise :class:`ToolNotFound` with what exists."""
        tool = self.get(name, version)
        if tool is not None:
            return tool
        latest = self.get(name)
        if latest is None:
            raise ToolNotFound(f"no tool named {name!r} in the registry; `toolkiln tools list --all` shows them")
        raise ToolNotFound(f"{name} has no version {version}; its versions are 1 to {latest.version}")

    def usable(self, name: str) -> StoredTool | None:
        """The latest active version of ``name``: the one that may run."""
        found = self._tools("name = ? AND status = 'active'", (name,), "ORDER BY version DESC LIMIT 1")
        return found[0] if found else None

    def history(self, name: str) -> list[StoredTool]:
        """Every version of ``name``, oldest first."""
        return self._tools("name = ?", (name,), "ORDER BY version")

    def list_tools(self, *, include_inactive: bool = False) -> list[StoredTool]:
        """One version per name, sorted by name.

        By default the version the planner is offered (latest active, else latest
        pending; names with only rejected or retired versions are left out). With
        ``include_inactive`` the latest version of every name, whatever its status.
        """
        where = _LISTED_INACTIVE if include_inactive else _LISTED_OFFERED
        return self._tools(where, (), "ORDER BY name")

    def listing(self, *, include_inactive: bool = False, batch: int = _LISTING_BATCH) -> Iterator[list[tuple]]:
        """What ``tools list`` shows, in batches: for each row :meth:`list_tools` picks, sorted by
        name, ``(name, origin, entry)`` where ``entry`` is the tool's listing as JSON text
        (:data:`LISTED_FIELDS`; never the source), built by
        SQLite, so a listing of 50,000 tools costs no Python object per field.

        Read ``batch`` rows per query (keyset on the name), so a caller that stops early
        or writes as it reads holds one batch at a time, and the lock only per batch.
        """
        where = _LISTED_INACTIVE if include_inactive else _LISTED_OFFERED
        after = ""
        while True:
            rows = self._query(
                f"SELECT name, origin, {_LISTED_ENTRY} AS entry, id, returns IS NULL AS legacy FROM tools"
                f" WHERE {where} AND name > ? ORDER BY name LIMIT ?",
                (after, batch),
            )
            if rows:
                yield [(row[0], row[1], self._recorded_returns(row) if row[4] else row[2]) for row in rows]
            if len(rows) < batch:
                return
            after = rows[-1]["name"]

    def _recorded_returns(self, row: sqlite3.Row) -> str:
        """A listing entry whose version was saved before return shapes were recorded."""
        stored = self._query("SELECT source, name, trial_result FROM tools WHERE id = ?", (row["id"],))[0]
        try:
            trial_result = json.loads(stored["trial_result"])
        except ValueError:
            trial_result = None
        entry = json.loads(row["entry"])
        entry["returns"] = record_returns(stored["source"], stored["name"], trial_result)
        return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))

    def count_listed(self, *, include_inactive: bool = False) -> int:
        """How many rows :meth:`listing` yields."""
        where = _LISTED_INACTIVE if include_inactive else _LISTED_OFFERED
        return self._query(f"SELECT COUNT(*) FROM tools WHERE {where}")[0][0]

    def offered(self, name: str) -> StoredTool | None:
        """The version of ``name`` the planner is offered (latest active, else latest pending)."""
        found = self._tools(f"id = ({_VISIBLE})", (name,))
        return found[0] if found else None

    def offered_many(self, names: Iterable[str]) -> list[StoredTool]:
        """:meth:`offered` for many names in a few queries, sorted by name; names not offered are left out."""
        wanted = sorted(set(names))
        found: list[StoredTool] = []
        for start in range(0, len(wanted), _MAX_PARAMS):
            chunk = wanted[start : start + _MAX_PARAMS]
            marks = ", ".join("?" * len(chunk))
            found += self._tools(f"name IN ({marks}) AND id = ({_VISIBLE_FOR_ROW})", chunk, "ORDER BY name")
        return found

    def names(self) -> list[str]:
        """The names of every tool the planner is offered, sorted; cheap even for large registries."""
        return [row[0] for row in self._query("SELECT name FROM tools_fts ORDER BY name")]

    def data_version(self) -> int:
        """A number that changes whenever another connection (another process) commits to the file.

        SQLite's ``PRAGMA data_version``: cheap enough to poll, so a long-running
        server notices a tool approved or retired from a shell.
        """
        return int(self._query("PRAGMA data_version")[0][0])

    def offered_count(self) -> int:
        """How many tools the planner could be offered (one version per name), of every size of registry."""
        return self._query("SELECT COUNT(*) FROM tools_fts")[0][0]

    def count(self) -> int:
        """How many versions the registry holds, of every status."""
        return self._query("SELECT COUNT(*) FROM tools")[0][0]

    def verify(self, tool: StoredTool) -> None:
        """Raise :class:`IntegrityError` if ``tool``'s source no longer matches its sha256."""
        tool.verify()

    # -- writing tools ----------------------------------------------------------

    def save(
        self,
        *,
        name: str,
        source: str,
        description: str,
        params: Iterable[Any],
        backend: str,
        model: str,
        prompt_hash: str | None = None,
        attempts: Iterable[Any] = (),
        trial_params: dict | None = None,
        trial_result: Any = None,
        status: ToolStatus = ToolStatus.ACTIVE,
        provenance: Provenance = Provenance.GENERATED,
        returns: Shape | None = None,
    ) -> StoredTool:
        """Store ``source`` as the next version of ``name`` in one transaction.

        ``returns`` is the tool's return shape; when not given it is recorded from
        the source's declaration and the trial's result (:func:`record_returns`).
        """
        row = self._row(
            name=name,
            source=source,
            description=description,
            params=params,
            backend=backend,
            model=model,
            prompt_hash=prompt_hash,
            attempts=attempts,
            trial_params=trial_params,
            trial_result=trial_result,
            status=status,
            provenance=provenance,
            returns=returns,
        )
        with self._write() as conn:
            version = self._insert(conn, row)
        return self.require(name, version)

    def save_many(self, items: Iterable[dict]) -> int:
        """Store many tools (each a dict of :meth:`save`'s arguments) in one transaction."""
        rows = [self._row(**item) for item in items]
        with self._write() as conn:
            for row in rows:
                self._insert(conn, row)
        return len(rows)

    def _row(
        self,
        *,
        name: str,
        source: str,
        description: str,
        params: Iterable[Any],
        backend: str,
        model: str,
        prompt_hash: str | None = None,
        attempts: Iterable[Any] = (),
        trial_params: dict | None = None,
        trial_result: Any = None,
        status: ToolStatus = ToolStatus.ACTIVE,
        provenance: Provenance = Provenance.GENERATED,
        returns: Shape | None = None,
    ) -> dict:
        if not _NAME.fullmatch(name or ""):
            raise UsageError(f"tool name {name!r} is not a Python identifier; use snake_case")
        if status not in STATUSES:
            raise UsageError(f"status {status!r} is not one of {', '.join(STATUSES)}")
        if provenance not in _PROVENANCE:
            raise UsageError(f"provenance {provenance!r} is not one of {', '.join(_PROVENANCE)}")
        return {
            "name": name,
            "source": source,
            "sha256": source_sha256(source),
            "description": description or "",
            "params": _to_json(_as_dicts(params), "params"),
            "status": status,
            "backend": backend or "",
            "model": model or "",
            "prompt_hash": prompt_hash,
            "attempts": _to_json(_as_dicts(attempts), "attempts"),
            "trial_params": _to_json(trial_params or {}, "trial_params"),
            "trial_result": _to_json(trial_result, "trial_result"),
            "origin": str(provenance),  # the column keeps its first name
            "returns": _to_json(record_returns(source, name, trial_result) if returns is None else returns, "returns"),
        }

    def _insert(self, conn: sqlite3.Connection, row: dict) -> int:
        (version,) = conn.execute(
            "SELECT COALESCE(MAX(version), 0) + 1 FROM tools WHERE name = ?", (row["name"],)
        ).fetchone()
        values = {**row, "version": version, "created_at": _now()}
        columns = ", ".join(values)
        conn.execute(
            f"INSERT INTO tools ({columns}) VALUES ({', '.join('?' * len(values))})",
            tuple(values.values()),
        )
        index_tool(conn, row["name"])
        return version

    def _set_status(self, name: str, version: int | None, status: ToolStatus, reason: str | None) -> StoredTool:
        tool = self.require(name, version)
        with self._write() as conn:
            conn.execute(
                "UPDATE tools SET status = ?, status_reason = ?, status_changed_at = ? WHERE name = ? AND version = ?",
                (status, reason, _now(), name, tool.version),
            )
            index_tool(conn, name)
        return self.require(name, tool.version)

    def approve(self, name: str, version: int | None = None) -> StoredTool:
        """Make a version active (the latest when ``version`` is None); it may run from now on."""
        return self._set_status(name, version, ToolStatus.ACTIVE, None)

    def reject(self, name: str, version: int | None = None, reason: str = "") -> StoredTool:
        """Mark a version rejected (the latest when ``version`` is None); it is never offered again."""
        if not (reason or "").strip():
            raise UsageError("a rejection needs a reason; pass --reason TEXT")
        return self._set_status(name, version, ToolStatus.REJECTED, reason.strip())

    def retire(self, name: str, reason: str | None = None) -> list[StoredTool]:
        """Retire every version of ``name`` (rejected ones stay rejected); return them."""
        self.require(name)
        with self._write() as conn:
            conn.execute(
                "UPDATE tools SET status = 'retired', status_reason = ?, status_changed_at = ? "
                "WHERE name = ? AND status != 'rejected'",
                (reason, _now(), name),
            )
            index_tool(conn, name)
        return self.history(name)

    # -- search -----------------------------------------------------------------

    def search(self, query: str, limit: int = 5) -> list[StoredTool]:
        """The tools most relevant to ``query`` (a person's words), best first.

        Only the versions :meth:`list_tools` would offer are searched. See
        :mod:`toolkiln.registry.search` for how words are matched.
        """
        return self._match(fts_query(query), limit)

    def similar(self, name: str, description: str = "", limit: int = 3) -> list[StoredTool]:
        """Existing tools that look like a tool about to be written, best first.

        Shown to the planner and the generator before generating, so they reuse
        ``celsius_to_fahrenheit`` instead of writing ``celsius_converter`` beside
        it. The tool ``name`` itself is left out, and so is a tool whose name does not
        look like it (:func:`~toolkiln.registry.search.looks_alike`): sharing a word
        of description with ``hash_text`` does not make ``is_leap_year`` alike.
        """
        terms = query_terms(f"{name_words(name)} {description}")
        found = self._match(fts_query(terms), limit + 4)
        return [t for t in found if t.name != name and looks_alike(name, t.name)][:limit]

    def _match(self, expression: str | None, limit: int) -> list[StoredTool]:
        if expression is None or limit < 1:
            return []
        # Column weights: name words count most, then parameter names, then the description.
        rows = self._query(
            f"""SELECT {_MATCH_COLUMNS}
                FROM tools_fts JOIN tools AS t ON t.id = tools_fts.rowid
                WHERE tools_fts MATCH ? ORDER BY bm25(tools_fts, 0.0, 6.0, 1.0, 2.0), t.name
                LIMIT ?""",
            (expression, int(limit)),
        )
        return [_row_to_tool(row) for row in rows]

    # -- run log ----------------------------------------------------------------

    def log_turn(self, record: dict) -> int:
        """Store one turn; return its id.

        ``record`` is the turn as ``run --json`` prints it (outcome, reasoning,
        message, steps, usage, elapsed_ms) plus ``task`` (the person's message),
        ``planner``, ``generator`` and ``session``. A record without ``task`` has
        its ``message`` taken as the person's. The whole record is kept as given.
        """
        task = record.get("task", record.get("message")) or ""
        plan = record.get("plan")
        if not plan:  # rebuilt from the turn, with its refusal or question when the task is apart
            plan = {
                key: record.get(key) for key in ("outcome", "reasoning", "options", "allow_free_text") if key in record
            }
            if "task" in record and "message" in record:
                plan["message"] = record["message"]
        values = (
            _now(),
            str(task),
            _to_json(plan, "plan"),
            _to_json(record.get("steps") or [], "steps"),
            _to_json(record.get("usage") or {}, "usage"),
            str(record.get("planner") or ""),
            str(record.get("generator") or ""),
            str(record.get("outcome") or ""),
            record.get("elapsed_ms"),
            record.get("session"),
            _to_json(record, "the turn record"),
        )
        with self._write() as conn:
            cursor = conn.execute(
                "INSERT INTO turns (created_at, message, plan, steps, usage, planner, generator, "
                "outcome, elapsed_ms, session, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values,
            )
            return int(cursor.lastrowid)

    def turns(self, limit: int = 20) -> list[dict]:
        """The latest ``limit`` turns, newest first."""
        rows = self._query("SELECT * FROM turns ORDER BY id DESC LIMIT ?", (int(limit),))
        return [_turn(row) for row in rows]

    def turn(self, turn_id: int) -> dict | None:
        """One turn by id, or None."""
        rows = self._query("SELECT * FROM turns WHERE id = ?", (int(turn_id),))
        return _turn(rows[0]) if rows else None


def _turn(row: sqlite3.Row) -> dict:
    data = dict(row)
    for column in ("plan", "steps", "usage", "record"):
        data[column] = json.loads(data[column])
    return data
