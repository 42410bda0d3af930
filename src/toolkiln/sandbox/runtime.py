"""Compile a tool with RestrictedPython and run it in a fresh namespace.

:class:`ToolRuntime` is what runs inside a worker process (and, for tests,
in-process). For every call it builds new globals — guards, the policy's
builtins, the call's own print sink — and executes the tool's module code anew,
so nothing a call does to its globals reaches the next one. Modules are
read-only façades built once per worker (see :mod:`toolkiln.sandbox.hooks`).

Compiled code is cached by the source's sha256, so a repeated call costs one
``exec`` of the module body (defining a few functions) plus the call itself.

Decisions worth knowing:

* ``a[i] += x`` is allowed: RestrictedPython 9 refuses augmented assignment to
  items, which plenty of ordinary code uses; :mod:`~toolkiln.sandbox.transformer` compiles it
  to ``_inplaceitem_('+=', a, i, x)``, which goes through the same read and write
  guards as ``a[i] = a[i] + x``. ``obj.attr += x`` stays refused.
* ``x: int = 42`` is allowed and guarded like ``x = 42`` (RestrictedPython 9
  refuses annotated assignments, which the gate and the prompt allow).
* ``date.strftime`` and ``datetime.strptime`` import ``time`` and ``_strptime`` from
  C code through the tool's own ``__import__``; the hook lets exactly those calls
  through, answering with nothing (see :data:`_INTERNAL_IMPORTS`).
* Classes are refused at compile time unless the policy allows them; allowed
  classes may have their own instances written to (the write guard knows which
  classes the current call created).
* ``random`` is a façade over a private ``random.Random`` that is reseeded from
  the OS before any call that imports ``random`` after another call used it, so
  ``random.seed(42)`` in one call never makes the next call predictable.
* Results are JSON: tuples become lists and int dict keys become strings (as
  ``json.dumps`` does); NaN and infinity are not JSON and are refused.
* Where a guard would add nothing, :class:`~toolkiln.sandbox.transformer.ToolTransformer` compiles no call to it: a
  read of an attribute whose name the ``_getattr_`` guard would only pass to ``getattr``
  (:func:`~toolkiln.sandbox.hooks.reads_plainly`) is a plain attribute read, and
  ``a, b = x, y`` unpacks the interpreter's own tuple. A flat unpacking target uses the
  flat guards (:mod:`toolkiln.sandbox.unpacking`).
"""

from __future__ import annotations

import builtins
import importlib
import random
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import FunctionType
from typing import Any

from RestrictedPython import compile_restricted_eval, compile_restricted_exec

from toolkiln.sandbox.hooks import (
    DEFAULT_FORBIDDEN_ATTRIBUTES,
    SAFE_BUILTINS,
    ModuleFacade,
    OutputSink,
    guarded_apply,
    guarded_getitem,
    guarded_iter,
    guarded_write,
    inplace_var,
    make_getattr,
    make_inplace_item,
    make_print_factory,
)
from toolkiln.sandbox.protocol import MAX_ERROR_CHARS, NotJSON, decode_line, encode, sha256_text
from toolkiln.sandbox.residue import PatternCaches, clear_module_state
from toolkiln.sandbox.transformer import ClassesAllowed, ToolTransformer
from toolkiln.sandbox.unpacking import iter_unpack_flat, iter_unpack_sequence, unpack_flat, unpack_sequence
from toolkiln.util.surrogates import holds_lone_surrogate
from toolkiln.util.text import one_line as text_one_line
from toolkiln.util.text import valid_text

__all__ = ["FetchError", "Reply", "ToolRuntime", "ToolTransformer", "sha256_text"]

MAX_RESULT_DEPTH = 100
"""Results nested deeper are refused: the host decodes a reply recursively, on a
stack that already holds its own frames, so a reply this worker could still
encode might overflow the host's recursion limit."""
_CODE_CACHE_SIZE = 256
_INTERNAL_IMPORTS = frozenset({"time", "_strptime"})
"""Modules CPython's C code imports lazily while a tool runs: ``date.strftime`` needs
``time`` and ``datetime.strptime`` needs ``_strptime``. C code imports through
``PyImport_Import``, which calls the *tool's* ``__import__`` for its side effect only,
always with an empty *list* as ``fromlist``, then takes the module from
``sys.modules`` itself. A tool's own ``import`` passes ``None`` or a tuple, so it
never gets past this: the hook answers the C code's call with ``None`` and hands no
module to anyone. The modules are imported when the runtime is built, so they are
in ``sys.modules`` before a worker is confined."""
_LINE_PREFIX = re.compile(r"^Line (\d+|None): (.*)$", re.DOTALL)


class FetchError(Exception):
    """The host refused or failed a brokered fetch."""


def one_line(text: str, limit: int = MAX_ERROR_CHARS) -> str:
    """An error message as one line fit to go back to a model and to reach a terminal."""
    return text_one_line(text, limit)


def nested_deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and dicts in ``value`` nest more than ``limit`` levels deep."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _refusal_of_sent(text: str) -> str | None:
    """Why the encoded result must not be sent (too deep, a lone surrogate), or None.

    The text is judged, decoded again, never the tool's object: the encoder writes a dict
    subclass through its ``items()``, and a tool's class can make that disagree with what
    its ``keys()`` and ``values()`` show a check of the object."""
    try:
        sent = decode_line(text.encode("ascii"))
    except ValueError:  # deeper than the decoder goes
        return f"result is nested more than {MAX_RESULT_DEPTH} levels deep"
    if nested_deeper_than(sent, MAX_RESULT_DEPTH):
        return f"result is nested more than {MAX_RESULT_DEPTH} levels deep"
    if holds_lone_surrogate(sent):
        return "result is not JSON-serialisable: a string holds a lone surrogate (not valid Unicode)"
    return None


def _compile_errors(messages: Sequence[str]) -> list[dict[str, Any]]:
    errors = []
    for message in messages:
        match = _LINE_PREFIX.match(message)
        line = int(match.group(1)) if match and match.group(1) != "None" else 0
        errors.append({"line": line, "message": one_line(match.group(2) if match else message)})
    return errors


@dataclass(slots=True)
class Reply:
    """What one call produced, as the worker sends it back."""

    ok: bool
    """The call returned a JSON-serialisable result."""
    result_json: str | None = None
    """The result, already encoded as JSON, when ok."""
    kind: str | None = None
    """Why the call failed: compile, raised, memory, not_json, too_large, param_type."""
    error: str | None = None
    """One-line message when not ok."""
    errors: list[dict] = field(default_factory=list)
    """Line-numbered compile errors."""
    output: str = ""
    """What the tool printed (capped)."""
    retire: bool = False
    """The worker should stop after this reply (its state may be damaged)."""
    check: Reply | None = None
    """The step's check evaluated over the result right after the call, when the host sent one."""

    def to_line(self) -> bytes:
        if self.ok:
            output = encode(self.output) if self.output else '""'
            retire = ',"retire":true' if self.retire else ""
            check = f',"check":{self.check.verdict_json()}' if self.check is not None else ""
            text = f'{{"op":"done","ok":true,"result":{self.result_json},"output":{output}{check}{retire}}}'
        else:
            text = encode(
                {
                    "op": "done",
                    "ok": False,
                    "kind": self.kind,
                    "error": self.error,
                    "errors": self.errors,
                    "output": self.output,
                    "retire": self.retire,
                }
            )
        return text.encode("ascii") + b"\n"

    def verdict_json(self) -> str:
        """A check's reply as the object a ``run`` reply carries under ``check`` (its output is dropped)."""
        if self.ok:
            return f'{{"ok":true,"result":{self.result_json}}}'
        return encode({"ok": False, "kind": self.kind, "error": self.error})


def _raised_reply(exc: BaseException, filename: str) -> Reply:
    """A one-line ``Type: message (line N)``, N from the tool's own innermost frame."""
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    try:
        message = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    except Exception:  # a tool's exception whose __str__ fails still gets reported
        message = type(exc).__name__
    if line is not None:
        message = f"{one_line(message, MAX_ERROR_CHARS - 20)} (line {line})"
    return Reply(ok=False, kind="raised", error=one_line(message))


def _class_tracking() -> tuple[Callable[..., type], Callable[[Any], Any]]:
    """A ``__metaclass__`` that records the classes a call creates, and a write
    guard that lets the call write to those classes and their instances only."""
    classes: set[type] = set()

    def make_class(name: str, bases: tuple, body: dict) -> type:
        cls = type(name, bases, body)
        classes.add(cls)
        return cls

    def write_guard(obj: Any) -> Any:
        if type(obj) in classes or (isinstance(obj, type) and obj in classes):
            return obj
        return guarded_write(obj)

    return make_class, write_guard


class ToolRuntime:
    """Compiles and runs tools under one policy (given in its JSON form)."""

    def __init__(
        self,
        policy: dict,
        *,
        forbidden_attributes: frozenset[str] | None = None,
        fetch: Callable[[str], dict] | None = None,
    ) -> None:
        for module in _INTERNAL_IMPORTS:
            importlib.import_module(module)
        self.limits = dict(policy["limits"])
        self.allow_classes = bool(policy.get("allow_classes", False))
        if forbidden_attributes is None:
            forbidden_attributes = frozenset(policy.get("forbidden_attributes", ()))
        # The policy's list adds to the runtime's own, never replaces it.
        forbidden = frozenset(forbidden_attributes) | DEFAULT_FORBIDDEN_ATTRIBUTES
        self._getattr = make_getattr(forbidden)
        base = ClassesAllowed if self.allow_classes else ToolTransformer
        self._transformer = type(base.__name__, (base,), {"forbidden_attributes": forbidden})
        self._rng = random.Random()
        self._rng_used = False
        self._imported = False
        """Whether the running call imported (or tried to import) a module: only a
        module reaches the caches and state that :func:`clear_module_state` wipes."""
        self._running: tuple[str, str] | None = None
        """The tool whose call is running (None in a check): its first import brings in
        its own re pattern cache (only a module reaches re, so a call without one never needs it)."""
        self._facades = self._build_facades(policy["modules"])
        self._builtins = self._build_builtins(policy, fetch)
        self._code: OrderedDict[tuple[str, str], Any] = OrderedDict()
        self._patterns = PatternCaches()
        self._guards: dict[str, object] = {
            "_getattr_": self._getattr,
            "_getitem_": guarded_getitem,
            "_getiter_": guarded_iter,
            "_iter_unpack_sequence_": iter_unpack_sequence,
            "_unpack_sequence_": unpack_sequence,
            "_iter_unpack_flat_": iter_unpack_flat,
            "_unpack_flat_": unpack_flat,
            "_inplacevar_": inplace_var,
            "_inplaceitem_": make_inplace_item(guarded_write),
            "_write_": guarded_write,
            "_apply_": guarded_apply,
        }
        self._max_output = int(self.limits.get("max_output_bytes", 16 * 1024))

    # -- construction -------------------------------------------------------------

    def _build_facades(self, modules: dict[str, list[str]]) -> dict[str, ModuleFacade]:
        facades = {}
        for name, attributes in modules.items():
            module = importlib.import_module(name)
            source = {}
            for attr in attributes:
                if attr.startswith("_"):
                    continue
                value = getattr(self._rng, attr, None) if name == "random" else None
                if value is None:
                    value = getattr(module, attr, None)
                if value is None or type(value) is type(module):
                    continue  # absent on this Python, or a module: never hand one out
                source[attr] = value
            facades[name] = ModuleFacade(name, source)
        return facades

    def _build_builtins(self, policy: dict, fetch: Callable[[str], dict] | None) -> dict:
        allowed = set(policy["builtins"])
        table = {name: SAFE_BUILTINS[name] for name in allowed if name in SAFE_BUILTINS}
        table["__import__"] = self._import
        if self.allow_classes:
            table["__build_class__"] = builtins.__build_class__
        if fetch is not None and "fetch" in policy.get("capabilities", ()):
            table["fetch"] = fetch
        return table

    def _import(self, name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
        if not self._imported and self._running is not None:
            self._patterns.enter(self._running)
        self._imported = True
        if type(fromlist) is list and name in _INTERNAL_IMPORTS and level == 0:
            return None  # CPython's own lazy import (see _INTERNAL_IMPORTS); it reads sys.modules itself
        facade = self._facades.get(name) if level == 0 else None
        if facade is None:
            raise ImportError(
                f"import of '{name}' is not allowed; a tool may import only: {', '.join(sorted(self._facades))}"
            )
        for attr in fromlist or ():
            if attr not in facade._facade_attributes:
                raise ImportError(f"cannot import '{attr}' from '{name}': not an attribute a tool may use")
        if name == "random":
            if self._rng_used:
                self._rng.seed()  # fresh OS entropy: an earlier call's seed() never leaks
            self._rng_used = True
        return facade

    def forked(self) -> None:
        """Start afresh in a process forked from the template that built this runtime:
        its own random state (a fork copies the template's), and no compiled code
        or regex patterns the template's warm-up left behind."""
        self._rng.seed()
        self._rng_used = False
        self._code.clear()
        self._patterns = PatternCaches()

    # -- compile ------------------------------------------------------------------

    def has_code(self, name: str, sha: str) -> bool:
        return (name, sha) in self._code

    def _compile(self, key: tuple[str, str], source: str, filename: str, mode: str) -> tuple[Any, Reply | None]:
        code = self._code.get(key)
        if code is not None:
            self._code.move_to_end(key)
            return code, None
        limit = self.limits.get("max_source_bytes", 64 * 1024)
        size = len(source.encode("utf-8", "surrogatepass"))
        if size > limit:
            message = f"source is {size} bytes, more than the limit of {limit} bytes"
            return None, Reply(ok=False, kind="compile", error=message, errors=[{"line": 0, "message": message}])
        compiler = compile_restricted_exec if mode == "exec" else compile_restricted_eval
        try:
            result = compiler(source, filename=filename, policy=self._transformer)
        except Exception as exc:  # whatever source makes the compiler fail is a compile error
            message = f"{type(exc).__name__}: {exc}"
            if isinstance(exc, (MemoryError, RecursionError)):
                message = "the source is nested too deeply to compile"
            first_line = one_line(message)
            errors = [{"line": getattr(exc, "lineno", 0) or 0, "message": first_line}]
            return None, Reply(ok=False, kind="compile", error=first_line, errors=errors)
        if result.errors or result.code is None:
            errors = _compile_errors(result.errors)
            first = errors[0] if errors else {"line": 0, "message": "did not compile"}
            more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
            error = one_line(f"line {first['line']}: {first['message']}{more}")
            return None, Reply(ok=False, kind="compile", error=error, errors=errors)
        self._code[key] = result.code
        if len(self._code) > _CODE_CACHE_SIZE:
            evicted, _code = self._code.popitem(last=False)
            self._patterns.forget(evicted)
        return result.code, None

    # -- namespaces ---------------------------------------------------------------

    def _fresh_globals(self, filename: str, sink: OutputSink) -> dict[str, object]:
        """New globals for one call: the guards, a copy of the builtins, the call's print sink."""
        namespace = self._guards.copy()
        namespace["__builtins__"] = self._builtins.copy()
        namespace["__name__"] = filename
        namespace["_print_"] = make_print_factory(sink)
        if self.allow_classes:
            namespace["__metaclass__"], write_guard = _class_tracking()
            namespace["_write_"] = write_guard
            namespace["_inplaceitem_"] = make_inplace_item(write_guard)
        return namespace

    # -- calls --------------------------------------------------------------------

    def run(self, name: str, source: str | None, params: dict, sha: str | None = None) -> Reply:
        """Execute the tool's module in fresh globals and call ``name(**params)``."""
        sha = sha or sha256_text(source or "")
        filename = f"<tool:{name}>"
        code, failure = self._compile((name, sha), source or "", filename, "exec")
        if failure is not None:
            return failure
        sink = OutputSink(self._max_output)
        namespace = self._fresh_globals(filename, sink)
        self._running = (name, sha)
        try:
            reply = self._execute(code, namespace, name, params, filename)
        finally:
            self._running = None
            if self._imported:
                self._patterns.leave()
            # The module's functions and its globals form a cycle only a collection
            # would free; emptying the globals frees what the call stored at once.
            namespace.clear()
            self._clear_module_state()
        reply.output = valid_text(sink.text())
        return reply

    def _execute(self, code: Any, namespace: dict, name: str, params: dict, filename: str) -> Reply:
        try:
            exec(code, namespace)
            function = namespace.get(name)
            if type(function) is not FunctionType:
                message = f"the tool defines no top-level function named '{name}'"
                return Reply(ok=False, kind="compile", error=message, errors=[{"line": 0, "message": message}])
            for key in params:
                if key.startswith("_"):
                    message = f"parameter names starting with '_' are not allowed: {key!r}"
                    return Reply(ok=False, kind="param_type", error=one_line(message))
            try:
                value = function(**params)
            except TypeError as exc:
                if exc.__traceback__ is not None and exc.__traceback__.tb_next is None:
                    return Reply(ok=False, kind="param_type", error=one_line(f"TypeError: {exc}"))
                raise
        except MemoryError:
            return self._memory_reply()
        except BaseException as exc:  # whatever the tool raised is its failure, never the worker's
            return _raised_reply(exc, filename)
        return self._encode(value)

    def check(self, expression: str, result: Any) -> Reply:
        """Evaluate a restricted expression over ``result``; the reply's result is a bool."""
        filename = "<check>"
        code, failure = self._compile(("<check>", sha256_text(expression)), expression, filename, "eval")
        if failure is not None:
            return failure
        sink = OutputSink(self._max_output)
        namespace = self._fresh_globals(filename, sink)
        # A check only judges a result it was handed: it never reaches the network, even where
        # tools may (else a model-written check could send a step's result anywhere).
        namespace["__builtins__"] = {name: value for name, value in self._builtins.items() if name != "fetch"}
        namespace["result"] = result
        try:
            value = bool(eval(code, namespace))
        except MemoryError:
            return self._memory_reply()
        except BaseException as exc:
            return _raised_reply(exc, filename)
        finally:
            namespace.clear()
            self._clear_module_state()
        return Reply(ok=True, result_json="true" if value else "false", output=valid_text(sink.text()))

    def _clear_module_state(self) -> None:
        """Wipe the modules' shared caches after a call that imported any module.

        A call without imports holds no module (objects never outlive a call, and no
        builtin reaches typing's, re's, strptime's or decimal's state), so it skips
        the few microseconds this costs."""
        if self._imported:
            self._imported = False
            clear_module_state()

    def _memory_reply(self) -> Reply:
        limit = self.limits.get("memory_mb")
        return Reply(ok=False, kind="memory", error=f"ran out of memory (limit {limit} MB)", retire=True)

    def _encode(self, value: Any) -> Reply:
        try:
            text = encode(value)
        except NotJSON as exc:
            return Reply(ok=False, kind="not_json", error=f"result is not JSON-serialisable: {exc}")
        except ValueError as exc:
            what = "an integer too long to write out" if "digits" in str(exc) else "NaN or infinity (not valid JSON)"
            return Reply(ok=False, kind="not_json", error=f"result is not JSON-serialisable: {what}")
        except RecursionError:
            return Reply(
                ok=False, kind="not_json", error="result is not JSON-serialisable: circular or nested too deeply"
            )
        except MemoryError:
            return self._memory_reply()
        except BaseException as exc:
            return Reply(ok=False, kind="not_json", error=one_line(f"result is not JSON-serialisable: {exc}"))
        limit = int(self.limits.get("max_result_bytes", 256 * 1024))
        if len(text) > limit:
            return Reply(
                ok=False,
                kind="too_large",
                error=f"result is {len(text)} bytes of JSON, more than the limit of {limit} bytes",
            )
        # ASCII JSON writes surrogates as \\udXXXX; few results nest or hold one.
        if text.count("[") + text.count("{") > MAX_RESULT_DEPTH or "\\ud" in text:
            refusal = _refusal_of_sent(text)
            if refusal is not None:
                return Reply(ok=False, kind="not_json", error=refusal)
        return Reply(ok=True, result_json=text)
