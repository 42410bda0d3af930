"""Builds acronyms from phrases, skipping small words unless they come first."""

# idiom-test: {"params": {"phrases": ["portable network graphics", "as soon as possible", "Federal Bureau of Investigation", "for your information"]}, "calls": [{"params": {"phrases": ["   "]}}]}

SMALL = {"of", "the", "and", "as", "for", "a", "an", "in", "on"}


def acronym_maker(phrases: list[str]) -> dict:
    out = {}
    for phrase in phrases:
        first, *rest = phrase.split() or [""]
        if not first:
            raise ValueError("a phrase must contain at least one word")
        letters = [first[0]] + [w[0] for w in rest if w.lower() not in SMALL]
        out[phrase] = "".join(letters).upper()
    return {"acronyms": out}
