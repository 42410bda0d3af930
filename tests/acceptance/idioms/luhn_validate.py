"""Validates card numbers with the Luhn checksum and names the card network."""

# idiom-test: {"params": {"numbers": ["4111 1111 1111 1111", "5500-0000-0000-0004", "3782 822463 10005", "1234 5678 9012 3456"]}, "calls": [{"params": {"numbers": ["abcd"]}}]}

NETWORKS = (("34", "Amex"), ("37", "Amex"), ("4", "Visa"), ("51", "Mastercard"), ("55", "Mastercard"))


def luhn_ok(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def luhn_validate(numbers: list[str]) -> dict:
    results = []
    for raw in numbers:
        digits = "".join(ch for ch in raw if ch.isdigit())
        if len(digits) < 12 or any(ch.isalpha() for ch in raw):
            raise ValueError(f"{raw!r} does not look like a card number")
        network = next((name for prefix, name in NETWORKS if digits.startswith(prefix)), "unknown")
        results.append({"number": f"**** {digits[-4:]}", "valid": luhn_ok(digits), "network": network})
    return {"results": results}
