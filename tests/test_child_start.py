"""A child starts on the least it needs: what it imports before it serves, and the arity check
it makes without `inspect` for a plain function, which must say what inspect says."""

from __future__ import annotations

import inspect
import subprocess

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grader.sandbox.child.serve import _plainly_takes
from grader.sandbox.isolation import CHILD_PACKAGE, base_interpreter

pytestmark = pytest.mark.layer_independent


@given(
    positional=st.integers(0, 4),
    defaults=st.integers(0, 4),
    varargs=st.booleans(),
    keywords=st.lists(st.booleans(), max_size=3),
    varkeywords=st.booleans(),
    count=st.integers(0, 7),
)
def test_a_plain_functions_arity_is_read_as_inspect_reads_it(
    positional: int,
    defaults: int,
    varargs: bool,
    keywords: list[bool],
    varkeywords: bool,
    count: int,
) -> None:
    """Wherever the code object says `count` arguments bind, inspect's signature binds them;
    wherever it says they do not, inspect is asked (and words the learner's message)."""
    defaults = min(defaults, positional)
    parameters = [f"p{i}" for i in range(positional - defaults)]
    parameters += [f"d{i}=None" for i in range(defaults)]
    parameters += ["*rest"] if varargs else (["*"] if keywords else [])
    parameters += [f"k{i}" + ("=None" if default else "") for i, default in enumerate(keywords)]
    parameters += ["**options"] if varkeywords else []
    namespace: dict[str, object] = {}
    exec(f"def solve({', '.join(parameters)}):\n    return None\n", namespace)
    function = namespace["solve"]
    try:
        inspect.signature(function).bind(*([None] * count))  # type: ignore[arg-type]
        binds = True
    except TypeError:
        binds = False
    assert _plainly_takes(function, count) == binds


def test_other_callables_are_left_to_inspect() -> None:
    assert not _plainly_takes(print, 1)
    assert not _plainly_takes(type("Solver", (), {"__call__": lambda self, a: a})(), 1)
    assert _plainly_takes(lambda *args: None, 1)  # a lambda is a plain function


def test_a_child_serves_without_importing_what_only_type_checking_needs() -> None:
    """typing and inspect cost a child more than a third of its start; neither is needed to
    serve a plain function."""
    code = (
        "import sys, child.serve, child.keeper, child.limits;"
        "print(sorted({'typing', 'inspect'} & set(sys.modules)))"
    )
    done = subprocess.run(
        [str(base_interpreter()), "-S", "-c", code],
        cwd=CHILD_PACKAGE.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "[]", done.stderr
