"""input() to read the worker's protocol channel.

Source: toolkiln's worker design (JSON over dedicated pipes; nothing a tool
reads may touch them) and classic stdin-reading jail tricks.
Tries: read a line of the host's messages and answer in its place.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def jail_input_protocol() -> str:
    return input()
