"""Agents as configuration: ``$TOOLKILN_HOME/agents.toml``, one table per agent.

::

    [agents.boss]
    does = "coordinates a task across the team"
    planner = "anthropic:claude-sonnet-4-5"     # backend[:model], like --planner
    generator = "anthropic:claude-sonnet-4-5"
    instructions = "…"                          # added to this agent's planner prompt
    team = ["writer", "calc"]                   # turns the task tool on
    tools = ["calculate", "agent:calc"]         # optional allow-list; agent:NAME = that agent as a tool
    [agents.boss.budget]
    tokens = 20000
    depth = 3
    idle_s = 60

Every setting is checked when the file is read; a bad one is a
:class:`~toolkiln.errors.ConfigError` naming the file, the agent and the fix.
Without the file there are no named agents and nothing changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkiln.errors import ConfigError, UsageError
from toolkiln.models.backends import BACKENDS, backend_choices, parse_spec
from toolkiln.turn.scope import DEFAULT_DEPTH, Budget
from toolkiln.util.files import MAX_SETTINGS_FILE_BYTES, read_tool_file
from toolkiln.vocab import BuiltinTool

__all__ = [
    "AGENTS_FILE",
    "AGENT_TOOL_PREFIX",
    "TASK_TOOL",
    "AgentPersona",
    "AgentSpec",
    "Budget",
    "load_agents",
    "parse_agents",
    "persona",
]

AGENTS_FILE = "agents.toml"
TASK_TOOL = BuiltinTool.TASK
"""The tool that delegates ``{agent, prompt}`` to a teammate."""
AGENT_TOOL_PREFIX = "agent:"
"""In ``tools``, ``agent:NAME`` offers agent NAME as a tool."""

_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
_KEYS = {"does", "planner", "generator", "instructions", "team", "tools", "budget"}
_BUDGET_KEYS = {"tokens", "depth", "idle_s"}


@dataclass(eq=False, repr=False)
class AgentSpec:
    """One ``[agents.NAME]`` table."""

    name: str
    does: str
    """What the agent does: the task tool's description lists it for each teammate."""
    planner: str | None = None
    """``backend[:model]``; None takes the settings' planner."""
    generator: str | None = None
    """``backend[:model]``; None takes the settings' generator."""
    instructions: str = ""
    """Added to this agent's planner prompt."""
    team: tuple[str, ...] = ()
    """Agents it may delegate to with the task tool (sorted)."""
    tools: tuple[str, ...] | None = None
    """The tools it may use, ``agent:NAME`` entries included; None for every tool."""
    budget: Budget = field(default_factory=Budget)

    @property
    def agent_tools(self) -> tuple[str, ...]:
        """The agents this one is given as tools (``agent:NAME`` in ``tools``)."""
        return tuple(t[len(AGENT_TOOL_PREFIX) :] for t in self.tools or () if t.startswith(AGENT_TOOL_PREFIX))

    @property
    def plain_tools(self) -> frozenset[str] | None:
        """The allow-list without its agents; None when there is no allow-list."""
        if self.tools is None:
            return None
        return frozenset(t for t in self.tools if not t.startswith(AGENT_TOOL_PREFIX))

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "does": self.does,
            "planner": self.planner,
            "generator": self.generator,
            "instructions": self.instructions,
            "team": list(self.team),
            "tools": None if self.tools is None else list(self.tools),
            "budget": self.budget.to_json(),
        }


def load_agents(home: Path) -> dict[str, AgentSpec]:
    """The agents of ``home/agents.toml`` by name; an empty dict when there is no such file."""
    path = home / AGENTS_FILE
    if not path.exists():
        return {}
    try:  # a regular file only: a FIFO would block the command for ever, a folder is no settings file
        text = read_tool_file(path, max_bytes=MAX_SETTINGS_FILE_BYTES, what="a settings file")
    except UsageError as exc:
        raise ConfigError(f"{exc}; make {path} a TOML file or remove it") from None
    import tomllib  # only for a home with agents: a run without agents.toml decodes no TOML

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML ({exc}); fix the file or remove it") from None
    return parse_agents(data, str(path))


def parse_agents(data: dict, where: str) -> dict[str, AgentSpec]:
    """Check the parsed file and build the agents; ``where`` names the file in errors."""
    extra = set(data) - {"agents"}
    if extra:
        raise ConfigError(f"{where}: unknown table {sorted(extra)[0]!r}; each agent is an [agents.NAME] table")
    tables = data.get("agents", {})
    if not isinstance(tables, dict):
        raise ConfigError(f"{where}: 'agents' must be tables, one per agent: [agents.NAME]")
    for name, table in tables.items():
        if not _NAME.fullmatch(name) or name == "task":
            raise ConfigError(
                f"{where}: agent {name!r}: a name is lower-case letters, digits and _ (not 'task'); rename the table"
            )
        if not isinstance(table, dict):
            raise ConfigError(f"{where}: agent {name!r}: must be a table [agents.{name}]")
    specs = {name: _spec(name, table, where, set(tables)) for name, table in tables.items()}
    _refuse_tool_cycles(specs, where)
    return specs


def _spec(name: str, table: dict, where: str, known: set[str]) -> AgentSpec:
    def bad(problem: str) -> ConfigError:
        return ConfigError(f"{where}: agent {name!r}: {problem}")

    unknown = set(table) - _KEYS
    if unknown:
        raise bad(f"unknown setting {sorted(unknown)[0]!r}; the settings are {', '.join(sorted(_KEYS))}")
    does = table.get("does")
    if not isinstance(does, str) or not does.strip():
        raise bad('needs does = "what it does" (the task tool shows it to the agents that delegate)')
    for role in ("planner", "generator"):
        _check_model(table.get(role), role, bad)
    instructions = table.get("instructions", "")
    if not isinstance(instructions, str):
        raise bad("instructions must be a string")
    team = _names(table.get("team", []), "team", bad)
    for member in team:
        if member == name:
            raise bad("its team names itself; remove it from team")
        if member not in known:
            raise bad(f"team member {member!r} is not an agent in this file; add [agents.{member}] or remove it")
    tools = table.get("tools")
    if tools is not None:
        tools = _names(tools, "tools", bad)
        for entry in tools:
            if entry.startswith(AGENT_TOOL_PREFIX):
                other = entry[len(AGENT_TOOL_PREFIX) :]
                if other not in known or other == name:
                    raise bad(f"tools entry {entry!r} names no other agent in this file; fix or remove it")
    return AgentSpec(
        name=name,
        does=" ".join(does.split()),
        planner=table.get("planner"),
        generator=table.get("generator"),
        instructions=instructions.strip(),
        team=tuple(sorted(set(team))),
        tools=None if tools is None else tuple(tools),
        budget=_budget(table.get("budget", {}), bad),
    )


def _check_model(spec: Any, role: str, bad) -> None:
    if spec is None:
        return
    if not isinstance(spec, str) or not spec.strip():
        raise bad(f'{role} must be a string like "anthropic:claude-sonnet-4-5"')
    backend, _ = parse_spec(spec)
    if backend not in BACKENDS:
        raise bad(f"unknown {role} backend {backend!r}; use one of {backend_choices()}")


def _names(value: Any, key: str, bad) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise bad(f'{key} must be a list of names, e.g. {key} = ["writer"]')
    return [v.strip() for v in value]


def _budget(table: Any, bad) -> Budget:
    if not isinstance(table, dict):
        raise bad("budget must be a table [agents.NAME.budget]")
    unknown = set(table) - _BUDGET_KEYS
    if unknown:
        raise bad(f"unknown budget setting {sorted(unknown)[0]!r}; use tokens, depth or idle_s")
    tokens, depth, idle = table.get("tokens"), table.get("depth", DEFAULT_DEPTH), table.get("idle_s")
    if tokens is not None and (type(tokens) is not int or tokens <= 0):
        raise bad(f"budget.tokens must be a whole number above 0, got {tokens!r}")
    if type(depth) is not int or depth < 0:
        raise bad(f"budget.depth must be a whole number, 0 or more, got {depth!r}")
    if idle is not None and (isinstance(idle, bool) or not isinstance(idle, int | float) or idle <= 0):
        raise bad(f"budget.idle_s must be a number of seconds above 0, got {idle!r}")
    return Budget(tokens=tokens, depth=depth, idle_s=None if idle is None else float(idle))


def _refuse_tool_cycles(specs: dict[str, AgentSpec], where: str) -> None:
    """An agent offered as a tool may not, through other agents-as-tools, offer its caller back."""
    state: dict[str, int] = {}  # 1 on the current path, 2 done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in specs[name].agent_tools:
            if state.get(other) == 1:
                cycle = " → ".join([*path[path.index(other) :], other])
                raise ConfigError(
                    f"{where}: agent {name!r}: agent-as-tool cycle {cycle}; remove one agent:NAME from tools"
                )
            if other not in state:
                visit(other, [*path, other])
        state[name] = 2

    for name in sorted(specs):
        if name not in state:
            visit(name, [name])


_MAX_OTHERS = 12
"""How many other agents a persona names (a team file may hold many)."""


@dataclass(eq=False, repr=False)
class AgentPersona:
    """What a named agent's turn is told about itself: its name, its role, its team (a ``Persona`` of the turn)."""

    name: str
    budget: Budget
    instructions: str
    """Who it is, its team and the other agents, then its own instructions from agents.toml."""


def persona(spec: AgentSpec, specs: dict[str, AgentSpec]) -> AgentPersona:
    """The persona an agent's planner reads: ``You are writer: …; your team: …``, then its instructions."""
    lines = [f"You are the agent {spec.name}. Your role: {spec.does.strip() or '(none given)'}"]
    helpers = [*spec.team, *(n for n in spec.agent_tools if n not in spec.team)]
    if helpers:
        how = "with task" if spec.team else "each by its name, as a tool"
        if spec.team and spec.agent_tools:
            how += ", or by its name, as a tool"
        lines.append(
            f"Your team, whom you may hand sub-tasks ({how}): "
            + "; ".join(f"{n}: {specs[n].does.strip()}" for n in helpers if n in specs)
        )
    else:
        lines.append("You have no team: you do the work with tools yourself.")
    others = [n for n in sorted(specs) if n != spec.name and n not in helpers][:_MAX_OTHERS]
    if others:
        lines.append(
            "Other agents (not yours to delegate to; name one as owning_agent when handing back a sub-task it owns): "
            + "; ".join(f"{n}: {specs[n].does.strip()}" for n in others)
        )
    if spec.instructions.strip():
        lines.append(spec.instructions.strip())
    return AgentPersona(spec.name, spec.budget, "\n".join(lines))
