"""All pairings of players for a round robin, and each player's number of games."""

# idiom-test: {"params": {"players": ["Ann", "Bo", "Cy", "Di"]}, "calls": [{"params": {"players": ["Solo"]}}, {"params": {"players": ["A", "B", "A"]}}]}

import itertools


def team_pairings(players: list[str]) -> dict:
    if len(set(players)) != len(players):
        raise ValueError("player names must be unique")
    if len(players) < 2:
        raise ValueError("a round robin needs at least two players")
    games = [f"{a} vs {b}" for a, b in itertools.combinations(players, 2)]
    return {"games": games, "count": len(games), "per_player": len(players) - 1}
