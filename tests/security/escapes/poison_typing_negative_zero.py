"""Make a later call print Literal[0.0] as Literal[-0.0].

Source: the toolkiln red-team review, round 2: -0.0 == 0.0 and both hash
alike, so typing's equality-keyed cache hands the first one created to
every later call in the worker.
Tries: create Literal[-0.0] in one call so that the next call's
str(typing.Literal[0.0]) comes out as "typing.Literal[-0.0]".
"""

# escape-test: {"stage": "accepted", "params": {"plant": true}, "result": "typing.Literal[-0.0]", "pool": "solo", "calls": [{"params": {"plant": false}, "result": "typing.Literal[0.0]"}]}

import typing


def poison_typing_negative_zero(plant: bool = True) -> str:
    if plant:
        return str(typing.Literal[-0.0])
    return str(typing.Literal[0.0])
