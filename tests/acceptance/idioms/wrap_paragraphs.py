"""Re-wraps paragraphs to a width, with an optional indent, and reports the line count."""

# idiom-test: {"params": {"text": "The quick brown fox jumps over the lazy dog. It was not amused.\n\nA second paragraph, rather short.", "width": 24, "indent": "> "}, "calls": [{"params": {"text": "x", "width": 3}}]}

import textwrap


def wrap_paragraphs(text: str, width: int = 72, indent: str = "") -> dict:
    if width < 10:
        raise ValueError("width must be at least 10")
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    wrapped = [textwrap.fill(" ".join(p.split()), width=width - len(indent)) for p in paragraphs]
    result = "\n\n".join(textwrap.indent(p, indent) for p in wrapped)
    return {"text": result, "lines": result.count("\n") + 1, "paragraphs": len(paragraphs)}
