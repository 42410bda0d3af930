"""How the ``toolkiln`` script ends: without the interpreter's teardown, but with everything a normal exit keeps.

Once a command is done and no other thread is left, the process ends with the exit
functions run, the output flushed and the exit code a ``SystemExit`` would give;
only the freeing of every loaded module is skipped. With a thread still running,
the interpreter exits as always and waits for it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

TASK = "Convert 30 degrees Celsius to Fahrenheit"


def script(*args: str, home, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_")}
    env["TOOLKILN_HOME"] = str(home)
    code = "import sys; from toolkiln.cli.entry import entry_point; sys.argv[0] = 'toolkiln'; entry_point()"
    return subprocess.run(
        [sys.executable, "-c", code, *args], env=env, input=stdin, capture_output=True, text=True, timeout=120
    )


def test_a_run_prints_all_its_output_and_exits_0(tmp_path):
    done = script("run", "--json", TASK, home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["steps"][0]["result"] == {"fahrenheit": 86.0}


def test_a_usage_error_keeps_exit_code_2_and_its_message(tmp_path):
    done = script("run", "--json", home=tmp_path, stdin="")
    assert done.returncode == 2 and "the task is empty" in json.loads(done.stdout)["error"]["message"]


def test_a_long_listing_reaches_the_pipe_whole(tmp_path):
    from toolkiln.store import Registry

    with Registry(tmp_path / "registry.sqlite3") as registry:
        registry.save_many(
            {
                "name": f"tool_{index:04d}",
                "source": f'"""Tool {index}."""\n\ndef tool_{index:04d}(x: int) -> dict:\n    return {{"x": x}}\n',
                "description": f"Tool {index}.",
                "params": [{"name": "x", "type": "int", "required": True}],
                "backend": "mock",
                "model": "mock",
            }
            for index in range(1000)
        )
    done = script("tools", "list", "--json", home=tmp_path)
    assert done.returncode == 0 and len(json.loads(done.stdout)) >= 1000
    assert len(done.stdout) > 2 * 65536  # more than a pipe holds: the exit must wait for the reader


@pytest.mark.parametrize("code, status, said", [(None, 0, ""), (3, 3, ""), ("bye", 1, "bye\n")])
def test_exit_functions_run_and_the_status_is_what_system_exit_gives(code, status, said):
    program = (
        "import atexit, sys\n"
        "from toolkiln.cli.exits import exit_without_teardown\n"
        "atexit.register(lambda: print('exit function ran', end=''))\n"
        "print('output, ', end='')\n"
        f"exit_without_teardown({code!r})\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (status, "output, exit function ran", said)


def test_a_thread_still_running_is_waited_for(tmp_path):
    """Only when nothing is left to join is the teardown skipped: a working thread still finishes."""
    marker = tmp_path / "finished"
    program = (
        "import sys, threading, time\n"
        "import toolkiln.cli.main\n"
        "cli = sys.modules['toolkiln.cli.main']  # the package's attribute 'main' is the command group\n"
        "def main():\n"
        f"    threading.Thread(target=lambda: (time.sleep(0.3), open({str(marker)!r}, 'w').close())).start()\n"
        "    sys.exit(0)\n"
        "cli.main = main\n"
        "cli.entry()\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert marker.exists()
