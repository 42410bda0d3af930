"""A generator backed by a model client (Anthropic, OpenAI-compatible, replay).

The repair conversation: the first user message asks for the tool; each earlier
attempt follows as the model's own ``submit_tool`` call with that source and a
``tool_result`` (``is_error`` unless accepted) carrying the pipeline's
line-numbered verdict; then the model is asked again. The loop that decides
whether to ask again is the caller's (:func:`toolkiln.models.codegen.acquire.acquire_tool`).
"""

from __future__ import annotations

import re

from toolkiln.errors import ModelRetry, UsageError
from toolkiln.models.codegen import (
    SUBMIT_TOOL_TOOL,
    Attempt,
    GenAnswer,
    GeneratorHandBack,
    GenRequest,
    ToolDeclined,
    UseExistingTool,
)
from toolkiln.models.codegen.prompt import generator_message, generator_prompt, generator_prompt_hash, generator_subject
from toolkiln.models.llm import ModelClient, ModelRequest, ask_forced_tool, assistant_tool_call, tool_result, user_text
from toolkiln.tools.cases import MAX_TESTS, ToolTest, parse_tests
from toolkiln.tools.toolspec import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH, parse_python
from toolkiln.util.untrusted_json import UntrustedJSONError, loads_bounded

__all__ = ["ModelGenerator", "extract_source"]


class ModelGenerator:
    """Asks a model for a tool's source through the forced ``submit_tool`` tool.

    It keeps no state between calls, so the agent's steps may share one generator
    across threads.
    """

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name

    def prompt_hash(self, request: GenRequest) -> str:
        """sha256 of the system prompt ``request`` is written under; stored with the tool version."""
        return generator_prompt_hash(request)

    def close(self) -> None:
        """Release the client's connections, when it holds any."""
        close = getattr(self.client, "close", None)
        if close is not None:
            close()

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer:
        stable, variable = generator_prompt(request)
        model_request = ModelRequest(
            kind="generator",
            stable_system=stable,
            system=variable,
            messages=repair_conversation(request, attempts),
            tool=SUBMIT_TOOL_TOOL,
            subject=generator_subject(request),
        )

        def parse(data: dict) -> GenAnswer:
            return _parse_answer(data, request)

        answer, usage = ask_forced_tool(
            self.client, model_request, parse, what="the generator's answer did not fit the tool format"
        )
        answer.usage = usage
        return answer


def repair_conversation(request: GenRequest, attempts: list[Attempt]) -> list[dict]:
    """The request, then each attempt as the model's own call (its description, source and
    hand-back as it sent them) and the pipeline's verdict."""
    messages = [user_text(generator_message(request))]
    for number, attempt in enumerate(attempts, start=1):
        call_id = f"attempt_{number}"
        submitted: dict = {"name": request.name, "description": attempt.description, "source": attempt.source}
        if attempt.tests:
            submitted["tests"] = attempt.tests
        if attempt.hand_back is not None:
            submitted["hand_back"] = attempt.hand_back.to_json()
        messages.append(assistant_tool_call(call_id, SUBMIT_TOOL_TOOL["name"], submitted))
        messages.append(tool_result(call_id, attempt.feedback(), is_error=not attempt.accepted))
    return messages


def _parse_answer(data: dict, request: GenRequest) -> GenAnswer:
    description = str(data.get("description") or "")
    hand_back = _hand_back(data.get("hand_back"))
    if hand_back is not None:
        return GenAnswer(name=request.name, description=description, hand_back=hand_back)
    raw = data.get("source")
    source = extract_source(raw) if isinstance(raw, str) else ""
    if not source.strip():
        raise ModelRetry(
            "submit_tool needs either the whole module in source, or hand_back when the tool "
            "cannot be built under the rules; the answer had neither"
        )
    return GenAnswer(name=request.name, description=description, source=source, tests=_tests(data.get("tests")))


def _tests(value: object) -> list[ToolTest]:
    """The submitted tests; a malformed list goes back to the model with what was wrong."""
    if isinstance(value, str) and value.strip():  # a model that sent the list as JSON text
        try:
            value = loads_bounded(value, max_bytes=MAX_PARAMS_BYTES * MAX_TESTS, max_depth=MAX_PARAMS_DEPTH + 3)
        except UntrustedJSONError as exc:
            raise ModelRetry(f"submit_tool's tests are not a JSON list: {exc}") from None
    try:
        return parse_tests(value, "tests")
    except UsageError as exc:
        raise ModelRetry(f"submit_tool's {exc}") from None


_MAX_HAND_BACK_BYTES = 4096
"""A hand-back is a few sentences; a longer string is cut (and never decoded past this)."""


def _hand_back(value: object) -> GeneratorHandBack | None:
    """``submit_tool``'s ``hand_back`` read into what it means; None when there is none (null, empty).

    A malformed one goes back to the model in one line saying what was wrong (:class:`ModelRetry`)."""
    if isinstance(value, str) and value.strip():
        words = value.strip()
        try:
            value = loads_bounded(words, max_bytes=_MAX_HAND_BACK_BYTES, max_depth=2)
        except UntrustedJSONError:  # words, not JSON (or JSON no hand-back needs)
            return ToolDeclined(what_is_needed=words[:_MAX_HAND_BACK_BYTES])
    if value is None or value == "":
        return None
    if not isinstance(value, dict):
        raise ModelRetry(f"{_HAND_BACK_SHAPE}, not {_json_kind(value)}")
    needed, established, existing = (_hand_back_text(value, key) for key in _HAND_BACK_KEYS)
    if existing:
        return UseExistingTool(existing_tool=existing, what_i_established=established, what_is_needed=needed)
    return ToolDeclined(what_is_needed=needed, what_i_established=established) if needed else None


_HAND_BACK_KEYS = ("what_is_needed", "what_i_established", "existing_tool")
_HAND_BACK_SHAPE = "submit_tool's hand_back must be an object with string fields " + ", ".join(_HAND_BACK_KEYS)


def _hand_back_text(hand_back: dict, key: str) -> str:
    """One field of a hand-back, stripped ("" when absent or null); any other type goes back to the model."""
    text = hand_back.get(key)
    if text is None:
        return ""
    if not isinstance(text, str):
        raise ModelRetry(f"submit_tool's hand_back.{key} must be a string, not {_json_kind(text)}")
    return text.strip()


def _json_kind(value: object) -> str:
    """A decoded JSON value's kind, as a model's answer would name it."""
    kinds = {bool: "a boolean", int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"}
    return kinds.get(type(value), type(value).__name__)


# -- getting the code out of an answer ------------------------------------------------

_LANG = re.compile(r"[ \t]*([\w+-]*)")
_CODE_START = ('"""', "'''", "def ", "import ", "from ", "#", "@", "class ")
_MAX_STARTS = 5
"""Code-looking lines tried as the start of the module when prose surrounds it."""
_MAX_TRIMS = 8
"""Parses per start line: each cuts the candidate before the line the parser stopped at,
so an answer's length never multiplies the number of parses (they run under the
process-wide parse lock)."""


def extract_source(text: str) -> str:
    """The Python module in an answer: fences and prose around the code removed.

    A fenced block (```python ... ```) anywhere wins — the largest Python (or
    untagged) one. Without fences, prose lines before and after the code are
    dropped when what remains parses. Anything else is returned as it is, so the
    gate can report the syntax error to the model. Linear in the answer's length:
    at most ``_MAX_STARTS * _MAX_TRIMS`` parses, and one scan for fences.
    """
    text = text.replace("\r\n", "\n")
    python = [body for lang, body in _fenced_blocks(text) if lang in ("python", "py", "python3", "")]
    if python:
        return max(python, key=len).strip("\n") + "\n"
    if _syntax_error_line(text) is None:
        return text.strip("\n") + "\n"
    trimmed = _trim_prose(text)
    return (trimmed if trimmed is not None else text.strip("\n")) + "\n"


def _fenced_blocks(text: str) -> list[tuple[str, str]]:
    """``(language, body)`` of every ``` fence; an unclosed last fence runs to the end."""
    blocks = []
    position = 0
    while (opening := text.find("```", position)) != -1:
        newline = text.find("\n", opening)
        if newline == -1:
            break
        found = _LANG.match(text, opening + 3, newline)
        lang = found.group(1) if found else ""  # never None: every part of the pattern is optional
        closing = text.find("```", newline + 1)
        blocks.append((lang.lower(), text[newline + 1 : len(text) if closing == -1 else closing]))
        if closing == -1:
            break
        position = closing + 3
    return blocks


def _syntax_error_line(text: str) -> int | None:
    """None when ``text`` parses; else the 1-based line the parser stopped at (0 when unknown)."""
    try:
        parse_python(text)
    except SyntaxError as exc:
        return exc.lineno or 0
    except ValueError:  # a null byte
        return 0
    return None


def _trim_prose(text: str) -> str | None:
    """The code between prose: from a code-looking line, cut back until it parses and defines a function."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(_CODE_START)][:_MAX_STARTS]
    defining = [i for i, line in enumerate(lines) if "def " in line]
    for start in starts:
        first_def = next((i for i in defining if i >= start), None)
        if first_def is None:
            return None  # later starts come after every def too
        end = len(lines)
        for _ in range(_MAX_TRIMS):
            while end > first_def and not lines[end - 1].strip():
                end -= 1
            if end <= first_def:
                break
            candidate = "\n".join(lines[start:end])
            error_line = _syntax_error_line(candidate)
            if error_line is None:
                return candidate.strip("\n")
            # What follows the code is prose: cut before the line the parser stopped at.
            end = start + error_line - 1 if 0 < error_line <= end - start else end - 1
    return None
