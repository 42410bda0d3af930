"""The search's term table: kept in step with every save and status change, carried over from an
older store, and ranking the same tools on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest
from searching import add, load_bench

from toolkiln.store import Registry
from toolkiln.store.ranking import document, query_weights
from toolkiln.store.stemming import stem, terms


def names(tools) -> list[str]:
    return [t.name for t in tools]


PORTER = {
    "caresses": "caress", "ponies": "poni", "cats": "cat", "agreed": "agre", "plastered": "plaster",
    "motoring": "motor", "hopping": "hop", "filing": "file", "happy": "happi", "relational": "relat",
    "digitizer": "digit", "predication": "predic", "hopefulness": "hope", "sensibiliti": "sensibl",
    "formalize": "formal", "electrical": "electr", "adjustment": "adjust", "adoption": "adopt",
    "effective": "effect", "controll": "control", "generalizations": "gener", "converts": "convert",
}  # fmt: skip
"""Words from M. F. Porter's paper and vocabulary with the stems his algorithm gives."""


def test_words_are_stemmed_as_porter_stems_them():
    assert {word: stem(word) for word in PORTER} == PORTER


def test_a_text_becomes_lowercase_stems_without_accents():
    assert terms("Converts degrees Celsius; Café au lait!") == ["convert", "degre", "celsiu", "cafe", "au", "lait"]


def test_a_tool_weighs_its_name_words_most_then_its_parameter_names():
    doc = document("convert celsius", "Converts a temperature.", "celsius")
    assert doc.weights == {"convert": 7, "celsiu": 8, "a": 1, "temperatur": 1}
    assert doc.length == 6


def test_query_words_that_share_a_stem_add_their_weights():
    assert query_weights({"degrees": 2, "degree": 1, "celsius": 2}) == {"degre": 3, "celsiu": 2}


def _counts(registry: Registry) -> tuple[dict[str, int], tuple[int, int], list[str]]:
    rows = registry.db.query("SELECT term, docs FROM search_terms WHERE docs > 0 ORDER BY term")
    stats = registry.db.query("SELECT docs, total_length FROM search_stats")[0]
    docs = registry.db.query("SELECT name FROM search_docs ORDER BY name")
    return {row[0]: int(row[1]) for row in rows}, (int(stats[0]), int(stats[1])), [row[0] for row in docs]


def test_counts_follow_saves_approvals_and_retirements(store_at):
    """Each term's document frequency and the registry's size stay what a count from scratch gives."""
    with store_at.open() as registry:
        add(registry, "celsius_to_fahrenheit", "Converts degrees Celsius to degrees Fahrenheit.", ["celsius"])
        add(registry, "word_count", "Counts the words in a text.", ["text"])
        add(registry, "word_count", "Counts the words of a text, hyphens split.", ["text"], status="pending")
        add(registry, "kelvin_to_celsius", "Converts kelvin to degrees Celsius.", ["kelvin"], status="pending")
        registry.approve("kelvin_to_celsius")
        registry.retire("celsius_to_fahrenheit", "a better one exists")
        kept = _counts(registry)
        assert kept[2] == ["kelvin_to_celsius", "word_count"]
        assert kept[0]["celsiu"] == 1 and kept[0]["word"] == 1 and "fahrenheit" not in kept[0]
        with registry.db.write() as conn:
            from toolkiln.store.index import rebuild_index

            rebuild_index(conn)
        assert _counts(registry) == kept
        assert names(registry.search("celsius")) == ["kelvin_to_celsius"]


def test_a_store_made_before_the_term_table_is_searched_after_its_upgrade(store_at):
    """The tools of a store from before the term table are carried over when it is opened: found
    by the same words, and the step is recorded once."""
    with store_at.open() as registry:
        add(registry, "bmi_index", "Computes the body mass index from weight and height.", ["weight_kg", "height_m"])
        add(registry, "word_count", "Counts the words in a text.", ["text"])
        with registry.db.write() as conn:  # the schema as it was before the step: its tables gone, unrecorded
            for table in ("search_postings", "search_docs", "search_terms", "search_stats"):
                conn.execute(f"DROP TABLE {table}")
            conn.execute("DELETE FROM _migrations WHERE name = 'm014_search_terms'")
    with store_at.open() as registry:
        assert names(registry.search("what is my BMI if I weigh 80 kg")) == ["bmi_index"]
        assert names(registry.search("how many words are in my essay"))[0] == "word_count"
        recorded = registry.db.query("SELECT count(*) FROM _migrations WHERE name = 'm014_search_terms'")
        assert int(recorded[0][0]) == 1


@pytest.fixture
def both_stores(tmp_path, pg_cluster):
    sqlite = Registry(tmp_path / "registry.sqlite3")
    postgres = Registry(pg_cluster.new_database(), key_file=tmp_path / "pg.key")
    try:
        yield sqlite, postgres
    finally:
        sqlite.close()
        postgres.close()


def test_both_stores_find_the_same_tools_for_the_same_words(both_stores):
    """Among 2,000 look-alike tools, every benchmark query finds its tool on both stores or on neither,
    and the best match is the same tool."""
    bench = load_bench()
    found = []
    for registry in both_stores:
        bench.fill_registry(registry, 2000)
        found.append({query: names(registry.search(query, 5)) for query, _ in bench.ALL_QUERIES})
    sqlite, postgres = found
    for query, target in bench.ALL_QUERIES:
        assert (target in sqlite[query]) == (target in postgres[query]), (query, sqlite[query], postgres[query])
        assert sqlite[query][:1] == postgres[query][:1], query


def test_impacts_follow_the_mean_length_as_tools_get_longer(store_at):
    """Tools whose descriptions grow move the mean length; the stored impacts are worked out again
    whenever it drifts past the bound, and each stays what its frequency and length give."""
    from toolkiln.store.ranking import MEAN_DRIFT, impact

    with store_at.open() as registry:
        for n in range(12):
            words = " ".join(f"word{i}" for i in range(3 * n))
            add(registry, f"tool_{n}", f"Measures {words} carefully.", ["value"])
        docs, total, mean = registry.db.query("SELECT docs, total_length, mean_length FROM search_stats")[0]
        assert int(docs) == 12 and abs(total / docs - mean) <= MEAN_DRIFT * mean
        rows = registry.db.query("SELECT weight, length, impact FROM search_postings WHERE term = 'measur'")
        assert len(rows) == 12
        assert all(abs(float(r[2]) - impact(float(r[0]), int(r[1]), float(mean))) < 1e-9 for r in rows)
