"""The package version, in one place: ``pyproject.toml`` reads it from here at build time,
so ``toolkiln --version`` needs no package-metadata lookup (importlib.metadata costs tens of ms)."""

__version__ = "0.1.0"
