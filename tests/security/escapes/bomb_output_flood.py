"""Printing a hundred megabytes.

Source: the toolkiln threat list (huge strings) aimed at the output channel;
printed text must be capped, not buffered without end.
Tries: print until the host's memory or the protocol gives way.
"""

# escape-test: {"stage": "accepted", "result": 100000, "max_output": 20000}

def bomb_output_flood() -> int:
    line = "x" * 1000
    for count in range(100000):
        print(line)
    return count + 1
