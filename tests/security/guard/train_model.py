"""Trains the guard's learned part (``src/toolkiln/guard/model.json``) on the tuning corpora only.

Positive: the injections of ``injections.jsonl`` (but the encoded ones, which
the decoders turn back into text first), ``round4_texts.py`` and ``round5_texts.py``, and each of their sentences put into
carriers outside text arrives in (a CSV cell, a log's last line, an HTML
comment, alt text, a link title, a code comment, a hidden element, a JSON field,
an e-mail's P.S.) and buried between two pieces of toolkiln's own code or docs. Negative: ``benign.jsonl`` and the benign texts of ``round4_texts.py`` and ``round5_texts.py``, the same carriers holding benign
sentences, and toolkiln's own code and docs in windows (but the guard's own
modules, whose strings quote injections). No held-out corpus is read.

Logistic regression over words and adjacent word pairs, by AdaGrad with an L2
penalty; a long benign text gives one example per window, a long injection its
best-scoring window (the one the model flags it by). The threshold is chosen on
out-of-fold scores (four folds of the corpora): the lowest that flags at most
:data:`TARGET_FALSE_POSITIVES` of the benign texts.

Run: python tests/security/guard/train_model.py (deterministic for a given tree, whose code and docs are
training data too; rewrites model.json).
"""

from __future__ import annotations

import json
import math
import os
import random
import re
from pathlib import Path

import round4_texts as round4
import round5_texts as round5

from toolkiln.guard.learned import ADDRESSEES, window_starts
from toolkiln.guard.text import Reading, normalise

HERE = Path(__file__).parent
ROOT = HERE.parent.parent.parent
OUT = ROOT / "src" / "toolkiln" / "guard" / "model.json"
WINDOW = int(os.environ.get("WINDOW", "28"))
EPOCHS = 12
SEEDS = (99, 100, 101, 102)
"""The final model is the mean of models trained in these orders (the threshold is chosen on one per fold)."""
RATE = 0.3
L2 = float(os.environ.get("L2", "1e-3"))
MIN_WEIGHT = 0.02
TARGET_FALSE_POSITIVES = float(os.environ.get("FP", "0.0125"))
PAIRS = os.environ.get("PAIRS", "0") == "1"
"""Pairs of adjacent words as features too (off: twice the cost at run time for a point of recall)."""
POSITIVE_WEIGHT = float(os.environ.get("POSW", "1"))
"""The positives' weight, as a share of what balances the classes."""
STEMS = int(os.environ.get("STEMS", "0"))
ENCODED = {"base64", "hex", "rot13", "url-encoded", "html-entities"}

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


def tokens(text: str) -> list[bytes]:
    return Reading.of(normalise(text)).words


def features(words: list[bytes]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for word in words:
        key = word.decode()
        counted[key] = counted.get(key, 0) + 1
    if not ADDRESSEES.isdisjoint(words):  # a window that names a model: its words weigh again, as said to one
        for word in words:
            key = "@" + word.decode()
            counted[key] = counted.get(key, 0) + 1
    if STEMS:
        for word in words:
            if len(word) > STEMS:
                key = "~" + word[:STEMS].decode("utf-8", "ignore")
                counted[key] = counted.get(key, 0) + 1
    if PAIRS:
        for first, second in zip(words, words[1:], strict=False):
            key = f"{first.decode()} {second.decode()}"
            counted[key] = counted.get(key, 0) + 1
    return counted


def windows(words: list[bytes]) -> list[list[bytes]]:
    return [words[at : at + WINDOW] for at in window_starts(len(words), WINDOW)]


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


STDLIB_MODULES = (
    "argparse asyncio/tasks.py asyncio/events.py email/message.py email/utils.py http/client.py http/cookies.py "
    "json/__init__.py logging/__init__.py logging/handlers.py unittest/case.py urllib/request.py urllib/parse.py "
    "subprocess.py shutil.py tarfile.py zipfile/__init__.py smtplib.py imaplib.py ftplib.py mailbox.py "
    "pathlib.py tempfile.py textwrap.py difflib.py csv.py configparser.py gettext.py locale.py calendar.py "
    "datetime.py decimal.py fractions.py statistics.py random.py secrets.py hashlib.py hmac.py ssl.py socket.py "
    "selectors.py threading.py queue.py sched.py contextlib.py functools.py dataclasses.py enum.py typing.py "
    "inspect.py pdb.py pydoc.py doctest.py trace.py timeit.py webbrowser.py mimetypes.py base64.py"
).split()
"""Standard-library modules whose docstrings are benign prose full of imperatives and second person (what a
tool's documentation or a fetched API reference reads like)."""


def stdlib_docstrings() -> list[str]:
    import ast
    import sysconfig

    root = Path(sysconfig.get_paths()["stdlib"])
    texts = []
    for name in STDLIB_MODULES:
        path = root / name if name.endswith(".py") else root / name / "__init__.py"
        if not path.is_file():
            path = root / f"{name}.py"
        if not path.is_file():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                doc = ast.get_docstring(node)
                if doc:
                    texts += [part for part in doc.split("\n\n") if len(part) > 40]
    return texts


def examples() -> tuple[list[str], list[str], list[str]]:
    """Injections, benign corpus texts (the threshold's false positives count on these), other benign texts."""
    rng = random.Random(24)
    injections = [row["text"] for row in load("injections.jsonl") if row.get("kind") not in ENCODED]
    benign = [row["text"] for row in load("benign.jsonl")]
    injections += round4.INJECTIONS + round5.INJECTIONS
    benign += round4.BENIGN + round5.BENIGN
    bad = [s for text in injections for s in sentences(text)]
    good = [s for text in benign for s in sentences(text)]
    carried_bad = [rng.choice(CARRIERS).format(s=s.replace('"', "'")) for s in bad]
    carried_good = [rng.choice(CARRIERS).format(s=s.replace('"', "'")) for s in good]
    others = own_texts() + (stdlib_docstrings() if os.environ.get("STDLIB") == "1" else [])
    buried = [f"{rng.choice(others)[-300:]}\n\n{s}\n\n{rng.choice(others)[:300]}" for s in bad]
    buried += [f"{rng.choice(others)[-60:]}\n\n{s}\n\n{rng.choice(others)[:60]}" for s in bad]  # a window holds both
    return injections + carried_bad + buried, benign + carried_good, others


class Trainer:
    def __init__(self) -> None:
        self.weights: dict[str, float] = {}
        self.squares: dict[str, float] = {}
        self.bias = 0.0
        self.bias_square = 1.0

    def score(self, counted: dict[str, int]) -> float:
        get = self.weights.get
        return self.bias + sum(get(key, 0.0) * count for key, count in counted.items())

    def step(self, counted: dict[str, int], label: int, weight: float) -> None:
        margin = self.score(counted)
        probability = 1 / (1 + math.exp(-max(-30.0, min(30.0, margin))))
        gradient = (probability - label) * weight
        for key, count in counted.items():
            current = self.weights.get(key, 0.0)
            g = gradient * count + L2 * current
            self.squares[key] = self.squares.get(key, 1e-6) + g * g
            self.weights[key] = current - RATE * g / math.sqrt(self.squares[key])
        self.bias_square += gradient * gradient
        self.bias -= RATE * gradient / math.sqrt(self.bias_square)

    def best(self, words: list[bytes]) -> dict[str, int]:
        return max((features(w) for w in windows(words)), key=self.score)


def train(positives: list[list[bytes]], negatives: list[list[bytes]], seed: int) -> Trainer:
    rng = random.Random(seed)
    negative_windows = [features(w) for words in negatives for w in windows(words)]
    weight_positive = POSITIVE_WEIGHT * len(negative_windows) / max(1, len(positives))
    trainer = Trainer()
    for _ in range(EPOCHS):
        batch = [(words, 1) for words in positives] + [(counted, 0) for counted in negative_windows]
        rng.shuffle(batch)
        for item, label in batch:
            if label:
                trainer.step(trainer.best(item), 1, weight_positive)  # type: ignore[arg-type]
            else:
                trainer.step(item, 0, 1.0)  # type: ignore[arg-type]
    return trainer


def averaged(trainers: list[Trainer]) -> Trainer:
    """One model whose weights are the mean of several trained from different orders: steadier than any one."""
    mean = Trainer()
    for trainer in trainers:
        for key, weight in trainer.weights.items():
            mean.weights[key] = mean.weights.get(key, 0.0) + weight / len(trainers)
        mean.bias += trainer.bias / len(trainers)
    return mean


def window_score(trainer: Trainer, words: list[bytes]) -> float:
    return max(trainer.score(features(w)) for w in windows(words))


def choose_threshold(injections: list[list[bytes]], benign: list[list[bytes]], others: list[list[bytes]]) -> float:
    """The lowest threshold at which out-of-fold scores flag at most the target share of benign texts."""
    folds = 4
    bad_scores, good_scores = [], []
    for fold in range(folds):
        train_bad = [w for i, w in enumerate(injections) if i % folds != fold]
        train_good = [w for i, w in enumerate(benign) if i % folds != fold]
        trainer = train(train_bad, train_good + others, seed=fold)
        bad_scores += [window_score(trainer, w) for i, w in enumerate(injections) if i % folds == fold]
        good_scores += [window_score(trainer, w) for i, w in enumerate(benign) if i % folds == fold]
    good_scores.sort(reverse=True)
    for share in (0.005, 0.01, 0.015, 0.02, 0.03):
        at = good_scores[int(len(good_scores) * share)]
        print(f"  at {share:.1%} false positives: recall {sum(s > at for s in bad_scores) / len(bad_scores):.1%}")
    threshold = good_scores[int(len(good_scores) * TARGET_FALSE_POSITIVES)]
    recall = sum(s > threshold for s in bad_scores) / len(bad_scores)
    fp = sum(s > threshold for s in good_scores) / len(good_scores)
    print(f"out of fold: recall {recall:.1%}, false positives {fp:.1%} at threshold {threshold:.3f}")
    return threshold


def main() -> None:
    bad, good, own = examples()
    injections, benign, others = [tokens(t) for t in bad], [tokens(t) for t in good], [tokens(t) for t in own]
    threshold = choose_threshold(injections, benign, others)
    trainer = averaged([train(injections, benign + others, seed=seed) for seed in SEEDS])
    kept = {k: round(v, 3) for k, v in trainer.weights.items() if " " not in k and abs(v) >= MIN_WEIGHT}
    words = {k: v for k, v in kept.items() if not k.startswith("@")}
    addressed = {k[1:]: v for k, v in kept.items() if k.startswith("@")}
    data = {"window": WINDOW, "bias": round(trainer.bias, 4), "threshold": round(threshold, 4)}
    data |= {"words": dict(sorted(words.items())), "addressed": dict(sorted(addressed.items()))}
    OUT.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(words)} words, {len(addressed)} addressed -> {OUT.relative_to(ROOT)} ({OUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
