"""Ranks players by score (ties share a rank), then by name, and gives each a medal."""

# idiom-test: {"params": {"scores": {"ann": 90, "bo": 95, "cy": 90, "di": 70, "ed": 95}}, "calls": [{"params": {"scores": {}}}]}


def rank_leaderboard(scores: dict[str, int]) -> dict:
    ordered = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    table, rank, previous = [], 0, None
    for position, (name, score) in enumerate(ordered, start=1):
        if score != previous:
            rank, previous = position, score
        medal = {1: "gold", 2: "silver", 3: "bronze"}.get(rank, "")
        table.append({"rank": rank, "name": name, "score": score, "medal": medal})
    return {"table": table, "leaders": [row["name"] for row in table if row["rank"] == 1]}
