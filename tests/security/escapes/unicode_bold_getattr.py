"""Mathematical bold letters that Python reads as getattr and type.

Source: NFKC identifier normalisation (PEP 3131): mathematical alphanumeric
symbols fold to ASCII, so a deny-list compared as written misses them.
Tries: read a tuple's class through getattr and climb to object.
"""

# escape-test: {"stage": "gate", "kind": ["raised", "compile"]}

def unicode_bold_getattr() -> str:
    name = "_" * 2 + "class" + "_" * 2
    return str(𝐠𝐞𝐭𝐚𝐭𝐭𝐫((), name))
