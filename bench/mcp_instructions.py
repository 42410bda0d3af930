"""Instructions the ``toolkiln mcp`` process runs per ``ping`` and per ``tools/call``, counted by callgrind.

Wall and CPU time per request move with the machine's load by tens of percent;
an instruction count does not (three runs agree within 1 %), so this is how a
change to the server's per-request work is compared while other work shares
the machine. The server runs under valgrind's callgrind with counting off; the
SDK's client warms it up, then counting is switched on for N pings, dumped,
and again for N calls of the bench's stored tool. Only the server's own
user-space instructions are counted: not the kernel's, not the worker's (a
child process, not traced).

    python bench/mcp_instructions.py [--n 300] [--src DIR]... [--floor]

``--src DIR`` measures the ``toolkiln`` package under DIR (a ``src`` folder of
another checkout) instead of the installed one; give it more than once to
compare trees in one run. ``--floor`` adds ``mcp_floor_server.py``. Needs
valgrind (``apt-get install valgrind``) and the ``mcp`` extra.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

import anyio

from bench import BENCH, child_pids, save_bench_tool

TOOL = "celsius_to_fahrenheit"
WARM_UP = 30


def callgrind_control(pid: int, *args: str) -> None:
    subprocess.run(["callgrind_control", *args, str(pid)], check=True, capture_output=True, timeout=600)


def counted(dump: Path) -> int:
    match = re.search(r"^totals:\s+(\d+)", dump.read_text(), re.M)
    if match is None:
        raise RuntimeError(f"{dump} holds no totals")
    return int(match.group(1))


async def measure(command: list[str], env: dict[str, str], n: int, out: Path) -> dict[str, float]:
    """Instructions per ping and per call of one server, started under callgrind by the SDK's client."""
    from mcp import Client, StdioServerParameters

    valgrind = ["--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}/cg.%p", *command]
    server = StdioServerParameters(command="valgrind", args=valgrind, env=env)
    others = child_pids()
    per_request: dict[str, float] = {}
    async with Client(server, mode="legacy") as client:
        await client.list_tools()
        (pid,) = child_pids() - others
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # ping is handshake-era only; that is the era measured
            for _ in range(WARM_UP):  # the first calls start the workers
                await client.call_tool(TOOL, {"celsius": 30})
                await client.send_ping()
            for kind in ("ping", "call"):
                await anyio.to_thread.run_sync(callgrind_control, pid, "--instr=on")
                for _ in range(n):
                    if kind == "ping":
                        await client.send_ping()
                    elif (await client.call_tool(TOOL, {"celsius": 30})).structured_content != {"fahrenheit": 86.0}:
                        raise RuntimeError("the MCP call failed")
                await anyio.to_thread.run_sync(callgrind_control, pid, "--instr=off")
                before = set(glob.glob(f"{out}/cg.{pid}.*"))
                await anyio.to_thread.run_sync(callgrind_control, pid, f"--dump={kind}")
                (dump,) = set(glob.glob(f"{out}/cg.{pid}.*")) - before
                per_request[kind] = counted(Path(dump)) / n
                await anyio.to_thread.run_sync(callgrind_control, pid, "--zero")
    return per_request


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300, help="pings and calls counted per server")
    parser.add_argument("--src", action="append", default=[], help="a src folder whose toolkiln to measure")
    parser.add_argument("--floor", action="store_true", help="also measure bench/mcp_floor_server.py")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        print("mcp_instructions: needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 2
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_")}
    servers: dict[str, tuple[list[str], dict[str, str]]] = {}
    for src in args.src or [""]:
        tree_env = {**env, "PYTHONPATH": str(Path(src).resolve())} if src else env
        servers[src or "installed"] = ([sys.executable, "-m", "toolkiln", "mcp"], tree_env)
    if args.floor:
        servers["floor"] = ([sys.executable, str(BENCH / "mcp_floor_server.py")], env)
    with tempfile.TemporaryDirectory(prefix="toolkiln-home-") as home, tempfile.TemporaryDirectory() as out:
        save_bench_tool(Path(home), TOOL)
        for label, (command, server_env) in servers.items():
            counts = anyio.run(measure, command, {**server_env, "TOOLKILN_HOME": home}, args.n, Path(out))
            print(f"{label}: {counts['ping'] / 1000:.0f}k instructions per ping, {counts['call'] / 1000:.0f}k per call")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
