"""Grading uses two names Hypothesis does not publish (its home folder as set, and the hook
that collects local constants). These tests fail, naming what changed, when a Hypothesis
release renames or reshapes them; and grading then stops with one paragraph, never drawing
other inputs or writing into the current folder without a word."""

from __future__ import annotations

import importlib.metadata
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FIXTURE_KIT, FIXTURE_REFERENCE, FIXTURE_SLUG

from grader.authoring import Trial, given, st
from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.ground.errors import KitError
from grader.lesson.checks.hypothesis_setup import LOCAL_CONSTANTS, grading_hypothesis, private_hooks
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.lessons import find_lesson

pytestmark = pytest.mark.layer_independent

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


@pytest.fixture(autouse=True)
def _hooks_found_afresh() -> Iterator[None]:
    private_hooks.cache_clear()
    yield
    private_hooks.cache_clear()


def test_the_private_names_grading_uses_are_there() -> None:
    # On a Hypothesis that changed them, this raises the KitError that names each change.
    hooks = private_hooks()
    assert hooks.providers.__name__ == "hypothesis.internal.conjecture.providers"


def test_hypothesis_draws_its_local_constants_through_the_hook() -> None:
    """Replacing the hook is what keeps local constants out of the inputs: Hypothesis' own
    provider reads them through it, here the kit's modules' constants, while grading none."""
    providers = private_hooks().providers
    assert len(providers.HypothesisProvider(None)._local_constants) > 0, (
        "Hypothesis collects no local constants from the kit's modules: see whether it still "
        f"collects them through {LOCAL_CONSTANTS}"
    )
    with grading_hypothesis():
        assert len(providers.HypothesisProvider(None)._local_constants) == 0, (
            f"Hypothesis no longer reads local constants through {LOCAL_CONSTANTS}: grading "
            "would draw other inputs with every edit of the kit"
        )


def test_hypothesis_is_kept_below_its_next_major() -> None:
    [wanted] = re.findall(r'^ *"(hypothesis[^"]*)",', PYPROJECT.read_text("utf-8"), re.MULTILINE)
    assert wanted.endswith(",<7"), f"pyproject.toml asks for {wanted}: keep it below 7"
    installed = importlib.metadata.version("hypothesis")
    assert int(installed.split(".")[0]) < 7


@pytest.mark.parametrize(
    ("module", "name", "named"),
    [
        ("providers", LOCAL_CONSTANTS, f"{LOCAL_CONSTANTS} is gone"),
        ("configuration", "__hypothesis_home_directory", "no global __hypothesis_home_directory"),
    ],
)
def test_a_hypothesis_that_changed_them_stops_grading_in_one_paragraph(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: str, name: str, named: str
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))  # no recorded inputs: Hypothesis runs
    hooks = private_hooks()
    monkeypatch.delattr(getattr(hooks, module), name)
    private_hooks.cache_clear()

    @given(retrieved=st.lists(st.sampled_from(["a", "b"]), max_size=2))
    def generated(t: Trial, retrieved: list[str]) -> None:
        t.expect_same(["a"], retrieved)

    lesson = find_lesson(FIXTURE_SLUG, FIXTURE_KIT).with_parts(
        [CheckSpec("generated", "Generated", 1, None, generated)]
    )
    with pytest.raises(KitError) as raised:
        grade(lesson, load_submission(FIXTURE_REFERENCE))
    message = str(raised.value)
    assert named in message and "Install the Hypothesis that pyproject.toml names" in message
    assert "\n" not in message
