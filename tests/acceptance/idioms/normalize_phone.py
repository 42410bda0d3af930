"""Normalises phone numbers to E.164 for a default country code, or says why it cannot."""

# idiom-test: {"params": {"numbers": ["(030) 1234-5678", "+1 415 555 0100", "0049 89 123456", "0170/9876543"], "country": "49"}, "calls": [{"params": {"numbers": ["12"], "country": "49"}}, {"params": {"numbers": ["030 123"], "country": "+49"}}]}

import re


def normalize_phone(numbers: list[str], country: str = "49") -> dict:
    if not country.isdigit():
        raise ValueError("country must be digits only, like '49'")
    normalized = {}
    for raw in numbers:
        digits = re.sub(r"[^\d+]", "", raw)
        if digits.startswith("00"):
            digits = "+" + digits[2:]
        elif digits.startswith("0"):
            digits = f"+{country}{digits[1:]}"
        elif not digits.startswith("+"):
            digits = f"+{country}{digits}"
        if not 8 <= len(digits) - 1 <= 15:
            raise ValueError(f"{raw!r} has {len(digits) - 1} digits; E.164 allows 8 to 15")
        normalized[raw] = digits
    return {"numbers": normalized}
