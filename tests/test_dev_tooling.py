"""The checkers CI runs are pinned in one place, ``pyproject.toml``'s ``test`` extra, and every
runner installs them from there: a new ruff or mypy release cannot turn CI red overnight."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent


def extra_requirements() -> dict[str, Requirement]:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    return {req.name: req for req in map(Requirement, extras["test"])}


def test_ruff_is_pinned_to_one_release_and_mypy_below_its_next_minor():
    pins = extra_requirements()
    [ruff] = pins["ruff"].specifier
    assert ruff.operator == "==" and re.fullmatch(r"\d+\.\d+\.\d+", ruff.version), pins["ruff"]
    bounds = {spec.operator for spec in pins["mypy"].specifier}
    assert "<" in bounds and ">=" in bounds, pins["mypy"]


def test_ci_installs_no_tool_beside_the_extras():
    """A bare ``pip install ... ruff`` would take whatever release is newest that day."""
    installs = [line for line in (ROOT / ".ci/run").read_text().splitlines() if line.strip().startswith("pip install")]
    assert installs, "no pip install in .ci/run"
    for line in installs:
        command = shlex.split(line.split(">", 1)[0])  # without the redirection of its output
        words = [w for w in command[2:] if not w.startswith("-")]
        assert all(w == "pip" or w.startswith(".[") for w in words), line
    assert any("'.[test," in line for line in installs)


def test_the_pre_commit_hooks_run_the_environments_pinned_checkers():
    config = (ROOT / ".pre-commit-config.yaml").read_text()
    assert re.findall(r"^\s*-\s*repo:\s*(\S+)", config, re.MULTILINE) == ["local"]  # no hook brings its own ruff
    entries = re.findall(r"^\s*entry:\s*(\S+)", config, re.MULTILINE)
    assert set(entries) == {"ruff", "mypy"} and set(entries) <= set(extra_requirements())
    assert "language: system" in config and "language: python" not in config
