"""The chat prompt as a person uses it (in a pseudo-terminal) and as a script feeds it (a pipe); sessions."""

import json
import re
import threading

import pytest
from click.testing import CliRunner

from fakes.terminal import Terminal
from toolkiln.cli.main import main

UP, ALT_ENTER, CTRL_C, CTRL_D = "\x1b[A", "\x1b\r", "\x03", "\x04"
PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"
C_TO_F = "convert 30 celsius to fahrenheit"


def logged_messages(home) -> list[str]:
    runner = CliRunner()
    result = runner.invoke(main, ["--home", str(home), "log", "--json", "-n", "100"])
    return [turn["message"] for turn in reversed(json.loads(result.output))]


def test_the_chat_prompt_is_a_line_editor(toolkiln_home):
    """Commands stay local, Ctrl-C clears, Up recalls (across chats), a paste and Alt-Enter make one message."""
    term = Terminal(toolkiln_home, "chat", "--session", "keys")
    term.expect("you>")
    term.send("/help\r")
    term.expect("Alt-Enter")
    term.send(C_TO_F + "\r")
    term.expect("86.0")
    term.expect("you>")
    term.send("half typed" + CTRL_C)
    term.send("/history\r")  # were "half typed" still on the line, this would be planned as a task
    term.expect("1.")
    term.expect("you>")
    term.send(UP + UP + "\r")  # Up once recalls /history, twice the task
    term.expect("86.0")
    term.expect("you>")
    term.send(PASTE_START + "count the words in 'a b c'\nplease" + PASTE_END + "\r")
    term.expect("count_words")
    term.expect("you>")
    term.send("line one" + ALT_ENTER + "line two\r")
    term.expect("you>")
    term.send("/nonsense\r")
    term.expect("unknown command")
    term.expect("you>")  # control keys wait for the prompt: before it, the terminal would act on them
    term.send(CTRL_D)
    assert term.finish() == 0
    assert logged_messages(toolkiln_home) == [
        C_TO_F,
        C_TO_F,
        "count the words in 'a b c'\nplease",
        "line one\nline two",
    ]
    assert (toolkiln_home / "chat_history").is_file()

    again = Terminal(toolkiln_home, "chat", "--session", "other")  # a new chat remembers what was typed before
    again.expect("you>")
    again.send(UP + UP + "\r")  # the newest entry is /nonsense, the one before it the Alt-Enter message
    again.expect("you>")
    again.send("/quit\r")
    assert again.finish() == 0
    assert logged_messages(toolkiln_home)[-1] == "line one\nline two"


def test_piped_chat_skips_a_line_that_is_not_utf8_and_reads_on():
    runner = CliRunner()
    lines = [C_TO_F.encode(), b"\xff\xfe not text", b"/tools", b"/sessions", C_TO_F.encode(), b"/quit", b"never read"]
    result = runner.invoke(main, ["chat", "--session", "piped"], input=b"\n".join(lines) + b"\n")
    assert result.exit_code == 0, result.output
    assert "input line 2 is not UTF-8 text" in result.stderr and "skipped" in result.stderr
    assert "celsius_to_fahrenheit" in result.stderr  # /tools, answered at the prompt
    assert "piped" in result.stderr and "(this one)" in result.stderr  # /sessions
    assert result.stdout.count('→ {"fahrenheit": 86.0}') == 2
    turns = json.loads(runner.invoke(main, ["log", "--json"]).output)
    assert [t["message"] for t in turns] == [C_TO_F, C_TO_F]


def test_approve_in_chat_then_the_tool_runs():
    runner = CliRunner()
    script = f"{C_TO_F}\n/approve celsius_to_fahrenheit\n{C_TO_F}\n/approve no_such_tool\n/quit\n"
    result = runner.invoke(main, ["chat", "--approval", "manual", "--session", "held"], input=script)
    assert result.exit_code == 0, result.output
    assert "awaiting approval" in result.stdout and "86.0" not in result.stdout.split("awaiting approval")[0]
    assert "approved celsius_to_fahrenheit@1" in result.stderr
    assert "no_such_tool" in result.stderr and "toolkiln: error:" in result.stderr  # reported, chat goes on
    steps = [t["steps"][0]["status"] for t in json.loads(runner.invoke(main, ["log", "--json"]).output)]
    assert steps == ["ok", "pending"]


# -- sessions --------------------------------------------------------------------------------


def test_run_in_a_session_answers_a_question_by_number_and_continue_finds_it():
    runner = CliRunner()
    asked = json.loads(runner.invoke(main, ["run", "--json", "--session", "trip", "convert 30 degrees"]).output)
    assert asked["outcome"] == "clarify"
    answered = runner.invoke(main, ["run", "--json", "-c", "1"])  # the most recent session is 'trip'
    assert answered.exit_code == 0, answered.output
    assert json.loads(answered.output)["steps"][0]["result"] == {"fahrenheit": 86.0}
    show = json.loads(runner.invoke(main, ["sessions", "show", "trip", "--json"]).output)
    assert [e["message"] for e in show["exchanges"]] == ["convert 30 degrees", "30 °C to Fahrenheit"]
    chat = runner.invoke(main, ["chat", "-c"], input="/history\n")
    assert chat.exit_code == 0 and "session trip" in chat.stderr and "2. 30 °C to Fahrenheit" in chat.stderr


def test_sessions_list_show_delete():
    runner = CliRunner()
    assert "No sessions yet" in runner.invoke(main, ["sessions", "list"]).output
    runner.invoke(main, ["run", "--session", "first", C_TO_F])
    runner.invoke(main, ["run", "--session", "second", "convert 30 degrees"])
    listed = json.loads(runner.invoke(main, ["sessions", "list", "--json"]).output)
    assert sorted((s["name"], s["messages"]) for s in listed) == [("first", 1), ("second", 1)]
    human = runner.invoke(main, ["sessions", "show", "first"])
    assert human.exit_code == 0 and C_TO_F in human.output and "86.0" in human.output
    deleted = runner.invoke(main, ["sessions", "delete", "first", "--json"])
    assert json.loads(deleted.output) == {"deleted": "first"}
    gone = runner.invoke(main, ["sessions", "delete", "first"])
    assert gone.exit_code == 1 and "no session named 'first'" in gone.stderr
    missing = runner.invoke(main, ["sessions", "show", "first", "--json"])
    assert json.loads(missing.output)["error"]["type"] == "SessionNotFound"
    assert [s["name"] for s in json.loads(runner.invoke(main, ["sessions", "list", "--json"]).output)] == ["second"]


@pytest.mark.parametrize("command", ["run", "chat"])
def test_continue_needs_a_session_and_excludes_session(command):
    runner = CliRunner()
    none_yet = runner.invoke(main, [command, "-c", C_TO_F] if command == "run" else [command, "-c"], input="")
    assert none_yet.exit_code == 2 and "no session to continue" in none_yet.stderr
    both = runner.invoke(main, [command, "-c", "--session", "x", *([C_TO_F] if command == "run" else [])], input="")
    assert both.exit_code == 2 and "not both" in both.stderr


def test_shell_completion_offers_session_and_tool_names():
    runner = CliRunner()
    runner.invoke(main, ["run", "--session", "trip", C_TO_F])
    runner.invoke(main, ["run", "--session", "work", C_TO_F])

    def complete(words: str) -> list[str]:
        env = {"_TOOLKILN_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": str(len(words.split()) - 1)}
        result = runner.invoke(main, [], env=env, prog_name="toolkiln")
        return [line.split(",", 1)[1] for line in result.output.splitlines()]

    assert complete("toolkiln sessions show tr") == ["trip"]
    assert complete("toolkiln chat --session w") == ["work"]
    assert complete("toolkiln tools show cel") == ["celsius_to_fahrenheit"]


def _commands(group, path=()):
    for name, command in group.commands.items():
        yield (*path, name), command
        if hasattr(command, "commands"):
            yield from _commands(command, (*path, name))


def test_every_command_has_help_with_examples_that_name_real_commands_and_flags():
    import shlex

    runner = CliRunner()
    for path, _ in [((), main), *_commands(main)]:
        shown = runner.invoke(main, [*path, "--help"])
        assert shown.exit_code == 0 and "Examples:" in shown.output, path
        examples = shown.output.split("Examples:")[1].split("Options:")[0].strip().splitlines()
        for example in examples:
            for single in example.split("#")[0].split(";"):
                _check_example(shlex.split(single.split("|")[-1])[1:], f"{path}: {example}")


def _check_example(words: list[str], said: str) -> None:
    """The words after `toolkiln` name real commands, and every flag is one of theirs."""
    target, options = main, {opt: p for p in main.params for opt in p.opts}
    while words:
        word = words.pop(0)
        if word.startswith("-") and word != "-":
            param = options.get(word.split("=")[0])
            assert param is not None, said
            if not getattr(param, "is_flag", False) and "=" not in word:
                words.pop(0)  # its value
        elif hasattr(target, "commands") and word in target.commands:
            target = target.commands[word]
            options |= {opt: p for p in target.params for opt in p.opts}


def test_progress_on_a_terminal_names_the_model_and_counts_seconds(toolkiln_home, monkeypatch):
    """While a (slow) planner thinks, stderr on a terminal says which model, counting seconds."""
    from fakes import FakeOpenAI

    counted = threading.Event()
    with FakeOpenAI() as fake:
        plan = {"reasoning": "nothing to do", "outcome": "refuse", "refusal": "no network; paste the page"}
        # The planner answers only once the count was seen going up (a loaded machine may draw late).
        fake.queue_handler(lambda body: counted.wait(120) and fake.tool_call_body("submit_plan", plan))
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        monkeypatch.setenv("OPENAI_API_KEY", "test-key")
        term = Terminal(toolkiln_home, "run", "--planner", "openai:slow-model", C_TO_F)
        try:
            line = re.escape("planning (openai:slow-model)… · ".encode())
            first = int(term.expect_match(line + rb"(\d+)s").group(1))
            term.expect(f"planning (openai:slow-model)… · {first + 1}s")  # the seconds count up while it waits
        finally:
            counted.set()
        term.expect("Refused")
        assert term.finish() == 0


def test_progress_lines_for_planning_again_and_repairs():
    from toolkiln.cli.render import _progress_text
    from toolkiln.vocab import EventName

    assert _progress_text(EventName.PLANNING, {"attempt": 2}, "anthropic:m", "g") == "planning (anthropic:m), try 2…"
    writing = {"id": "s1", "tool": "slugify", "attempt": 2, "max_attempts": 3}
    assert _progress_text(EventName.WRITING, writing, "p", "openai:x") == "writing slugify (openai:x) — repair 2/3…"
    refused = {"id": "s1", "tool": "slugify", "attempt": 1, "stage": "gate", "errors": []}
    assert "refused at the gate" in _progress_text(EventName.REFUSED, refused, "p", "g")
    assert _progress_text(EventName.PLANNED, {"outcome": "plan", "steps": []}, "p", "g") is None
