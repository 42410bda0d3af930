"""The web pages on a phone (390×844) and a desktop (1280×900), in Debian's Chromium through Playwright.

Every page fits its width (a table becomes stacked rows, a graph scales down), the
message box spans a phone, the chats hide behind a button there, touch targets
are at least 40 px; and the chat does what the CLI does: an agent picked, a
question answered once, a plan drawn as a graph, a turn run again once its tool
is approved. ``TOOLKILN_UPDATE_SCREENSHOTS=1`` writes each page's picture at both
sizes into ``docs/screenshots/``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from test_web_browser import ARGS, CHROMIUM, DOCS, TURN_TIMEOUT_MS, UPDATE_SCREENSHOTS, send, steps, sync_api

from fakes.samples import REVERSED, TEAM
from fakes.toolkiln_server import running_server

expect = sync_api.expect
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
CHAINED = "Convert 30 degrees Celsius to Fahrenheit and then to kelvin"
TOUCH_PX = 40


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def toolkiln_json(home, *args):
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    return json.loads(done.stdout)


def open_page(browser, size):
    context = browser.new_context(viewport=SIZES[size])
    page = context.new_page()
    page.console_errors = []
    page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
    return context, page


def shoot(page, tmp_path, name: str, size: str, *, full: bool = True) -> None:
    folder = DOCS / "screenshots" if UPDATE_SCREENSHOTS else tmp_path
    folder.mkdir(exist_ok=True)
    page.screenshot(path=str(folder / f"{name}-{size}.png"), full_page=full)


def sideways(page) -> int:
    """How far the page scrolls sideways (0: it fits its width)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


SMALL_TARGETS = """() => [...document.querySelectorAll('button, select, input, textarea, header nav a')]
    .filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
    .map((e) => [e.id || e.textContent.trim().slice(0, 30) || e.name || e.tagName, e.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.height < 40 || r.width < 40))
    .map(([name, r]) => `${name}: ${Math.round(r.width)}x${Math.round(r.height)}`)"""


@pytest.fixture(scope="module")
def stocked(tmp_path_factory):
    """A home with a chat of several turns (a chained plan, a question, a count), a tool written by hand."""
    home = tmp_path_factory.mktemp("screens") / "home"
    tool = home.parent / "reverse_text.py"
    tool.write_text(REVERSED, encoding="utf-8")
    subprocess.run(
        [sys.executable, "-m", "toolkiln", "tools", "add", str(tool), "--params", '{"text": "abc"}'],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        check=True,
        capture_output=True,
        timeout=120,
    )
    with running_server(home) as server:
        yield server


@pytest.mark.parametrize("size", SIZES)
def test_every_page_fits_its_width_and_a_phone_gets_the_whole_width_for_the_message(browser, stocked, size, tmp_path):
    context, page = open_page(browser, size)
    with context:
        page.goto(stocked.url)
        page.wait_for_selector("#session-list li", state="attached")
        expect(page.locator("#message")).to_be_focused()  # focus lands in the message box
        before = page.inner_text("#session-title")
        if size == "phone":
            page.click("#toggle-sessions")
        page.click("#new-session")  # each size its own new chat
        expect(page.locator("#session-title")).not_to_have_text(before)
        page.locator("#sessions").wait_for(state="hidden" if size == "phone" else "visible")  # the drawer closed
        expect(page.locator("#message")).to_be_focused()
        assert page.locator("#examples").is_visible()  # a new chat offers tasks to try
        shoot(page, tmp_path, "chat-new", size, full=False)
        for task in (CHAINED, "convert 30 degrees", "Count the words in 'the quick brown fox'"):
            send(page, task)
        page.locator("#messages .plan-graph svg.graph").wait_for()
        assert not page.locator("#examples").is_visible()
        assert page.inner_text("#info-planner") == "mock" and page.inner_text("#info-approval") == "auto"
        assert sideways(page) == 0
        width = page.locator("#message").bounding_box()["width"]
        if size == "phone":
            assert width >= 250
            assert not page.locator("#session-list").is_visible()  # the chats wait behind a button
            assert page.evaluate(SMALL_TARGETS) == []
            page.click("#toggle-sessions")
            page.locator("#session-list a[data-session]").first.wait_for(state="visible")
            expect(page.locator("#sessions")).to_have_css("transform", "none")  # slid in all the way
            shoot(page, tmp_path, "chat-sessions", size, full=False)
            page.click("#close-sessions")
            page.locator("#session-list").wait_for(state="hidden")
        else:
            assert page.locator("#session-list").is_visible() and not page.locator("#toggle-sessions").is_visible()
        page.locator("#messages .plan-graph").first.scroll_into_view_if_needed()
        shoot(page, tmp_path, "chat", size, full=False)

        turn = toolkiln_json(stocked.home, "log", "--json", "--search", "kelvin")[0]["id"]
        for name, address in (
            ("tools", "tools"),
            ("tools-search", "tools?q=how+many+words"),
            ("tool", "tools/celsius_to_fahrenheit"),
            ("tool-catalog", "tools/calculate"),
            ("usage", "usage"),
            ("log", "log"),
            ("log-turn", f"log/{turn}"),
            ("not-found", "tools/nothing_here"),
        ):
            if name == "not-found":  # its 404 is the one error the console may show
                assert page.console_errors == []
            page.goto(stocked.url + address)
            page.wait_for_load_state()
            assert sideways(page) == 0, address
            if size == "phone":
                assert page.evaluate(SMALL_TARGETS) == [], address
            shoot(page, tmp_path, name, size)


def test_a_chained_plan_is_drawn_as_a_graph_in_the_chat_and_icons_are_svg(browser, tmp_path):
    context, page = open_page(browser, "phone")
    with running_server(tmp_path / "home") as server, context:
        page.goto(server.url)
        page.wait_for_selector("#session-list li", state="attached")
        turn = send(page, CHAINED)
        graph = turn.locator(".plan-graph svg.graph")
        graph.wait_for()
        assert graph.locator("g.g-node").count() == 2 and graph.locator("g.g-edge-ref").count() == 1
        assert graph.locator("g.g-node.g-status-ok.g-origin-generated").count() == 2
        assert graph.bounding_box()["width"] <= PHONE["width"]
        assert turn.locator(".step .icon svg.i-ok").count() == 2  # drawn, not a font's glyph
        assert page.locator("#toggle-sessions svg.i-menu").is_visible()
        single = send(page, "Count the words in 'one two'")
        assert single.locator(".plan-graph").count() == 0  # one step: nothing to draw


def test_a_question_is_answered_once(browser, tmp_path):
    context, page = open_page(browser, "desktop")
    with running_server(tmp_path / "home") as server, context:
        page.goto(server.url)
        page.wait_for_selector("#session-list li", state="attached")
        asked = send(page, "convert 30 degrees")
        asked.locator("button.option", has_text="30 °C to Fahrenheit").click()
        page.locator("#messages > .turn:not(.live)").nth(1).wait_for(timeout=TURN_TIMEOUT_MS)
        assert asked.locator("button.option:enabled").count() == 0
        page.reload()
        page.locator("#messages > .turn").nth(1).wait_for()
        assert page.locator("#messages button.option").count() == 6
        assert page.locator("#messages button.option:enabled").count() == 0  # read back: still answered


@pytest.mark.parametrize("size", SIZES)
def test_an_agent_picked_runs_the_turn_and_the_header_names_its_models(browser, tmp_path, size):
    home = tmp_path / "home"
    home.mkdir()
    (home / "agents.toml").write_text(TEAM.format(models='planner = "mock"'), encoding="utf-8")
    context, page = open_page(browser, size)
    with running_server(home) as server, context:
        page.goto(server.url)
        page.wait_for_selector("#session-list li", state="attached")
        assert page.locator("#agent option").all_inner_texts() == ["— none —", "boss", "calc", "writer"]
        page.select_option("#agent", "boss")
        assert page.inner_text("#info-planner") == "mock"
        turn = send(page, "ask calc to calculate 2 + 3")
        head = turn.locator("li.step .step-head").first
        assert head.locator(".badge").inner_text() == "agent" and head.locator(".tool").inner_text() == "task"
        assert sideways(page) == 0
        logged = toolkiln_json(home, "log", "--json")
        assert [(t["record"].get("agent"), t["message"]) for t in logged] == [
            ("calc", "calculate 2 + 3"),
            ("boss", "ask calc to calculate 2 + 3"),
        ]


def test_the_tool_page_shows_its_tests_and_the_usage_page_its_calls(browser, stocked, tmp_path):
    """What the mock generator's tests were, and how often each version ran in the logged turns."""
    context, page = open_page(browser, "desktop")
    with context:
        page.goto(stocked.url + "tools/celsius_to_fahrenheit")
        expect(page.locator("#tests")).to_contain_text("Tests (5)")
        rows = page.locator("table.tests tbody tr")
        expect(rows).to_have_count(5)
        expect(rows.first).to_contain_text("passed at acceptance")
        page.goto(stocked.url + "usage")
        used = page.locator("table.stats").first
        expect(used).to_contain_text("celsius_to_fahrenheit")
        calls = toolkiln_json(stocked.home, "tools", "stats", "celsius_to_fahrenheit", "--json")[0]["calls"]
        assert calls >= 1
        expect(used.locator("td[data-label=calls]").first).to_have_text(str(calls))


@pytest.mark.parametrize("size", SIZES)
def test_the_origin_filter_and_search_on_the_tools_page_are_the_clis(browser, stocked, size):
    context, page = open_page(browser, size)
    with context:
        page.goto(stocked.url + "tools")
        page.select_option("select[name=origin]", "hand")
        page.click("form.filters button[type=submit]")
        page.wait_for_url("**origin=hand**")
        assert page.locator("table.tools tbody .badge").all_inner_texts() == ["hand"]
        page.fill("input[name=q]", "text statistics")
        page.select_option("select[name=origin]", "")
        page.click("form.filters button[type=submit]")
        page.wait_for_url("**q=text+statistics**")
        shown = page.locator("table.tools tbody td:first-child > a").all_inner_texts()
        searched = toolkiln_json(stocked.home, "tools", "search", "--limit", "20", "--json", "text statistics")
        assert shown == [entry["name"] for entry in searched]
        assert sideways(page) == 0


@pytest.mark.parametrize("size", SIZES)
def test_run_again_once_the_pending_tool_is_approved(browser, tmp_path, size):
    context, page = open_page(browser, size)
    with running_server(tmp_path / "home", "--approval", "manual") as server, context:
        page.goto(server.url)
        page.wait_for_selector("#session-list li", state="attached")
        waiting = send(page, "reverse the text 'abc'")
        assert waiting.locator(".step .icon svg.i-pending").count() == 1
        assert waiting.locator(".rerun button.run-again").is_disabled()
        page.goto(server.url + "tools/reverse_text")
        page.click("button[data-action=approve]")
        page.wait_for_selector("h1 .status-active")
        page.goto(server.url)
        again = page.locator("#messages .rerun-ready button.run-again")
        again.wait_for()
        shoot(page, tmp_path, "chat-run-again", size, full=False)
        again.click()
        ran = page.locator("#messages > .turn:not(.live)").nth(1)
        ran.wait_for(timeout=TURN_TIMEOUT_MS)
        assert steps(ran)[0][:2] == ("reused", "reverse_text@1") and '{"reversed": "cba"}' in steps(ran)[0][2]
        page.reload()
        page.locator("#messages > .turn").nth(1).wait_for()
        assert page.locator("#messages .rerun-resumed").count() == 1
        assert page.locator("#messages button.run-again").count() == 0
        assert page.console_errors == []
