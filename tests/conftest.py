"""Every test gets its own TOOLKILN_HOME, so no test touches a real registry.

The suite also runs with Ctrl-C at Python's default (KeyboardInterrupt), even when
a shell started it as a background job: such a job inherits SIGINT *ignored*, and
so would every child process, so the tests of Ctrl-C (an interrupt delivered to
the test process itself, or to a ``toolkiln`` child) would see nothing happen.
"""

import signal

import pytest


def pytest_configure(config):
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)  # a child then starts with SIGINT at its default


@pytest.fixture(autouse=True)
def toolkiln_home(tmp_path, monkeypatch):
    home = tmp_path / "toolkiln-home"
    monkeypatch.setenv("TOOLKILN_HOME", str(home))
    for var in (
        "TOOLKILN_PLANNER",
        "TOOLKILN_GENERATOR",
        "TOOLKILN_APPROVAL",
        "TOOLKILN_RECORD",
        "TOOLKILN_ANSWER_MODE",
        "TOOLKILN_MAX_REPLANS",
    ):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL server for the whole test run (skipped, with the reason, where none can start)."""
    from fakes.postgres import Cluster, why_unavailable

    reason = why_unavailable()
    if reason:
        pytest.skip(reason)
    cluster = Cluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_at(request, tmp_path, monkeypatch):
    """Where this test's store is: a SQLite file, or a fresh PostgreSQL database (with
    ``TOOLKILN_DATABASE_URL`` and ``TOOLKILN_REGISTRY_KEY_FILE`` set for what the test starts)."""
    from fakes.stores import StoreAt

    if request.param == "sqlite":
        yield StoreAt("sqlite", tmp_path / "registry.sqlite3", None, tmp_path)
        return
    cluster = request.getfixturevalue("pg_cluster")
    store = StoreAt("postgresql", cluster.new_database(), tmp_path / "registry.key", tmp_path)
    for name, value in store.environment().items():
        monkeypatch.setenv(name, value)
    yield store
    from toolkiln.store.session_rows import close_shared_sessions

    close_shared_sessions()  # what the test's commands opened in this process


@pytest.fixture
def sessions_at(store_at):
    """Where this test's sessions are kept: the test's folder (files), or the shared store of ``store_at``."""
    if not store_at.is_postgres:
        yield store_at.folder
        return
    from toolkiln.store.postgres import PostgresDatabase
    from toolkiln.store.session_rows import SharedSessions

    db = PostgresDatabase(str(store_at.location))
    try:
        yield SharedSessions(db)
    finally:
        db.close()
