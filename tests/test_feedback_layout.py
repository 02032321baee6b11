"""Feedback that keeps the point in sight: where values differ comes first, long values are
folded (one click away in HTML), code renders as code, and each place names its own hint
command (a terminal's `citekit hint`, a notebook's `%hint`, nothing to run in Gradescope)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from grader.grading.grading import TODO_MESSAGE
from grader.languages import PYTHON
from grader.languages.show import first_difference
from grader.notebook import hint_command as notebook_hint
from grader.report.results import CheckResult, Facts, Failure, Report, Status
from grader.views import html, markdown, terminal
from grader.views.feedback import FULL, LONG_LINE, arrange

# No learner code runs here: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent

SLUG = "unretrieved-ids"
LONG_IDS = [f"chunk-from-the-quarterly-report-section-{i:04d}" * 2 for i in range(300)]


def cli_hint(stage: int) -> str:
    return f"citekit hint {SLUG} {stage}"


def long_check() -> CheckResult:
    """A failure whose values are long: the facts `check` records for it."""
    want, got = LONG_IDS[1:], LONG_IDS[1:] + LONG_IDS[::-1]
    facts = Facts(
        Failure.WRONG,
        call=f"solve({LONG_IDS!r})"[:1200],
        expected=f"{want!r}"[:1200],
        got=f"{got!r}"[:1200],
        difference=first_difference(want, got, PYTHON) or "",
    )
    return CheckResult(
        "many-long-unknowns", "Many unknown ids", Status.FAIL, 0, 1, "", 3, facts=facts
    )


def short_check(explanation: str = "") -> CheckResult:
    facts = Facts(Failure.WRONG, call="solve(['`a`'], [])", expected="['`a`']", got="[]")
    return CheckResult(
        "many-long-unknowns", "Many unknown ids", Status.FAIL, 0, 1, explanation, 3, facts=facts
    )


def report(check: CheckResult) -> Report:
    return Report(SLUG, "Unretrieved ids", check.status, "1 of 1 checks do not pass yet.", [check])


def test_the_first_difference_and_a_window_around_it_come_first() -> None:
    shown, folded = arrange(long_check())
    texts = [line.text for line in shown]
    assert texts[0] == "The first 299 items agree; expected 299 items, got 599."
    assert texts[1].startswith("From position 298, expected: [")
    assert texts[2].startswith("From position 298, got:      [")
    assert all(len(line) <= LONG_LINE for line in texts[3:])
    assert all(line.endswith("(in full below)") for line in texts[3:])
    assert all(line.value for line in shown)  # values, shown as they came back
    assert [line[:9] for line in folded] == ["Called:  ", "Expected:", "Got:     "]


def test_a_short_message_is_left_as_it_is() -> None:
    check = short_check("Walk the citations in order.")
    shown, folded = arrange(check)
    assert ([line.text for line in shown], folded) == (check.message.splitlines(), [])
    assert [line.value for line in shown] == [True, True, True, False]


def test_the_terminal_shows_the_point_then_the_values_in_full() -> None:
    check = long_check()
    text = terminal.render(report(check), cli_hint)
    point = text.index("The first 299 items agree")
    assert point < text.index(FULL) < text.index(f"  Called:   {check.facts.call}\n")
    assert "Hint stage 3 may help: citekit hint unretrieved-ids 3" in text


def test_html_folds_long_values_into_details_and_wraps_between_words() -> None:
    page = html.render(report(long_check()), cli_hint)
    details = re.findall(r"<details><summary>In full</summary>(.*?)</details>", page, re.S)
    assert len(details) == 1 and "Called:   solve([&#x27;chunk" in details[0]
    assert "section-0012" in details[0]
    before = page[: page.index("<details>")]
    assert "The first 299 items agree" in before and "section-0012" not in before
    assert "word-break:normal" in page and "overflow-wrap:anywhere" in page
    assert "break-all" not in page
    assert '<code style="white-space:nowrap">many-long-unknowns</code>' in page


def test_code_in_messages_renders_as_code_in_html_but_values_stay_as_they_are() -> None:
    check = short_check("Walk the citations in order; a `set` loses it.")
    page = html.render(report(check), lambda stage: f"`%hint {SLUG} {stage}`")
    assert "a <code>set</code> loses it" in page
    assert "<code>%hint unretrieved-ids 3</code>" in page
    assert "[&#x27;`a`&#x27;]" in page  # a value's backticks are the learner's, shown as such
    assert "`" not in page.replace("&#x27;`a`&#x27;", "")


def test_todo_names_the_hint_command_of_each_place() -> None:
    message = TODO_MESSAGE.format(function="solve", raises="raises")
    todo = Report(SLUG, "Unretrieved ids", Status.TODO, message)
    assert "hint " + SLUG not in message
    assert "Hint stage 1 may help: citekit hint unretrieved-ids 1" in terminal.render(
        todo, cli_hint
    )
    page = html.render(todo, notebook_hint(SLUG))
    assert "Hint stage 1 may help: <code>%hint unretrieved-ids 1</code>" in page
    assert "<code>solve</code> still raises" in page
    gradescope = markdown.render(todo, lambda stage: "")
    assert "Hint stage 1 may help." in gradescope
    assert "citekit" not in gradescope and "%hint" not in gradescope


@pytest.mark.layer_independent
def test_failures_come_first_and_passes_fold_into_one_line() -> None:
    passing = CheckResult("example-1", "The first example", Status.PASS, 1, 1, "", 1)
    passing_too = dataclasses.replace(passing, id="example-2")
    failing = dataclasses.replace(long_check(), id="scales-linearly")
    shown = dataclasses.replace(report(failing), checks=[passing, failing, passing_too])
    text = terminal.render(shown, cli_hint)
    assert text.index("FAIL  scales-linearly") < text.index("PASS  2 checks pass")
    assert "PASS  example-1" not in text  # folded: no row of its own
    page = html.render(shown, cli_hint)
    failures, _, folded = page.partition("<details>")
    assert "scales-linearly" in failures and "example-1" not in failures
    assert folded.startswith("<summary") and "2 checks pass" in folded and "example-1" in folded


@pytest.mark.layer_independent
def test_dicts_that_differ_name_the_first_key_that_differs() -> None:
    """A dict answer cut short when shown can hide what differs: the first key is named."""
    want = {"shown": None, "attempts": 2, "feedback": "the fee is Rs 500 " * 20}
    got = {"shown": None, "attempts": 2, "feedback": "the fee is Rs 1,000 " * 20}
    line = first_difference(want, got, PYTHON)
    assert line is not None and line.startswith("First difference at key 'feedback': expected")
    assert first_difference({"a": 1}, {"a": 1, "b": 2}, PYTHON) == (
        "First difference at key 'b': it was not expected."
    )
    assert first_difference({"a": 1, "b": 2}, {"b": 2}, PYTHON) == (
        "First difference at key 'a': it is missing."
    )
    assert first_difference({"a": 1}, {"a": 1}, PYTHON) is None
