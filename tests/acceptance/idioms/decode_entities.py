"""Decodes HTML entities and strips tags from a snippet of HTML."""

# idiom-test: {"params": {"snippet": "<p>Fish &amp; Chips &mdash; &pound;5 &lt;cheap&gt;</p><br/>Caf&eacute;"}, "calls": [{"params": {"snippet": ""}}]}

import html
import re


def decode_entities(snippet: str) -> dict:
    without_tags = re.sub(r"<[^>]+>", " ", snippet)
    text = " ".join(html.unescape(without_tags).split())
    return {"text": text, "entities": len(re.findall(r"&[#\w]+;", snippet))}
