"""Filling in references is bounded while it is built: an amplifying plan stops with a ``ref`` error.

Each case would build far more than the limit (hundreds of MB for the first
ones) if resolution were not counted; the process's peak memory after all of
them stays within a generous bound of where it started.
"""

from __future__ import annotations

import resource

import pytest

from toolkiln.errors import ToolError
from toolkiln.models.planner.refs import Room, fill_template, resolve_refs
from toolkiln.settings import DEFAULT_MAX_RESOLVED_BYTES, Settings

RESULTS = {"s1": {"t": "x" * 200_000, "n": list(range(20_000))}}
AMPLIFYING = {
    "a template repeating a 200 KB string": {"text": {"$template": "{s1.t}" * 2000}},
    "a template repeating a list": {"text": {"$template": "{s1.n}" * 2000}},
    "a list of $ref": {"items": [{"$ref": "s1.t"}] * 2000},
    "a dict of $ref": {"by": {f"k{i}": {"$ref": "s1.n"} for i in range(2000)}},
    "$ref nested in lists": {"rows": [[{"$ref": "s1.t"}] * 50] * 40},
}


def peak_rss_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # KiB on Linux


@pytest.mark.parametrize("params", AMPLIFYING.values(), ids=AMPLIFYING.keys())
def test_an_amplifying_reference_stops_with_a_ref_error_naming_the_step_and_the_limit(params):
    before = peak_rss_bytes()
    with pytest.raises(ToolError) as raised:
        resolve_refs(params, RESULTS, Room(DEFAULT_MAX_RESOLVED_BYTES, "step s2's params"))
    assert raised.value.kind == "ref"
    message = str(raised.value)
    assert message.startswith("step s2's params would be over 4 MiB once references are filled in"), message
    assert "max_resolved_bytes = 4194304" in message and "\n" not in message
    assert peak_rss_bytes() - before < 64 * 1024 * 1024


def test_the_default_bound_holds_without_a_room():
    """A caller that passes no room (an answer filled from results, say) gets the default limit."""
    with pytest.raises(ToolError, match="over 4 MiB"):
        resolve_refs({"$template": "{s1.t}" * 2000}, RESULTS)
    with pytest.raises(ToolError, match="the text would be over 4 MiB"):
        fill_template("{s1.t}" * 2000, RESULTS)


def test_what_fits_is_filled_in_as_before():
    assert resolve_refs({"items": [{"$ref": "s1.t"}] * 10}, RESULTS)["items"][9] == "x" * 200_000
    assert fill_template("{s1.n}", {"s1": {"n": [1, 2]}}) == "[1, 2]"
    assert len(resolve_refs({"$template": "{s1.t}" * 20}, RESULTS)) == 4_000_000


def test_the_limit_is_a_setting_with_a_floor():
    assert Settings().max_resolved_bytes == DEFAULT_MAX_RESOLVED_BYTES
    small = Room(1024, "step s9's params")
    with pytest.raises(ToolError, match="step s9's params would be over 1 KiB"):
        resolve_refs({"$template": "{s1.t}"}, RESULTS, small)
