"""Parses "key=value; key2=value2" settings, typing numbers and booleans on the way."""

# idiom-test: {"params": {"text": "host=example.org; port=8080; debug=true; ratio=0.75; name = my app"}, "calls": [{"params": {"text": "novalue"}}, {"params": {"text": ""}}]}


def convert(raw):
    lowered = raw.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return raw


def parse_key_values(text: str) -> dict:
    settings = {}
    for chunk in filter(None, (c.strip() for c in text.split(";"))):
        key, sep, value = chunk.partition("=")
        if not sep:
            raise ValueError(f"setting {chunk!r} has no '='")
        settings[key.strip()] = convert(value.strip())
    types = {key: "bool" if isinstance(v, bool) else "int" if isinstance(v, int) else "float" if isinstance(v, float) else "str" for key, v in settings.items()}
    return {"settings": settings, "types": types}
