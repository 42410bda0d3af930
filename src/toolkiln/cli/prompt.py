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

from toolkiln.util.text import visible

__all__ = ["HISTORY_FILE", "ChatInput", "PipedInput", "TerminalInput", "open_input"]

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


class TerminalInput:
    """prompt_toolkit's line editor, with a history kept across chats."""

    def __init__(self, history_path: Path) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, History, InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings

        bindings = KeyBindings()

        # Alt-Enter: a line break inside the message. Its Enter arrives as c-j when typed ahead
        # of the prompt, while the terminal still turned CR into LF.
        @bindings.add("escape", "enter")
        @bindings.add("escape", "c-j")
        def _newline(event) -> None:
            event.current_buffer.insert_text("\n")

        history: History
        try:
            history_path.parent.mkdir(parents=True, exist_ok=True)
            history_path.touch(exist_ok=True)
            history = FileHistory(str(history_path))
        except OSError:  # a read-only home: the chat still works, it just forgets
            history = InMemoryHistory()
        self.session: PromptSession[str] = PromptSession(
            history=history, key_bindings=bindings, enable_history_search=False
        )

    def read(self, prompt: str) -> str | None:
        try:
            return self.session.prompt(prompt)
        except KeyboardInterrupt:  # Ctrl-C clears the line; the chat goes on
            return ""
        except EOFError:  # Ctrl-D
            return None


def open_input(home: Path) -> ChatInput:
    """The line editor when both ends are a terminal, else line-by-line reading of standard input."""
    if _is_terminal(sys.stdin) and _is_terminal(sys.stdout):
        return TerminalInput(Path(home) / HISTORY_FILE)
    return PipedInput(sys.stdin.buffer)


def _is_terminal(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
