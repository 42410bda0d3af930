"""import ctypes and call libc directly.

Source: classic escape from Python-level sandboxes (ctypes reaches libc's
system() and raw memory).
Tries: call libc system() to write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import ctypes


def host_import_ctypes() -> int:
    libc = ctypes.CDLL(None)
    return libc.system(b"echo escaped > {{CANARY}}")
