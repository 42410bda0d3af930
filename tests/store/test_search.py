"""Search in a person's own words, and near-duplicates before generating."""

from __future__ import annotations

import pytest
from searching import add, load_bench

from toolkiln.store.search import name_words, query_terms, weighted_terms


@pytest.fixture
def registry(store_at):
    with store_at.open() as reg:
        add(
            reg,
            "bmi_index",
            "Computes the body mass index from weight in kilograms and height in metres.",
            ["weight_kg", "height_m"],
        )
        add(reg, "celsius_to_fahrenheit", "Converts degrees Celsius to degrees Fahrenheit.", ["celsius"])
        add(reg, "word_count", "Counts the words in a text.", ["text"])
        add(reg, "ideal_weight", "Estimates the ideal weight for a height.", ["height_cm"])
        add(reg, "convert_pounds_to_kilograms", "Converts pounds to kilograms.", ["pounds"])
        yield reg


def names(tools) -> list[str]:
    return [t.name for t in tools]


def test_the_bmi_question_finds_bmi_index_first(registry):
    assert names(registry.search("what is my BMI if I weigh 80 kg"))[0] == "bmi_index"


def test_words_that_share_no_stem_with_the_tool_still_find_it(registry):
    """Stemming plus the expansion tables: 'converting' and 'temperature' reach the tool's words."""
    assert names(registry.search("converting a temperature from celsius"))[0] == "celsius_to_fahrenheit"
    assert names(registry.search("how many words are in my essay"))[0] == "word_count"


def test_search_respects_the_limit_and_orders_best_first(registry):
    found = registry.search("weight", limit=2)
    assert len(found) == 2
    assert set(names(found)) <= {"bmi_index", "ideal_weight", "convert_pounds_to_kilograms"}


def test_search_syntax_in_a_query_is_taken_as_words(registry):
    """Quotes, operators and stars are never read as query syntax by either store."""
    for query in ['"weight" AND (', "NOT OR *", "bmi:index", "weight^2 - {x}", "'; DROP TABLE tools; --"]:
        registry.search(query)
    assert names(registry.search('bmi" OR "x'))[0] == "bmi_index"


def test_queries_with_nothing_to_match_find_nothing(registry):
    assert registry.search("") == []
    assert registry.search("what is it 42") == []
    assert registry.search("weight", limit=0) == []


def test_search_offers_the_pending_version_only_when_nothing_is_active(registry):
    add(registry, "bmi_index", "Computes the body mass index (rounded).", ["weight_kg", "height_m"], status="pending")
    assert [t.ref for t in registry.search("bmi")] == ["bmi_index@1"]
    registry.reject("bmi_index", 1, "wrong rounding")
    assert [(t.ref, t.status) for t in registry.search("bmi")] == [("bmi_index@2", "pending")]
    registry.approve("bmi_index", 2)
    assert [(t.ref, t.status) for t in registry.search("bmi")] == [("bmi_index@2", "active")]


def test_similar_shows_the_existing_tool_before_a_near_duplicate_is_written(registry):
    found = registry.similar("celsius_converter", "Converts a temperature in Celsius to Fahrenheit.")
    assert names(found)[0] == "celsius_to_fahrenheit"


def test_similar_leaves_out_the_tool_itself(registry):
    found = registry.similar("bmi_index", "Computes the body mass index.")
    assert "bmi_index" not in names(found)


def test_query_terms_drop_stop_words_and_numbers_and_add_expansions():
    terms = query_terms("What is my BMI if I weigh 80 kg?")
    assert terms[:1] == ["bmi"]
    assert {"body", "mass", "index", "weight", "kilogram"} <= set(terms)
    assert not {"what", "is", "my", "if", "i", "80"} & set(terms)


def test_own_words_weigh_more_than_expansions():
    weights = weighted_terms("how many words")
    assert weights["words"] > weights["count"]


def test_units_glued_to_numbers_are_split():
    assert {"c", "celsius"} <= set(query_terms("30C in F"))
    assert {"kg", "kilogram"} <= set(query_terms("80kg"))


def test_name_words_split_snake_and_camel_case():
    assert name_words("bmi_index") == "bmi index"
    assert name_words("toCelsius") == "to celsius"


def test_recall_among_thousands_of_look_alike_tools(store_at):
    """The user-phrased queries of the search benchmark find their tool in the top 5
    among 3,000 synthetic tools (the benchmark itself uses 10,000 and reports timing), in either store."""
    bench = load_bench()
    with store_at.open() as registry:
        bench.fill_registry(registry, 3000)
        assert registry.count() == 3000
        misses = [
            (query, target) for query, target in bench.ALL_QUERIES if target not in names(registry.search(query, 5))
        ]
    assert len(misses) / len(bench.ALL_QUERIES) <= 0.10, misses
