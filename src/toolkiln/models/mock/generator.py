"""The offline generator: writes the tools the mock planner names, from templates.

:class:`MockGenerator` knows a fixed set of tools — the six temperature
conversions (written from one table of formulas), ``count_words``,
``slugify``, ``reverse_text``, ``bmi_index`` and ``fetch_page_title`` — and
writes each as a real module in the tool format. It only returns source: the
gate, the compile and the trial judge it exactly as they judge a model's.

Each template comes with honest tests (:data:`TESTS`): values worked out apart
from the template — by hand, or for temperatures through kelvins with
:func:`~toolkiln.models.mock.scales.convert_temperature` — covering the edges
(empty text, absolute zero, a BMI category boundary, German letters).
``fetch_page_title`` carries none: every call of it reaches the network.

It does not repair. Its templates are meant to be right the first time, so when
the pipeline rejected an earlier attempt (for example a trial with params the
tool refuses, such as a temperature below absolute zero) it hands the step back
with the verdict instead of submitting the same source again. Any name it has no
template for is handed back too, saying that a model backend is needed.
"""

from __future__ import annotations

from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest, ToolDeclined, UseExistingTool
from toolkiln.models.mock.scales import SCALES, Scale, convert_temperature
from toolkiln.tools.cases import ToolTest, parse_tests
from toolkiln.util.text import located

__all__ = ["TESTS", "MockGenerator", "TEMPERATURE_FORMULAS", "template_names"]

TEMPERATURE_FORMULAS: dict[tuple[str, str], str] = {
    ("celsius", "fahrenheit"): "celsius * 9 / 5 + 32",
    ("fahrenheit", "celsius"): "(fahrenheit - 32) * 5 / 9",
    ("celsius", "kelvin"): "celsius + 273.15",
    ("kelvin", "celsius"): "kelvin - 273.15",
    ("fahrenheit", "kelvin"): "(fahrenheit - 32) * 5 / 9 + 273.15",
    ("kelvin", "fahrenheit"): "(kelvin - 273.15) * 9 / 5 + 32",
}
"""Every direction between the three scales; the expression reads the source scale's variable."""

_TEMPERATURE = '''"""Converts {source_title} to {target_title}.

Refuses a temperature below absolute zero ({zero} {source_unit}). The result is
rounded to 10 decimal places, which hides binary floating-point noise such as
97.88000000000001 without changing any value a person would read.
"""


def {name}({source}: float) -> dict:
    """Converts {source_title} to {target_title}: {{"{target}": value}}."""
    if {source} < {zero}:
        raise ValueError(f"{{{source}}} {source_unit} is below absolute zero ({zero} {source_unit})")
    return {{"{target}": round({formula}, 10)}}
'''

_COUNT_WORDS = '''"""Counts the words in a text: the runs of characters between whitespace."""


def count_words(text: str) -> dict:
    """Counts the whitespace-separated words of text: {"words": count}."""
    return {"words": len(text.split())}
'''

_SLUGIFY = '''"""Turns a text into a URL slug: lower-case ASCII letters and digits joined by hyphens.

German letters are spelled out the German way (ä -> ae, ö -> oe, ü -> ue,
ß -> ss), so "Grüße aus Köln" becomes "gruesse-aus-koeln". Other accented
letters lose their accents (é -> e); anything else becomes a separator.
"""

import re
import unicodedata

SPELLED_OUT = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}


def slugify(text: str) -> dict:
    """Makes a lower-case, hyphen-separated ASCII slug of text: {"slug": slug}."""
    lowered = text.lower()
    for letter, spelling in SPELLED_OUT.items():
        lowered = lowered.replace(letter, spelling)
    decomposed = unicodedata.normalize("NFKD", lowered)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    slug = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    return {"slug": slug}
'''

_REVERSE_TEXT = '''"""Reverses a text character by character (by Unicode code point)."""


def reverse_text(text: str) -> dict:
    """Returns text backwards: {"reversed": text}."""
    return {"reversed": text[::-1]}
'''

_BMI_INDEX = '''"""Computes the body mass index from a weight in kilograms and a height in metres.

The BMI is weight / height², rounded to one decimal, with the WHO adult
category: underweight (< 18.5), normal (< 25), overweight (< 30), obese.
"""

CATEGORIES = ((18.5, "underweight"), (25.0, "normal"), (30.0, "overweight"))


def bmi_index(weight_kg: float, height_m: float) -> dict:
    """Body mass index of weight_kg and height_m: {"bmi": value, "category": WHO category}."""
    if weight_kg <= 0 or height_m <= 0:
        raise ValueError("weight_kg and height_m must both be positive")
    if height_m > 3:
        raise ValueError(f"height_m is {height_m}; give the height in metres, e.g. 1.8, not 180")
    bmi = weight_kg / (height_m * height_m)
    category = "obese"
    for limit, name in CATEGORIES:
        if bmi < limit:
            category = name
            break
    return {"bmi": round(bmi, 1), "category": category}
'''

_FETCH_PAGE_TITLE = '''"""Fetches a web page and returns its <title> and its first <h1> as plain text.

The page is fetched through the host's fetch capability, which enforces the
egress policy. Tags inside the heading are dropped, entities decoded and
whitespace collapsed; a missing element is None.
"""

import html
import re

TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
HEADING = re.compile(r"<h1[^>]*>(.*?)</h1>", re.IGNORECASE | re.DOTALL)
TAG = re.compile(r"<[^>]+>")


def plain_text(found) -> str | None:
    if found is None:
        return None
    text = html.unescape(TAG.sub(" ", found.group(1)))
    return " ".join(text.split()) or None


def fetch_page_title(url: str) -> dict:
    """Fetches url; returns {"url", "status", "title", "h1"} with title and h1 as text or None."""
    page = fetch(url)
    body = page["text"]
    return {
        "url": page["url"],
        "status": page["status"],
        "title": plain_text(TITLE.search(body)),
        "h1": plain_text(HEADING.search(body)),
    }
'''

_FIXED = {
    "count_words": _COUNT_WORDS,
    "slugify": _SLUGIFY,
    "reverse_text": _REVERSE_TEXT,
    "bmi_index": _BMI_INDEX,
    "fetch_page_title": _FETCH_PAGE_TITLE,
}

_CAPABILITIES_NEEDED = {"fetch_page_title": "fetch"}


def _temperature_source(source: Scale, target: Scale) -> str:
    formula = TEMPERATURE_FORMULAS[(source.name, target.name)]
    return _TEMPERATURE.format(
        name=f"{source.name}_to_{target.name}",
        source=source.name,
        target=target.name,
        source_title=source.title,
        target_title=target.title,
        source_unit=source.unit,
        zero=source.absolute_zero,
        formula=formula,
    )


_TEMPLATES: dict[str, str] = {
    **_FIXED,
    **{f"{s}_to_{t}": _temperature_source(SCALES[s], SCALES[t]) for s, t in TEMPERATURE_FORMULAS},
}
"""Every tool the mock generator can write, by name, as the source it submits."""


def _temperature_tests(source: Scale, target: Scale) -> list[dict]:
    zero = source.absolute_zero
    values = sorted({zero, round(zero + 100.0, 10), max(zero, 0.0), max(zero, -40.0), max(zero, 36.6)})
    return [
        {
            "params": {source.name: value},
            "expect": {target.name: round(convert_temperature(value, source.name, target.name), 10)},
        }
        for value in values
    ]


TESTS: dict[str, list[dict]] = {
    "count_words": [
        {"params": {"text": ""}, "expect": {"words": 0}},
        {"params": {"text": "  two   words \n"}, "expect": {"words": 2}},
        {"params": {"text": "Grüße aus Köln"}, "expect": {"words": 3}},
        {"params": {"text": "one"}, "check": "result['words'] == 1"},
    ],
    "slugify": [
        {"params": {"text": "Grüße aus Köln"}, "expect": {"slug": "gruesse-aus-koeln"}},
        {"params": {"text": "  Hello, World!  "}, "expect": {"slug": "hello-world"}},
        {"params": {"text": "Café déjà vu"}, "expect": {"slug": "cafe-deja-vu"}},
        {"params": {"text": ""}, "expect": {"slug": ""}},
    ],
    "reverse_text": [
        {"params": {"text": "abc"}, "expect": {"reversed": "cba"}},
        {"params": {"text": ""}, "expect": {"reversed": ""}},
        {"params": {"text": "äöü"}, "expect": {"reversed": "üöä"}},
    ],
    "bmi_index": [
        {"params": {"weight_kg": 80, "height_m": 1.8}, "expect": {"bmi": 24.7, "category": "normal"}},
        {"params": {"weight_kg": 50, "height_m": 1.8}, "expect": {"bmi": 15.4, "category": "underweight"}},
        {"params": {"weight_kg": 81, "height_m": 1.8}, "expect": {"bmi": 25.0, "category": "overweight"}},
        {"params": {"weight_kg": 100, "height_m": 1.8}, "check": "result['category'] == 'obese'"},
    ],
    **{f"{s}_to_{t}": _temperature_tests(SCALES[s], SCALES[t]) for s, t in TEMPERATURE_FORMULAS},
}
"""The tests each template is submitted with, by tool name (``fetch_page_title`` has none)."""


def template_names() -> list[str]:
    """Every tool name the mock generator can write, sorted."""
    return sorted(_TEMPLATES)


def _docstring_summary(source: str) -> str:
    """The first line of the module docstring: the tool's description."""
    return source.split('"""', 2)[1].strip().splitlines()[0]


class MockGenerator:
    """Writes known tools from templates; hands back everything else."""

    name = "mock"

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer:
        source = _TEMPLATES.get(request.name)
        if source is None:
            return GenAnswer(
                name=request.name,
                hand_back=ToolDeclined(
                    what_is_needed=(
                        "a model backend: the mock generator only has templates for "
                        + ", ".join(template_names())
                        + "; choose one with --generator anthropic:MODEL or openai:MODEL"
                    ),
                    what_i_established=f"no template is named {request.name!r}; the step asked for: {request.description}",
                ),
            )
        capability = _CAPABILITIES_NEEDED.get(request.name)
        if capability and not request.policy.capability_enabled(capability):
            return GenAnswer(
                name=request.name,
                hand_back=ToolDeclined(
                    what_is_needed=f"the {capability!r} capability, which the policy has switched off",
                    what_i_established=f"{request.name} cannot work without calling {capability}(); "
                    + request.policy.capabilities[capability].refusal,
                ),
            )
        rejected = [a for a in attempts if not a.accepted]
        if rejected and rejected[-1].duplicate_of:  # an active tool passes its tests: hand the step to it
            return GenAnswer(
                name=request.name,
                hand_back=UseExistingTool(existing_tool=rejected[-1].duplicate_of),
            )
        if rejected:
            return GenAnswer(name=request.name, hand_back=_cannot_repair(request.name, rejected[-1]))
        tests: list[ToolTest] = parse_tests(TESTS.get(request.name, []))
        return GenAnswer(name=request.name, description=_docstring_summary(source), source=source, tests=tests)


def _cannot_repair(name: str, attempt: Attempt) -> ToolDeclined:
    first = attempt.errors[0] if attempt.errors else {"message": "no details"}
    return ToolDeclined(
        what_is_needed="a model backend to repair the tool, or params the tool accepts: "
        "the mock generator's templates are fixed and it does not rewrite them",
        # located: a verdict on the whole source (a person refused it before) has no line to name
        what_i_established=f"the {attempt.stage} rejected the {name} template: {located(first)}",
    )
