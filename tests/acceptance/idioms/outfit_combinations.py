"""All outfits from clothing options (Cartesian product), excluding banned pairs."""

# idiom-test: {"params": {"options": {"top": ["shirt", "tee"], "bottom": ["jeans", "shorts"], "shoes": ["boots", "sandals"]}, "banned": [["boots", "shorts"]]}, "calls": [{"params": {"options": {}}}]}

import itertools


def outfit_combinations(options: dict[str, list[str]], banned: list[list[str]] | None = None) -> dict:
    if not options:
        raise ValueError("no clothing options given")
    slots = list(options)
    bans = [set(pair) for pair in banned or []]
    outfits = [
        dict(zip(slots, combo))
        for combo in itertools.product(*(options[s] for s in slots))
        if not any(ban <= set(combo) for ban in bans)
    ]
    return {"count": len(outfits), "outfits": outfits}
