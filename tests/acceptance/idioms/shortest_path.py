"""Dijkstra's shortest path on a weighted graph given as an edge list."""

# idiom-test: {"params": {"edges": [["A", "B", 4], ["A", "C", 2], ["C", "B", 1], ["B", "D", 5], ["C", "D", 8], ["D", "E", 3]], "start": "A", "goal": "E"}, "calls": [{"params": {"edges": [["A", "B", 1]], "start": "A", "goal": "Z"}}, {"params": {"edges": [["A", "B", -1]], "start": "A", "goal": "B"}}]}

import heapq
from collections import defaultdict


def shortest_path(edges: list[list], start: str, goal: str) -> dict:
    graph = defaultdict(list)
    for a, b, weight in edges:
        if weight < 0:
            raise ValueError(f"edge {a}-{b} has a negative weight")
        graph[a].append((b, weight))
        graph[b].append((a, weight))
    best = {start: 0}
    previous = {}
    queue = [(0, start)]
    while queue:
        dist, node = heapq.heappop(queue)
        if node == goal:
            break
        if dist > best.get(node, float("inf")):
            continue
        for neighbour, weight in graph[node]:
            if (candidate := dist + weight) < best.get(neighbour, float("inf")):
                best[neighbour] = candidate
                previous[neighbour] = node
                heapq.heappush(queue, (candidate, neighbour))
    if goal not in best:
        return {"reachable": False, "path": [], "distance": None}
    path = [goal]
    while path[-1] != start:
        path.append(previous[path[-1]])
    return {"reachable": True, "path": path[::-1], "distance": best[goal]}
