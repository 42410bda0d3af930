"""Finds words one letter away from a word in a dictionary, and the shortest ladder (BFS)."""

# idiom-test: {"params": {"start": "cold", "goal": "warm", "words": ["cord", "card", "ward", "warm", "word", "worm", "corm", "wore", "core"]}, "calls": [{"params": {"start": "ab", "goal": "abc", "words": []}}]}

import string
from collections import deque


def word_ladder_step(start: str, goal: str, words: list[str]) -> dict:
    if len(start) != len(goal):
        raise ValueError("start and goal must have the same length")
    vocabulary = set(words) | {goal}
    previous = {start: None}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == goal:
            break
        for i in range(len(word)):
            for letter in string.ascii_lowercase:
                candidate = word[:i] + letter + word[i + 1 :]
                if candidate in vocabulary and candidate not in previous:
                    previous[candidate] = word
                    queue.append(candidate)
    if goal not in previous:
        return {"ladder": [], "steps": None}
    ladder = [goal]
    while (before := previous[ladder[-1]]) is not None:
        ladder.append(before)
    return {"ladder": ladder[::-1], "steps": len(ladder) - 1}
