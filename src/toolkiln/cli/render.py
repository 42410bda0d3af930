"""How a turn looks in a terminal: one line per step with a badge for its origin."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # rich loads when something is drawn, not for --json output
    from rich.console import Console

from ..vocab import CheckStatus, EventName, Outcome, StepOrigin, StepStatus

__all__ = ["BADGES", "Spinner", "plain", "render_turn", "short_json", "visible"]

_UNSEEN = {code: f"\\x{code:02x}" for code in (*range(0x20), 0x7F, *range(0x80, 0xA0)) if code not in (0x09, 0x0A)}
_UNSEEN.update(
    {code: f"\\u{code:04x}" for code in (0x061C, 0x200E, 0x200F, *range(0x2028, 0x202F), *range(0x2066, 0x206A))}
)


def visible(text: str) -> str:
    """``text`` with control and text-direction characters written out (tab and newline kept).

    What a tool returns, raises or holds is model-written: passed to a terminal as it
    is, an escape sequence in it would retitle, clear or recolour it, and a
    direction override would show a person something other than what is there."""
    return str(text).translate(_UNSEEN)


def plain(text: str) -> str:
    """``text`` for a rich console: shown as it is, never as markup or terminal control."""
    from rich.markup import escape

    return escape(visible(text))


BADGES: dict[str | None, str] = {
    StepOrigin.CATALOG: "[bold white on blue] catalog [/]",
    StepOrigin.REUSED: "[bold black on green] reused [/]",
    StepOrigin.GENERATED: "[bold black on yellow] generated [/]",
    None: "[bold white on grey35]   —   [/]",
}
_STATUS: dict[str, str] = {
    StepStatus.OK: "[green]✓[/]",
    StepStatus.ERROR: "[red]✗[/]",
    StepStatus.SKIPPED: "[grey50]↷[/]",
    StepStatus.PENDING: "[yellow]⏸[/]",
}
_CHECK: dict[str, str] = {
    CheckStatus.PASSED: "[green]check passed[/]",
    CheckStatus.FAILED: "[red]check failed[/]",
    CheckStatus.ERROR: "[red]check could not run[/]",
    CheckStatus.UNVERIFIED: "[grey50]check unverified[/]",
}


def short_json(value, limit: int = 200) -> str:
    text = visible(json.dumps(value, ensure_ascii=False))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_turn(console: Console, turn: dict) -> None:
    """Print the ``run --json`` object of a turn for a person."""
    outcome = turn["outcome"]
    if turn.get("reasoning"):
        console.print(f"[grey50]{plain(turn['reasoning'])}[/]")
    if outcome == Outcome.REFUSE:
        console.print(f"[bold red]Refused:[/] {plain(turn['message'] or '')}")
        return
    if outcome == Outcome.CLARIFY:
        console.print(f"[bold cyan]?[/] {plain(turn['message'] or '')}")
        for i, option in enumerate(turn.get("options") or [], 1):
            console.print(f"  [cyan]{i}.[/] {plain(option)}")
        if turn.get("allow_free_text", True):
            console.print("  [grey50]or answer in your own words[/]")
        return
    if not turn["steps"]:
        console.print("[grey50]No steps: nothing to run for this message.[/]")
    for step in turn["steps"]:
        params = ", ".join(f"{k}={short_json(v, 60)}" for k, v in step["params"].items())
        version = f"@{step['version']}" if step.get("version") else ""
        head = (
            f"{_STATUS.get(step['status'], '?')} {step['id']} {BADGES.get(step['origin'], BADGES[None])} "
            f"[bold]{plain(step['tool'])}{version}[/]({plain(params)})"
        )
        console.print(f"{head}  [grey50]{step['elapsed_ms']:.1f} ms[/]")
        if step["status"] == StepStatus.OK:
            check = _CHECK.get(step.get("check_status") or "", "")
            if step.get("check_error"):
                check += f"[red]: {plain(step['check_error'])}[/]"
            console.print(f"    → {plain(short_json(step['result']))}  {check}")
        elif step["status"] == StepStatus.PENDING:
            name = f"{step['tool']}{version}"
            console.print(
                f"    [yellow]awaiting approval[/]: toolkiln tools show {name}; toolkiln tools approve {name}; then toolkiln resume"
            )
        else:
            console.print(f"    [red]{plain(step['error'] or step['status'])}[/]")
        if step.get("hand_back"):
            console.print(f"    [grey50]established: {plain(step['hand_back'].get('what_i_established') or '—')}[/]")
    usage = turn.get("usage") or {}
    tokens = usage.get("input_tokens", 0) + usage.get("output_tokens", 0)
    tail = f" · {usage.get('input_tokens', 0)} in / {usage.get('output_tokens', 0)} out tokens" if tokens else ""
    console.print(f"[grey50]{turn['elapsed_ms']:.0f} ms{tail}[/]")


class Spinner:
    """A spinner on stderr while a model thinks; silent when stderr is not a terminal."""

    def __init__(self, console: Console, enabled: bool) -> None:
        self.console = console
        self.enabled = enabled and console.is_terminal
        self._status = None

    @contextmanager
    def running(self, text: str) -> Iterator[Spinner]:
        if not self.enabled:
            yield self
            return
        with self.console.status(text) as status:
            self._status = status
            try:
                yield self
            finally:
                self._status = None

    def event(self, kind: str, data: dict) -> None:
        if self._status is None:
            return
        if kind == EventName.PLANNING:
            self._status.update("planning…")
        elif kind == EventName.GENERATING:
            self._status.update(f"writing {data['tool']}…")
        elif kind == EventName.STEP:
            self._status.update(f"running {data['id']} {data['tool']}…")
