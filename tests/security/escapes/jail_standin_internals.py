"""The real type behind a builtin type's stand-in, and the class behind a bound class method.

Source: classic jail walk (a bound method's self, a wrapper's wrapped object),
aimed at the stand-ins that make ``isinstance(x, dict)`` and ``dict.fromkeys`` work.
Tries: read the stand-in's slot holding the real type, the self of
``dict.fromkeys`` and the origin of ``list[int]``, then walk their subclasses
to a module that opens files.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}


def jail_standin_internals() -> list:
    reals = [dict._type_real, dict.fromkeys.__self__, list[int].__origin__, (dict | None).__args__[0]]
    found = []
    for real in reals:
        for cls in real.__base__.__subclasses__():
            if cls.__name__ == "FileLoader":
                found.append(cls.get_data(cls, "{{SECRET_FILE}}"))
    return found
