"""A dunder attribute with fullwidth letters.

Source: NFKC identifier normalisation; _＿class＿＿ (an ASCII underscore,
then fullwidth low lines) is the class attribute to Python.
Tries: read a tuple's class and its subclasses.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def unicode_dunder_attribute() -> str:
    return str(()._＿ｃｌａｓｓ＿＿)
