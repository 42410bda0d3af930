"""``toolkiln tools list`` at scale: pages of the table, the JSON streamed in batches."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from toolkiln.cli.listing import default_page_size
from toolkiln.cli.main import main
from toolkiln.store import Registry
from toolkiln.tools.catalog import load_catalog

# Names around the catalog's (calculate, date_diff, statistics_summary, text_stats), so the
# merge has to slot catalog tools between registry batches and inside them.
NAMES = ["aardvark_count", "calculate_tax", "date_shift", "middle_tool", "sum_values", "text_upper", "zebra"]


def invoke(*args: str, lines: int = 40):
    env = {"COLUMNS": "200", "LINES": str(lines)}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def tool(name: str) -> dict:
    return {
        "name": name,
        "source": f'"""Does {name}."""\n\n\ndef {name}(x: int) -> dict:\n    return {{"x": x}}\n',
        "description": f"Does {name}.",
        "params": [{"name": "x", "type": "int", "required": True}],
        "backend": "mock",
        "model": "mock",
        "trial_params": {"x": 1},
        "trial_result": {"x": 1},
    }


@pytest.fixture
def registry(toolkiln_home):
    with Registry(toolkiln_home / "registry.sqlite3") as reg:
        reg.save_many([tool(name) for name in NAMES])
        yield reg


def shown(out: str) -> list[str]:
    """The tools a table shows, in order: the first line of each row is ``│ NAME[@V] │``."""
    return re.findall(r"^│ ([a-z_]+)(?:@\d+)? +│", out, re.MULTILINE)


def everything() -> list[str]:
    return sorted([*NAMES, *load_catalog()])


def test_listing_reads_in_batches_and_keeps_name_order(registry):
    batches = list(registry.listing(batch=3))
    assert [len(batch) for batch in batches] == [3, 3, 1]
    entries = [json.loads(entry) for batch in batches for _name, _origin, entry in batch]
    assert [e["name"] for e in entries] == NAMES
    assert entries[0] == {
        "name": "aardvark_count",
        "version": 1,
        "origin": "generated",
        "status": "active",
        "description": "Does aardvark_count.",
        "params": [{"name": "x", "type": "int", "required": True}],
        "returns": {"type": "object", "properties": {"x": {"type": "integer"}}},
    }


def test_a_version_saved_before_return_shapes_lists_its_recorded_shape(registry):
    registry._query("UPDATE tools SET returns = NULL WHERE name = 'zebra'")
    (zebra,) = [json.loads(entry) for batch in registry.listing() for name, _, entry in batch if name == "zebra"]
    assert zebra["returns"] == registry.get("zebra").returns != {}


def test_json_lists_catalog_and_registry_merged_in_name_order(registry):
    tools = json.loads(invoke("tools", "list", "--json").stdout)
    assert [t["name"] for t in tools] == everything()
    assert {t["origin"] for t in tools if t["name"] in load_catalog()} == {"catalog"}


def test_json_pages_with_limit_and_offset(registry):
    page = json.loads(invoke("tools", "list", "--json", "--offset", "2", "--limit", "4").stdout)
    assert [t["name"] for t in page] == everything()[2:6]
    assert json.loads(invoke("tools", "list", "--json", "--offset", "100").stdout) == []


def test_the_table_shows_a_page_and_says_how_to_see_more(registry):
    out = invoke("tools", "list", "--limit", "3", "--offset", "3").stdout
    assert shown(out) == everything()[3:6]
    assert f"tools 4–6 of {len(everything())}; --offset 6 for the next page, --all for everything" in out


def test_the_default_page_fits_the_terminal(registry):
    lines = 12
    out = invoke("tools", "list", lines=lines).stdout
    rows = default_page_size(lines)
    assert rows == 3 and len(out.splitlines()) <= lines - 1  # the prompt's line stays free
    assert shown(out) == everything()[:rows]


def test_all_shows_every_tool_of_every_status_on_one_page(registry):
    registry.reject("zebra", 1, "wrong")
    assert "zebra" not in shown(invoke("tools", "list", lines=200).stdout)
    out = invoke("tools", "list", "--all", lines=8).stdout
    assert shown(out) == everything()
    assert "rejected" in out and "--offset" not in out


def test_an_offset_past_the_end_says_so(registry):
    out = invoke("tools", "list", "--offset", "50").stdout
    assert out.strip() == f"No tools after the first 50; there are {len(everything())}."


@pytest.mark.parametrize("flag", ["--limit=0", "--offset=-1"])
def test_a_bad_page_is_a_usage_error(registry, flag):
    result = invoke("tools", "list", flag)
    assert result.exit_code == 2 and "toolkiln: error:" in result.stderr


def test_listing_picks_for_each_name_the_version_it_offers_whatever_the_history(registry):
    """The listing's row test (one index probe per row) picks what ``VISIBLE`` picks for each name:
    the latest active version, else the latest pending one; with ``--all`` each name's latest."""
    from toolkiln.store.index import VISIBLE

    histories = {
        "mixed_a": ["active", "pending", "active", "pending"],  # v3: a later pending does not hide it
        "mixed_b": ["pending", "pending"],  # only pending: the later
        "mixed_c": ["active", "rejected"],  # v1
        "mixed_d": ["rejected", "retired"],  # nothing offered
        "mixed_e": ["pending", "active", "retired", "pending"],  # v2
    }
    for name, statuses in histories.items():
        for version, status in enumerate(statuses, 1):
            registry.save(**{**tool(name), "source": tool(name)["source"] + f"# v{version}\n"})
            # the status set directly: this is about which row the listing's SQL picks
            registry.db.query("UPDATE tools SET status = ? WHERE name = ? AND version = ?", (status, name, version))

    def listed(include_inactive: bool) -> dict[str, int]:
        rows = [
            json.loads(entry)
            for batch in registry.listing(include_inactive=include_inactive, batch=2)
            for _n, _o, entry in batch
        ]
        return {row["name"]: row["version"] for row in rows if row["name"].startswith("mixed_")}

    expected = {}
    for name in histories:
        found = registry.db.query(f"SELECT version FROM tools WHERE id = ({VISIBLE})", (name,))
        if found:
            expected[name] = found[0][0]
    assert listed(False) == expected == {"mixed_a": 3, "mixed_b": 2, "mixed_c": 1, "mixed_e": 2}
    assert listed(True) == {name: len(statuses) for name, statuses in histories.items()}
    assert [tool.version for tool in registry.list_tools() if tool.name.startswith("mixed_")] == [3, 2, 1, 2]
