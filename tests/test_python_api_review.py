"""The Python API's review: approve, reject and retire a registry tool, as ``toolkiln tools`` does."""

import json

import pytest
from click.testing import CliRunner

import toolkiln
from toolkiln.cli.main import main
from toolkiln.errors import ToolNotFound, UsageError

GREET = '"""Greets a person by name."""\n\n\ndef greet(name: str = "world") -> dict:\n    return {"greeting": "Hello, " + name + "!"}\n'


def test_an_approved_version_runs_and_a_rejected_one_is_offered_no_more(tmp_path):
    with toolkiln.open(home=tmp_path, models=False, approval="manual") as kiln:
        kiln.add_tool(GREET, "greet")
        with pytest.raises(ToolNotFound, match="pending approval"):
            kiln.call("greet")
        approved = kiln.approve("greet")
        assert (approved.ref, approved.status) == ("greet@1", "active")
        assert kiln.call("greet", name="Ada") == {"greeting": "Hello, Ada!"}
        kiln.add_tool(GREET.replace("Hello", "Hi"), "greet")
        rejected = kiln.reject("greet", 2, reason="says Hi")
        assert (rejected.ref, rejected.status, rejected.status_reason) == ("greet@2", "rejected", "says Hi")
        assert kiln.call("greet") == {"greeting": "Hello, world!"}  # version 1 still runs
        retired = kiln.retire("greet", reason="not needed")
        assert sorted((t.version, t.status) for t in retired) == [(1, "retired"), (2, "rejected")]
        assert "greet" not in {t["name"] for t in kiln.tools()}
        with pytest.raises(ToolNotFound):
            kiln.call("greet")


def test_what_the_python_api_decides_the_cli_shows(tmp_path):
    """One registry, one meaning: a version rejected from Python is rejected for ``toolkiln tools``."""
    with toolkiln.open(home=tmp_path, models=False, approval="manual") as kiln:
        kiln.add_tool(GREET, "greet")
        kiln.reject("greet", reason="too friendly")
    shown = CliRunner().invoke(main, ["--home", str(tmp_path), "tools", "list", "--all", "--json"])
    assert shown.exit_code == 0, shown.output
    listed = {t["name"]: t for t in json.loads(shown.stdout)}
    assert (listed["greet"]["status"], listed["greet"]["version"]) == ("rejected", 1)


def test_errors_name_the_python_arguments(tmp_path):
    with toolkiln.open(home=tmp_path, models=False, approval="manual") as kiln:
        kiln.add_tool(GREET, "greet")
        with pytest.raises(UsageError, match=r"a rejection needs a reason; pass reason=") as empty:
            kiln.reject("greet", reason="  ")
        assert "--reason" not in str(empty.value)
        with pytest.raises(
            ToolNotFound, match=r"'calculate' is a catalog tool.*registry.list_tools\(\).*can be approved"
        ):
            kiln.approve("calculate")
        with pytest.raises(ToolNotFound, match="can be retired"):
            kiln.retire("calculate")
        with pytest.raises(ToolNotFound):
            kiln.approve("greet", 7)
        with pytest.raises(TypeError, match="version must be int or None, not str"):
            kiln.approve("greet", "1")
        with pytest.raises(TypeError, match="reason"):
            kiln.reject("greet")  # a rejection without its reason is Python's own TypeError
        assert kiln.registry.require("greet").status == "pending"  # nothing was decided on the way


def test_a_retired_version_comes_back_only_with_force(tmp_path):
    with toolkiln.open(home=tmp_path, models=False) as kiln:
        kiln.add_tool(GREET, "greet")
        kiln.retire("greet", reason="unused")
        with pytest.raises(
            UsageError, match=r"greet@1 is retired \(unused\).*approve\(\.\.\., force=True\)"
        ) as refused:
            kiln.approve("greet")
        assert "--force" not in str(refused.value)
        assert kiln.registry.require("greet").status == "retired"
        assert kiln.approve("greet", force=True).status == "active"
        assert kiln.call("greet") == {"greeting": "Hello, world!"}
