"""The guard's corpora stay apart: no text of a held-out corpus (``heldoutN``, never trained or tuned on) is in a
tuning corpus, so a held-out figure measures texts the guard never saw; and no text of a corpus the trainer's
leave-one-corpus-out estimate holds out (the spent held-out sets ``spentN``, ``round6`` to ``round10``) is in another corpus, so
the estimate measures each on texts its model was not trained on."""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

CORPORA = Path(__file__).parent / "guard"
HELD_OUT = sorted(path.name.removesuffix("_texts.py") for path in CORPORA.glob("heldout*_texts.py"))
SPENT = sorted(path.name.removesuffix("_texts.py") for path in CORPORA.glob("spent*_texts.py"))
ROUNDS = sorted(path.name.removesuffix("_texts.py") for path in CORPORA.glob("round*_texts.py"))


def _lines(name: str) -> set[str]:
    return {json.loads(line)["text"] for line in (CORPORA / name).read_text(encoding="utf-8").splitlines() if line}


def _round_texts(name: str) -> set[str]:
    """Every text of a tuning round's module (``round*_texts.py``), injections and benign alike."""
    path = CORPORA / f"{name}_texts.py"
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    texts: set[str] = set()
    for value in vars(module).values():
        if isinstance(value, dict):
            texts |= {t for group in value.values() if isinstance(group, list) for t in group if isinstance(t, str)}
        elif isinstance(value, list):
            texts |= {t for t in value if isinstance(t, str)}
    return texts


def _texts(name: str) -> set[str]:
    if name in ROUNDS:
        return _round_texts(name)
    return _lines(f"{name}_injections.jsonl") | _lines(f"{name}_benign.jsonl")


def _every_corpus() -> dict[str, set[str]]:
    named = {name: _texts(name) for name in HELD_OUT + SPENT + ROUNDS}
    return named | {"tuning": _lines("injections.jsonl") | _lines("benign.jsonl")}


def _trainer():
    sys.path.insert(0, str(CORPORA))
    try:
        import train_model  # noqa: PLC0415
    finally:
        sys.path.remove(str(CORPORA))
    return train_model


def test_the_trainer_reads_every_spent_corpus_and_no_held_out_one():
    trainer = _trainer()
    assert set(SPENT) >= {"spent2", "spent3", "spent4", "spent5", "spent6", "spent7", "spent8"}
    assert set(SPENT) <= set(trainer.CORPORA) and set(SPENT) <= set(trainer.ESTIMATED)
    assert not any(name.startswith("heldout") for name in trainer.CORPORA + trainer.ESTIMATED)


@pytest.mark.parametrize("held_out", HELD_OUT + SPENT + [name for name in ROUNDS if name in _trainer().ESTIMATED])
def test_no_text_of_a_corpus_held_out_is_in_another_corpus(held_out):
    corpora = _every_corpus()
    held = corpora.pop(held_out)
    assert len(held) > 100
    others = set().union(*corpora.values())
    assert held & others == set()
