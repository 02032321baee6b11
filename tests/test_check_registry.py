"""A check is registered when it is declared: a lesson's checks are what its files declared, in
order, bound to a name or not; two checks sharing an id or a name, and a `check(…)` that never
became a check, are errors of the lesson that `validate` reports in one paragraph."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SLUG, cli_environment, run_cli

from grader.errors import KitError
from grader.lessons import find_lesson

# Lessons as loaded from a kit: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


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


def test_a_check_bound_to_no_name_is_graded_in_the_order_declared(kit_copy: Path) -> None:
    before = [spec.id for spec in find_lesson(SLUG, kit_copy).checks]
    _add(
        _checks_file(kit_copy),
        'check("unbound", "Declared and bound to no name").expect_same([(["a"], [])])\n'
        "for size in (1, 2):\n"
        '    check(f"in-a-loop-{size}", f"Declared in a loop, {size}").expect_same(\n'
        '        [(["a"] * size, [])]\n'
        "    )\n",
    )
    checks = find_lesson(SLUG, kit_copy).checks
    assert [spec.id for spec in checks] == [*before, "unbound", "in-a-loop-1", "in-a-loop-2"]


def test_two_checks_with_one_id_are_named_with_both_lines(kit_copy: Path) -> None:
    line = _add(
        _checks_file(kit_copy),
        'again = check("no-citations", "Another name", hint=1).expect_same([([], [])])\n',
    )
    error = _load_error(kit_copy)
    assert "declares two checks with the id 'no-citations'" in error
    first = next(
        number
        for number, text in enumerate(_checks_file(kit_copy).read_text("utf-8").splitlines(), 1)
        if '"no-citations"' in text
    )
    assert f"checks.py line {first} and at " in error and error.endswith(
        f"checks.py line {line}. Reports and gradebooks keep a check's result under its id, so "
        "one would take the other's place: give each check an id of its own, then run "
        f"`citekit validate {SLUG}`."
    )


@pytest.mark.parametrize("again", ["No citations at all", "no citations  at ALL"])
def test_two_checks_with_one_name_are_an_error(kit_copy: Path, again: str) -> None:
    line = _add(
        _checks_file(kit_copy),
        f"\n@check('no-citations-again', {again!r})\n"
        "def no_citations_again(t: Trial) -> None:\n"
        "    t.expect_same([], [])\n",
    )
    error = _load_error(kit_copy)
    assert f"declares two checks named {again!r}: 'no-citations' at " in error
    assert f"'no-citations-again' at {_checks_file(kit_copy)} line {line + 1}" in error
    assert "give each check a name of its own" in error


def test_an_instructor_check_may_not_take_a_learner_checks_id(kit_copy: Path) -> None:
    instructor = kit_copy / "solutions" / SLUG / "checks.py"
    line = _add(
        instructor,
        "from grader.authoring import check\n\n"
        'hidden = check("example-1", "A hidden check").expect_same([([], [])])\n',
    )
    error = _load_error(kit_copy)
    assert "declares two checks with the id 'example-1'" in error
    assert f"{instructor} line {line + 2}" in error


@pytest.mark.parametrize(
    "unfinished",
    [
        'forgotten = check("forgotten", "Declared, never made a check")\n',
        'check("forgotten", "Declared, never made a check")\n',
    ],
)
def test_a_declaration_never_made_a_check_is_an_error(kit_copy: Path, unfinished: str) -> None:
    line = _add(_checks_file(kit_copy), unfinished)
    error = _load_error(kit_copy)
    assert error.startswith(
        f"{_checks_file(kit_copy)} line {line} declares the check 'forgotten' with check(…) but "
        "never makes it a check, so it would never run"
    )


def test_validate_reports_a_duplicate_as_a_failing_lesson(kit_copy: Path) -> None:
    _add(
        _checks_file(kit_copy),
        'again = check("no-citations", "Another name").expect_same([([], [])])\n',
    )
    done = run_cli("validate", SLUG, env=cli_environment(CITEKIT_HOME=str(kit_copy)))
    shown = done.stdout + done.stderr
    assert done.returncode != 0
    assert "Traceback" not in shown
    assert "declares two checks with the id 'no-citations'" in shown
