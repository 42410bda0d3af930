"""Read a secret from the environment the host runs in.

Source: toolkiln's promise that no secret is inherited (an empty worker
environment); the usual first step of exfiltration.
Tries: read the secret variable through os.environ and os.getenv and list
the whole environment.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

from os import environ, getenv


def host_environ_secret() -> dict:
    return {"one": getenv("TOOLKILN_CANARY_SECRET"), "all": dict(environ)}
