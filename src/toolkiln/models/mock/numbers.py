"""The offline planner's numbers and dates: statistics of numbers, days between ISO dates, a BMI, arithmetic.

Arithmetic is tried only for a message no other intent matched (:mod:`.arithmetic` loads then).
"""

from __future__ import annotations

import datetime
import math
import re

from toolkiln.models.mock.intents import Draft, Findings, Found, Message, close_to
from toolkiln.models.mock.reading import ISO_DATE, number_value
from toolkiln.models.mock.text import STATISTICS_WORD

__all__ = ["arithmetic", "bmi", "date_difference", "number_statistics"]

_AVERAGE = re.compile(r"\b(?:mean|average|median|durchschnitt\w*|mittelwert\w*)\b", re.IGNORECASE)
_DAYS = re.compile(
    r"\b(?:days?|tagen?|weeks?|wochen|between|zwischen|how long|wie lange|difference|differenz)\b", re.IGNORECASE
)
_BMI = re.compile(r"\b(?:bmi|body[- ]mass(?:[- ]index)?|körpermasse\w*)\b", re.IGNORECASE)


def number_statistics(msg: Message, findings: Findings) -> None:
    hit = _AVERAGE.search(msg.masked) or STATISTICS_WORD.search(msg.masked)
    values = [v for _, v in msg.numbers]
    if not hit or msg.quotes or len(values) < 2:
        return
    findings.found.append(
        Found(
            hit.start(),
            [
                Draft(
                    "statistics_summary",
                    "Summarises a list of numbers: count, sum, mean, median, min, max, stdev (catalog tool).",
                    {"numbers": values},
                    close_to("mean", math.fsum(values) / len(values), "1e-9"),  # statistics.fmean, without its import
                )
            ],
            "statistics of numbers",
        )
    )


def date_difference(msg: Message, findings: Findings) -> None:
    dates = list(ISO_DATE.finditer(msg.masked))
    if len(dates) < 2 or not _DAYS.search(msg.masked):
        return
    start, end = dates[0].group(), dates[1].group()
    try:
        check = f'result["days"] == {(datetime.date.fromisoformat(end) - datetime.date.fromisoformat(start)).days}'
    except ValueError:
        check = '"days" in result'
    findings.found.append(
        Found(
            dates[0].start(),
            [
                Draft(
                    "date_diff",
                    "Counts the days from one ISO date to another (catalog tool).",
                    {"start": start, "end": end},
                    check,
                )
            ],
            "days between dates",
        )
    )


def bmi(msg: Message, findings: Findings) -> None:
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
        Found(
            hit.start(),
            [
                Draft(
                    "bmi_index",
                    "Computes the body mass index weight / height² with the WHO adult category. Takes weight_kg (float) "
                    'and height_m (float, metres); returns {"bmi": float rounded to 1 decimal, "category": str}.',
                    {"weight_kg": weight_kg, "height_m": height_m},
                    close_to("bmi", weight_kg / (height_m * height_m), "0.06"),
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


def arithmetic(msg: Message, findings: Findings) -> None:
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
        Found(
            position,
            [
                Draft(
                    "calculate",
                    "Evaluates the arithmetic expression safely (catalog tool).",
                    {"expression": expression},
                    value_check(expected_value(expression)),
                )
            ],
            "arithmetic",
        )
    )
