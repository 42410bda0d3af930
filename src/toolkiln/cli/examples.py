"""An example or two for every command's ``--help``, kept in one table so none is forgotten."""

from __future__ import annotations

import click

__all__ = ["EXAMPLES", "add_examples"]

EXAMPLES: dict[str, tuple[str, ...]] = {
    "toolkiln": (
        'toolkiln run "convert 30 C to F"',
        "toolkiln chat",
        "toolkiln --home /tmp/kiln tools list",
    ),
    "run": (
        'toolkiln run "convert 30 C to F"',
        "toolkiln run --json \"count the words in 'a b c'\"",
        'toolkiln run --session trip "convert 30 degrees"; toolkiln run -c 2',
        "echo \"slugify 'Hello World'\" | toolkiln run",
        'toolkiln run "count the words in this file" --file notes.txt',
    ),
    "chat": (
        "toolkiln chat",
        "toolkiln chat -c                  # continue the most recent session",
        "toolkiln chat --session trip --approval manual",
        "toolkiln chat --agent researcher",
    ),
    "resume": ("toolkiln resume", "toolkiln resume 12 --json"),
    "vet": (
        'toolkiln vet add_numbers.py --params \'{"a": 1, "b": 2}\'',
        "toolkiln vet exported/*.py --json",
    ),
    "workflows": ("toolkiln workflows list", 'toolkiln workflows find "publish my blog post"'),
    "workflows list": ("toolkiln workflows list", "toolkiln workflows list --json"),
    "workflows show": ("toolkiln workflows show publish-article",),
    "workflows find": ('toolkiln workflows find "get the article out"', 'toolkiln workflows find "fix the bug" --json'),
    "workflows progress": ("toolkiln workflows progress publish-article --session blog",),
    "workflows dismiss": ("toolkiln workflows dismiss fix-a-bug --session bug",),
    "workflows record": (
        'toolkiln workflows record publish-article draft --done --session blog --note "written by hand"',
    ),
    "sessions": ("toolkiln sessions list", "toolkiln sessions show trip", "toolkiln sessions delete trip"),
    "sessions list": ("toolkiln sessions list", "toolkiln sessions list --json"),
    "sessions show": ("toolkiln sessions show trip", "toolkiln sessions show trip --json"),
    "sessions delete": ("toolkiln sessions delete trip",),
    "log": (
        "toolkiln log -n 5",
        "toolkiln log --session trip --outcome plan",
        "toolkiln log --tool slugify --search hello --json",
    ),
    "log show": ("toolkiln log show 12", "toolkiln log show 12 --full"),
    "log purge": ("toolkiln log purge --before 2026-01-01",),
    "config": ("toolkiln config", "toolkiln --home /tmp/kiln config --json"),
    "tools": ("toolkiln tools list", "toolkiln tools show slugify", "toolkiln tools approve slugify@2"),
    "tools list": ("toolkiln tools list", "toolkiln tools list --all --json"),
    "tools show": ("toolkiln tools show slugify", "toolkiln tools show slugify@1 --json"),
    "tools history": ("toolkiln tools history slugify",),
    "tools diff": ("toolkiln tools diff slugify", "toolkiln tools diff slugify 1 3"),
    "tools approve": ("toolkiln tools approve slugify", "toolkiln tools approve slugify@2"),
    "tools reject": ('toolkiln tools reject slugify@2 --reason "drops accents"',),
    "tools retire": ('toolkiln tools retire slugify --reason "use the catalog tool"',),
    "tools search": ("toolkiln tools search convert temperature", "toolkiln tools search words -k 3 --json"),
    "tools export": ("toolkiln tools export ./exported",),
    "tools import": ("toolkiln tools import ./exported", "toolkiln --home /tmp/other tools import ./exported --json"),
    "tools run": (
        "toolkiln tools run celsius_to_fahrenheit celsius=30",
        'toolkiln tools run calculate --params \'{"expression": "2*21"}\' --json',
    ),
    "tools reseal": ("toolkiln tools reseal", "toolkiln tools reseal --yes"),
    "tools add": (
        'toolkiln tools add add_numbers.py --params \'{"a": 1, "b": 2}\'',
        "toolkiln tools add add_numbers.py --tests add_numbers_tests.json",
    ),
    "tools test": ("toolkiln tools test slugify", "toolkiln tools test slugify@2 --json"),
    "tools stats": ("toolkiln tools stats", "toolkiln tools stats slugify --json"),
    "tools duplicates": ("toolkiln tools duplicates", "toolkiln tools duplicates --json"),
    "agents": ("toolkiln agents list", "toolkiln agents show researcher"),
    "agents list": ("toolkiln agents list", "toolkiln agents list --json"),
    "agents show": ("toolkiln agents show researcher", "toolkiln agents show researcher --json"),
    "mcp": ("toolkiln mcp", "toolkiln mcp --http 8766"),
    "serve": ("toolkiln serve", "toolkiln serve --port 8080 --approval manual"),
    "users": ("toolkiln users add ada --role reviewer", "toolkiln users list"),
    "users add": ("toolkiln users add ada --role reviewer", "toolkiln users add bob --role member"),
    "users list": ("toolkiln users list", "toolkiln users list --json"),
    "users remove": ("toolkiln users remove bob",),
    "users token": ("toolkiln users token ada",),
    "db": ("toolkiln db migrate", "toolkiln db copy --from sqlite:registry.sqlite3 --to postgresql://db/toolkiln"),
    "db migrate": ("toolkiln db migrate", "toolkiln db migrate --json"),
    "db copy": ("toolkiln db copy --from sqlite:registry.sqlite3 --to postgresql://kiln@db.internal/toolkiln",),
}
"""Examples by command path (without the leading ``toolkiln``; the group itself is ``toolkiln``)."""


def _epilog(examples: tuple[str, ...]) -> str:
    return "\b\nExamples:\n" + "\n".join(f"  {line}" for line in examples)


def add_examples(group: click.Command, path: str = "") -> None:
    """Set each command's help epilog from :data:`EXAMPLES`, walking the command tree."""
    key = path or "toolkiln"
    if key in EXAMPLES:
        group.epilog = _epilog(EXAMPLES[key])
    for name, command in getattr(group, "commands", {}).items():
        sub = f"{path} {name}".strip()
        if isinstance(command, click.Group):
            add_examples(command, sub)
        elif sub in EXAMPLES:
            command.epilog = _epilog(EXAMPLES[sub])
