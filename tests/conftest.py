"""Every test gets its own TOOLKILN_HOME, so no test touches a real registry."""

import pytest


@pytest.fixture(autouse=True)
def toolkiln_home(tmp_path, monkeypatch):
    home = tmp_path / "toolkiln-home"
    monkeypatch.setenv("TOOLKILN_HOME", str(home))
    for var in ("TOOLKILN_PLANNER", "TOOLKILN_GENERATOR", "TOOLKILN_APPROVAL", "TOOLKILN_RECORD"):
        monkeypatch.delenv(var, raising=False)
    return home
