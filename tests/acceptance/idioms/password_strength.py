"""Scores a password's strength and says what is missing."""

# idiom-test: {"params": {"password": "Tr0ub4dor&3"}, "calls": [{"params": {"password": "password"}}, {"params": {"password": ""}}]}

import string

COMMON = {"password", "123456", "qwerty", "letmein"}


def password_strength(password: str) -> dict:
    checks = {
        "length >= 10": len(password) >= 10,
        "lowercase": any(c in string.ascii_lowercase for c in password),
        "uppercase": any(c in string.ascii_uppercase for c in password),
        "digit": any(c in string.digits for c in password),
        "symbol": any(c in string.punctuation for c in password),
        "not common": password.lower() not in COMMON,
    }
    score = sum(checks.values())
    label = ["very weak", "very weak", "weak", "fair", "good", "strong", "very strong"][score]
    return {"score": score, "label": label, "missing": [name for name, ok in checks.items() if not ok]}
