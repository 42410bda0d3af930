"""Translates text to Morse code and back."""

# idiom-test: {"params": {"text": "SOS Help", "direction": "encode"}, "calls": [{"params": {"text": "... --- ... / .... . .-.. .--.", "direction": "decode"}}, {"params": {"text": "ä?", "direction": "encode"}}]}

import string

CODES = dict(zip(string.ascii_uppercase + string.digits, (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --.. "
    "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----."
).split()))
LETTERS = {code: letter for letter, code in CODES.items()}


def morse_code(text: str, direction: str = "encode") -> dict:
    if direction == "decode":
        words = [w.split() for w in text.split(" / ")]
        return {"text": " ".join("".join(LETTERS[c] for c in word) for word in words)}
    unknown = sorted({c for c in text.upper() if c not in CODES and c != " "})
    if unknown:
        raise ValueError(f"no Morse code for {''.join(unknown)!r}")
    return {"text": " / ".join(" ".join(CODES[c] for c in word) for word in text.upper().split())}
