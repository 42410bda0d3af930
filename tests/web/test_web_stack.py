"""The HTTP stack under ``toolkiln serve``: httptools and uvloop when installed, h11 and asyncio without them.

Both are speed-ups of the ``web`` extra; a server whose Python lacks them
(a wheel missing for the platform, say) must still start and answer.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.toolkiln_server import running_server  # noqa: E402

CONVERT = "Convert 30 degrees Celsius to Fahrenheit"
SPEEDUPS = {"httptools": "httptools/parser/parser", "uvloop": "uvloop/loop"}
"""Each optional module and the part of its compiled library's path that shows it is loaded."""


def loaded_libraries(pid: int) -> str:
    """The files mapped into process ``pid`` (its loaded shared libraries among them)."""
    maps = Path(f"/proc/{pid}/maps")
    if not maps.exists():
        pytest.skip("needs /proc to see what a process loaded")
    return maps.read_text()


def converts(url: str) -> None:
    answer = httpx.post(url + "api/turns", json={"message": CONVERT}, timeout=120)
    assert answer.status_code == 200, answer.text
    assert answer.json()["steps"][0]["result"] == {"fahrenheit": 86.0}
    refused = httpx.post(url + "api/turns", content=b"x" * (65 * 1024), headers={"content-type": "application/json"})
    assert refused.status_code == 413, "the body bound holds on this stack too"
    assert "content-security-policy" in refused.headers


def test_the_server_uses_httptools_and_uvloop_when_installed(tmp_path):
    for module in SPEEDUPS:
        pytest.importorskip(module)
    with running_server(tmp_path / "home") as server:
        converts(server.url)
        libraries = loaded_libraries(server.process.pid)
    for module, library in SPEEDUPS.items():
        assert library in libraries, f"{module} is installed but the server did not load it"


def test_the_server_answers_without_httptools_and_uvloop(tmp_path):
    """Modules of those names that fail to import, first on the path, stand for their absence."""
    absent = tmp_path / "absent"
    absent.mkdir()
    for module in SPEEDUPS:
        (absent / f"{module}.py").write_text(f"raise ImportError('{module} is not installed')\n")
    path = os.pathsep.join(p for p in (str(absent), os.environ.get("PYTHONPATH", "")) if p)
    with running_server(tmp_path / "home", env={"PYTHONPATH": path}) as server:
        converts(server.url)
        libraries = loaded_libraries(server.process.pid)
    for library in SPEEDUPS.values():
        assert library not in libraries
