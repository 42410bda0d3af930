"""Encodes text as base64 (standard or URL-safe) or decodes it back."""

# idiom-test: {"params": {"text": "Grüße, world?>", "mode": "encode"}, "calls": [{"params": {"text": "R3LDvMOfZSwgd29ybGQ_Pg==", "mode": "decode", "url_safe": true}}, {"params": {"text": "%%%", "mode": "decode"}}, {"params": {"text": "x", "mode": "zip"}}]}

import base64


def base64_roundtrip(text: str, mode: str = "encode", url_safe: bool = False) -> dict:
    if mode not in ("encode", "decode"):
        raise ValueError(f"mode must be 'encode' or 'decode', not {mode!r}")
    if mode == "encode":
        raw = text.encode("utf-8")
        out = base64.urlsafe_b64encode(raw) if url_safe else base64.b64encode(raw)
        return {"result": out.decode("ascii"), "bytes": len(raw)}
    try:
        raw = base64.urlsafe_b64decode(text) if url_safe else base64.b64decode(text, validate=True)
    except ValueError as err:
        raise ValueError(f"not valid base64: {err}") from None
    return {"result": raw.decode("utf-8"), "bytes": len(raw)}
