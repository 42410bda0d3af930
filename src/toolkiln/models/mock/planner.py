"""The offline planner: keyword matching in English and German.

:class:`MockPlanner` is deliberately simple. It looks for keywords, pulls numbers
and quoted text out of the message, and plans tools the mock generator can write
or the catalog ships. It **ignores the history**: each message must carry all it
needs ("and now in Kelvin" alone gets a question back). It understands
temperatures between Celsius, Fahrenheit and Kelvin ("... and then to kelvin"
chains two steps with ``$ref``; "convert 30 degrees" gets a question whose
options are complete messages, "30 °C to Fahrenheit", so choosing one works
although the mock never reads the question it asked); word counts, slugs,
reversed text and statistics of quoted text ("… then square that number", "and
multiply it by 3" after a count is a ``calculate`` step on it, through ``$template``);
arithmetic; days between ISO dates;
statistics of numbers; a BMI; a URL (refused in the policy's own words while the
``fetch`` capability is off, planned as ``fetch_page_title`` while it is on).
When a tool of the planned name exists under other param names, its names are used.
"ask NAME to …", "delegate to NAME: …" and "frag NAME, …" hand the rest to another
agent (:mod:`.mock_delegation`); "mark STEP of WORKFLOW done" marks a workflow step
done while a workflow applies (:mod:`.mock_workflow`).

Numbers: "30" stays an int, "36.6" and the German "36,6" are 36.6, "-5" counts.
Quotes: '…', "…", „…“ (also closed by a plain "), «…», »…«, “…”, ‚…‘, ‘…’.
Quoted text is masked before keywords are looked for, so "slugify 'Fahrenheit
451'" is a slug, not a temperature. Anything else gets an empty plan whose
reasoning says no keyword matched. Every step has a description a model
generator could write the tool from, and a check over ``result`` whose expected
value the planner computed on its own (arithmetic in :mod:`.arithmetic`).
"""

from __future__ import annotations

import datetime
import json
import math
import re
import unicodedata
from dataclasses import dataclass, field

from toolkiln.guard.fences import ANY_FENCE_MARKER
from toolkiln.models.mock.answers import step_answer
from toolkiln.models.mock.delegation import delegation_plan
from toolkiln.models.mock.reading import (
    GERMAN,
    ISO_DATE,
    blank_out,
    extract_numbers,
    extract_quotes,
    number_value,
    web_addresses,
)
from toolkiln.models.mock.scales import (
    CHAIN_WORD,
    SCALES,
    TEMPERATURE_WORD,
    Mention,
    Scale,
    conversion_order,
    convert_temperature,
    scale_mentions,
)
from toolkiln.models.mock.workflow import workflow_step_plan
from toolkiln.models.planner import PlanAnswer, PlanRequest
from toolkiln.models.planner.plan import MAX_STEPS, Plan, Step
from toolkiln.models.planner.replan import is_replan
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.vocab import Outcome

__all__ = ["MockPlanner", "SCALES", "Scale", "convert_temperature", "extract_numbers", "extract_quotes"]


# -- reading the message: toolkiln.models.mock.reading ------------------------------------


@dataclass(eq=False, repr=False)
class _Message:
    """One message, read once."""

    text: str
    """The message as typed."""
    quotes: list[tuple[int, int, str]]
    """Quoted spans: (start, end, inner text)."""
    masked: str
    """The message with quoted text blanked out; keywords are looked for here."""
    numbers: list[tuple[int, int | float]]
    """Numbers outside quotes, URLs and dates."""
    german: bool
    """Whether to ask questions in German."""

    @classmethod
    def read(cls, text: str) -> _Message:
        # a fence's markers are toolkiln's markup: their random key ("…9f>") is no scale, number or keyword
        text = blank_out(text, [(m.start(), m.end()) for m in ANY_FENCE_MARKER.finditer(text)])
        quotes = extract_quotes(text)
        masked = blank_out(text, quotes)
        no_dates = blank_out(masked, [(m.start(), m.end()) for m in ISO_DATE.finditer(masked)])
        no_urls = blank_out(no_dates, [(m.start(), m.end()) for m in web_addresses(no_dates)])
        return cls(text, quotes, masked, extract_numbers(no_urls), bool(GERMAN.search(text)))

    def text_near(self, position: int) -> str | None:
        """The quoted text an intent at ``position`` is about: the next quote, else the last one before,
        else whatever follows a colon."""
        after = [q for q in self.quotes if q[0] >= position and q[2].strip()]
        before = [q for q in self.quotes if q[0] < position and q[2].strip()]
        if after or before:
            return (after[0] if after else before[-1])[2]
        colon = self.masked.find(":")
        if colon >= 0 and self.text[colon + 1 :].strip():
            return self.text[colon + 1 :].strip()
        return None


# -- what the intents produce --------------------------------------------------------------


@dataclass(eq=False, repr=False)
class _Draft:
    """A step before it has an id."""

    tool: str
    """The tool's name."""
    description: str
    """What the tool does, precise enough to write it from."""
    params: dict
    """Params; ``{"$ref": "previous.KEY"}`` points into the previous draft of the same chain."""
    check: str
    """A Python expression over ``result``."""


@dataclass(eq=False, repr=False)
class _Found:
    """Steps for one recognised intent, at the place in the message where it was found."""

    position: int
    """Where the keyword stood; steps are planned in the order of the message."""
    drafts: list[_Draft]
    """The steps, in order; a chain refers back from each draft to the one before."""
    reason: str
    """A few words for the plan's reasoning."""


@dataclass(eq=False, repr=False)
class _Findings:
    """Everything the intents found in one message."""

    found: list[_Found] = field(default_factory=list)
    """Recognised intents with their steps."""
    notes: list[str] = field(default_factory=list)
    """Why an intent that was recognised could not be planned."""
    question: Plan | None = None
    """A clarifying question; when set it ends the turn."""


def _literal(text: str) -> str:
    """A string as a Python literal in a check, in double quotes like JSON."""
    return json.dumps(text, ensure_ascii=False)


def _close_to(key: str, expected: float, tolerance: str = "1e-6") -> str:
    """``abs(result["key"] - X) < tol``, X rounded just finely enough for the tolerance."""
    expected = round(expected, math.ceil(-math.log10(float(tolerance))) + 1) + 0.0
    sign = "+" if expected < 0 else "-"
    return f'abs(result["{key}"] {sign} {abs(expected)!r}) < {tolerance}'


def _format_number(value: int | float, german: bool) -> str:
    text = repr(value) if isinstance(value, float) else str(value)
    return text.replace(".", ",") if german else text


# -- temperature -------------------------------------------------------------------------


def _conversion_draft(value, source: str, target: str, chained: bool, expected_from: str) -> _Draft:
    src, dst = SCALES[source], SCALES[target]
    expected = convert_temperature(value, expected_from, target)
    return _Draft(
        tool=f"{source}_to_{target}",
        description=(
            f"Converts {src.title} to {dst.title}. Takes {source} (float); returns "
            f'{{"{target}": float}}. Raises ValueError below absolute zero ({src.absolute_zero:g} {src.unit}).'
        ),
        params={source: {"$ref": f"previous.{source}"} if chained else value},
        check=_close_to(target, expected),
    )


def _temperature(msg: _Message, findings: _Findings) -> None:
    mentions = scale_mentions(msg.masked)
    keyword = TEMPERATURE_WORD.search(msg.masked)
    if not mentions and not keyword:
        return
    values = [v for _, v in msg.numbers]
    scales = conversion_order(mentions)
    if not values or len(scales) < 2:
        findings.question = _temperature_question(msg, values, mentions)
        return
    chain = bool(CHAIN_WORD.search(msg.masked))
    source = scales[0]
    zero = SCALES[source].absolute_zero
    unit = SCALES[source].unit
    for value in values:
        if value < zero:
            findings.notes.append(f"{value} {unit} is below absolute zero ({zero:g} {unit})")
            continue
        legs = (
            list(zip(scales, scales[1:], strict=False)) if chain else [(source, t) for t in scales[1:] if t != source]
        )
        drafts = [
            _conversion_draft(value, a, b, chained=chain and i > 0, expected_from=source)
            for i, (a, b) in enumerate(legs)
        ]
        route = " -> ".join(scales) if chain else f"{source} -> {', '.join(scales[1:])}"
        findings.found.append(_Found(mentions[0].position, drafts, f"temperature {value} ({route})"))


def _temperature_question(msg: _Message, values: list, mentions: list[Mention]) -> Plan:
    """Ask for what is missing. Every option is a complete message the mock understands,
    because the mock never reads the question it asked."""
    de = msg.german
    pairs = [(s, t) for s in SCALES for t in SCALES if s != t]
    if len(mentions) == 1:
        scale, is_target = mentions[0].scale, mentions[0].role == "target"
        pairs = [(s, t) for s, t in pairs if (t if is_target else s) == scale]
    elif len(mentions) > 1:
        source, target, *_ = conversion_order(mentions)
        pairs = [(source, target)]
    if values:
        numbers = [", ".join(_format_number(v, de) for v in values)]
    else:  # examples only; a single known direction still needs two options
        numbers = ["20"] if len(pairs) > 1 else ["0", "20", "100"]
    joiner = "in" if de else "to"
    options = [f"{n} {SCALES[s].unit} {joiner} {SCALES[t].short}" for n in numbers for s, t in pairs]
    if not values:
        question = (
            "Welche Temperatur soll ich umrechnen? (Der Mock-Planer liest frühere Nachrichten nicht.)"
            if de
            else "Which temperature should I convert? (The mock planner does not read earlier messages.)"
        )
    elif len(mentions) == 1 and mentions[0].role != "target":
        unit = SCALES[mentions[0].scale].unit
        question = (
            f"In welche Skala soll ich {numbers[0]} {unit} umrechnen?"
            if de
            else f"Convert {numbers[0]} {unit} to which scale?"
        )
    elif len(mentions) == 1:
        short = SCALES[mentions[0].scale].short
        question = (
            f"Von welcher Skala soll ich {numbers[0]} Grad in {short} umrechnen?"
            if de
            else f"Convert {numbers[0]} degrees from which scale to {short}?"
        )
    else:
        question = (
            f"Von welcher Skala in welche soll ich {numbers[0]} Grad umrechnen?"
            if de
            else f"Convert {numbers[0]} degrees from which scale to which?"
        )
    missing = "temperature" if not values else "scales"
    return Plan(
        outcome=Outcome.CLARIFY,
        reasoning=f"a temperature conversion whose {missing} the message leaves open",
        question=question,
        options=options[:6],
        allow_free_text=True,
    )


# -- text, numbers, dates ---------------------------------------------------------------------

_COUNT_WORD = re.compile(r"\b(?:count\w*|how many|number of|zähl\w*|anzahl|wie viele)\b", re.IGNORECASE)
_WORDS = re.compile(r"\b(?:words?|wörter\w*|worte)\b|\b(?:word-?count|wortanzahl|wörterzahl)\b", re.IGNORECASE)
_CHARACTERS = re.compile(r"\b(?:characters?|letters?|zeichen|buchstaben)\b", re.IGNORECASE)
_SLUG = re.compile(r"\bslug\w*", re.IGNORECASE)
_REVERSE = re.compile(r"\b(?:revers\w*|backwards|rückwärts|umkehr\w*|umdreh\w*)", re.IGNORECASE)
_STATS = re.compile(r"\b(?:text ?stat\w*|textstatistik\w*|statisti\w*|stats|summary|zusammenfassung)\b", re.IGNORECASE)
_AVERAGE = re.compile(r"\b(?:mean|average|median|durchschnitt\w*|mittelwert\w*)\b", re.IGNORECASE)
_DAYS = re.compile(
    r"\b(?:days?|tagen?|weeks?|wochen|between|zwischen|how long|wie lange|difference|differenz)\b", re.IGNORECASE
)
_BMI = re.compile(r"\b(?:bmi|body[- ]mass(?:[- ]index)?|körpermasse\w*)\b", re.IGNORECASE)

_SPELLED_OUT = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}


def _slug(text: str) -> str:
    lowered = text.lower()
    for letter, spelling in _SPELLED_OUT.items():
        lowered = lowered.replace(letter, spelling)
    plain = "".join(c for c in unicodedata.normalize("NFKD", lowered) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def _text_draft(tool: str, text: str) -> _Draft:
    drafts = {
        "count_words": (
            'Counts the words of a text, split on whitespace. Takes text (str); returns {"words": int}.',
            f'result["words"] == {len(text.split())}',
        ),
        "slugify": (
            "Turns a text into a URL slug: lower-case ASCII letters and digits joined by single hyphens, "
            "German umlauts spelled out (ä -> ae, ö -> oe, ü -> ue, ß -> ss), other accents dropped, "
            'no leading or trailing hyphen. Takes text (str); returns {"slug": str}.',
            f'result["slug"] == {_literal(_slug(text))}',
        ),
        "reverse_text": (
            'Reverses a text character by character. Takes text (str); returns {"reversed": str}.',
            f'result["reversed"] == {_literal(text[::-1])}',
        ),
        "text_stats": (
            "Counts the characters, words, lines and sentences of the text (catalog tool).",
            f'result["characters"] == {len(text)}',
        ),
    }
    description, check = drafts[tool]
    return _Draft(tool, description, {"text": text}, check)


def _text_intents(msg: _Message, findings: _Findings) -> None:
    wanted: list[tuple[int, str, str]] = []
    words = _WORDS.search(msg.masked)
    counting = _COUNT_WORD.search(msg.masked)
    if words and (counting or re.search(r"count|anzahl", words.group(), re.IGNORECASE)):
        wanted.append((words.start(), "count_words", "word count"))
    if counting and (characters := _CHARACTERS.search(msg.masked)):
        wanted.append((characters.start(), "text_stats", "character count"))
    for pattern, tool, reason in ((_SLUG, "slugify", "slug"), (_REVERSE, "reverse_text", "reversed text")):
        if hit := pattern.search(msg.masked):
            wanted.append((hit.start(), tool, reason))
    stats = _STATS.search(msg.masked)
    if stats and msg.quotes and not any(tool == "text_stats" for _, tool, _ in wanted):
        wanted.append((stats.start(), "text_stats", "text statistics"))
    for position, tool, reason in wanted:
        text = msg.text_near(position)
        if text is None:
            findings.notes.append(f"{reason}: put the text in quotes, e.g. 'your text'")
            continue
        drafts = [_text_draft(tool, text)]
        counted = {"count_words": ("words", len(text.split())), "text_stats": ("characters", len(text))}.get(tool)
        follow_up = _follow_up(msg.masked, position) if counted else None
        if counted and follow_up:
            from toolkiln.models.mock.arithmetic import follow_up_expression

            expression, check = follow_up_expression(follow_up, *counted)
            described = "Evaluates the arithmetic expression safely (catalog tool)."
            drafts.append(_Draft("calculate", described, {"expression": {"$template": expression}}, check))
            reason += " and arithmetic on it"
        findings.found.append(_Found(position, drafts, reason))


def _number_statistics(msg: _Message, findings: _Findings) -> None:
    hit = _AVERAGE.search(msg.masked) or _STATS.search(msg.masked)
    values = [v for _, v in msg.numbers]
    if not hit or msg.quotes or len(values) < 2:
        return
    findings.found.append(
        _Found(
            hit.start(),
            [
                _Draft(
                    "statistics_summary",
                    "Summarises a list of numbers: count, sum, mean, median, min, max, stdev (catalog tool).",
                    {"numbers": values},
                    _close_to("mean", math.fsum(values) / len(values), "1e-9"),  # statistics.fmean, without its import
                )
            ],
            "statistics of numbers",
        )
    )


def _date_difference(msg: _Message, findings: _Findings) -> None:
    dates = list(ISO_DATE.finditer(msg.masked))
    if len(dates) < 2 or not _DAYS.search(msg.masked):
        return
    start, end = dates[0].group(), dates[1].group()
    try:
        check = f'result["days"] == {(datetime.date.fromisoformat(end) - datetime.date.fromisoformat(start)).days}'
    except ValueError:
        check = '"days" in result'
    findings.found.append(
        _Found(
            dates[0].start(),
            [
                _Draft(
                    "date_diff",
                    "Counts the days from one ISO date to another (catalog tool).",
                    {"start": start, "end": end},
                    check,
                )
            ],
            "days between dates",
        )
    )


def _bmi(msg: _Message, findings: _Findings) -> None:
    hit = _BMI.search(msg.masked)
    if not hit:
        return
    weight = re.search(r"(\d+(?:[.,]\d+)?)\s*kg\b", msg.masked, re.IGNORECASE)
    height = re.search(r"(\d+(?:[.,]\d+)?)\s*(cm|m)\b", msg.masked, re.IGNORECASE)
    values = [v for _, v in msg.numbers]
    if weight and height:
        weight_kg = number_value(weight.group(1))[0]
        height_m = number_value(height.group(1))[0] / (100 if height.group(2).lower() == "cm" else 1)
    elif len(values) == 2:
        weight_kg, height_m = values
        height_m = height_m / 100 if height_m > 3 else height_m
    else:
        findings.notes.append("BMI: give the weight and the height, e.g. 'bmi 80 kg 1.8 m'")
        return
    if weight_kg <= 0 or height_m <= 0:
        findings.notes.append("BMI: weight and height must be positive")
        return
    findings.found.append(
        _Found(
            hit.start(),
            [
                _Draft(
                    "bmi_index",
                    "Computes the body mass index weight / height² with the WHO adult category. Takes weight_kg (float) "
                    'and height_m (float, metres); returns {"bmi": float rounded to 1 decimal, "category": str}.',
                    {"weight_kg": weight_kg, "height_m": height_m},
                    _close_to("bmi", weight_kg / (height_m * height_m), "0.06"),
                )
            ],
            "body mass index",
        )
    )


# -- arithmetic ------------------------------------------------------------------------------

_ARITHMETIC_KEYWORD = re.compile(
    r"\b(?:calculate|compute|evaluate|what is|what's|whats|how much is|berechne|rechne|was ist|was ergibt|"
    r"wie ?viel ist)\b\s*:?\s*",
    re.IGNORECASE,
)


def _arithmetic(msg: _Message, findings: _Findings) -> None:
    keyword = _ARITHMETIC_KEYWORD.search(msg.masked)
    rest, position = msg.text, 0
    if keyword:
        quoted = msg.text_near(keyword.end()) if msg.quotes else None
        rest, position = quoted or msg.text[keyword.end() :], keyword.start()
    expression = re.sub(r"\s*(?:please|bitte|aus|for me)?\s*[?!.=]*\s*$", "", rest.strip(), flags=re.IGNORECASE)
    from toolkiln.models.mock.arithmetic import (
        expected_value,
        looks_arithmetic,
        value_check,
    )  # for a message no other intent matched

    if not looks_arithmetic(expression):
        return
    findings.found.append(
        _Found(
            position,
            [
                _Draft(
                    "calculate",
                    "Evaluates the arithmetic expression safely (catalog tool).",
                    {"expression": expression},
                    value_check(expected_value(expression)),
                )
            ],
            "arithmetic",
        )
    )


# -- the network ------------------------------------------------


def _network(msg: _Message, request: PlanRequest) -> Plan | _Found | None:
    url = next(web_addresses(msg.masked), None)
    if not url:
        return None
    address = url.group().rstrip(".,;:!?)")
    if not request.policy.capability_enabled("fetch"):
        capability = request.policy.capabilities.get("fetch")
        refusal = capability.refusal if capability else "tools may not reach the network"
        return Plan(
            outcome=Outcome.REFUSE,
            refusal=refusal,
            reasoning=f"the task needs the page at {address}, and fetching it needs the 'fetch' capability",
        )
    return _Found(
        url.start(),
        [
            _Draft(
                "fetch_page_title",
                "Fetches a web page with the fetch capability and extracts its <title> and first <h1> as plain text. "
                'Takes url (str); returns {"url": str, "status": int, "title": str | None, "h1": str | None}.',
                {"url": address},
                'bool(result["title"] or result["h1"])',
            )
        ],
        "read a web page",
    )


# -- the planner --------------------------------------------------------------------------------


def _fit_params(draft: _Draft, tools: dict[str, ToolInfo]) -> None:
    """Rename params to an existing tool's, in order, when it takes as many under other names."""
    known = tools.get(draft.tool)
    if known is None:
        return
    names = [name for name, _ in known.params]
    if set(names) != set(draft.params) and len(names) == len(draft.params):
        draft.params = dict(zip(names, draft.params.values(), strict=False))


def _resolve_previous(value, previous: str | None):
    """``previous.KEY`` in a ``$ref`` (or ``{previous.KEY}`` in a ``$template``) made the previous step's id."""
    if not isinstance(value, dict) or not previous:
        return value
    ref = value.get("$ref", "")
    if isinstance(ref, str) and ref.startswith("previous."):
        return {"$ref": previous + ref[len("previous") :]}
    template = value.get("$template")
    if isinstance(template, str):
        return {"$template": template.replace("{previous.", "{" + previous + ".")}
    return value


def _to_steps(found: list[_Found], tools: list[ToolInfo], answer: list[str], german: bool) -> list[Step]:
    """The steps, in the order of the message; each step's sentence of the answer goes to ``answer``."""
    by_name = {t.name: t for t in tools}
    steps: list[Step] = []
    for item in sorted(found, key=lambda f: f.position):
        previous: str | None = None
        for draft in item.drafts:
            if len(steps) == MAX_STEPS:
                return steps
            step_id = f"s{len(steps) + 1}"
            draft.params = {k: _resolve_previous(v, previous) for k, v in draft.params.items()}
            _fit_params(draft, by_name)
            steps.append(Step(step_id, draft.tool, draft.description, draft.params, draft.check))
            sentence = step_answer(draft.tool, draft.params, step_id, german)
            if sentence:
                answer.append(sentence)
            previous = step_id
    return steps


_NO_MATCH = (
    "the mock planner matched no keyword it knows (temperatures, word counts, slugs, reversed text, "
    "text statistics, arithmetic, dates, BMI, web pages); it plans nothing. "
    "A model planner (--planner anthropic:MODEL) understands free text."
)


_NO_REPLAN = "the mock planner does not plan again after a failed step; the turn ends as it stands"


class MockPlanner:
    """Keyword-based planner for English and German; ignores the history (see the module docstring)."""

    name = "mock"

    def plan(self, request: PlanRequest) -> PlanAnswer:
        return PlanAnswer(plan=self._plan(request).validate())

    def _plan(self, request: PlanRequest) -> Plan:
        if not request.message.strip():
            return Plan(outcome=Outcome.PLAN, reasoning="the message is empty; there is nothing to plan")
        if is_replan(request.message):
            return Plan(outcome=Outcome.PLAN, reasoning=_NO_REPLAN)
        delegated = delegation_plan(request)
        if delegated is not None:
            return delegated
        marked = workflow_step_plan(request)
        if marked is not None:
            return marked
        msg = _Message.read(request.message)
        findings = _Findings()
        network = _network(msg, request)
        if isinstance(network, Plan):
            return network
        if network is not None:
            findings.found.append(network)
        for intent in (_text_intents, _date_difference, _temperature, _bmi, _number_statistics):
            intent(msg, findings)
        if findings.question is not None:
            return findings.question
        if not findings.found and not findings.notes:
            _arithmetic(msg, findings)
        answer: list[str] = []
        steps = _to_steps(findings.found, request.tools, answer, msg.german)
        if not steps:
            reasoning = "; ".join(findings.notes) if findings.notes else _NO_MATCH
            return Plan(outcome=Outcome.PLAN, reasoning=reasoning)
        reasons = [f.reason for f in sorted(findings.found, key=lambda f: f.position)]
        reasoning = "keyword match (the mock planner ignores the history): " + "; ".join(reasons)
        if findings.notes:
            reasoning += "; not planned: " + "; ".join(findings.notes)
        return Plan(outcome=Outcome.PLAN, reasoning=reasoning, steps=steps, answer=" ".join(answer) or None)


def _follow_up(masked: str, position: int):
    """ "then square that number" after a count: its match, or None. The arithmetic module loads only for a
    message that counts something (a reused conversion never does)."""
    from toolkiln.models.mock.arithmetic import FOLLOW_UP

    return FOLLOW_UP.search(masked, position)
