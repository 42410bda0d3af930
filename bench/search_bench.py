"""Registry search at scale: 10,000 tools, queries phrased the way people ask.

The registry is filled with synthetic but realistic tools (names and
descriptions composed from domains × verbs × objects × qualifiers, the way a
code model names what it writes), plus the real target tools below. Each query
is written as a person would type it, not in the tool's words, and names the
tool it should find.

Figures (``python bench/search_bench.py --json``):

* ``registry_search_ms`` — one :meth:`Registry.search` call (top 5) on 10,000 tools;
* ``search_recall_top5`` — share of all queries whose target is in the top 5 (percent);
* ``search_recall_top5_unseen`` — the same over :data:`UNSEEN_QUERIES` alone, which
  were written after the expansion tables were final and never tuned on;
* ``import_1000_s`` — ``tools import`` of 1,000 exported files through the whole
  acceptance pipeline (gate, compile, trial in the worker pool), once.
"""

from __future__ import annotations

import argparse
import itertools
import json
import keyword
import sys
import tempfile
import time
from pathlib import Path

from figures import figure

DOMAINS: dict[str, dict[str, list[str]]] = {
    "finance": {
        "objects": [
            "loan interest",
            "invoice total",
            "tax refund",
            "exchange rate",
            "stock return",
            "budget surplus",
            "salary raise",
            "pension contribution",
            "credit score",
            "dividend yield",
            "inflation adjustment",
            "payment schedule",
            "expense report",
            "profit margin",
            "depreciation value",
        ],
        "verbs": ["calculate", "estimate", "project", "format", "validate", "summarize"],
    },
    "health": {
        "objects": [
            "heart rate zone",
            "blood pressure category",
            "water intake",
            "sleep score",
            "step goal",
            "body fat percentage",
            "ideal weight",
            "protein requirement",
            "pulse recovery",
            "vitamin dose",
            "hydration level",
            "waist ratio",
        ],
        "verbs": ["calculate", "estimate", "classify", "track", "check", "recommend"],
    },
    "text": {
        "objects": [
            "sentence count",
            "line count",
            "character frequency",
            "title case",
            "acronym",
            "keyword density",
            "readability score",
            "whitespace",
            "hashtag list",
            "quote marks",
            "paragraph length",
            "syllable count",
            "stop words",
            "emoji usage",
        ],
        "verbs": ["compute", "extract", "normalize", "detect", "strip", "analyze"],
    },
    "dates": {
        "objects": [
            "week number",
            "quarter",
            "business days",
            "time zone offset",
            "unix timestamp",
            "weekday name",
            "month length",
            "season",
            "deadline",
            "working hours",
            "holiday calendar",
            "fiscal year",
        ],
        "verbs": ["compute", "parse", "format", "shift", "validate", "list"],
    },
    "geometry": {
        "objects": [
            "circle area",
            "triangle perimeter",
            "sphere volume",
            "polygon angle",
            "rectangle diagonal",
            "cone surface",
            "cylinder volume",
            "hexagon area",
            "ellipse circumference",
            "trapezoid area",
            "cube edge",
            "arc length",
        ],
        "verbs": ["calculate", "compute", "measure", "scale", "compare", "estimate"],
    },
    "units": {
        "objects": [
            "pounds to kilograms",
            "inches to centimeters",
            "gallons to liters",
            "knots to kmh",
            "pascals to bar",
            "joules to calories",
            "acres to hectares",
            "ounces to grams",
            "yards to meters",
            "psi to kilopascals",
            "watts to horsepower",
            "cups to milliliters",
        ],
        "verbs": ["convert", "translate", "round", "tabulate", "validate", "batch convert"],
    },
    "colors": {
        "objects": [
            "rgb to hsl",
            "contrast ratio",
            "complementary color",
            "color brightness",
            "palette",
            "grayscale value",
            "color name",
            "gradient stops",
            "cmyk value",
        ],
        "verbs": ["convert", "compute", "generate", "blend", "validate", "suggest"],
    },
    "network": {
        "objects": [
            "ip address",
            "subnet mask",
            "mac address",
            "port number",
            "query string",
            "http status",
            "user agent",
            "domain name",
            "cidr range",
            "email header",
        ],
        "verbs": ["parse", "validate", "format", "classify", "extract", "normalize"],
    },
    "stats": {
        "objects": [
            "standard deviation",
            "variance",
            "percentile",
            "z score",
            "correlation",
            "moving average",
            "histogram bins",
            "outliers",
            "confidence interval",
            "regression slope",
            "sample size",
            "weighted score",
        ],
        "verbs": ["compute", "estimate", "detect", "summarize", "test", "bootstrap"],
    },
    "cooking": {
        "objects": [
            "recipe servings",
            "oven temperature",
            "baking time",
            "ingredient ratio",
            "dough hydration",
            "brine strength",
            "meal plan",
            "shopping list",
            "sugar content",
        ],
        "verbs": ["scale", "convert", "estimate", "plan", "adjust", "list"],
    },
    "sports": {
        "objects": [
            "batting average",
            "elo rating",
            "race split",
            "training load",
            "league table",
            "lap time",
            "swim pace",
            "vo2 max",
            "handicap",
            "win ratio",
        ],
        "verbs": ["calculate", "rank", "predict", "update", "compare", "track"],
    },
    "education": {
        "objects": [
            "grade average",
            "exam score",
            "letter grade",
            "attendance rate",
            "quiz answers",
            "study schedule",
            "credit hours",
            "class ranking",
            "reading level",
        ],
        "verbs": ["calculate", "grade", "curve", "schedule", "rank", "report"],
    },
    "logistics": {
        "objects": [
            "shipping cost",
            "parcel volume",
            "delivery window",
            "route length",
            "pallet count",
            "warehouse stock",
            "fuel surcharge",
            "customs duty",
            "freight class",
        ],
        "verbs": ["calculate", "estimate", "optimize", "validate", "track", "quote"],
    },
    "data": {
        "objects": [
            "csv columns",
            "json keys",
            "duplicate rows",
            "null values",
            "nested fields",
            "column types",
            "record ids",
            "table schema",
            "date columns",
            "category labels",
        ],
        "verbs": ["extract", "deduplicate", "validate", "flatten", "infer", "rename"],
    },
}
"""Every domain with the things its tools are about and what they do to them."""

QUALIFIERS: list[tuple[str, str]] = [
    ("", ""),
    ("for_list", "for each item of a list"),
    ("from_csv", "from CSV text"),
    ("by_category", "grouped by category"),
    ("with_rounding", "rounded to a given precision"),
    ("per_item", "for every item separately"),
    ("as_percentage", "expressed as a percentage"),
    ("in_range", "within a given range"),
    ("from_json", "from a JSON document"),
    ("with_report", "and returns a short report"),
    ("batch", "for a batch of inputs"),
    ("safely", "with input validation"),
    ("summary", "and summarizes the outcome"),
    ("weekly", "aggregated per week"),
    ("monthly", "aggregated per month"),
    ("by_region", "broken down by region"),
]
"""Suffixes that make variants of one tool: (name part, description part)."""

TARGETS: list[dict] = [
    {
        "name": "bmi_index",
        "params": ["weight_kg", "height_m"],
        "description": "Computes the body mass index from weight in kilograms and height in metres.",
    },
    {
        "name": "celsius_to_fahrenheit",
        "params": ["celsius"],
        "description": "Converts degrees Celsius to degrees Fahrenheit.",
    },
    {"name": "word_count", "params": ["text"], "description": "Counts the words in a text."},
    {
        "name": "slugify",
        "params": ["text"],
        "description": "Turns a text into a URL slug: lowercase words joined by hyphens.",
    },
    {
        "name": "compound_interest",
        "params": ["principal", "rate_percent", "years"],
        "description": "Computes the final balance of an investment with yearly compound interest.",
    },
    {
        "name": "loan_payment",
        "params": ["principal", "annual_rate", "months"],
        "description": "Computes the monthly payment of an amortized loan.",
    },
    {"name": "days_between", "params": ["start", "end"], "description": "Counts the days between two ISO dates."},
    {
        "name": "is_palindrome",
        "params": ["text"],
        "description": "Checks whether a text reads the same forwards and backwards.",
    },
    {"name": "to_roman_numeral", "params": ["number"], "description": "Writes a whole number as a Roman numeral."},
    {"name": "prime_factors", "params": ["n"], "description": "Splits a whole number into its prime factors."},
    {
        "name": "tip_split",
        "params": ["bill", "tip_percent", "people"],
        "description": "Adds a tip to a restaurant bill and splits it among people.",
    },
    {
        "name": "password_strength",
        "params": ["password"],
        "description": "Rates how strong a password is and says why.",
    },
    {"name": "km_to_miles", "params": ["km"], "description": "Converts kilometres to miles."},
    {
        "name": "caesar_cipher",
        "params": ["text", "shift"],
        "description": "Encrypts text with a Caesar cipher by shifting each letter.",
    },
    {
        "name": "age_from_birthdate",
        "params": ["birthdate", "today"],
        "description": "Computes a person's age in years from a birth date.",
    },
    {
        "name": "mean_median_mode",
        "params": ["numbers"],
        "description": "Computes the mean, median and mode of a list of numbers.",
    },
    {"name": "vowel_count", "params": ["text"], "description": "Counts the vowels in a text."},
    {"name": "fibonacci_numbers", "params": ["count"], "description": "Lists the first n Fibonacci numbers."},
    {"name": "is_leap_year", "params": ["year"], "description": "Tells whether a year is a leap year."},
    {
        "name": "reading_time",
        "params": ["text", "words_per_minute"],
        "description": "Estimates how many minutes it takes to read a text.",
    },
    {
        "name": "hex_to_rgb",
        "params": ["hex_color"],
        "description": "Converts a hex colour code to its red, green and blue values.",
    },
    {
        "name": "greatest_common_divisor",
        "params": ["a", "b"],
        "description": "Finds the greatest common divisor of two integers.",
    },
    {
        "name": "add_vat",
        "params": ["net_price", "vat_percent"],
        "description": "Adds value added tax to a net price and returns the gross price.",
    },
    {"name": "kelvin_to_celsius", "params": ["kelvin"], "description": "Converts kelvin to degrees Celsius."},
    {
        "name": "pounds_to_kilograms_simple",
        "params": ["pounds"],
        "description": "Converts a weight in pounds to kilograms.",
    },
    {
        "name": "daily_calorie_needs",
        "params": ["weight_kg", "height_cm", "age", "sex"],
        "description": "Estimates the calories a person needs per day from the basal metabolic rate.",
    },
]
"""Real tools a chat would have generated; each query below must find its target."""

QUERIES: list[tuple[str, str]] = [
    ("what is my BMI if I weigh 80 kg", "bmi_index"),
    ("am I overweight at 95 kg and 1.80 m tall", "bmi_index"),
    ("it's 30 degrees C outside, what's that in F", "celsius_to_fahrenheit"),
    ("how many words are in this paragraph", "word_count"),
    ("make a url friendly version of my blog title", "slugify"),
    ("how much will my savings grow at 5 percent a year over 10 years", "compound_interest"),
    ("what would my monthly mortgage installment be", "loan_payment"),
    ("how long is it in days from march 3 to july 9", "days_between"),
    ("does 'racecar' read the same reversed", "is_palindrome"),
    ("how do you write 1994 in roman", "to_roman_numeral"),
    ("factorize 360", "prime_factors"),
    ("we are 4 and the check is 120 dollars, how much each with 15% gratuity", "tip_split"),
    ("is hunter2 a secure passphrase", "password_strength"),
    ("how far is a 10 km run in miles", "km_to_miles"),
    ("scramble my message by moving each letter 3 places", "caesar_cipher"),
    ("how old am I if I was born on 1990-05-17", "age_from_birthdate"),
    ("what's the average of these test scores", "mean_median_mode"),
    ("how many a e i o u are in banana", "vowel_count"),
    ("give me the fib series up to 10 terms", "fibonacci_numbers"),
    ("does 2100 have a february 29th", "is_leap_year"),
    ("how long will this article take me to get through", "reading_time"),
    ("break #ff8800 into red green blue", "hex_to_rgb"),
    ("biggest number that divides both 48 and 180", "greatest_common_divisor"),
    ("what do I pay for a 100 euro item once VAT is on top", "add_vat"),
    ("what is 300 K in everyday degrees", "kelvin_to_celsius"),
    ("I weigh 180 lbs, what is that in kg", "pounds_to_kilograms_simple"),
    ("how much energy should I eat per day to keep my weight", "daily_calorie_needs"),
    ("hcf of 12 and 18", "greatest_common_divisor"),
]
"""(what a person types, the tool it should find)."""

HELD_OUT_QUERIES: list[tuple[str, str]] = [
    ("am I a healthy weight for my height", "bmi_index"),
    ("30C in fahrenheit please", "celsius_to_fahrenheit"),
    ("how long is my essay in words", "word_count"),
    ("turn 'Hello World' into something I can put in a link", "slugify"),
    ("if I put 1000 in the bank at 3% for 5 years what do I end up with", "compound_interest"),
    ("monthly repayment on a 200k loan over 30 years", "loan_payment"),
    ("how many days until christmas from today", "days_between"),
    ("is 'level' the same spelled backwards", "is_palindrome"),
    ("how would the Romans write 49", "to_roman_numeral"),
    ("break 84 down into primes", "prime_factors"),
    ("split a 90 dollar dinner between 3 people including tip", "tip_split"),
    ("how hard is my password to crack", "password_strength"),
    ("5 kilometers is how many miles", "km_to_miles"),
    ("shift every letter in 'hello' by 13", "caesar_cipher"),
    ("I was born in 1985, how old am I now", "age_from_birthdate"),
    ("find the middle value and the most common value of 3 5 5 9", "mean_median_mode"),
    ("how many vowels does 'queue' have", "vowel_count"),
    ("first 20 numbers of the fibonacci sequence", "fibonacci_numbers"),
    ("is 2023 a leap year", "is_leap_year"),
    ("how many minutes to read this blog post", "reading_time"),
    ("what rgb is #336699", "hex_to_rgb"),
    ("greatest common factor of 24 and 36", "greatest_common_divisor"),
    ("price including 20% sales tax", "add_vat"),
    ("convert 0 K to °C", "kelvin_to_celsius"),
    ("how many kilos is 150 pounds", "pounds_to_kilograms_simple"),
    ("how many calories do I burn at rest", "daily_calorie_needs"),
]
"""More phrasings, written after a first version of the expansion tables (then tuned on)."""

UNSEEN_QUERIES: list[tuple[str, str]] = [
    ("calculate body mass for 65kg 1.70m", "bmi_index"),
    ("convert my oven's 180 celsius setting to fahrenheit", "celsius_to_fahrenheit"),
    ("word tally for this cover letter", "word_count"),
    ("make a slug out of 'My First Post'", "slugify"),
    ("interest on interest for 20 years at 7%", "compound_interest"),
    ("what will I pay every month to borrow 15000 over 4 years", "loan_payment"),
    ("number of days between my two vacation dates", "days_between"),
    ("can 'A man a plan a canal Panama' be read both ways", "is_palindrome"),
    ("roman numerals for the year 1666", "to_roman_numeral"),
    ("what primes multiply to 1001", "prime_factors"),
    ("share the restaurant bill of 87.40 among five with 10 percent tip", "tip_split"),
    ("rate my password 'P@ssw0rd'", "password_strength"),
    ("marathon is 42.195 km, in miles?", "km_to_miles"),
    ("encrypt 'attack at dawn' with a shift of 5", "caesar_cipher"),
    ("what's my age, birthday 2001-11-30", "age_from_birthdate"),
    ("mean and median of 4, 8, 15, 16, 23, 42", "mean_median_mode"),
    ("count vowels in 'rhythm and blues'", "vowel_count"),
    ("fibonacci up to the 12th term", "fibonacci_numbers"),
    ("was 1900 a leap year", "is_leap_year"),
    ("estimate minutes needed to read 3000 words", "reading_time"),
    ("convert colour code #00ff7f to rgb", "hex_to_rgb"),
    ("largest integer dividing 270 and 192", "greatest_common_divisor"),
    ("gross amount for net 250 with 7% vat", "add_vat"),
    ("liquid nitrogen boils at 77 kelvin, what's that in celsius", "kelvin_to_celsius"),
    ("my suitcase is 50 lb, is it under 23 kilograms", "pounds_to_kilograms_simple"),
    ("how many kcal a day for a 30 year old woman, 60kg, 165cm", "daily_calorie_needs"),
]
"""Queries written once the tables were final and never tuned on: the honest figure."""

ALL_QUERIES = QUERIES + HELD_OUT_QUERIES + UNSEEN_QUERIES


def synthetic_tools(n: int) -> list[dict]:
    """``n`` distinct synthetic tools as :meth:`Registry.save` arguments."""
    tools: list[dict] = []
    names: set[str] = set()
    combos = itertools.product(QUALIFIERS, DOMAINS.items())
    for (qual_name, qual_text), (_domain, spec) in combos:
        for obj, verb in itertools.product(spec["objects"], spec["verbs"]):
            name = "_".join(w for w in (verb.replace(" ", "_"), obj.replace(" ", "_"), qual_name) if w)
            if name in names:
                continue
            names.add(name)
            param = obj.split()[-1]
            param = f"{param}_value" if keyword.iskeyword(param) else param
            description = f"{verb.capitalize()}s the {obj} {qual_text}".strip() + "."
            tools.append(_tool(name, description, [param, "options"] if qual_name else [param]))
            if len(tools) == n:
                return tools
    raise ValueError(f"the synthetic domains only yield {len(tools)} tools; add objects or qualifiers")


def _tool(name: str, description: str, params: list[str]) -> dict:
    source = tool_source(name, description, params)
    return {
        "name": name,
        "source": source,
        "description": description,
        "params": [{"name": p, "type": "float", "required": True} for p in params],
        "backend": "mock",
        "model": "mock",
        "trial_params": {p: 1.0 for p in params},
        "trial_result": {"value": 2.0},
    }


def tool_source(name: str, description: str, params: list[str]) -> str:
    """A small valid tool module with the given name, docstring and float params."""
    args = ", ".join(f"{p}: float" for p in params)
    return f'"""{description}"""\n\n\ndef {name}({args}) -> dict:\n    return {{"value": {params[0]} * 2.0}}\n'


def target_tools() -> list[dict]:
    return [_tool(t["name"], t["description"], t["params"]) for t in TARGETS]


def fill_registry(registry, n_tools: int) -> None:
    """``n_tools`` tools in all: the targets plus synthetic ones."""
    targets = target_tools()
    registry.save_many(synthetic_tools(n_tools - len(targets)) + targets)


def _recall(hits: int, total: int) -> dict:
    return {"median": round(100.0 * hits / total, 1), "p95": None, "n": total, "unit": "%"}


def measure_search(registry, repeats: int = 5) -> tuple[dict, dict, dict, list[tuple[str, str, list[str]]]]:
    """Latency over every query; recall@5 over all queries and over the unseen ones alone.

    Also returns each query's top 5, for inspection.
    """
    latencies, answers = [], []
    for query, target in ALL_QUERIES:
        registry.search(query, 5)  # warm the page cache for this query's terms
        for _ in range(repeats):
            started = time.perf_counter()
            found = registry.search(query, 5)
            latencies.append((time.perf_counter() - started) * 1000)
        answers.append((query, target, [t.name for t in found]))
    hits = [target in names for _, target, names in answers]
    unseen = hits[len(ALL_QUERIES) - len(UNSEEN_QUERIES) :]
    return (figure(latencies, "ms"), _recall(sum(hits), len(hits)), _recall(sum(unseen), len(unseen)), answers)


def measure_import(folder: Path, n_files: int = 1000) -> dict:
    """Export ``n_files`` tools, then time ``import_folder`` of them through the full pipeline."""
    from toolkiln.acceptance.vet import vet_source
    from toolkiln.policy import DEFAULT_POLICY
    from toolkiln.sandbox import WorkerPool
    from toolkiln.store import Registry
    from toolkiln.store.transfer import export_tools, import_folder

    with Registry(folder / "source.sqlite3") as source:
        source.save_many(synthetic_tools(n_files))
        export_tools(source, folder / "export")
    with Registry(folder / "target.sqlite3") as target, WorkerPool(DEFAULT_POLICY, size=2) as pool:
        started = time.perf_counter()
        reports = import_folder(
            target, folder / "export", vet=lambda n, s, p: vet_source(n, s, p, pool=pool, policy=DEFAULT_POLICY)
        )
        elapsed = time.perf_counter() - started
    refused = [r.message for r in reports if not r.accepted]
    if refused:
        raise RuntimeError(f"{len(refused)} of {n_files} files refused, e.g. {refused[0]}")
    return {"median": round(elapsed, 3), "p95": None, "n": 1, "unit": "s"}


def bench_search(n_tools: int = 10_000, *, with_import: bool = True, verbose: bool = False) -> dict:
    """The search figures on a fresh registry of ``n_tools`` tools (and the import figure)."""
    from toolkiln.store import Registry

    with tempfile.TemporaryDirectory(prefix="toolkiln-search-bench-") as tmp:
        with Registry(Path(tmp) / "registry.sqlite3") as registry:
            fill_registry(registry, n_tools)
            latency, recall, unseen, answers = measure_search(registry)
        if verbose:
            for query, target, names in answers:
                mark = "ok  " if target in names else "MISS"
                print(f"{mark} {query!r} -> {target}: {names}", file=sys.stderr)
        figures = {"registry_search_ms": latency, "search_recall_top5": recall, "search_recall_top5_unseen": unseen}
        if with_import:
            figures["import_1000_s"] = measure_import(Path(tmp))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--tools", type=int, default=10_000, help="registry size")
    parser.add_argument("--no-import", action="store_true", help="skip the import figure")
    parser.add_argument("--verbose", action="store_true", help="print each query's top 5 on stderr")
    args = parser.parse_args()
    figures = bench_search(args.tools, with_import=not args.no_import, verbose=args.verbose)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, fig in figures.items():
            print(f"{name:22} median {fig['median']} {fig['unit']}  p95 {fig['p95']}  n={fig['n']}")


if __name__ == "__main__":
    main()
