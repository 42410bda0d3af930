"""The offline planner's answers: one sentence per step it planned, in English or German.

Each is a template over the step's result (``{s1.fahrenheit}``), filled when the
turn has run as any plan's ``answer`` is (:mod:`toolkiln.turn.answer`):
"30 °C is 86.0 °F." A number is put in as JSON writes it, so a float keeps its
``.0``. Text from the message is put in with its braces doubled, so it stays text.
"""

from __future__ import annotations

from collections.abc import Callable

from toolkiln.models.mock.scales import SCALES

__all__ = ["step_answer"]


def _text(value: object) -> str:
    """A value from the message as template text: braces doubled, so it is never read as a field."""
    return str(value).replace("{", "{{").replace("}", "}}")


def _temperature(tool: str, params: dict, step: str, german: bool) -> str | None:
    source, _, target = tool.partition("_to_")
    if source not in SCALES or target not in SCALES:
        return None
    value, unit = params.get(source, next(iter(params.values()), None)), SCALES[target].unit
    if isinstance(value, dict):  # a chained leg: its input is the previous step's result
        return f"Das sind {{{step}.{target}}} {unit}." if german else f"That is {{{step}.{target}}} {unit}."
    verb = "sind" if german else "is"
    return f"{_text(value)} {SCALES[source].unit} {verb} {{{step}.{target}}} {unit}."


_SENTENCES: dict[str, Callable[[dict, str, bool], str]] = {
    "calculate": lambda p, s, de: f"{_text(p.get('expression', ''))} = {{{s}.value}}",
    "count_words": lambda p, s, de: (
        f"Der Text hat {{{s}.words}} Wörter." if de else f"The text has {{{s}.words}} words."
    ),
    "slugify": lambda p, s, de: f"Der Slug ist {{{s}.slug}}." if de else f"The slug is {{{s}.slug}}.",
    "reverse_text": lambda p, s, de: f"Umgekehrt: {{{s}.reversed}}" if de else f"Reversed: {{{s}.reversed}}",
    "text_stats": lambda p, s, de: (
        f"Der Text hat {{{s}.characters}} Zeichen und {{{s}.words}} Wörter."
        if de
        else f"The text has {{{s}.characters}} characters and {{{s}.words}} words."
    ),
    "statistics_summary": lambda p, s, de: (
        f"Der Mittelwert ist {{{s}.mean}}, der Median {{{s}.median}}."
        if de
        else f"The mean is {{{s}.mean}} and the median {{{s}.median}}."
    ),
    "date_diff": lambda p, s, de: (
        f"Von {_text(p.get('start'))} bis {_text(p.get('end'))} sind es {{{s}.days}} Tage."
        if de
        else f"From {_text(p.get('start'))} to {_text(p.get('end'))} is {{{s}.days}} days."
    ),
    "bmi_index": lambda p, s, de: (
        f"Der BMI ist {{{s}.bmi}} ({{{s}.category}})." if de else f"The BMI is {{{s}.bmi}} ({{{s}.category}})."
    ),
    "fetch_page_title": lambda p, s, de: (
        f"Die Seite heißt {{{s}.title}}." if de else f"The page's title is {{{s}.title}}."
    ),
}


def step_answer(tool: str, params: dict, step: str, german: bool) -> str | None:
    """One sentence answering what step ``step`` (calling ``tool`` with ``params``) finds; None for a tool it does not know."""
    sentence = _SENTENCES.get(tool)
    if sentence is not None:
        return sentence(params, step, german)
    return _temperature(tool, params, step, german)
