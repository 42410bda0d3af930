"""Every name a module promises in ``__all__`` exists, and the CLI mock path stays light."""

import importlib
import importlib.util
import pkgutil
import subprocess
import sys

import toolkiln

EXTRAS = {"toolkiln.mcp_server": "mcp"}
"""Modules that need an optional extra (module -> the package it brings); checked when it is installed."""

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(toolkiln.__path__, "toolkiln.")
    if not m.name.startswith("toolkiln.catalog.")
    and m.name != "toolkiln.__main__"
    and (m.name not in EXTRAS or importlib.util.find_spec(EXTRAS[m.name]) is not None)
)


def test_every_all_name_exists():
    missing = []
    for name in MODULES:
        module = importlib.import_module(name)
        for attr in getattr(module, "__all__", []):
            if not hasattr(module, attr):
                missing.append(f"{name}.{attr}")
    assert missing == []


def test_the_mock_path_imports_neither_the_sdk_nor_the_gate():
    """A reused tool on the mock backends must not pay for anthropic or libcst at start-up."""
    code = (
        "import sys; from toolkiln.cli import main; from toolkiln.backends import make_planner;"
        "from toolkiln.settings import load_settings; import toolkiln.agent;"
        "make_planner('mock', settings=load_settings());"
        "print(sorted(m for m in ('anthropic', 'libcst') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
