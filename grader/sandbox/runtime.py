"""What runs a submission's units in the child, as plain data: the one thing the sandbox needs
from the submission's language, which hands it over (the sandbox imports no language)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Runtime:
    """The program that serves a submission's units, as plain data its language hands the
    sandbox: the Python child itself, or Node running `node_script` (a file of the child
    package), which the Python child execs once it has set the limits and the user up."""

    node_script: str | None = None
    strip_types: bool = False  # Node strips a unit's erasable TypeScript types, then runs it

    @property
    def speaks_json(self) -> bool:
        """Whether requests travel as JSON (to Node) rather than marshal (see `wire`)."""
        return self.node_script is not None


PYTHON_CHILD = Runtime()  # the child package serving the units itself
