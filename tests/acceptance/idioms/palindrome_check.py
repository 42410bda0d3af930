"""Checks phrases for palindromes, ignoring case, spaces and punctuation."""

# idiom-test: {"params": {"phrases": ["A man, a plan, a canal: Panama", "Hello", "Was it a car or a cat I saw?", "Ésope reste ici et se repose"]}, "calls": [{"params": {"phrases": [""]}}]}

import unicodedata


def clean(text):
    folded = unicodedata.normalize("NFKD", text.casefold())
    return [c for c in folded if c.isalnum()]


def palindrome_check(phrases: list[str]) -> dict:
    results = {}
    for phrase in phrases:
        letters = clean(phrase)
        results[phrase] = bool(letters) and letters == letters[::-1]
    return {"results": results, "count": sum(results.values())}
