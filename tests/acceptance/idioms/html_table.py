"""Renders rows of dicts as an HTML table, escaping every cell."""

# idiom-test: {"params": {"rows": [{"name": "<b>Ann</b>", "score": 9.5}, {"name": "Bo & Co", "score": 7}], "caption": "Scores"}, "calls": [{"params": {"rows": []}}]}

import html


def html_table(rows: list[dict], caption: str = "") -> dict:
    if not rows:
        return {"html": "<table></table>", "rows": 0}
    columns = list(dict.fromkeys(key for row in rows for key in row))
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(row.get(c, '')))}</td>" for c in columns) + "</tr>" for row in rows
    )
    cap = f"<caption>{html.escape(caption)}</caption>" if caption else ""
    return {"html": f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>", "rows": len(rows)}
