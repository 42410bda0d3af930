"""Signing in, signing out and the users page in Debian's Chromium through Playwright, on a phone and a desktop.

A server whose store has users sends a browser to ``/login``; the form signs it in
and back to where it was going, the header names the user and their role, and
signing out ends it. The users page lists, adds (its token shown once, copied with a
button), gives a new token and removes after a confirmation, at 390×844 and
1280×900 without sideways scrolling. ``TOOLKILN_UPDATE_SCREENSHOTS=1`` writes
``login-*.png`` and ``users-*.png`` into ``docs/screenshots/``.
"""

from __future__ import annotations

import os
import subprocess
import sys

import httpx
import pytest
from test_web_browser import ARGS, CHROMIUM, sync_api
from test_web_screens import SIZES, SMALL_TARGETS, shoot, sideways

from fakes.toolkiln_server import running_server

expect = sync_api.expect


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def add_user(home, name: str, role: str) -> str:
    added = subprocess.run(
        [sys.executable, "-m", "toolkiln", "users", "add", name, "--role", role],
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return added.stdout.strip().splitlines()[-1]


@pytest.fixture
def team(tmp_path):
    """A home with an admin and a member, served."""
    home = tmp_path / "home"
    tokens = {"ann": add_user(home, "ann", "admin"), "mia": add_user(home, "mia", "member")}
    with running_server(home) as server:
        yield server, tokens


def works(server, token: str) -> int:
    return httpx.get(server.url + "api/tools", headers={"Authorization": f"Bearer {token}"}, timeout=60).status_code


def open_page(browser, size: str):
    context = browser.new_context(viewport=SIZES[size])
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    return context, context.new_page()


def sign_in(page, server, token: str, where: str = "") -> None:
    page.goto(server.url + where)
    page.locator("#token").wait_for()
    page.fill("#token", token)
    page.click("#sign-in")


@pytest.mark.parametrize("size", SIZES)
def test_a_browser_signs_in_where_it_was_going_and_signs_out(browser, team, size, tmp_path):
    server, tokens = team
    context, page = open_page(browser, size)
    with context:
        page.goto(server.url + "tools?q=words")
        expect(page).to_have_url(server.url + "login?next=%2Ftools%3Fq%3Dwords")
        expect(page.locator("#token")).to_be_focused()
        assert sideways(page) == 0 and page.locator("header nav").count() == 0
        if size == "phone":
            assert page.evaluate(SMALL_TARGETS) == []
        shoot(page, tmp_path, "login", size, full=False)
        page.fill("#token", "tk_wrong-token")
        with page.expect_response(lambda r: r.url.endswith("/login")) as answered:
            page.click("#sign-in")
        assert answered.value.status == 401
        expect(page.locator("#sign-in-problem")).to_have_text("That token is not (or no longer) valid here.")
        assert page.input_value("#token") == "" and "tk_wrong-token" not in page.content()

        page.fill("#token", tokens["mia"])
        page.click("#sign-in")
        expect(page).to_have_url(server.url + "tools?q=words")
        expect(page.locator("#viewer .viewer-name")).to_have_text("mia")
        assert page.get_attribute("#viewer", "title") == "signed in as mia, member"
        expect(page.locator("#viewer .viewer-role")).to_have_text("member")  # shown on a phone too
        if size == "phone":
            assert page.evaluate(SMALL_TARGETS) == []
        assert page.locator("header nav a[href='/users']").count() == 0  # not an admin
        assert sideways(page) == 0
        (cookie,) = [c for c in context.cookies() if c["name"] == "toolkiln_sign_in"]
        assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and not cookie["secure"]
        assert cookie["value"] != tokens["mia"]
        assert page.evaluate("document.cookie").find("toolkiln_sign_in") == -1  # no script can read it

        page.click("#sign-out")
        expect(page).to_have_url(server.url + "login")
        page.goto(server.url + "log")
        expect(page).to_have_url(server.url + "login?next=%2Flog")
        refused = httpx.get(server.url + "api/tools", cookies={"toolkiln_sign_in": cookie["value"]}, timeout=60)
        assert refused.status_code == 401  # the sign-in is gone from the store, not only from this browser


@pytest.mark.parametrize("size", SIZES)
def test_an_admin_adds_renews_and_removes_users_on_the_users_page(browser, team, size, tmp_path):
    server, tokens = team
    context, page = open_page(browser, size)
    with context:
        sign_in(page, server, tokens["ann"], "users")
        expect(page).to_have_url(server.url + "users")
        expect(page.locator("#user-rows tr")).to_have_count(2)
        assert page.locator("header nav a[href='/users'][aria-current]").count() == 1
        assert page.locator("#user-rows button.renew svg.i-key").count() == 2  # drawn, not a font's glyph

        page.fill("#new-name", "bob")
        page.select_option("#new-role", "reviewer")
        page.click("#add")
        expect(page.locator("#new-token")).to_be_visible()
        bob = page.input_value("#new-token-value")
        assert bob.startswith("tk_") and works(server, bob) == 200
        page.click("#copy-token")
        expect(page.locator("#copied")).to_be_visible()
        assert page.evaluate("navigator.clipboard.readText()") == bob
        expect(page.locator("#user-rows tr")).to_have_count(3)
        assert sideways(page) == 0
        if size == "phone":
            assert page.evaluate(SMALL_TARGETS) == []
        shoot(page, tmp_path, "users", size)
        page.click("#hide-token")
        expect(page.locator("#new-token")).to_be_hidden()

        page.locator("tr[data-user='mia'] button.renew").click()
        expect(page.locator("#new-token-for")).to_contain_text("A new token for mia")
        renewed = page.input_value("#new-token-value")
        assert works(server, tokens["mia"]) == 401 and works(server, renewed) == 200

        page.locator("tr[data-user='bob'] button.remove").click()
        expect(page.locator("#confirm-remove")).to_be_visible()
        page.click("#keep-user")
        expect(page.locator("#user-rows tr")).to_have_count(3)
        assert works(server, bob) == 200  # kept
        page.locator("tr[data-user='bob'] button.remove").click()
        page.click("#confirm-remove-button")
        expect(page.locator("#user-rows tr")).to_have_count(2)
        assert works(server, bob) == 401

        page.locator("tr[data-user='ann'] button.remove").click()
        page.click("#confirm-remove-button")
        expect(page.locator("#users-problem")).to_contain_text("ann is the last admin and cannot be removed")
        expect(page.locator("#user-rows tr")).to_have_count(2)


def test_a_member_gets_a_page_saying_the_users_page_needs_an_admin(browser, team):
    server, tokens = team
    context, page = open_page(browser, "desktop")
    with context:
        sign_in(page, server, tokens["mia"])
        with page.expect_response(lambda r: r.url.endswith("/users")) as answered:
            page.goto(server.url + "users")
        assert answered.value.status == 403
        expect(page.locator("p.problem")).to_have_text("managing users needs the admin role; mia is a member")
        expect(page.locator("#viewer .viewer-name")).to_have_text("mia")
