"""A reply to a session's clarifying question is taken the same way by every caller of a turn.

``toolkiln run --session`` has always taken "2" right after a clarifying question
as that question's second option. The Python API, ``POST /api/turns`` and MCP's
``toolkiln_run`` run their turns through ``Toolkiln.run``, which now does the
same; each test asks the mock planner's question in a real session and answers it.
"""

from __future__ import annotations

import json
import os
import sys

import pytest

import toolkiln
from fakes.toolkiln_server import running_server

ASK = "convert 30 degrees"  # the mock planner asks: from which scale?


def asked_by_the_person(home) -> list[str]:
    """The person's messages in session ``s`` as the turns took them."""
    lines = (home / "sessions" / "s.jsonl").read_text(encoding="utf-8").splitlines()
    return [entry["content"] for entry in map(json.loads, lines) if entry["role"] == "user"]


def test_the_python_api_takes_an_options_number_as_that_option(tmp_path):
    home = tmp_path / "home"
    with toolkiln.open(home=home) as kiln:
        asked = kiln.run(ASK, session="s")
        assert asked.outcome == "clarify" and asked.options, asked.to_json()
        answered = kiln.run("1", session="s")
        assert answered.steps[0].result == {"fahrenheit": 86.0}
        kiln.run("1", session="s")  # the question is answered: "1" is just a message now
    assert asked_by_the_person(home) == [ASK, asked.options[0], "1"]


def test_a_number_out_of_range_or_words_are_taken_as_they_are(tmp_path):
    home = tmp_path / "home"
    with toolkiln.open(home=home) as kiln:
        asked = kiln.run(ASK, session="s")
        beyond = str(len(asked.options) + 1)
        kiln.run(beyond, session="s")
        kiln.run(ASK, session="s")
        worded = kiln.run("30 °C to Fahrenheit please", session="s")
        assert worded.steps[0].result == {"fahrenheit": 86.0}
    assert asked_by_the_person(home) == [ASK, beyond, ASK, "30 °C to Fahrenheit please"]


def test_the_http_api_takes_an_options_number_as_that_option(tmp_path):
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed")
    with running_server(tmp_path / "home") as server, httpx.Client(base_url=server.url, timeout=120) as client:
        asked = client.post("/api/turns", json={"message": ASK, "session": "s"}).json()
        assert asked["outcome"] == "clarify", asked
        answered = client.post("/api/turns", json={"message": "1", "session": "s"}).json()
        assert answered["steps"][0]["result"] == {"fahrenheit": 86.0}, answered
    assert asked_by_the_person(tmp_path / "home") == [ASK, asked["options"][0]]


def test_mcp_toolkiln_run_takes_an_options_number_as_that_option(tmp_path):
    pytest.importorskip("mcp", reason="the mcp extra: pip install -e '.[test,bench,mcp]'")
    import anyio

    from mcp import Client, StdioServerParameters

    home = tmp_path / "home"
    server = StdioServerParameters(
        command=sys.executable, args=["-m", "toolkiln", "mcp"], env={**os.environ, "TOOLKILN_HOME": str(home)}
    )

    async def session() -> tuple[dict, dict]:
        async with Client(server, mode="legacy") as client:
            asked = await client.call_tool("toolkiln_run", {"message": ASK, "session": "s"})
            answered = await client.call_tool("toolkiln_run", {"message": "1", "session": "s"})
            return asked.structured_content, answered.structured_content

    asked, answered = anyio.run(session)
    assert asked["outcome"] == "clarify", asked
    assert answered["steps"][0]["result"] == {"fahrenheit": 86.0}, answered
    assert asked_by_the_person(home) == [ASK, asked["options"][0]]
