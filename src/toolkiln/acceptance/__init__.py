"""Acceptance: what every tool source passes before it may be called.

* :mod:`.gate` — the static allow-list check (libcst), one rule per file in
  ``gate/rules/``;
* :mod:`.vet` — the whole pipeline on one source: gate and schema, then the
  RestrictedPython compile and the trial call, both inside a confined worker
  (:mod:`toolkiln.sandbox`).

Nothing here persists anything, and nothing here is imported eagerly: the gate
loads libcst, which a run that reuses stored tools never needs.
"""
