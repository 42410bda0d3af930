"""The gate's fingerprint: everything a verdict of the gate depends on, read without loading the gate.

A source the gate passed once need not be parsed again (importing libcst alone
costs about a third of a second) as long as nothing the verdict rests on has
changed. That is:

* the gate's own code: every file of the :mod:`toolkiln.acceptance.gate`
  package, and the toolkiln modules it reads (:data:`GATE_MODULES`; a test
  checks that list against what importing the gate loads);
* the parsers under it: libcst's version and CPython's;
* the policy it checked against (:meth:`~toolkiln.policy.Policy.to_json`, the
  allow-list's data).

The registry signs a verdict over (source sha256, fingerprint) with its key
(:mod:`toolkiln.store.integrity`), so a new gate rule, another libcst or a
tightened policy makes every stored verdict stale, and each source is gated again.
"""

from __future__ import annotations

import hashlib
import json
import sys
import threading
from importlib.machinery import PathFinder
from pathlib import Path
from typing import Any

from toolkiln.util.memo import code_digest

__all__ = ["GATE_MODULES", "code_digest", "gate_fingerprint"]

_PACKAGE = Path(__file__).resolve().parent.parent
"""The folder of the ``toolkiln`` package."""

GATE_MODULES = (
    "acceptance/gate",
    "policy.py",
    "util/__init__.py",
    "util/immutable.py",
    "util/text.py",
    "tools/__init__.py",
    "tools/toolspec.py",
    "vocab.py",
    "errors.py",
)
"""The gate's code, relative to the toolkiln package: its package and the modules it imports."""


def _parser_versions() -> str:
    """libcst's version (from its version file: importing it is what a verdict saves) and CPython's."""
    spec = PathFinder.find_spec("libcst")
    version = "libcst missing"
    if spec is not None and spec.origin:
        stamp = Path(spec.origin).with_name("_version.py")
        version = stamp.read_text(encoding="utf-8") if stamp.is_file() else spec.origin
    return f"{version}|{sys.implementation.name}|{sys.version}"


_CODE: list[str] = []
"""The digest of the gate's code and parsers, computed once per process (the files do not change under it)."""
_LOCK = threading.Lock()


def _code() -> str:
    with _LOCK:
        if not _CODE:
            _CODE.append(code_digest(_PACKAGE, GATE_MODULES) + "|" + _parser_versions())
        return _CODE[0]


def policy_digest(policy: Any) -> str:
    """sha256 of the policy's allow-list data: modules and attributes, names, capabilities, limits."""
    text = json.dumps(policy.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def gate_fingerprint(policy: Any) -> str:
    """What a verdict of the gate on ``policy`` depends on, as one hex digest."""
    return hashlib.sha256(f"{_code()}|{policy_digest(policy)}".encode()).hexdigest()
