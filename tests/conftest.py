"""Every test gets its own TOOLKILN_HOME, so no test touches a real registry.

The suite also runs with Ctrl-C at Python's default (KeyboardInterrupt), even when
a shell started it as a background job: such a job inherits SIGINT *ignored*, and
so would every child process, so the tests of Ctrl-C (an interrupt delivered to
the test process itself, or to a ``toolkiln`` child) would see nothing happen.
"""

import functools
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


# -- executors: the contract suite runs against the local pool and against Ray ---------------------

EXECUTORS = ("local", "ray")
"""What ``executor_kind`` is parametrised over."""


@pytest.fixture(scope="session")
def ray_cluster(tmp_path_factory):
    """One real Ray cluster for the whole run: two nodes on this machine, every address on 127.0.0.1.

    Starting it costs a few seconds (the head most of it), so it is started once, on first use."""
    from fakes.ray_cluster import start_cluster

    cluster = start_cluster(pytest.importorskip)
    yield cluster
    cluster.stop()


RAY_FIXTURES = ("ray_cluster", "executor_kind", "make_executor")
"""The fixtures that start (or may start) the session's Ray cluster."""


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Under ``-n N --dist loadfile``: each test file whole in one process, as xdist does, and every file
    that takes a Ray fixture in the same one, so the run starts one Ray cluster, not one per process."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    root = config.rootpath

    @functools.cache
    def uses_ray(path: str) -> bool:
        try:
            text = (root / path).read_text(encoding="utf-8")
        except OSError:
            return False
        return any(name in text for name in RAY_FIXTURES)

    class RayFilesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return "files using Ray" if uses_ray(path) else path

    return RayFilesTogether(config, log)


@pytest.fixture(scope="module", params=EXECUTORS)
def executor_kind(request):
    """``local`` or ``ray``: a test module taking it runs once against each executor."""
    if request.param == "ray":
        request.getfixturevalue("ray_cluster")
    return request.param


@pytest.fixture(scope="module")
def make_executor(executor_kind, tmp_path_factory):
    """``make(policy, size)``: a fresh executor of the parametrised kind, ``size`` workers (on one Ray node)."""
    from fakes.ray_cluster import executor_of

    key_dir = tmp_path_factory.mktemp("registry-key")
    return lambda policy, size: executor_of(executor_kind, policy, size, key_dir)
