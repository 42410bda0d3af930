"""Formats prices for a locale style: thousands separators, decimals, currency placement."""

# idiom-test: {"params": {"amounts": [1234567.891, 0.5, -42, 1000], "style": "de"}, "calls": [{"params": {"amounts": [1234.5], "style": "us"}}, {"params": {"amounts": [1], "style": "fr"}}]}


def make_formatter(thousands: str, decimal_mark: str, symbol: str, before: bool):
    def format_amount(amount):
        text = f"{abs(amount):,.2f}".replace(",", "\x00").replace(".", decimal_mark).replace("\x00", thousands)
        sign = "-" if amount < 0 else ""
        return f"{sign}{symbol}{text}" if before else f"{sign}{text} {symbol}"

    return format_amount


STYLES = {"de": (".", ",", "€", False), "us": (",", ".", "$", True), "ch": ("'", ".", "CHF ", True)}


def price_formatter(amounts: list[float], style: str = "us") -> dict:
    if style not in STYLES:
        raise ValueError(f"unknown style {style!r}; choose one of {', '.join(sorted(STYLES))}")
    fmt = make_formatter(*STYLES[style])
    return {"formatted": [fmt(a) for a in amounts]}
