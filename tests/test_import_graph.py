"""The grader's modules form layers that only point down: each folder of `grader/` imports only
the folders it stands on, there is no import cycle, counting every import of a grader module
wherever it is written (inside functions, under `if TYPE_CHECKING:`), and the command line is
on top, imported by nothing but `python -m grader`; its quick commands load nothing heavy."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from conftest import FIXTURE_SLUG, fixture_environment

# The kit's own modules and commands, no learner code: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent

PACKAGE = Path(__file__).resolve().parent.parent / "grader"
COMMAND_LINE = "grader.cli"
# What the quick commands must not pay for: each costs tens of milliseconds to import.
HEAVY = (
    "hypothesis",
    "sqlite3",
    "jinja2",
    "nbformat",
    "grader.lesson.checks",
    "grader.sandbox.isolation",
)
# Each folder of `grader/` (and each module at its top) with the folders it stands on: it may
# import those, and what they may, nothing else. The most specific folder that holds a module
# is its own.
STANDS_ON: dict[str, set[str]] = {
    "ground": set(),  # errors, learner text made safe, walks, files written whole
    "sandbox.child": set(),  # runs where nothing else of the kit is: the standard library only
    "sandbox": {"ground", "sandbox.child"},  # runs a child for any caller, words no feedback
    "languages": {"sandbox"},
    "report": {"sandbox"},
    "lesson": {"languages", "report"},
    "grading": {"lesson"},
    "classroom": {"grading"},
    "views": {"classroom"},
    "kit": {"grading"},
    "authoring": {"lesson"},  # what a lesson's checks.py imports
    "notebook": {"views"},  # `%load_ext grader.notebook`
    "platforms": {"notebook", "kit", "views"},
    "cli": {"platforms"},
    "__main__": {"cli"},
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The grader modules that `name` imports, anywhere in its file. `from P import x` counts
    as importing P.x when that is a module, and P otherwise; importing a module also runs the
    `__init__` of each package above it that `name` is not itself inside."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                targets.add(submodule if submodule in known else source)
    found = set()
    for target in targets & known:
        parts = target.split(".")
        above = {".".join(parts[:end]) for end in range(1, len(parts) + 1)}
        found |= {module for module in above if not _inside(name, module)}
    return found - {name}


def _inside(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def import_graph() -> dict[str, set[str]]:
    found = modules()
    return {name: imported(name, path, set(found)) for name, path in found.items()}


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as the path of its modules, first and last the same; None when
    there is none. Depth-first search: a module met again while still on the path closes a
    cycle."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str] | None:
        path.append(module)
        on_path.add(module)
        for target in sorted(graph.get(module, ())):
            if target in on_path:
                return [*path[path.index(target) :], target]
            if target not in done:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        on_path.discard(module)
        done.add(module)
        return None

    for module in sorted(graph):
        if module not in done:
            cycle = visit(module)
            if cycle:
                return cycle
    return None


def importers(graph: Mapping[str, set[str]], target: str) -> Iterator[str]:
    return (name for name, targets in graph.items() if any(_inside(t, target) for t in targets))


def test_the_grader_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def folder_of(module: str) -> str | None:
    """The folder of STANDS_ON that holds `module` (`grader.lesson.checks.trial`: `lesson`),
    or None."""
    parts = module.split(".")[1:]
    held = (".".join(parts[:end]) for end in range(len(parts), 0, -1))
    return next((folder for folder in held if folder in STANDS_ON), None)


def below(folder: str) -> set[str]:
    """The folders `folder` stands on, directly or through another."""
    found: set[str] = set()
    waiting = [*STANDS_ON[folder]]
    while waiting:
        under = waiting.pop()
        if under not in found:
            found.add(under)
            waiting += STANDS_ON[under]
    return found


def imports_across_layers(graph: Mapping[str, set[str]]) -> set[tuple[str, str]]:
    """Each import of a module from a folder that its own does not stand on."""
    wrong = set()
    for name, targets in graph.items():
        folder = folder_of(name)
        for target in targets:
            other = folder_of(target)
            if folder is None or other is None or (other != folder and other not in below(folder)):
                wrong.add((name, target))
    return wrong


def test_every_module_lies_in_a_folder_with_its_place() -> None:
    """A new folder, or a module at the top, is given its place in STANDS_ON first."""
    assert {name for name in modules() if folder_of(name) is None} == {"grader"}


def test_the_folders_stand_on_each_other_one_way() -> None:
    cycle = find_cycle(STANDS_ON)
    assert cycle is None, "folders stand on each other: " + " -> ".join(cycle or [])


def test_each_folder_imports_only_the_folders_it_stands_on() -> None:
    assert imports_across_layers(import_graph()) == set()


def test_an_import_across_the_layers_is_found() -> None:
    graph = {
        "grader.sandbox.process": {"grader.languages.show", "grader.ground.text"},
        "grader.sandbox.child.serve": {"grader.sandbox.child.wire", "grader.sandbox.limits"},
        "grader.lesson.checks.trial": {"grader.lesson.lessons", "grader.views.feedback"},
        "grader.views.html": {"grader.report.results", "grader.ground.errors"},
        "grader.oddments": {"grader.ground.text"},
    }
    assert imports_across_layers(graph) == {
        ("grader.sandbox.process", "grader.languages.show"),
        ("grader.sandbox.child.serve", "grader.sandbox.limits"),
        ("grader.lesson.checks.trial", "grader.views.feedback"),
        ("grader.oddments", "grader.ground.text"),
    }


def test_the_sub_packages_import_each_other_one_way() -> None:
    """Within a folder too: `lesson/lessons.py` loads `lesson/checks/`, which never reads
    the lesson back."""
    packages: dict[str, set[str]] = {}
    for name, targets in import_graph().items():
        if name.count(".") >= 2:  # a module of a sub-package: grader.PACKAGE.module
            package = name.rsplit(".", 1)[0]
            packages.setdefault(package, set()).update(
                target.rsplit(".", 1)[0]
                for target in targets
                if target.count(".") >= 2 and not _inside(target, package)
            )
    cycle = find_cycle(packages)
    assert cycle is None, "sub-packages import each other: " + " -> ".join(cycle or [])


def test_nothing_but_python_dash_m_imports_the_command_line() -> None:
    graph = import_graph()
    outside = {name for name in importers(graph, COMMAND_LINE) if not _inside(name, COMMAND_LINE)}
    assert outside == {"grader.__main__"}


def test_the_graph_sees_deferred_and_type_checking_imports() -> None:
    graph = import_graph()
    # lessons imports checks only inside a method, and the CheckSpec type under TYPE_CHECKING.
    assert "grader.lesson.checks.declare" in graph["grader.lesson.lessons"]
    assert "grader.classroom.task" in graph["grader.classroom.gradebook"]  # under TYPE_CHECKING
    # The package above its `wire`.
    assert "grader.sandbox.child" in graph["grader.lesson.checks.answers"]


@pytest.mark.parametrize(
    ("graph", "cycle"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, ["a", "b", "c", "a"]),
        ({"a": {"a"}}, ["a", "a"]),
        ({"a": {"b", "c"}, "b": {"c"}, "c": set()}, None),
    ],
)
def test_find_cycle_finds_a_cycle_and_only_a_cycle(
    graph: dict[str, set[str]], cycle: list[str] | None
) -> None:
    assert find_cycle(graph) == cycle


@pytest.mark.parametrize("argv", [["list"], ["hint", FIXTURE_SLUG, "1"], ["--help"]])
def test_quick_commands_import_nothing_heavy(argv: list[str]) -> None:
    program = (
        "import contextlib, io, json, sys\n"
        "from grader.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        f"    main({argv!r})\n"
        f"print(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=True,
        env=fixture_environment(),
    )
    assert json.loads(done.stdout) == []


LANGUAGES = "grader.languages"
# The names the language constants had before each language was an object of its own.
OLD_CONSTANTS = frozenset({"JAVASCRIPT", "PYTHON", "in_javascript", "shown_in"})


def language_branches(path: Path, names: frozenset[str]) -> list[str]:
    """Where a module outside the languages compares with a language's name, or uses the old
    constants: each such branch belongs in a method of the language."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                if isinstance(side, ast.Constant) and side.value in names:
                    found.append(f"{path.name}:{node.lineno} compares with {side.value!r}")
                elif isinstance(side, ast.Name) and side.id in OLD_CONSTANTS:
                    found.append(f"{path.name}:{node.lineno} compares with {side.id}")
        elif isinstance(node, ast.Name) and node.id in OLD_CONSTANTS - {"PYTHON", "JAVASCRIPT"}:
            found.append(f"{path.name}:{node.lineno} uses {node.id}")
        elif isinstance(node, ast.ImportFrom) and node.module == "grader.sandbox.languages":
            found.append(f"{path.name}:{node.lineno} imports grader.sandbox.languages")
    return found


def test_no_module_outside_the_languages_branches_on_a_language() -> None:
    from grader.languages import ALL

    names = frozenset(language.name for language in ALL)
    found = [
        problem
        for name, path in modules().items()
        if not _inside(name, LANGUAGES)
        for problem in language_branches(path, names)
    ]
    assert found == []


def test_a_language_branch_is_found(tmp_path: Path) -> None:
    module = tmp_path / "branchy.py"
    module.write_text(
        "if language == 'javascript':\n    pass\n"
        "if kind is PYTHON:\n    pass\n"
        "from grader.sandbox.languages import said\n"
    )
    found = language_branches(module, frozenset({"javascript"}))
    assert len(found) == 3, found
