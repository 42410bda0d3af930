"""The ``toolkiln`` command: a thin shell over the core (:func:`toolkiln.open`).

:mod:`.main` holds the group and the error boundary, :mod:`.common` what every
command shares, and each command family has its own module (``run``, ``vet``,
``chat`` with ``resume``, ``tools``, ``log``), imported only when it runs. The
installed script starts at :func:`toolkiln.cli.entry.entry_point`; the group is
:func:`toolkiln.cli.main.main`. Nothing is imported here, so ``--version`` loads no click.
"""
