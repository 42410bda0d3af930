"""Terminal escape sequences carried into the gate's own verdict.

Source: terminal escape injection (CVE-2003-0063 and its successors), aimed
at the gate instead of the runtime: a rule that quotes part of a string
literal in its message (the format-fields rule quotes the field) hands the
literal's value, escapes decoded, to whatever shows the verdict.
Tries: get a rejection message that retitles and clears the terminal of the
person running `toolkiln vet`, and reverses the text after it.
"""

# escape-test: {"stage": "gate", "kind": "raised", "clean_errors": true}


def forge_gate_message_escapes() -> str:
    return "{0.real\x1b]0;owned\x07\x1bc\x9b2J\u202e}".format(1)
