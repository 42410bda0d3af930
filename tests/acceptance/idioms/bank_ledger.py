"""Applies deposits and withdrawals to accounts, refusing overdrafts, with exact cents."""

# idiom-test: {"params": {"transactions": [["alice", "deposit", "100.00"], ["bob", "deposit", "50"], ["alice", "withdraw", "30.55"], ["bob", "withdraw", "80"], ["carol", "withdraw", "1"]]}, "calls": [{"params": {"transactions": [["x", "steal", "5"]]}}]}

from collections import defaultdict
from decimal import Decimal


def bank_ledger(transactions: list[list[str]]) -> dict:
    balances = defaultdict(Decimal)
    refused = []
    for number, (account, action, amount_text) in enumerate(transactions, start=1):
        amount = Decimal(amount_text)
        if action == "deposit":
            balances[account] += amount
        elif action == "withdraw":
            if balances[account] < amount:
                refused.append({"line": number, "account": account, "reason": "insufficient funds"})
                continue
            balances[account] -= amount
        else:
            raise ValueError(f"line {number}: unknown action {action!r}")
    return {"balances": {k: f"{v:.2f}" for k, v in sorted(balances.items())}, "refused": refused}
