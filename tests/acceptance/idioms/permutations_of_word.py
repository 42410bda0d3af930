"""Distinct permutations of a word, generated recursively, in sorted order."""

# idiom-test: {"params": {"word": "abca"}, "calls": [{"params": {"word": "toolongword"}}]}


def permute(letters):
    if len(letters) <= 1:
        return [letters]
    found = set()
    for index, letter in enumerate(letters):
        for rest in permute(letters[:index] + letters[index + 1 :]):
            found.add(letter + rest)
    return sorted(found)


def permutations_of_word(word: str) -> dict:
    if len(word) > 8:
        raise ValueError("words longer than 8 letters have too many permutations")
    result = permute(word)
    return {"count": len(result), "permutations": result[:24]}
