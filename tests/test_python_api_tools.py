"""The Python API's tool side: list with return shapes, call without models, add a hand-written tool."""

import pytest

import toolkiln
from toolkiln.errors import ConfigError, ParamTypeError, ToolNotFound, ToolRejected, UsageError

GREET = '"""Greets a person by name."""\n\n\ndef greet(name: str = "world") -> dict:\n    return {"greeting": "Hello, " + name + "!"}\n'


def test_tools_are_called_without_building_the_models(tmp_path, monkeypatch):
    """A planner that cannot be built (no key) does not stop tool calls; the first turn says why."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with toolkiln.open(home=tmp_path, models=False, planner="anthropic:claude-haiku-4-5") as kiln:
        done = kiln.call_tool("text_stats", {"text": "two words"})
        assert (done.ok, done.origin, done.result["words"]) == (True, "catalog", 2)
        assert done.returns["properties"]["words"] == {"type": "integer"}
        with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
            kiln.run("Convert 30 degrees Celsius to Fahrenheit")


def test_add_tool_then_call_and_list_it(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLKILN_AUTHOR", "ada")
    with toolkiln.open(home=tmp_path, models=False) as kiln:
        stored = kiln.add_tool(GREET, "greet")
        assert (stored.ref, stored.provenance, stored.model, stored.trial_params) == (
            "greet@1",
            "hand",
            "ada",
            {"name": "world"},
        )
        assert kiln.call("greet", name="Ada") == {"greeting": "Hello, Ada!"}
        listed = {t["name"]: t for t in kiln.tools()}
        assert listed["greet"]["returns"] == {"type": "object", "properties": {"greeting": {"type": "string"}}}
        assert listed["greet"]["origin"] == "registry" and listed["calculate"]["origin"] == "catalog"
        with pytest.raises(ParamTypeError, match="greet has no parameter 'nme'"):
            kiln.call("greet", nme="x")
        with pytest.raises(ToolRejected, match="the gate rejected it: line 1: import of 'os'"):
            kiln.add_tool("import os\n\n\ndef bad() -> int:\n    return 1\n", "bad")
        with pytest.raises(UsageError, match="catalog tool's name"):
            kiln.add_tool(GREET.replace("def greet", "def calculate"), "calculate")
        assert kiln.registry.get("bad") is None


def test_a_pending_tool_is_listed_nowhere_and_says_so_when_called(tmp_path):
    with toolkiln.open(home=tmp_path, models=False, approval="manual") as kiln:
        kiln.add_tool(GREET, "greet")
        assert "greet" not in {t["name"] for t in kiln.tools()}
        with pytest.raises(ToolNotFound, match="greet@1 is pending approval"):
            kiln.call("greet")
        kiln.registry.approve("greet")
        assert kiln.call("greet") == {"greeting": "Hello, world!"}
