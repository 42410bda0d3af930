"""Turning a person's words into a full-text query over the registry.

People ask in their own words, not the tool's: "what is my BMI if I weigh 80 kg"
must find ``bmi_index`` ("Computes the body mass index from weight and height").
The search ranks by BM25 (:mod:`.ranking`, the same on SQLite and PostgreSQL),
over each tool's name split into words, its description and its parameter names,
with three additions:

* **stemming** — the index and the query are cut into Porter stems
  (:mod:`.stemming`), so ``converts``, ``converting`` and ``convert`` meet;
* **phrases** — a few question shapes stand for a concept ("how many" → count,
  "how old" → age), matched before stop words are dropped;
* **expansions** — a small table of abbreviations, units, spelling variants and
  everyday synonyms (``bmi`` → body mass index, ``weigh`` → weight,
  ``gratuity`` → tip). Groups in :data:`SYNONYM_GROUPS` work both ways.

The tables are data: add a line, not code. They are deliberately modest; BM25
does the ranking, the tables only bridge words that share no stem.
"""

from __future__ import annotations

import re

__all__ = [
    "EXPANSIONS",
    "PHRASES",
    "STOP_WORDS",
    "SYNONYM_GROUPS",
    "OWN_WEIGHT",
    "looks_alike",
    "name_words",
    "query_terms",
    "weighted_terms",
]

OWN_WEIGHT = 2
"""How much more a word the person typed counts than a word the tables added."""

STOP_WORDS = frozenset(
    """a about after all also am an and any are as at be been before being but by
    can could did do does doing done each for from get gets give got had has have
    having he her here him his how i if im in into is it its just let like me more
    most my of on or our out over please she should so some than that the their them
    then there these they this those through to too under up us very was we were
    what whats when where which while who whom why will with would you your yours
    tell show want need know way something thing things much many
    s t d ll re ve m""".split()
)
"""Words that say nothing about which tool is meant."""

PHRASES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("how", "many"): ("count",),
    ("how", "much"): ("amount", "total"),
    ("how", "old"): ("age",),
    ("how", "far"): ("distance",),
    ("how", "long"): ("duration", "length"),
    ("how", "big"): ("size",),
    ("how", "heavy"): ("weight",),
    ("how", "hot"): ("temperature",),
    ("how", "cold"): ("temperature",),
    ("per", "day"): ("daily",),
    ("per", "month"): ("monthly",),
    ("a", "month"): ("monthly",),
    ("per", "year"): ("annual", "yearly"),
    ("a", "year"): ("annual", "yearly"),
    ("url", "friendly"): ("slug",),
    ("same", "backwards"): ("palindrome",),
    ("same", "reversed"): ("palindrome",),
    ("middle", "value"): ("median",),
    ("most", "common"): ("mode", "frequent"),
    ("at", "rest"): ("basal", "resting"),
    ("end", "up"): ("final", "total"),
}
"""Question shapes (consecutive words) and the concepts they stand for."""

SYNONYM_GROUPS: tuple[tuple[str, ...], ...] = (
    # spelling variants
    ("colour", "color"),
    ("metre", "meter"),
    ("kilometre", "kilometer"),
    ("centimetre", "centimeter"),
    ("litre", "liter"),
    ("analyse", "analyze"),
    ("factorise", "factorize", "factor", "factorization", "factorisation"),
    ("amortised", "amortized"),
    ("summarise", "summarize"),
    ("normalise", "normalize"),
    # everyday words for the same thing
    ("weigh", "weight", "heavy"),
    ("convert", "conversion", "transform", "translate"),
    ("average", "mean"),
    ("price", "cost"),
    ("payment", "installment", "instalment", "repayment"),
    ("loan", "mortgage", "credit", "debt"),
    ("savings", "investment", "deposit", "balance", "bank"),
    ("grow", "growth", "compound"),
    ("biggest", "largest", "greatest", "highest", "maximum", "max"),
    ("smallest", "lowest", "least", "minimum", "min"),
    ("secure", "strong", "strength", "safe"),
    ("password", "passphrase", "passcode", "pin"),
    ("encrypt", "encode", "encipher", "cipher", "scramble"),
    ("decrypt", "decode", "decipher", "unscramble"),
    ("reverse", "reversed", "backwards", "backward"),
    ("letter", "character", "char"),
    ("word", "term", "token"),
    ("tip", "gratuity"),
    ("bill", "check", "invoice", "receipt"),
    ("split", "share", "divide"),
    ("divides", "divisor", "divisible"),
    ("tax", "vat", "gst"),
    ("born", "birth", "birthday", "birthdate"),
    ("old", "age"),
    ("hot", "cold", "warm", "temperature"),
    ("degree", "celsius", "fahrenheit"),
    ("far", "distance"),
    ("run", "race", "distance"),
    ("long", "length"),
    ("slug", "permalink"),
    ("hex", "hexadecimal"),
    ("percent", "percentage", "pct", "rate"),
    ("yearly", "annual", "annually"),
    ("month", "monthly"),
    ("sequence", "series"),
    ("list", "array", "numbers"),
    ("text", "string", "essay", "article", "passage"),
    ("read", "reading"),
    ("duration", "time", "minutes"),
    ("day", "daily", "date"),
    ("calorie", "calories", "energy", "kcal"),
    ("eat", "food", "diet", "intake"),
    ("money", "currency", "cash"),
    ("area", "surface"),
    ("shuffle", "random", "randomize"),
    ("duplicate", "duplicates", "repeated", "unique", "distinct"),
    ("sort", "order", "arrange"),
    ("email", "mail"),
    ("phone", "telephone"),
    ("speed", "pace", "velocity"),
    ("fuel", "petrol", "gas", "gasoline", "mileage"),
)
"""Words that mean the same to a person; each expands to every other in its group."""

EXPANSIONS: dict[str, tuple[str, ...]] = {
    "bmi": ("body", "mass", "index"),
    "rgb": ("red", "green", "blue"),
    "vat": ("value", "added", "tax"),
    "gcd": ("greatest", "common", "divisor"),
    "hcf": ("greatest", "common", "divisor"),
    "lcm": ("least", "common", "multiple"),
    "fib": ("fibonacci",),
    "avg": ("average", "mean"),
    "temp": ("temperature",),
    "km": ("kilometre", "kilometer"),
    "mi": ("miles",),
    "kg": ("kilogram", "weight"),
    "kgs": ("kilogram", "weight"),
    "lb": ("pound", "weight"),
    "lbs": ("pound", "weight"),
    "cm": ("centimetre", "height"),
    "ft": ("feet",),
    "mph": ("miles", "hour", "speed"),
    "kmh": ("kilometre", "hour", "speed"),
    "c": ("celsius",),
    "f": ("fahrenheit",),
    "k": ("kelvin",),
    "usd": ("dollar", "currency"),
    "eur": ("euro", "currency"),
    "url": ("link", "web"),
    "apr": ("annual", "interest", "rate"),
    "roi": ("return", "investment"),
    "bmr": ("basal", "metabolic", "rate", "calorie"),
    "dob": ("birth", "date"),
    "tall": ("height",),
    "height": ("tall",),
    "factorize": ("prime", "factor"),
    "factorise": ("prime", "factor"),
    "wide": ("width",),
    "mortgage": ("loan", "payment"),
    "savings": ("interest",),
    "paragraph": ("text",),
    "sentence": ("text",),
    "post": ("text",),
    "today": ("date",),
    "tomorrow": ("date",),
    "yesterday": ("date",),
    **{
        month: ("date",)
        for month in ("january february march april may june july august september october november december".split())
    },
    "leap": ("february",),
    "february": ("leap", "date"),
}
"""Abbreviations and one-way expansions: a query word adds these words."""

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_DIGITS = re.compile(r"(?<=\d)(?=[^\W\d_])|(?<=[^\W\d_])(?=\d)")  # 30c -> 30 c


def _synonyms() -> dict[str, tuple[str, ...]]:
    table: dict[str, list[str]] = {}
    for group in SYNONYM_GROUPS:
        for word in group:
            table.setdefault(word, []).extend(w for w in group if w != word)
    return {word: tuple(dict.fromkeys(others)) for word, others in table.items()}


_SYNONYMS = _synonyms()


def name_words(name: str) -> str:
    """A tool name as words: ``bmi_index`` → ``bmi index``; ``toCelsius`` → ``to celsius``."""
    return " ".join(_CAMEL.sub(" ", name).replace("_", " ").split()).lower()


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(_DIGITS.sub(" ", _CAMEL.sub(" ", text)))]


def _table_key(word: str) -> str:
    """The form a word is listed under: itself, else without a plural ``s``."""
    if word in _SYNONYMS or word in EXPANSIONS or len(word) < 4 or not word.endswith("s"):
        return word
    return word[:-1]


def weighted_terms(text: str) -> dict[str, int]:
    """The words of ``text`` that can pick a tool, each with a weight.

    A person's own words weigh :data:`OWN_WEIGHT`; what phrases and the tables
    add weighs 1, so an expansion can bridge a gap but never outvote the words
    actually typed. Order is kept, numbers and stop words are dropped.
    """
    tokens = _tokens(text)
    weights: dict[str, int] = {}
    for i in range(len(tokens)):
        for concept in PHRASES.get(tuple(tokens[i : i + 2]), ()):
            weights.setdefault(concept, 1)
    for token in tokens:
        if token in STOP_WORDS or token.isdigit():
            continue
        weights[token] = OWN_WEIGHT
        key = _table_key(token)
        for extra in _SYNONYMS.get(key, ()) + EXPANSIONS.get(key, ()):
            weights.setdefault(extra, 1)
    return weights


def query_terms(text: str) -> list[str]:
    """The words :func:`weighted_terms` finds, without their weights."""
    return list(weighted_terms(text))


LOOK_ALIKE_SHARE = 0.5
"""The share of a new tool's name words an existing tool's name must hold to look alike."""


def _name_terms(name: str) -> set[str]:
    """A tool name's significant words, each with its synonyms, in their table forms."""
    terms: set[str] = set()
    for token in _tokens(name_words(name)):
        if token in STOP_WORDS or token.isdigit():
            continue
        key = _table_key(token)
        terms.add(key)
        terms.update(_table_key(extra) for extra in _SYNONYMS.get(key, ()))
    return terms


def looks_alike(new_name: str, existing_name: str) -> bool:
    """Whether ``existing_name`` may already do what ``new_name`` is meant to do.

    At least :data:`LOOK_ALIKE_SHARE` of the new name's words (synonyms and plurals
    matched) must appear in the existing name: ``celsius_converter`` looks like
    ``celsius_to_fahrenheit``, ``hash_text`` does not look like ``is_leap_year``,
    however often their descriptions share a word.
    """
    own = [_table_key(t) for t in _tokens(name_words(new_name)) if t not in STOP_WORDS and not t.isdigit()]
    if not own:
        return False
    other = _name_terms(existing_name)
    return sum(word in other for word in own) / len(own) >= LOOK_ALIKE_SHARE
