"""Import time, which the C code of datetime imports behind a tool's back.

Source: toolkiln's own change that lets ``date.strftime`` and ``datetime.strptime``
work: C code imports ``time`` and ``_strptime`` through the tool's ``__import__``,
so the import hook lets those names through for CPython's own calls.
Tries: import time (and its sleep) the way a tool imports, after making the
C code import it first, and stall the worker.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import datetime


def host_import_time() -> str:
    datetime.date(2024, 1, 1).strftime("%A")
    datetime.datetime.strptime("2024", "%Y")
    import time
    from time import sleep

    sleep(30)
    return str(time.time())
