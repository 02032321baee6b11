"""What a stub hands learners ready-made: the reference's own, in both languages, and for the
citation marker, exactly the grammar the learner wrote in Extract citations."""

from __future__ import annotations

import ast
import json
import re
import runpy
import subprocess
from pathlib import Path
from typing import Any

import pytest

from grader.languages import JAVASCRIPT
from grader.lesson.lessons import all_lessons, find_lesson
from grader.sandbox import node

# Its subject is the curriculum: it runs on the lessons in exercises/, never on the fixtures.
pytestmark = [pytest.mark.layer_independent, pytest.mark.curriculum]

# The top-level `const NAME =` lines of a JavaScript file: the values its stub gives.
JAVASCRIPT_CONSTANT = re.compile(r"^const (\w+) =", re.MULTILINE)
# Runs a file as a script and prints the named top-level constants as JSON (a RegExp as its
# source), without loading it as the module a submission is.
READ_CONSTANTS = """
const fs = require("fs"), vm = require("vm");
const [file, ...names] = process.argv.slice(1);
const context = vm.createContext({ module: { exports: {} }, require });
const source = fs.readFileSync(file, "utf8");
const given = vm.runInContext(`${source}\\n;({ ${names.join(", ")} })`, context);
const plain = (v) => (Object.prototype.toString.call(v) === "[object RegExp]" ? v.source : v);
console.log(JSON.stringify(Object.fromEntries(names.map((n) => [n, plain(given[n])]))));
"""

# One bracket each, the whole string: a well-formed marker, or something close to one.
MARKER_LIKE = (
    "[source: fee_policy_p2_c1]",
    "[source: fee_policy_p2_c1, page 2]",
    "[ source : bank-faq.v3 , page 007 ]",
    "[source:a,page 1]",
    "[source:\ta\t,\tpage\t12\t]",
    "[source: a, page 0]",
    "[source: a, page 00]",
    "[Source: a]",
    "[source: a, Page 2]",
    "[source:]",
    "[source: a b]",
    "[source: a, b]",
    "[source: é]",
    "[source: a, page ٣]",
    "[source: a\n]",
    "[source:\xa0a]",
    "[source: a, page]",
    "[source: a, page -1]",
    "[source: a,, page 2]",
    "[1]",
)


def python_constants(path: Path) -> dict[str, Any]:
    """The values a Python file binds at module level, apart from its functions and classes."""
    tree = ast.parse(path.read_text("utf-8"))
    names = [
        target.id
        for statement in tree.body
        if isinstance(statement, ast.Assign)
        for target in statement.targets
        if isinstance(target, ast.Name)
    ]
    values = runpy.run_path(str(path))
    return {name: values[name] for name in names}


def javascript_constants(path: Path, names: list[str]) -> dict[str, Any]:
    command = [str(node.node_binary()), "-e", READ_CONSTANTS, str(path), *names]
    done = subprocess.run(command, capture_output=True, text=True, check=True, timeout=60)
    constants: dict[str, Any] = json.loads(done.stdout)
    return constants


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda lesson: lesson.slug)
def test_what_a_stub_gives_is_the_references_own(lesson: Any) -> None:
    given = python_constants(lesson.stub_path)
    assert given == {n: v for n, v in python_constants(lesson.reference_path).items() if n in given}
    names = JAVASCRIPT_CONSTANT.findall(lesson.stub_in(JAVASCRIPT).read_text("utf-8"))
    given_js = javascript_constants(lesson.stub_in(JAVASCRIPT), names)
    assert given_js == javascript_constants(lesson.reference_in(JAVASCRIPT), names)


def test_every_claim_cited_gives_the_marker_of_extract_citations_in_both_languages() -> None:
    lesson = find_lesson("every-claim-cited")
    citation = python_constants(lesson.stub_path)["CITATION"]
    assert javascript_constants(lesson.stub_in(JAVASCRIPT), ["CITATION"]) == {"CITATION": citation}
    extract = runpy.run_path(str(find_lesson("extract-citations").reference_path))["solve"]
    for text in MARKER_LIKE:
        # A whole bracket is a citation exactly when Extract citations reads one out of it.
        assert bool(re.fullmatch(citation, text)) == (len(extract(text)) == 1), text
