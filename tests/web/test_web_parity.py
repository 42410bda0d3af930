"""The web answers as the CLI does on the same home: agents, the tools' origins and search, the log's filters,
"run again" (``toolkiln resume``) and the plan drawn as a graph — a real server process on loopback, with httpx."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.samples import REVERSED, TEAM  # noqa: E402
from fakes.toolkiln_server import running_server  # noqa: E402
from toolkiln.web.api import ORIGINS  # noqa: E402

CHAINED = "Convert 30 degrees Celsius to Fahrenheit and then to kelvin"


def toolkiln(home, *args) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def cli_json(home, *args):
    return json.loads(toolkiln(home, *args).stdout)


def without_run_facts(value):
    """``value`` without what differs from one run of the same turn to the next (times, ids)."""
    if isinstance(value, dict):
        return {k: without_run_facts(v) for k, v in value.items() if k not in ("elapsed_ms", "turn_id")}
    if isinstance(value, list):
        return [without_run_facts(v) for v in value]
    return value


def events(response) -> list[tuple[str, dict]]:
    """The server-sent events of a finished stream."""
    found = []
    for block in response.text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n"))
        found.append((lines["event"], json.loads(lines["data"])))
    return found


@pytest.fixture(scope="module")
def team_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("team") / "home"
    home.mkdir()
    (home / "agents.toml").write_text(TEAM.format(models=""), encoding="utf-8")
    return home


def test_an_agent_of_agents_toml_runs_the_turn_as_run_agent_does(team_home):
    task = "ask calc to calculate 2 + 3"
    with running_server(team_home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        answer = client.post("/api/turns", json={"message": task, "agent": "boss"})
        unknown = client.post("/api/turns", json={"message": task, "agent": "nobody"})
        page = client.get("/").text
    assert answer.status_code == 200, answer.text
    by_web = answer.json()
    assert [(s["tool"], s["origin"], s["status"]) for s in by_web["steps"]] == [("task", "agent", "ok")]
    assert by_web["steps"][0]["child"]["steps"][0]["result"] == {"value": 5}
    by_cli = cli_json(team_home, "run", "--agent", "boss", "--json", task)
    assert without_run_facts(by_web) == without_run_facts(by_cli)
    assert cli_json(team_home, "log", "show", str(by_web["turn_id"]), "--json")["record"]["agent"] == "boss"
    assert unknown.status_code == 400
    assert unknown.json()["error"]["message"].startswith("no agent named 'nobody' (agents: boss, calc, writer)")
    for name in ("boss", "calc", "writer"):  # the picker offers each agent
        assert f'<option value="{name}"' in page


@pytest.fixture(scope="module")
def stocked(tmp_path_factory):
    """A server whose registry holds generated tools, one written by hand, and a chained turn in its log."""
    home = tmp_path_factory.mktemp("stocked") / "home"
    tool = home.parent / "reverse_text.py"
    tool.write_text(REVERSED, encoding="utf-8")
    assert toolkiln(home, "tools", "add", str(tool), "--params", '{"text": "abc"}').returncode == 0
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        for task in (CHAINED, "Count the words in 'a b c'", "Slugify 'Grüße aus Köln'", "statistics of 1, 2, 3"):
            assert client.post("/api/turns", json={"message": task, "session": "stock"}).status_code == 200
        yield home, client


@pytest.mark.parametrize("origin", ORIGINS)
def test_every_origin_the_list_shows_is_a_filter(stocked, origin):
    home, client = stocked
    found = client.get("/api/tools", params={"origin": origin})
    assert found.status_code == 200, found.text
    assert all(entry["origin"] == origin for entry in found.json())
    listed = {entry["origin"] for entry in cli_json(home, "tools", "list", "--all", "--json")} | {"catalog"}
    assert (origin in listed) == bool(found.json())  # hand and generated are here; imported is not
    page = client.get("/tools", params={"origin": origin})
    assert page.status_code == 200 and f'<option value="{origin}" selected>' in page.text


@pytest.mark.parametrize("words", ["text statistics", "how many words", "temperature kelvin", "slug"])
def test_search_finds_what_tools_search_finds_in_its_order(stocked, words):
    home, client = stocked
    by_web = [(e["name"], e["version"]) for e in client.get("/api/tools", params={"q": words}).json()]
    by_cli = [(e["name"], e["version"]) for e in cli_json(home, "tools", "search", "--limit", "20", "--json", words)]
    assert by_web == by_cli and by_web


@pytest.mark.parametrize(
    "filters",
    [{"search": "kelvin"}, {"outcome": "plan", "tool": "count_words"}, {"session": "stock"}, {"session": "none"}],
)
def test_the_log_filters_are_the_clis(stocked, filters):
    home, client = stocked
    args = [part for key, value in filters.items() for part in (f"--{key}", value)]
    by_web = client.get("/api/log", params=filters).json()
    assert by_web == cli_json(home, "log", "--json", *args)
    assert (
        client.get("/api/log", params={"outcome": "maybe"})
        .json()["error"]["message"]
        .startswith("outcome must be one of plan, refuse, clarify")
    )
    page = client.get("/log", params=filters).text
    assert page.count('<tr class="logged-turn"') == len(by_web)


def test_a_chained_plan_is_drawn_as_a_graph_on_the_api_the_turn_page_and_in_log_show(stocked):
    home, client = stocked
    chained = cli_json(home, "log", "--json", "--search", "kelvin")[0]["id"]
    single = cli_json(home, "log", "--json", "--tool", "count_words")[0]["id"]
    drawing = client.get(f"/api/log/{chained}/graph")
    assert drawing.status_code == 200 and drawing.headers["content-type"].startswith("image/svg+xml")
    assert drawing.text.startswith('<svg class="graph"') and drawing.text.count('<g class="g-node') == 2
    assert drawing.text.count('class="g-edge g-edge-ref"') == 1
    assert client.get(f"/api/log/{single}/graph").status_code == 204
    page = client.get(f"/log/{chained}").text
    assert '<figure class="plan-graph"><svg class="graph"' in page and "keyword match" in page  # with its reasoning
    shown = toolkiln(home, "log", "show", str(chained)).stdout
    assert "[2] s2 fahrenheit_to_kelvin@1   generated  ok  ← s1 ($ref)" in shown
    assert client.get("/log/999").status_code == 404


def test_run_again_resumes_a_turn_once_its_pending_tool_is_approved(tmp_path):
    home = tmp_path / "home"
    with (
        running_server(home, "--approval", "manual") as server,
        httpx.Client(base_url=server.url, timeout=120) as client,
    ):
        waiting = client.post("/api/turns", json={"message": "reverse the text 'abc'", "session": "chat"}).json()
        assert waiting["steps"][0]["status"] == "pending"
        turn_id = waiting["turn_id"]
        assert client.get("/api/sessions/chat").json()["rerun"] == {str(turn_id): "waiting"}
        assert client.post("/api/tools/reverse_text@1/approve").status_code == 200
        assert client.get("/api/sessions/chat").json()["rerun"] == {str(turn_id): "ready"}

        again = client.post(f"/api/log/{turn_id}/resume")
        assert again.status_code == 200
        kinds = [kind for kind, _ in events(again)]
        assert kinds[0] == "started" and kinds[-1] == "turn"
        resumed = events(again)[-1][1]
        assert [(s["origin"], s["status"], s["result"]) for s in resumed["steps"]] == [
            ("reused", "ok", {"reversed": "cba"})
        ]
        assert cli_json(home, "log", "show", str(resumed["turn_id"]), "--json")["record"]["resumes"] == turn_id
        chat = client.get("/api/sessions/chat").json()
        assert chat["rerun"] == {str(turn_id): "resumed"}
        assert [e["message"] for e in chat["exchanges"]] == ["reverse the text 'abc'"] * 2

        twice = client.post(f"/api/log/{turn_id}/resume")
        assert twice.status_code == 400 and f"was resumed already, as turn {resumed['turn_id']}" in twice.text
        assert client.post("/api/log/77/resume").status_code == 404
        ran = client.post("/api/turns", json={"message": "reverse the text 'abc'"}).json()
        assert resumed["answer"] == ran["answer"] and "cba" in resumed["answer"]  # it ends as a run ends


def test_a_retired_version_is_approved_only_when_the_reviewer_confirms(tmp_path):
    home = tmp_path / "home"
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        client.post("/api/turns", json={"message": "reverse the text 'abc'"})
        assert client.post("/api/tools/reverse_text/retire", json={"reason": "too slow"}).status_code == 200
        page = httpx.get(server.url + "tools/reverse_text").text  # without keeping the page's CSRF cookie
        assert 'data-confirm="v1 of reverse_text was retired (too slow). Approving it brings it back into use.' in page
        refused = client.post("/api/tools/reverse_text@1/approve")
        assert (
            refused.status_code == 400 and "reverse_text@1 is retired (too slow)" in refused.json()["error"]["message"]
        )
        assert client.get("/api/tools/reverse_text@1").json()["status"] == "retired"
        assert client.post("/api/tools/reverse_text@1/approve", json={"force": "yes"}).status_code == 400
        approved = client.post("/api/tools/reverse_text@1/approve", json={"force": True})
        assert approved.status_code == 200 and approved.json()["status"] == "active"


def test_a_workflow_the_chat_is_part_way_through_is_drawn_as_a_graph_of_its_steps(tmp_path):
    home = tmp_path / "home"
    recorded = toolkiln(home, "workflows", "record", "publish-article", "draft", "--done", "--session", "blog")
    assert recorded.returncode == 0, recorded.stderr
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        blog = client.get("/api/sessions/blog")
        other = client.post("/api/sessions", json={"name": "other"})
        untouched = client.get("/api/sessions/other").json()
    assert blog.status_code == 404  # no message yet: the session file does not exist, the marks do
    assert other.status_code == 201 and untouched["workflows"] == []
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        client.post("/api/turns", json={"message": "calculate 1 + 1", "session": "blog"})
        drawn = client.get("/api/sessions/blog").json()["workflows"]
    assert [(d["workflow"], d["done"], d["steps"]) for d in drawn] == [("publish-article", 1, 3)]
    svg = drawn[0]["svg"]
    assert svg.startswith('<svg class="graph"') and svg.count('<g class="g-node') == 3
    assert svg.count("g-status-done") == 1 and svg.count("g-status-outstanding") == 2
    assert svg.count('class="g-edge g-edge-requires"') == 3  # slug needs draft; publish needs both
    assert 'class="g-label">draft</text><text x="20" y="40" class="g-sub">toolkiln · done</text>' in svg
