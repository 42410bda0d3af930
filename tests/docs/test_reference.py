"""The site's generated reference names every command, every option and every setting.

The parts are written by ``docs/hooks/reference.py`` at each ``mkdocs build``; these tests call
the same functions, so a new command or setting cannot be missing from the site.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import click

from toolkiln.cli.main import main
from toolkiln.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def _reference() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_reference", ROOT / "docs" / "hooks" / "reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_top_level_command_and_its_options_are_in_the_cli_reference() -> None:
    """Each command ``toolkiln --help`` lists has its own section, with each of its options."""
    text = _reference().cli_reference()
    ctx = click.Context(main, info_name="toolkiln")
    names = main.list_commands(ctx)
    assert {"run", "chat", "tools", "serve", "mcp", "config"} <= set(names)
    for name in names:
        assert f"## `toolkiln {name}`" in text, name
        command = main.get_command(ctx, name)
        assert command is not None
        for param in command.params:
            for option in getattr(param, "opts", []):
                if option.startswith("--"):
                    assert option in text, f"{name} {option}"


def test_every_subcommand_is_in_the_cli_reference() -> None:
    text = _reference().cli_reference()
    paths = [path for path, _, _ in _reference().walk_commands()]
    assert "toolkiln tools run" in paths and "toolkiln log purge" in paths
    for path in paths:
        assert f"## `{path}`" in text, path


def test_every_setting_is_in_the_settings_reference() -> None:
    """Each field of Settings is one row: its name, its variable and its description."""
    from toolkiln.settings import describe

    text = _reference().settings_reference()
    for declared in dataclasses.fields(Settings):
        row = next(line for line in text.splitlines() if line.startswith(f"| `{declared.name}`<br>"))
        assert f"`TOOLKILN_{declared.name.upper()}`" in row
        assert describe(declared.name).split()[0].strip("`") in row


def test_bounds_and_choices_come_from_the_declarations() -> None:
    text = _reference().settings_reference()
    pool = next(line for line in text.splitlines() if line.startswith("| `pool_size`<br>"))
    approval = next(line for line in text.splitlines() if line.startswith("| `approval`<br>"))
    timeout = next(line for line in text.splitlines() if line.startswith("| `model_timeout_s`<br>"))
    assert "≥ 1" in pool and "`2`" in pool
    assert "`auto` \\| `manual`" in approval
    assert "> 0, ≤ 86400" in timeout


def test_the_error_tree_and_exit_codes_are_the_code_s() -> None:
    from toolkiln import errors

    reference = _reference()
    tree = reference.error_tree_reference()
    for name in errors.__all__:
        if isinstance(getattr(errors, name), type):
            assert name in tree, name
    assert "| `130` | `EXIT_INTERRUPTED` |" in reference.exit_codes_reference()


def test_the_reference_pages_ask_for_each_generated_part() -> None:
    """Each generated part is asked for by a page of the site, so none is written and never shown."""
    reference = _reference()
    pages = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "docs").rglob("*.md"))
    for name in reference.GENERATORS:
        assert f"<!-- reference: {name} -->" in pages, name


def test_the_layer_drawing_is_the_import_linter_contract() -> None:
    """Every layer of pyproject's contract is a box of the drawing, in the contract's order."""
    import tomllib

    drawing = _reference().layers_reference()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    layers = next(c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers")["layers"]
    positions = [drawing.index(f'L{index}["') for index in range(len(layers))]
    assert positions == sorted(positions)
    for layer in layers:
        for part in layer.replace("|", ":").split(":"):
            assert part.strip().removeprefix("toolkiln.") in drawing
