"""Checksums of a text in several algorithms, and a short id from the first bytes."""

# idiom-test: {"params": {"text": "hello world"}, "calls": [{"params": {"text": ""}}]}

import base64
import hashlib


def checksum_text(text: str) -> dict:
    data = text.encode("utf-8")
    digest = hashlib.sha256(data).digest()
    return {
        "md5": hashlib.md5(data).hexdigest(),
        "sha1": hashlib.sha1(data).hexdigest(),
        "sha256": digest.hex(),
        "short_id": base64.urlsafe_b64encode(digest[:6]).decode("ascii"),
        "bytes": len(data),
    }
