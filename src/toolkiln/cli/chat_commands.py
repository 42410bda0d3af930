"""The chat's own commands (``/help``, ``/tools``, …): handled at the prompt, never planned as a task.

A line that starts with ``/`` is a command; an unknown one is reported, not sent
to the planner. A message that really starts with ``/`` is sent as ``//…``
(the first ``/`` is dropped).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from rich.console import Console

from toolkiln.cli.render import plain
from toolkiln.errors import ToolkilnError
from toolkiln.store.audit import catalog_entries, parse_ref, tool_entry
from toolkiln.store.sessions import Session, list_sessions

__all__ = ["ChatCommand", "ChatContext", "handle_command"]


class ChatCommand(StrEnum):
    HELP = "/help"
    HISTORY = "/history"
    CLEAR = "/clear"
    SESSIONS = "/sessions"
    TOOLS = "/tools"
    APPROVE = "/approve"
    QUIT = "/quit"
    EXIT = "/exit"


HELP_TEXT = """\
Type a task and press Enter. Alt-Enter (or Esc, Enter) starts a new line; a paste stays one message.
Up/Down recall earlier messages; Ctrl-C clears the line; Ctrl-D or /quit ends the chat.
  /help            this text
  /history         the messages of this session so far
  /clear           clear the screen
  /sessions        the saved sessions, newest first (continue one: toolkiln chat --session NAME)
  /tools           the tools the planner can use
  /approve NAME    approve a pending tool (NAME or NAME@V), then send the task again
  /quit            end the chat
A message that starts with '/' is sent as '//…'."""


@dataclass
class ChatContext:
    """What a chat command may look at or change."""

    err: Console
    session: Session
    registry: object
    """The agent's :class:`~toolkiln.store.Registry`."""


def _history(ctx: ChatContext, _arg: str) -> None:
    exchanges = ctx.session.exchanges()
    if not exchanges:
        ctx.err.print("[grey50]no messages in this session yet[/]", highlight=False)
    for number, exchange in enumerate(exchanges, 1):
        ctx.err.print(f"[cyan]{number}.[/] {plain(exchange['message'])}", highlight=False)


def _sessions(ctx: ChatContext, _arg: str) -> None:
    found = list_sessions(ctx.session.home)
    if not found:
        ctx.err.print("[grey50]no saved sessions yet[/]", highlight=False)
    for info in found[:20]:
        current = " [green](this one)[/]" if info.name == ctx.session.name else ""
        ctx.err.print(
            f"[bold]{plain(info.name)}[/]{current}  [grey50]{info.updated_at} · {info.messages} message(s)[/]  "
            f"{plain(info.title)}",
            highlight=False,
        )


def _tools(ctx: ChatContext, _arg: str) -> None:
    entries = catalog_entries() + [tool_entry(t) for t in ctx.registry.list_tools()]  # type: ignore[attr-defined]
    for entry in sorted(entries, key=lambda e: e["name"]):
        ref = entry["name"] if entry["version"] is None else f"{entry['name']}@{entry['version']}"
        summary = (entry["description"] or "").splitlines()[0] if entry["description"] else ""
        ctx.err.print(
            f"[bold]{plain(ref)}[/] [grey50]{entry['origin']} · {entry['status']}[/]  {plain(summary)}", highlight=False
        )


def _approve(ctx: ChatContext, arg: str) -> None:
    if not arg:
        ctx.err.print("[yellow]say which tool: /approve NAME or /approve NAME@V[/]", highlight=False)
        return
    name, version = parse_ref(arg)
    tool = ctx.registry.approve(name, version)  # type: ignore[attr-defined]
    ctx.err.print(f"approved {plain(tool.ref)}; send the task again to use it", highlight=False)


def _help(ctx: ChatContext, _arg: str) -> None:
    ctx.err.print(plain(HELP_TEXT), highlight=False)


def _clear(ctx: ChatContext, _arg: str) -> None:
    ctx.err.clear()


_HANDLERS: dict[ChatCommand, Callable[[ChatContext, str], None]] = {
    ChatCommand.HELP: _help,
    ChatCommand.HISTORY: _history,
    ChatCommand.CLEAR: _clear,
    ChatCommand.SESSIONS: _sessions,
    ChatCommand.TOOLS: _tools,
    ChatCommand.APPROVE: _approve,
}


def handle_command(ctx: ChatContext, line: str) -> bool | None:
    """Run the command on ``line``. True: handled; False: the chat should end; None: not a command."""
    text = line.strip()
    if not text.startswith("/") or text.startswith("//"):
        return None
    word, _, arg = text.partition(" ")
    try:
        command = ChatCommand(word.lower())
    except ValueError:
        ctx.err.print(f"[yellow]unknown command {plain(word)}; /help lists them[/]", highlight=False)
        return True
    if command in (ChatCommand.QUIT, ChatCommand.EXIT):
        return False
    try:
        _HANDLERS[command](ctx, arg.strip())
    except ToolkilnError as exc:
        ctx.err.print(f"[red]toolkiln: error: {plain(str(exc))}[/]", highlight=False)
    return True
