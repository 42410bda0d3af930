"""Counts islands of '#' in a grid of text rows and their sizes (breadth-first search)."""

# idiom-test: {"params": {"grid": ["##..#", "#...#", "..#..", "....#"]}, "calls": [{"params": {"grid": ["##", "#"]}}]}

from collections import deque


def flood_fill_regions(grid: list[str]) -> dict:
    if len({len(row) for row in grid}) > 1:
        raise ValueError("all rows must have the same width")
    seen = set()
    sizes = []
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell != "#" or (r, c) in seen:
                continue
            queue, size = deque([(r, c)]), 0
            seen.add((r, c))
            while queue:
                y, x = queue.popleft()
                size += 1
                for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < len(grid) and 0 <= nx < len(row) and grid[ny][nx] == "#" and (ny, nx) not in seen:
                        seen.add((ny, nx))
                        queue.append((ny, nx))
            sizes.append(size)
    return {"islands": len(sizes), "sizes": sorted(sizes, reverse=True)}
