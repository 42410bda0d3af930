"""Exporting tools to ``.py`` files with their provenance, and importing them back.

An exported file is the tool's source, verbatim, below a comment block::

    # toolkiln-export 1: provenance of this tool; `toolkiln tools import DIR` reads it
    # name: bmi_index
    # version: 3
    # sha256: 9f2c...
    # backend: anthropic
    # model: claude-sonnet-4-5
    # prompt_hash: 51ab...
    # created_at: 2025-01-31T10:00:00+00:00
    # trial_params: {"weight_kg": 80, "height_m": 1.8}
    # description: "Computes the body mass index from weight and height."
    # end toolkiln-export
    (the module's docstring and code follow, exactly as stored)

Comments pass the gate, so the file as a whole can also be audited with
``toolkiln vet``. Import trusts nothing in the file: every source goes through
the whole acceptance pipeline again (gate, compile, trial with the recorded
trial params) before it is saved, as a new version whose provenance is ``imported``.
A tool is vetted and stored under its file's name (``unit_convert.py`` is
``unit_convert``), so a header naming another tool is refused: what ``vet``
accepted is what is imported. Only regular files inside the folder are read,
each at most :data:`MAX_FILE_BYTES`, and the header's values within the limits
of a plan's params; every file gets its own report, whatever happened to the
others.

A **hand-written** tool (a plain ``.py`` file, no header) enters through
:func:`add_source` (``toolkiln tools add FILE``), or through an import of a
folder that holds it: its name is the file's stem, its trial runs with the
given params or else its signature's defaults, and it is saved with origin
``hand``, backend ``hand`` and its author as the model.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkiln.acceptance.gate import check_source
from toolkiln.errors import ToolkilnError, ToolRejected, UsageError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.settings import current_user
from toolkiln.store.new_tool import NewTool
from toolkiln.store.store import Registry, StoredTool, source_sha256
from toolkiln.tools.cases import ToolTest, module_tests
from toolkiln.tools.toolspec import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH, parse_schema
from toolkiln.util.files import read_tool_file
from toolkiln.util.text import escape_line_breaks, located
from toolkiln.util.untrusted_json import UntrustedJSONError, loads_bounded
from toolkiln.vocab import Provenance, Stage, ToolStatus

__all__ = [
    "HAND",
    "MAX_FILE_BYTES",
    "ExportedTool",
    "ImportReport",
    "add_source",
    "current_user",
    "default_params",
    "export_tools",
    "header_name",
    "import_folder",
    "is_export",
    "iter_import",
    "parse_export",
    "render_export",
]

HAND = "hand"
"""The backend recorded for a tool a person wrote and added by hand (its provenance is ``hand`` too)."""

MAX_FILE_BYTES = 2 * DEFAULT_POLICY.limits.max_source_bytes
"""An exported file may be this long: a source at its limit, and a header that repeats its docstring."""

_FIRST = "# toolkiln-export 1"
_LAST = "# end toolkiln-export"
_KEYS = ("name", "version", "sha256", "backend", "model", "prompt_hash", "created_at", "trial_params", "description")
_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")
"""Lines as Python's tokenizer ends them. ``str.splitlines`` also ends a line at
U+2028, U+0085 and other characters a comment may hold, so a header read with it
could see fields that Python (and a person reading the file) sees inside a comment."""


@dataclass
class ExportedTool:
    """What an exported file says about its tool."""

    name: str
    """The tool's name."""
    source: str
    """The source below the header, verbatim."""
    version: int | None
    """Its version in the registry it came from."""
    sha256: str
    """The sha256 recorded there; differs from the source's when the file was edited."""
    backend: str
    """Who wrote it."""
    model: str
    """The model that wrote it."""
    prompt_hash: str | None
    """Hash of the prompt it was generated from, when known."""
    created_at: str
    """When it was saved in the registry it came from."""
    trial_params: dict
    """The params its trial ran with; import runs the trial again with them."""
    description: str
    """What it does."""

    def claims(self, file: str) -> dict:
        """What the header says about where the tool came from: stored as the file's claim, never as fact."""
        return {
            "backend": self.backend,
            "model": self.model,
            "prompt_hash": self.prompt_hash,
            "created_at": self.created_at,
            "version": self.version,
            "sha256": self.sha256,
            "file": file,
        }

    @property
    def edited(self) -> bool:
        """True when the source no longer matches the recorded sha256."""
        return source_sha256(self.source) != self.sha256


@dataclass
class ImportReport:
    """What happened to one file on import."""

    file: str
    """The file's name."""
    accepted: bool
    """False when the file was refused."""
    message: str
    """One line: what was saved, why it was skipped, or why it was refused."""
    tool: StoredTool | None = None
    """The version saved, when one was (or the one already stored, when skipped)."""
    skipped: bool = False
    """True when the same source was already stored under the name: nothing was saved."""


def render_export(tool: StoredTool) -> str:
    """The file ``tools export`` writes for ``tool``."""
    values: dict[str, Any] = {
        "name": tool.name,
        "version": tool.version,
        "sha256": tool.sha256,
        "backend": tool.backend,
        "model": tool.model,
        "prompt_hash": tool.prompt_hash or "",
        "created_at": tool.created_at,
        "trial_params": json.dumps(tool.trial_params, ensure_ascii=False),
        "description": json.dumps(tool.description, ensure_ascii=False),
    }
    lines = [f"{_FIRST}: provenance of this tool; `toolkiln tools import DIR` reads it"]
    # One line per value, whatever it holds: a JSON value keeps its meaning (\u2028 is
    # JSON's escape too); a plain one (backend, model ...) is shown, never obeyed.
    lines += [f"# {key}: {escape_line_breaks(str(values[key]))}" for key in _KEYS]
    lines.append(_LAST)
    return "\n".join(lines) + "\n" + tool.source


def is_export(text: str) -> bool:
    """Whether ``text`` starts with the header ``tools export`` writes."""
    return text.startswith(_FIRST)


def parse_export(text: str, file: str = "<file>") -> ExportedTool:
    """Read an exported file; raise :class:`UsageError` saying what is wrong with its header."""
    lines = _LINES.findall(text)
    if not lines or not lines[0].startswith(_FIRST):
        raise UsageError(f"{file}: no toolkiln export header on line 1; export tools with `toolkiln tools export`")
    fields: dict[str, str] = {}
    source: str | None = None
    for number, line in enumerate(lines[1:], start=2):
        stripped = line.rstrip("\r\n")
        if stripped == _LAST:
            source = "".join(lines[number:])
            break
        if not stripped.startswith("#"):
            break  # the code starts before the header was closed
        key, sep, value = stripped[1:].partition(":")  # editors may strip a trailing space
        if not sep or key.strip() not in _KEYS:
            raise UsageError(f"{file}: line {number} of the export header is not '# key: value' with a known key")
        if key.strip() in fields:
            raise UsageError(f"{file}: line {number} of the export header repeats '{key.strip()}'")
        fields[key.strip()] = value.strip()
    if source is None:
        raise UsageError(f"{file}: the export header has no closing '{_LAST}' line")
    missing = [k for k in ("name", "sha256", "trial_params") if k not in fields]
    if missing:
        raise UsageError(f"{file}: the export header lacks '{missing[0]}'")
    try:
        trial_params = loads_bounded(fields["trial_params"], max_bytes=MAX_PARAMS_BYTES, max_depth=MAX_PARAMS_DEPTH)
    except UntrustedJSONError as exc:
        raise UsageError(f"{file}: trial_params in the export header {exc}") from None
    try:
        description = loads_bounded(fields.get("description") or '""', max_bytes=MAX_FILE_BYTES, max_depth=0)
    except UntrustedJSONError as exc:
        raise UsageError(f"{file}: description in the export header {exc}") from None
    version_text = fields.get("version") or ""
    if version_text and not (version_text.isascii() and version_text.isdigit() and len(version_text) <= 9):
        raise UsageError(f"{file}: version in the export header must be a whole number")
    version = int(version_text) if version_text else None
    if not isinstance(trial_params, dict):
        raise UsageError(f"{file}: trial_params in the export header must be a JSON object")
    return ExportedTool(
        name=fields["name"],
        source=source,
        version=version,
        sha256=fields["sha256"],
        backend=fields.get("backend", ""),
        model=fields.get("model", ""),
        prompt_hash=fields.get("prompt_hash") or None,
        created_at=fields.get("created_at", ""),
        trial_params=trial_params,
        description=str(description),
    )


def header_name(text: str) -> str | None:
    """The tool name an export header in ``text`` claims, or None when there is no readable header."""
    if not text.startswith(_FIRST):
        return None
    try:
        return parse_export(text).name
    except UsageError:
        return None


def export_tools(registry: Registry, folder: Path, *, force: bool = False) -> list[Path]:
    """Write one ``NAME.py`` per tool with a usable (active) version; return the paths.

    A file already there that holds something else than what would be written (a
    source edited by hand, an older export) is never overwritten without ``force``:
    :class:`UsageError` names it and nothing is written. A file holding the same
    text is left as it is (and listed)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot create {folder} ({exc.strerror}); pick a folder you can write") from None
    planned: list[tuple[Path, str]] = []
    for listed in registry.list_tools():
        tool = registry.usable(listed.name)
        if tool is None:
            continue
        registry.verify(tool)  # never export a source changed behind the registry's back, or one the gate refuses
        planned.append((folder / f"{tool.name}.py", render_export(tool)))
    differing = [path for path, text in planned if not force and _differs(path, text)]
    if differing:
        more = f" (and {len(differing) - 1} more)" if len(differing) > 1 else ""
        raise UsageError(
            f"{differing[0]}{more} holds something else than the export would write; nothing was written: "
            "move it away, export into an empty folder, or pass --force to overwrite"
        )
    for path, text in planned:
        if force or not path.exists():
            path.write_text(text, encoding="utf-8")
    return [path for path, _ in planned]


def _differs(path: Path, text: str) -> bool:
    """Whether ``path`` exists and holds anything but ``text`` (a folder or an unreadable file counts as different)."""
    if not path.exists() and not path.is_symlink():
        return False
    try:
        return path.read_text(encoding="utf-8") != text
    except (OSError, UnicodeDecodeError):
        return True


Vet = Callable[[str, str, dict, Sequence[ToolTest]], Any]
"""``vet(name, source, params, tests) -> Verdict`` — the acceptance pipeline, bound to a pool."""


def import_folder(
    registry: Registry, folder: Path, *, vet: Vet, status: ToolStatus = ToolStatus.ACTIVE, author: str = ""
) -> list[ImportReport]:
    """Every report of :func:`iter_import`, once the whole folder is done."""
    return list(iter_import(registry, folder, vet=vet, status=status, author=author))


def iter_import(
    registry: Registry, folder: Path, *, vet: Vet, status: ToolStatus = ToolStatus.ACTIVE, author: str = ""
) -> Iterator[ImportReport]:
    """Re-vet and save every ``*.py`` file in ``folder`` (sorted by name); yield one report per file.

    Each report is yielded as soon as its file is done, and a file that fails in
    any way (unreadable, a FIFO, a header naming another tool, a rejected source,
    a registry error) is reported without stopping the others. A file whose source
    is already stored under its name (same sha256) is skipped, whatever that
    version's status, so importing twice adds nothing and a rejected source does
    not come back through an import. A file without an export header is a
    hand-written tool (see :func:`add_source`; ``author`` is recorded as its
    writer) whose trial runs with its signature's defaults.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise UsageError(f"{folder} is not a folder; pass the folder `toolkiln tools export` wrote")
    for path in sorted(folder.glob("*.py")):
        try:
            yield _import_file(registry, folder, path, vet, status, author)
        except ToolkilnError as exc:
            yield ImportReport(path.name, False, str(exc))
        except Exception as exc:  # one file must never take the rest of the folder with it
            yield ImportReport(path.name, False, f"{path.name}: could not be imported ({type(exc).__name__})")


def _refusal(verdict: Any) -> str:
    """``the gate rejected it: line 3: import of 'os' is not allowed``."""
    first = verdict.errors[0] if verdict.errors else {"message": "rejected"}
    return f"the {verdict.stage} rejected it: {located(first)}"


def _gate_first(source: str) -> None:
    """Raise :class:`ToolRejected` with the gate's refusal when the gate refuses ``source``: that is what a
    person must fix first, and params for a tool that will never be accepted are no help."""
    gate = check_source(source, DEFAULT_POLICY)
    if not gate.ok:
        errors = [issue.to_dict() for issue in gate.errors]
        raise ToolRejected(f"the gate rejected it: {located(errors[0])}", stage=Stage.GATE, errors=errors)


def default_params(source: str, name: str) -> dict:
    """The trial params a hand-written tool's signature gives: its defaults.

    Raises :class:`ToolRejected` (stage ``gate``) when the source has no entry
    point ``name``, and :class:`UsageError` naming the first parameter without a
    default: such a tool needs ``--params``.
    """
    schema = parse_schema(source, name)
    missing = [p.name for p in schema.params if p.required]
    if missing:
        raise UsageError(
            f"{name}: parameter {missing[0]!r} has no default, so the trial needs params; "
            f"pass them with --params, e.g. toolkiln tools add FILE --params '{{\"{missing[0]}\": ...}}'"
        )
    return {p.name: p.default for p in schema.params}


def add_source(
    registry: Registry,
    name: str,
    source: str,
    params: dict | None,
    *,
    vet: Vet,
    author: str,
    status: ToolStatus = ToolStatus.ACTIVE,
    tests: Sequence[ToolTest] | None = None,
) -> StoredTool:
    """Vet a hand-written ``source`` as tool ``name`` and save it with origin ``hand``.

    The trial runs with ``params``, or the signature's defaults when None; then ``tests``,
    or when None the module's own ``TESTS`` constant (:func:`~toolkiln.tools.cases.module_tests`).
    Returns the stored version; a source already stored under the name (same
    sha256) is returned as it is. Raises :class:`ToolRejected` with the stage
    and line-numbered errors when the pipeline refuses it; nothing is saved then.
    """
    sha = source_sha256(source)
    known = next((t for t in registry.history(name) if t.sha256 == sha), None)
    if known is not None:
        return known
    if params is None:
        try:
            params = default_params(source, name)
        except ToolRejected:
            params = {}  # the gate below says what is wrong, with the line
        except UsageError:
            _gate_first(source)  # a source the gate refuses is refused for that, before its missing params
            raise
    cases = module_tests(source) if tests is None else list(tests)
    verdict = vet(name, source, params, cases)
    if not verdict.accepted:
        raise ToolRejected(_refusal(verdict), stage=verdict.stage or Stage.GATE, errors=verdict.errors)
    tool = NewTool(
        name=name,
        source=source,
        description=verdict.schema.description if verdict.schema else "",
        params=verdict.schema.to_dicts() if verdict.schema else [],
        backend=HAND,
        model=author,
        trial_params=params,
        trial_result=verdict.result,
        status=status,
        provenance=Provenance.HAND,
        tests=[case.to_json() for case in cases],
    )
    return registry.save(tool)


def _import_plain(
    registry: Registry, path: Path, source: str, vet: Vet, status: ToolStatus, author: str
) -> ImportReport:
    """A file without an export header: a hand-written tool named like the file."""
    name = path.stem
    try:
        known = any(t.sha256 == source_sha256(source) for t in registry.history(name))
        tool = add_source(registry, name, source, None, vet=vet, author=author, status=status)
    except (ToolRejected, UsageError) as exc:
        return ImportReport(path.name, False, f"{path.name}: {exc}")
    if known:
        return ImportReport(
            path.name, True, f"{path.name}: already stored as {tool.ref} ({tool.status}); skipped", tool, skipped=True
        )
    return ImportReport(path.name, True, f"{path.name}: added as {tool.ref} ({tool.status}), written by hand", tool)


def _import_file(
    registry: Registry, folder: Path, path: Path, vet: Vet, status: ToolStatus, author: str
) -> ImportReport:
    text = read_tool_file(path, max_bytes=MAX_FILE_BYTES, inside=folder)
    if not is_export(text):
        return _import_plain(registry, path, text, vet, status, author)
    exported = parse_export(text, path.name)
    name = path.stem
    if exported.name != name:
        raise UsageError(
            f"{path.name}: its header names the tool {exported.name!r}, but a file is vetted and imported under "
            f"its own name ({name!r}); rename the file to {exported.name}.py or fix the header's name"
        )
    sha = source_sha256(exported.source)
    known = next((t for t in registry.history(name) if t.sha256 == sha), None)
    if known is not None:
        return ImportReport(
            path.name,
            True,
            f"{path.name}: already stored as {known.ref} ({known.status}); skipped",
            known,
            skipped=True,
        )
    cases = module_tests(exported.source)
    verdict = vet(name, exported.source, exported.trial_params, cases)
    if not verdict.accepted:
        return ImportReport(path.name, False, f"{path.name}: {_refusal(verdict)}")
    schema = verdict.schema
    # An edited source is no longer the model's work: it is recorded as written by hand, by the importer.
    edited = exported.edited
    new = NewTool(
        name=name,
        source=exported.source,
        description=schema.description if schema else exported.description,
        params=schema.to_dicts() if schema else [],
        # What the file says about its model is kept as its claim (``claimed``), never as fact.
        backend=HAND if edited else "import",
        model=(author or "unknown") if edited else "",
        trial_params=exported.trial_params,
        trial_result=verdict.result,
        status=status,
        provenance=Provenance.IMPORTED,
        claimed=exported.claims(path.name),
        imported_by=author or current_user(),
        tests=[case.to_json() for case in cases],
    )
    tool = registry.save(new)
    note = f" (edited since export: recorded as written by hand, by {author})" if edited else ""
    return ImportReport(path.name, True, f"{path.name}: imported as {tool.ref} ({tool.status}){note}", tool)
