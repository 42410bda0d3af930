"""A retried model request says so: as a ``retry`` event, on a terminal's progress line, never on stdout.

Real servers on loopback answer 429 or 529 first; the client, the agent and the
``toolkiln`` command in a pseudo-terminal are the real ones.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest

import toolkiln
from fakes import FakeAnthropic, FakeOpenAI, clear_model_env, model_settings
from fakes.samples import PLAN_REVERSE, REVERSE, REVERSED
from fakes.terminal import Terminal
from toolkiln.models.backends import make_client
from toolkiln.models.llm import ModelRequest
from toolkiln.util.notices import report, reporting_to
from toolkiln.vocab import EventName

PLAN = {"type": "object", "properties": {"outcome": {"type": "string"}}}
REFUSAL = {"reasoning": "nothing to do", "outcome": "refuse", "refusal": "no network; paste the page"}


def request() -> ModelRequest:
    tool = {"name": "submit_plan", "description": "the plan", "input_schema": PLAN}
    return ModelRequest("planner", "system", "", [{"role": "user", "content": "hi"}], tool)


def heard() -> tuple[list[tuple[str, dict]], object]:
    seen: list[tuple[str, dict]] = []
    return seen, lambda kind, data: seen.append((kind, data))


# -- the transport reports each retry before its wait -------------------------------------


def test_each_retry_is_reported_with_its_number_wait_and_reason(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        fake.queue_error(429, "slow down", headers={"retry-after": "0.01"}).queue_error(503)
        fake.queue_tool_call("submit_plan", {"outcome": "plan"})
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        client = make_client(
            "openai", "m", settings=model_settings(max_retries=3, retry_backoff_s=0.02), role="planner"
        )
        seen, listener = heard()
        with reporting_to(listener):
            assert client.call(request()).input == {"outcome": "plan"}
    assert seen == [
        (
            EventName.RETRY,
            {
                "role": "planner",
                "model": "openai:m",
                "retry": 1,
                "max_retries": 3,
                "delay_s": 0.01,
                "reason": "429 rate limited",
            },
        ),
        (
            EventName.RETRY,
            {
                "role": "planner",
                "model": "openai:m",
                "retry": 2,
                "max_retries": 3,
                "delay_s": 0.04,  # the backoff doubles
                "reason": "503 service unavailable",
            },
        ),
    ]


def test_the_sdk_path_reports_an_overloaded_server(monkeypatch):
    """Anthropic's SDK through ANTHROPIC_BASE_URL: 529 is "overloaded", a dropped connection "connection failed"."""
    clear_model_env(monkeypatch)
    with FakeAnthropic() as fake:
        fake.queue_error(529, "overloaded").queue_drop().queue_tool_call("submit_plan", {"outcome": "plan"})
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
        client = make_client("anthropic", "claude-test", settings=model_settings(max_retries=2), role="generator")
        seen, listener = heard()
        with reporting_to(listener):
            assert client.call(request()).input == {"outcome": "plan"}
        client.close()
    assert [(d["role"], d["model"], d["retry"], d["max_retries"], d["reason"]) for _, d in seen] == [
        ("generator", "anthropic:claude-test", 1, 2, "529 overloaded"),
        ("generator", "anthropic:claude-test", 2, 2, "connection failed"),
    ]


def test_a_request_that_is_not_retried_reports_nothing(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        fake.queue_error(400, "bad request")
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        client = make_client("openai", "m", settings=model_settings(), role="planner")
        seen, listener = heard()
        with reporting_to(listener), pytest.raises(toolkiln.errors.ModelError, match="HTTP 400"):
            client.call(request())
    assert seen == []


def test_each_thread_hears_only_its_own_retries():
    """Steps run on several threads at once, web turns too: a listener belongs to the thread that set it."""
    heard_by: dict[str, list] = {"a": [], "b": []}
    ready = threading.Barrier(2)

    def work(name: str) -> None:
        with reporting_to(lambda kind, data: heard_by[name].append(data["who"])):
            ready.wait(60)  # both listen at the same time
            report(EventName.RETRY, {"who": name})

    threads = [threading.Thread(target=work, args=(name,)) for name in heard_by]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    report(EventName.RETRY, {"who": "nobody"})  # no listener here: nothing happens
    assert heard_by == {"a": ["a"], "b": ["b"]}


def test_the_progress_line_names_whose_request_is_retried():
    from toolkiln.cli.render import _progress_text

    planner = {
        "role": "planner",
        "model": "anthropic:m",
        "retry": 1,
        "max_retries": 3,
        "delay_s": 2,
        "reason": "429 rate limited",
    }
    assert (
        _progress_text(EventName.RETRY, planner, "", "")
        == "planning (anthropic:m) · retry 1/3 in 2.0 s (429 rate limited)"
    )
    generator = {**planner, "role": "generator", "model": "openai:g", "id": "s1", "tool": "slugify", "retry": 2}
    generator["reason"] = "529 overloaded"
    assert (
        _progress_text(EventName.RETRY, generator, "", "")
        == "writing slugify (openai:g) · retry 2/3 in 2.0 s (529 overloaded)"
    )


# -- a turn carries them as events: the planner's, and the generator's with its step ----------


def test_a_turn_reports_the_planners_and_the_generators_retries(monkeypatch, toolkiln_home):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        fake.queue_error(429, "slow down").queue_tool_call("submit_plan", PLAN_REVERSE)
        fake.queue_error(529, "overloaded").queue_tool_call("submit_tool", {"name": "reverse_text", "source": REVERSED})
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        settings = {"planner": "openai:p", "generator": "openai:g", "retry_backoff_s": 0.001}
        seen, listener = heard()
        with toolkiln.open(toolkiln_home, **settings) as kiln:
            turn = kiln.run(REVERSE, on_event=listener).to_json()
    assert turn["steps"][0]["result"] == {"reversed": "cba"}
    retries = [
        (data.get("id"), data.get("tool"), data["model"], data["reason"]) for kind, data in seen if kind == "retry"
    ]
    assert retries == [
        (None, None, "openai:p", "429 rate limited"),
        ("s1", "reverse_text", "openai:g", "529 overloaded"),
    ]
    kinds = [kind for kind, _ in seen]
    assert kinds.index("retry") == kinds.index("planning") + 1  # after the planner was asked, before its plan
    assert "retry" not in json.dumps(turn)  # the run --json object is what it always was


# -- the command: on a terminal the progress line says so; anywhere else nothing does ----------


def _env(home, **extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TOOLKILN_", "ANTHROPIC_", "OPENAI_"))}
    return {**env, "TOOLKILN_HOME": str(home), **extra}


@pytest.mark.parametrize("backend", ["openai", "anthropic"])
def test_a_terminal_shows_the_retry_on_the_progress_line(backend, toolkiln_home, monkeypatch):
    clear_model_env(monkeypatch)
    fake = (FakeOpenAI if backend == "openai" else FakeAnthropic)().start()
    shown = threading.Event()
    try:
        status, reason = (429, "429 rate limited") if backend == "openai" else (529, "529 overloaded")
        fake.queue_error(status, "not now", headers={"retry-after": "1"})
        # The retried request is answered only once the line was seen: a loaded machine may draw late.
        fake.queue_handler(lambda body: shown.wait(120) and fake.tool_call_reply("submit_plan", REFUSAL))
        for name, value in _model_env(backend, fake.url).items():
            monkeypatch.setenv(name, value)
        term = Terminal(toolkiln_home, "run", "--planner", f"{backend}:m", "read the page")
        try:
            term.expect(f"planning ({backend}:m) · retry 1/3 in 1.0 s ({reason})")
        finally:
            shown.set()
        term.expect("Refused")
        assert term.finish() == 0
    finally:
        fake.stop()


def _model_env(backend: str, url: str) -> dict:
    if backend == "openai":
        return {"OPENAI_BASE_URL": url, "OPENAI_API_KEY": "test-key-not-secret"}
    return {"ANTHROPIC_BASE_URL": url, "ANTHROPIC_API_KEY": "test-key-not-secret"}


@pytest.mark.parametrize("as_json", [False, True])
def test_without_a_terminal_a_retry_prints_nothing(as_json, toolkiln_home):
    with FakeOpenAI() as fake:
        fake.queue_error(429, "slow down", headers={"retry-after": "0.05"}).queue_tool_call("submit_plan", REFUSAL)
        command = [sys.executable, "-m", "toolkiln", "run", "--planner", "openai:m", "read the page"]
        env = _env(toolkiln_home, **_model_env("openai", fake.url))
        done = subprocess.run(command + ["--json"] * as_json, capture_output=True, text=True, env=env, timeout=120)
        assert len(fake.requests) == 2  # it was retried
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "retry" not in done.stdout and "429" not in done.stdout
    if as_json:
        turn = json.loads(done.stdout)
        assert turn["outcome"] == "refuse" and set(turn) >= {"outcome", "reasoning", "message", "steps", "usage"}
    else:
        assert "Refused" in done.stdout


def test_the_web_stream_carries_the_retry_to_the_page(tmp_path):
    """``toolkiln serve``'s live events (what the page's turn view draws) include the retry, in order."""
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")
    from fakes.toolkiln_server import running_server

    with FakeOpenAI() as fake:
        fake.queue_error(429, "slow down", headers={"retry-after": "0.05"}).queue_tool_call("submit_plan", REFUSAL)
        env = {**_model_env("openai", fake.url), "TOOLKILN_PLANNER": "openai:web-model"}
        with (
            running_server(tmp_path / "home", env=env) as server,
            httpx.Client(base_url=server.url, timeout=120) as client,
        ):
            answer = client.post("/api/turns/stream", json={"message": "read the page", "session": "web"})
    events = [block.split("\n", 1) for block in answer.text.strip().split("\n\n")]
    kinds = [head.removeprefix("event: ") for head, _ in events]
    assert kinds == ["started", "planning", "retry", "planned", "turn"]
    retry = json.loads(events[2][1].removeprefix("data: "))
    assert (retry["model"], retry["retry"], retry["reason"]) == ("openai:web-model", 1, "429 rate limited")
