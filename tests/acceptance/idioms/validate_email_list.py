"""Splits a list of addresses into valid and invalid ones, de-duplicated case-insensitively."""

# idiom-test: {"params": {"addresses": ["ann@example.com", "ANN@example.com", "bad@", "bob.smith@mail.co.uk", " eve@x.org "]}, "calls": [{"params": {"addresses": []}}, {"params": {"addresses": ["ok@a.de", 5]}}]}

import re

PATTERN = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")


def validate_email_list(addresses: list) -> dict:
    if not all(isinstance(a, str) for a in addresses):
        raise TypeError("every address must be a string")
    seen = dict.fromkeys(a.strip().lower() for a in addresses)
    valid = [a for a in seen if PATTERN.match(a)]
    invalid = [a for a in seen if a not in valid]
    return {"valid": valid, "invalid": invalid, "ratio": round(len(valid) / len(seen), 3) if seen else 0.0}
