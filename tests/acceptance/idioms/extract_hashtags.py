"""Extracts hashtags and mentions from social posts, counted case-insensitively."""

# idiom-test: {"params": {"posts": ["Loving #Python and #pytest! cc @ann", "#python tips by @Bob #DevLife", "no tags here"]}, "calls": [{"params": {"posts": []}}]}

import re
from collections import Counter

TAG = re.compile(r"#(\w+)")
MENTION = re.compile(r"@(\w+)")


def extract_hashtags(posts: list[str]) -> dict:
    tags = Counter(t.lower() for post in posts for t in TAG.findall(post))
    mentions = sorted({m.lower() for post in posts for m in MENTION.findall(post)})
    untagged = [i for i, post in enumerate(posts) if not TAG.search(post)]
    return {"tags": dict(tags.most_common()), "mentions": mentions, "untagged_posts": untagged}
