"""Formats a report with %-style and format-spec alignment, like a terminal table."""

# idiom-test: {"params": {"rows": [{"item": "Coffee", "qty": 3, "price": 2.5}, {"item": "Croissant", "qty": 12, "price": 1.35}, {"item": "Tea", "qty": 1, "price": 1999.999}]}, "calls": [{"params": {"rows": [{"item": "X"}]}}]}


def format_report_row(rows: list[dict]) -> dict:
    width = max(len(row["item"]) for row in rows)
    lines = ["%-*s %5s %10s" % (width, "Item", "Qty", "Total")]
    grand = 0.0
    for row in rows:
        total = row["qty"] * row["price"]
        grand += total
        lines.append("%-*s %5d %10.2f" % (width, row["item"], row["qty"], total))
    lines.append(f"{'Sum':<{width}} {'':>5} {grand:>10,.2f}")
    return {"lines": lines, "grand_total": round(grand, 2)}
