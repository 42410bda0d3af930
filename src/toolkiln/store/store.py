"""The tool store: tools with their versions, provenance and status, and search.

It works over one :class:`~.db.Database` (WAL, one ``BEGIN IMMEDIATE``
transaction per write, one connection shared behind a lock): the version number
is read and the row inserted under the write lock, so two processes saving the
same name get N+1 and N+2, never N+1 twice (``UNIQUE(name, version)`` backs
this). The run log lives in the same file (:attr:`Registry.runlog`).

Which version is which:

* :meth:`Registry.get` — the latest version whatever its status (or the one asked);
* :meth:`Registry.usable` — the latest **active** version: what may run. A pending
  v2 does not hide an approved v1; v1 keeps running until v2 is approved;
* :meth:`Registry.offered`, :meth:`Registry.list_tools`, :meth:`Registry.names`
  and :meth:`Registry.search` — per name the latest active version, else the
  latest pending one (so the planner reuses the name and the step reports
  ``pending`` instead of a duplicate being written); rejected and retired
  versions are never offered.

A source a person rejected or retired is never stored again under the same name:
:meth:`Registry.save` refuses it (:meth:`Registry.refused_source` finds it by sha256).

What a read returns, :class:`~.stored_tool.StoredTool`, and how a row maps to it live
in :mod:`.stored_tool`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkiln.acceptance.fingerprint import gate_fingerprint
from toolkiln.errors import IntegrityError, RegistryError, ToolNotFound, UsageError
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.store import ranking
from toolkiln.store.db import MAX_INTEGER, TOO_LARGE, Database, now
from toolkiln.store.dialect import after_bulk_write
from toolkiln.store.index import VISIBLE, VISIBLE_FOR_ROW, index_tool
from toolkiln.store.integrity import Seal, gate_verdict, key_lost, lost_key_error, regate
from toolkiln.store.locks import tool_name_lock
from toolkiln.store.marks import WorkflowMarks
from toolkiln.store.postgres import PostgresDatabase, is_postgres_url
from toolkiln.store.runlog import RunLog
from toolkiln.store.search import looks_alike, name_words, query_terms, weighted_terms
from toolkiln.store.shared_key import shared_seal
from toolkiln.store.stamped_reads import StampedReads, stamped
from toolkiln.store.stored_tool import (
    COLUMNS,
    STATUSES,
    StoredTool,
    row_to_tool,
    signed_columns,
    source_sha256,
)
from toolkiln.store.tool_rows import insert_version, tool_row
from toolkiln.store.usage import ToolUsage
from toolkiln.store.users import Users, current_actor
from toolkiln.tools.returns import record_returns
from toolkiln.vocab import ToolStatus

if TYPE_CHECKING:
    from toolkiln.store.new_tool import NewTool

__all__ = ["LISTED_FIELDS", "STATUSES", "Registry", "StoredTool", "source_sha256"]

_LISTED_INACTIVE = "NOT EXISTS (SELECT 1 FROM tools AS o WHERE o.name = tools.name AND o.version > tools.version)"
"""The rows it picks with ``include_inactive``: each name's latest version."""
LISTED_FIELDS = ("name", "version", "origin", "status", "description", "params", "returns")
"""What ``tools list`` shows of a tool (its source and provenance stay on disk)."""
_LISTED_JSON_FIELDS = {"params": "json_array()", "returns": "json_object()"}
"""Listed fields stored as JSON text, embedded as JSON (not as a string), and what stands in
for one that does not parse. A NULL ``returns`` (saved before shapes were recorded) is
recorded from the source when listed, as :func:`~.stored_tool.row_to_tool` does."""
_LISTING_BATCH = 1000
"""Rows per query in :meth:`Registry.listing`: big enough that query overhead vanishes,
small enough that a listing of 50,000 tools never holds more than a sliver in memory."""
_MATCH_COLUMNS = ", ".join("t." + column.strip() for column in COLUMNS.split(","))
_MAX_PARAMS = 500
"""Names per ``IN (...)`` list; older SQLite builds allow 999 parameters in a statement."""
_BY = {ToolStatus.ACTIVE: "approved_by", ToolStatus.REJECTED: "rejected_by", ToolStatus.RETIRED: "retired_by"}
"""The column that records who gave a version each status a person gives."""
_INTACT_KEPT = 4096
"""Rows whose seal was checked, kept at most (beyond that the memory starts over)."""
_VERDICT_WAIT_S = 0.05
"""How long storing a gate verdict waits for another process's write lock: long enough for a
save's transaction (a few ms), never the busy timeout, since a skipped verdict is only recomputed."""


def _new_tool(tool: NewTool | None, fields: Mapping[str, Any]) -> NewTool:
    """``tool``, or the one its fields given as keywords describe."""
    if tool is None:
        from toolkiln.store.new_tool import NewTool  # loaded by a save, not by a run that only reads the registry

        return NewTool(**fields)
    if fields:
        raise TypeError(f"save() takes a NewTool or its fields as keywords, not both (also given: {', '.join(fields)})")
    return tool


class Registry:
    """The tools a model wrote, their versions, provenance and status, and the run log."""

    def __init__(self, path: Path | str, *, read_only: bool = False, key_file: Path | None = None) -> None:
        """Open (creating when missing) the registry at ``path`` and bring its schema up to date.

        ``path`` is a SQLite file, or a PostgreSQL URL (``postgresql://…``, :mod:`.postgres`);
        ``key_file`` is the signing key's file (``registry_key_file``; for a SQLite file it
        defaults to ``registry.key`` beside it, a PostgreSQL store needs it named).

        Raises :class:`~toolkiln.errors.RegistryError` with the fix when the file is
        not a SQLite database or cannot be created or written. ``read_only`` opens it
        for reading only (nothing is created or migrated; a missing file reads as empty).
        """
        self.db: Database | PostgresDatabase = (
            _postgres(str(path), read_only) if is_postgres_url(path) else Database(path, read_only=read_only)
        )
        self.path = self.db.path
        """The SQLite file, or None for a PostgreSQL store."""
        self.reads = StampedReads(self.change_stamp)
        """The answers of the reads a turn repeats, kept under the change stamp (:mod:`.stamped_reads`)."""
        self._intact: dict[str, tuple[dict[str, Any], str | None]] = {}
        """Rows whose signature this key checked, by signature: the columns signed, and the source once its
        sha256 was checked too. A row read again with the same texts is not hashed and signed again."""
        self.default_actor: str | None = None
        """Who approvals and turns are recorded as done by when no request names its user (the CLI's user)."""
        self.where = str(self.db.path) if self.db.path is not None else getattr(self.db, "where", "")
        """Where the store is, for messages: the file, or the PostgreSQL URL without its password."""
        try:
            self._seal = self._open_seal(key_file, read_only)
            if self._seal.created:
                self._adopt()
            self.key_lost = key_lost(self.db, self._seal, read_only=read_only)
            """True when the rows were sealed with a key that is gone (``registry.key`` lost or replaced)."""
        except BaseException:
            self.db.close()
            raise

    def _open_seal(self, key_file: Path | None, read_only: bool) -> Seal:
        if self.db.path is None:
            if key_file is None:
                raise UsageError("a PostgreSQL registry needs its signing key's file; set registry_key_file")
            return shared_seal(self.db, Path(key_file), read_only=read_only)
        if key_file is not None:
            return Seal.reading_at(Path(key_file)) if read_only else Seal.at(Path(key_file))
        return Seal.reading(self.db.path) if read_only else Seal.beside(self.db.path)

    @cached_property
    def runlog(self) -> RunLog:
        """The run log kept in the same file, over the same connection."""
        return RunLog(self.db)

    @cached_property
    def users(self) -> Users:
        """The users of the store (:mod:`.users`), over the same connection."""
        return Users(self.db)

    @cached_property
    def usage(self) -> ToolUsage:
        """Calls, failures and test runs per version, kept in the same file (:mod:`~toolkiln.store.usage`)."""
        return ToolUsage(self.db)

    @cached_property
    def workflow_marks(self) -> WorkflowMarks:
        """Workflow progress (step marks) kept in the same file, over the same connection."""
        return WorkflowMarks(self.db)

    def _query(self, sql: str, args: Iterable[Any] = ()) -> list[Any]:
        return self.db.query(sql, args)

    def _tools(self, where: str, args: Iterable[Any] = (), tail: str = "") -> list[StoredTool]:
        rows = self._query(f"SELECT {COLUMNS} FROM tools WHERE {where} {tail}", args)
        return [row_to_tool(row) for row in rows]

    def close(self) -> None:
        """Close the connection; the registry cannot be used afterwards."""
        self.db.close()

    def __enter__(self) -> Registry:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading tools ----------------------------------------------------------

    @stamped
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

    @stamped
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
        where = _LISTED_INACTIVE if include_inactive else self.db.dialect.is_visible
        return self._tools(where, (), "ORDER BY name")

    def listing(self, *, include_inactive: bool = False, batch: int = _LISTING_BATCH) -> Iterator[list[tuple]]:
        """What ``tools list`` shows, in batches: for each row :meth:`list_tools` picks, sorted by
        name, ``(name, origin, entry)`` where ``entry`` is the tool's listing as JSON text
        (:data:`LISTED_FIELDS`; never the source), built by
        SQLite, so a listing of 50,000 tools costs no Python object per field.

        Read ``batch`` rows per query (keyset on the name), so a caller that stops early
        or writes as it reads holds one batch at a time, and the lock only per batch.
        """
        where = _LISTED_INACTIVE if include_inactive else self.db.dialect.is_visible
        after = ""
        while True:
            rows = self._query(
                f"SELECT name, origin, {self.db.dialect.listed_entry(LISTED_FIELDS, _LISTED_JSON_FIELDS)} AS entry, id, returns IS NULL AS legacy FROM tools"
                f" WHERE {where} AND name > ? ORDER BY name LIMIT ?",
                (after, batch),
            )
            if rows:
                yield [(row[0], row[1], self._recorded_returns(row) if row[4] else row[2]) for row in rows]
            if len(rows) < batch:
                return
            after = rows[-1]["name"]

    def _recorded_returns(self, row: Any) -> str:
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
        where = _LISTED_INACTIVE if include_inactive else self.db.dialect.is_visible
        return self._query(f"SELECT COUNT(*) FROM tools WHERE {where}")[0][0]

    @stamped
    def offered(self, name: str) -> StoredTool | None:
        """The version of ``name`` the planner is offered (latest active, else latest pending)."""
        found = self._tools(f"id = ({VISIBLE})", (name,))
        return found[0] if found else None

    def offered_many(self, names: Iterable[str]) -> list[StoredTool]:
        """:meth:`offered` for many names in a few queries, sorted by name; names not offered are left out."""
        return self._offered_sorted(tuple(sorted(set(names))))

    @stamped
    def _offered_sorted(self, wanted: tuple[str, ...]) -> list[StoredTool]:
        found: list[StoredTool] = []
        for start in range(0, len(wanted), _MAX_PARAMS):
            chunk = wanted[start : start + _MAX_PARAMS]
            marks = ", ".join("?" * len(chunk))
            found += self._tools(f"name IN ({marks}) AND id = ({VISIBLE_FOR_ROW})", chunk, "ORDER BY name")
        return found

    @stamped
    def names(self) -> list[str]:
        """The names of every tool the planner is offered, sorted; cheap even for large registries."""
        return [row[0] for row in self._query("SELECT name FROM tools_fts ORDER BY name")]

    def data_version(self) -> int:
        """A number that changes whenever another connection (another process) commits to the file.

        SQLite's ``PRAGMA data_version``: cheap enough to poll, so a long-running
        server notices a tool approved or retired from a shell.
        """
        return self.db.data_version()

    def wait_for_change(self, timeout_s: float) -> bool:
        """Wait at most ``timeout_s`` for a change to the tools: PostgreSQL announces one the moment any
        replica commits it (True then); SQLite is polled, so this only waits."""
        return self.db.wait_for_change(timeout_s)

    def snapshot(self) -> AbstractContextManager[None]:
        """Inside, the registry is read as of the first read (with this process's own writes): a turn sees
        one registry, and its reads cost one look at the change stamp together, one round trip on
        PostgreSQL (:mod:`.stamped_reads`)."""
        return self.db.snapshot()

    def change_stamp(self) -> tuple[int, int]:
        """A value that changes with every change to the tools, this process's or another's (a
        trigger on the ``tools`` table moves a counter: :meth:`Database.change_stamp
        <toolkiln.store.db.Database.change_stamp>`): while it is the same, no tool's row can differ
        from what was read. A commit that leaves the tools alone (a turn's log row) does not move it."""
        return self.db.change_stamp()

    @stamped
    def offered_count(self) -> int:
        """How many tools the planner could be offered (one version per name), of every size of registry.

        Counted on the search index's ``docsize`` table (FTS5 keeps one row there per indexed
        row): ``COUNT(*)`` on the index itself reads every row's text, 8 ms at 20,000 tools
        against a few µs. Every turn asks; the count is kept under the change stamp, which a
        turn's own log entry does not move."""
        return self.db.offered_count()

    def count(self) -> int:
        """How many versions the registry holds, of every status."""
        return self._query("SELECT COUNT(*) FROM tools")[0][0]

    def refused_source(self, name: str, sha256: str) -> StoredTool | None:
        """The latest rejected or retired version of ``name`` whose source has this sha256, or None."""
        found = self._tools(
            "name = ? AND sha256 = ? AND status IN ('rejected', 'retired')", (name, sha256), "ORDER BY version DESC"
        )
        return found[0] if found else None

    def writing(self, name: str) -> AbstractContextManager[None]:
        """Held while tool ``name`` is being written; another process writing it waits (see :mod:`.locks`)."""
        if isinstance(self.db, PostgresDatabase):
            return self.db.name_lock(name)
        return self._writing_file(name)

    @contextmanager
    def _writing_file(self, name: str) -> Iterator[None]:
        assert isinstance(self.db, Database)
        with tool_name_lock(self.db.path.parent, name):
            self.db.look_again()  # the writer just before may have committed it: the next read looks again
            yield

    # -- integrity ----------------------------------------------------------------

    def sealed(self, tool: StoredTool) -> bool:
        """Whether ``tool``'s row carries this registry's signature of what it says.

        Checked once per row's texts (the turn asks for every offered row, every turn): a row read
        again whose signed columns are the same as those checked is not signed again."""
        if tool.stored is None or not tool.signature:
            return False
        kept = self._intact.get(tool.signature)
        if kept is not None and kept[0] == tool.stored:
            return True
        if not self._seal.holds(tool.stored, tool.signature):
            return False
        if len(self._intact) >= _INTACT_KEPT:
            self._intact.clear()
        self._intact[tool.signature] = (dict(tool.stored), None)
        return True

    def _hashed(self, tool: StoredTool) -> bool:
        """Whether ``tool``'s source was found to match its signed sha256 before (in :meth:`verify`)."""
        kept = self._intact.get(tool.signature or "")
        if kept is None or kept[1] is None or kept[0] != tool.stored:
            return False
        return kept[1] == tool.source and kept[0].get("sha256") == tool.sha256

    @property
    def seal(self) -> Seal:
        """The registry's key, which signs its rows."""
        return self._seal

    def verify(self, tool: StoredTool, policy: Policy = DEFAULT_POLICY) -> None:
        """Raise :class:`IntegrityError` unless ``tool`` may run: its source matches its sha256,
        its row its signature, and the source passes the gate under ``policy``.

        The gate's verdict is taken once per process and hash. A row's stored verdict stands for
        it when this key signed it for this source, this gate and this policy; otherwise the source
        goes through the gate again and, when it passes, the row gets a fresh verdict."""
        if not self._hashed(tool):
            self._check_hash_and_seal(tool)
            self._intact[str(tool.signature)] = (dict(tool.stored or {}), tool.source)
        fresh = gate_verdict(self._seal, tool, policy)
        if fresh is not None:
            self._record_verdict(tool.sha256, fresh)

    def _check_hash_and_seal(self, tool: StoredTool) -> None:
        tool.verify()
        sealed = self.sealed(tool)
        if not sealed and self.key_lost and tool.signature:
            raise lost_key_error(tool.ref, self._seal)
        if not sealed:
            raise IntegrityError(
                f"tool {tool.ref} is not signed by this registry's key: it was added or changed outside "
                f"toolkiln (or failed the re-check when the registry was sealed); it will not run — retire it "
                f"with `toolkiln tools retire {tool.name}`, or re-vet a copy with `toolkiln tools import`"
            )

    def _record_verdict(self, sha256: str, verdict: str) -> None:
        """Keep the gate's verdict on every row of this source, so the next process need not load the gate.

        Only a saved re-check: a registry opened read-only, or one whose write lock another process
        holds for longer than :data:`_VERDICT_WAIT_S`, goes without (the check still passes), and
        the next process gates the source again."""
        if self.db.read_only:
            return
        try:
            with self.db.write(wait_s=_VERDICT_WAIT_S) as conn:
                conn.execute("UPDATE tools SET gate_verdict = ? WHERE sha256 = ?", (verdict, sha256))
        except RegistryError:
            pass

    def _adopt(self) -> int:
        """Sign the rows of a registry from before the seal that still match their hash and pass the gate.

        Only a registry no key ever sealed: when ``registry.key`` is lost, a new key never
        adopts the unsigned rows of a sealed registry (they were added behind its back).
        """
        adopted = 0
        adopted_under = gate_fingerprint(DEFAULT_POLICY)  # the policy _verify_unsealed gates with
        with self.db.write() as conn:
            sealed_before = "SELECT 1 FROM tools WHERE signature IS NOT NULL UNION ALL SELECT 1 FROM registry_meta"
            if conn.execute(f"{sealed_before} LIMIT 1").fetchone():
                return 0
            rows = conn.execute(f"SELECT id, {COLUMNS} FROM tools WHERE signature IS NULL").fetchall()
            for row in rows:
                try:
                    tool = row_to_tool(row)
                    self._verify_unsealed(tool)
                except IntegrityError:
                    continue  # stays unsigned, so it is refused with its reason when loaded
                conn.execute(
                    "UPDATE tools SET signature = ?, gate_verdict = ? WHERE id = ?",
                    (self._seal.sign(signed_columns(row)), self._seal.vouch(tool.sha256, adopted_under), row["id"]),
                )
                adopted += 1
        return adopted

    @staticmethod
    def _verify_unsealed(tool: StoredTool) -> None:
        """The checks of :meth:`verify` but the signature: the hash and the gate."""
        tool.verify()
        regate(tool.name, tool.ref, tool.source, tool.sha256, DEFAULT_POLICY)

    # -- writing tools ----------------------------------------------------------

    def save(self, tool: NewTool | None = None, /, **fields: Any) -> StoredTool:
        """Store ``tool`` as the next version of its name in one transaction, signed.

        ``save(name=..., source=..., ...)`` is the same with :class:`NewTool`'s fields as
        keywords. When ``returns`` is None the return shape is recorded from the source's
        declaration and the trial's result (:func:`record_returns`).
        """
        row = tool_row(_new_tool(tool, fields), self._seal)
        with self.db.write() as conn:
            return insert_version(self.db, conn, row, self._seal)

    def save_many(self, items: Iterable[NewTool | Mapping[str, Any]]) -> int:
        """Store many tools (each a :class:`NewTool` or a dict of its fields) in one transaction."""
        rows = [tool_row(_new_tool(None, item) if isinstance(item, Mapping) else item, self._seal) for item in items]
        with self.db.write() as conn:
            for row in rows:
                insert_version(self.db, conn, row, self._seal)
        after_bulk_write(self.db, len(rows))
        return len(rows)

    def _set_status(
        self, name: str, version: int | None, status: ToolStatus, reason: str | None, by: str | None
    ) -> StoredTool:
        tool = self.require(name, version)
        if status == ToolStatus.ACTIVE:
            self.verify(tool)  # never approve a row edited behind toolkiln's back
        with self.db.write() as conn:
            changes = {
                "status": status,
                "status_reason": reason,
                "status_changed_at": now(),
                _BY[status]: self._who(by),
            }
            self._restamp(conn, "name = ? AND version = ?", (name, tool.version), changes)
            index_tool(conn, name)
        return self.require(name, tool.version)

    def _restamp(self, conn: Any, where: str, args: tuple, changes: dict) -> None:
        """Apply ``changes`` to the rows ``where`` selects and sign them again — only those whose
        signature held before: a row edited behind toolkiln's back stays unsigned (and refused)."""
        for row in conn.execute(f"SELECT id, {COLUMNS} FROM tools WHERE {where}", args).fetchall():
            try:
                tool: StoredTool | None = row_to_tool(row)
            except IntegrityError:
                tool = None
            signature = None
            if tool is not None and self.sealed(tool) and source_sha256(tool.source) == tool.sha256:
                signature = self._seal.sign({**signed_columns(row), **changes})
            sets = ", ".join(f"{column} = ?" for column in changes)
            conn.execute(
                f"UPDATE tools SET {sets}, signature = ? WHERE id = ?", (*changes.values(), signature, row["id"])
            )

    def _who(self, by: str | None) -> str | None:
        """Who is recorded as doing what is being done: ``by``, else the request's user, else :attr:`default_actor`."""
        return by or current_actor(self.default_actor)

    def approve(
        self, name: str, version: int | None = None, *, force: bool = False, by: str | None = None
    ) -> StoredTool:
        """Make a version active (the latest when ``version`` is None); it may run from now on.

        A retired version comes back only with ``force``: a reviewer retired it, and
        approving it by a slip would undo that without a word (:class:`UsageError` says so)."""
        if not force:
            found = self.require(name, version)
            if found.status == ToolStatus.RETIRED:
                why = f" ({found.status_reason})" if found.status_reason else ""
                raise UsageError(
                    f"{found.ref} is retired{why}; approving it brings it back into use: "
                    f"say so with `toolkiln tools approve {found.ref} --force`"
                )
        return self._set_status(name, version, ToolStatus.ACTIVE, None, by)

    def reject(self, name: str, version: int | None = None, reason: str = "", *, by: str | None = None) -> StoredTool:
        """Mark a version rejected (the latest when ``version`` is None); it is never offered again."""
        if not (reason or "").strip():
            raise UsageError("a rejection needs a reason; pass --reason TEXT")
        return self._set_status(name, version, ToolStatus.REJECTED, reason.strip(), by)

    def retire(self, name: str, reason: str | None = None, *, by: str | None = None) -> list[StoredTool]:
        """Retire every version of ``name`` (rejected ones stay rejected); return them."""
        self.require(name)
        with self.db.write() as conn:
            changes = {
                "status": "retired",
                "status_reason": reason,
                "status_changed_at": now(),
                "retired_by": self._who(by),
            }
            self._restamp(conn, "name = ? AND status != 'rejected'", (name,), changes)
            index_tool(conn, name)
        return self.history(name)

    # -- search -----------------------------------------------------------------

    def search(self, query: str, limit: int = 5) -> list[StoredTool]:
        """The tools most relevant to ``query`` (a person's words), best first.

        Only the versions :meth:`list_tools` would offer are searched. See
        :mod:`toolkiln.store.search` for how words are matched.
        """
        return self._match(weighted_terms(query), limit)

    def similar(self, name: str, description: str = "", limit: int = 3) -> list[StoredTool]:
        """Existing tools that look like a tool about to be written, best first.

        Shown to the planner and the generator before generating, so they reuse
        ``celsius_to_fahrenheit`` instead of writing ``celsius_converter`` beside
        it. The tool ``name`` itself is left out, and so is a tool whose name does not
        look like it (:func:`~toolkiln.store.search.looks_alike`): sharing a word
        of description with ``hash_text`` does not make ``is_leap_year`` alike.
        """
        terms = query_terms(f"{name_words(name)} {description}")
        found = self._match(dict.fromkeys(terms, 1), limit + 4)
        return [t for t in found if t.name != name and looks_alike(name, t.name)][:limit]

    def _match(self, weights: dict[str, int], limit: int) -> list[StoredTool]:
        """The best ``limit`` tools for weighted words (:mod:`.ranking`, the same ranking on both stores)."""
        if limit > MAX_INTEGER:  # refused whether or not a word matches, as every store's number is
            raise UsageError(TOO_LARGE)
        terms = ranking.query_weights(weights)
        if not terms or limit < 1:
            return []
        return [row_to_tool(row) for row in self.db.dialect.search(self._query, _MATCH_COLUMNS, terms, int(limit))]


def _postgres(url: str, read_only: bool) -> PostgresDatabase:
    return PostgresDatabase(url, read_only=read_only)
