"""Lists items below their reorder level, most urgent first, with order quantities."""

# idiom-test: {"params": {"stock": {"apples": 5, "pears": 40, "plums": 0, "kiwis": 12}, "levels": {"apples": 20, "pears": 30, "plums": 10, "kiwis": 12}}, "calls": [{"params": {"stock": {"x": -1}, "levels": {"x": 1}}}]}


def inventory_restock(stock: dict[str, int], levels: dict[str, int], batch: int = 10) -> dict:
    negative = [name for name, count in stock.items() if count < 0]
    if negative:
        raise ValueError(f"negative stock for {negative}")
    low = {name: levels[name] - count for name, count in stock.items() if name in levels and count < levels[name]}
    order = {name: -(-shortfall // batch) * batch for name, shortfall in low.items()}
    urgent = sorted(low, key=lambda name: (stock[name] / levels[name], name))
    return {"reorder": urgent, "order_quantities": order, "ok": sorted(set(stock) - set(low))}
