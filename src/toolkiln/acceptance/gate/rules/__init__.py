"""The gate's rules, one per module, each with the snippets it accepts and rejects.

Every rule module holds ``RULE`` (a stateless :class:`~..base.Rule`), ``VALID``
(snippets the whole gate accepts) and ``INVALID`` (snippets on which this rule
reports); the tests are built from them. Adding a rule touches one file and
this list.
"""

from __future__ import annotations

from toolkiln.acceptance.gate.rules import (
    classes,
    double_star_arguments,
    dunder_strings,
    forbidden_names,
    format_fields,
    imports,
    introspection_attributes,
    mixed_scripts,
    module_attributes,
    source,
    syntax,
    underscore_names,
    unknown_names,
)

__all__ = ["RULES", "RULE_MODULES"]

RULE_MODULES = (
    source,
    syntax,
    imports,
    module_attributes,
    underscore_names,
    mixed_scripts,
    forbidden_names,
    introspection_attributes,
    unknown_names,
    double_star_arguments,
    dunder_strings,
    format_fields,
    classes,
)
"""Every rule module, in the order its findings are produced."""

RULES = tuple(module.RULE for module in RULE_MODULES)
"""Every rule, in the same order."""
