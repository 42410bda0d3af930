"""import subprocess and start a shell.

Source: classic sandbox escape; toolkiln's promise of no process creation.
Tries: run a shell that writes the canary file and prints the secret
variable.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import subprocess


def host_import_subprocess() -> str:
    return subprocess.run(
        ["sh", "-c", "echo escaped > {{CANARY}}; echo $TOOLKILN_CANARY_SECRET"],
        capture_output=True, text=True,
    ).stdout
