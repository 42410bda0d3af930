"""Decides a tic-tac-toe board: winner, draw or still playing."""

# idiom-test: {"params": {"board": ["XOX", "OXO", "OXX"]}, "calls": [{"params": {"board": ["XO.", "...", "..."]}}, {"params": {"board": ["XXX", "OOO", "..."]}}, {"params": {"board": ["XX"]}}]}


def tic_tac_toe_winner(board: list[str]) -> dict:
    if len(board) != 3 or any(len(row) != 3 for row in board):
        raise ValueError("the board must be 3 rows of 3 cells")
    lines = [*board, *("".join(col) for col in zip(*board)), board[0][0] + board[1][1] + board[2][2],
             board[0][2] + board[1][1] + board[2][0]]
    winners = {line[0] for line in lines if line in ("XXX", "OOO")}
    if len(winners) > 1:
        raise ValueError("both players cannot have won")
    if winners:
        return {"state": "won", "winner": winners.pop()}
    full = all("." not in row for row in board)
    return {"state": "draw" if full else "playing", "winner": None}
