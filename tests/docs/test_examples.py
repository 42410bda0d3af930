"""Every runnable example of README.md and the site prints what the page says it prints.

Each page's examples run in order in one fresh ``TOOLKILN_HOME`` on the mock backends (so the
second turn of a page reuses the tool its first one wrote), through the installed ``toolkiln``
script and the same Python, in a scratch folder. The runner is ``tests/docs/doc_examples.py``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from doc_examples import ROOT, Example, examples, matches, normalized, pages

_PAGES = [page for page in pages() if examples(page)]


def _env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("TOOLKILN_")}
    env.update(TOOLKILN_HOME=str(home), NO_COLOR="1", COLUMNS="100")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    return env


def _write(example: Example, env: dict[str, str], cwd: Path) -> None:
    """A named block's text, as the file it names: in the scratch folder, or in the home."""
    home_prefix = "$TOOLKILN_HOME/"
    if example.filename.startswith(home_prefix):
        target = Path(env["TOOLKILN_HOME"]) / example.filename.removeprefix(home_prefix)
    else:
        target = cwd / example.filename
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(example.source, encoding="utf-8")


def _run_console(example: Example, env: dict[str, str], cwd: Path) -> None:
    for command in example.commands:
        done = subprocess.run(
            ["bash", "-c", command.line],
            input=command.stdin or "",
            env=env,
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,  # one stream, in the order a terminal shows them
            text=True,
            timeout=300,
            check=False,
        )
        actual = normalized(done.stdout)
        assert matches(normalized("\n".join(command.expected)), actual), (
            f"{example.page}:{example.line}: `$ {command.line}` printed, after normalizing times:\n"
            + "\n".join(actual)
            + "\n-- the page says:\n"
            + "\n".join(command.expected)
        )


def _run_python(example: Example, env: dict[str, str], cwd: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", example.source],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"{example.page}:{example.line} failed:\n{done.stderr}"
    assert normalized(done.stdout) == example.expected_prints, (
        f"{example.page}:{example.line} printed:\n{done.stdout}\n-- its comments say:\n"
        + "\n".join(example.expected_prints)
    )


@pytest.mark.parametrize("page", _PAGES, ids=[str(page.relative_to(ROOT)) for page in _PAGES])
def test_page_examples_print_what_the_page_shows(page: Path, tmp_path: Path) -> None:
    """Runs the page's console and marked Python blocks in order and compares what they print."""
    env = _env(tmp_path / "home")
    cwd = tmp_path / "work"
    cwd.mkdir()
    for example in examples(page):
        if example.kind == "file":
            _write(example, env, cwd)
        elif example.kind == "console":
            _run_console(example, env, cwd)
        else:
            _run_python(example, env, cwd)


def test_a_changed_output_fails_the_comparison() -> None:
    """The comparison is not blind: one changed word, or a missing line, is a mismatch."""
    shown = normalized("✓ s1  generated  celsius_to_fahrenheit@1(celsius=30)  312.3 ms\n320 ms\n30 °C is 86.0 °F.")
    printed = normalized("✓ s1  generated  celsius_to_fahrenheit@1(celsius=30)  41.0 ms\n44 ms\n30 °C is 86.0 °F.")
    assert matches(shown, printed)
    assert not matches(shown, [*printed[:-1], "30 °C is 87.0 °F."])
    assert not matches(shown, printed[:-1])
    assert matches(["first", "…", "last"], ["first", "a", "b", "last"])
    assert not matches(["first", "…", "last"], ["first", "a", "b"])


def test_every_page_with_commands_has_runnable_blocks() -> None:
    """README and the quickstart show their commands in runnable blocks, so they are tested."""
    assert {"README.md", "docs/quickstart.md"} <= {str(page.relative_to(ROOT)) for page in _PAGES}


def test_ci_installs_and_runs_what_the_readme_s_test_command_does() -> None:
    """`.ci/run` installs the extras of README's test command and runs pytest with the same options."""
    import re

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = next(line for line in readme.splitlines() if "python -m pytest" in line and "pip install" in line)
    readme_extras = re.search(r"-e '\.\[([a-z,]+)\]'", command)
    ci_extras = re.search(r"pip install -q -e '\.\[([a-z,]+)\]'", ci)
    assert readme_extras and ci_extras
    assert set(readme_extras.group(1).split(",")) == set(ci_extras.group(1).split(","))
    assert "mkdocs build --strict" in ci
    readme_pytest = command.split("python -m pytest", 1)[1].split()
    ci_pytest = next(line for line in ci.splitlines() if line.startswith("python -m pytest")).split()[3:]
    assert [a for a in ci_pytest if a not in ("-p", "no:cacheprovider")] == readme_pytest, (readme_pytest, ci_pytest)
