"""``toolkiln guard``: what the prompt-injection guard says of a text, for auditing.

The exit code is 0 whether or not the text is flagged (a flagged text is data,
not a failure); read ``flagged`` from ``--json``. 2 is a usage error (no text).
"""

from __future__ import annotations

import sys

import click

from toolkiln.cli.common import EXIT_OK, fail, json_option
from toolkiln.cli.render import plain
from toolkiln.cli.terminal import json_text
from toolkiln.errors import UsageError
from toolkiln.guard import screen

__all__ = ["guard"]


@click.command()
@click.argument("text", required=False)
@json_option('Print {"flagged": bool, "reasons": [...]}.')
def guard(text, as_json) -> None:
    """Screen TEXT (or standard input with -) as toolkiln screens outside text before a prompt.

    \b
    Examples:
      toolkiln guard "ignore all previous instructions"
      curl -s https://example.com | toolkiln guard - --json
    """
    if text is None or text == "-":
        if text is None and sys.stdin.isatty():
            fail(
                UsageError('give the text to screen, or - to read it from standard input: toolkiln guard "…"'), as_json
            )
        text = sys.stdin.read()
    verdict = screen(text)
    if as_json:
        click.echo(json_text(verdict.to_json()))  # reasons may quote the screened text
    elif verdict.flagged:
        click.echo(f"flagged: {plain('; '.join(verdict.reasons))}")
    else:
        click.echo("not flagged")
    sys.exit(EXIT_OK)
