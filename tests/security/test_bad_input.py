"""Bad input as a new user or a careless script meets it: one clear line, the documented exit code, no traceback.

Each test goes through a real surface (the ``toolkiln`` command in a subprocess
where what reaches stderr matters, click's runner otherwise, a real SQLite home,
a fake model server on loopback) with input that once ended in a traceback, a
misleading message or a wrong exit code.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, clear_model_env
from toolkiln.cli.main import main


def toolkiln(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """The command in a subprocess, as a user runs it (TOOLKILN_HOME is the test's own)."""
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def assert_one_line(done: subprocess.CompletedProcess, code: int, *words: str) -> str:
    """Exit ``code``, and stderr is one ``toolkiln: error:`` line holding ``words``; returns the line."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode == code, (done.returncode, done.stderr)
    assert len(lines) == 1 and lines[0].startswith("toolkiln: error: "), done.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def anthropic_env(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
        monkeypatch.setenv("TOOLKILN_MAX_RETRIES", "0")
        yield fake


MODELS = ("--planner", "anthropic:claude-test", "--generator", "anthropic:claude-test")

# -- model answers ------------------------------------------------------------------


@pytest.mark.parametrize("tool_input", [[], "a plan"])
def test_a_tool_input_that_is_no_object_is_one_line_on_stderr(tool_input, anthropic_env):
    """It goes back to the model once, then fails in one line: no pydantic serializer warning around it."""
    anthropic_env.queue_tool_call("submit_plan", tool_input)
    anthropic_env.queue_tool_call("submit_plan", tool_input)
    done = toolkiln("run", *MODELS, "convert 30 C to F")
    assert_one_line(done, 1, "not a JSON object")


# -- what a terminal shows -------------------------------------------------------------


def test_a_models_words_are_shown_without_richs_highlighter():
    """Rich's highlighter once took 49 s over a 50,000-character reasoning (its patterns are quadratic
    in a long word); every line of a turn is now printed without it, so a number or a path in a
    model's text keeps the colour of its line."""
    import io

    from rich.console import Console

    from toolkiln.cli.render import render_turn

    out = io.StringIO()
    console = Console(file=out, force_terminal=True, color_system="truecolor", width=200)
    turn = {
        "outcome": "refuse",
        "reasoning": "step 30 of /etc/x took True",
        "message": "no: 127.0.0.1 and 42",
        "steps": [],
        "usage": {},
        "elapsed_ms": 1.0,
    }
    render_turn(console, turn)
    shown = out.getvalue()
    assert "step 30 of /etc/x took True" in shown and "no: 127.0.0.1 and 42" in shown


# -- numbers: versions, turn ids, counts --------------------------------------------------

BEYOND_SQLITE = "9" * 23
"""A whole number larger than SQLite's largest integer: SQLite raised OverflowError for it."""


@pytest.mark.parametrize(
    "args",
    [
        ["log", "show", BEYOND_SQLITE],
        ["log", "--limit", BEYOND_SQLITE],
        ["resume", BEYOND_SQLITE],
        ["tools", "search", "celsius", "--limit", BEYOND_SQLITE],
    ],
    ids=["log-show", "log-limit", "resume", "search-limit"],
)
def test_a_number_beyond_sqlites_integers_is_a_usage_error(args):
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, (result.output, result.exception)
    assert result.stderr.startswith("toolkiln: error: ") and result.stderr.count("\n") == 1, result.stderr
    assert "larger than any the registry can hold" in result.stderr


@pytest.mark.parametrize("command", ["show", "approve"])
@pytest.mark.parametrize("version", ["\u00b2", "\u0663", BEYOND_SQLITE])
def test_a_version_that_is_no_short_ascii_number_is_a_usage_error(command, version):
    """``"²".isdigit()`` is True and ``int("²")`` a ValueError: the version was once read with both."""
    result = CliRunner().invoke(main, ["tools", command, f"celsius_to_fahrenheit@{version}"])
    assert result.exit_code == 2, (result.output, result.exception)
    assert "the version after @ must be a whole number from 1" in result.stderr


def test_a_superscript_is_no_answer_to_a_question():
    from toolkiln.store.sessions import answer_to_question

    question = {"options": ["Celsius", "Fahrenheit"], "allow_free_text": False}
    assert answer_to_question(question, "\u00b2") is None
    assert answer_to_question(question, "2") == "Fahrenheit"


def test_the_python_api_says_a_turn_id_is_too_large(tmp_path):
    import toolkiln
    from toolkiln.errors import UsageError

    with toolkiln.open(home=tmp_path / "kiln", warm=False, models=False) as kiln:
        with pytest.raises(UsageError, match="larger than any the registry can hold"):
            kiln.runlog.turn(10**30)


# -- the web API ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def web(tmp_path_factory):
    """A real ``toolkiln serve`` on loopback, with one generated tool in its registry."""
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")
    from fakes.toolkiln_server import running_server

    with running_server(tmp_path_factory.mktemp("web") / "home") as server:
        with httpx.Client(base_url=server.url, timeout=120) as client:
            made = client.post("/api/turns", json={"message": "Convert 30 degrees Celsius to Fahrenheit"})
            assert made.status_code == 200, made.text
            yield client


@pytest.mark.parametrize(
    "path, status",
    [
        ("/api/log?limit=\u00b2", 400),
        (f"/api/log?limit={'9' * 5000}", 400),
        ("/api/log/\u00b2", 404),
        (f"/api/log/{'9' * 5000}", 404),
        (f"/api/log/{BEYOND_SQLITE}", 404),
        (f"/api/tools/celsius_to_fahrenheit@{BEYOND_SQLITE}", 400),
        ("/api/tools/celsius_to_fahrenheit/diff?from=\u00b2", 400),
        (f"/api/tools/celsius_to_fahrenheit/diff?to={'9' * 5000}", 400),
    ],
    ids=[
        "limit-superscript",
        "limit-5000-digits",
        "turn-superscript",
        "turn-5000-digits",
        "turn-beyond-sqlite",
        "version-beyond-sqlite",
        "diff-superscript",
        "diff-5000-digits",
    ],
)
def test_a_number_in_a_url_that_is_no_short_ascii_number_is_a_client_error(web, path, status):
    """Each of these was a 500 (a ValueError or an OverflowError inside the handler)."""
    answer = web.get(path)
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["type"] != "InternalError" and "\n" not in error["message"]


# -- settings and flags with numbers no clock or database takes -----------------------------


@pytest.mark.parametrize(
    "variable, value, words",
    [
        ("TOOLKILN_MODEL_TIMEOUT_S", "nan", "must be a finite number"),
        ("TOOLKILN_MODEL_TIMEOUT_S", "inf", "must be a finite number"),
        ("TOOLKILN_MODEL_TIMEOUT_S", "1e300", "must be at most 86,400 seconds"),
        ("TOOLKILN_RETRY_BACKOFF_S", "nan", "must be a finite number"),
        ("TOOLKILN_RETRY_BACKOFF_S", "1e300", "must be at most 600 seconds"),
        ("TOOLKILN_TEMPERATURE", "NaN", "must be a finite number"),
        ("TOOLKILN_SEARCH_K", BEYOND_SQLITE, "must be at most 9223372036854775807"),
    ],
)
def test_a_setting_no_clock_or_database_takes_is_refused_at_start(variable, value, words, monkeypatch):
    """NaN passed every bound; inf, 1e300 and 23 digits failed later, inside httpx, time.sleep or SQLite."""
    monkeypatch.setenv(variable, value)
    result = CliRunner().invoke(main, ["config", "--json"])
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "ConfigError" and words in error["message"] and variable in error["message"]


def test_a_setting_from_config_toml_that_is_nan_names_the_file(toolkiln_home):
    toolkiln_home.mkdir(parents=True)
    (toolkiln_home / "config.toml").write_text("model_timeout_s = nan\n")
    result = CliRunner().invoke(main, ["config"])
    assert result.exit_code == 2 and "must be a finite number" in result.stderr and "config.toml" in result.stderr


@pytest.mark.parametrize("timeout", ["nan", "inf", "1e300", "0", "-1"])
def test_vet_timeout_that_is_no_sensible_number_is_a_usage_error(timeout, tmp_path):
    """nan, inf and 1e300 once reached the worker's poll (ValueError, OverflowError)."""
    tool = tmp_path / "double.py"
    tool.write_text("def double(x: int = 2) -> dict:\n    return {'x': x * 2}\n")
    result = CliRunner().invoke(main, ["vet", "--timeout", timeout, str(tool)])
    assert result.exit_code == 2, (result.output, result.exception)
    assert "--timeout must be a positive number of seconds" in result.stderr


def test_many_retries_never_overflow_the_backoff():
    """The backoff doubles each retry; past about 1,000 doublings 2**n no longer fits a float."""
    from toolkiln.errors import ModelUnavailable
    from toolkiln.models.llm import ModelParams
    from toolkiln.models.llm.transport import MAX_BACKOFF_S, ErrorContext, Failure, Provider, send_with_retries

    class Overloaded(Exception):
        pass

    waits: list[float] = []
    context = ErrorContext(Provider("openai", "http://127.0.0.1:9"), "m", "planner", 1.0)

    def send():
        raise Overloaded()

    with pytest.raises(ModelUnavailable, match="after 1100 retries"):
        send_with_retries(
            send,
            lambda exc: Failure("status", 529, "overloaded"),
            params=ModelParams(max_retries=1100, backoff_s=0.5),
            context=context,
            sleep=waits.append,
        )
    assert len(waits) == 1100 and max(waits) == MAX_BACKOFF_S and waits[0] == 0.5


# -- text that is not UTF-8, and empty names --------------------------------------------------


def toolkiln_bytes(*args: bytes) -> subprocess.CompletedProcess:
    """The command with arguments as raw bytes, as a shell passes a file name or a paste that is not UTF-8."""
    return subprocess.run(
        [os.fsencode(sys.executable), b"-m", b"toolkiln", *args],
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_a_task_that_is_not_utf8_is_refused_before_the_planner_and_logs_nothing():
    """It once ran the whole turn, then failed to log it with a RegistryError (exit 1)."""
    done = toolkiln_bytes(b"run", b"convert 30 C to F \xff")
    assert_one_line(done, 2, "the task holds characters that are not valid Unicode")
    assert json.loads(toolkiln("log", "--json").stdout) == []


@pytest.mark.parametrize(
    "args",
    [(b"tools", b"show", b"calc\xff"), (b"log", b"--search", b"\xff"), (b"tools", b"run", b"calc\xff")],
    ids=["tools-show", "log-search", "tools-run"],
)
def test_a_name_or_search_text_that_is_not_utf8_is_a_usage_error(args):
    """SQLite once raised UnicodeEncodeError on these, as a traceback."""
    assert_one_line(toolkiln_bytes(*args), 2, "not valid Unicode")


@pytest.mark.parametrize(
    "args",
    [["--home", "", "tools", "list"], ["tools", "list", "--home", ""], ["run", "--record", "", "x"]],
    ids=["home-before", "home-after", "record"],
)
def test_an_empty_path_flag_is_refused_not_taken_as_the_current_folder(args):
    """``Path("")`` is ``.``: ``--home "$UNSET"`` once made the current folder the home."""
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and "is empty" in result.stderr, result.output


@pytest.mark.parametrize("command", ["run", "chat"])
def test_an_empty_session_name_is_refused_not_ignored(command):
    """``run --session ""`` once ran without the history, as if no session were named."""
    result = CliRunner().invoke(main, [command, "--session", "", "convert 30 C to F"][: 3 if command == "chat" else 4])
    assert result.exit_code == 2, result.output
    assert "session name is empty; give a name" in result.stderr


# -- the Python API ---------------------------------------------------------------------------


@pytest.fixture
def kiln(tmp_path):
    import toolkiln

    with toolkiln.open(home=tmp_path / "kiln", warm=False) as opened:
        yield opened


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda k: k.run(5), "message must be str, not int"),
        (lambda k: k.run(b"convert 30 C to F"), "message must be str, not bytes"),
        (lambda k: k.run("x", session=5), "session must be str or None, not int"),
        (lambda k: k.run("x", agent=["boss"]), "agent must be str or None, not list"),
        (lambda k: k.run("x", on_event="print"), "on_event must be a callable, not str"),
        (lambda k: k.call(5), "name must be str, not int"),
        (lambda k: k.call_tool(None, {}), "name must be str, not NoneType"),
        (lambda k: k.add_tool(5, "x"), "source must be str, not int"),
        (lambda k: k.add_tool("def x() -> dict:\n    return {}\n", 5), "name must be str, not int"),
        (lambda k: k.resume("7"), "turn_id must be int or None, not str"),
        (lambda k: k.resume(True), "turn_id must be int or None, not bool"),
    ],
)
def test_an_argument_of_the_wrong_type_is_a_type_error_naming_it(kiln, call, words):
    """Python's convention, as the README says; these were AttributeErrors, ValueErrors or
    a ToolNotFound for the name ``5``."""
    with pytest.raises(TypeError) as raised:
        call(kiln)
    assert str(raised.value) == words
    assert kiln.runlog.turns() == []


def test_the_python_api_refuses_text_that_is_not_utf8_before_anything_runs(kiln):
    from toolkiln.errors import UsageError

    with pytest.raises(UsageError, match="the task holds characters that are not valid Unicode"):
        kiln.run("convert 30 C to F \udcff")
    with pytest.raises(UsageError, match="the source of 'shout' holds characters that are not valid Unicode"):
        kiln.add_tool('def shout() -> dict:\n    return {"a": "\udcff"}\n', "shout")
    with pytest.raises(UsageError, match="not valid Unicode"):
        kiln.call("calc\udcff")
    assert kiln.runlog.turns() == [] and kiln.registry.list_tools() == []


@pytest.mark.parametrize("home, words", [("", "setting 'home' is empty"), (5, "setting 'home' must be a path")])
def test_open_with_a_home_that_is_no_path_is_a_config_error(home, words):
    """``home=""`` once opened the per-user default home, ``home=5`` raised Path's own TypeError."""
    import toolkiln
    from toolkiln.errors import ConfigError

    with pytest.raises(ConfigError, match=words):
        toolkiln.open(home=home)


# -- params a person types ------------------------------------------------------------------

DIGITS_5000 = "9" * 5000


@pytest.mark.parametrize(
    "args, words",
    [
        (["numbers=[1, NaN]"], "param 'numbers' holds NaN"),
        (["numbers=[1e999]"], "param 'numbers' holds a number too large for a float"),
        ([f"numbers=[{DIGITS_5000}]"], "param 'numbers' holds an integer of 5000 digits"),
        (["--params", f'{{"numbers": [{DIGITS_5000}]}}'], "--params holds an integer of 5000 digits"),
        (["--params", '{"numbers": ' + "[" * 5000 + "]" * 5000 + "}"], "--params nests"),
    ],
    ids=["nan", "1e999", "5000-digits", "params-5000-digits", "params-nested"],
)
def test_params_no_tool_can_take_are_a_usage_error(args, words):
    """5,000 digits and 5,000 levels were tracebacks (json.loads); NaN and 1e999 reached the call (exit 1)."""
    result = CliRunner().invoke(main, ["tools", "run", "statistics_summary", *args])
    assert result.exit_code == 2, (result.output, result.exception)
    assert result.stderr.count("\n") == 1 and words in result.stderr, result.stderr


def test_vet_params_with_nan_is_a_usage_error(tmp_path):
    tool = tmp_path / "double.py"
    tool.write_text("def double(x: float = 2.0) -> dict:\n    return {'x': x * 2}\n")
    result = CliRunner().invoke(main, ["vet", "--params", '{"x": NaN}', str(tool)])
    assert result.exit_code == 2 and "--params holds NaN" in result.stderr, result.output


@pytest.mark.parametrize(
    "value, words",
    [(10**400, "an integer of 401 digits"), (10**5000, "an integer of over 4,300 digits")],
    ids=["401", "5001"],
)
def test_an_int_too_large_for_a_float_param_is_a_param_type_error(kiln, value, words):
    """Widening it to float raised OverflowError; naming it in the message raised ValueError (repr of 5,000 digits)."""
    from toolkiln.errors import ParamTypeError

    with pytest.raises(ParamTypeError, match=f"param 'numbers\\[0\\]': {words} is too large for a float"):
        kiln.call("statistics_summary", numbers=[value])
    with pytest.raises(ParamTypeError, match=words):
        kiln.call("calculate", expression=value)


# -- files in the home that are no files --------------------------------------------------------


@pytest.mark.parametrize(
    "where, args, code",
    [
        ("agents.toml", ["agents", "list"], 2),
        ("config.toml", ["config"], 2),
        ("workflows/mine.toml", ["workflows", "list"], 2),
        ("registry.sqlite3", ["tools", "list"], 1),
    ],
)
def test_a_fifo_in_the_home_is_named_not_waited_on(where, args, code, toolkiln_home):
    """Opening a FIFO for reading waits for a writer: each of these commands once hung for ever."""
    fifo = toolkiln_home / where
    fifo.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(fifo)
    done = toolkiln(*args, timeout=90)
    assert_one_line(done, code, "a FIFO", str(fifo))


@pytest.mark.parametrize("where, args", [("agents.toml", ["run", "x"]), ("registry.sqlite3", ["log"])])
def test_a_folder_where_a_home_file_belongs_is_named_as_a_folder(where, args, toolkiln_home):
    """The registry's folder was reported as "cannot be written; make it writable", agents.toml's as a permission problem."""
    (toolkiln_home / where).mkdir(parents=True)
    result = CliRunner().invoke(main, args)
    assert result.exit_code in (1, 2) and "a folder, not a" in result.stderr, result.output
    assert "permission" not in result.stderr and "writable" not in result.stderr


@pytest.mark.parametrize(
    "path, body, words",
    [
        ("/api/turns", {"message": "Convert 40 degrees Celsius to Fahrenheit", "sesion": "s"}, "'sesion'"),
        ("/api/turns/stream", {"message": "Convert 40 degrees Celsius to Fahrenheit", "Session": "s"}, "'Session'"),
        ("/api/tools/celsius_to_fahrenheit/approve", {"reason": "fine"}, "it takes force"),
        ("/api/sessions", {"title": "mine"}, "it takes name"),
    ],
)
def test_a_field_the_request_does_not_take_is_refused_and_nothing_runs(web, path, body, words):
    """A misspelt ``session`` was dropped without a word: the turn ran without the session's history."""
    before = web.get("/api/log?limit=1000").json()
    answer = web.post(path, json=body)
    assert answer.status_code == 400, answer.text
    message = answer.json()["error"]["message"]
    assert message.startswith("unknown field") and words in message, message
    assert web.get("/api/log?limit=1000").json() == before


@pytest.mark.parametrize("command", [["run", "--json", "convert 30 C to F"], ["tools", "list", "--json"]])
def test_a_home_that_is_a_file_is_named_so_by_every_command(command, tmp_path, monkeypatch):
    """``run`` said "cannot be created (File exists)" where ``tools list`` said the home is a file."""
    in_the_way = tmp_path / "kiln"
    in_the_way.write_text("not a folder")
    monkeypatch.setenv("TOOLKILN_HOME", str(in_the_way))
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 2
    error = json.loads(result.stdout)["error"]
    assert f"({in_the_way} is a file)" in error["message"] and "File exists" not in error["message"]


@pytest.mark.parametrize("value", [float("nan"), float("inf"), float("-inf")], ids=["nan", "inf", "-inf"])
def test_a_float_param_no_json_number_carries_is_a_param_type_error(kiln, value):
    """It reached the worker's encoder, which refused it as a tool failure (ToolError, not ParamTypeError)."""
    from toolkiln.errors import ParamTypeError

    with pytest.raises(ParamTypeError, match=r"param 'numbers\[1\]': .* is not a number JSON can carry"):
        kiln.call("statistics_summary", numbers=[1.0, value])


@pytest.mark.parametrize(
    "key", ["sk-one\nsk-two", "sk one", "sk-\u043a\u043b\u044e\u0447"], ids=["newline", "space", "cyrillic"]
)
def test_an_api_key_no_server_takes_is_a_config_error_before_any_request(key, anthropic_env, monkeypatch):
    """A line break in the key was reported as "cannot reach URL … check ANTHROPIC_BASE_URL", after retries."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", key)
    result = CliRunner().invoke(main, ["run", "--json", *MODELS, "convert 30 C to F"])
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "ConfigError" and "ANTHROPIC_API_KEY holds" in error["message"]
    assert key not in error["message"] and anthropic_env.requests == []


def test_an_api_key_pasted_with_its_newline_is_sent_without_it(anthropic_env, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", " sk-pasted\n")
    anthropic_env.queue_tool_call("submit_plan", {"reasoning": "r", "outcome": "refuse", "refusal": "no"})
    result = CliRunner().invoke(main, ["run", "--json", *MODELS, "convert 30 C to F"])
    assert result.exit_code == 0, result.output
    headers = anthropic_env.headers[0]
    assert "sk-pasted" in headers.get("x-api-key", "") + headers.get("authorization", "")
    assert "\n" not in headers.get("x-api-key", "") + headers.get("authorization", "")
