"""Collects the header lines of an email-like message until the first blank line."""

# idiom-test: {"params": {"message": "From: ann@example.org\nTo: bo@example.org\nSubject: Hi there\n\nBody line one\nBody: not a header"}, "calls": [{"params": {"message": "no headers"}}]}


def read_until_blank(message: str) -> dict:
    lines = iter(message.splitlines())
    headers = {}
    while (line := next(lines, "")).strip():
        name, colon, value = line.partition(":")
        if not colon:
            raise ValueError(f"header line without a colon: {line!r}")
        headers[name.strip().lower()] = value.strip()
    body = "\n".join(lines)
    return {"headers": headers, "body_lines": len(body.splitlines()) if body else 0}
