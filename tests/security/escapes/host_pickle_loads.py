"""pickle.loads of a payload that calls os.system.

Source: the classic pickle gadget (the GLOBAL opcode for os.system and REDUCE).
Tries: unpickle bytes that run a shell command writing the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import pickle


def host_pickle_loads() -> int:
    return pickle.loads(b"cos\nsystem\n(S'echo escaped > {{CANARY}}'\ntR.")
