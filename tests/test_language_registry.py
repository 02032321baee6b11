"""The registry of languages and what every language must say for itself; a lesson's words
keyed by language name, rendered only for a language, falling back as the language says."""

from __future__ import annotations

import pytest

from grader.languages import ALL, JAVASCRIPT, PYTHON, TYPESCRIPT, by_name, by_suffix, render, said


def test_every_language_is_found_by_its_name_and_its_suffix() -> None:
    for language in ALL:
        assert by_name(language.name) is language
        assert by_suffix(language.suffix) is language
    assert len({language.name for language in ALL}) == len(ALL)
    assert len({language.suffix for language in ALL}) == len(ALL)
    assert by_suffix(".txt") is None
    with pytest.raises(KeyError, match="no language is named 'cobol'"):
        by_name("cobol")


def test_every_fallback_is_a_registered_language_and_ends() -> None:
    for language in ALL:
        seen = [language]
        while seen[-1].fallback is not None:
            assert seen[-1].fallback in ALL
            assert seen[-1].fallback not in seen, "a fallback chain that loops"
            seen.append(seen[-1].fallback)


def test_file_names_follow_the_language() -> None:
    assert (TYPESCRIPT.stub_name, TYPESCRIPT.reference_name) == ("stub.ts", "reference.ts")
    assert TYPESCRIPT.trips_marker == "// trips:" and PYTHON.trips_marker == "# trips:"
    assert TYPESCRIPT.hint_files("x") == ("x.ts.md", "x.js.md")
    assert PYTHON.hint_files("x") == ("x.md",)
    assert TYPESCRIPT.hint_command("x", 2) == "citekit hint x 2 --typescript"
    assert PYTHON.hint_command("x", 2) == "citekit hint x 2"


def test_words_are_rendered_for_a_language_falling_back_as_it_says() -> None:
    words = said(python="a list", javascript="an Array")
    assert render(words, PYTHON) == "a list"
    assert render(words, JAVASCRIPT) == "an Array"
    assert render(words, TYPESCRIPT) == "an Array"  # JavaScript's words, where it has none
    own = said(python="a list", javascript="an Array", typescript="a string[]")
    assert render(own, TYPESCRIPT) == "a string[]"
    assert render("the same in all", TYPESCRIPT) == "the same in all"
    with pytest.raises(KeyError, match="no words for JavaScript"):
        render(said(python="only Python"), JAVASCRIPT)


def test_words_are_no_text_without_a_language() -> None:
    """Formatting words with no language would freeze one language's text silently."""
    words = said(python="a list", javascript="an Array")
    with pytest.raises(TypeError):
        f"return {words}"
    with pytest.raises(TypeError):
        "return " + words  # type: ignore[operator]
    with pytest.raises(TypeError):
        str(words)
