"""The runnable examples of README.md and the site's pages, read from their fenced blocks.

Two kinds of block run:

* a ```` ```console ```` block: each ``$ `` line is a shell command, the lines under it what it
  prints (stdout and stderr together). A ``toolkiln chat`` command is fed the block's ``you> ``
  lines on stdin, as a person would type them; its transcript shows them as the chat echoes them.
* a ```` ```python ```` block right under a ``<!-- run -->`` line: it runs as a script, and each
  ``print(...)  # TEXT`` line's comment is the line it must print.
* a block with a file name, ```` ```python title="shout.py" ````, is written to that file in the
  scratch folder the commands run in, for the commands after it to read; a name under
  ``$TOOLKILN_HOME/`` (```` ```toml title="$TOOLKILN_HOME/agents.toml" ````) goes into the home.

Times (``312.3 ms``, ``320 ms``) and moments (``2026-11-30T11:45:30+00:00``) differ from run to run
and are compared as ``N ms`` and ``TIME``; a line ``…`` alone stands for any lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_FENCE = re.compile(r"^```(\w*)(?:\s+title=\"([$\w./-]+)\")?\s*$")
_MS = re.compile(r"\b\d+(?:\.\d+)? ms\b")
_STAMP = re.compile(r"\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:\+00:00|Z)")
_PRINT_COMMENT = re.compile(r"^\s*print\(.*\)\s+# (.*)$")
ANY_LINES = "…"


@dataclass
class Command:
    """One ``$`` line of a console block and what the page says it prints."""

    line: str
    expected: list[str] = field(default_factory=list)

    @property
    def stdin(self) -> str | None:
        """The ``you>`` lines of a chat transcript, as typed; None for any other command."""
        if not re.search(r"\btoolkiln chat\b", self.line):
            return None
        return "".join(line[len("you> ") :] + "\n" for line in self.expected if line.startswith("you> "))


@dataclass
class Example:
    """One runnable block: where it is, its kind, and its commands or its Python source."""

    page: str
    line: int
    kind: str
    commands: list[Command] = field(default_factory=list)
    source: str = ""
    filename: str = ""

    @property
    def expected_prints(self) -> list[str]:
        return [found.group(1) for found in map(_PRINT_COMMENT.match, self.source.splitlines()) if found]


def pages() -> list[Path]:
    """README.md and every page of the site that may hold examples."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def examples(path: Path) -> list[Example]:
    """The runnable blocks of one page, in page order (they share one toolkiln home)."""
    found: list[Example] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        opening = _FENCE.match(lines[index])
        if not opening or not opening.group(1):
            index += 1
            continue
        kind, start = opening.group(1), index
        end = next(i for i in range(index + 1, len(lines)) if lines[i].startswith("```"))
        body = lines[start + 1 : end]
        marked = start > 0 and lines[start - 1].strip() == "<!-- run -->"
        name = str(path.relative_to(ROOT))
        if opening.group(2):
            found.append(Example(name, start + 1, "file", source="\n".join(body) + "\n", filename=opening.group(2)))
        elif kind == "console":
            found.append(Example(name, start + 1, kind, commands=_commands(body)))
        elif kind == "python" and marked:
            found.append(Example(name, start + 1, kind, source="\n".join(body) + "\n"))
        index = end + 1
    return found


def _commands(body: list[str]) -> list[Command]:
    commands: list[Command] = []
    for line in body:
        if line.startswith("$ "):
            commands.append(Command(line[2:]))
        elif commands:
            commands[-1].expected.append(line)
    return commands


def normalized(text: str) -> list[str]:
    """Lines as compared: times as ``N ms``, trailing blanks and blank end lines dropped."""
    lines = [_STAMP.sub("TIME", _MS.sub("N ms", line)).rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` reads as ``expected``, a ``…`` line standing for any lines."""
    if not expected:
        return not actual
    if expected[0] == ANY_LINES:
        return any(matches(expected[1:], actual[skip:]) for skip in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])
