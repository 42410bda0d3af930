"""Orders tasks by their dependencies (topological sort), reporting cycles."""

# idiom-test: {"params": {"tasks": {"deploy": ["build", "test"], "test": ["build"], "build": ["fetch"], "fetch": [], "docs": []}}, "calls": [{"params": {"tasks": {"a": ["b"], "b": ["a"]}}}, {"params": {"tasks": {"a": ["missing"]}}}]}

from collections import deque


def schedule_tasks(tasks: dict[str, list[str]]) -> dict:
    unknown = sorted({d for deps in tasks.values() for d in deps} - set(tasks))
    if unknown:
        raise KeyError(f"unknown dependencies: {unknown}")
    waiting = {name: len(deps) for name, deps in tasks.items()}
    users = {name: [] for name in tasks}
    for name, deps in tasks.items():
        for dep in deps:
            users[dep].append(name)
    ready = deque(sorted(name for name, count in waiting.items() if count == 0))
    order = []
    while ready:
        current = ready.popleft()
        order.append(current)
        for user in sorted(users[current]):
            waiting[user] -= 1
            if waiting[user] == 0:
                ready.append(user)
    if len(order) != len(tasks):
        raise ValueError(f"dependency cycle among: {sorted(set(tasks) - set(order))}")
    return {"order": order}
