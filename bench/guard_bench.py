"""The prompt-injection guard: its cost per kilobyte and its catch rates on the corpora.

Figures (``python bench/guard_bench.py --json``):

* ``guard_us_per_kb`` — :func:`toolkiln.guard.screen` on documents of about 10 KB
  cut from toolkiln's own source and docs (code and prose, as tool results and
  fetched pages are), every other one with one injection of the corpus put in
  the middle, in microseconds of this thread's CPU time per kilobyte (the guard
  is pure computation; wall time on a busy machine counts other processes too);
  target ≤ 100 (1 ms per 10 KB);
* ``guard_us_per_kb_dense`` — the same on documents joined from the benign
  corpus, which is dense with the words the patterns look for (its hard
  negatives), so nearly every pattern runs: the worst case;
* ``guard_recall_pct`` / ``guard_false_positive_pct`` — on ``tests/security/guard``'s
  injection and benign corpora (the test asserts ≥ 95 and ≤ 1); the rules were
  written with these in view, so they overstate what the guard catches;
* ``guard_heldout_recall_pct`` / ``guard_heldout_false_positive_pct`` — the same over a held-out corpus, texts
  written apart from the rules and the learned part and never tuned or trained on: ``--heldout NAME`` reads
  ``tests/security/guard/NAME_injections.jsonl`` and ``NAME_benign.jsonl`` (one ``{"kind": ..., "text": ...}``
  object a line). The default is ``heldout9`` when its files are there; a fresh set is measured once (a rule made
  to catch one of its texts, or a model trained on it, makes the figure meaningless). The earlier held-out sets,
  ``heldout2`` to ``heldout8``, were each measured once and are tuning data now, as ``spent2`` to ``spent8``;
* ``guard_estimate_recall_pct`` / ``guard_estimate_false_positive_pct`` — when the held-out corpus is not there,
  the trainer's leave-one-corpus-out estimate as it recorded it in ``model.json``: the mean over the corpora it
  holds out, each measured with a model trained without it, at a threshold chosen without it
  (``tests/security/guard/train_model.py``). An estimate of a fresh set's figures, not a measurement of one.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from importlib.resources import files
from pathlib import Path

from figures import figure
from toolkiln.guard import prepare, screen

CORPORA = Path(__file__).resolve().parent.parent / "tests" / "security" / "guard"


def _texts(name: str) -> list[str]:
    lines = (CORPORA / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["text"] for line in lines if line.strip()]


def _rate(texts: list[str], flagged: bool) -> dict:
    hits = sum(screen(text).flagged == flagged for text in texts)
    share = round(100 * hits / len(texts), 1)
    return {"median": share, "p95": share, "n": len(texts), "unit": "%"}


def _documents(count: int, seed: int = 14, benign: list[str] | None = None) -> list[str]:
    """About 10 KB each: benign texts joined, every other one with an injection in the middle."""
    rng = random.Random(seed)
    benign, injections = benign or _texts("benign.jsonl"), _texts("injections.jsonl")
    documents = []
    for number in range(count):
        parts: list[str] = []
        while sum(len(p.encode()) for p in parts) < 10_000:
            parts.append(rng.choice(benign))
        if number % 2:
            parts.insert(len(parts) // 2, rng.choice(injections))
        documents.append("\n".join(parts))
    return documents


def _own_texts() -> list[str]:
    """toolkiln's source and docs in paragraphs: ordinary code and prose."""
    root = Path(__file__).resolve().parent.parent
    paths = sorted((root / "src" / "toolkiln").rglob("*.py")) + [root / "README.md"]
    texts = []
    for path in paths:
        texts += [part for part in path.read_text(encoding="utf-8").split("\n\n") if part.strip()]
    return texts


def _per_kb(documents: list[str]) -> dict:
    prepare()  # the steady cost: patterns compile on first use, once per process
    for document in documents[:5]:
        screen(document)
    per_kb = []
    for document in documents:
        started = time.thread_time()  # CPU time: other processes on a shared machine do not count
        screen(document)
        elapsed_us = (time.thread_time() - started) * 1e6
        per_kb.append(elapsed_us / (len(document.encode()) / 1000))
    return figure(per_kb, "µs/KB")


def bench_guard(quick: bool = False, heldout: str = "heldout9") -> dict:
    count = 20 if quick else 200
    figures = {
        "guard_us_per_kb": _per_kb(_documents(count, benign=_own_texts())),
        "guard_us_per_kb_dense": _per_kb(_documents(count)),
        "guard_recall_pct": _rate(_texts("injections.jsonl"), True),
        "guard_false_positive_pct": _rate(_texts("benign.jsonl"), True),
    }
    if (CORPORA / f"{heldout}_injections.jsonl").is_file() and (CORPORA / f"{heldout}_benign.jsonl").is_file():
        figures["guard_heldout_recall_pct"] = _rate(_texts(f"{heldout}_injections.jsonl"), True)
        figures["guard_heldout_false_positive_pct"] = _rate(_texts(f"{heldout}_benign.jsonl"), True)
    else:
        figures |= _estimate()
    return figures


def _estimate() -> dict:
    """The leave-one-corpus-out estimate the trainer recorded in the shipped model, as two figures."""
    estimate = json.loads(files("toolkiln.guard").joinpath("model.json").read_text(encoding="utf-8")).get("estimate")
    figures: dict[str, dict] = {}
    if not estimate:  # a model trained before the estimate was recorded
        return figures
    for key, name in (
        ("recall", "guard_estimate_recall_pct"),
        ("false_positives", "guard_estimate_false_positive_pct"),
    ):
        share = round(100 * sum(row[key] for row in estimate.values()) / len(estimate), 1)
        figures[name] = {"median": share, "p95": share, "n": len(estimate), "unit": "%"}
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the prompt-injection guard's cost and catch rates")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--heldout", default="heldout9", metavar="NAME", help="the held-out corpus's file prefix")
    args = parser.parse_args(argv)
    figures = bench_guard(args.quick, args.heldout)
    print(json.dumps(figures) if args.json else "\n".join(f"{k}: {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
