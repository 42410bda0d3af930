"""``toolkiln chat``'s line editor on a terminal: prompt_toolkit's, with a history kept across chats.

Loaded only when both ends of a chat are a terminal (:func:`toolkiln.cli.prompt.open_input`,
through :mod:`toolkiln.cli`), so a piped chat never pays for prompt_toolkit.
"""

from __future__ import annotations

from pathlib import Path

from prompt_toolkit import PromptSession
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings

__all__ = ["TerminalInput"]


class TerminalInput:
    """prompt_toolkit's line editor, with a history kept across chats."""

    def __init__(self, history_path: Path) -> None:
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
