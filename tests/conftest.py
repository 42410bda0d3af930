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
