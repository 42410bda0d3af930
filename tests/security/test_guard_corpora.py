"""The held-out corpora stay held out: no text of one is in the corpora the guard's rules were tuned on or its
learned part was trained on, so a held-out figure measures texts the guard never saw."""

import importlib.util
import json
from pathlib import Path

import pytest

CORPORA = Path(__file__).parent / "guard"
HELD_OUT = sorted(path.name.removesuffix("_texts.py") for path in CORPORA.glob("heldout*_texts.py"))


def _lines(name: str) -> set[str]:
    return {json.loads(line)["text"] for line in (CORPORA / name).read_text(encoding="utf-8").splitlines() if line}


def _round_texts() -> set[str]:
    """Every text of the tuning rounds' modules (``round*_texts.py``), injections and benign alike."""
    texts: set[str] = set()
    for path in sorted(CORPORA.glob("round*_texts.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for value in vars(module).values():
            if isinstance(value, dict):
                texts |= {t for group in value.values() if isinstance(group, list) for t in group if isinstance(t, str)}
            elif isinstance(value, list):
                texts |= {t for t in value if isinstance(t, str)}
    return texts


def test_there_are_held_out_corpora():
    assert "heldout6" in HELD_OUT


@pytest.mark.parametrize("held_out", HELD_OUT)
def test_no_held_out_text_is_a_tuning_text(held_out):
    tuning = _lines("injections.jsonl") | _lines("benign.jsonl") | _round_texts()
    held = _lines(f"{held_out}_injections.jsonl") | _lines(f"{held_out}_benign.jsonl")
    assert len(held) > 100
    assert held & tuning == set()
