"""Scores quiz answers against a key, with partial credit for multiple-choice sets."""

# idiom-test: {"params": {"key": {"q1": "b", "q2": ["a", "c"], "q3": "d"}, "answers": {"q1": "b", "q2": ["a"], "q3": "a", "q4": "x"}}, "calls": [{"params": {"key": {}, "answers": {}}}]}


def score_quiz(key: dict, answers: dict) -> dict:
    if not key:
        raise ValueError("the answer key is empty")
    points: float = 0.0
    detail = {}
    for question, correct in key.items():
        given = answers.get(question)
        if isinstance(correct, list):
            chosen = set(given) if isinstance(given, (list, tuple)) else {given}
            score = len(chosen & set(correct)) / len(correct) - len(chosen - set(correct)) * 0.5
            score = max(score, 0.0)
        else:
            score = 1.0 if given == correct else 0.0
        detail[question] = score
        points += score
    extra = sorted(set(answers) - set(key))
    return {"points": points, "percent": f"{points / len(key):.0%}", "detail": detail, "ignored": extra}
