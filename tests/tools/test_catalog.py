"""The hand-written catalog: found as package data, in the tool format, and correct."""

import json

import pytest
from RestrictedPython import compile_restricted_exec

import toolkiln.tools.catalog as catalog
from toolkiln.acceptance.gate import check_source
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.tools.catalog import MEMO_FILE, CatalogTool, load_catalog

CATALOG = load_catalog()


def load(name):
    """Exec the tool's module in a plain namespace and return its entry point."""
    namespace = {}
    exec(compile(CATALOG[name].source, f"{name}.py", "exec"), namespace)
    return namespace[name]


# -- the catalog as a whole ------------------------------------------------------------------


def test_the_catalog_holds_the_hand_written_tools_sorted_by_name():
    assert list(CATALOG) == ["calculate", "date_diff", "statistics_summary", "text_stats"]
    for name, tool in CATALOG.items():
        assert isinstance(tool, CatalogTool)
        assert tool.name == tool.schema.name == name
        assert tool.schema.description
        assert f"def {name}(" in tool.source


def test_signatures_are_read_from_the_sources():
    signatures = {name: tool.schema.signature() for name, tool in CATALOG.items()}
    assert signatures == {
        "calculate": "calculate(expression: str)",
        "date_diff": "date_diff(start: str, end: str)",
        "statistics_summary": "statistics_summary(numbers: list[float])",
        "text_stats": "text_stats(text: str)",
    }


def test_load_catalog_is_read_once_but_hands_out_a_fresh_dict():
    first = load_catalog()
    first.pop("calculate")
    second = load_catalog()
    assert "calculate" in second
    assert second["text_stats"] is first["text_stats"]


def _described(tools) -> dict:
    return {name: (tool.source, tool.schema.signature(), tool.schema.description, tool.returns) for name, tool in tools}


def test_a_home_keeps_the_schemas_so_the_next_run_parses_no_catalog_file(tmp_path, monkeypatch):
    """The schemas read back from the memo are the parsed ones; with the memo in place nothing is parsed."""
    parsed = []
    parse = catalog._parsed
    monkeypatch.setattr(catalog, "_parsed", lambda name, source: parsed.append(name) or parse(name, source))
    first = catalog._read_catalog(tmp_path)
    assert parsed == list(CATALOG) and (tmp_path / MEMO_FILE).is_file()
    parsed.clear()
    again = catalog._read_catalog(tmp_path)
    assert parsed == [] and _described(again) == _described(first) == _described(CATALOG.items())


@pytest.mark.parametrize(
    "spoil",
    [
        lambda kept: kept.update(params="expression"),
        lambda kept: kept["params"][0].update(type="list[[float]"),
        lambda kept: kept["params"][0].pop("name"),
        lambda kept: kept.update(returns=["value"]),
    ],
)
def test_a_memo_entry_that_does_not_read_back_is_parsed_again(tmp_path, spoil):
    catalog._read_catalog(tmp_path)
    good = json.loads((tmp_path / MEMO_FILE).read_text(encoding="utf-8"))
    memo = json.loads(json.dumps(good))
    for kept in memo.values():
        spoil(kept)
    (tmp_path / MEMO_FILE).write_text(json.dumps(memo), encoding="utf-8")
    assert _described(catalog._read_catalog(tmp_path)) == _described(CATALOG.items())
    assert json.loads((tmp_path / MEMO_FILE).read_text(encoding="utf-8")) == good  # and the memo was mended


def test_the_memo_is_keyed_by_the_source_and_the_code_that_reads_it(tmp_path, monkeypatch):
    """Another source, or another version of the schema reader, is another key: nothing stale is read back."""
    catalog._read_catalog(tmp_path)
    before = set(json.loads((tmp_path / MEMO_FILE).read_text(encoding="utf-8")))
    monkeypatch.setattr(catalog, "_READERS", ("toolspec.py", "returns.py"))  # as if the reading code had changed
    catalog._read_catalog(tmp_path)
    after = set(json.loads((tmp_path / MEMO_FILE).read_text(encoding="utf-8")))
    assert len(after) == len(CATALOG) and not before & after


def test_a_catalog_tool_is_frozen():
    with pytest.raises(AttributeError):
        CATALOG["calculate"].source = "x"


@pytest.mark.parametrize("name", sorted(CATALOG))
def test_every_catalog_tool_passes_the_gate(name):
    result = check_source(CATALOG[name].source, DEFAULT_POLICY)
    assert result.ok, result.errors


@pytest.mark.parametrize("name", sorted(CATALOG))
def test_every_catalog_tool_compiles_under_restricted_python(name):
    assert compile_restricted_exec(CATALOG[name].source).errors == ()


# -- calculate ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "expression, value",
    [
        ("2 + 3 * 4", 14),
        ("(1+2)*3", 9),
        ("7 / 2", 3.5),
        ("7 // 2", 3),
        ("-7 // 2", -4),
        ("7 % 3", 1),
        ("-2 ** 2", -4),
        ("2 ** 3 ** 2", 512),
        ("2 ** -1", 0.5),
        ("2^10", 1024),
        ("3 × 4 ÷ 2", 6.0),
        ("1,5 * 2", 3.0),
        ("--3", 3),
        ("+4", 4),
        ("1e3 + .5", 1000.5),
        ("sqrt(16) + abs(-2)", 6.0),
        ("round(2.6) + floor(2.6) + ceil(2.1)", 8),
        ("2 * pi", 6.283185307179586),
        ("ln(e)", 1.0),
        ("log10(1000)", 3.0),
        ("  42  ", 42),
    ],
)
def test_calculate(expression, value):
    result = load("calculate")(expression)
    assert result == {"value": pytest.approx(value)}
    assert type(result["value"]) is type(value)


@pytest.mark.parametrize(
    "expression, message",
    [
        ("(1+2))", "unexpected ')' at position 6"),
        ("((1)", "the '(' at position 1 is never closed"),
        ("2 +", "unexpected end of expression"),
        ("2 $ 3", "unexpected '$' at position 3"),
        ("1 / 0", "division by zero at position 3"),
        ("5 % 0", "division by zero"),
        ("0 ** -1", "zero cannot be raised to a negative power"),
        ("2 ** 5000", "exponent 5000 at position 3 is larger than 1000"),
        ("9 ** 999", "more than 300 digits"),
        ("(10**200) * (10**200)", "more than 300 digits"),
        ("1e308 * 10", "not a finite number"),
        ("(-8) ** 0.5", "has no real value"),
        ("sqrt(-1)", "sqrt(-1) at position 1 has no real value"),
        ("foo(2)", "unknown name 'foo' at position 1"),
        ("sqrt 4", "needs its argument in parentheses"),
        ("2 pi", "unexpected 'pi' at position 3"),
        ("", "the expression is empty"),
        ("1+" * 300 + "1", "at most 500 are allowed"),
        ("(" * 60 + "1" + ")" * 60, "nested deeper than 50 levels"),
        ("-" * 60 + "1", "nested deeper than 50 levels"),
    ],
)
def test_calculate_refuses_with_a_message_that_says_where(expression, message):
    with pytest.raises(ValueError) as raised:
        load("calculate")(expression)
    assert message in str(raised.value)
    assert "\n" not in str(raised.value)


def test_calculate_never_evaluates_python():
    """Names are looked up in its own tables, never resolved as Python."""
    for expression in ("__import__('os')", "open('x')", "[].pop", "x.y", "lambda: 1"):
        with pytest.raises(ValueError):
            load("calculate")(expression)


# -- text_stats, date_diff, statistics_summary -------------------------------------------------------


def test_text_stats():
    """Eleven words of 49 letters ("Don't" is one word), three sentences, two lines."""
    text = "Hallo Welt aus Elixir. Don't stop!\nSecond line without an end\n"
    assert load("text_stats")(text) == {
        "characters": len(text),
        "words": 11,
        "lines": 2,
        "sentences": 3,
        "average_word_length": 4.45,
    }


def test_text_stats_of_empty_text():
    assert load("text_stats")("") == {
        "characters": 0,
        "words": 0,
        "lines": 0,
        "sentences": 0,
        "average_word_length": 0.0,
    }


@pytest.mark.parametrize(
    "start, end, days, weeks, rest",
    [
        ("2024-01-01", "2024-03-01", 60, 8, 4),
        ("2024-03-01", "2024-01-01", -60, 8, 4),
        ("2023-02-28T23:00:00", "2023-03-01", 1, 0, 1),
        ("2024-05-05", "2024-05-05", 0, 0, 0),
    ],
)
def test_date_diff(start, end, days, weeks, rest):
    result = load("date_diff")(start, end)
    assert (result["days"], result["weeks"], result["remaining_days"]) == (days, weeks, rest)


def test_date_diff_names_weekdays_and_refuses_non_iso_dates():
    result = load("date_diff")("2024-01-01", "2024-01-06")
    assert (result["start_weekday"], result["end_weekday"]) == ("Monday", "Saturday")
    with pytest.raises(ValueError, match="start 'yesterday' is not an ISO date; write it as YYYY-MM-DD"):
        load("date_diff")("yesterday", "2024-01-01")


def test_statistics_summary():
    result = load("statistics_summary")([3.0, 5.0, 8.0])
    assert result == {
        "count": 3,
        "sum": 16.0,
        "mean": pytest.approx(16 / 3),
        "median": 5.0,
        "min": 3.0,
        "max": 8.0,
        "stdev": pytest.approx(2.516611478423583),
    }
    assert load("statistics_summary")([4.0])["stdev"] is None


@pytest.mark.parametrize("numbers, message", [([], "numbers is empty"), ([1.0, float("nan")], "not a finite number")])
def test_statistics_summary_refuses(numbers, message):
    with pytest.raises(ValueError, match=message):
        load("statistics_summary")(numbers)


# -- in the sandbox ---------------------------------------------------------------------------------

SANDBOX_CALLS = [
    ("calculate", {"expression": "2 + 3 * 4"}),
    ("calculate", {"expression": "sqrt(2) ^ 2 - 2 ** -1"}),
    ("text_stats", {"text": "Hallo Welt. Zwei Sätze!"}),
    ("date_diff", {"start": "2024-01-01", "end": "2024-03-01"}),
    ("statistics_summary", {"numbers": [3.0, 5.0, 8.0]}),
]


@pytest.fixture(scope="module")
def pool():
    from toolkiln.sandbox import WorkerPool

    with WorkerPool(DEFAULT_POLICY, size=1) as workers:
        yield workers


@pytest.mark.parametrize("name, params", SANDBOX_CALLS)
def test_catalog_tools_give_the_same_result_in_a_worker(pool, name, params):
    outcome = pool.run(name, CATALOG[name].source, params)
    assert outcome.ok, outcome.error
    assert outcome.result == load(name)(**params)


def test_a_calculate_error_reaches_the_caller_as_one_line(pool):
    outcome = pool.run("calculate", CATALOG["calculate"].source, {"expression": "(1+2))"})
    assert not outcome.ok and outcome.kind == "raised"
    assert "unexpected ')' at position 6" in outcome.error
