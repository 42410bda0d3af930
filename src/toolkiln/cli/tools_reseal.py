"""``toolkiln tools reseal``: after ``registry.key`` was lost, list the rows it sealed, and with ``--yes`` sign them anew.

Without ``--yes`` nothing is written: each stored version whose seal fails is listed
with whether it can be resealed. With ``--yes`` each one that still matches its hash
and passes the gate is signed with the current key (who and when go into its history);
the others stay unusable and are listed with the reason (:mod:`toolkiln.store.reseal`).

Exit codes: 0 when nothing fails its seal any more, or when only listing; 1 when
``--yes`` left a version unusable; 2 on a usage error.
"""

from __future__ import annotations

import click

from toolkiln.cli.common import json_option
from toolkiln.cli.registry import command_registry
from toolkiln.cli.render import visible
from toolkiln.cli.terminal import json_text

__all__ = ["reseal_tools"]


@click.command("reseal")
@click.option("--yes", "apply", is_flag=True, help="Re-gate each listed version and sign it with the current key.")
@json_option('Print {"applied", "key_lost", "versions": [...]} as one JSON object.')
@click.pass_context
def reseal_tools(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """After registry.key was lost or replaced: list the stored tools whose seal fails; --yes re-gates and reseals them."""
    from toolkiln.store.reseal import reseal  # re-gating loads libcst; every `tools` command loads this module

    with command_registry(ctx, as_json) as registry:
        key_lost = registry.key_lost
        key_path = registry.seal.path
        rows = reseal(registry, apply=apply)
    left = [row for row in rows if not row.resealed]
    if as_json:
        data = {"applied": apply, "key_lost": key_lost, "versions": [row.to_dict() for row in rows]}
        click.echo(json_text(data))
    elif not rows:
        click.echo("Every stored tool's seal holds; nothing to reseal.")
    elif apply:
        _print_applied(rows, left)
    else:
        _print_listing(rows, key_lost, key_path)
    raise SystemExit(1 if apply and left else 0)


def _print_listing(rows: list, key_lost: bool, key_path: object) -> None:
    why = f" ({key_path} was lost or replaced)" if key_lost else ""
    click.echo(f"{len(rows)} stored tool version(s) fail the seal check{why}:")
    for row in rows:
        verdict = "can be resealed" if row.problem is None else f"stays unusable: {row.problem}"
        click.echo(visible(f"  {row.ref}  {row.status}, by {row.written_by}, {row.created_at[:16]}  — {verdict}"))
    if any(row.problem is None for row in rows):
        click.echo(
            "Review them (`toolkiln tools show NAME@V`); then `toolkiln tools reseal --yes` re-gates each "
            "and signs it with the current key. If you have a backup of the old key, restoring it is safer."
        )


def _print_applied(rows: list, left: list) -> None:
    for row in rows:
        if row.resealed:
            click.echo(visible(f"resealed {row.ref}"))
        else:
            click.echo(visible(f"left {row.ref} unusable: {row.problem}"))
    click.echo(f"{len(rows) - len(left)} resealed, {len(left)} left unusable")
