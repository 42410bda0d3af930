"""Lone surrogates in the result and the output.

Source: the JSON-over-pipes boundary: strings that are valid Python but not
encodable as UTF-8 reach code that prints or stores them.
Tries: make the host fail while encoding, printing or storing the result.
"""

# escape-test: {"stage": "trial", "kind": "not_json"}

def forge_lone_surrogate() -> dict:
    print("\udfff")
    return {"text": "\ud800x\udfff"}
