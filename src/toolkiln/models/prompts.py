"""Prompt templates shipped as package data, and the hash a prompt is recorded by.

The planner's and the generator's prompts each live beside their package
(``planner/*.txt``, ``codegen/*.txt``) as :class:`string.Template` files.
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib import resources
from string import Template

__all__ = ["load_template", "prompt_hash"]


@cache
def load_template(package: str, name: str) -> Template:
    """A prompt template shipped as package data."""
    return Template(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def prompt_hash(*parts: str) -> str:
    """sha256 of a rendered system prompt, recorded with what it produced."""
    return hashlib.sha256("\n\n".join(p for p in parts if p).encode("utf-8")).hexdigest()
