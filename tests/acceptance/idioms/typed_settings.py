"""Checks settings against a schema of expected types, with annotated defaults."""

# idiom-test: {"params": {"settings": {"retries": 5, "timeout": 2.5, "name": "svc", "verbose": true}}, "calls": [{"params": {"settings": {"retries": "five"}}}, {"params": {"settings": {"unknown": 1}}}]}

DEFAULTS: dict = {"retries": 3, "timeout": 1.0, "name": "service", "verbose": False, "tags": []}
TYPES: dict = {"retries": int, "timeout": (int, float), "name": str, "verbose": bool, "tags": list}


def typed_settings(settings: dict) -> dict:
    unknown: list = sorted(set(settings) - set(DEFAULTS))
    if unknown:
        raise KeyError(f"unknown settings: {', '.join(unknown)}")
    merged: dict = {**DEFAULTS, **settings}
    for key, value in merged.items():
        expected = TYPES[key]
        wrong_bool = isinstance(value, bool) and expected is not bool
        if not isinstance(value, expected) or wrong_bool:
            raise TypeError(f"setting {key!r} has the wrong type: {value!r}")
    changed: int = sum(1 for key in settings if settings[key] != DEFAULTS[key])
    return {"settings": merged, "changed": changed}
