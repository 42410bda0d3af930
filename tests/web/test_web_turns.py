"""Turns in the web server: run off the event loop, watched live, watched late, or not watched at all."""

from __future__ import annotations

import asyncio
import threading

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from starlette.testclient import TestClient  # noqa: E402

import toolkiln  # noqa: E402
from toolkiln.models.planner.plan import Plan, Step  # noqa: E402
from toolkiln.store.sessions import Session  # noqa: E402
from toolkiln.testing import ScriptedPlanner  # noqa: E402
from toolkiln.web.server import create_app  # noqa: E402
from toolkiln.web.turns import TurnRunner  # noqa: E402

CALCULATE = Plan("plan", steps=[Step("s1", "calculate", "adds", {"expression": "2 + 3"}, 'result["value"] == 5')])


@pytest.fixture
def held_kiln(tmp_path):
    """A toolkiln whose planner waits for ``release`` before it answers, so a turn is caught running."""
    release = threading.Event()

    def held(request):
        release.wait(30)
        return CALCULATE

    with toolkiln.open(home=tmp_path) as kiln:
        kiln.agent.planner = ScriptedPlanner([held, held])
        yield kiln, release


def test_a_late_watcher_sees_the_whole_turn_and_the_loop_stays_free(held_kiln):
    kiln, release = held_kiln
    runner = TurnRunner(kiln, threads=2)

    async def scenario():
        live = runner.start("add 2 and 3", "late")
        await asyncio.sleep(0.05)  # the planner holds the turn in its thread; this loop runs on
        assert not live.future.done()
        assert [t.id for t in runner.running("late")] == [live.id]
        assert runner.running("other") == []
        release.set()
        seen = [kind async for kind, _ in runner.watch(live)]
        return seen, await runner.result(live)

    seen, result = asyncio.run(scenario())
    runner.close()
    assert seen == ["planning", "planned", "step", "running", "step_done", "turn"]
    assert result["steps"][0]["result"] == {"value": 5}
    assert runner.running() == []


def test_a_turn_nobody_watches_still_finishes_is_logged_and_kept_in_its_session(held_kiln):
    kiln, release = held_kiln
    runner = TurnRunner(kiln, threads=2)

    async def scenario():
        live = runner.start("add 2 and 3", "unwatched")
        watcher = runner.watch(live)
        await watcher.__anext__()  # the first event, then the watcher goes away as a closed page would
        await watcher.aclose()
        release.set()
        return live

    live = asyncio.run(scenario())
    live.future.result(timeout=60)
    runner.close()
    assert kiln.runlog.turns(1)[0]["message"] == "add 2 and 3"
    exchanges = Session(kiln.settings.home, "unwatched").exchanges()
    assert exchanges[0]["turns"][0]["steps"][0]["result"] == {"value": 5}


def test_a_page_reloaded_mid_turn_finds_the_turn_and_watches_it_to_the_end(held_kiln):
    """GET /api/sessions/NAME lists the running turn; its events stream from the start; the session stays put."""
    kiln, release = held_kiln
    app = create_app(kiln)
    with TestClient(app, base_url="http://127.0.0.1") as client:
        live = app.app.state.turns.start("add 2 and 3", "busy")
        shown = client.get("/api/sessions/busy").json()
        assert shown["running"] == [{"id": live.id, "message": "add 2 and 3", "session": "busy"}]
        assert shown["exchanges"] == []
        refused = client.post("/api/sessions/busy/rename", json={"name": "elsewhere"})
        assert refused.status_code == 400 and "still running" in refused.json()["error"]["message"]
        assert client.delete("/api/sessions/busy").status_code == 400
        with client.stream("GET", f"/api/turns/{live.id}/events") as stream:
            release.set()
            kinds = [line.split(": ", 1)[1] for line in stream.iter_lines() if line.startswith("event: ")]
        assert kinds == ["started", "planning", "planned", "step", "running", "step_done", "turn"]
        assert client.get(f"/api/turns/{live.id}/events").status_code == 404  # over: the session has it
        assert client.get("/api/sessions/busy").json()["exchanges"][0]["message"] == "add 2 and 3"


def test_an_unexpected_failure_answers_the_json_error_object_without_its_text(tmp_path, monkeypatch):
    """A bug behind an endpoint (not a toolkiln error) is a 500 with the API's error object; the
    exception's own words (here a path) stay in the server's log, out of the answer."""
    from toolkiln.store.runlog import RunLog

    def broken(self, *args, **kwargs):
        raise RuntimeError("/secret/place/registry.sqlite3 is on fire")

    with toolkiln.open(home=tmp_path) as kiln:
        monkeypatch.setattr(RunLog, "turns", broken)
        with TestClient(create_app(kiln), base_url="http://127.0.0.1", raise_server_exceptions=False) as client:
            answer = client.get("/api/log")
    assert answer.status_code == 500
    error = answer.json()["error"]
    assert error["type"] == "InternalError"
    assert "GET /api/log" in error["message"] and "RuntimeError" in error["message"]
    assert "secret" not in answer.text
