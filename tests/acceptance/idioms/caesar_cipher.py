"""Encrypts or decrypts text with a Caesar shift, keeping case and punctuation."""

# idiom-test: {"params": {"text": "Hello, World!", "shift": 3}, "calls": [{"params": {"text": "Khoor, Zruog!", "shift": -3}}, {"params": {"text": "abc", "shift": 55}}]}

import string


def caesar_cipher(text: str, shift: int) -> dict:
    shift %= 26
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return {"text": text.translate(table), "shift": shift}
