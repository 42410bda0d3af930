"""What commands that read the registry or the sessions share: the registry for a command, and shell completion."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click
import click.shell_completion

from toolkiln import store
from toolkiln.cli.common import base_settings, fail
from toolkiln.errors import ToolkilnError

__all__ = ["command_registry", "complete_session", "complete_tool"]


@contextmanager
def command_registry(ctx: click.Context, as_json: bool = False, *, read_only: bool = False) -> Iterator[store.Registry]:
    """The registry under the settings' home; any toolkiln error ends the command cleanly.

    A command that only reads passes ``read_only``, so it works on a home it cannot write.
    """
    try:
        registry = store.open_registry(base_settings(ctx), read_only=read_only)
    except ToolkilnError as exc:
        fail(exc, as_json)
    try:
        yield registry
    except ToolkilnError as exc:
        fail(exc, as_json)
    finally:
        registry.close()


def complete_session(ctx: click.Context, param: click.Parameter, incomplete: str) -> list:
    """Shell completion: the names of the saved sessions that start with what was typed."""
    try:
        names = [info.name for info in store.list_sessions(store.sessions_home(base_settings(ctx)))]
    except ToolkilnError:  # a bad setting: nothing to offer, the command will say why
        return []
    return [click.shell_completion.CompletionItem(n) for n in names if n.startswith(incomplete)]


def complete_tool(ctx: click.Context, param: click.Parameter, incomplete: str) -> list:
    """Shell completion: the names of the registry's tools that start with what was typed."""
    try:
        registry = store.open_registry(base_settings(ctx), read_only=True)
    except ToolkilnError:
        return []
    try:
        names = sorted({tool.name for tool in registry.list_tools(include_inactive=True)})
    except ToolkilnError:
        names = []
    finally:
        registry.close()
    return [click.shell_completion.CompletionItem(n) for n in names if n.startswith(incomplete)]
