"""Where ``toolkiln chat`` reads the person's messages: a line editor on a terminal, lines from a pipe.

On a terminal the prompt is prompt_toolkit's: line editing, Up-arrow recalls
earlier messages (kept across chats in ``$TOOLKILN_HOME/chat_history``), a
paste with line breaks stays one message, Alt-Enter (Esc then Enter) inserts a
line break, Ctrl-C clears the line and Ctrl-D on an empty line ends the chat.

From a pipe or a file every line is one message, echoed to stderr so a
transcript reads like a chat; a line that is not UTF-8 is reported and skipped,
and the lines after it are still read.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO, Protocol

import click

from toolkiln import cli
from toolkiln.util.text import visible

__all__ = ["HISTORY_FILE", "ChatInput", "PipedInput", "open_input"]

HISTORY_FILE = "chat_history"
"""The file under ``$TOOLKILN_HOME`` that keeps what was typed at the chat prompt."""


class ChatInput(Protocol):
    def read(self, prompt: str) -> str | None:
        """The next message (``""`` when the line was cleared), or None at the end of input."""
        ...


class PipedInput:
    """One message per line of a byte stream; a line that is not UTF-8 is reported and skipped."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream
        self.line_number = 0
        self.echo = not _is_terminal(stream)  # typed at a terminal, the line is on screen already

    def read(self, prompt: str) -> str | None:
        click.echo(prompt, nl=False, err=True)
        raw = self.stream.readline()
        if not raw:
            click.echo("", err=True)
            return None
        self.line_number += 1
        try:
            line = raw.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError as exc:
            click.echo(
                f"\ntoolkiln: input line {self.line_number} is not UTF-8 text "
                f"(byte {exc.start + 1}); it was skipped, send it again as UTF-8",
                err=True,
            )
            return ""
        if self.echo:
            click.echo(visible(line), err=True)
        return line


def open_input(home: Path) -> ChatInput:
    """The line editor when both ends are a terminal, else line-by-line reading of standard input."""
    if _is_terminal(sys.stdin) and _is_terminal(sys.stdout):
        return cli.TerminalInput(Path(home) / HISTORY_FILE)
    return PipedInput(sys.stdin.buffer)


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
