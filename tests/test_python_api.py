"""The Python API from the README: ``toolkiln.open()`` runs turns and calls tools like the CLI does."""

import pytest

import toolkiln
from toolkiln.errors import ConfigError, ToolError, ToolNotFound


def test_readme_example_runs(tmp_path):
    """The README's example, word for word in what it calls: a generated tool, then a direct call."""
    with toolkiln.open(home=tmp_path / "kiln") as kiln:
        turn = kiln.run("Convert 30 degrees Celsius to Fahrenheit")
        assert turn.steps[0].result == {"fahrenheit": 86.0}
        assert turn.steps[0].origin == "generated"
        assert kiln.call("calculate", expression="2 + 3") == {"value": 5}


def test_a_second_turn_reuses_and_is_logged(tmp_path):
    with toolkiln.open(home=tmp_path) as kiln:
        kiln.run("Convert 30 degrees Celsius to Fahrenheit", session="s")
        again = kiln.run("Convert 40 degrees Celsius to Fahrenheit", session="s")
        assert again.steps[0].origin == "reused"
        assert again.steps[0].result == {"fahrenheit": 104.0}
        assert [t["message"] for t in kiln.runlog.turns()][:2] == [
            "Convert 40 degrees Celsius to Fahrenheit",
            "Convert 30 degrees Celsius to Fahrenheit",
        ]
        names = {t["name"]: t["origin"] for t in kiln.tools()}
        assert names["calculate"] == "catalog" and names["celsius_to_fahrenheit"] == "registry"
        # a registry tool is called like a catalog one, with int -> float widening
        assert kiln.call("celsius_to_fahrenheit", celsius=100) == {"fahrenheit": 212.0}


def test_events_reach_the_callback(tmp_path):
    seen = []
    with toolkiln.open(home=tmp_path) as kiln:
        kiln.run("Convert 30 degrees Celsius to Fahrenheit", on_event=lambda kind, data: seen.append(kind))
    assert "planning" in seen and "step" in seen and "generating" in seen


def test_bad_calls_raise_the_error_tree(tmp_path):
    with toolkiln.open(home=tmp_path) as kiln:
        with pytest.raises(ToolNotFound):
            kiln.call("no_such_tool")
        with pytest.raises(ToolError, match="division by zero|divide"):
            kiln.call("calculate", expression="1/0")
    with pytest.raises(ConfigError):
        toolkiln.open(home=tmp_path, pool_size=0)


def test_concurrent_turns_each_get_only_their_own_events(tmp_path):
    """Two turns at once on one Toolkiln (two web sessions): each callback sees its own steps only."""
    import threading

    seen = {"a": [], "b": []}
    messages = {"a": "Convert 30 degrees Celsius to Fahrenheit", "b": "calculate 2 + 3"}
    with toolkiln.open(home=tmp_path) as kiln:
        turns = {}

        def run(key):
            turns[key] = kiln.run(messages[key], on_event=lambda kind, data: seen[key].append((kind, data)))

        threads = [threading.Thread(target=run, args=(key,)) for key in messages]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    for key, turn in turns.items():
        tools = {data["tool"] for kind, data in seen[key] if kind == "step"}
        assert tools == {s.tool for s in turn.steps} and turn.ok
    assert {s.tool for s in turns["a"].steps}.isdisjoint(s.tool for s in turns["b"].steps)
