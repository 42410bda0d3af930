"""The one place text from models is written out for people, and format fields are read."""

import pytest

from toolkiln.util.text import (
    escape_controls,
    escape_line_breaks,
    escape_unseen,
    format_fields,
    located,
    one_line,
    valid_text,
    visible,
)


def test_visible_writes_out_controls_and_direction_marks_but_keeps_tab_and_newline():
    assert visible("a\tb\nc\x1b]0;x\x07\u202e\x9b") == "a\tb\nc\\x1b]0;x\\x07\\u202e\\x9b"


def test_escape_unseen_writes_out_every_control_unless_kept():
    assert escape_unseen("a\nb\u2066") == "a\\x0ab\\u2066"
    assert escape_unseen("a\nb", keep="\n") == "a\nb"


def test_escape_controls_leaves_direction_marks():
    assert escape_controls("\x00\u202e") == "\\x00\u202e"


def test_escape_line_breaks_leaves_one_line_whatever_reads_it():
    escaped = escape_line_breaks("a\nb\rc\x85d\u2028e\u2029f")
    assert escaped.splitlines() == [escaped] and escaped == "a\\u000ab\\u000dc\\u0085d\\u2028e\\u2029f"


def test_one_line_collapses_replaces_surrogates_and_cuts():
    assert one_line("a\n  b\ud800", 100) == "a b?"
    cut = one_line("x" * 50, 20)
    assert len(cut) == 20 and cut.endswith(" … (truncated)")
    assert one_line("x" * 50, 10, "…") == "x" * 9 + "…"


def test_valid_text_returns_valid_text_itself():
    text = "naïve"
    assert valid_text(text) is text


def test_format_fields_walks_nested_specs():
    assert list(format_fields("{0!r:>10} {name:{width}} {{literal}} {a.b:{c[0]}}")) == [
        "0",
        "name",
        "width",
        "a.b",
        "c[0]",
    ]


def test_a_malformed_template_raises_only_when_strict():
    with pytest.raises(ValueError):
        list(format_fields("{a} {"))
    assert list(format_fields("{a} {", strict=False)) == ["a"]


@pytest.mark.parametrize(
    ("error", "shown"),
    [
        (
            {"line": 3, "message": "ZeroDivisionError: division by zero (line 3)"},
            "line 3: ZeroDivisionError: division by zero",
        ),
        ({"line": 1, "message": "import of 'os' is not allowed"}, "line 1: import of 'os' is not allowed"),
        ({"line": 0, "message": "this exact source was rejected before"}, "this exact source was rejected before"),
        ({"message": "no line at all"}, "no line at all"),
        ({"line": 2, "message": "ValueError: x (line 7)"}, "line 2: ValueError: x (line 7)"),  # another line stays
    ],
)
def test_located_names_an_errors_line_once_and_never_line_0(error, shown):
    assert located(error) == shown
