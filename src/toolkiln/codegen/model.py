"""A generator backed by a model client (Anthropic, OpenAI-compatible, replay).

The repair conversation: the first user message asks for the tool; each earlier
attempt follows as the model's own ``submit_tool`` call with that source and a
``tool_result`` (``is_error`` unless accepted) carrying the pipeline's
line-numbered verdict; then the model is asked again. The loop that decides
whether to ask again is the caller's (:func:`toolkiln.codegen.acquire.acquire_tool`).
"""

from __future__ import annotations

import json
import re

from ..errors import ModelRetry
from ..llm import ModelClient, ModelRequest, ask_forced_tool, assistant_tool_call, tool_result, user_text
from ..toolspec import parse_python
from . import SUBMIT_TOOL_TOOL, Attempt, GenAnswer, GenRequest, HandBack
from .prompt import generator_message, generator_prompt, generator_prompt_hash, generator_subject

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
        if attempt.hand_back:
            submitted["hand_back"] = attempt.hand_back
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
    return GenAnswer(name=request.name, description=description, source=source)


def _hand_back(value) -> HandBack | None:
    if isinstance(value, str) and value.strip():
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return HandBack(what_is_needed=value.strip())
    if not isinstance(value, dict):
        return None
    needed = str(value.get("what_is_needed") or "").strip()
    existing = value.get("existing_tool")
    existing = existing.strip() if isinstance(existing, str) and existing.strip() else None
    if not needed and existing is None:
        return None
    return HandBack(
        what_is_needed=needed,
        what_i_established=str(value.get("what_i_established") or "").strip(),
        existing_tool=existing,
    )


# -- getting the code out of an answer ------------------------------------------------

_FENCED = re.compile(r"```[ \t]*([\w+-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_CODE_START = ('"""', "'''", "def ", "import ", "from ", "#", "@", "class ")


def extract_source(text: str) -> str:
    """The Python module in an answer: fences and prose around the code removed.

    A fenced block (```python ... ```) anywhere wins — the largest Python (or
    untagged) one. Without fences, prose lines before and after the code are
    dropped when what remains parses. Anything else is returned as it is, so the
    gate can report the syntax error to the model.
    """
    text = text.replace("\r\n", "\n")
    blocks = [(lang.lower(), body) for lang, body in _FENCED.findall(text)]
    python = [body for lang, body in blocks if lang in ("python", "py", "python3", "")]
    if python:
        return max(python, key=len).strip("\n") + "\n"
    if _parses(text):
        return text.strip("\n") + "\n"
    trimmed = _trim_prose(text)
    return (trimmed if trimmed is not None else text.strip("\n")) + "\n"


def _parses(text: str) -> bool:
    try:
        parse_python(text)
    except (SyntaxError, ValueError):
        return False
    return True


def _trim_prose(text: str) -> str | None:
    """The longest run of lines, from the first code-looking line, that parses and defines a function."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if line.startswith(_CODE_START)]
    for start in starts[:5]:
        for end in range(len(lines), start, -1):
            if lines[end - 1].strip() == "":
                continue
            candidate = "\n".join(lines[start:end])
            if "def " in candidate and _parses(candidate):
                return candidate.strip("\n")
    return None
