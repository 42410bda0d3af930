"""The one allow-list: what a generated tool may use.

This data is read by three parties, and written by hand only here:

* the **gate** (:mod:`toolkiln.acceptance.gate`) rejects source that reaches past it;
* the **sandbox** (:mod:`toolkiln.sandbox`) builds the read-only module façades,
  the builtins and the limits of each worker from it;
* the **prompts** of the planner and the generator render their "what a tool may
  do" section from it with :meth:`Policy.render_rules`.

So prompt, gate and sandbox cannot drift apart: change the policy (enable a
capability, add a module) and all three change together.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from toolkiln.util.immutable import Immutable

__all__ = [
    "CHECK_EXAMPLES",
    "CHECK_EXAMPLE_RESULT",
    "Capability",
    "DEFAULT_POLICY",
    "Limits",
    "ModuleRule",
    "Policy",
    "REFUSED_SYNTAX",
    "RefusedSyntax",
]


@dataclass(eq=False, repr=False)
class ModuleRule(Immutable):
    """One importable module and the attributes a tool may reach on it."""

    name: str
    """The module's import name."""
    attributes: frozenset[str]
    """The only attributes a tool may use; everything else (re-exports such as
    ``typing.sys``) is rejected by the gate and absent from the façade."""
    purpose: str = ""
    """A few words for the prompt on what the module is for."""


@dataclass(eq=False, repr=False)
class Capability(Immutable):
    """A power a tool cannot have on its own and asks the host for."""

    name: str
    """The builtin a tool calls, e.g. ``fetch``."""
    enabled: bool
    """Off by default; enabling it changes gate, sandbox and prompts together."""
    signature: str
    """How a tool calls it, for the prompt."""
    description: str
    """What it does and what the host enforces, for the prompt."""
    refusal: str
    """Why a task needing it is refused while it is off, and what to do instead."""


@dataclass(eq=False, repr=False)
class Limits(Immutable):
    """Numbers every worker and every trial obeys."""

    trial_timeout_s: float = 5.0
    """Wall clock for a trial run; the worker is killed and replaced past it."""
    call_timeout_s: float = 10.0
    """Wall clock for a normal call of an accepted tool."""
    memory_mb: int = 512
    """Address-space limit of a worker process."""
    cpu_s: int = 30
    """CPU seconds a worker may use before the kernel stops it."""
    open_files: int = 32
    """Open file descriptors a worker may hold."""
    max_result_bytes: int = 256 * 1024
    """The JSON of a result (or an error message) is capped to this size."""
    max_output_bytes: int = 16 * 1024
    """What a tool prints is collected and capped to this size."""
    max_source_bytes: int = 64 * 1024
    """A generated source larger than this is rejected before parsing."""
    max_syntax_nodes: int = 3000
    """Syntax nodes (as Python's ``ast`` counts them) a source may hold. The gate's
    parser slows down sharply on dense, nested input, so such a source is refused early."""
    max_syntax_depth: int = 40
    """How deeply a source's syntax may nest; an ``elif`` does not add a level."""
    max_brackets: int = 1000
    """Opening brackets ``( [ {`` a source may hold, strings and comments included."""
    fetch_timeout_s: float = 3.0
    """A brokered fetch gives up before the trial's own timeout would fire."""
    fetch_max_bytes: int = 1024 * 1024
    """A brokered fetch's body is capped to this size."""


@dataclass(eq=False, repr=False)
class RefusedSyntax(Immutable):
    """A Python construct no tool may use: the gate refuses it, the prompts' rules name it."""

    nodes: str
    """The libcst node classes the gate refuses for it, space-separated (a class an older
    libcst lacks is skipped)."""
    words: str
    """How the prompts' rules name it."""
    message: str
    """What the gate says when it finds it: what is wrong and what to do instead."""


REFUSED_SYNTAX: tuple[RefusedSyntax, ...] = (
    RefusedSyntax("Global", "global", "'global' is not allowed; pass values in as parameters and return results"),
    RefusedSyntax("Nonlocal", "nonlocal", "'nonlocal' is not allowed; pass values in as parameters and return results"),
    RefusedSyntax("With WithItem", "with", "'with' is not allowed; a tool has no files or locks to manage"),
    RefusedSyntax("Match MatchCase", "match", "'match' statements are not allowed; use if/elif"),
    RefusedSyntax(
        "Yield",
        "yield (generator expressions are fine)",
        "'yield' is not allowed (generator frames escape the sandbox); build and return a list",
    ),
    RefusedSyntax("Await Asynchronous", "async/await", "async code is not allowed; write plain functions"),
    RefusedSyntax("Decorator", "decorators", "decorators are not allowed; call the function explicitly"),
    RefusedSyntax(
        "TypeAlias TypeParameters TypeParam",
        "'type X = ...' and type parameters (a plain X = list[int] is fine)",
        "type aliases and type parameters are not allowed; annotate with plain types",
    ),
    RefusedSyntax("ImportStar", "'from m import *'", "'from m import *' is not allowed; import the names you need"),
    RefusedSyntax("LazyImport LazyImportFrom", "lazy imports", "lazy imports are not allowed; use a plain import"),
    RefusedSyntax(
        "TemplatedString", "template strings (t'...')", "template strings (t'...') are not allowed; use an f-string"
    ),
    RefusedSyntax(
        "StarredDictComp",
        "'**' in a dict comprehension",
        "'**' in a dict comprehension is not allowed; merge with a loop",
    ),
    RefusedSyntax("TryStar ExceptStarHandler", "except*", "'except*' is not allowed; use a plain 'except'"),
    RefusedSyntax(
        "ParamSlash", "'/' in parameters", "positional-only parameters ('/') are not allowed; remove the '/'"
    ),
)
"""Syntax refused whatever the policy allows otherwise, for reasons given in the gate's
syntax rule. The gate's messages and the prompts' "Not allowed" list are both made from
this table, so they cannot disagree. (Classes depend on :attr:`Policy.allow_classes`.)"""


def _rule(name: str, attrs: str, purpose: str) -> tuple[str, ModuleRule]:
    return name, ModuleRule(name, frozenset(attrs.split()), purpose)


_MODULES = dict(
    [
        _rule(
            "math",
            "pi e tau inf nan sqrt pow exp log log10 log2 log1p expm1 sin cos tan asin acos atan "
            "atan2 sinh cosh tanh asinh acosh atanh degrees radians hypot dist floor ceil trunc "
            "fabs fmod modf frexp ldexp copysign factorial comb perm gcd lcm isqrt isclose "
            "isfinite isinf isnan fsum prod erf erfc gamma lgamma remainder cbrt exp2",
            "numbers and trigonometry",
        ),
        _rule(
            "statistics",
            "mean median median_low median_high mode multimode stdev pstdev variance pvariance "
            "fmean geometric_mean harmonic_mean quantiles correlation covariance linear_regression StatisticsError",
            "descriptive statistics",
        ),
        _rule(
            "re",
            "compile match search fullmatch findall finditer sub subn split escape "
            "IGNORECASE MULTILINE DOTALL VERBOSE ASCII I M S X A error",
            "regular expressions",
        ),
        _rule("json", "dumps loads JSONDecodeError", "JSON text"),
        _rule(
            "string",
            "ascii_letters ascii_lowercase ascii_uppercase digits hexdigits octdigits "
            "punctuation whitespace printable capwords",
            "character sets",
        ),
        _rule(
            "datetime",
            "date datetime time timedelta timezone MINYEAR MAXYEAR",
            "dates and times; datetime.now() and date.today() read the clock, no other clock exists",
        ),
        _rule(
            "decimal", "Decimal ROUND_HALF_UP ROUND_HALF_EVEN ROUND_DOWN ROUND_UP InvalidOperation", "exact decimals"
        ),
        _rule("fractions", "Fraction", "exact fractions"),
        _rule(
            "itertools",
            "accumulate chain combinations combinations_with_replacement count cycle dropwhile "
            "filterfalse groupby islice pairwise permutations product repeat starmap takewhile "
            "zip_longest",
            "iteration helpers",
        ),
        _rule("functools", "reduce", "folding"),
        _rule("collections", "Counter defaultdict OrderedDict deque", "containers"),
        _rule("bisect", "bisect bisect_left bisect_right insort insort_left insort_right", "sorted lists"),
        _rule("heapq", "heappush heappop heapify heapreplace heappushpop nlargest nsmallest merge", "heaps"),
        _rule(
            "random",
            "random randint randrange choice choices shuffle sample uniform gauss seed",
            "pseudo-random numbers",
        ),
        _rule("textwrap", "wrap fill dedent indent shorten", "text layout"),
        _rule(
            "unicodedata",
            "normalize category name lookup combining decimal digit numeric east_asian_width",
            "Unicode data",
        ),
        _rule("html", "escape unescape", "HTML entities"),
        _rule(
            "base64",
            "b64encode b64decode urlsafe_b64encode urlsafe_b64decode b32encode b32decode b16encode b16decode",
            "base64",
        ),
        _rule("hashlib", "md5 sha1 sha256 sha512 blake2b", "hashes"),
        _rule("calendar", "isleap leapdays monthrange weekday month_name day_name", "calendars"),
        _rule("cmath", "sqrt exp log phase polar rect pi e", "complex numbers"),
        _rule(
            "typing",
            "Any Callable Dict FrozenSet Iterable Iterator List Literal Mapping Optional Sequence Set Tuple Union",
            "type annotations",
        ),
    ]
)

_BUILTINS = frozenset(
    """
    None True False
    abs all any ascii bin bool callable chr dict divmod enumerate filter float format
    frozenset hash hex int isinstance issubclass iter len list map max min next oct ord pow print
    range repr reversed round set slice sorted str sum tuple zip
    ArithmeticError AssertionError AttributeError Exception IndexError KeyError LookupError
    NotImplementedError OverflowError RecursionError RuntimeError StopIteration TypeError
    UnicodeDecodeError UnicodeEncodeError UnicodeError ValueError ZeroDivisionError
    """.split()
)

_FORBIDDEN = frozenset(
    """
    eval exec compile open getattr setattr delattr globals vars locals input breakpoint
    help __import__ __builtins__ memoryview type object super classmethod staticmethod
    property exit quit copyright credits license dir id printed builtins
    """.split()
)

_FORBIDDEN_ATTRIBUTES = frozenset(
    """
    f_back f_builtins f_code f_generator f_globals f_locals f_trace
    gi_frame gi_code gi_yieldfrom cr_frame cr_code cr_await cr_origin ag_frame ag_code ag_await
    tb_frame tb_next co_code co_consts co_names
    func_globals func_code func_closure im_func im_self im_class cell_contents
    mro format_map obj register
    """.split()
)
"""Frame, code, traceback and class-hierarchy attributes: the classic ways out of a
Python jail (generator frames, ``AttributeError.obj``, ``str.format_map``), and an
ABC's ``register``, which changes a registry every later call reads."""

_CAPABILITIES = {
    "fetch": Capability(
        name="fetch",
        enabled=False,
        signature="fetch(url: str) -> dict  # {'status': int, 'url': str, 'headers': dict, 'text': str}",
        description=(
            "asks the host to GET an http(s) URL; the host refuses loopback, private, link-local "
            "and metadata addresses, re-checks redirects and caps size and time"
        ),
        refusal=(
            "tools may not reach the network (the 'fetch' capability is off); "
            "paste the page's text or HTML into the chat and ask again"
        ),
    ),
}


@dataclass(eq=False, repr=False)
class Policy(Immutable):
    """Everything a generated tool may use, and the limits it runs under."""

    modules: Mapping[str, ModuleRule] = field(default_factory=lambda: MappingProxyType(dict(_MODULES)))
    """Importable modules by name."""
    builtins: frozenset[str] = _BUILTINS
    """Builtin names a tool may use."""
    forbidden_names: frozenset[str] = _FORBIDDEN
    """Names rejected wherever they appear, even as attributes or keywords."""
    forbidden_attributes: frozenset[str] = _FORBIDDEN_ATTRIBUTES
    """Attributes rejected on any object (frames, code, tracebacks, ``mro``, ``obj``);
    the gate refuses them statically and the sandbox's ``_getattr_`` at run time."""
    capabilities: Mapping[str, Capability] = field(default_factory=lambda: MappingProxyType(dict(_CAPABILITIES)))
    """Host-brokered powers; each is a builtin only while enabled."""
    allow_classes: bool = False
    """Whether a tool may define classes (never with dunder methods)."""
    limits: Limits = field(default_factory=Limits)
    """Time, memory and size limits."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled field by field, its read-only mappings as plain dicts: a Ray node rebuilds the same policy."""
        return (_policy_of, (dict(self.modules), dict(self.capabilities), self._plain_fields()))

    def _plain_fields(self) -> dict[str, Any]:
        return {
            "builtins": self.builtins,
            "forbidden_names": self.forbidden_names,
            "forbidden_attributes": self.forbidden_attributes,
            "allow_classes": self.allow_classes,
            "limits": self.limits,
        }

    # -- derived views -----------------------------------------------------------

    def allowed_names(self) -> frozenset[str]:
        """Builtins plus the enabled capabilities: every free name a tool may use."""
        caps = {c.name for c in self.capabilities.values() if c.enabled}
        return self.builtins | caps

    def capability_enabled(self, name: str) -> bool:
        cap = self.capabilities.get(name)
        return bool(cap and cap.enabled)

    # -- changes: each returns a new policy ----------------------------------------

    def with_capability(self, name: str, enabled: bool = True) -> Policy:
        caps = dict(self.capabilities)
        caps[name] = replace(caps[name], enabled=enabled)
        return replace(self, capabilities=MappingProxyType(caps))

    def with_module(self, name: str, attributes: str | set[str], purpose: str = "") -> Policy:
        attrs = frozenset(attributes.split() if isinstance(attributes, str) else attributes)
        mods = dict(self.modules)
        mods[name] = ModuleRule(name, attrs, purpose)
        return replace(self, modules=MappingProxyType(mods))

    def with_limits(self, **changes: Any) -> Policy:
        return replace(self, limits=replace(self.limits, **changes))

    # -- rendering -------------------------------------------------------------------

    def render_rules(self) -> str:
        """The "what a tool may do" section shared by the planner's and generator's prompts.

        It states what the gate enforces, from the same data, so a model is told the
        rules its code is checked against and nothing else. Rendered once per policy (a
        policy never changes; every turn's prompt holds this text).
        """
        return self._rendered("rules", self._render_rules)

    def _rendered(self, key: str, render: Callable[[], str]) -> str:
        """``render()``, kept on this policy under ``key`` (beside the fields: Immutable refuses new attributes)."""
        cache: dict[str, str] = self.__dict__.setdefault("_rendered_texts", {})
        text = cache.get(key)
        if text is None:
            text = cache[key] = render()
        return text

    def _render_rules(self) -> str:
        lines = [
            "A tool is one Python module. Its entry point is the top-level function named like",
            "the tool (snake_case), with annotated parameters (int, float, str, bool, list[...],",
            "dict[str, ...], X | None) and a docstring. It returns a JSON-serialisable value,",
            "usually a dict. Other top-level functions are helpers.",
            "",
            "A tool may import only these modules, and use only the attributes listed",
            "(`import m`, `import m as x` or `from m import name`; a module is used only as m.name):",
        ]
        for rule in sorted(self.modules.values(), key=lambda r: r.name):
            lines.append(f"- {rule.name} ({rule.purpose}): {', '.join(sorted(rule.attributes))}")
        enabled = [c for c in self.capabilities.values() if c.enabled]
        lines += [
            "",
            "Builtins it may use: " + ", ".join(sorted(self.builtins - {"None", "True", "False"})) + ".",
            "Every other name must be defined in the tool (assignment, def, parameter, loop, import).",
            "Never the names "
            + ", ".join(sorted(n for n in self.forbidden_names if not n.startswith("_")))
            + " (a listed module attribute such as re.compile is fine);",
            "no attribute " + ", ".join(sorted(self.forbidden_attributes)) + ".",
            "No name, attribute or keyword that starts with '_' (a lone '_' is fine); no string",
            "that spells a dunder ('__class__'); no format fields that reach attributes or items",
            "('{0.x}', '{0[k]}'). '**' into a library function only with a dict display of string-literal",
            "keys (f(**{'key': v})); into the tool's own functions or str.format any mapping.",
            "Each name in one script (no Latin mixed with Cyrillic).",
            "Not allowed: "
            + ", ".join(refused.words for refused in REFUSED_SYNTAX)
            + ", "
            + (
                "classes with bases other than plain names or with dunder methods."
                if self.allow_classes
                else "classes."
            ),
            self._render_idioms(),
            "No files, no processes, no environment, no threads; state does not survive a call.",
            f"A source holds at most {self.limits.max_source_bytes // 1024} KB; "
            f"a call must finish within {self.limits.call_timeout_s:g} s and {self.limits.memory_mb} MB.",
        ]
        disabled = [c for c in self.capabilities.values() if not c.enabled]
        if enabled:
            lines += ["", "Capabilities the host grants (call them as builtins, no import):"]
            lines += [f"- {c.signature}: {c.description}" for c in enabled]
        if disabled:
            lines += ["", "Not available, so refuse tasks that need them:"]
            lines += [f"- {c.name}: {c.refusal}" for c in disabled]
        return "\n".join(lines)

    def _render_idioms(self) -> str:
        """What works as in CPython although a model might expect a sandbox to refuse it."""
        idioms = [
            "methods of values (s.lower(), s.encode(), d.items(), xs.append(x))",
            "annotated assignments (x: int = 0)",
            "isinstance and issubclass with builtin types and tuples of them (isinstance(x, (list, tuple)))",
            "class methods such as dict.fromkeys, str.maketrans and int.from_bytes",
        ]
        if "datetime" in self.modules:
            idioms.append("date.strftime and datetime.strptime")
        idioms.append("counts[key] += 1 on dicts, Counter and defaultdict")
        return "Otherwise plain Python works as in CPython, including " + "; ".join(idioms) + "."

    def check_builtins(self) -> list[str]:
        """The builtin functions a check may call: the tools' builtins, without exceptions and constants,
        and without ``print`` (a check's output goes nowhere, and RestrictedPython only wires it up in a module)."""
        return sorted(name for name in self.builtins if name[0].islower() and name != "print")

    def render_check_rules(self) -> str:
        """What a step's check may use, for the planner's prompt.

        A check runs in the same sandbox as a tool (:meth:`~toolkiln.sandbox.WorkerPool.evaluate_check`),
        as one expression with ``result`` and the policy's builtins and nothing else, so
        this text is made from the same policy; a test evaluates every example and builtin it names.
        """
        return self._rendered("check_rules", self._render_check_rules)

    def _render_check_rules(self) -> str:
        example = json.dumps(CHECK_EXAMPLE_RESULT)
        lines = [
            "A check is one Python expression over `result`, the JSON value the step's tool",
            "returned (dict, list, str, int, float, bool or None; the tool list's `->` shows its",
            "shape). It runs after the step, in the same sandbox as tools, and holds when it is True.",
            "- It may use: result, literals, comparisons (== != < <= > >= in, not in, and is / is not",
            "  with None, True or False: result.get('note') is None, result['ok'] is True),",
            "  and/or/not, if/else, arithmetic, indexing and slicing, comprehensions, methods of",
            "  values (s.lower(), s.startswith('a'), d.get('k'), d.keys()), and these builtins: "
            + ", ".join(self.check_builtins())
            + ".",
            "- isinstance takes the JSON types and tuples of them: dict, list, str, int, float,",
            "  bool (isinstance(result['mean'], (int, float))).",
            "- No import and no modules (" + ", ".join(sorted(self.modules)[:4]) + ", ... are for tools only),",
            "  no names but result and these builtins, nothing that starts with '_'.",
            "- A JSON number may come back as int or float: 86 == 86.0 holds; for a computed float",
            "  compare with abs(x - y) < 1e-6 or round(x, 2) == y.",
            "- When you cannot work out the exact value yourself (a hash, an encoding, a date",
            "  computed from today), check structure and properties instead of writing a value",
            "  from memory: len(result['sha256']) == 64, all(c in '0123456789abcdef' for c in ...).",
            f"- For example, with result = {example}:",
        ]
        lines += [f"  {check}" for check in CHECK_EXAMPLES]
        lines += [
            "- A check that cannot be evaluated (a missing key, a name it may not use) is an error",
            "  reported with its reason; the step's result stands. A check that is False fails the step.",
            "  Plain words are allowed only when no expression can say it; they count as unverified.",
        ]
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """A JSON form for the worker processes."""
        return {
            "modules": {n: sorted(r.attributes) for n, r in self.modules.items()},
            "builtins": sorted(self.builtins),
            "forbidden_names": sorted(self.forbidden_names),
            "forbidden_attributes": sorted(self.forbidden_attributes),
            "capabilities": sorted(c.name for c in self.capabilities.values() if c.enabled),
            "allow_classes": self.allow_classes,
            "limits": self.limits.__dict__.copy(),
        }


CHECK_EXAMPLE_RESULT = {"words": 3, "slug": "hello-world", "mean": 2.5, "sha256": "9f86d081884c7d65", "items": [1, 2]}
"""The result the check examples of the planner's prompt are written against."""

CHECK_EXAMPLES: tuple[str, ...] = (
    'result["words"] == 3',
    'isinstance(result, dict) and set(result) >= {"words", "slug"}',
    'result["slug"] == "hello-world" and result["slug"].islower()',
    'abs(result["mean"] - 2.5) < 1e-6',
    'len(result["sha256"]) == 16 and all(c in "0123456789abcdef" for c in result["sha256"])',
    'sorted(result["items"]) == [1, 2] and sum(result["items"]) == 3',
)
"""Checks the planner's prompt shows; each holds for :data:`CHECK_EXAMPLE_RESULT` (a test evaluates them)."""


def _policy_of(modules: dict[str, ModuleRule], capabilities: dict[str, Capability], plain: dict[str, Any]) -> Policy:
    """The policy :meth:`Policy.__reduce__` took apart."""
    return Policy(modules=MappingProxyType(modules), capabilities=MappingProxyType(capabilities), **plain)


DEFAULT_POLICY = Policy()
"""The policy toolkiln runs with unless a caller builds another."""
