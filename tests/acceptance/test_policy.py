"""The policy is the one allow-list: changing it changes the prompt text and the gate together."""

from __future__ import annotations

import dataclasses
import json

import pytest

from toolkiln.acceptance.gate import check_source
from toolkiln.policy import DEFAULT_POLICY, Policy

FETCH_TOOL = 'def page_title(url: str) -> dict:\n    """Reads a page."""\n    return fetch(url)\n'


def _rules_of(result) -> list[str]:
    return [issue.rule for issue in result.errors]


def test_enabling_fetch_changes_the_rules_text_and_the_gate_together():
    """fetch is an unknown name while the capability is off, and a granted builtin once it is on."""
    off, on = DEFAULT_POLICY, DEFAULT_POLICY.with_capability("fetch")
    off_text, on_text = off.render_rules(), on.render_rules()
    assert "tools may not reach the network" in off_text and "fetch(url: str)" not in off_text
    assert "fetch(url: str)" in on_text and "tools may not reach the network" not in on_text

    refused = check_source(FETCH_TOOL, off)
    assert _rules_of(refused) == ["unknown-names"]
    assert "tools may not reach the network" in refused.errors[0].message
    assert check_source(FETCH_TOOL, on).ok
    assert "fetch" in on.allowed_names() and "fetch" not in off.allowed_names()


def test_adding_a_module_changes_the_rules_text_and_the_gate_together():
    """uuid is refused until with_module adds it; then uuid.uuid4 passes and uuid.os still does not."""
    source = "import uuid\ndef new_id() -> dict:\n    return {'id': str(uuid.uuid4())}\n"
    before = DEFAULT_POLICY
    after = DEFAULT_POLICY.with_module("uuid", "uuid4", "unique ids")
    assert "- uuid" not in before.render_rules()
    assert "- uuid (unique ids): uuid4" in after.render_rules()

    refused = check_source(source, before)
    assert _rules_of(refused) == ["imports"]
    assert refused.errors[0].message.startswith("import of 'uuid' is not allowed; allowed modules: base64, bisect")
    assert check_source(source, after).ok

    reexport = check_source("import uuid\nx = uuid.os\n", after)
    assert [issue.message for issue in reexport.errors] == [
        "attribute 'os' of module 'uuid' is not allowed; allowed: uuid4"
    ]


def test_allowing_classes_changes_the_rules_text_and_the_gate_together():
    """allow_classes turns a refused class statement into an accepted one, and the text says so."""
    source = "class Oops(ValueError):\n    pass\n"
    on = dataclasses.replace(DEFAULT_POLICY, allow_classes=True)
    assert _rules_of(check_source(source)) == ["classes"]
    assert check_source(source, on).ok
    assert "except*, '/' in parameters, classes." in DEFAULT_POLICY.render_rules()
    assert "classes with bases other than plain names" in on.render_rules()


def test_the_size_limit_is_stated_and_enforced_from_the_same_number():
    """with_limits(max_source_bytes=...) changes the stated size and the gate's cut-off."""
    small = DEFAULT_POLICY.with_limits(max_source_bytes=2048)
    assert "at most 2 KB" in small.render_rules() and "at most 64 KB" in DEFAULT_POLICY.render_rules()
    source = "X = 1\n" * 400
    assert check_source(source).ok
    assert _rules_of(check_source(source, small)) == ["source"]


def test_the_rules_text_names_everything_the_gate_enforces():
    """Every module and attribute, allowed builtin, forbidden name and forbidden attribute is in the text."""
    text = DEFAULT_POLICY.render_rules()
    for rule in DEFAULT_POLICY.modules.values():
        assert f"- {rule.name} ({rule.purpose}): {', '.join(sorted(rule.attributes))}" in text
    for name in DEFAULT_POLICY.builtins - {"None", "True", "False"}:
        assert f" {name}," in text or f" {name}." in text, name
    for name in DEFAULT_POLICY.forbidden_names:
        if not name.startswith("_"):
            assert f" {name}," in text or f" {name} " in text, name
    for name in DEFAULT_POLICY.forbidden_attributes:
        assert f" {name}," in text or f" {name}." in text, name
    for construct in ("global", "nonlocal", "with", "match", "yield", "async/await", "decorators", "except*"):
        assert construct in text
    assert "starts with '_'" in text and "'{0.x}'" in text


@pytest.mark.parametrize("name", ["eval", "open", "getattr", "type"])
def test_a_forbidden_name_is_refused_and_a_policy_can_lift_it(name):
    """forbidden_names is data: dropping a name from it makes the gate stop refusing it."""
    source = f"x = {name}\n"
    assert _rules_of(check_source(source)) == ["forbidden-names"]
    lifted = dataclasses.replace(
        DEFAULT_POLICY,
        forbidden_names=DEFAULT_POLICY.forbidden_names - {name},
        builtins=DEFAULT_POLICY.builtins | {name},
    )
    assert check_source(source, lifted).ok


def test_forbidden_attributes_are_data_the_gate_reads():
    """An attribute added to forbidden_attributes is refused by the gate on any object."""
    source = "def f(s):\n    return s.upper()\n"
    assert check_source(source).ok
    stricter = dataclasses.replace(DEFAULT_POLICY, forbidden_attributes=DEFAULT_POLICY.forbidden_attributes | {"upper"})
    assert _rules_of(check_source(source, stricter)) == ["introspection-attributes"]


def test_to_json_carries_what_the_workers_enforce():
    """The worker form is JSON and holds modules with attributes, builtins, forbidden lists and limits."""
    data = json.loads(json.dumps(DEFAULT_POLICY.with_capability("fetch").to_json()))
    assert data["modules"]["typing"] == sorted(DEFAULT_POLICY.modules["typing"].attributes)
    assert "sys" not in data["modules"]["typing"]
    assert data["capabilities"] == ["fetch"]
    assert "gi_frame" in data["forbidden_attributes"] and "obj" in data["forbidden_attributes"]
    assert "eval" in data["forbidden_names"] and "len" in data["builtins"]
    assert data["limits"]["max_source_bytes"] == DEFAULT_POLICY.limits.max_source_bytes
    assert data["limits"]["max_syntax_nodes"] == DEFAULT_POLICY.limits.max_syntax_nodes


def test_changes_return_new_policies_and_leave_the_default_alone():
    """with_capability, with_module and with_limits never modify the policy they start from."""
    changed = DEFAULT_POLICY.with_capability("fetch").with_module("uuid", "uuid4").with_limits(memory_mb=64)
    assert isinstance(changed, Policy) and changed is not DEFAULT_POLICY
    assert not DEFAULT_POLICY.capability_enabled("fetch") and changed.capability_enabled("fetch")
    assert "uuid" not in DEFAULT_POLICY.modules and "uuid" in changed.modules
    assert DEFAULT_POLICY.limits.memory_mb == 512 and changed.limits.memory_mb == 64


def test_a_policy_pickles_to_the_same_policy():
    """A Ray node is handed the host's policy: the same allow-list, capabilities and limits arrive."""
    import pickle

    policy = DEFAULT_POLICY.with_capability("fetch").with_limits(call_timeout_s=3.0).with_module("math", "sqrt")
    again = pickle.loads(pickle.dumps(policy))
    assert again.to_json() == policy.to_json() and again.limits.call_timeout_s == 3.0
    assert again.capability_enabled("fetch") and again.modules["math"].attributes == frozenset({"sqrt"})
