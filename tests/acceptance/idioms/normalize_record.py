"""Normalises a user record: trims strings, checks types, fills defaults."""

# idiom-test: {"params": {"record": {"name": "  Ada Lovelace ", "age": 36, "tags": ["math", " poetry"]}}, "calls": [{"params": {"record": {"name": 3}}}, {"params": {"record": {"name": "Bob", "age": "x"}}}, {"params": {"record": {"name": "Eve", "tags": "solo"}}}]}


def normalize_record(record: dict) -> dict:
    if not isinstance(record, dict):
        raise TypeError("record must be a dict")
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("name must be a non-empty string")
    age = record.get("age")
    if age is not None and (not isinstance(age, int) or isinstance(age, bool)):
        raise ValueError(f"age must be an integer, got {age!r}")
    tags = record.get("tags", [])
    if isinstance(tags, str):
        tags = [tags]
    elif not isinstance(tags, (list, tuple)):
        raise ValueError("tags must be a list of strings")
    clean_tags = sorted({t.strip().lower() for t in tags if isinstance(t, str) and t.strip()})
    return {"name": " ".join(name.split()), "age": age, "tags": clean_tags}
