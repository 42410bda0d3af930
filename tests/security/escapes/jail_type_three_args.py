"""type(name, bases, dict) builds a class with dunder methods.

Source: classic jail walk: type() with three arguments defines classes (and
their magic methods) without a class statement.
Tries: build a class whose attribute hook and initialiser would run code,
then reach object's subclasses through type(type).
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def jail_type_three_args() -> str:
    built = type("Built", (), {"__getattr__": lambda self, name: name})
    root = type(built).mro(built)[-1]
    return str(root)
