"""mro() without an underscore: the class hierarchy through a plain name.

Source: classic jail walks; mro is one of the few hierarchy handles that a
check for leading underscores does not see.
Tries: climb from an allowed exception class to object with mro() and list
its subclasses through a format field built at run time.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}

def jail_mro_method() -> str:
    root = ValueError.mro()[-1]
    under = "_" * 2
    template = chr(123) + "0." + under + "subclasses" + under + chr(125)
    return template.format(root)
