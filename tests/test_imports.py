"""Imports sit at the top of a module; what loads late loads through a package's ``__getattr__``.

A module's imports at its top say what it depends on. What is heavy or optional (the
MCP SDK, the web server, libcst, rich on a terminal, psycopg, ray) is one lazy name at
a package boundary: the package's ``__getattr__`` (PEP 562) imports it on first use,
and its ``TYPE_CHECKING`` imports tell mypy what the name is (``toolkiln/__init__.py``,
``store/``, ``acceptance/``, ``sandbox/``, ``cli/``, ``mcp/``, ``web/``). An import inside
any other function is listed in ``INSIDE_TODAY`` with the reason it stays there (the
order of a worker's start-up, a path a one-shot ``run`` must not pay for). The list may
only shrink: a new import in a function body fails, and so does an entry whose import
has gone, so it is taken off the list. Read with :mod:`ast`; nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

import toolkiln

SRC = Path(toolkiln.__file__).parent

INSIDE_TODAY: dict[str, str] = {
    # the composition root: what a kiln opens loads after its worker template started (pool.warm), to overlap it
    "app.py:Toolkiln._build_agent toolkiln.turn.agent": "the agent loads after the worker template started",
    "app.py:Toolkiln._build_team toolkiln.agents.team": "a team is built after the worker template started",
    "app.py:Toolkiln._build_team toolkiln.turn.agent": "a team is built after the worker template started",
    "app.py:Toolkiln._build_team toolkiln.turn.sources": "a team is built after the worker template started",
    "app.py:Toolkiln._models_for toolkiln.models.backends": "the models are built after the worker template started",
    "app.py:Toolkiln._open_the_rest toolkiln.agents.team": "loads after the worker template started, overlapping it",
    "app.py:Toolkiln._open_the_rest toolkiln.store": "the registry opens after the worker template started",
    "app.py:Toolkiln._open_the_rest toolkiln.tools.catalog": "loads after the worker template started, overlapping it",
    "app.py:Toolkiln._open_the_rest toolkiln.turn.executor": "loads after the worker template started, overlapping it",
    "app.py:Toolkiln._open_the_rest toolkiln.workflows.guide": "loads after the worker template started, overlapping it",
    "app.py:Toolkiln._open_the_rest toolkiln.workflows.model": "loads after the worker template started, overlapping it",
    "app.py:Toolkiln.add_tool toolkiln.tools.cases": "a tool's tests are read only when a tool is added by hand",
    "app.py:Toolkiln.resume toolkiln.models.planner.plan": "loaded with the agent, after the worker template started",
    # the script: --version answers before anything loads; the worker template starts before the command group
    "cli/entry.py:_start toolkiln.cli.main": "after the template has started; --version loads no click",
    "cli/entry.py:_start toolkiln.sandbox.process": "the template starts before click and the command load",
    "cli/entry.py:_start toolkiln.sandbox.template": "the template starts before click and the command load",
    "cli/mcp.py:mcp anyio": "the mcp extra's event loop, loaded with the server; --help works without the extra",
    "cli/serve.py:serve uvicorn": "the web extra's server, loaded with the app; --help works without the extra",
    "cli/render.py:_Progress.__rich__ rich.text": "rich draws this, so it is loaded; not through toolkiln.cli, a cycle",
    "cli/render.py:plain rich.markup": "40 ms no --json command pays; not through toolkiln.cli, which exports render",
    "cli/task_input.py:attach_file toolkiln.guard": "the guard loads with the first outside text; a refusal screens none",
    "cli/tools_reseal.py:reseal_tools toolkiln.store.reseal": "re-gating loads libcst; every tools command loads this module",
    # the gate, the guard, the models, the workflows: what only some inputs need
    "acceptance/gate/rules/mixed_scripts.py:_script_names fontTools": "only a non-ASCII identifier pays for the import",
    "acceptance/gate/rules/mixed_scripts.py:scripts_of fontTools": "only a non-ASCII identifier pays for the import",
    "agents/team.py:load_agents tomllib": "only a home with agents.toml decodes TOML",
    "guard/encodings.py:decoded_payloads html": "its entity table is large; only a text that shows entities needs it",
    "mcp/server.py:ToolkilnMCP.serve_http uvicorn": "the HTTP server; serving stdio never loads it",
    "mcp/server.py:_tracing_configured opentelemetry": "the SDK's own dependency, asked once whether tracing is on",
    "models/backends.py:make_client toolkiln.models.llm.record": "the recorder loads only with --record",
    "models/llm/anthropic.py:AnthropicClient._client anthropic": "the SDK loads on a thread meanwhile (util.preload)",
    "models/mock/numbers.py:arithmetic toolkiln.models.mock.arithmetic": "only a message that counts or computes",
    "models/mock/text.py:_follow_up toolkiln.models.mock.arithmetic": "only a message that counts or computes",
    "models/mock/text.py:text_intents toolkiln.models.mock.arithmetic": "only a message that counts or computes",
    "settings.py:_read_config tomllib": "only a home with config.toml decodes TOML",
    "settings.py:default_home platformdirs": "only without TOOLKILN_HOME is the user's data folder looked up",
    "workflows/model.py:_decode_toml tomllib": "a workflow file's TOML is kept decoded in the home; only a new one",
    "workflows/model.py:prompt_section toolkiln.guard": "the guard loads when a workflow is shown, not for every turn",
    "workflows/model.py:prompt_section toolkiln.guard.fences": "the guard loads when a workflow is shown, as above",
    "web/pages.py:_pygments_css pygments.formatters": "pygments and Jinja2 load with the first page, not the server",
    "web/pages.py:_templates starlette.templating": "pygments and Jinja2 load with the first page, not the server",
    "web/pages.py:highlight pygments": "pygments and Jinja2 load with the first page, not the server",
    "web/pages.py:highlight pygments.formatters": "pygments and Jinja2 load with the first page, not the server",
    "web/pages.py:highlight pygments.lexers": "pygments and Jinja2 load with the first page, not the server",
    # the sandbox: the host imports little before its template starts; a worker imports all before it is confined
    "sandbox/confine.py:_seccomp pyseccomp": "libseccomp, loaded in the template (an OSError without the library)",
    "sandbox/confine.py:self_test socket": "the self-test loads socket before confining, as a worker does",
    "sandbox/pool.py:WorkerPool.__init__ toolkiln.sandbox.broker": "the broker (httpx) loads only for a fetch policy",
    "sandbox/process.py:TemplateProcess.spawn tempfile": "after the template started: the script imports this first",
    "sandbox/process.py:TemplateProcess.spawn toolkiln.sandbox.identity": "after the template started, as tempfile",
    "sandbox/process.py:_remove_folder shutil": "after the template started: the script imports this first",
    "sandbox/protocol.py:sha256_text hashlib": "the host needs no digest before its template has started",
    "sandbox/ray_executor.py:RayExecutor._ask ray.exceptions": "the ray extra, loaded with Ray by import_ray",
    "sandbox/ray_executor.py:RayExecutor._start_actor ray.exceptions": "the ray extra, loaded with Ray by import_ray",
    "sandbox/ray_executor.py:RayExecutor._start_actor ray.util.scheduling_strategies": "the ray extra, as above",
    "sandbox/ray_executor.py:RayExecutor._wait ray.exceptions": "the ray extra, loaded with Ray by import_ray",
    "sandbox/ray_executor.py:import_ray ray": "Ray's environment is set before it is imported",
    "sandbox/ray_node.py:NodeRunner.__init__ ray": "runs inside a Ray worker, where Ray is present",
    "sandbox/ray_node.py:NodeRunner.__init__ toolkiln.sandbox.pool": "the node's pool loads on the Ray worker",
    "sandbox/residue.py:PatternCaches.__init__ re": "in the worker, before confinement, with what it clears",
    "sandbox/residue.py:_decimal_clearers decimal": "in the worker, before confinement, with what it clears",
    "sandbox/residue.py:_re_clearers re": "in the worker, before confinement, with what it clears",
    "sandbox/residue.py:_strptime_clearers _strptime": "in the worker, before confinement, with what it clears",
    "sandbox/residue.py:_typing_clearers typing": "in the worker, before confinement, with what it clears",
    "sandbox/template.py:_preload_seccomp ctypes.util": "libseccomp by its soname, before ldconfig is asked",
    "sandbox/template.py:_preload_seccomp pyseccomp": "libseccomp by its soname, before ldconfig is asked",
    "sandbox/template.py:main toolkiln.policy": "the template's own start-up order: the policy after the preloads",
    "sandbox/template.py:main toolkiln.sandbox.confine": "the template's own start-up order: confinement last",
    "sandbox/template.py:main toolkiln.sandbox.worker": "the template's own start-up order: the worker last",
    "sandbox/worker.py:become_worker toolkiln.sandbox.confine": "in the forked worker, just before it is confined",
    "sandbox/worker.py:become_worker toolkiln.sandbox.residue": "in the forked worker, just before it is confined",
    "sandbox/worker.py:warm_up_interpreter datetime": "the warm-up loads what a tool may use, before confinement",
    "sandbox/worker.py:warm_up_interpreter hashlib": "the warm-up loads what a tool may use, before confinement",
    "sandbox/worker.py:warm_up_interpreter importlib": "the warm-up loads what a tool may use, before confinement",
    # the store: optional backends and what a reused run never needs
    "store/postgres.py:PostgresDatabase.__init__ psycopg": "the postgres extra, only for a database_url",
    "store/postgres.py:PostgresDatabase.__init__ psycopg_pool": "the postgres extra, only for a database_url",
    "store/postgres.py:PostgresDatabase._pool_timeout psycopg_pool": "the postgres extra, only for a database_url",
    "store/integrity.py:regate toolkiln.acceptance.gate": "libcst loads only for a source without a verdict; tests patch it",
    "store/reseal.py:_problem toolkiln.acceptance.gate": "libcst loads only when a reseal re-gates; tests patch it there",
    "store/store.py:_new_tool toolkiln.store.new_tool": "loaded by a save, not by a run that only reads the registry",
    # one turn: what only some turns need (a failure, a composed answer, outside text, a tool to write)
    "turn/agent.py:_describe_hand_backs toolkiln.guard": "the guard loads with the first outside text to screen",
    "turn/agent.py:_screen_step toolkiln.guard": "the guard loads with the first step; a refusal screens nothing",
    "turn/answer.py:_outcomes toolkiln.models.planner.compose": "only for a composed answer",
    "turn/answer.py:answer_turn toolkiln.models.planner.compose": "only for a composed answer",
    "turn/improve.py:Improver._acquire toolkiln.models.codegen.acquire": "the gate loads only once a tool needs improving",
    "turn/improve.py:Improver.after_failure toolkiln.models.codegen": "generation loads only once a tool needs improving",
    "turn/replan.py:_describe toolkiln.models.planner.compose": "loaded with the first failure to describe",
    "turn/replan.py:replan_after_failure toolkiln.store.sessions": "loaded with the first failed step",
    "turn/sources.py:GeneratorSource._generate toolkiln.models.codegen.acquire": "the generator loads only for a new tool",
}
"""Each import inside a function (``path:function module``) and why it is there; may only shrink."""


def _is_boundary(path: Path, node: ast.AST, scope: str) -> bool:
    """A package's own ``__getattr__``: the one place a lazy name is imported."""
    return path.name == "__init__.py" and not scope and getattr(node, "name", None) == "__getattr__"


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    return ["." * node.level + (node.module or "")]


def _inside_functions(path: Path) -> set[str]:
    """``path:Class.function module`` for each import inside a function of ``path``."""
    where = path.relative_to(SRC).as_posix()
    found: set[str] = set()

    def walk(node: ast.AST, scope: str, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            named = f"{scope}.{child.name}" if scope and hasattr(child, "name") else getattr(child, "name", scope)
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                if not _is_boundary(path, child, scope):
                    walk(child, named, True)
            elif isinstance(child, ast.ClassDef):
                walk(child, named, in_function)
            elif _type_checking(child):
                continue  # never runs
            elif isinstance(child, ast.Import | ast.ImportFrom):
                if in_function:
                    found.update(f"{where}:{scope} {name}" for name in _imported(child))
            else:
                walk(child, scope, in_function)

    walk(ast.parse(path.read_text(encoding="utf-8"), str(path)), "", False)
    return found


def imports_inside_functions() -> set[str]:
    return {entry for path in sorted(SRC.rglob("*.py")) for entry in _inside_functions(path)}


def test_no_new_import_inside_a_function():
    """Put it at the module's top, or behind the package's ``__getattr__`` when it is heavy or optional."""
    assert imports_inside_functions() - INSIDE_TODAY.keys() == set()


def test_an_import_that_left_its_function_leaves_the_list():
    assert INSIDE_TODAY.keys() - imports_inside_functions() == set()


def test_every_listed_import_says_why():
    assert [entry for entry, why in INSIDE_TODAY.items() if len(why.split()) < 4] == []


def test_the_walk_finds_a_function_import_and_skips_the_boundary(tmp_path, monkeypatch):
    """The check itself can fail: a function-body import is found, a package's ``__getattr__`` is not."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("def __getattr__(name):\n    import json\n    return json\n")
    (package / "mod.py").write_text(
        "import os\n\nclass C:\n    def method(self):\n        from os import path\n"
        "        if TYPE_CHECKING:\n            import typing\n"
        "def f():\n    def g():\n        import re\n"
    )
    monkeypatch.setitem(globals(), "SRC", tmp_path)
    assert _inside_functions(package / "__init__.py") == set()
    assert _inside_functions(package / "mod.py") == {"pkg/mod.py:C.method os", "pkg/mod.py:f.g re"}
