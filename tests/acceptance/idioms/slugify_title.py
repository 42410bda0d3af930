"""Turns a title into a URL slug, folding accents (Crème Brûlée -> creme-brulee)."""

# idiom-test: {"params": {"title": "  Crème Brûlée: The Ultimate Guide!  "}, "calls": [{"params": {"title": "Straße & Co. — 2024", "max_length": 10}}, {"params": {"title": "!!!"}}]}

import re
import unicodedata


def slugify_title(title: str, max_length: int = 60) -> dict:
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    if not slug:
        raise ValueError(f"title {title!r} has no letters or digits to build a slug from")
    if len(slug) > max_length:
        slug = slug[:max_length].rstrip("-")
    return {"slug": slug, "length": len(slug)}
