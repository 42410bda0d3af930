"""Validates ISBN-10 and ISBN-13 numbers and converts ISBN-10 to ISBN-13."""

# idiom-test: {"params": {"isbns": ["0-306-40615-2", "978-0-306-40615-7", "0-306-40615-3", "123"]}, "calls": [{"params": {"isbns": []}}]}


def isbn10_ok(digits):
    if len(digits) != 10 or not digits[:9].isdigit() or not (digits[9].isdigit() or digits[9] in "Xx"):
        return False
    values = [int(d) for d in digits[:9]] + [10 if digits[9] in "Xx" else int(digits[9])]
    return sum((10 - i) * v for i, v in enumerate(values)) % 11 == 0


def isbn13_ok(digits):
    if len(digits) != 13 or not digits.isdigit():
        return False
    return sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10 == 0


def isbn_check(isbns: list[str]) -> dict:
    report = {}
    for isbn in isbns:
        digits = isbn.replace("-", "").replace(" ", "")
        if isbn10_ok(digits):
            core = "978" + digits[:9]
            check = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(core)) % 10) % 10
            report[isbn] = {"valid": True, "kind": "ISBN-10", "isbn13": core + str(check)}
        elif isbn13_ok(digits):
            report[isbn] = {"valid": True, "kind": "ISBN-13", "isbn13": digits}
        else:
            report[isbn] = {"valid": False, "kind": None, "isbn13": None}
    return {"report": report, "valid": sum(r["valid"] for r in report.values())}
