"""Splits simple CSV text into columns and sums the numeric ones."""

# idiom-test: {"params": {"text": "name,qty,price\nApple,3,0.5\nPear,,0.75\nFig,10,1.2\n"}, "calls": [{"params": {"text": "a,b\n1\n"}}]}


def csv_columns(text: str) -> dict:
    header, *rows = [line.split(",") for line in text.strip().splitlines()]
    for number, row in enumerate(rows, start=2):
        if len(row) != len(header):
            raise ValueError(f"line {number} has {len(row)} fields, the header has {len(header)}")
    columns = {name: [row[i] for row in rows] for i, name in enumerate(header)}
    sums = {}
    for name, cells in columns.items():
        try:
            sums[name] = round(sum(float(c) for c in cells if c), 6)
        except ValueError:
            continue
    return {"columns": columns, "sums": sums, "rows": len(rows)}
