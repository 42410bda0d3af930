"""How a turn looks in a terminal: one line per step with a badge for its origin."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # rich loads when something is drawn, not for --json output
    from rich.console import Console
    from rich.status import Status
    from rich.text import Text

from toolkiln.cli.terminal import json_text
from toolkiln.util.text import visible
from toolkiln.vocab import CheckStatus, EventName, Outcome, StepOrigin, StepStatus

__all__ = ["BADGES", "Spinner", "plain", "render_turn", "short_json", "shorten_message", "visible"]


def plain(text: object) -> str:
    """``text`` for a rich markup template: shown as it is, never as markup or terminal control.

    :func:`toolkiln.util.text.visible` writes out what a terminal would obey; rich's
    ``escape`` then keeps ``[/]`` or ``[bold]`` from being read as markup (an
    unbalanced ``[/]`` would raise ``MarkupError`` and end the command).
    """
    from rich.markup import escape  # 40 ms a --json command never pays; not through toolkiln.cli, which loads this

    return escape(visible(text))


BADGES: dict[str | None, str] = {
    StepOrigin.CATALOG: "[bold white on blue] catalog [/]",
    StepOrigin.REUSED: "[bold black on green] reused [/]",
    StepOrigin.GENERATED: "[bold black on yellow] generated [/]",
    StepOrigin.AGENT: "[bold white on magenta]   agent   [/]",
    StepOrigin.WORKFLOW: "[bold white on dark_cyan] workflow  [/]",
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


def shorten_message(text: str, limit: int) -> str:
    """``text`` cut to about ``limit`` characters, saying how much was left out and how to see it."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit:,} more characters; --full shows them)"


def short_json(value, limit: int = 200) -> str:
    text = json_text(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_turn(console: Console, turn: dict, indent: str = "") -> None:
    """Print the ``run --json`` object of a turn for a person; a delegated step's child turn goes below it, indented.

    Nothing is printed with rich's highlighter: its patterns take time quadratic in a
    long word (a model's 50,000-character reasoning took 49 s to show), and the text
    is a model's or a tool's, not something rich should colour as if it knew its parts.
    """
    outcome = turn["outcome"]
    if turn.get("handle") and turn.get("task"):
        console.print(
            f"{indent}[bold magenta]{plain(turn['handle'])}[/] [grey50]{plain(turn.get('task') or '')}[/]",
            highlight=False,
        )
    if turn.get("reasoning"):
        console.print(f"{indent}[grey50]{plain(turn['reasoning'])}[/]", highlight=False)
    if outcome == Outcome.REFUSE:
        console.print(f"{indent}[bold red]Refused:[/] {plain(turn['message'] or '')}", highlight=False)
        return
    if outcome == Outcome.HAND_BACK:
        console.print(f"{indent}[bold magenta]Handed back:[/] {plain(turn['message'] or '')}", highlight=False)
        return
    if outcome == Outcome.CLARIFY:
        console.print(f"{indent}[bold cyan]?[/] {plain(turn['message'] or '')}", highlight=False)
        for i, option in enumerate(turn.get("options") or [], 1):
            console.print(f"{indent}  [cyan]{i}.[/] {plain(option)}", highlight=False)
        if turn.get("allow_free_text", True):
            console.print(f"{indent}  [grey50]or answer in your own words[/]", highlight=False)
        return
    if turn.get("steps_damaged"):  # a damaged run log row (`log show`): no steps to show is not "no steps"
        console.print(f"{indent}[red]The steps cannot be read: they are damaged in the run log.[/]", highlight=False)
    elif not turn["steps"]:
        console.print(f"{indent}[grey50]No steps: nothing to run for this message.[/]", highlight=False)
    for step in turn["steps"]:
        _render_step(console, step, indent)
    if turn.get("incomplete"):
        console.print(f"{indent}[bold yellow]Incomplete:[/] {plain(turn['incomplete'])}", highlight=False)
    usage = turn.get("usage") or {}
    tokens_in, tokens_out = usage.get("input_tokens") or 0, usage.get("output_tokens") or 0
    tail = f" · {tokens_in} in / {tokens_out} out tokens" if tokens_in or tokens_out else ""
    console.print(f"{indent}[grey50]{_ms(turn['elapsed_ms'], 0)} ms{plain(tail)}[/]", highlight=False)
    if turn.get("answer"):  # last, where the eye lands: the reply to the message
        console.print(f"{indent}[bold]{plain(turn['answer'])}[/]", highlight=False)


def _render_step(console: Console, step: dict, indent: str) -> None:
    """One step: status, id, origin badge, tool and params, time; then its result, wait or error; a child turn below.

    Every value but the badges and the time comes from the plan, the tool or the
    run log, so each passes through :func:`plain`.
    """
    params = ", ".join(f"{plain(k)}={plain(short_json(v, 60))}" for k, v in (step["params"] or {}).items())
    version = f"@{step['version']}" if step.get("version") else ""
    ref = plain(f"{step['tool']}{version}")
    head = (
        f"{indent}{_STATUS.get(step['status'], '?')} {plain(step['id'])} {BADGES.get(step['origin'], BADGES[None])} "
        f"[bold]{ref}[/]({params})"
    )
    where = step.get("executed_on")
    on = f" on {plain(str(where))}" if where and where != "local" else ""  # a Ray node; the local pool says nothing
    console.print(f"{head}  [grey50]{_ms(step.get('elapsed_ms'))} ms{on}[/]", highlight=False)
    child = step.get("child")
    report = step.get("result") if child else None
    check = _CHECK.get(step.get("check_status") or "", "")
    if step.get("check_error"):
        check += f"[red]: {plain(step['check_error'])}[/]"
    if isinstance(report, dict) and "status" in report:
        who = plain(report.get("agent") or "")
        console.print(f"{indent}    → {who} reports [bold]{plain(report['status'])}[/]  {check}", highlight=False)
    elif step["status"] == StepStatus.OK:
        console.print(f"{indent}    → {plain(short_json(step['result']))}  {check}", highlight=False)
    elif step["status"] == StepStatus.PENDING:
        console.print(
            f"{indent}    [yellow]awaiting approval[/]: toolkiln tools show {ref}; toolkiln tools approve {ref}; "
            "then toolkiln resume",
            highlight=False,
        )
    if step["status"] not in (StepStatus.OK, StepStatus.PENDING):
        console.print(f"{indent}    [red]{plain(step['error'] or step['status'])}[/]", highlight=False)
    improved = step.get("improved_by")
    if improved:
        if str(improved).endswith("(pending)"):
            name = plain(str(improved).removesuffix(" (pending)"))
            said = (
                f"[yellow]a better version waits for approval[/]: toolkiln tools show {name}; "
                f"toolkiln tools approve {name}; then toolkiln resume"
            )
        else:
            said = f"[grey50]{plain(step['tool'])}@{plain(str(step.get('improved_from')))} failed; ran {plain(str(improved))}[/]"
        console.print(f"{indent}    {said}", highlight=False)
    if (step.get("guard") or {}).get("flagged"):
        console.print(
            f"{indent}    [yellow]guard: flagged ({plain('; '.join(step['guard']['reasons']))})[/]", highlight=False
        )
    if step.get("hand_back"):
        console.print(
            f"{indent}    [grey50]established: {plain(step['hand_back'].get('what_i_established') or '—')}[/]",
            highlight=False,
        )
    if isinstance(child, dict):
        render_turn(console, child, indent + "    │ ")


class _Progress:
    """The spinner's text: what is happening, with which model, for how many seconds so far.

    Rich renders it on every refresh, so the seconds count up while a model thinks.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.since = time.monotonic()

    def say(self, text: str, *, restart: bool = True) -> None:
        """Show ``text``; the seconds start again unless ``restart`` is False (the same wait goes on)."""
        self.text = text
        if restart:
            self.since = time.monotonic()

    def __rich__(self) -> Text:
        from rich.text import Text  # rich is loaded: it is drawing this

        return Text(f"{self.text} · {time.monotonic() - self.since:.0f}s")


def _ms(value: object, decimals: int = 1) -> str:
    """A time in ms as a number; anything else (a crafted log row) as text."""
    return f"{value:.{decimals}f}" if isinstance(value, (int, float)) else plain(value)


class Spinner:
    """Progress on stderr while a turn runs — the model at work, seconds, repair n/m, retries; silent off a terminal."""

    def __init__(self, console: Console, enabled: bool) -> None:
        self.console = console
        self.enabled = enabled and console.is_terminal
        self._status: Status | None = None
        self._progress = _Progress("")
        self.planner = self.generator = ""

    def name_models(self, planner: str, generator: str) -> None:
        """The models the progress line names."""
        self.planner, self.generator = planner, generator
        if self._status is not None and self._progress.text == "planning…":
            self._say(EventName.PLANNING, {"attempt": 1})

    @contextmanager
    def running(self, text: str) -> Iterator[Spinner]:
        if not self.enabled:
            yield self
            return
        self._progress.say(text)
        with self.console.status(self._progress) as status:
            self._status = status
            try:
                yield self
            finally:
                self._status = None

    def event(self, kind: str, data: dict) -> None:
        if self._status is not None:
            self._say(kind, data)

    def _say(self, kind: str, data: dict) -> None:
        text = _progress_text(kind, data, self.planner, self.generator)
        if text is not None and self._status is not None:
            self._progress.say(text, restart=kind != EventName.RETRY)  # a retry is still the same wait
            self._status.update(self._progress)


def _progress_text(kind: str, data: dict, planner: str, generator: str) -> str | None:
    """One progress line for an event, or None for an event that changes nothing on screen."""
    by_planner = f" ({visible(planner)})" if planner else ""
    by_generator = f" ({visible(generator)})" if generator else ""
    tool = visible(str(data.get("tool", "")))
    if kind == EventName.PLANNING:
        again = f", try {data['attempt']}" if data.get("attempt", 1) > 1 else ""
        return f"planning{by_planner}{again}…"
    if kind == EventName.ANSWERING:
        return f"writing the answer{by_planner}…"
    if kind == EventName.GENERATING:
        return f"writing {tool}{by_generator}…"
    if kind == EventName.IMPROVING:
        return f"{tool}@{data.get('version')} failed; writing a better version{by_generator}…"
    if kind == EventName.WRITING:
        attempt, most = data.get("attempt", 1), data.get("max_attempts", 1)
        which = f" — repair {attempt}/{most}" if attempt > 1 else ""
        return f"writing {tool}{by_generator}{which}…"
    if kind == EventName.REFUSED:
        return f"{tool}: source {data.get('attempt')} refused at the {data.get('stage')}; asking for a repair…"
    if kind == EventName.TRIAL:
        return f"trying {tool} in the sandbox…"
    if kind == EventName.DELEGATING:
        return f"{visible(str(data.get('handle', '')))} working…"
    if kind in (EventName.STEP, EventName.RUNNING):
        return f"running {visible(str(data.get('id', '')))} {tool}…"
    if kind == EventName.RETRY:
        return _retry_text(data, tool)
    return None


def _retry_text(data: dict, tool: str) -> str:
    """``planning (anthropic:m) · retry 1/3 in 2.0 s (429 rate limited)``: whose request, which retry, why."""
    doing = f"writing {tool}" if data.get("role") == "generator" else "planning"
    model = f" ({visible(str(data['model']))})" if data.get("model") else ""
    delay = data.get("delay_s")
    wait = f" in {delay:.1f} s" if isinstance(delay, (int, float)) else ""
    which = visible(f"{data.get('retry', '?')}/{data.get('max_retries', '?')}")
    return f"{doing}{model} · retry {which}{wait} ({visible(str(data.get('reason') or 'failed'))})"
