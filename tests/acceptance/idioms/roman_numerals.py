"""Converts integers to Roman numerals and back."""

# idiom-test: {"params": {"value": "1994"}, "calls": [{"params": {"value": "MMXXIV"}}, {"params": {"value": "0"}}, {"params": {"value": "IIII"}}]}

PAIRS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(number: int) -> str:
    if not 0 < number < 4000:
        raise ValueError("Roman numerals cover 1 to 3999")
    out = []
    for amount, letters in PAIRS:
        count, number = divmod(number, amount)
        out.append(letters * count)
    return "".join(out)


def from_roman(text: str) -> int:
    values = {letters: amount for amount, letters in PAIRS if len(letters) == 1}
    total = 0
    for current, following in zip(text, text[1:] + " "):
        value = values[current]
        total += -value if following != " " and values[following] > value else value
    if to_roman(total) != text:
        raise ValueError(f"{text!r} is not a canonical Roman numeral")
    return total


def roman_numerals(value: str) -> dict:
    value = value.strip().upper()
    if value.isdigit():
        return {"arabic": int(value), "roman": to_roman(int(value))}
    return {"arabic": from_roman(value), "roman": value}
