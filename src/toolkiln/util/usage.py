"""Token usage of model calls, summed per turn."""

from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["Usage"]


@dataclass(eq=False)
class Usage:
    """Tokens one or more model calls used. Mock backends report zeros."""

    input_tokens: int = 0
    """Prompt tokens billed at the normal rate."""
    output_tokens: int = 0
    """Tokens the model wrote."""
    cache_read_input_tokens: int = 0
    """Prompt tokens served from the prompt cache."""
    cache_creation_input_tokens: int = 0
    """Prompt tokens written to the prompt cache."""
    calls: int = 0
    """How many model calls these figures add up."""

    def add(self, other: Usage) -> Usage:
        # Field by field: ``asdict`` deep-copies through a recursive walk, several µs a call, five a turn.
        for key in _COUNTS:
            setattr(self, key, getattr(self, key) + getattr(other, key))
        return self

    def total(self) -> int:
        """Every token counted, cached or not: what a token budget spends."""
        return self.input_tokens + self.output_tokens + self.cache_read_input_tokens + self.cache_creation_input_tokens

    def to_dict(self) -> dict:
        return {key: getattr(self, key) for key in _COUNTS}

    def tokens(self) -> dict:
        """The token counts without ``calls``: the ``usage`` object of ``run --json``."""
        counts = self.to_dict()
        del counts["calls"]
        return counts


_COUNTS = tuple(f.name for f in fields(Usage))
"""Every count a usage holds, in order."""
