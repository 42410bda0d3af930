"""A class with dunder methods of its own.

Source: RestrictedPython test suite (tests/transformer/test_classdef.py:
only a few dunder methods are allowed) and classic jail walks with
attribute-miss and subclass-creation hooks.
Tries: define hooks that run on attribute misses and subclassing, and read
object's subclasses from inside one.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

class Probe:
    def __getattr__(self, name):
        return name

    def __init_subclass__(cls, **kwargs):
        cls.found = object.__subclasses__()


class Child(Probe):
    pass


def jail_class_dunder_getattr() -> str:
    return str(Child.found)
