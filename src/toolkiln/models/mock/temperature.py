"""The offline planner's temperatures: Celsius, Fahrenheit and Kelvin, one step per leg or a chain of them.

"30 °C to Fahrenheit" is one step; "... and then to kelvin" chains two with ``$ref``; a message that
leaves the value or a scale open gets a question whose options are complete messages.
"""

from __future__ import annotations

from toolkiln.models.mock.intents import Draft, Findings, Found, Message, close_to, format_number
from toolkiln.models.mock.scales import (
    CHAIN_WORD,
    SCALES,
    TEMPERATURE_WORD,
    Mention,
    conversion_order,
    convert_temperature,
    scale_mentions,
)
from toolkiln.models.planner.plan import Plan
from toolkiln.vocab import Outcome

__all__ = ["temperature"]


def _conversion_draft(value, source: str, target: str, chained: bool, expected_from: str) -> Draft:
    src, dst = SCALES[source], SCALES[target]
    expected = convert_temperature(value, expected_from, target)
    return Draft(
        tool=f"{source}_to_{target}",
        description=(
            f"Converts {src.title} to {dst.title}. Takes {source} (float); returns "
            f'{{"{target}": float}}. Raises ValueError below absolute zero ({src.absolute_zero:g} {src.unit}).'
        ),
        params={source: {"$ref": f"previous.{source}"} if chained else value},
        check=close_to(target, expected),
    )


def temperature(msg: Message, findings: Findings) -> None:
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
        findings.found.append(Found(mentions[0].position, drafts, f"temperature {value} ({route})"))


def _temperature_question(msg: Message, values: list, mentions: list[Mention]) -> Plan:
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
        numbers = [", ".join(format_number(v, de) for v in values)]
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
