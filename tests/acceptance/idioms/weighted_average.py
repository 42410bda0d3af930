"""Weighted average of grades with credit weights; validates every entry."""

# idiom-test: {"params": {"grades": {"math": 1.7, "physics": 2.3, "art": 1.0}, "weights": {"math": 10, "physics": 8, "art": 2}}, "calls": [{"params": {"grades": {"math": 1.0}, "weights": {}}}, {"params": {"grades": {}, "weights": {}}}]}


def weighted_average(grades: dict[str, float], weights: dict[str, int]) -> dict:
    if not grades:
        raise ValueError("no grades given")
    missing = sorted(set(grades) - set(weights))
    if missing:
        raise KeyError(f"no weight for: {', '.join(missing)}")
    total_weight = sum(weights[name] for name in grades)
    average = sum(grade * weights[name] for name, grade in grades.items()) / total_weight
    return {"average": round(average, 3), "weight": total_weight, "best": min(grades, key=grades.get)}
