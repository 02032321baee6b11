"""The learner notebook: kept current with the lesson, and working in a real Jupyter kernel."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat
import pytest
from conftest import FIXTURE_KIT, cli_environment, fixture_environment, run_cli
from conftest import FIXTURE_NOTEBOOK as NOTEBOOK
from conftest import FIXTURE_REFERENCE as REFERENCE
from conftest import FIXTURE_SLUG as SLUG
from conftest import FIXTURE_STUB as STUB
from nbclient import NotebookClient
from nbformat import NotebookNode

from grader.grading.submission import load_submission
from grader.kit.notebook_writer import LOAD_CELL, build_notebook, hint_cell
from grader.lesson.checks.answers import AnswerTable, SharedAnswers
from grader.lesson.lessons import Lesson, all_lessons, find_lesson, sharing_answers
from grader.notebook import LOADED
from grader.platforms.notebook_stub import NOT_LOADED

pytestmark = pytest.mark.notebook
# Tests marked layer_independent build, compare or read notebooks, or open hints, and grade
# nothing, but for the other lessons' references below.

CHECK_CELL = f"%check {SLUG}"


@pytest.fixture(autouse=True)
def on_the_fixture_kit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lessons found in-process, and by the kernels started here, are the fixture kit's."""
    monkeypatch.setenv("CITEKIT_HOME", str(FIXTURE_KIT))


ENDLESS = "def solve(citations, retrieved_ids):\n    while True:\n        pass\n"


# ---------------------------------------------------------------------------------------------
# `notebook --check`: the committed notebook is what the lesson's sources build


@pytest.mark.parametrize(
    "home", [pytest.param(FIXTURE_KIT), pytest.param(None, marks=pytest.mark.curriculum)]
)
@pytest.mark.layer_independent
def test_committed_notebooks_are_current(home: Path | None) -> None:
    env = fixture_environment() if home else cli_environment()  # the fixtures', the lessons'
    done = run_cli("notebook", "--check", env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""


@pytest.mark.layer_independent
def test_notebook_check_fails_when_the_lesson_changed(fixture_kit_copy: Path) -> None:
    env = cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    notebook = fixture_kit_copy / "notebooks" / f"{SLUG}.ipynb"
    committed = notebook.read_bytes()
    lesson_text = fixture_kit_copy / "exercises" / SLUG / "lesson.md"
    lesson_text.write_text(lesson_text.read_text("utf-8") + "\nOne more paragraph.\n", "utf-8")

    done = run_cli("notebook", "--check", SLUG, env=env)
    assert done.returncode == 1
    assert f"{SLUG}.ipynb" in done.stderr and "out of date" in done.stderr
    assert notebook.read_bytes() == committed, "--check must not write"

    assert run_cli("notebook", SLUG, env=env).returncode == 0  # regenerate
    assert "One more paragraph." in notebook.read_text("utf-8")
    assert run_cli("notebook", "--check", SLUG, env=env).returncode == 0


@pytest.mark.layer_independent
def test_notebook_check_fails_when_the_notebook_was_edited(fixture_kit_copy: Path) -> None:
    notebook = fixture_kit_copy / "notebooks" / f"{SLUG}.ipynb"
    edited = nbformat.read(str(notebook), as_version=4)
    edited.cells[-1].source += "\n# a stray edit"
    nbformat.write(edited, str(notebook))
    done = run_cli(
        "notebook", "--check", SLUG, env=cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    )
    assert done.returncode == 1
    assert "out of date" in done.stderr


def _learner_edit(notebook: Path, *, run: bool) -> bytes:
    """The notebook as a learner leaves it: `solve` written, and with `run` its output too."""
    edited = nbformat.read(str(notebook), as_version=4)
    cell = next(c for c in edited.cells if c.cell_type == "code" and "def solve" in c.source)
    cell.source = "def solve(citations, retrieved_ids):\n    return []  # my own work"
    if run:
        cell.execution_count = 3
        cell.outputs = [nbformat.v4.new_output("stream", text="mine\n")]
    nbformat.write(edited, str(notebook))
    return notebook.read_bytes()


@pytest.mark.layer_independent
@pytest.mark.parametrize("run", [False, True], ids=["edited", "run"])
def test_a_notebook_with_learner_work_is_never_written_over(
    fixture_kit_copy: Path, run: bool
) -> None:
    env = cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    notebook = fixture_kit_copy / "notebooks" / f"{SLUG}.ipynb"
    lesson_text = fixture_kit_copy / "exercises" / SLUG / "lesson.md"
    lesson_text.write_text(lesson_text.read_text("utf-8") + "\nOne more paragraph.\n", "utf-8")
    learners = _learner_edit(notebook, run=run)

    refused = run_cli("notebook", SLUG, env=env)
    assert refused.returncode == 1
    assert "--force" in refused.stderr and f"{SLUG}.ipynb" in refused.stderr
    assert notebook.read_bytes() == learners, "the learner's work was written over"

    forced = run_cli("notebook", SLUG, "--force", env=env)
    assert forced.returncode == 0, forced.stderr
    assert "One more paragraph." in notebook.read_text("utf-8")
    assert (fixture_kit_copy / "notebooks" / f"{SLUG}.old-1.ipynb").read_bytes() == learners


@pytest.mark.layer_independent
def test_a_notebook_as_written_is_rewritten_without_asking(fixture_kit_copy: Path) -> None:
    env = cli_environment(CITEKIT_HOME=str(fixture_kit_copy))
    lesson_text = fixture_kit_copy / "exercises" / SLUG / "lesson.md"
    lesson_text.write_text(lesson_text.read_text("utf-8") + "\nOne more paragraph.\n", "utf-8")
    done = run_cli("notebook", SLUG, env=env)
    assert done.returncode == 0, done.stderr
    assert not list((fixture_kit_copy / "notebooks").glob("*.old-*"))


# ---------------------------------------------------------------------------------------------
# The layout: background, the task right above the code, then what comes after a first attempt

CONVENTION = """# Title

An opening that places the lesson.

## Your task

Write `solve`.

## Words to know

Words.

## How it works

```python
## not a heading: inside a fenced block
```

## Worked example

An example.

## Why it matters

Reasons.

## What the checks try

- one check

## Check yourself

1. A question?

## Explore

Try this:

```python
print(len("fee_policy_p2_c1"))
```

Then change the id.
"""


def layout(kit: Path, text: str) -> list[tuple[str, str]]:
    """Each cell of the first lesson's notebook built from `text`: its kind and first line."""
    lesson = find_lesson(SLUG, kit)
    lesson.text_path.write_text(text, "utf-8")
    cells = build_notebook(lesson).cells
    return [(cell.cell_type, cell.source.splitlines()[0]) for cell in cells]


@pytest.mark.layer_independent
def test_the_notebook_follows_the_lesson_convention(fixture_kit_copy: Path) -> None:
    hints = [("markdown", "### Hint 1: Where to start"), ("code", hint_cell(SLUG, 1))]
    cells = layout(fixture_kit_copy, CONVENTION)
    assert cells[:11] == [
        ("markdown", "# Title"),
        ("markdown", "## Words to know"),
        ("markdown", "## How it works"),
        ("markdown", "## Worked example"),
        ("markdown", "## Why it matters"),
        ("markdown", "## Your task"),
        ("code", LOAD_CELL),
        ("code", STUB.read_text("utf-8").splitlines()[0]),
        ("markdown", "## Check your work"),
        ("code", CHECK_CELL),
        ("markdown", "<details><summary><b>What the checks try</b> (open to read)</summary>"),
    ]
    assert cells[11:16] == [
        ("markdown", "## Check yourself"),
        ("markdown", "## Explore"),
        ("code", 'print(len("fee_policy_p2_c1"))'),
        ("markdown", "Then change the id."),
        ("markdown", "## Hints"),
    ]
    assert cells[16:18] == hints
    notebook = build_notebook(find_lesson(SLUG, fixture_kit_copy))
    folded = notebook.cells[10].source
    assert folded.endswith("</details>") and "- one check" in folded
    assert "## What the checks try" not in folded  # the summary line names it once
    assert "## not a heading" in notebook.cells[2].source


@pytest.mark.layer_independent
def test_a_lesson_in_the_older_order_keeps_its_background_and_task_above_the_code(
    fixture_kit_copy: Path,
) -> None:
    older = CONVENTION.replace("## Your task\n\nWrite `solve`.\n\n", "").replace(
        "## What the checks try", "## Your task\n\nWrite `solve`.\n\n## What the checks try"
    )
    assert older.index("## Your task") > older.index("## Why it matters")
    assert layout(fixture_kit_copy, older) == layout(fixture_kit_copy, CONVENTION)
    no_explore = CONVENTION[: CONVENTION.index("## Explore")]
    cells = layout(fixture_kit_copy, no_explore)
    assert ("markdown", "## Explore") not in cells
    assert cells[cells.index(("markdown", "## Check yourself")) + 1] == ("markdown", "## Hints")


# ---------------------------------------------------------------------------------------------
# Executing the notebook in a kernel


def committed_notebook() -> NotebookNode:
    notebook: NotebookNode = nbformat.read(str(NOTEBOOK), as_version=4)
    return notebook


def code_cell(notebook: NotebookNode, source: str) -> NotebookNode:
    cells = [cell for cell in notebook.cells if cell.cell_type == "code" and cell.source == source]
    assert len(cells) == 1, f"expected exactly one cell {source!r}"
    cell: NotebookNode = cells[0]
    return cell


def stub_cell(notebook: NotebookNode) -> NotebookNode:
    return code_cell(notebook, STUB.read_text("utf-8").strip())


def run_notebook(
    notebook: NotebookNode, cwd: Path, timeout: float = 60, allow_errors: bool = False
) -> dict[str, float]:
    """Run every code cell in order in a fresh `python3` kernel; seconds taken per cell source."""
    client = NotebookClient(
        notebook,
        kernel_name="python3",
        timeout=timeout,
        allow_errors=allow_errors,
        resources={"metadata": {"path": str(cwd)}},
    )
    seconds: dict[str, float] = {}
    with client.setup_kernel():
        for index, cell in enumerate(notebook.cells):
            if cell.cell_type == "code":
                started = time.monotonic()
                client.execute_cell(cell, index)
                seconds[cell.source] = time.monotonic() - started
    return seconds


def shown(cell: NotebookNode, kind: str = "text/plain") -> str:
    """What a cell displayed: its results' `kind` data and any printed text."""
    parts = []
    for output in cell.outputs:
        assert output.output_type != "error", f"the cell raised: {output.get('ename')}"
        if "data" in output and kind in output.data:
            parts.append(output.data[kind])
        if output.output_type == "stream":
            parts.append(output.text)
    return "\n".join(parts)


def each_lesson() -> list[object]:
    """Every lesson: the first fixture lesson's notebook is graded in each layer; the other
    lessons, the curriculum's (marked so), add their checks, the same whatever isolates the
    code."""
    return [
        pytest.param(
            lesson,
            id=lesson.slug,
            marks=() if lesson.slug == SLUG else [pytest.mark.layer_independent, *marks],
        )
        for root, marks in ((FIXTURE_KIT, []), (None, [pytest.mark.curriculum]))
        for lesson in all_lessons(root)
    ]


@pytest.mark.parametrize("lesson", each_lesson())
def test_reference_in_the_stub_cell_passes_every_check(
    lesson: Lesson, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CITEKIT_HOME", str(lesson.root))  # where the kernel finds the lesson
    slug = lesson.slug
    notebook: NotebookNode = nbformat.read(str(lesson.notebook_path), as_version=4)
    stub = code_cell(notebook, lesson.stub_path.read_text("utf-8").strip())
    stub.source = lesson.reference_path.read_text("utf-8")
    run_notebook(notebook, tmp_path)
    check_cell = code_cell(notebook, f"%check {slug}")
    report = shown(check_cell)
    assert "Every check passes" in report
    passes = report[report.index(f"PASS  {len(lesson.checks)} checks pass") :]
    for spec in lesson.checks:
        assert re.search(rf"\b{re.escape(spec.id)}\b", passes), f"{spec.id} not shown passing"
    assert "FAIL" not in report and "ERROR" not in report
    assert "Every check passes" in shown(check_cell, "text/html")


def hint_cells(notebook: NotebookNode) -> list[NotebookNode]:
    return [cell for cell in notebook.cells if cell.source.startswith(f"# %hint {SLUG} ")]


def test_run_all_reveals_no_hint_and_records_none(tmp_path: Path) -> None:
    notebook = committed_notebook()
    run_notebook(notebook, tmp_path)
    load = notebook.cells[[c.cell_type for c in notebook.cells].index("code")]
    assert load.source == LOAD_CELL and LOADED in shown(load)  # the first code cell says so
    report = shown(code_cell(notebook, CHECK_CELL))
    assert "TODO" in report and "NotImplementedError" in report
    assert f"Hint stage 1 may help: `%hint {SLUG} 1`" in report
    assert "PASS" not in report

    cells = hint_cells(notebook)
    assert [cell.source for cell in cells] == [hint_cell(SLUG, n) for n in (1, 2, 3)]
    assert all(cell.outputs == [] for cell in cells), "Run All revealed a hint"
    saved = tmp_path / "saved.ipynb"
    nbformat.write(notebook, str(saved))
    assert load_submission(saved).hints_opened == frozenset()


def test_a_hint_opens_when_the_learner_asks_in_order(tmp_path: Path) -> None:
    notebook = committed_notebook()
    hints = find_lesson(SLUG).hints
    assert len(hints) == 3
    for cell in hint_cells(notebook)[:2]:  # the learner deletes the "# " of hints 1 and 2
        cell.source = cell.source.removeprefix("# ")
    run_notebook(notebook, tmp_path)
    revealed = [shown(code_cell(notebook, f"%hint {SLUG} {n}"), "text/markdown") for n in (1, 2)]
    for number, (text, stage) in enumerate(zip(revealed, hints), start=1):
        assert text.startswith(f"**Hint {number} of 3: {stage.title}**")
        assert stage.text in text
    assert code_cell(notebook, hint_cell(SLUG, 3)).outputs == []
    saved = tmp_path / "saved.ipynb"
    nbformat.write(notebook, str(saved))
    assert load_submission(saved).hints_opened == frozenset({1, 2})


@pytest.mark.layer_independent
def test_check_before_the_kit_is_loaded_says_what_to_run(tmp_path: Path) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(CHECK_CELL)]
    run_notebook(notebook, tmp_path)
    assert shown(notebook.cells[0]).strip() == NOT_LOADED


def test_a_timed_cell_is_graded_and_a_stale_solve_is_named_first(tmp_path: Path) -> None:
    notebook = committed_notebook()
    reference = REFERENCE.read_text("utf-8")
    stub_cell(notebook).source = "%%time\n" + reference
    check_at = notebook.cells.index(code_cell(notebook, CHECK_CELL))
    broken = nbformat.v4.new_code_cell("def solve(citations, retrieved_ids):\n    return [\n")
    notebook.cells.insert(check_at, broken)
    notebook.cells = [cell for cell in notebook.cells if not cell.source.startswith("# %hint")]
    run_notebook(notebook, tmp_path, allow_errors=True)  # the broken cell raises SyntaxError
    report = shown(code_cell(notebook, CHECK_CELL))
    first = report.splitlines()[0]
    assert first.startswith("Graded: your earlier `solve`, in In [2]; the latest one, in In [3]")
    assert "syntax error at line 2" in first
    assert report.count("In [3]") == 1, report  # said once
    assert "Every check passes" in report  # the %%time cell's solve was graded
    assert "PASS for an earlier cell: " in report and "\nPASS: " not in report
    page = shown(code_cell(notebook, CHECK_CELL), "text/html")
    assert page.startswith('<p style="font-weight:bold">Graded: your earlier <code>solve</code>')
    assert page.count("In [3]") == 1 and ": pass for an earlier cell</h4>" in page


@pytest.mark.layer_independent
def test_a_later_hint_first_is_refused(tmp_path: Path) -> None:
    new: Callable[..., Any] = nbformat.v4.new_code_cell
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        new("%load_ext grader.notebook"),
        new(f"%hint {SLUG} 3"),
        new(f"%hint {SLUG} 1"),
        new(f"%hint {SLUG} 3 "),  # still refused: stage 2 is not open yet
        new(f"%hint {SLUG} 2"),
        new(f"%hint {SLUG}  3"),
    ]
    run_notebook(notebook, tmp_path)
    stage_3 = find_lesson(SLUG).hints[2]
    outputs = [shown(cell) for cell in notebook.cells[1:]]
    assert "Open hint 2 first" in outputs[0] and stage_3.text not in outputs[0]
    assert outputs[1].startswith("**Hint 1 of 3")
    assert "Open hint 2 first" in outputs[2] and stage_3.text not in outputs[2]
    assert outputs[3].startswith("**Hint 2 of 3")
    assert outputs[4].startswith("**Hint 3 of 3") and stage_3.text in outputs[4]


def test_endless_solve_ends_at_the_time_limit(tmp_path: Path) -> None:
    notebook = committed_notebook()
    stub_cell(notebook).source = ENDLESS
    notebook.cells = [cell for cell in notebook.cells if "%hint" not in cell.source]
    seconds = run_notebook(notebook, tmp_path, timeout=20)
    report = shown(code_cell(notebook, CHECK_CELL))
    assert "time limit" in report
    assert "did not return" in report
    assert seconds[CHECK_CELL] < 15, f"%check took {seconds[CHECK_CELL]:.1f} s"


# ---------------------------------------------------------------------------------------------
# A kernel's `%check`s remember the reference's answers


def test_a_kernels_checks_share_the_reference_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fixed cases and recorded inputs repeat from one `%check` to the next, so the kernel
    keeps the reference's answers (`SharedAnswers`): every `%check` grades against the same
    remembering lesson, and still passes."""
    from IPython.core.interactiveshell import InteractiveShell

    from grader.grading.grading import grade

    graded: list[Lesson] = []

    def noted(lesson: Lesson, *args: Any, **options: Any) -> Any:
        graded.append(lesson)
        return grade(lesson, *args, **options)

    monkeypatch.setattr("grader.notebook.grade", noted)
    shell: Any = InteractiveShell.instance()
    shell.run_cell("%load_ext grader.notebook")
    shell.run_cell(REFERENCE.read_text("utf-8"), store_history=True)
    reports = [shell.run_cell(CHECK_CELL, store_history=True).result.report for _ in range(2)]
    assert [report.status.value for report in reports] == ["pass", "pass"]
    assert graded[0] is graded[1]
    assert isinstance(graded[0].reference, SharedAnswers)


@pytest.mark.layer_independent
def test_a_learner_copys_recorded_answers_are_looked_up_as_they_are() -> None:
    """A learner copy has no reference, only the answers recorded from it: nothing is wrapped
    around them, so the efficiency check still knows it cannot answer timed inputs."""
    lesson = find_lesson(SLUG, FIXTURE_KIT)
    copy = lesson.with_parts(list(lesson.checks), AnswerTable({}))
    assert sharing_answers(copy) is copy
