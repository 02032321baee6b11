"""Notebook cells become the Python IPython runs: magics and shell escapes never run, `%%time`
cells keep their body, strings never change. Both ways of reading a cell are tried: IPython's
own input transformer, and the token-based equivalent used where IPython is not installed."""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.grading import submission
from grader.grading.submission import GRADED_FROM, cell_to_python, cells_to_units, lead_note

# No learner code runs here: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent

Transform = Callable[[str], tuple[str, bool]]


def without_ipython(cell: str) -> tuple[str, bool]:
    """`cell_to_python` as on an install without IPython."""
    saved = sys.modules.get("IPython.core.inputtransformer2")
    sys.modules["IPython.core.inputtransformer2"] = None  # type: ignore[assignment]
    try:
        return cell_to_python(cell)
    finally:
        if saved is None:
            del sys.modules["IPython.core.inputtransformer2"]
        else:
            sys.modules["IPython.core.inputtransformer2"] = saved


TRANSFORMS = pytest.mark.parametrize(
    "transform", [cell_to_python, without_ipython], ids=["ipython", "tokens"]
)


def test_without_ipython_really_uses_the_token_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[str] = []
    real = submission._scan_magics

    def scan(cell: str) -> tuple[str, bool]:
        used.append(cell)
        return real(cell)

    monkeypatch.setattr(submission, "_scan_magics", scan)
    assert without_ipython("!ls\n") == ("pass\n", True)
    assert used == ["!ls\n"]


# ---------------------------------------------------------------------------------------------
# The cases the issue names


@TRANSFORMS
@pytest.mark.parametrize("magic", ["%%time", "%%timeit", "%%timeit -n1 -r1", "%%capture out"])
def test_a_timed_or_captured_cell_keeps_its_body(transform: Transform, magic: str) -> None:
    cell = f"{magic}\ndef solve(a, b):\n    return sorted(a)\n"
    source, _ = transform(cell)
    assert source == "\ndef solve(a, b):\n    return sorted(a)\n"  # line numbers kept
    assert submission._defines(source, "solve")


@TRANSFORMS
@pytest.mark.parametrize("magic", ["%%bash", "%%html", "%%writefile x.py", "%%script python3"])
def test_other_cell_magics_never_run(transform: Transform, magic: str) -> None:
    source, neutralised = transform(f"{magic}\ndef solve(a, b):\n    return a\n")
    assert neutralised
    assert "solve" not in source and compile(source, "cell", "exec")


@TRANSFORMS
def test_a_percent_line_inside_a_string_is_left_alone(transform: Transform) -> None:
    cell = 'TEMPLATE = """\n%s cited\n!important\n  %hint x 1\n"""\ndef solve(a):\n    return a\n'
    assert transform(cell) == (cell, False)


@TRANSFORMS
def test_magics_and_escapes_become_pass_or_none(transform: Transform) -> None:
    cell = (
        "for i in range(2):\n"
        "    %time f(i)\n"
        "    !echo hi\n"
        "files = !ls\n"
        "t = %timeit -o f(1)\n"
        "solve?\n"
        "x = 1  # %not a magic\n"
    )
    source, neutralised = transform(cell)
    assert neutralised
    assert ast.dump(ast.parse(source)) == ast.dump(
        ast.parse("for i in range(2):\n    pass\n    pass\nfiles = None\nt = None\npass\nx = 1\n")
    )
    assert source.count("\n") == cell.count("\n")  # tracebacks keep the cell's line numbers


def test_a_stale_solve_is_named_first() -> None:
    cells = [
        (1, "%load_ext grader.notebook"),
        (2, "def solve(a, b):\n    return []\n"),
        (3, "x = 1"),
        (4, "def solve(a, b):\n    return [\n"),  # a syntax error: not graded
        (5, "%check unretrieved-ids"),
    ]
    units, notes = cells_to_units(cells, lambda n: f"In [{n}]")
    lead = lead_note(notes)
    assert lead is not None and notes[0] == lead
    assert lead.startswith(GRADED_FROM)
    assert "your earlier `solve`, in In [2]; the latest one, in In [4], has a syntax error" in lead
    assert not [note for note in notes if note.startswith("In [4]")], "said twice"
    assert [unit.name for unit in units] == ["In [1]", "In [2]", "In [3]", "In [5]"]

    fixed = [*cells, (6, "def solve(a, b):\n    return [a]\n")]
    assert lead_note(cells_to_units(fixed, lambda n: f"In [{n}]")[1]) is None


def test_a_broken_cell_that_defines_nothing_names_no_stale_solve() -> None:
    cells = [(1, "def solve(a, b):\n    return []\n"), (2, "print(1 +\n")]
    _, notes = cells_to_units(cells, lambda n: f"cell {n}")
    assert lead_note(notes) is None
    assert any("cell 2 was skipped" in note for note in notes)


# ---------------------------------------------------------------------------------------------
# Properties on generated cells

NAMES = st.sampled_from(["a", "b", "files", "solve", "x1"])
STRING_LINES = st.sampled_from(
    ["%time x", "!rm -rf /", "x = !ls", "%%bash", "  %hint a 1", "solve?", "it's", "plain", ""]
)
PYTHON = st.one_of(
    st.builds("{} = {}".format, NAMES, st.integers(-5, 500)),
    st.builds('{} = """\n{}\n"""'.format, NAMES, STRING_LINES),
    st.builds("{} = '{}'".format, NAMES, st.sampled_from(["%x", "!y", "a # b", "?"])),
    st.builds("def {}(a):\n    return a % 2".format, NAMES),
    st.builds("{} = (1,\n    2)".format, NAMES),
    st.just("# %not a magic, only a comment"),
    st.just("if True:\n    pass"),
    st.just("s = 'a\\\n%b'"),
)
MAGIC = st.one_of(
    st.sampled_from(
        [
            "%time x = 1",
            "!echo hi",
            "files = !ls -la",
            "%load_ext grader.notebook",
            "solve?",
            "?solve",
            "%check unretrieved-ids",
            "t = %timeit -o f()",
            "if True:\n    !echo nested",
            "def g():\n    %time g()\n    return 1",
        ]
    ),
)
HEADERS = st.sampled_from(
    [None, "%%time", "%%timeit -n1", "%%capture out", "%%bash", "%%html", "%%writefile a.py"]
)
KEEP = ("%%time", "%%timeit", "%%capture")


@st.composite
def cells(draw: st.DrawFn, magics: bool = True) -> tuple[str | None, list[str], str]:
    blocks = draw(st.lists(st.one_of(PYTHON, MAGIC) if magics else PYTHON, max_size=6))
    header = draw(HEADERS) if magics else None
    lead = "\n" * draw(st.integers(0, 2))
    body = "\n".join(blocks) + draw(st.sampled_from(["", "\n"]))
    return header, blocks, lead + (f"{header}\n" if header else "") + body


def strings(source: str) -> list[str]:
    return sorted(
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    )


@TRANSFORMS
@settings(max_examples=150, deadline=None)
@given(case=cells())
def test_every_generated_cell_becomes_python_that_compiles(
    transform: Transform, case: tuple[str | None, list[str], str]
) -> None:
    header, blocks, cell = case
    source, _ = transform(cell)
    compile(source, "cell", "exec", dont_inherit=True)
    python_only = "\n".join(block for block in blocks if block in _python_blocks(blocks))
    if header is None or header.startswith(KEEP):
        # Every string the learner wrote is there, unchanged.
        assert set(strings(python_only)) <= set(strings(source))
        assert source.count("\n") >= cell.rstrip("\n").count("\n")  # no line lost
    else:  # another cell magic: nothing of its body runs
        assert source.strip() == "pass"


def _python_blocks(blocks: list[str]) -> set[str]:
    magic_lines = ("%", "!", "?", "files = !", "t = %", "if True:\n    !", "def g():\n    %")
    return {block for block in blocks if not block.startswith(magic_lines)} - {"solve?"}


@TRANSFORMS
@settings(max_examples=150, deadline=None)
@given(case=cells(magics=False))
def test_code_without_magics_is_unchanged(
    transform: Transform, case: tuple[str | None, list[str], str]
) -> None:
    _, _, cell = case
    assert transform(cell) == (cell, False)


@settings(max_examples=150, deadline=None)
@given(case=cells())
def test_the_token_reader_agrees_with_ipython(case: tuple[str | None, list[str], str]) -> None:
    _, _, cell = case
    with_ipython, without = cell_to_python(cell), without_ipython(cell)
    assert ast.dump(ast.parse(with_ipython[0])) == ast.dump(ast.parse(without[0]))
    assert with_ipython[1] == without[1]
