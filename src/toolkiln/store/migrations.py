"""The registry's schema, as ordered migrations recorded in the database.

Each migration is a name and plain SQL statements. :func:`migrate` runs the ones
a database has not seen yet, in order, and records each by name in
``_migrations`` — all inside one ``BEGIN IMMEDIATE`` transaction, so two
processes opening a fresh file at once cannot both apply the same step, and a
crash half-way leaves the schema as it was: a step's tables never exist
without its record.

A file that records a step this toolkiln does not know was written by another
build, most likely a newer one, whose code may rely on what that step made (a
table kept in step with another, a column every writer must fill). This build
never writes to such a file: :func:`migrate` raises :class:`WrittenByAnotherBuild`
before applying anything, and the store turns it into one line naming the
unknown steps and what to do. Reading it stays possible when it has every step
this build knows (:mod:`.read_only`): nothing read can harm what the other build
expects. A step that does not fit the file (a table it creates is already there,
a column it adds exists) means the file's schema is not what its recorded steps
made (a development build, a hand edit): :func:`migrate` raises
:class:`StepFailed`, having changed nothing. A step that shipped under another
name in a development build is listed in :data:`RENAMED`, so files that build
wrote still upgrade.

A migration holds nothing but SQL and imports nothing from toolkiln: what it
does is fixed the day it ships, whatever the code around it becomes. Never edit
one once it has shipped: add a new one below it. Data derived from the tables
(the search index) is not a migration's business: whoever opens the database
passes ``refresh``, which :func:`migrate` runs in the same transaction whenever
a step was applied.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

__all__ = [
    "MIGRATIONS",
    "RENAMED",
    "StepFailed",
    "WrittenByAnotherBuild",
    "another_build",
    "applied_steps",
    "migrate",
    "unknown_steps",
]

MIGRATIONS: list[tuple[str, tuple[str, ...]]] = [
    (
        # Tools with their versions and provenance, and the run log (``record`` keeps
        # the whole turn as it was logged, so nothing the agent reported is lost).
        "m001_tools_and_turns",
        (
            """
            CREATE TABLE tools (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                version INTEGER NOT NULL,
                source TEXT NOT NULL,
                sha256 TEXT NOT NULL,
                description TEXT NOT NULL DEFAULT '',
                params TEXT NOT NULL DEFAULT '[]',
                status TEXT NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'pending', 'rejected', 'retired')),
                backend TEXT NOT NULL DEFAULT '',
                model TEXT NOT NULL DEFAULT '',
                prompt_hash TEXT,
                attempts TEXT NOT NULL DEFAULT '[]',
                trial_params TEXT NOT NULL DEFAULT '{}',
                trial_result TEXT NOT NULL DEFAULT 'null',
                created_at TEXT NOT NULL,
                status_reason TEXT,
                status_changed_at TEXT,
                UNIQUE (name, version)
            )
            """,
            "CREATE INDEX tools_by_status ON tools (status, name)",
            """
            CREATE TABLE turns (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                created_at TEXT NOT NULL,
                message TEXT NOT NULL DEFAULT '',
                plan TEXT NOT NULL DEFAULT '{}',
                steps TEXT NOT NULL DEFAULT '[]',
                usage TEXT NOT NULL DEFAULT '{}',
                planner TEXT NOT NULL DEFAULT '',
                generator TEXT NOT NULL DEFAULT '',
                outcome TEXT NOT NULL DEFAULT '',
                elapsed_ms REAL,
                session TEXT,
                record TEXT NOT NULL DEFAULT '{}'
            )
            """,
        ),
    ),
    (
        # Where a version came from: ``generated`` by a model or ``imported`` from a file.
        "m002_tool_origin",
        ("ALTER TABLE tools ADD COLUMN origin TEXT NOT NULL DEFAULT 'generated'",),
    ),
    (
        # Full-text search over each offered tool: name words, description, parameter
        # names; one row per tool name (rowid = ``tools.id``), filled by the store's
        # refresh (:mod:`toolkiln.store.index`). The porter tokenizer stems both
        # documents and queries (``converts`` matches ``convert``).
        "m003_search_index",
        (
            """
            CREATE VIRTUAL TABLE tools_fts USING fts5(
                name UNINDEXED, words, description, params,
                tokenize = 'porter unicode61 remove_diacritics 2'
            )
            """,
        ),
    ),
    (
        # What each version returns: its return shape as JSON (``toolkiln.tools.returns``).
        # Versions saved before this step keep NULL here; the store reads their shape
        # from their source and trial result when it loads them.
        "m004_tool_returns",
        ("ALTER TABLE tools ADD COLUMN returns TEXT",),
    ),
    (
        # A keyed signature per row (:mod:`toolkiln.store.integrity`; NULL until
        # signed: the store re-gates and signs unsigned rows once), and for an
        # imported version the provenance its file claimed and who imported it.
        "m005_seal_and_claims",
        (
            "ALTER TABLE tools ADD COLUMN signature TEXT",
            "ALTER TABLE tools ADD COLUMN claimed TEXT",
            "ALTER TABLE tools ADD COLUMN imported_by TEXT",
        ),
    ),
    (
        # Workflow progress: every "done" / "not done" said about a step in a session,
        # with who said it and when. Rows are only added; the newest per step counts,
        # so an override never erases what was said before it.
        "m006_workflow_marks",
        (
            """
            CREATE TABLE workflow_marks (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                session TEXT NOT NULL,
                workflow TEXT NOT NULL,
                step TEXT NOT NULL,
                done INTEGER NOT NULL CHECK (done IN (0, 1)),
                by TEXT NOT NULL,
                note TEXT NOT NULL DEFAULT '',
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX workflow_marks_by_session ON workflow_marks (session, workflow, step, id)",
        ),
    ),
    (
        # Facts about the registry itself (``key_id``: which key sealed it, so a lost
        # ``registry.key`` is told apart from an edited row), and for each version the
        # times it was signed again with a new key (``toolkiln tools reseal``: who, when).
        "m007_registry_meta_and_reseals",
        (
            "CREATE TABLE registry_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "ALTER TABLE tools ADD COLUMN resealed TEXT",
        ),
    ),
    (
        # The gate's verdict on each version's source, signed with the registry key over the
        # source's sha256 and the gate's fingerprint (:mod:`toolkiln.store.integrity`), so a
        # new process need not load the gate to trust it. NULL until a source is gated again.
        "m008_gate_verdicts",
        ("ALTER TABLE tools ADD COLUMN gate_verdict TEXT",),
    ),
    (
        # The tools that ran ok in each session, which workflow progress reads on every
        # turn: kept as turns are logged, so a turn reads a few rows instead of its whole
        # session's log. ``turn_ok_tools`` says once which steps count (an object whose
        # ``status`` is "ok" and whose ``tool`` is a string; a damaged row counts none);
        # the trigger adds each logged turn's, and the turns logged before this step are
        # read once here.
        "m009_session_ok_tools",
        (
            """
            CREATE TABLE session_ok_tools (
                session TEXT NOT NULL,
                tool TEXT NOT NULL,
                PRIMARY KEY (session, tool)
            ) WITHOUT ROWID
            """,
            """
            CREATE VIEW turn_ok_tools AS
            SELECT turns.id AS turn, turns.session AS session, json_extract(step.value, '$.tool') AS tool
            FROM turns, json_each(
                CASE WHEN json_valid(turns.steps) THEN
                    CASE WHEN json_type(turns.steps) = 'array' THEN turns.steps END
                END
            ) AS step
            WHERE turns.session IS NOT NULL AND step.type = 'object'
                AND json_type(step.value, '$.status') = 'text' AND json_extract(step.value, '$.status') = 'ok'
                AND json_type(step.value, '$.tool') = 'text'
            """,
            """
            CREATE TRIGGER turns_ok_tools AFTER INSERT ON turns WHEN NEW.session IS NOT NULL
            BEGIN
                INSERT OR IGNORE INTO session_ok_tools (session, tool)
                SELECT session, tool FROM turn_ok_tools WHERE turn = NEW.id;
            END
            """,
            "INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools",
        ),
    ),
    (
        # A turn's steps or session edited by hand (toolkiln itself never changes them) keeps
        # ``session_ok_tools`` true: the edited row's new ok tools are added, and each of its
        # old ones is dropped unless another turn of that session still ran it ok (read through
        # the index on the session, which also serves ``log --session``). The table is read
        # again from the whole log once here, for rows edited or deleted before this step.
        "m010_session_ok_tools_on_edit",
        (
            "CREATE INDEX turns_by_session ON turns (session)",
            """
            CREATE TRIGGER turns_ok_tools_edited AFTER UPDATE OF steps, session ON turns
            BEGIN
                DELETE FROM session_ok_tools
                WHERE session = OLD.session
                    AND tool IN (
                        SELECT json_extract(step.value, '$.tool')
                        FROM json_each(
                            CASE WHEN json_valid(OLD.steps) THEN
                                CASE WHEN json_type(OLD.steps) = 'array' THEN OLD.steps END
                            END
                        ) AS step
                        WHERE step.type = 'object'
                            AND json_type(step.value, '$.status') = 'text'
                            AND json_extract(step.value, '$.status') = 'ok'
                            AND json_type(step.value, '$.tool') = 'text'
                    )
                    AND NOT EXISTS (
                        SELECT 1 FROM turn_ok_tools AS kept
                        WHERE kept.session = OLD.session AND kept.tool = session_ok_tools.tool
                    );
                INSERT OR IGNORE INTO session_ok_tools (session, tool)
                SELECT session, tool FROM turn_ok_tools WHERE turn = NEW.id;
            END
            """,
            "DELETE FROM session_ok_tools",
            "INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools",
        ),
    ),
    (
        # The people of a shared toolkiln (:mod:`toolkiln.store.users`: a token's sha256, never the
        # token), and who did what: who approved, rejected or retired a version, who ran a turn.
        "m011_users_and_who",
        (
            """
            CREATE TABLE users (
                name TEXT PRIMARY KEY,
                role TEXT NOT NULL CHECK (role IN ('member', 'reviewer', 'admin')),
                token_hash TEXT NOT NULL UNIQUE,
                created_at TEXT NOT NULL,
                token_created_at TEXT NOT NULL
            )
            """,
            "ALTER TABLE tools ADD COLUMN approved_by TEXT",
            "ALTER TABLE tools ADD COLUMN rejected_by TEXT",
            "ALTER TABLE tools ADD COLUMN retired_by TEXT",
            "ALTER TABLE turns ADD COLUMN run_by TEXT",
        ),
    ),
    (
        # A version's tests, and what it improves on: which version and the failing call
        # that prompted it. Signed only when set (``LATER_SIGNED_COLUMNS``), so every
        # signature made before them still holds. ``tool_usage`` counts each version's
        # calls in logged turns and their failures, written with the turn's log row;
        # ``tool_test_runs`` keeps the last time each version's tests were run again.
        "m012_tool_tests_improvements_usage",
        (
            "ALTER TABLE tools ADD COLUMN tests TEXT",
            "ALTER TABLE tools ADD COLUMN improves INTEGER",
            "ALTER TABLE tools ADD COLUMN improved_for TEXT",
            """
            CREATE TABLE tool_usage (
                name TEXT NOT NULL,
                version INTEGER NOT NULL,
                calls INTEGER NOT NULL DEFAULT 0,
                failures INTEGER NOT NULL DEFAULT 0,
                last_used TEXT,
                last_failure TEXT,
                PRIMARY KEY (name, version)
            ) WITHOUT ROWID
            """,
            """
            CREATE TABLE tool_test_runs (
                name TEXT NOT NULL,
                version INTEGER NOT NULL,
                passed INTEGER NOT NULL,
                failed INTEGER NOT NULL,
                results TEXT NOT NULL,
                run_at TEXT NOT NULL,
                PRIMARY KEY (name, version)
            ) WITHOUT ROWID
            """,
        ),
    ),
    (
        # When each user last made a request, and the browsers signed in at ``/login``: a
        # sign-in's secret is kept as its sha256 (the cookie holds the secret), so signing out,
        # removing the user or giving them a new token ends it on every replica at once.
        "m013_user_last_used_and_sign_ins",
        (
            "ALTER TABLE users ADD COLUMN last_used_at TEXT",
            """
            CREATE TABLE user_sign_ins (
                secret_hash TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX user_sign_ins_by_name ON user_sign_ins (name)",
        ),
    ),
    (
        # The search's term table (:mod:`toolkiln.store.ranking`): per offered tool its length in
        # words and one row per term with its weighted frequency and BM25 impact, ordered by impact
        # within a term so a query reads a common term's best tools first; each term's document
        # frequency and the number of tools, kept as rows change. Filled by the store's refresh, from
        # the ``tools`` table, so a registry made before this step is searched as before.
        "m014_search_terms",
        (
            """
            CREATE TABLE search_docs (
                tool_id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE,
                length INTEGER NOT NULL
            )
            """,
            """
            CREATE TABLE search_postings (
                tool_id INTEGER NOT NULL,
                term TEXT NOT NULL,
                weight REAL NOT NULL,
                length INTEGER NOT NULL,
                impact REAL NOT NULL,
                PRIMARY KEY (tool_id, term)
            ) WITHOUT ROWID
            """,
            "CREATE INDEX search_postings_by_impact ON search_postings (term, impact DESC, tool_id)",
            "CREATE TABLE search_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID",
            """
            CREATE TABLE search_stats (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                docs INTEGER NOT NULL,
                total_length INTEGER NOT NULL,
                mean_length REAL NOT NULL
            )
            """,
            "INSERT INTO search_stats (id, docs, total_length, mean_length) VALUES (1, 0, 0, 1.0)",
        ),
    ),
    (
        # A counter every change to ``tools`` moves (a statement run in a shell too), read as the
        # registry's change stamp once SQLite's ``data_version`` says the file changed: a commit that
        # leaves the tools alone (a turn's log row, a session, a mark) keeps what was read of them.
        "m015_registry_changes",
        (
            "CREATE TABLE registry_changes (one INTEGER PRIMARY KEY CHECK (one = 1), stamp INTEGER NOT NULL)",
            "INSERT INTO registry_changes (one, stamp) VALUES (1, 0)",
            """
            CREATE TRIGGER tools_inserted AFTER INSERT ON tools
            BEGIN UPDATE registry_changes SET stamp = stamp + 1; END
            """,
            """
            CREATE TRIGGER tools_updated AFTER UPDATE ON tools
            BEGIN UPDATE registry_changes SET stamp = stamp + 1; END
            """,
            """
            CREATE TRIGGER tools_deleted AFTER DELETE ON tools
            BEGIN UPDATE registry_changes SET stamp = stamp + 1; END
            """,
        ),
    ),
]
"""(name, SQL statements) pairs in the order they are applied; the name is the step's identity."""


RENAMED: dict[str, str] = {
    # Builds at commit 8abcfec numbered the workflow-progress step m005, before the
    # registry seal took that number. Same SQL: a file that records the old name has
    # the table, and gets m005_seal_and_claims and the later steps.
    "m005_workflow_marks": "m006_workflow_marks",
}
"""Old name -> current name, for steps recorded under a name a development build gave them (same SQL)."""


def another_build(unknown: list[str]) -> str:
    """What the steps a file records but this toolkiln does not know say about it, in words."""
    return f"another build of toolkiln wrote the file (it records {', '.join(unknown)}, unknown to this one)"


class StepFailed(Exception):
    """A migration step that does not fit the file's schema; the whole upgrade was rolled back.

    Internal to the registry: the store translates it into a :class:`~toolkiln.errors.RegistryError`.
    """

    def __init__(self, step: str, cause: sqlite3.Error) -> None:
        super().__init__(step, str(cause))
        self.step = step
        """The step that failed."""
        self.cause = str(cause)
        """SQLite's message (``table workflow_marks already exists``)."""

    def __str__(self) -> str:
        return (
            f"step {self.step} does not fit it ({self.cause}): the file's schema is not what the steps it "
            "records make (a development build or a hand edit); nothing was changed: "
            "move the file aside and run again to start a new one"
        )


class WrittenByAnotherBuild(Exception):
    """The file records steps this toolkiln does not know; it was left as it was, not one step applied.

    Internal to the registry: the store translates it into a :class:`~toolkiln.errors.RegistryError`.
    """

    def __init__(self, unknown: list[str], readable: bool) -> None:
        super().__init__(unknown, readable)
        self.unknown = unknown
        """The steps the file records that this toolkiln does not know, in the order they were applied."""
        self.readable = readable
        """The file has every step this toolkiln knows, so this toolkiln can still read it."""

    def __str__(self) -> str:
        reading = (
            " (commands that only read it, such as `toolkiln tools list` and `toolkiln log`, still work)"
            if self.readable
            else ""
        )
        return (
            f"{another_build(self.unknown)}, and writing to it could break what that build expects; "
            f"nothing was changed: open it with the toolkiln that wrote it{reading}, "
            "or move the file aside and run again to start a new one"
        )


def applied_steps(conn: sqlite3.Connection) -> set[str]:
    """The names of the steps ``conn``'s file records, old names read as their current ones."""
    return {RENAMED.get(row[0], row[0]) for row in conn.execute("SELECT name FROM _migrations")}


def unknown_steps(conn: sqlite3.Connection) -> list[str]:
    """Steps the file records that are neither in :data:`MIGRATIONS` nor in :data:`RENAMED`."""
    known = {name for name, _ in MIGRATIONS} | RENAMED.keys()
    return [row[0] for row in conn.execute("SELECT name FROM _migrations ORDER BY rowid") if row[0] not in known]


def migrate(conn: sqlite3.Connection, refresh: Callable[[sqlite3.Connection], None] | None = None) -> list[str]:
    """Apply every migration ``conn`` has not seen yet; return the names applied.

    When any was applied, ``refresh(conn)`` rebuilds derived data in the same
    transaction. ``conn`` must be in autocommit mode (``isolation_level=None``): the
    transaction is managed here explicitly. A step that does not fit the schema
    raises :class:`StepFailed`, a file that records steps this toolkiln does not
    know :class:`WrittenByAnotherBuild`; either way nothing changed.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
        done = applied_steps(conn)
        unknown = unknown_steps(conn)
        if unknown:  # another build's file: not one step of ours goes into it
            raise WrittenByAnotherBuild(unknown, readable=all(name in done for name, _ in MIGRATIONS))
        applied = []
        for name, statements in MIGRATIONS:
            if name in done:
                continue
            _apply(conn, name, statements)
            applied.append(name)
        if applied and refresh is not None:
            refresh(conn)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite may have rolled back already; keep the real cause
            conn.execute("ROLLBACK")
        raise
    return applied


def _apply(conn: sqlite3.Connection, name: str, statements: tuple[str, ...]) -> None:
    """One step's statements and its record, inside the caller's transaction."""
    for statement in statements:
        try:
            conn.execute(statement)
        except sqlite3.OperationalError as exc:
            # SQLITE_ERROR is SQL that does not fit the schema; a full disk, a lock or an I/O
            # error has its own code and is reported as what it is.
            if exc.sqlite_errorcode != sqlite3.SQLITE_ERROR:
                raise
            raise StepFailed(name, exc) from None
    conn.execute(
        "INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
        (name, datetime.now(UTC).isoformat(timespec="seconds")),
    )
