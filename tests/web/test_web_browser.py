"""The web pages in a real browser: Chromium driven by Playwright against ``toolkiln serve`` on loopback.

Playwright cannot download its own browsers here, so the tests use the system's
Chromium (Debian's ``chromium`` package; ``.ci/run`` installs it). They skip,
saying why, only when the web extra, Playwright or a Chromium binary is missing. The chat and
tool page screenshots in ``docs/`` are taken by these tests
(``TOOLKILN_UPDATE_SCREENSHOTS=1`` writes them there).
"""

from __future__ import annotations

import os
import re
import shutil
import threading
from pathlib import Path

import pytest

from fakes.registries import resealed_home
from fakes.toolkiln_server import running_server

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")
sync_api = pytest.importorskip("playwright.sync_api", reason="the Python package playwright is not installed")

CHROMIUM = os.environ.get("TOOLKILN_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if not CHROMIUM:
    pytest.skip("no Chromium binary (apt-get install chromium, or set TOOLKILN_CHROMIUM)", allow_module_level=True)

DOCS = Path(__file__).resolve().parents[2] / "docs"
UPDATE_SCREENSHOTS = os.environ.get("TOOLKILN_UPDATE_SCREENSHOTS") == "1"
"""Write the README's screenshots into docs/; otherwise they are taken into the test's own folder."""


def screenshot_path(tmp_path: Path, name: str) -> str:
    return str((DOCS if UPDATE_SCREENSHOTS else tmp_path) / name)


ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TURN_TIMEOUT_MS = 60_000


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 760})
    page = context.new_page()
    page.dialogs = []  # every prompt, confirm or alert the page opened
    page.answers = []  # what to answer the next prompts and confirms with; none: dismiss

    def on_dialog(dialog):
        page.dialogs.append(dialog.message)
        if page.answers:
            dialog.accept(page.answers.pop(0))
        else:
            dialog.dismiss()

    page.on("dialog", on_dialog)
    page.console_errors = []
    page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
    yield page
    context.close()


def send(page, message: str):
    """Type ``message`` into the chat, send it, and return the finished turn's element."""
    done_before = page.locator("#messages > .turn:not(.live)").count()
    page.fill("#message", message)
    page.click("#send")
    finished = page.locator("#messages > .turn:not(.live)").nth(done_before)
    finished.wait_for(timeout=TURN_TIMEOUT_MS)
    return finished


def steps(turn) -> list[tuple[str, str, str]]:
    """(origin badge, tool, result or error text) per step of a finished turn."""
    out = []
    for step in turn.locator("li.step").all():
        body = step.locator(".step-body").inner_text()
        out.append((step.locator(".badge").first.inner_text(), step.locator(".tool").first.inner_text(), body))
    return out


def test_the_readme_chat_with_badges_and_results(tmp_path, page):
    """The four turns of the README: generated, then reused, then two generated steps, then a refusal."""
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        first = send(page, "Convert 30 degrees Celsius to Fahrenheit")
        assert steps(first) == [
            (
                "generated",
                "celsius_to_fahrenheit@1",
                '→ {"fahrenheit": 86.0}\ncheck passed — abs(result["fahrenheit"] - 86.0) < 1e-6',
            )
        ]
        second = send(page, "Rechne 30 Grad Celsius in Fahrenheit um")
        assert [s[:2] for s in steps(second)] == [("reused", "celsius_to_fahrenheit@1")]
        assert '{"fahrenheit": 86.0}' in steps(second)[0][2]
        third = send(page, 'Zähle die Wörter in „Hallo Welt aus Elixir" und mach einen Slug daraus')
        shown = steps(third)
        assert [s[:2] for s in shown] == [("generated", "count_words@1"), ("generated", "slugify@1")]
        assert '{"words": 4}' in shown[0][2] and '{"slug": "hallo-welt-aus-elixir"}' in shown[1][2]
        fourth = send(page, "Lies die Seite mit der URL https://jido.run/ und gib den title oder den h1 aus")
        assert fourth.locator(".refusal").inner_text().startswith("Refused: tools may not reach the network")
        assert page.console_errors == []
        page.set_viewport_size({"width": 1100, "height": 1060})  # the whole conversation in the picture
        page.screenshot(path=screenshot_path(tmp_path, "web-chat.png"))

        # A reload shows the same conversation, read back from the session.
        page.reload()
        page.wait_for_selector("#messages > .turn")
        assert page.locator("#messages > .turn").count() == 4
        assert page.locator("#messages .badge[data-origin=reused]").count() == 1


def test_a_clarifying_question_is_answered_by_clicking_an_option(tmp_path, page):
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        asked = send(page, "convert 30 degrees")
        options = asked.locator("button.option")
        assert options.count() == 6
        assert "or answer in your own words" in asked.locator(".hint").inner_text()
        options.filter(has_text="30 °C to Fahrenheit").click()
        answered = page.locator("#messages > .turn:not(.live)").nth(1)
        answered.wait_for(timeout=TURN_TIMEOUT_MS)
        assert steps(answered)[0][:2] == ("generated", "celsius_to_fahrenheit@1")
        assert '{"fahrenheit": 86.0}' in steps(answered)[0][2]


def test_a_pending_tool_is_approved_on_its_page(tmp_path, page):
    """With manual approval the step waits; approving on the tool's page lets the next turn run it."""
    with running_server(tmp_path / "home", "--approval", "manual") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        waiting = send(page, "Convert 30 degrees Celsius to Fahrenheit")
        assert "waiting for approval" in waiting.locator(".pending").inner_text()
        waiting.locator("a.tool").click()
        page.wait_for_selector(".review")
        assert page.locator("h1 .status").inner_text() == "pending"
        assert (
            "verified: the source matches, the row is signed, the gate passes"
            in page.locator(".provenance").inner_text()
        )
        assert page.locator(".source .hl .k").count() > 0  # highlighted: keywords carry Pygments classes
        page.click("button[data-action=approve]")
        page.wait_for_selector("h1 .status-active")
        page.screenshot(path=screenshot_path(tmp_path, "web-tool.png"))

        page.goto(server.url)
        page.wait_for_selector("#messages > .turn")  # the session's earlier turn, read back, before counting
        ran = send(page, "Convert 30 degrees Celsius to Fahrenheit")
        assert steps(ran)[0][:2] == ("reused", "celsius_to_fahrenheit@1")


def test_a_resealed_tool_page_says_who_resealed_it_and_when(tmp_path, page):
    """After a lost key, ``tools reseal`` signs rows again; the tool page shows the mark as ``tools show`` does."""
    resealed_home(tmp_path / "home", by="ada")
    with running_server(tmp_path / "home") as server:
        page.goto(server.url + "tools/double")
        page.wait_for_selector(".provenance")
        row = page.locator(".provenance tr.resealed")
        assert row.locator("th").inner_text() == "resealed"
        assert re.fullmatch(r"by ada on \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00", row.locator("td").inner_text())
        assert (
            "verified: the source matches, the row is signed, the gate passes"
            in page.locator(".provenance").inner_text()
        )
        reason = page.locator(".versions tbody tr").first.locator("td").last.inner_text()
        assert reason == "resealed " + row.locator("td").inner_text()
        page.goto(server.url + "tools/triple")
        page.wait_for_selector(".provenance")
        assert page.locator(".provenance tr.resealed").count() == 0
        assert page.console_errors == []


def test_model_written_text_is_shown_and_never_run(tmp_path, page):
    """A result, a message and params holding HTML show as text: no element is made, no script runs."""
    payload = "<img src=x onerror=alert(1)>"
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        turn = send(page, f"reverse the text '{payload[::-1]}'")
        assert steps(turn)[0][2].startswith(f'→ {{"reversed": "{payload}"}}')
        send(page, f"count the words in '{payload}'")
        assert page.locator("#messages img").count() == 0
        assert payload in page.locator("#messages").inner_text()
        for address in ("log", "tools/reverse_text", "tools?q=reverse"):
            page.goto(server.url + address)
            assert page.locator("main img").count() == 0
        page.goto(server.url + "log")
        assert payload in page.locator("main").inner_text()
        assert page.dialogs == []


PROBE = """(events) => {
    const box = document.createElement("div");
    box.id = "probe";
    document.querySelector("#messages").append(box);
    const onEvent = turnView.live(box, null);
    for (const [kind, data] of events) onEvent(kind, data);
    return box.innerText;
}"""


def test_the_step_component_draws_refusals_hand_backs_and_nested_child_turns(tmp_path, page):
    """Events the mock backends never send (a refused source, a hand-back, a delegated step) drawn by the page's code."""
    refused = {
        "id": "s1",
        "tool": "double",
        "attempt": 1,
        "stage": "gate",
        "errors": [{"line": 1, "message": "import of 'os' is not allowed"}],
    }
    child_step = {
        "id": "s1",
        "tool": "slugify",
        "origin": "reused",
        "version": 2,
        "params": {"text": "A b"},
        "status": "ok",
        "result": {"slug": "a-b"},
        "executed_on": "local",
        "elapsed_ms": 3.0,
    }
    child = {"outcome": "plan", "reasoning": "", "message": None, "steps": [child_step], "usage": {}, "elapsed_ms": 5.0}
    steps_done = [
        {
            "id": "s1",
            "tool": "double",
            "origin": "generated",
            "version": 1,
            "params": {"x": 2},
            "status": "ok",
            "result": {"value": 4.0},
            "check": "result['value'] == 4",
            "check_status": "passed",
            "attempts": 2,
            "executed_on": "10.0.0.7/5f0c1a2b3d4e",
            "elapsed_ms": 9.5,
        },
        {
            "id": "s2",
            "tool": "fetch_title",
            "origin": "generated",
            "params": {},
            "status": "error",
            "error": "the generator handed fetch_title back",
            "hand_back": {"what_is_needed": "network access", "what_i_established": "the page must be fetched"},
            "elapsed_ms": 1.0,
        },
        {
            "id": "s3",
            "tool": "writer",
            "origin": "agent",
            "params": {"prompt": "slug it"},
            "status": "ok",
            "result": {"status": "done"},
            "child": child,
            "elapsed_ms": 7.0,
        },
    ]
    planned = {
        "outcome": "plan",
        "steps": [{"id": s["id"], "tool": s["tool"], "description": "", "params": s["params"]} for s in steps_done],
    }
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        text = page.evaluate(
            PROBE,
            [
                ["planned", planned],
                ["writing", {"id": "s1", "tool": "double", "attempt": 1, "max_attempts": 3}],
                ["refused", refused],
            ],
        )
        assert "writing double (attempt 1 of 3)" in text
        assert "attempt 1 refused at the gate: line 1: import of 'os' is not allowed" in text
        page.evaluate("() => document.getElementById('probe').remove()")
        turn = {
            "outcome": "plan",
            "reasoning": "",
            "message": None,
            "steps": steps_done,
            "usage": {},
            "elapsed_ms": 20.0,
        }
        events = [
            ["planned", planned],
            ["refused", refused],
            *[["step_done", {"id": s["id"], "step": s}] for s in steps_done],
            ["turn", turn],
        ]
        text = page.evaluate(PROBE, events)
        assert "attempt 1 refused at the gate" in text  # the complaint stays with the finished step
        assert "handed back: needs network access; established the page must be fetched" in text
        assert page.locator("#probe li.step").count() == 4  # three steps and the child's one
        child_box = page.locator("#probe details.child")
        child_box.locator("summary").click()
        assert child_box.locator(".badge").first.inner_text() == "reused"
        assert "slugify@2" in child_box.inner_text() and '{"slug": "a-b"}' in child_box.inner_text()
        assert page.locator("#probe .badge[data-origin=agent]").count() == 1
        # where a step ran, on its line when that was a Ray node; the local pool says nothing
        assert page.locator("#probe .executed-on").all_inner_texts() == ["on 10.0.0.7/5f0c1a2b3d4e"]


def test_chats_are_made_switched_renamed_and_deleted(tmp_path, page):
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        send(page, "Convert 30 degrees Celsius to Fahrenheit")
        page.click("#new-session")
        page.locator("#session-list a[data-session=chat-2]").wait_for()
        assert page.inner_text("#session-title") == "chat-2" and page.locator("#messages > *").count() == 0
        page.answers.append("temperatures")
        page.click("#session-list a[data-session=chat-1]")
        page.wait_for_selector("#messages > .turn")
        page.click("#rename-session")
        page.locator("#session-list a[data-session=temperatures]").wait_for()
        assert page.inner_text("#session-title") == "temperatures"
        assert page.dialogs[-1].startswith("New name for this chat")
        names = page.locator("#session-list .name").all_inner_texts()
        assert sorted(names) == ["chat-2", "temperatures"]
        page.reload()  # the address keeps the session
        page.wait_for_selector("#messages > .turn")
        assert page.inner_text("#session-title") == "temperatures"
        page.answers.append("")  # a confirm accepted
        page.click("#delete-session")
        page.locator("#session-list a[data-session=temperatures]").wait_for(state="detached")
        assert page.locator("#session-list .name").all_inner_texts() == ["chat-2"]
        assert "temperatures" not in [s.name for s in (tmp_path / "home" / "sessions").iterdir()]


def test_a_retried_request_shows_its_wait_as_sent(tmp_path, page):
    """The live turn names the retry; a wait the server wrote as 1.0 reads "1.0 s" (a float kept as sent
    is an object on the page, and text built from it must use its source, not "[object Object]")."""
    from fakes.openai_server import FakeOpenAI

    refusal = {"reasoning": "nothing to do", "outcome": "refuse", "refusal": "no network; paste the page"}
    seen = threading.Event()
    with FakeOpenAI() as fake:
        fake.queue_error(429, "slow down", headers={"retry-after": "1"})
        # The retried request is answered only once the page has shown the wait: a loaded machine may draw late.
        fake.queue_handler(lambda body: seen.wait(120) and fake.tool_call_body("submit_plan", refusal))
        env = {"OPENAI_BASE_URL": fake.url, "OPENAI_API_KEY": "test-key-not-secret", "TOOLKILN_PLANNER": "openai:m"}
        with running_server(tmp_path / "home", env=env) as server:
            page.goto(server.url)
            page.wait_for_selector("#session-list li")
            page.fill("#message", "what is the title of https://example.com?")
            page.click("#send")
            notice = page.locator("#messages .turn.live", has_text="retry 1/")
            try:
                notice.wait_for(timeout=TURN_TIMEOUT_MS)
                said = notice.inner_text()
            finally:
                seen.set()
            page.locator("#messages > .turn:not(.live)").first.wait_for(timeout=TURN_TIMEOUT_MS)
    assert "openai:m · retry 1/3 in 1.0 s (429 rate limited)" in said, said
    assert not page.console_errors


def test_a_damaged_session_line_stays_named_after_the_next_message(tmp_path, page):
    """Opening the chat names the damaged line; the next turn skips it again and says so, the note stays."""
    with running_server(tmp_path / "home") as server:
        page.goto(server.url)
        page.wait_for_selector("#session-list li")
        send(page, "calculate 2 + 3")
        path = tmp_path / "home" / "sessions" / f"{page.inner_text('#session-title')}.jsonl"
        with open(path, "ab") as fh:
            fh.write(b"[1]\n")
        expected = (
            f"session file {path} line 3 holds a list where an object belongs; it was skipped and is kept as it is: "
            "mend or delete that line by hand to bring its message back"
        )
        page.reload()
        problem = page.locator("#problem")
        problem.wait_for()
        assert problem.inner_text() == expected
        send(page, "calculate 7 * 6")
        assert problem.is_visible() and problem.inner_text() == expected
        assert page.console_errors == []
