"""Moves that solve the Tower of Hanoi for n discs, recursively."""

# idiom-test: {"params": {"discs": 4}, "calls": [{"params": {"discs": 0}}, {"params": {"discs": 21}}]}


def hanoi_moves(discs: int) -> dict:
    if not 1 <= discs <= 20:
        raise ValueError("discs must be between 1 and 20")
    moves = []

    def solve(n, source, target, spare):
        if n == 0:
            return
        solve(n - 1, source, spare, target)
        moves.append(f"{source}->{target}")
        solve(n - 1, spare, target, source)

    solve(discs, "A", "C", "B")
    return {"count": len(moves), "first": moves[:7], "last": moves[-1]}
