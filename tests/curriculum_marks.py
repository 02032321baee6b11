"""Which test modules are marked as leaning on the curriculum, read from their source without
importing them: a module marked so may read the lessons' files as it is imported."""

from __future__ import annotations

import ast

MARKERS = {"curriculum", "leans_on_curriculum"}


def marked_for_curriculum(source: str) -> bool:
    """Whether the module's own `pytestmark` names one of MARKERS."""
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "pytestmark" for target in node.targets
        ):
            return any(
                isinstance(part, ast.Attribute) and part.attr in MARKERS
                for part in ast.walk(node.value)
            )
    return False
