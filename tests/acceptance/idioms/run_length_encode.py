"""Run-length encodes a string with itertools.groupby: "aaabcc" -> "a3b1c2"."""

# idiom-test: {"params": {"text": "aaabccddddde"}, "calls": [{"params": {"text": ""}}, {"params": {"text": "xyz", "compact": true}}]}

import itertools


def run_length_encode(text: str, compact: bool = False) -> dict:
    runs = [(char, len(list(group))) for char, group in itertools.groupby(text)]
    if compact:
        encoded = "".join(char if count == 1 else f"{char}{count}" for char, count in runs)
    else:
        encoded = "".join(f"{char}{count}" for char, count in runs)
    return {"encoded": encoded, "runs": len(runs), "ratio": round(len(encoded) / len(text), 3) if text else None}
