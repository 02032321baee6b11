"""The one file name the kit gives a learner's name, for the feedback files and pages it
writes: valid on any file system, at most 255 bytes, never '.', '..', hidden or holding a
separator or control character, stable, and different for different names even where case is
folded or long names share their start. The names are generated; a class with such names is
exported and reported in test_class_shapes.py."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.ground.text import NOT_PRINTABLE, file_name

# Names only, no learner code: nothing the isolation layer could change.
pytestmark = pytest.mark.layer_independent


@pytest.fixture
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder)


SUFFIXES = (".md", ".html")
# Names of every kind: any text (lone surrogates, controls, separators included), long ones,
# and the names a path gives a meaning.
learner_names = st.one_of(
    st.text(),
    st.text(min_size=200, max_size=1000),
    st.text(st.sampled_from("aA./\\-_é\x00\x1b\u202e\udce9"), max_size=300),
    st.sampled_from(["", ".", "..", "/", "../x", ".hidden", "con", "-rf", "a" * 300]),
)


def assert_valid(name: str, suffix: str) -> None:
    assert name.endswith(suffix)
    assert len(name.encode()) <= 255
    assert name not in (".", "..") and not name.startswith((".", "-"))
    assert "/" not in name and "\\" not in name and not NOT_PRINTABLE.search(name)


@settings(max_examples=300, deadline=None)
@given(name=learner_names, suffix=st.sampled_from(SUFFIXES))
def test_a_file_name_is_valid_bounded_and_stable(name: str, suffix: str) -> None:
    made = file_name(name, suffix)
    assert_valid(made, suffix)
    assert file_name(name, suffix) == made


@settings(max_examples=200, deadline=None)
@given(names=st.lists(learner_names, unique=True, min_size=2, max_size=8))
def test_distinct_names_get_distinct_files_even_where_case_is_folded(names: list[str]) -> None:
    made = [file_name(name, ".md").casefold() for name in names]
    assert len(set(made)) == len(names), dict(zip(names, made))


@settings(max_examples=100, deadline=None)
@given(start=st.text(min_size=120), ends=st.lists(st.text(max_size=3), unique=True, min_size=2))
def test_long_names_that_share_their_start_do_not_collide(start: str, ends: list[str]) -> None:
    made = {file_name(start + end, ".html") for end in ends}
    assert len(made) == len(ends)


def test_every_made_name_can_be_written(scratch: Path) -> None:
    for name in ["\udce9" * 250, "ü" * 250, "a/../../b", "..", "\x1b[2J", "Ada", "ada", "a" * 255]:
        path = scratch / file_name(name, ".md")
        path.write_text(name.encode("utf-8", "surrogatepass").decode("utf-8", "replace"))
    assert len(list(scratch.iterdir())) == 8


def test_a_plain_lower_case_name_stays_as_it_is() -> None:
    assert file_name("aisha", ".md") == "aisha.md"
    assert file_name("marta.v2", ".html") == "marta.v2.html"
    assert file_name("Aisha", ".md").startswith("Aisha-")  # another than aisha's, case folded
    assert file_name("ab-0123456789abcdef", ".md").startswith("ab-0123456789abcdef-")
