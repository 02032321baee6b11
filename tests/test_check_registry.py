"""A check is registered when it is declared: a lesson's checks are what its files declared, in
order, bound to a name or not; two checks sharing an id or a name, and a `check(…)` that never
became a check, are errors of the lesson that `validate` reports in one paragraph."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import FIXTURE_SLUG as SLUG
from conftest import cli_environment, run_cli

from grader.ground.errors import KitError
from grader.lesson.lessons import find_lesson

# Lessons as loaded from a kit: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


@pytest.fixture
def kit(fixture_kit_copy: Path) -> Path:
    """A private copy of the fixture kit, whose lesson files a test may change."""
    return fixture_kit_copy


def _checks_file(kit: Path) -> Path:
    return kit / "exercises" / SLUG / "checks.py"


def _add(path: Path, code: str) -> int:
    """Append `code` to the lesson file `path`; the number of its first line there."""
    text = path.read_text("utf-8") if path.is_file() else ""
    path.write_text(text + code, "utf-8")
    return len(text.splitlines()) + 1


def _load_error(kit: Path) -> str:
    with pytest.raises(KitError) as raised:
        find_lesson(SLUG, kit).checks  # noqa: B018 - loading is what is tried
    return str(raised.value)


def test_a_check_bound_to_no_name_is_graded_in_the_order_declared(kit: Path) -> None:
    before = [spec.id for spec in find_lesson(SLUG, kit).checks]
    _add(
        _checks_file(kit),
        'check("unbound", "Declared and bound to no name").expect_same([(["a"], [])])\n'
        "for size in (1, 2):\n"
        '    check(f"in-a-loop-{size}", f"Declared in a loop, {size}").expect_same(\n'
        '        [(["a"] * size, [])]\n'
        "    )\n",
    )
    checks = find_lesson(SLUG, kit).checks
    assert [spec.id for spec in checks] == [*before, "unbound", "in-a-loop-1", "in-a-loop-2"]


def test_two_checks_with_one_id_are_named_with_both_lines(kit: Path) -> None:
    line = _add(
        _checks_file(kit),
        'again = check("worked-example", "Another name", hint=1).expect_same([([], [])])\n',
    )
    error = _load_error(kit)
    assert "declares two checks with the id 'worked-example'" in error
    first = next(
        number
        for number, text in enumerate(_checks_file(kit).read_text("utf-8").splitlines(), 1)
        if '"worked-example"' in text
    )
    assert f"checks.py line {first} and at " in error and error.endswith(
        f"checks.py line {line}. Reports and gradebooks keep a check's result under its id, so "
        "one would take the other's place: give each check an id of its own, then run "
        f"`citekit validate {SLUG}`."
    )


@pytest.mark.parametrize("again", ["Worked example", "worked  EXAMPLE"])
def test_two_checks_with_one_name_are_an_error(kit: Path, again: str) -> None:
    line = _add(
        _checks_file(kit),
        f"\n@check('worked-example-again', {again!r})\n"
        "def worked_again(t: Trial) -> None:\n"
        "    t.expect_same([], [])\n",
    )
    error = _load_error(kit)
    assert f"declares two checks named {again!r}: 'worked-example' at " in error
    assert f"'worked-example-again' at {_checks_file(kit)} line {line + 1}" in error
    assert "give each check a name of its own" in error


def test_an_instructor_check_may_not_take_a_learner_checks_id(kit: Path) -> None:
    instructor = kit / "solutions" / SLUG / "checks.py"
    line = _add(
        instructor,
        "from grader.authoring import check\n\n"
        'hidden = check("worked-example", "A hidden check").expect_same([([], [])])\n',
    )
    error = _load_error(kit)
    assert "declares two checks with the id 'worked-example'" in error
    assert f"{instructor} line {line + 2}" in error


@pytest.mark.parametrize(
    "unfinished",
    [
        'forgotten = check("forgotten", "Declared, never made a check")\n',
        'check("forgotten", "Declared, never made a check")\n',
    ],
)
def test_a_declaration_never_made_a_check_is_an_error(kit: Path, unfinished: str) -> None:
    line = _add(_checks_file(kit), unfinished)
    error = _load_error(kit)
    assert error.startswith(
        f"{_checks_file(kit)} line {line} declares the check 'forgotten' with check(…) but "
        "never makes it a check, so it would never run"
    )


def test_validate_reports_a_duplicate_as_a_failing_lesson(kit: Path) -> None:
    _add(
        _checks_file(kit),
        'again = check("worked-example", "Another name").expect_same([([], [])])\n',
    )
    done = run_cli("validate", SLUG, env=cli_environment(CITEKIT_HOME=str(kit)))
    shown = done.stdout + done.stderr
    assert done.returncode != 0
    assert "Traceback" not in shown
    assert "declares two checks with the id 'worked-example'" in shown
