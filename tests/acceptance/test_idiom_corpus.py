"""The idiom corpus: tools written the way models write them run exactly as in CPython.

Each file in ``tests/acceptance/idioms/`` is a complete tool named like its file, written
by the prompt's rules in the style a model uses: validation with ``isinstance``,
comprehensions, closures, recursion, ``sorted(..., key=lambda ...)``, f-strings
with format specs, ``%``-formatting, walrus, star-unpacking, slicing, and the
allowed modules (``re``, ``collections``, ``datetime``, ``decimal``,
``fractions``, ``statistics``, ``heapq``, ``bisect``, ``itertools``, ``textwrap``,
``unicodedata`` …). Its ``# idiom-test:`` line gives the trial's ``params`` and
optional further ``calls`` (other params, among them ones the tool must refuse).

Every file goes through ``vet_source`` — gate, compile and trial in a real,
confined worker — and must be accepted with the result plain CPython returns
from the same function with the same params; every further call must return
the same result, or raise the same exception with the same message, in the
sandbox as in CPython. 100 % accepted and equal, no exceptions list.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.acceptance.vet import vet_source
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.tools.toolspec import parse_schema, widen_params

IDIOMS = Path(__file__).parent / "idioms"
TOOLS = sorted(IDIOMS.glob("*.py"))
META_LINE = re.compile(r"^# idiom-test: (.*)$", re.MULTILINE)
MIN_TOOLS = 100
RAISED = re.compile(r"^(?P<type>\w+)(?:: (?P<message>.*?))?(?: \(line \d+\))?$", re.DOTALL)


def read_meta(text: str) -> dict:
    match = META_LINE.search(text)
    assert match, "an idiom needs an '# idiom-test: {...}' line"
    return json.loads(match.group(1))


def in_cpython(source: str, name: str, params: dict) -> tuple[str, object]:
    """``("ok", result as JSON sees it)`` or ``("raised", "Type: message")`` from plain CPython."""
    namespace: dict = {}
    exec(compile(source, f"<{name}>", "exec"), namespace)
    try:
        value = namespace[name](**params)
    except Exception as exc:
        return "raised", f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    return "ok", json.loads(json.dumps(value))


def in_sandbox(outcome) -> tuple[str, object]:
    if outcome.ok:
        return "ok", outcome.result
    assert outcome.kind == "raised", f"{outcome.kind}: {outcome.error}"
    raised = RAISED.match(outcome.error)
    assert raised, outcome.error
    text = raised.group("type") + (f": {raised.group('message')}" if raised.group("message") else "")
    return "raised", text


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(DEFAULT_POLICY, size=2) as pool:
        yield pool


def test_the_corpus_is_large_and_every_tool_is_described():
    """At least 100 tools, each named like its file, with a docstring and its trial params."""
    assert len(TOOLS) >= MIN_TOOLS, len(TOOLS)
    for path in TOOLS:
        text = path.read_text(encoding="utf-8")
        assert text.startswith('"""'), path.name
        assert f"\ndef {path.stem}(" in text, path.name
        assert "params" in read_meta(text), path.name


def test_the_corpus_uses_the_idioms_it_claims():
    """The idioms and modules named in the docstring above occur, each in several tools."""
    texts = [path.read_text(encoding="utf-8") for path in TOOLS]
    idioms = ["isinstance(", "lambda ", ":=", 'f"', "% (", "[::", ": int = ", "dict.fromkeys(", ".strftime("]
    modules = "re collections datetime decimal fractions statistics heapq bisect itertools textwrap unicodedata"
    for idiom in idioms:
        users = sum(idiom in text for text in texts)
        assert users >= 2, f"{idiom!r} occurs in {users} tools"
    starred_target = re.compile(r"^\s*\w+, \*\w+(?:, \w+)? = ", re.MULTILINE)
    assert sum(bool(starred_target.search(text)) for text in texts) >= 2, "star-unpacking"
    for module in modules.split():
        imported = re.compile(rf"^(?:import {module}$|from {module} import )", re.MULTILINE)
        users = sum(bool(imported.search(text)) for text in texts)
        assert users >= 2, f"module {module} is imported by {users} tools"


@pytest.mark.parametrize("path", TOOLS, ids=[p.stem for p in TOOLS])
def test_tool_is_accepted_and_runs_as_in_cpython(path, pool):
    name, source = path.stem, path.read_text(encoding="utf-8")
    meta = read_meta(source)
    verdict = vet_source(name, source, meta["params"], pool=pool, policy=pool.policy)
    assert verdict.accepted, f"{name} stopped at the {verdict.stage}: {verdict.errors}"
    schema = parse_schema(source, name)
    expected = in_cpython(source, name, widen_params(meta["params"], schema))
    assert expected[0] == "ok", f"{name}: the trial params make CPython raise {expected[1]}"
    assert verdict.result == expected[1]
    for call in meta.get("calls", []):
        params = widen_params(call["params"], schema)
        got = in_sandbox(pool.run(name, source, params))
        assert got == in_cpython(source, name, params), f"{name}({call['params']})"


@pytest.mark.parametrize("stem", ["invoice_total", "parse_log_timestamps", "typed_settings"])
def test_toolkiln_vet_accepts_it_as_a_person_would_run_it(stem):
    """``toolkiln vet FILE --params JSON --json``, in a child process, prints the same result."""
    path = IDIOMS / f"{stem}.py"
    source = path.read_text(encoding="utf-8")
    params = read_meta(source)["params"]
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", "vet", str(path), "--params", json.dumps(params), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr[-500:]
    (report,) = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert report["accepted"] and report["stage"] is None
    expected = in_cpython(source, stem, widen_params(params, parse_schema(source, stem)))
    assert ("ok", report["result"]) == expected
