"""The guard's learned part: a linear model over the words of a text, read in windows, beside the rules.

The rules name kinds of injection by their wording; a text written in other
words slips past them. The model weighs every word of the text as the rules
read it (:class:`~.text.Reading`: lower case, folded, cut at separators) by how
much more often it stands in an injection than in benign text, and scores
windows of :attr:`Model.window` words, one every quarter window: the text is
flagged when a window scores above the threshold. A window is about a sentence
or two, so an instruction buried in a long page scores as it would alone, and
a long benign page does not add up to a flag.

The weights are logistic regression trained on the tuning corpora only
(``tests/security/guard/``: ``injections.jsonl``, ``benign.jsonl``, the rounds' texts, the spent held-out sets
``spentN``, and toolkiln's own code and docs as benign text; ``train_model.py``), never on a held-out corpus
(``heldoutN``); the threshold, and the estimate of a fresh set's figures recorded beside the weights, come from
leaving one corpus out at a time. They ship as package data (``model.json``) and are read on the first
text screened: nothing is downloaded, nothing but the standard library runs.
(Pairs of adjacent words as features too doubled the cost and added one point
of recall out of fold: the rules already read phrases. Letter 4-grams of every word beside the words cost
4 to 7 points of recall left out one corpus at a time: they learn the corpora's spellings, not intent.)

Cost: one dictionary look-up per word (``map`` over the words the rules' scan
already cut, whose hashes are then computed), and a sum per window.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from itertools import accumulate, repeat
from operator import sub

__all__ = ["ADDRESSEES", "LEARNED_REASON", "Model", "model", "window_starts"]

LEARNED_REASON = "reads like an instruction to the model (learned)"
"""The reason a verdict names when the learned part, and no rule, flagged the text."""


ADDRESSEES = frozenset(
    b"ai assistant assistants model models llm llms bot bots chatbot chatbots gpt chatgpt claude copilot gemini "
    b"agent agents summariser summarizer summarising summarizing automated machine "
    b"asistente asistentes assistente assistenti assistent assistenten assistentin ki ia ki-assistent "
    b"ki-assistenten ki-system ki-systeme ki-modell intelligenz inteligencia artificielle".split()
)
"""Words that name a model: in a window holding one, every word weighs a second time, by its weight as said to a
model (``addressed``), so "forward the report" weighs differently beside "assistant," than in an e-mail. (In
German, Spanish, French and Italian too: "KI-Assistent", "asistente", "IA".)"""


def window_starts(count: int, window: int) -> list[int]:
    """Where the windows over ``count`` words start: every quarter window (so a run of up to three quarters of a
    window stands whole in one), and one that ends with the text."""
    if count <= window:
        return [0]
    starts = list(range(0, count - window + 1, window // 4))
    if starts[-1] != count - window:
        starts.append(count - window)
    return starts


class Model:
    """Weights of words, a bias, the window and the threshold a window's score must pass."""

    def __init__(self, data: dict) -> None:
        self.window: int = data["window"]
        self.bias: float = data["bias"]
        self.threshold: float = data["threshold"]
        self.words: dict[bytes, float] = {word.encode(): weight for word, weight in data["words"].items()}
        self.addressed: dict[bytes, float] = {word.encode(): weight for word, weight in data["addressed"].items()}

    def best_window(self, words: list[bytes]) -> float:
        """The highest score of a window of ``words`` (the whole text when it is shorter than a window)."""
        weights = list(map(self.words.get, words, repeat(0.0)))
        window = self.window
        if not ADDRESSEES.isdisjoint(words):  # a text that names a model: rare outside text about models
            return self.bias + max(self._addressed(weights, words, at) for at in window_starts(len(words), window))
        at = list(accumulate(weights, initial=0.0))  # the windows' sums from running sums, in C loops
        count = len(weights)
        if count <= window:
            return self.bias + at[-1]
        step = window // 4
        best = max(map(sub, at[window::step], at[: count - window + 1 : step]))
        return self.bias + max(best, at[count] - at[count - window])

    def _addressed(self, weights: list[float], words: list[bytes], at: int) -> float:
        """A window's score, its words weighed again as said to a model when it names one."""
        score = sum(weights[at : at + self.window])
        inside = words[at : at + self.window]
        if ADDRESSEES.isdisjoint(inside):
            return score
        return score + sum(map(self.addressed.get, inside, repeat(0.0)))

    def flags(self, words: list[bytes]) -> bool:
        return self.best_window(words) > self.threshold


@cache
def model() -> Model:
    """The shipped model, read once per process."""
    return Model(json.loads(files(__package__).joinpath("model.json").read_text(encoding="utf-8")))
