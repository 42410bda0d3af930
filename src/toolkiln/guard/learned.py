"""The guard's learned part: a linear model over the words of a text, read in windows, beside the rules.

The rules name kinds of injection by their wording; a text written in other
words slips past them. The model weighs every word of the text as the rules
read it (:class:`~.text.Reading`: lower case, folded, cut at separators; a run of
a script written without spaces, such as Japanese, Chinese or Thai, as its pairs
of adjacent characters, :func:`readable`) by how much more often it stands in an
injection than in benign text, and scores windows of :attr:`Model.window` words,
one every quarter window, each paragraph (the text between blank lines) alone,
and, at either edge, windows cut short by the edge (:func:`window_starts`): the
text is flagged when a window scores above the threshold. A window is about a sentence
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
from itertools import accumulate, pairwise, repeat
from operator import sub
from typing import TYPE_CHECKING

from toolkiln.guard.text import Reading, compiled

__all__ = ["ADDRESSEES", "LEARNED_REASON", "Model", "model", "read", "readable", "window_starts"]

if TYPE_CHECKING:
    from collections.abc import Sequence

LEARNED_REASON = "reads like an instruction to the model (learned)"
"""The reason a verdict names when the learned part, and no rule, flagged the text."""


ADDRESSEES = frozenset(
    b"ai assistant assistants model models llm llms bot bots chatbot chatbots gpt chatgpt claude copilot gemini "
    b"agent agents summariser summarizer summarising summarizing automated machine "
    b"agente agentes asystent asystenta asystencie modelo modelos modele mod\xc3\xa8le modello modelli sprachmodell "
    b"sprachmodelle ki-tools ki-tool ki-agent ki-agenten ki-bot robot robots kunstmatige intelligentie intelligence "
    b"intelligenza artificiale artificial k\xc3\xbcnstliche copilots recruiter moderator "
    b"asistente asistentes assistente assistenti assistent assistenten assistentin ki ia ki-assistent "
    b"ki-assistenten ki-system ki-systeme ki-modell intelligenz inteligencia artificielle".split()
    + "模型 助手 智能 机器 機器 ボッ モデ アシ 챗봇 모델 어시".encode().split()
    + (
        "asistan asistanı asistanına asistana yapay zekâ zekâya zekânın zeka ассистент "
        "ассистенту ассистента модель модели моделью ии ии-помощник ии-помощника "
        "ии-помощнику ии-ассистент помощник помощнику бот боту бота нейросеть нейросети "
        "нейросетью modelu asystencie asystentowi bota botowi inteligencji samenvatter "
        "ai-systeem ai-assistent ai-reviewer ai-model ai-agent ai-assistant "
        "ai-tool zusammenfassungs-tool ki-system"
    )
    .encode()
    .split()
)
"""Words that name a model: in a window holding one, every word weighs a second time, by its weight as said to a
model (``addressed``), so "forward the report" weighs differently beside "assistant," than in an e-mail. (In
German, Spanish, French, Italian, Portuguese, Dutch, Polish, Turkish and Russian too: "KI-Assistent", "asistente",
"IA", "modèle", "asystencie", "yapay zekâ", "ассистенту"; and as pairs of characters, as :func:`readable` cuts
Chinese, Japanese and Korean: "模型", "助手", "智能" of "人工智能", "モデ" of "モデル", "챗봇".)"""


def window_starts(count: int, window: int, breaks: Sequence[int] = ()) -> list[tuple[int, int]]:
    """The windows over ``count`` words, as (start, end): one every quarter window (so a run of up to three
    quarters of a window stands whole in one), one that ends with the text, and at either edge the windows that
    reach past it, cut at the edge (a quarter, a half, three quarters of a window long); and every paragraph of at
    most a window's words, alone (``breaks``: where the second and later paragraphs start). An instruction that
    opens or closes a long text is weighed with no more of its neighbours than one in the middle is, and one that
    stands in a paragraph (a line of its own between blank lines, a P.S.) with none."""
    bounds = [0, *breaks, count]
    paragraphs = [(at, end) for at, end in pairwise(bounds) if 0 < end - at <= window] if breaks else []
    if count <= window:
        return [(0, count), *paragraphs]
    step = window // 4
    starts = list(range(0, count - window + 1, step))
    if starts[-1] != count - window:
        starts.append(count - window)
    edges = [(0, k * step) for k in (1, 2, 3)] + [(count - k * step, count) for k in (1, 2, 3)]
    return [(at, at + window) for at in starts] + edges + paragraphs


def read(paragraphs: list[list[bytes]], ascii: bool) -> tuple[list[bytes], list[int]]:
    """The words of a text's ``paragraphs`` as the model weighs them (:func:`readable`), and where the second and
    later paragraphs start among them."""
    if len(paragraphs) == 1:
        return readable(paragraphs[0], ascii), []
    words: list[bytes] = []
    breaks: list[int] = []
    for paragraph in paragraphs:
        if words and paragraph:
            breaks.append(len(words))
        words += readable(paragraph, ascii)
    return words, breaks


_SPACELESS = "[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+"
"""Scripts written without spaces between words (Thai, kana, CJK ideographs) and Hangul, whose words carry their
particles: the reader cuts none of them, so a whole clause would be one word."""


def readable(words: list[bytes], ascii: bool) -> list[bytes]:
    """``words`` as the model weighs them: a run of a script written without spaces becomes its pairs of
    adjacent characters ("無視して" is "無視", "視し", "して"), in place; anything else as it is."""
    if ascii:
        return words
    spaceless = compiled(_SPACELESS)
    out: list[bytes] = []
    for word in words:
        if word.isascii():
            out.append(word)
            continue
        text = word.decode("utf-8", "surrogatepass")
        runs = spaceless.findall(text)
        if not runs:
            out.append(word)
            continue
        out += [rest.encode("utf-8", "surrogatepass") for rest in spaceless.sub(" ", text).split()]
        for run in runs:
            pairs = [run] if len(run) == 1 else [run[at : at + 2] for at in range(len(run) - 1)]
            out += [pair.encode("utf-8", "surrogatepass") for pair in pairs]
    return out


class Model:
    """Weights of words, a bias, the window and the threshold a window's score must pass."""

    def __init__(self, data: dict) -> None:
        self.window: int = data["window"]
        self.bias: float = data["bias"]
        self.threshold: float = data["threshold"]
        self.words: dict[bytes, float] = {word.encode(): weight for word, weight in data["words"].items()}
        self.addressed: dict[bytes, float] = {word.encode(): weight for word, weight in data["addressed"].items()}

    def best_window(self, words: list[bytes], breaks: Sequence[int] = ()) -> float:
        """The highest score of a window of ``words`` (the whole text when it is shorter than a window; a
        paragraph alone: ``breaks``, where the second and later start)."""
        weights = list(map(self.words.get, words, repeat(0.0)))
        window = self.window
        if not ADDRESSEES.isdisjoint(words):  # a text that names a model: rare outside text about models
            windows = window_starts(len(words), window, breaks)
            return self.bias + max(self._addressed(weights, words, at, end) for at, end in windows)
        sums = list(accumulate(weights, initial=0.0))  # the windows' sums from running sums, in C loops
        count = len(weights)
        best = sums[count]
        if breaks:
            bounds = [0, *breaks, count]
            best = max([best, *(sums[end] - sums[at] for at, end in pairwise(bounds) if end - at <= window)])
        if count <= window:
            return self.bias + best
        step = window // 4
        best = max(best, max(map(sub, sums[window::step], sums[: count - window + 1 : step])))
        edges = max(max(sums[step : 3 * step + 1 : step]), sums[count] - min(sums[count - 3 * step : count : step]))
        return self.bias + max(best, sums[count] - sums[count - window], edges)

    def _addressed(self, weights: list[float], words: list[bytes], at: int, end: int) -> float:
        """A window's score, its words weighed again as said to a model when it names one."""
        score = sum(weights[at:end])
        inside = words[at:end]
        if ADDRESSEES.isdisjoint(inside):
            return score
        return score + sum(map(self.addressed.get, inside, repeat(0.0)))

    def flags(self, reading: Reading, ascii: bool = True) -> bool:
        """Whether a window of the text ``reading`` read (``ascii``: the text is ASCII) passes the threshold."""
        return self.best_window(*read(reading.paragraphs, ascii)) > self.threshold


@cache
def model() -> Model:
    """The shipped model, read once per process."""
    return Model(json.loads(files(__package__).joinpath("model.json").read_text(encoding="utf-8")))
