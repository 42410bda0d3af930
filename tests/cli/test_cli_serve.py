"""``toolkiln serve`` as a person starts it: where it listens, and the one-line errors when it cannot."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from fakes.toolkiln_server import running_server

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")


def serve(home, *args, prelude: str = ""):
    code = f"{prelude}\nimport sys\nfrom toolkiln.cli.main import main\nsys.argv = ['toolkiln', 'serve', *{list(args)!r}]\nmain()"
    return subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_taken_port_is_a_usage_error_naming_it(tmp_path):
    with running_server(tmp_path / "one") as server:
        port = server.url.rsplit(":", 1)[1].strip("/")
        done = serve(tmp_path / "two", "--port", port)
    assert done.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr and "--port" in done.stderr
    assert done.stderr.count("\n") == 1


def test_without_the_web_extra_the_error_says_what_to_install(tmp_path):
    done = serve(tmp_path, prelude="import sys; sys.modules['starlette'] = None  # as if not installed")
    assert done.returncode == 2
    assert "pip install 'toolkiln[web]'" in done.stderr and done.stderr.startswith("toolkiln: error:")


def test_the_help_names_host_port_and_token(tmp_path):
    done = serve(tmp_path, "--help")
    assert done.returncode == 0
    for flag in ("--host", "--port", "--token", "--approval", "--planner"):
        assert flag in done.stdout
