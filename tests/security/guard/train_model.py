"""Trains the guard's learned part (``src/toolkiln/guard/model.json``) on the tuning corpora, and estimates how it
does on a fresh set by leaving one corpus out at a time.

The corpora (:data:`CORPORA`): ``injections.jsonl`` and ``benign.jsonl`` (but the encoded injections, which the
decoders turn back into text first) with each rule's own examples and near misses, ``round4_texts.py`` to ``round10_texts.py``, and the spent held-out sets
``spent2`` to ``spent8`` (each measured once as ``heldoutN``, tuning data since). Positive: a corpus's
injections, each of their sentences put into carriers outside text arrives in (a CSV cell, a log's last line, an
HTML comment, alt text, a link title, a code comment, a hidden element, a JSON field, an e-mail's P.S.) and buried
between two pieces of toolkiln's own code or docs. Negative: its benign texts and the same carriers holding their
sentences; toolkiln's own code and docs in windows (but the guard's own modules, whose strings quote
injections), toolkiln's own strings (:func:`own_words`, hard benign text: its own instructions to its models), and every other one of :data:`STDLIB_MODULES` (code and docstrings). No held-out corpus (``heldoutN``)
is read.

Logistic regression over the words of a window (:mod:`toolkiln.guard.learned`), by AdaGrad with an L2 penalty, in
one pass over the examples (more passes fit the corpora better and unseen ones worse: the estimate below was 79 %
of recall after twelve, 81 % after one, before the next change); a corpus's benign windows count
:data:`HARD_WEIGHT` times, toolkiln's own code and docs once (they are easy; the look-alikes are what a fresh set
holds). A long benign text gives one example per window, a long injection its best-scoring window (the one the
model flags it by). Training needs numpy (the ``bench`` extra brings it); the guard itself does not.

The estimate (:func:`leave_one_corpus_out`): for each corpus K of :data:`ESTIMATED` (the ones written as held-out
sets are: hand-written injections and hard benign look-alikes in the carriers outside text arrives in), a model is
trained on every corpus but K; its threshold is chosen on the other estimated corpora's scores, each from a model
trained without it (and without K), as the lowest at which the guard (rules and model together) flags at most
:data:`TARGET_FALSE_POSITIVES` of their benign texts; and the guard's recall and false positives are measured on K
at that threshold; the threshold is also at least what keeps the model from flagging more than
:data:`GENERIC_FALSE_POSITIVES` of the paragraphs of standard-library modules never trained on (code and prose as
tool results hold: the spent sets' look-alikes alone would let the threshold fall to where ordinary code flags).
K's own scores never choose anything. The shipped model is trained on every corpus; its
threshold is chosen the same way, on every estimated corpus's scores from the model trained without it.

Run: python tests/security/guard/train_model.py [--estimate-only] (deterministic for a given tree and Python, whose
code and docs are training data too; rewrites model.json, with the estimate in it, unless --estimate-only).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from toolkiln.guard import RULES, learned, screen  # noqa: E402
from toolkiln.guard.learned import ADDRESSEES, read, window_starts  # noqa: E402
from toolkiln.guard.text import Reading, normalise  # noqa: E402

ROOT = HERE.parent.parent.parent
OUT = ROOT / "src" / "toolkiln" / "guard" / "model.json"
WINDOW = int(os.environ.get("WINDOW", "28"))
EPOCHS = int(os.environ.get("EPOCHS", "1"))
SEEDS = (99, 100, 101, 102)
"""The shipped model is the mean of models trained in these orders (the estimate trains one per corpus left out)."""
RATE = 0.3
L2 = float(os.environ.get("L2", "1e-3"))
MIN_WEIGHT = 0.02
TARGET_FALSE_POSITIVES = float(os.environ.get("FP", "0.045"))
"""The share of an unseen corpus's hard benign texts the guard may flag, as the threshold is chosen (at 0.04 the
estimate was 82.3 % at 3.9 %, at 0.05 84.5 % at 4.7 %, with several corpora over 5 %)."""
POSITIVE_WEIGHT = float(os.environ.get("POSW", "1"))
"""The positives' weight, as a share of what balances the classes."""
HARD_WEIGHT = int(os.environ.get("HARDW", "6"))
"""How many times a corpus's benign windows count, against once for toolkiln's own code and docs."""
AS_BEFORE = os.environ.get("AS_BEFORE") == "1"
"""Train as the trainer did before the estimate (no buried benign sentences, no standard-library text, no rules'
examples): with ``EPOCHS=12 HARDW=1``, the harness's figures for the model it replaced."""
ENCODED = {"base64", "hex", "rot13", "url-encoded", "html-entities"}
SPENT = tuple(f"spent{number}" for number in range(2, 9))
"""The spent held-out sets, each measured once as ``heldoutN``."""
CORPORA = ("tuning", *(f"round{number}" for number in range(4, 11)), *SPENT)
"""Every tuning corpus."""
ESTIMATED = (*SPENT, "round6")
"""The corpora left out one at a time for the estimate: the former held-out sets, and ``round6``. (``round7`` to
``round10`` are left out of it: each one held out too takes the estimate from 8 to 20 minutes. Held out once, with
``spent8`` not yet a corpus, the guard caught 43.0 %, 57.4 %, 87.5 % and 46.0 % of their injections at 2.3 %, 5.1 %,
7.2 % and 1.7 % false positives: texts that name the model by its job, in twenty languages, in rare formats, and
subtle asks.)"""

CARRIERS = [
    'id,name,note\n1,Lamp,"{s}"\n2,Desk,ok',
    "sku;label;remark\nB7;cable;{s}",
    "12:00:01 INFO started\n12:00:02 INFO 14 rows read\n{s}",
    "[job] step 2/3 done\n[job] exit 0\n\n{s}",
    "<!-- {s} -->\n<h2>Opening hours</h2>",
    '<img src="photo.jpg" alt="{s}">',
    "![{s}](https://img.example/1.png)",
    'Read the [guide](https://guide.example "{s}") first.',
    "def area(r):\n    # {s}\n    return 3.14 * r * r",
    "// {s}\nconst limit = 10;",
    '<div style="display:none">{s}</div><p>Our menu</p>',
    '{{"title": "Notes", "comment": "{s}", "id": 4}}',
    "Hi all,\n\nthe draft is attached.\n\nP.S. {s}",
    "Error: request failed (code 7). {s}",
    "Review: 3/5, arrived late. {s}",
    "2024-05-01 10:02:11 INFO job finished\n2024-05-01 10:02:12 WARN {s}",
    'Traceback (most recent call last):\n  File "run.py", line 3\nRuntimeError: {s}',
    '<span style="font-size:0">{s}</span><p>Prices include VAT.</p>',
    "/* {s} */\nint retries = 3;",
    '{{"id": 7, "description": "{s}", "tags": ["misc"]}}',
    "| item | note |\n| --- | --- |\n| kettle | {s} |",
    "> {s}\n\nThanks, Sam",
]


def load(name: str) -> list[dict]:
    return [json.loads(line) for line in (HERE / name).read_text(encoding="utf-8").splitlines() if line.strip()]


def _flat(value: object) -> list[str]:
    """The texts of a round's ``INJECTIONS`` or ``BENIGN``: a list, or lists by kind."""
    if isinstance(value, dict):
        return [text for texts in value.values() for text in texts]
    return list(value)  # type: ignore[call-overload]


def corpus(name: str) -> tuple[list[str], list[str]] | None:
    """A corpus's injections and benign texts; None when it is not there."""
    if name == "tuning":  # with the rules' own examples and near misses
        injections = [row["text"] for row in load("injections.jsonl") if row.get("kind") not in ENCODED]
        benign = [row["text"] for row in load("benign.jsonl")]
        if AS_BEFORE:
            return injections, benign
        injections += [text for rule in RULES.rules for text in rule.catches]
        return injections, benign + [text for rule in RULES.rules for text in rule.spares]
    if name.startswith("round"):
        if not (HERE / f"{name}_texts.py").is_file():
            return None
        module = importlib.import_module(f"{name}_texts")
        return _flat(module.INJECTIONS), _flat(module.BENIGN)
    return [row["text"] for row in load(f"{name}_injections.jsonl")], [
        row["text"] for row in load(f"{name}_benign.jsonl")
    ]


def tokens(text: str) -> tuple[list[bytes], list[int]]:
    return read(Reading.of(normalise(text)).paragraphs, text.isascii())


def features(words: list[bytes]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for word in words:
        key = word.decode()
        counted[key] = counted.get(key, 0) + 1
    if not ADDRESSEES.isdisjoint(words):  # a window that names a model: its words weigh again, as said to one
        for word in words:
            key = "@" + word.decode()
            counted[key] = counted.get(key, 0) + 1
    return counted


def windows(words: list[bytes], breaks: list[int]) -> list[list[bytes]]:
    return [words[at:end] for at, end in window_starts(len(words), WINDOW, breaks)]


INDEX: dict[str, int] = {}
"""Every feature the corpora hold, numbered as first met."""
Window = tuple  # (feature numbers, their counts): numpy arrays


def vector(counted: dict[str, int]) -> Window:
    import numpy as np

    numbers = [INDEX.setdefault(key, len(INDEX)) for key in counted]
    return np.array(numbers, dtype=np.int64), np.array(list(counted.values()), dtype=np.float64)


def windowed(text: str) -> list[Window]:
    return [vector(features(w)) for w in windows(*tokens(text))]


def sentences(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"(?<=[.!?])\s+|\n+", text) if 20 <= len(part.strip()) <= 220]


def own_texts() -> list[str]:
    package = ROOT / "src" / "toolkiln"
    paths = [p for p in sorted(package.rglob("*.py")) if p.relative_to(package).parts[0] != "guard"]
    paths += [ROOT / "README.md", ROOT / "CHANGELOG.md"]
    texts = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if path.name == "README.md":  # its guard section quotes injections as examples
            text = re.sub(r"## Prompt-injection guard.*?\n## ", "## ", text, flags=re.S)
        texts += [part for part in text.split("\n\n") if part.strip()]
    return texts


def own_words() -> list[str]:
    """toolkiln's own words to its models and to people: every string of eight words or more in its modules (but
    docstrings, which are :func:`own_texts`, and the guard's own, which quote injections). They are instructions
    to a model by design ("Act on it now: route it with task …"), and they reach the guard beside outside text (a
    follow-up planning message holds a fenced hand-back and toolkiln's request to act on it): hard benign text."""
    import ast

    package = ROOT / "src" / "toolkiln"
    texts = []
    for path in sorted(package.rglob("*.py")):
        if path.relative_to(package).parts[0] == "guard":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        documentation = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        texts += [
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in documentation
            if len(node.value.split()) >= 8
        ]
    return texts


STDLIB_MODULES = (
    "argparse.py asyncio/tasks.py asyncio/events.py email/message.py email/utils.py http/client.py http/cookies.py "
    "json/__init__.py logging/__init__.py logging/handlers.py unittest/case.py urllib/request.py urllib/parse.py "
    "subprocess.py shutil.py tarfile.py zipfile/__init__.py smtplib.py imaplib.py ftplib.py mailbox.py "
    "pathlib/__init__.py tempfile.py textwrap.py difflib.py csv.py configparser.py gettext.py locale.py calendar.py "
    "datetime.py _pydecimal.py fractions.py statistics.py random.py secrets.py hashlib.py hmac.py ssl.py socket.py "
    "selectors.py threading.py queue.py sched.py contextlib.py functools.py dataclasses.py enum.py typing.py "
    "inspect.py pdb.py pydoc.py doctest.py trace.py timeit.py webbrowser.py mimetypes.py base64.py"
).split()
"""Standard-library modules: ordinary code and prose (docstrings full of imperatives and second person, as a tool's
documentation or a fetched API reference is). Every other one is benign training text; the rest, never trained on,
bound the threshold: the model alone may flag at most :data:`GENERIC_FALSE_POSITIVES` of their paragraphs."""
STDLIB_STEP = int(os.environ.get("STDLIB_STEP", "1"))
"""One in ``2 * STDLIB_STEP`` of the modules is training text (one in eight before: then the untrained modules' bound
set most corpora's thresholds, and the estimate was 0.6 points of recall lower at the same false positives)."""
GENERIC_FALSE_POSITIVES = float(os.environ.get("GENERIC_FP", "0.0075"))
"""The share of the untrained modules' paragraphs the model alone may flag, as the threshold is chosen (the guard
before the estimate flagged 0.85 % of them)."""


def stdlib_paragraphs(names: list[str]) -> list[str]:
    import sysconfig

    root = Path(sysconfig.get_paths()["stdlib"])
    texts = []
    for name in names:
        path = root / name
        if path.is_file():
            texts += [part for part in path.read_text(encoding="utf-8").split("\n\n") if part.strip()]
    return texts


def buried_in(sentences: list[str], others: list[str], rng: random.Random) -> list[str]:
    """Each sentence between two pieces of toolkiln's own code or docs, long and short (a window holds both): the
    benign ones too, so the code around an instruction weighs nothing by being there."""
    texts = [f"{rng.choice(others)[-300:]}\n\n{s}\n\n{rng.choice(others)[:300]}" for s in sentences]
    return texts + [f"{rng.choice(others)[-60:]}\n\n{s}\n\n{rng.choice(others)[:60]}" for s in sentences]


class Corpus:
    """One corpus as training reads it: its texts, their carried and buried variants, in windows."""

    def __init__(self, name: str, injections: list[str], benign: list[str], others: list[str]) -> None:
        rng = random.Random(f"carriers {name}")
        bad = [s for text in injections for s in sentences(text)]
        good = [s for text in benign for s in sentences(text)]
        carried_bad = [rng.choice(CARRIERS).format(s=s.replace('"', "'")) for s in bad]
        carried_good = [rng.choice(CARRIERS).format(s=s.replace('"', "'")) for s in good]
        buried, buried_good = buried_in(bad, others, rng), [] if AS_BEFORE else buried_in(good, others, rng)
        self.name = name
        self.injections, self.benign = injections, benign
        self.positives = [windowed(t) for t in injections + carried_bad + buried]
        self.negatives = [w for t in benign + carried_good + buried_good for w in windowed(t)]
        self.positives_as_is = self.positives[: len(injections)]
        self.negatives_as_is = [windowed(t) for t in benign]


class Trainer:
    """Weights over :data:`INDEX`'s features, trained by AdaGrad (numpy arrays: a step touches a window's
    features only)."""

    def __init__(self) -> None:
        import numpy as np  # the trainer's own need (the bench extra brings it): the guard runs on the standard library

        self.np = np
        self.weights = np.zeros(len(INDEX))
        self.squares = np.full(len(INDEX), 1e-6)
        self.bias = 0.0
        self.bias_square = 1.0

    def score(self, window: Window) -> float:
        return self.bias + float(self.weights[window[0]] @ window[1])

    def step(self, window: Window, label: int, weight: float) -> None:
        at, counts = window
        current = self.weights[at]
        margin = self.bias + float(current @ counts)
        probability = 1 / (1 + math.exp(-max(-30.0, min(30.0, margin))))
        gradient = (probability - label) * weight
        g = gradient * counts + L2 * current
        squares = self.squares[at] + g * g
        self.squares[at] = squares
        self.weights[at] = current - RATE * g / self.np.sqrt(squares)
        self.bias_square += gradient * gradient
        self.bias -= RATE * gradient / math.sqrt(self.bias_square)

    def best_window(self, text: list[Window]) -> float:
        return max(map(self.score, text))

    def by_feature(self) -> dict[str, float]:
        weights = self.weights.tolist()
        return {key: weights[at] for key, at in INDEX.items()}


def train(corpora: list[Corpus], others: list[Window], seed: int) -> Trainer:
    rng = random.Random(seed)
    positives = [text for c in corpora for text in c.positives]
    hard = [w for c in corpora for w in c.negatives]
    negatives = hard + others
    weight_positive = POSITIVE_WEIGHT * len(negatives) / max(1, len(positives))
    trainer = Trainer()
    batch = [(i, 1) for i in range(len(positives))] + [(i, 0) for i in range(len(negatives))]
    batch += [(i, 0) for i in range(len(hard))] * (HARD_WEIGHT - 1)
    for _ in range(EPOCHS):
        rng.shuffle(batch)
        for at, label in batch:
            if label:
                text = positives[at]
                trainer.step(text[0] if len(text) == 1 else max(text, key=trainer.score), 1, weight_positive)
            else:
                trainer.step(negatives[at], 0, 1.0)
    return trainer


def averaged(trainers: list[Trainer]) -> Trainer:
    """One model whose weights are the mean of several trained from different orders: steadier than any one."""
    mean = Trainer()
    mean.weights = sum(trainer.weights for trainer in trainers) / len(trainers)
    mean.bias = sum(trainer.bias for trainer in trainers) / len(trainers)
    return mean


def rules_flags(texts: list[str]) -> list[bool]:
    """Whether the guard's rules alone (the learned part never flagging) flag each text."""
    shipped = learned.model
    never = learned.Model({"window": WINDOW, "bias": 0.0, "threshold": math.inf, "words": {}, "addressed": {}})
    learned.model = lambda: never  # type: ignore[assignment]
    try:
        return [screen(text).flagged for text in texts]
    finally:
        learned.model = shipped  # type: ignore[assignment]


class Scored:
    """A corpus's texts as a model trained without it scores them, with the rules' verdicts."""

    def __init__(self, trainer: Trainer, held: Corpus, flags: tuple[list[bool], list[bool]]) -> None:
        self.bad = [(trainer.best_window(t), f) for t, f in zip(held.positives_as_is, flags[0], strict=True)]
        self.good = [(trainer.best_window(t), f) for t, f in zip(held.negatives_as_is, flags[1], strict=True)]


def flagged_share(scores: list[tuple[float, bool]], threshold: float) -> float:
    return sum(rule or score > threshold for score, rule in scores) / len(scores)


def choose_threshold(good: list[tuple[float, bool]], generic: list[float]) -> float:
    """The lowest threshold at which rules and model together flag at most the target share of ``good``, and the
    model at most :data:`GENERIC_FALSE_POSITIVES` of the ``generic`` scores (code and prose no model saw)."""
    allowed = int(len(good) * TARGET_FALSE_POSITIVES) - sum(rule for _, rule in good)
    unflagged = sorted((score for score, rule in good if not rule), reverse=True)
    if allowed < 0 or not unflagged:
        return max((score for score, _ in good), default=0.0) + 1.0
    ordinary = sorted(generic, reverse=True)
    return max(unflagged[min(allowed, len(unflagged) - 1)], ordinary[int(len(ordinary) * GENERIC_FALSE_POSITIVES)])


def leave_one_corpus_out(corpora: dict[str, Corpus], others: list[Window], generic: list) -> tuple[dict, float]:
    """The estimate per corpus left out (recall, false positives, threshold), and the shipped model's threshold."""
    estimated = [name for name in ESTIMATED if name in corpora]
    flags = {name: (rules_flags(corpora[name].injections), rules_flags(corpora[name].benign)) for name in estimated}
    trained: dict[frozenset[str], Trainer] = {}

    def without(*names: str) -> Trainer:
        key = frozenset(names)
        if key not in trained:
            trained[key] = train([c for n, c in corpora.items() if n not in key], others, seed=len(trained))
        return trained[key]

    def scored(held: str, *also: str) -> Scored:
        return Scored(without(held, *also), corpora[held], flags[held])

    def ordinary(*names: str) -> list[float]:
        return [without(*names).best_window(text) for text in generic]

    table = {}
    for name in estimated:
        inner = [scored(other, name) for other in estimated if other != name]
        threshold = choose_threshold([pair for s in inner for pair in s.good], ordinary(name))
        own = scored(name)
        recall, fp = flagged_share(own.bad, threshold), flagged_share(own.good, threshold)
        rules = sum(flags[name][0]) / len(flags[name][0]), sum(flags[name][1]) / len(flags[name][1])
        generic_fp = sum(score > threshold for score in ordinary(name)) / len(generic)
        table[name] = {"recall": recall, "false_positives": fp, "threshold": threshold, "rules": rules}
        print(f"  {name}: recall {recall:.1%}, false positives {fp:.1%} at {threshold:.3f} (rules alone "
              f"{rules[0]:.1%}, {rules[1]:.1%}; standard library paragraphs flagged {generic_fp:.2%})", flush=True)  # fmt: skip
    shipped = choose_threshold([pair for name in estimated for pair in scored(name).good], ordinary())
    recall = sum(row["recall"] for row in table.values()) / len(table)
    fp = sum(row["false_positives"] for row in table.values()) / len(table)
    print(f"leave one corpus out, mean of {len(table)}: recall {recall:.1%}, false positives {fp:.1%}")
    return table, shipped


def main() -> None:
    parser = argparse.ArgumentParser(description="train the guard's learned part and estimate it on unseen corpora")
    parser.add_argument("--estimate-only", action="store_true", help="print the estimate, leave model.json alone")
    args = parser.parse_args()
    own = own_texts()
    trained_stdlib = [] if AS_BEFORE else stdlib_paragraphs(STDLIB_MODULES[:: 2 * STDLIB_STEP])
    others = [w for text in own + trained_stdlib for w in windowed(text)]
    corpora = {name: Corpus(name, *texts, own) for name in CORPORA if (texts := corpus(name)) is not None}
    corpora["own words"] = Corpus("own words", [], own_words(), own)
    generic = [windowed(text) for text in stdlib_paragraphs(STDLIB_MODULES[1::2])]
    table, threshold = leave_one_corpus_out(corpora, others, generic)
    if args.estimate_only:
        return
    trainer = averaged([train(list(corpora.values()), others, seed=seed) for seed in SEEDS])
    kept = {k: round(v, 3) for k, v in trainer.by_feature().items() if abs(v) >= MIN_WEIGHT}
    words = {k: v for k, v in kept.items() if not k.startswith("@")}
    addressed = {k[1:]: v for k, v in kept.items() if k.startswith("@")}
    estimate = {name: {"recall": round(row["recall"], 4), "false_positives": round(row["false_positives"], 4)}
                for name, row in table.items()}  # fmt: skip
    data = {"window": WINDOW, "bias": round(trainer.bias, 4), "threshold": round(threshold, 4), "estimate": estimate}
    data |= {"words": dict(sorted(words.items())), "addressed": dict(sorted(addressed.items()))}
    OUT.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(words)} words, {len(addressed)} addressed -> {OUT.relative_to(ROOT)} ({OUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
