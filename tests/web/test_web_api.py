"""The HTTP API of ``toolkiln serve``, against a real server process on loopback, with httpx.

The API answers with the same JSON as the CLI's ``--json`` output; these tests
compare the two on the same registry.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.registries import resealed_home  # noqa: E402
from fakes.samples import REVERSE  # noqa: E402
from fakes.toolkiln_server import running_server  # noqa: E402
from toolkiln.store import Registry, source_sha256  # noqa: E402

CONVERT = "Convert 30 degrees Celsius to Fahrenheit"


def cli_json(home, *args):
    """What ``toolkiln ... --json`` prints, on the same home."""
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    return json.loads(done.stdout)


def without_times(value):
    """``value`` without its ``elapsed_ms`` fields, which differ run to run."""
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if k != "elapsed_ms"}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("web") / "home") as server:
        yield server


@pytest.fixture
def client(server):
    with httpx.Client(base_url=server.url, timeout=120) as client:
        yield client


def read_events(response) -> list[tuple[str, dict]]:
    events = []
    for block in response.text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n"))
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_a_turn_answers_with_the_run_json_object(client, server, tmp_path):
    """POST /api/turns gives what `toolkiln run --json` prints for the same message."""
    answer = client.post("/api/turns", json={"message": CONVERT, "session": "api"})
    assert answer.status_code == 200
    cli = cli_json(tmp_path / "cli-home", "run", "--json", "--session", "api", CONVERT)
    assert without_times(answer.json()) == without_times(cli)
    again = client.post("/api/turns", json={"message": "Rechne 30 Grad Celsius in Fahrenheit um", "session": "api"})
    assert again.json()["steps"][0]["origin"] == "reused"
    assert again.json()["steps"][0]["result"] == {"fahrenheit": 86.0}
    assert again.json()["answer"] == "30 °C sind 86.0 °F."  # in the person's language


def test_the_streaming_turn_sends_each_step_as_it_happens(client):
    answer = client.post("/api/turns/stream", json={"message": "reverse the text 'stressed'", "session": "live"})
    assert answer.headers["content-type"].startswith("text/event-stream")
    events = read_events(answer)
    kinds = [kind for kind, _ in events]
    assert kinds == ["started", "planning", "planned", "step", "generating", "writing", "trial", "step_done", "turn"]
    turn = events[-1][1]
    assert turn["steps"][0]["result"] == {"reversed": "desserts"}
    assert events[-2][1]["step"] == turn["steps"][0]
    assert events[0][1]["session"] == "live"


def test_the_tool_api_matches_the_cli(client, server):
    client.post("/api/turns", json={"message": CONVERT})
    listed = client.get("/api/tools").json()
    assert all(entry.pop("runnable") is True for entry in listed)  # the web's addition: nothing here was edited
    assert listed == cli_json(server.home, "tools", "list", "--all", "--json")
    shown = client.get("/api/tools/celsius_to_fahrenheit").json()
    assert shown == cli_json(server.home, "tools", "show", "celsius_to_fahrenheit", "--json")
    assert shown["verified"] is True and shown["trial_result"] == {"fahrenheit": 86.0}
    assert client.get("/api/tools/celsius_to_fahrenheit/versions").json() == cli_json(
        server.home, "tools", "history", "celsius_to_fahrenheit", "--json"
    )
    assert client.get("/api/tools/calculate").json()["origin"] == "catalog"
    assert client.get("/api/log?limit=5").json() == cli_json(server.home, "log", "--json", "--limit", "5")


def test_search_and_filters(client):
    client.post("/api/turns", json={"message": CONVERT})
    found = client.get("/api/tools", params={"q": "fahrenheit"}).json()
    assert "celsius_to_fahrenheit" in [t["name"] for t in found]
    catalog = client.get("/api/tools", params={"origin": "catalog"}).json()
    assert catalog and {t["origin"] for t in catalog} == {"catalog"}
    assert client.get("/api/tools", params={"status": "rejected"}).json() == []
    bad = client.get("/api/tools", params={"status": "lost"})
    assert bad.status_code == 400 and "status must be one of" in bad.json()["error"]["message"]


def test_names_that_are_not_there_are_404_with_the_error_object(client):
    missing = client.get("/api/tools/no_such_tool")
    assert missing.status_code == 404 and missing.json()["error"]["type"] == "ToolNotFound"
    assert client.get("/api/log/99999").status_code == 404
    assert client.get("/api/sessions/nobody").status_code == 404
    assert client.post("/api/tools/calculate/bless", json={}).status_code == 404
    assert client.get("/no/such/page").status_code == 404


def test_a_method_a_path_does_not_take_is_405_with_the_error_object(client):
    wrong = client.get("/api/turns")
    assert wrong.status_code == 405
    assert wrong.json()["error"]["type"] == "MethodNotAllowed"
    assert "POST" in wrong.json()["error"]["message"] and wrong.headers["allow"] == "POST"
    assert client.delete("/api/tools").status_code == 405


def test_bad_turn_requests_are_refused_with_a_clear_error(client):
    empty = client.post("/api/turns", json={"message": "  "})
    assert empty.status_code == 400 and "'message' must be a non-empty string" in empty.json()["error"]["message"]
    long = client.post("/api/turns", json={"message": "x" * 8001})
    assert long.status_code == 413 and "at most 8,000" in long.json()["error"]["message"]
    huge = client.post(
        "/api/turns", content=b'{"message": "' + b"x" * 70_000 + b'"}', headers={"content-type": "application/json"}
    )
    assert huge.status_code == 413 and "64 KiB" in huge.json()["error"]["message"]
    not_json = client.post("/api/turns", content=b"{", headers={"content-type": "application/json"})
    assert not_json.status_code == 400 and "not valid JSON" in not_json.json()["error"]["message"]
    text = client.post("/api/turns", content=b'{"message": "hi"}', headers={"content-type": "text/plain"})
    assert text.status_code == 415
    bad_session = client.post("/api/turns", json={"message": CONVERT, "session": "../etc"})
    assert bad_session.status_code == 400 and "session name" in bad_session.json()["error"]["message"]
    agent = client.post("/api/turns", json={"message": CONVERT, "agent": "helper"})
    assert agent.status_code == 400 and "no agent named 'helper'" in agent.json()["error"]["message"]


def test_sessions_are_made_renamed_and_deleted(client):
    made = client.post("/api/sessions", json={})
    assert made.status_code == 201
    name = made.json()["name"]
    client.post("/api/turns", json={"message": CONVERT, "session": name})
    listed = {s["name"]: s for s in client.get("/api/sessions").json()}
    assert listed[name]["messages"] == 1 and listed[name]["title"] == CONVERT
    renamed = client.post(f"/api/sessions/{name}/rename", json={"name": "temperatures"})
    assert renamed.json()["name"] == "temperatures"
    shown = client.get("/api/sessions/temperatures").json()
    assert shown["exchanges"][0]["message"] == CONVERT
    assert shown["exchanges"][0]["turns"][0]["steps"][0]["result"] == {"fahrenheit": 86.0}
    client.post("/api/sessions", json={"name": "taken"})
    clash = client.post("/api/sessions/temperatures/rename", json={"name": "taken"})
    assert clash.status_code == 400 and "exists already" in clash.json()["error"]["message"]
    assert client.get("/api/sessions/temperatures").status_code == 200  # nothing lost in a refused rename
    assert client.delete("/api/sessions/temperatures").status_code == 200
    assert client.get("/api/sessions/temperatures").status_code == 404


def test_twenty_sessions_at_once_all_get_their_own_answer(client, server):
    """20 clients, each in its own session, send at the same time; every answer is right and logged."""
    answers: dict[int, httpx.Response] = {}

    def ask(n: int) -> None:
        with httpx.Client(base_url=server.url, timeout=300) as own:
            answers[n] = own.post(
                "/api/turns", json={"message": f"Convert {n} degrees Celsius to Fahrenheit", "session": f"load-{n}"}
            )

    threads = [threading.Thread(target=ask, args=(n,)) for n in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == list(range(20))
    for n, answer in answers.items():
        assert answer.status_code == 200, answer.text
        step = answer.json()["steps"][0]
        assert (step["status"], step["result"]) == ("ok", {"fahrenheit": round(n * 9 / 5 + 32, 10)})
    for n in range(20):
        assert client.get(f"/api/sessions/load-{n}").json()["exchanges"][0]["turns"][0]["steps"][0]["status"] == "ok"


def test_a_client_that_leaves_mid_turn_does_not_lose_the_turn(client, server):
    """The stream is dropped after the first event; the turn still finishes, is logged and in its session."""
    message = "Zähle die Wörter in 'eins zwei drei' und mach einen Slug daraus"
    with httpx.Client(base_url=server.url, timeout=120) as leaving:
        with leaving.stream("POST", "/api/turns/stream", json={"message": message, "session": "gone"}) as response:
            first = next(response.iter_lines())
            assert first == "event: started"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        exchanges = (
            client.get("/api/sessions/gone").json()["exchanges"]
            if client.get("/api/sessions/gone").status_code == 200
            else []
        )
        if exchanges and exchanges[0]["turns"]:
            break
        time.sleep(0.2)
    turn = exchanges[0]["turns"][0]
    assert [s["result"] for s in turn["steps"]] == [{"words": 3}, {"slug": "eins-zwei-drei"}]
    assert message in [t["message"] for t in client.get("/api/log?limit=50").json()]


def test_a_reviewer_approves_rejects_and_retires_over_the_api(tmp_path):
    with (
        running_server(tmp_path / "home", "--approval", "manual") as server,
        httpx.Client(base_url=server.url, timeout=120) as client,
    ):
        waiting = client.post("/api/turns", json={"message": CONVERT}).json()["steps"][0]
        assert (waiting["status"], waiting["version"]) == ("pending", 1)
        assert client.get("/api/tools", params={"status": "pending"}).json()[0]["name"] == "celsius_to_fahrenheit"
        no_reason = client.post("/api/tools/celsius_to_fahrenheit/reject", json={})
        assert no_reason.status_code == 400 and "'reason'" in no_reason.json()["error"]["message"]
        rejected = client.post("/api/tools/celsius_to_fahrenheit@1/reject", json={"reason": "reads like it guesses"})
        assert (rejected.json()["status"], rejected.json()["status_reason"]) == ("rejected", "reads like it guesses")
        assert "source" not in rejected.json()
        approved = client.post("/api/tools/celsius_to_fahrenheit@1/approve")
        assert approved.json()["status"] == "active"
        assert cli_json(server.home, "tools", "show", "celsius_to_fahrenheit", "--json")["status"] == "active"
        ran = client.post("/api/turns", json={"message": CONVERT}).json()["steps"][0]
        assert (ran["origin"], ran["result"]) == ("reused", {"fahrenheit": 86.0})
        assert client.post("/api/tools/celsius_to_fahrenheit@1/retire", json={}).status_code == 400
        retired = client.post("/api/tools/celsius_to_fahrenheit/retire", json={"reason": "superseded"}).json()
        assert [(v["version"], v["status"], v["status_reason"]) for v in retired] == [(1, "retired", "superseded")]
        assert client.post("/api/tools/celsius_to_fahrenheit@0/approve").status_code == 400
        assert client.post("/api/tools/nothing_here/approve").status_code == 404
        diff = client.get("/api/tools/celsius_to_fahrenheit/diff").json()
        assert diff == {"from": "celsius_to_fahrenheit@1", "to": "celsius_to_fahrenheit@1", "diff": ""}


def test_two_versions_are_compared_on_the_api_and_the_page(client, server):
    """A second version (saved by another process on the same registry) is diffed against the first."""
    client.post("/api/turns", json={"message": REVERSE})
    with Registry(server.home / "registry.sqlite3") as registry:
        first = registry.get("reverse_text")
        changed = first.source.replace("text[::-1]", "''.join(reversed(text))")
        registry.save(
            name=first.name,
            source=changed,
            description=first.description,
            params=first.params,
            backend="mock",
            model="mock",
            prompt_hash=None,
            attempts=[
                {
                    "source": "def reverse_text(text: str) -> dict:\n    return {'reversed': 1 / 0}\n",
                    "accepted": False,
                    "stage": "trial",
                    "errors": [{"line": 2, "message": "ZeroDivisionError: division by zero (line 2)"}],
                },
                {"source": changed, "accepted": True, "stage": None, "errors": []},
            ],
            trial_params={"text": "abc"},
            trial_result={"reversed": "cba"},
            status="pending",
        )
    diff = client.get("/api/tools/reverse_text/diff", params={"from": 1, "to": 2}).json()
    assert (diff["from"], diff["to"]) == ("reverse_text@1", "reverse_text@2")
    assert '-    return {"reversed": text[::-1]}' in diff["diff"]
    assert "+    return {\"reversed\": ''.join(reversed(text))}" in diff["diff"]
    page = client.get("/tools/reverse_text", params={"from": 1, "to": 2})
    assert page.status_code == 200 and "reverse_text@2" in page.text and "join" in page.text
    assert "<li>line 2: ZeroDivisionError: division by zero</li>" in page.text  # a refused source, its line once
    assert client.get("/api/tools/reverse_text/diff", params={"from": "x"}).status_code == 400
    assert client.get("/api/tools/reverse_text/diff", params={"from": 9}).status_code == 404


def test_a_row_edited_behind_toolkilns_back_is_listed_but_not_runnable_and_its_page_says_why(tmp_path):
    """The web shows the registry's seal as the CLI does: an edited row is refused, never offered to run."""
    evil = (
        '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
        "def celsius_to_fahrenheit(celsius: float) -> dict:\n"
        '    return {"fahrenheit": -1.0}\n'
    )
    with (
        running_server(tmp_path / "home") as server,
        httpx.Client(base_url=server.url, timeout=120) as client,
    ):
        client.post("/api/turns", json={"message": CONVERT})
        with sqlite3.connect(server.home / "registry.sqlite3") as db:
            db.execute("UPDATE tools SET source = ?, sha256 = ?", (evil, source_sha256(evil)))
        ran = client.post("/api/turns", json={"message": CONVERT}).json()["steps"][0]
        assert ran["status"] == "error" and ran["result"] is None and "not signed" in ran["error"]
        (entry,) = [e for e in client.get("/api/tools").json() if e["name"] == "celsius_to_fahrenheit"]
        assert (entry["status"], entry["runnable"]) == ("active", False)
        assert all(e["runnable"] for e in client.get("/api/tools").json() if e["origin"] == "catalog")
        shown = client.get("/api/tools/celsius_to_fahrenheit").json()
        assert shown["verified"] is False
        assert shown == cli_json(server.home, "tools", "show", "celsius_to_fahrenheit", "--json")
        listing = client.get("/tools").text
        assert "refused: edited outside toolkiln" in listing
        page = client.get("/tools/celsius_to_fahrenheit").text
        assert "REFUSED" in page and "is not signed by this registry&#39;s key" in page


def test_a_resealed_version_says_who_resealed_it_on_the_api_and_the_page_as_the_cli_does(tmp_path):
    """``tools reseal`` re-signs a row after a lost key; reviewers see who and when on the web too."""
    home = tmp_path / "home"
    resealed_home(home, by="ada")
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        shown = client.get("/api/tools/double").json()
        assert shown == cli_json(home, "tools", "show", "double", "--json")
        [mark] = shown["resealed"]
        assert mark["by"] == "ada" and shown["verified"] is True
        versions = client.get("/api/tools/double/versions").json()
        assert versions == cli_json(home, "tools", "history", "double", "--json")
        assert versions[0]["resealed"] == [mark]
        page = client.get("/tools/double").text
        assert f'<tr class="resealed"><th>resealed</th><td>by ada on {mark["at"]}</td></tr>' in page
        assert (
            f'<td data-label="reason">resealed by ada on {mark["at"]}</td></tr>' in page
        )  # the versions table's reason column

        assert client.get("/api/tools/triple").json()["resealed"] is None  # saved under the new key
        untouched = client.get("/tools/triple").text
        assert "verified: the source matches" in untouched and "resealed" not in untouched
