"""validate, new and bundle, on throwaway copies of the kit holding the first lesson."""

from __future__ import annotations

import ast
import json
import os
import random
import shutil
import subprocess
import sys
import textwrap
import types
import venv
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from grader.authoring import INDEPENDENT_CALLS, check, given, st
from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.kit.bundle import build_bundle
from grader.kit.notebook_writer import build_notebook, notebook_text
from grader.kit.scaffold import scaffold
from grader.kit.validate import Finding, validate
from grader.lesson.checks.declare import declared_in
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.lessons import Lesson, find_lesson
from grader.report.results import Failure, Status
from grader.sandbox.limits import Limits
from grader.views.feedback import arrange

# Still written against a curriculum lesson (its sample class, its files): to move to the
# fixture lessons, as the other grader tests have.
pytestmark = pytest.mark.leans_on_curriculum

KIT = Path(__file__).resolve().parent.parent
SLUG = "check-cited-sources"
KEPT_WRONG = ("sorts_result.py", "global_reported_set.py")  # verdicts that need no timing


# Tests marked layer_independent judge lessons, bundles and the authoring API: what they
# find is the lesson's, whatever isolates the code. Checks that time a submission or stop it
# at a time limit run in each layer.
def copy_kit(target: Path, wrong: tuple[str, ...] = KEPT_WRONG) -> Path:
    """The grader (with the kernel set-up it installs), the first lesson, and a few of its known
    solutions: enough to validate and to bundle."""
    for name in ("grader", "etc", "pyproject.toml", "README.md"):
        source = KIT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, target / name)
    shutil.copytree(KIT / "exercises" / SLUG, target / "exercises" / SLUG)
    (target / "hints").mkdir()
    shutil.copy2(KIT / "hints" / f"{SLUG}.md", target / "hints")
    (target / "notebooks").mkdir()
    shutil.copy2(KIT / "notebooks" / f"{SLUG}.ipynb", target / "notebooks")
    solutions = target / "solutions" / SLUG
    for part in ("reference.py", "walkthrough.md"):
        (solutions).mkdir(parents=True, exist_ok=True)
        shutil.copy2(KIT / "solutions" / SLUG / part, solutions / part)
    for kind, names in (("wrong", wrong), ("correct", ("loop_with_two_sets.py",))):
        (solutions / kind).mkdir()
        for name in names:
            shutil.copy2(KIT / "solutions" / SLUG / kind / name, solutions / kind / name)
    return target


@pytest.fixture
def kit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    root = copy_kit(tmp_path / "kit")
    monkeypatch.setenv("CITEKIT_HOME", str(root))
    yield root


def lesson_at(root: Path, slug: str = SLUG) -> Lesson:
    return find_lesson(slug, root)


def failing(findings: list[Finding]) -> dict[str, list[str]]:
    return {f.what: f.details for f in findings if not f.ok}


@pytest.mark.layer_independent
def test_validate_passes_on_the_copied_lesson(kit: Path) -> None:
    assert failing(validate(lesson_at(kit))) == {}


@pytest.mark.layer_independent
def test_validate_names_a_wrong_reference(kit: Path) -> None:
    reference = kit / "solutions" / SLUG / "reference.py"
    reference.write_text(reference.read_text().replace("return unknown", "return sorted(unknown)"))
    problems = failing(validate(lesson_at(kit)))
    [what] = [w for w in problems if w.startswith("reference passes")]
    # Fixed checks compare with the reference itself; the order property is what catches it.
    assert any(line.startswith("property-first-appearance") for line in problems[what])


@pytest.mark.layer_independent
def test_validate_names_a_mutant_that_passes(kit: Path) -> None:
    mutant = kit / "solutions" / SLUG / "wrong" / "not_really_wrong.py"
    correct = (kit / "solutions" / SLUG / "reference.py").read_text()
    mutant.write_text(correct.replace('"""\n', '"""\n# trips: example-1\n', 1))
    problems = failing(validate(lesson_at(kit)))
    [details] = [d for w, d in problems.items() if "known-wrong" in w]
    assert details == ["wrong/not_really_wrong.py should fail 'example-1' but it failed: nothing"]


@pytest.mark.layer_independent
def test_validate_names_a_missing_hint_stage(kit: Path) -> None:
    hints = kit / "hints" / f"{SLUG}.md"
    hints.write_text(hints.read_text().split("## 3.")[0])
    problems = failing(validate(lesson_at(kit)))
    assert problems["2 hint stages, distinct"] == ["2 hint stages; a lesson has 3"]
    assert (
        "check 'many-long-unknowns' points to hint stage 3, which is missing"
        in (problems["16 checks declared"])
    )


@pytest.mark.layer_independent
def test_validate_names_a_stale_notebook(kit: Path) -> None:
    text = kit / "exercises" / SLUG / "lesson.md"
    text.write_text(text.read_text() + "\nOne more sentence.\n")
    problems = failing(validate(lesson_at(kit)))
    assert list(problems) == ["committed notebook equals the generated one"]
    assert f"citekit notebook {SLUG}" in problems["committed notebook equals the generated one"][0]


@pytest.mark.layer_independent
def test_validate_cli_exits_non_zero_naming_the_problem(kit: Path) -> None:
    (kit / "hints" / f"{SLUG}.md").write_text("# Hints\n\n## 1. Only one\n\nText.\n")
    done = subprocess.run(
        [sys.executable, "-m", "grader", "validate", SLUG], capture_output=True, text=True
    )
    assert done.returncode == 1
    assert "1 hint stages; a lesson has 3" in done.stdout


def complete_scaffold(root: Path, slug: str) -> None:
    """Do what an author does after `new`: fill in every TODO for a tiny lesson."""
    exercise, solutions = root / "exercises" / slug, root / "solutions" / slug
    meta = (exercise / "lesson.toml").read_text()
    (exercise / "lesson.toml").write_text(meta.replace("TODO: one line on", "Learn"))
    sections = "".join(
        f"## {s}\n\nAbout doubling.\n\n"
        for s in (
            "Words to know",
            "How it works",
            "Worked example",
            "Why it matters",
            "Your task",
            "What the checks try",
            "Check yourself",
        )
    )
    (exercise / "lesson.md").write_text(f"# Double it\n\n{sections}")
    stub = (exercise / "stub.py").read_text()
    (exercise / "stub.py").write_text(stub.replace("TODO: the task", "Double n; the task"))
    (exercise / "checks.py").write_text(
        textwrap.dedent('''\
            """Checks for "Double it"."""

            from grader.authoring import Trial, check


            @check("example-1", "Worked example 1", hint=1)
            def example_1(t: Trial) -> None:
                t.expect_same(21)


            @check("negative", "A negative number", hint=2)
            def negative(t: Trial) -> None:
                t.expect_same(-3)
            ''')
    )
    (root / "hints" / f"{slug}.md").write_text(
        "# Hints: Double it\n\n## 1. Where to start\n\nTwice.\n\n"
        "## 2. The key step\n\nMultiply.\n\n## 3. The outline\n\nReturn n times two.\n"
    )
    (solutions / "reference.py").write_text('"""Ref."""\n\n\ndef solve(n):\n    return 2 * n\n')
    (solutions / "walkthrough.md").write_text("# Walkthrough: Double it\n\n## Pitfalls\n\nNone.\n")
    (solutions / "wrong" / "adds_two.py").write_text(
        '"""Adds two."""\n# trips: example-1\n\n\ndef solve(n):\n    return n + 2\n'
    )
    (solutions / "correct" / "sum.py").write_text(
        '"""Adds n to itself."""\n# trips: nothing\n\n\ndef solve(n):\n    return n + n\n'
    )


@pytest.mark.layer_independent
def test_new_then_completed_scaffold_validates(kit: Path) -> None:
    scaffold(kit, "double-it", "Double it", ["n"])
    fresh = failing(validate(lesson_at(kit, "double-it")))
    assert any("TODO" in line for lines in fresh.values() for line in lines)
    complete_scaffold(kit, "double-it")
    lesson = lesson_at(kit, "double-it")
    lesson.notebook_path.write_text(notebook_text(build_notebook(lesson)))
    assert failing(validate(lesson_at(kit, "double-it"))) == {}


INSTRUCTOR_CHECK = '''\
"""Instructor-only checks."""

from grader.authoring import Trial, check


@check("secret-unicode-ids", "Hidden: ids in several scripts")
def secret_unicode_ids(t: Trial) -> None:
    t.expect_same(["\\u0391", "A", "\\u0410"], ["A"])
'''


def function_body(path: Path) -> str:
    """The reference's code, without its docstring and comments: what must never ship."""
    lines = path.read_text().splitlines()
    code = [line.strip() for line in lines if line.startswith("    ") and "#" not in line]
    return "\n".join(line for line in code if line and not line.startswith('"""'))


@pytest.mark.layer_independent
@pytest.mark.slow
def test_bundle_leaks_nothing_installs_and_runs_in_a_kernel(
    kit: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (kit / "solutions" / SLUG / "checks.py").write_text(INSTRUCTOR_CHECK)
    bundle = build_bundle(tmp_path / "learners", with_solutions=False)

    texts = {p: p.read_text("utf-8") for p in bundle.rglob("*") if p.is_file()}
    walkthrough = (kit / "solutions" / SLUG / "walkthrough.md").read_text()
    for secret in (
        function_body(kit / "solutions" / SLUG / "reference.py"),
        "secret-unicode-ids",
        "Hidden: ids in several scripts",
        walkthrough.splitlines()[2],
    ):
        assert secret.strip()
        assert not [p for p, text in texts.items() if secret in text], secret
    assert not (bundle / "solutions").exists()
    meta = (bundle / "exercises" / SLUG / "lesson.toml").read_text()
    assert meta.startswith("instructor_checks = 1\n")

    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "-q"]
    subprocess.run([*pip, str(bundle), "ipykernel"], check=True, timeout=600)
    assert (bundle / "exercises" / SLUG / "stub.js").is_file()

    # The bundle's README, as a learner follows it: copy a stub, check it, open a hint.
    readme = (bundle / "README.md").read_text("utf-8")
    commands = [line.strip() for line in readme.splitlines() if line.startswith("    ")]
    commands = [c for c in commands if c.startswith(("cp ", ".venv/bin/citekit"))]
    assert len(commands) == 3, readme
    learner = dict(os.environ)
    learner.pop("CITEKIT_HOME")  # the learner's copy finds its own lessons
    for command in commands:
        command = command.replace(".venv/bin/", f"{env_dir}/bin/")
        done = subprocess.run(
            command, shell=True, cwd=bundle, env=learner, capture_output=True, text=True
        )
        # `check` of the untouched stub: status todo, exit 1; the others exit 0.
        assert done.returncode == (1 if " check " in command else 0), (command, done.stderr)
        assert "TODO" in done.stdout.upper() or " check " not in command, done.stdout
    kernels = tmp_path / "kernels"
    subprocess.run(
        [str(python), "-m", "ipykernel", "install", "--prefix", str(kernels), "--name", "bundle"],
        check=True,
        capture_output=True,
    )

    notebook = nbformat.read(bundle / "notebooks" / f"{SLUG}.ipynb", as_version=4)
    stub = next(c for c in notebook.cells if "NotImplementedError" in c.source)
    stub.source = (KIT / "solutions" / SLUG / "reference.py").read_text()
    monkeypatch.delenv("CITEKIT_HOME")  # the kernel must find the lessons the bundle installed
    monkeypatch.setenv("JUPYTER_PATH", str(kernels / "share" / "jupyter"))
    # The kernel starts outside the repository, so `import grader` finds the installed bundle.
    client = NotebookClient(
        notebook,
        timeout=120,
        kernel_name="bundle",
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    check_cell = next(c for c in notebook.cells if c.source.startswith("%check"))
    shown = "".join(
        json.dumps(output.get("data", {})) + output.get("text", "") for output in check_cell.outputs
    )
    assert "Every check passes" in shown
    assert "1 more check is run only by your instructor" in shown


@pytest.mark.layer_independent
def test_lessons_and_new_ones_use_the_authoring_api_only(kit: Path) -> None:
    """Every name a lesson's checks import from the kit is part of `grader.authoring`."""
    import grader.authoring

    scaffold(kit, "double-it", "Double it", ["n"])
    paths = [
        *(KIT / "exercises").glob("*/checks.py"),
        kit / "exercises" / "double-it" / "checks.py",
    ]
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("grader"):
                assert node.module == "grader.authoring", path
                assert {alias.name for alias in node.names} <= set(grader.authoring.__all__)


@pytest.mark.layer_independent
def test_importing_the_api_leaves_hypothesis_as_it_was() -> None:
    """A learner's or an instructor's own Hypothesis tests in the same process keep their
    home folder and their inputs: grading changes them only while a property runs."""
    script = textwrap.dedent("""\
        from hypothesis import configuration
        from hypothesis.internal.conjecture import providers

        def state():
            home = getattr(configuration, "__hypothesis_home_directory")
            return home, providers._get_local_constants

        before = state()
        from grader.authoring import Trial, check
        from grader.lesson.lessons import find_lesson
        assert state() == before, "changed on import"
        lesson = find_lesson("check-cited-sources")
        print(len(lesson.checks))
        assert state() == before, "changed by loading a lesson"
        """)
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=KIT, timeout=120
    )
    assert done.returncode == 0, done.stderr


def _declared(**checks: CheckSpec) -> Lesson:
    """The first lesson graded with only these checks, in this order."""
    return find_lesson(SLUG).with_parts(list(checks.values()))


@pytest.mark.layer_independent
def test_a_check_declared_as_data_is_graded_like_a_marked_one(tmp_path: Path) -> None:
    """`check(…).expect_same(cases)` compares every case with the reference, in order, with
    the metadata and the note of its declaration; a case that differs fails it."""
    fixed = check("fixed", "Two fixed cases", points=3, hint=2).expect_same(
        [(["a", "b"], ["a"]), (["c", "c"], [])], note="Each unknown id once."
    )
    lesson = _declared(fixed=fixed)
    [spec] = lesson.checks
    assert (spec.id, spec.name, spec.points, spec.hint) == ("fixed", "Two fixed cases", 3, 2)

    reference = KIT / "solutions" / SLUG / "reference.py"
    assert grade(lesson, load_submission(reference)).checks[0].status is Status.PASS
    # Right on the first case, wrong on the second: it reports every cited id, repeats too.
    repeats = tmp_path / "repeats.py"
    repeats.write_text(
        "def solve(citations, retrieved_ids):\n"
        "    return [c for c in citations if c not in retrieved_ids]\n"
    )
    [result] = grade(lesson, load_submission(repeats)).checks
    assert result.status is Status.FAIL
    assert result.facts.got == "['c', 'c']"
    assert result.explanation == "Each unknown id once."


def test_a_declared_efficiency_check_times_the_inputs_it_is_given() -> None:
    """`check(…).expect_linear(make_args, size=, advice=)` passes a linear solution, and the
    inputs it times are the ones `make_args` builds, at about the size given."""
    sizes: list[int] = []

    def make_args(n: int, rng: random.Random) -> tuple[list[str], list[str]]:
        sizes.append(n)
        return [f"id-{rng.getrandbits(32)}" for _ in range(n)], []

    timed = check("scales-linearly", "Linear", points=2, hint=3).expect_linear(
        make_args, size=200, advice="Use a set."
    )
    lesson = _declared(timed=timed)
    reference = KIT / "solutions" / SLUG / "reference.py"
    [result] = grade(lesson, load_submission(reference)).checks
    assert (result.id, result.points, result.status) == ("scales-linearly", 2, Status.PASS)
    assert sizes and min(sizes) >= 200 and max(sizes) >= 200 * 8


def test_an_efficiency_check_fails_a_function_that_keeps_something_every_time(
    tmp_path: Path,
) -> None:
    """Timed inputs are new on every run, so a function whose answers depend on what it kept
    from earlier calls passed or failed by chance; the input answered before and after the
    timed calls decides it every time."""

    def make_args(n: int, rng: random.Random) -> tuple[list[str], list[str]]:
        return [f"id-{rng.getrandbits(32)}" for _ in range(n)], []

    timed = check("scales-linearly", "Linear", points=2, hint=3).expect_linear(
        make_args, size=200, advice="Use a set."
    )
    # Right on any input it has not met before, which every timed input is.
    forgetful = tmp_path / "forgetful.py"
    forgetful.write_text(
        "MET = set()\n"
        "def solve(citations, retrieved_ids):\n"
        "    key = tuple(citations)\n"
        "    if key in MET:\n"
        "        return []\n"
        "    MET.add(key)\n"
        "    return list(dict.fromkeys(c for c in citations if c not in retrieved_ids))\n"
    )
    [result] = grade(_declared(timed=timed), load_submission(forgetful)).checks
    assert result.status is Status.FAIL
    assert "before the timed calls and [] after them" in result.explanation


def test_an_efficiency_check_whose_large_input_runs_out_of_time_names_the_slowness(
    tmp_path: Path,
) -> None:
    """A function that answers the small timed inputs but runs out of time on the large ones
    fails the efficiency check with its own message (the sizes answered, the one that was not,
    the advice), not the bare time-out of a function that never returns."""

    def make_args(n: int, rng: random.Random) -> tuple[list[str], list[str]]:
        return [f"id-{rng.getrandbits(32)}" for _ in range(n)], []

    timed = check("scales-linearly", "Linear", points=2, hint=3).expect_linear(
        make_args, size=300, growth=32, advice="Use a set."
    )
    # Some 360 thousand steps of Python for the small inputs (measurable, well inside the
    # limit), some 370 million for the large: far past 1 s on any machine.
    quadratic = tmp_path / "quadratic.py"
    quadratic.write_text(
        "def solve(citations, retrieved_ids):\n"
        "    found = []\n"
        "    for i, c in enumerate(citations):\n"
        "        earlier = (d for d in citations[:i] for _ in range(8))\n"
        "        if c not in retrieved_ids and all(c != d for d in earlier):\n"
        "            found.append(c)\n"
        "    return found\n"
    )
    limits = Limits(call_seconds=1.0)
    [result] = grade(_declared(timed=timed), load_submission(quadratic), limits).checks
    assert (result.status, result.facts.failure) == (Status.FAIL, Failure.SLOW)
    assert result.explanation.startswith(
        "Your function answered inputs of about 300 items, but given about 9600 items, 32 times "
        "as many, it did not answer within 1 s (time limit): its time grew much faster"
    )
    assert result.explanation.endswith("Use a set.")
    assert result.facts.got == "no answer within the time limit for 32 times the input"


def test_speed_is_judged_only_once_every_other_check_passes(tmp_path: Path) -> None:
    """An efficiency check declared first still runs after the others; with one of them
    failing it times nothing and says why before any fact, and the report keeps the
    lesson's order."""

    def make_args(n: int, rng: random.Random) -> tuple[list[str], list[str]]:
        return [f"id-{rng.getrandbits(32)}" for _ in range(n)], []

    lesson = _declared(
        timed=check("scales-linearly", "Linear", points=2, hint=3).expect_linear(
            make_args, size=200, advice="Use a set."
        ),
        fixed=check("fixed", "A repeat", hint=2).expect_same([(["c", "c"], [])]),
    )
    repeats = tmp_path / "repeats.py"
    repeats.write_text(
        "def solve(citations, retrieved_ids):\n"
        "    return [c for c in citations if c not in retrieved_ids]\n"
    )
    report = grade(lesson, load_submission(repeats))
    assert [result.id for result in report.checks] == ["scales-linearly", "fixed"]
    timed, fixed = report.checks
    assert fixed.status is Status.FAIL
    assert (timed.status, timed.facts.failure, timed.calls) == (Status.FAIL, Failure.NOT_RUN, 0)
    assert arrange(timed)[0][0].text.startswith("Its speed was not judged: it is measured once")

    reference = KIT / "solutions" / SLUG / "reference.py"
    assert grade(lesson, load_submission(reference)).status is Status.PASS


@pytest.mark.layer_independent
def test_declared_unchanged_and_independence_checks_catch_what_they_name(tmp_path: Path) -> None:
    """`expect_unchanged` makes its cases when it runs, so a case maker may use names defined
    after the declaration; `INDEPENDENT_CALLS` carries every lesson's metadata for its check."""
    made: list[str] = []

    def make_cases() -> list[tuple[list[str], list[str]]]:
        made.append("now")
        return [(["b", "a", "b"], ["a"])]

    lesson = _declared(
        unchanged=check("arguments-unchanged", "Unchanged", hint=3).expect_unchanged(
            make_cases, advice="Build a new list."
        ),
        independent=INDEPENDENT_CALLS.expect_independent((["p"], []), (["p", "q"], ["p"])),
    )
    assert not made  # declared, not yet run
    assert [spec.id for spec in lesson.checks] == ["arguments-unchanged", "independent-calls"]
    assert lesson.checks[1].name == "Calls are independent: nothing is remembered between calls"
    careless = tmp_path / "careless.py"
    careless.write_text(
        "seen = set()\n\n"
        "def solve(citations, retrieved_ids):\n"
        "    citations.sort()\n"
        "    found = [c for c in dict.fromkeys(citations) if c not in {*retrieved_ids, *seen}]\n"
        "    seen.update(found)\n"
        "    return found\n"
    )
    report = grade(lesson, load_submission(careless))
    assert made
    assert [result.status for result in report.checks] == [Status.FAIL, Status.FAIL]
    assert "Build a new list." in report.checks[0].message


@pytest.mark.layer_independent
def test_a_propertys_inputs_follow_its_id_not_the_words_of_its_code() -> None:
    # Hypothesis would seed a derandomized test from a digest of its code, so that rewording
    # a property's message drew other inputs for every learner.
    drawn: dict[str, list[int]] = {}

    def declared(check_id: str, wording: str) -> list[int]:
        seen = drawn.setdefault(f"{check_id} {wording}", [])

        with declared_in(Path(__file__), SLUG) as declared:

            @check(check_id, "Generated inputs")
            @given(value=st.integers())
            def property_spec(t: object, value: int) -> None:
                seen.append(value)
                if value == -1:
                    raise AssertionError(wording)  # never: the words only change the code

        [spec] = [found.spec for found in declared]
        spec.run(types.SimpleNamespace(example=None))  # type: ignore[arg-type]
        return seen

    first = declared("property-spec", "It returned the wrong thing.")
    assert declared("property-spec", "What came back was not right, in other words.") == first
    assert declared("property-other", "It returned the wrong thing.") != first
