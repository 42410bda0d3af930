"""The escape corpus: every payload in ``tests/escapes/`` against the real layers.

Each payload is a complete tool module that tries one way out of the sandbox,
taken from a public advisory, a sandbox's test suite or a classic Python-jail
walk (its docstring names the source). Its ``# escape-test:`` line says what
to expect:

``stage``   where ``vet_source`` must stop it (``gate``, ``compile``, ``trial``),
            ``accepted``, or ``any`` where the layer is not fixed;
``kind``    the outcome of the same source run straight in a worker, gate
            skipped (``ok`` or a ``RunOutcome.kind``; a list means one of them);
``params``  the trial's params; ``calls`` later calls with other params, each
            with the ``kind``, ``result`` or ``result_not`` it must produce;
``result``  the result a successful run must return;
``pool``    ``solo`` for a one-worker pool, so the next call surely lands in the
            worker the payload ran in; ``policy: fetch`` for a pool with the
            fetch capability on, ``policy: classes`` for one whose policy allows
            classes; ``host: cli`` to vet only in a child process
            (payloads aimed at crashing the host's own parser).

Every payload runs twice: through the whole acceptance pipeline
(``vet_source`` with a real ``WorkerPool``) and straight through
``pool.run``, so each lower layer is shown to hold on its own. The assertions
are side effects a user would notice: the canary file was not written, the
loopback listener saw no connection, neither secret (an environment variable
of this process and a file) appears anywhere in what came back, the host
answered within the timeout plus a margin, and the next call in the same
worker sees clean modules.
"""

from __future__ import annotations

import ast
import json
import os
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from toolkiln.acceptance.vet import vet_source
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox.executor import ToolExecutor

ESCAPES = Path(__file__).parent / "escapes"
PAYLOADS = sorted(p for p in ESCAPES.glob("*.py") if not p.name.startswith("_"))
META_LINE = re.compile(r"^# escape-test: (.*)$", re.MULTILINE)
SECRET_VARIABLE = "TOOLKILN_CANARY_SECRET"
MARKER = "TOOLKILN-ESCAPE-REACHED"
"""What a payload returns and prints once it holds a real module: it must never come back."""
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
"""Characters that drive a terminal; error messages must spell them out instead."""
LIVENESS_MARGIN_S = 30.0
"""Slack over a call's timeout before the host counts as hung (a liveness check, not a timing one:
it includes forking a fresh worker, which a loaded machine can make take seconds)."""
CLI_DEADLINE_S = 60.0

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=1.0, trial_timeout_s=1.0, fetch_timeout_s=0.5, memory_mb=256)
FETCH_POLICY = POLICY.with_capability("fetch").with_limits(call_timeout_s=8.0, trial_timeout_s=8.0)
CLASSES_POLICY = replace(POLICY, allow_classes=True)
POLICIES = {"fetch": FETCH_POLICY, "classes": CLASSES_POLICY}
"""The pools a payload's ``policy`` names, each of one worker."""

CLEAN_PROBE = """
import calendar
import collections
import fractions
import json
import math
import typing


def clean_probe() -> dict:
    return {
        "registered": [isinstance(1, typing.Callable), isinstance(1, typing.Mapping),
                       isinstance(1, fractions.Fraction)],
        "pi": math.pi,
        "e": math.e,
        "month": calendar.month_name[1],
        "common": collections.Counter("abb").most_common(1),
        "dumps": json.dumps({"a": [1, 2]}),
        "sorted": sorted([3, 1, 2]),
        "len": len("abc"),
    }
"""


def clean_values() -> dict:
    """What the probe returns in an unpoisoned process (after the JSON round trip)."""
    import calendar
    import collections
    import math

    values = {
        "registered": [False, False, False],
        "pi": math.pi,
        "e": math.e,
        "month": calendar.month_name[1],
        "common": collections.Counter("abb").most_common(1),
        "dumps": json.dumps({"a": [1, 2]}),
        "sorted": sorted([3, 1, 2]),
        "len": len("abc"),
    }
    return json.loads(json.dumps(values))


# -- fixtures ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def secret_values(tmp_path_factory):
    """A secret in this process's environment and one in a file; neither may come back."""
    env_secret = "env-" + secrets.token_hex(16)
    file_secret = "file-" + secrets.token_hex(16)
    secret_file = tmp_path_factory.mktemp("secret") / "secret.txt"
    secret_file.write_text(file_secret)
    previous = os.environ.get(SECRET_VARIABLE)
    os.environ[SECRET_VARIABLE] = env_secret
    yield {"env": env_secret, "file": file_secret, "path": str(secret_file)}
    if previous is None:
        os.environ.pop(SECRET_VARIABLE, None)
    else:
        os.environ[SECRET_VARIABLE] = previous


class Listener:
    """A TCP server on loopback that counts the connections it accepts."""

    def __init__(self) -> None:
        self.socket = socket.create_server(("127.0.0.1", 0))
        self.port = self.socket.getsockname()[1]
        self.accepted = 0
        self._closed = False
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._closed:
            try:
                connection, _address = self.socket.accept()
            except OSError:
                return
            self.accepted += 1
            with connection:  # answer like a web server, so a fetch that got here would succeed
                connection.sendall(b"HTTP/1.0 200 OK\r\nContent-Length: 7\r\n\r\nreached")

    def close(self) -> None:
        self._closed = True
        self.socket.close()


@pytest.fixture(scope="module")
def listener():
    server = Listener()
    yield server
    server.close()


@pytest.fixture(scope="module")
def pools(secret_values, make_executor):
    """Worker pools of the parametrised executor (local, or one Ray node's), started lazily;
    created after the secret is in the environment."""
    made: dict[str, ToolExecutor] = {}

    def get(kind: str) -> ToolExecutor:
        if kind not in made:
            if kind in POLICIES:
                made[kind] = make_executor(POLICIES[kind], 1)
            else:
                made[kind] = make_executor(POLICY, 1 if kind == "solo" else 2)
        return made[kind]

    def discard(kind: str) -> None:
        """Close a pool a payload has poisoned, so later payloads start from clean workers."""
        pool = made.pop(kind, None)
        if pool is not None:
            pool.close()

    get.discard = discard
    yield get
    for pool in made.values():
        pool.close()


# -- helpers -----------------------------------------------------------------------------


def read_meta(text: str) -> dict:
    match = META_LINE.search(text)
    assert match, "a payload needs an '# escape-test: {...}' line"
    return json.loads(match.group(1))


def _shared_functions(path: Path) -> dict[str, str]:
    """The source of each top-level function in ``path``, by name."""
    text = path.read_text(encoding="utf-8")
    return {
        node.name: ast.get_source_segment(text, node)
        for node in ast.parse(text).body
        if isinstance(node, ast.FunctionDef)
    }


SHARED_CLAIM = _shared_functions(ESCAPES / "_claim.py")
"""What a payload does with a real module once it has one (``{{CLAIM}}`` in a payload)."""


def materialise(path: Path, canary: Path, secret_path: str, port: int) -> str:
    """The payload's source with the test's canary, secret file and listener port filled in."""
    text = path.read_text(encoding="utf-8")
    for placeholder, function in (("{{CLAIM}}", "claim"), ("{{CLAIM_NAMESPACE}}", "claim_namespace")):
        text = text.replace(placeholder, SHARED_CLAIM[function])
    text = (
        text.replace("{{CANARY}}", str(canary)).replace("{{SECRET_FILE}}", secret_path).replace("{{PORT}}", str(port))
    )
    left = re.findall(r"\{\{(?:CLAIM|CLAIM_NAMESPACE|CANARY|SECRET_FILE|PORT)\}\}", text)
    assert not left, f"{path.name}: placeholder {left[0]} was not filled in"
    return text


def timed(call, limit_s: float, what: str):
    """Run ``call``; fail if it raised (the host must never) or took past ``limit_s`` + margin."""
    started = time.monotonic()
    try:
        value = call()
    except Exception as exc:  # the host itself failed: the most important thing to report
        pytest.fail(f"{what}: the host raised {type(exc).__name__}: {exc}")
    elapsed = time.monotonic() - started
    assert elapsed < limit_s + LIVENESS_MARGIN_S, f"{what}: the host answered only after {elapsed:.1f} s"
    return value


def outcome_kind(outcome) -> str:
    return "ok" if outcome.ok else outcome.kind


def expect_kind(expected, outcome, what: str) -> None:
    if expected in (None, "any"):
        return
    allowed = [expected] if isinstance(expected, str) else list(expected)
    assert outcome_kind(outcome) in allowed, f"{what}: expected {allowed}, got {outcome_kind(outcome)}: {outcome.error}"


def texts_of(*things) -> str:
    """Everything that came back, as one string to search for secrets and the marker."""
    parts = []
    for thing in things:
        if thing is None:
            continue
        data = thing if isinstance(thing, (dict, list, str)) else asdict(thing)
        parts.append(json.dumps(data, default=repr))
    return "\n".join(parts)


def assert_nothing_leaked(text: str, secret_values: dict, what: str) -> None:
    assert secret_values["env"] not in text, f"{what}: the environment's secret came back"
    assert secret_values["file"] not in text, f"{what}: the secret file's content came back"
    assert MARKER not in text, f"{what}: the payload reached a real module (its marker came back)"


def vet_in_child(path: Path, timeout_s: float) -> tuple[int, list[dict], float]:
    """``toolkiln vet FILE --json`` in a child process: exit code, one object per file, wall time."""
    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "toolkiln", "vet", str(path), "--json", "--timeout", str(timeout_s)],
            capture_output=True,
            text=True,
            timeout=CLI_DEADLINE_S,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"toolkiln vet {path.name} did not answer within {CLI_DEADLINE_S:g} s")
    elapsed = time.monotonic() - started
    assert done.returncode >= 0, (
        f"toolkiln vet {path.name} was killed by signal {-done.returncode}: {done.stderr[-500:]}"
    )
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return done.returncode, lines, elapsed


# -- the corpus ----------------------------------------------------------------------------


def test_corpus_is_large_and_documented():
    """At least 50 payloads, each a tool named like its file with its source and aim written down."""
    assert len(PAYLOADS) >= 50
    for path in PAYLOADS:
        text = path.read_text(encoding="utf-8")
        assert text.startswith('"""'), path.name
        docstring = text.split('"""')[1]
        assert "Source:" in docstring and "Tries:" in docstring, path.name
        assert f"def {path.stem}(" in text, path.name
        meta = read_meta(text)
        assert meta["stage"] in ("gate", "compile", "trial", "accepted", "any"), path.name


def vet_payload(name: str, source: str, meta: dict, pool: ToolExecutor, tmp_path: Path, seen: list) -> None:
    """Step 1: the whole acceptance pipeline, as a generated tool would meet it."""
    timeout = float(meta.get("timeout", pool.policy.limits.trial_timeout_s))
    if meta.get("host") == "cli":  # aimed at the host's own parser: keep it out of this process
        staged = tmp_path / f"{name}.py"
        staged.write_text(source, encoding="utf-8")
        code, lines, _elapsed = vet_in_child(staged, timeout)
        assert len(lines) == 1 and code == 1, f"{name}: toolkiln vet exited {code} with {lines}"
        report = lines[0]
    else:
        verdict = timed(
            lambda: vet_source(name, source, meta.get("params", {}), pool=pool, policy=pool.policy, timeout_s=timeout),
            timeout,
            f"{name}: vet_source",
        )
        report = verdict.to_json()
        seen.append(verdict.output)
    seen.append(report)
    expected = meta["stage"]
    if expected == "accepted":
        assert report["accepted"], f"{name}: expected acceptance, stopped at {report['stage']}: {report['errors']}"
        if "result" in meta and meta.get("host") != "cli":
            assert report["result"] == meta["result"], f"{name}: the trial returned {report['result']!r}"
    elif expected != "any":
        assert not report["accepted"] and report["stage"] == expected, (
            f"{name}: expected the {expected} to stop it, got stage={report['stage']} {report['errors']}"
        )
    if meta.get("clean_errors"):
        assert not [e for e in report["errors"] if CONTROL.search(e["message"])], (
            f"{name}: an error message holds control characters"
        )


def run_payload(name: str, source: str, meta: dict, pool: ToolExecutor, seen: list) -> None:
    """Steps 2 and 3: the source straight in a worker, gate skipped, then with other params."""
    timeout = float(meta.get("timeout", pool.policy.limits.trial_timeout_s))
    direct = timed(
        lambda: pool.run(name, source, meta.get("params", {}), timeout_s=timeout), timeout, f"{name}: pool.run"
    )
    seen.append(direct)
    expect_kind(meta.get("kind"), direct, f"{name} run directly")
    if direct.ok and "result" in meta:
        assert direct.result == meta["result"], f"{name}: returned {direct.result!r}"
    if "max_output" in meta:
        assert len(direct.output) <= meta["max_output"], f"{name}: printed {len(direct.output)} characters"
    for forbidden in meta.get("forbid_text", []):
        assert forbidden not in texts_of(direct.result), f"{name}: result holds {forbidden!r}: {direct.result}"
    if meta.get("clean_errors"):
        assert not CONTROL.search(direct.error or ""), f"{name}: the error message holds control characters"
    for index, call in enumerate(meta.get("calls", [])):
        what = f"{name} call {index + 1} with {call['params']}"
        later = timed(lambda call=call: pool.run(name, source, call["params"], timeout_s=timeout), timeout, what)
        seen.append(later)
        expect_kind(call.get("kind", "ok" if ("result" in call or "result_not" in call) else None), later, what)
        if "result" in call:
            assert later.result == call["result"], f"{what}: returned {later.result!r}, expected {call['result']!r}"
        if "result_not" in call:
            assert later.result != call["result_not"], f"{what}: returned the value an earlier call arranged"


def host_scheduling() -> tuple:
    """This process's (the workers' host's) priority, scheduling policy and CPU affinity."""
    return os.getpriority(os.PRIO_PROCESS, 0), os.sched_getscheduler(0), os.sched_getaffinity(0)


def sees_clean_modules(pool: ToolExecutor, name: str) -> bool:
    """Step 4: the next call in the same pool sees unpoisoned modules and builtins."""
    probe = timed(lambda: pool.run("clean_probe", CLEAN_PROBE, {}, timeout_s=5.0), 5.0, f"{name}: clean probe")
    return probe.ok and probe.result == clean_values()


@pytest.mark.parametrize("path", PAYLOADS, ids=[p.stem for p in PAYLOADS])
def test_payload_is_contained(path, pools, listener, secret_values, tmp_path):
    meta = read_meta(path.read_text(encoding="utf-8"))
    name = path.stem
    canary = tmp_path / "canary.txt"
    source = materialise(path, canary, secret_values["path"], listener.port)
    pool_kind = meta["policy"] if meta.get("policy") in POLICIES else meta.get("pool", "shared")
    pool = pools(pool_kind)
    accepted_before = listener.accepted
    scheduling_before = host_scheduling()
    seen: list = []
    clean = False
    try:
        vet_payload(name, source, meta, pool, tmp_path, seen)
        run_payload(name, source, meta, pool, seen)
        clean = sees_clean_modules(pool, name)
        assert clean, f"{name}: the next call saw poisoned modules"
    finally:
        if not clean:
            pools.discard(pool_kind)  # later payloads must not inherit whatever this one did
        # Step 5, whatever failed above: the side effects a user would notice.
        assert not canary.exists(), f"{name}: the canary file was written (by open or by a shell command)"
        assert listener.accepted == accepted_before, f"{name}: a connection reached the loopback listener"
        assert host_scheduling() == scheduling_before, f"{name}: the host's priority, policy or affinity changed"
        assert_nothing_leaked(texts_of(*seen), secret_values, name)


# -- the command line, as a person auditing a tool would use it -------------------------------

CLI_SAMPLE = {
    "host_import_os_system": ("gate", 1),
    "rp_generator_frame_walk": ("gate", 1),
    "bomb_infinite_loop": ("trial", 1),
    "forge_lone_surrogate": ("trial", 1),
    "forge_protocol_print": (None, 0),
    "forge_markup_result": (None, 0),
}


def test_cli_vet_reports_each_payload(listener, secret_values, tmp_path):
    """``toolkiln vet FILE... --json``: one line per file, the stage named, exit 1 when any is rejected."""
    staged = []
    for stem in CLI_SAMPLE:
        target = tmp_path / f"{stem}.py"
        target.write_text(
            materialise(ESCAPES / f"{stem}.py", tmp_path / "canary.txt", secret_values["path"], listener.port),
            encoding="utf-8",
        )
        staged.append(target)
    code, lines, _elapsed = vet_in_child(staged[0], 1.0)
    assert code == 1 and lines[0]["stage"] == "gate" and lines[0]["accepted"] is False
    assert lines[0]["errors"] and lines[0]["errors"][0]["line"] > 0

    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", "vet", *map(str, staged), "--json", "--timeout", "1"],
        capture_output=True,
        text=True,
        timeout=CLI_DEADLINE_S,
    )
    assert time.monotonic() - started < CLI_DEADLINE_S
    assert done.returncode == 1, done.stderr[-500:]
    reports = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["tool"] for r in reports] == list(CLI_SAMPLE)
    for report, (stage, _code) in zip(reports, CLI_SAMPLE.values(), strict=False):
        assert report["stage"] == stage, report
        assert report["accepted"] is (stage is None)
    assert not (tmp_path / "canary.txt").exists()
    assert_nothing_leaked(done.stdout + done.stderr, secret_values, "toolkiln vet")

    code, lines, _elapsed = vet_in_child(staged[-1], 1.0)
    assert code == 0 and lines[0]["accepted"] is True

    # The readable form shows results and errors as text: markup and lone surrogates
    # in them must neither crash it nor style it.
    for stem, expected_code in (("forge_markup_result", 0), ("forge_lone_surrogate", 1)):
        done = subprocess.run(
            [sys.executable, "-m", "toolkiln", "vet", str(tmp_path / f"{stem}.py"), "--timeout", "1"],
            capture_output=True,
            text=True,
            timeout=CLI_DEADLINE_S,
        )
        assert done.returncode == expected_code and "Traceback" not in done.stderr, done.stderr[-500:]
        if expected_code == 0:
            assert "[link=file:///etc/passwd]" in done.stdout  # shown as text, not made a link


# -- check expressions: the planner's text, evaluated in a worker without the gate ----------

CHECK_ESCAPES = {
    "generator frame": ("[f for f in [(x for x in [1]).gi_frame.f_back]][0].f_globals", "compile"),
    "dunder walk": ("().__class__.__bases__[0].__subclasses__()", "compile"),
    "format field": ('("{0." + "_" * 2 + "class" + "_" * 2 + "}").format(result)', "raised"),
    "mro": ("str.mro()[-1]", "raised"),
    "builtin type stand-in": ("[t.mro()[-1] for t in (dict, list[int], dict | None)]", "raised"),
    "stand-in internals": ("dict._type_real.__subclasses__()", "compile"),
    "import hook": ("__import__('os').system('echo escaped')", "compile"),
    "no open": ("open('/etc/passwd').read()", "raised"),
    "endless": ("len(list(iter(int, 1))) > 0", ("timeout", "memory")),
    "huge power": ("9 ** 9 ** 9 > 0", "timeout"),
}


@pytest.mark.parametrize("label", list(CHECK_ESCAPES))
def test_check_expression_is_contained(label, pools, secret_values):
    """A step's check is model-written text too: it gets RestrictedPython and the worker, no gate."""
    expression, expected = CHECK_ESCAPES[label]
    pool = pools("shared")
    outcome = timed(lambda: pool.evaluate_check(expression, {"value": 1}, timeout_s=1.0), 1.0, label)
    expect_kind(expected, outcome, f"check {label!r}")
    assert_nothing_leaked(texts_of(outcome), secret_values, label)
    probe = timed(lambda: pool.run("clean_probe", CLEAN_PROBE, {}, timeout_s=5.0), 5.0, f"{label}: clean probe")
    assert probe.ok and probe.result == clean_values()
