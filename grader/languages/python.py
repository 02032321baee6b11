"""Python: the kit's own language, whose child runs the units itself; values shown as repr."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from grader.ground.text import printable
from grader.languages.base import ADDRESS, DEPTH, SHOWN_CHARS, Language, article
from grader.sandbox.child.wire import Opaque
from grader.sandbox.runtime import PYTHON_CHILD

if TYPE_CHECKING:  # the sandbox's machinery is loaded only to grade
    from grader.sandbox.process import Unit
    from grader.sandbox.session import Loaded


class Python(Language):
    name = "python"
    display = "Python"
    suffix = ".py"
    comment = "#"
    runtime = PYTHON_CHILD
    raises = "raises"
    arrays_stand_for_tuples = False
    hint_option = ""  # the default hints: `citekit hint SLUG N`

    def hint_command(self, slug: str, stage: int) -> str:
        return f"citekit hint {slug} {stage}"

    def hint_files(self, slug: str) -> tuple[str, ...]:
        return (f"{slug}.md",)

    def syntax_problem(self, source: str, name: str) -> str | None:
        return syntax_error(source, name)

    def shown(self, value: Any, items: int, chars: int, depth: int) -> str:
        if isinstance(value, str):
            if len(value) > chars:
                # Head and tail: long ids often differ only at the end.
                head, tail = value[: chars * 2 // 3], value[-(chars // 3) :]
                return f"{head!r}…{tail!r} ({len(value)} chars)"
            return repr(value)
        if isinstance(value, (list, tuple, set, frozenset, dict)):
            return self._container(value, items, chars, depth)
        text = repr(value)  # numbers, None, the grader's own Opaque (already short)
        if isinstance(value, Opaque):
            text = ADDRESS.sub("", text)
        return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"

    def _container(self, value: Any, items: int, chars: int, depth: int) -> str:
        if depth >= DEPTH:
            return f"<a {type(value).__name__} of {len(value)} items>"

        def inner(item: Any) -> str:
            return self.shown(item, items, chars, depth + 1)

        if isinstance(value, dict):
            pairs = itertools.islice(value.items(), items)
            shown = [f"{inner(k)}: {inner(v)}" for k, v in pairs]
        elif isinstance(value, (set, frozenset)) and len(value) <= items:
            # A set's order differs between processes; a small one is shown in one order.
            shown = sorted(inner(item) for item in value)
        else:
            shown = [inner(item) for item in itertools.islice(value, items)]
        if len(value) > items:
            shown.append(f"… {len(value) - items} more")
        body = ", ".join(shown)
        if isinstance(value, tuple):
            return f"({body},)" if len(value) == 1 else f"({body})"
        if isinstance(value, list):
            return f"[{body}]"
        if isinstance(value, dict):
            return f"{{{body}}}"
        if not value:
            return f"{type(value).__name__}()"
        return f"{{{body}}}" if type(value) is set else f"frozenset({{{body}}})"

    def noun(self, python_type: str) -> str:
        return python_type

    def type_name(self, value: Any) -> str:
        return value.type_name if isinstance(value, Opaque) else type(value).__name__

    def member(self, key: Any) -> str:
        return f"[{key!r}]"

    def tip(self, value: Any, wanted: str, answer: bool) -> str:
        if type(value) is bool and "int" in wanted:
            return "True and False are bools, not 1 and 0."
        if type(value) is list and "tuple" in wanted:
            return "A list is a different type from a tuple, even with the same items."
        if type(value) is str and value.strip().isdigit() and "int" in wanted:
            return "Turn the digits into a number with int()."
        return ""

    def load_message(
        self,
        function: str,
        parameters: list[str],
        loaded: Loaded,
        units: list[Unit],
        from_file: bool,
    ) -> str | None:
        signature = f"{function}({', '.join(parameters)})"
        if from_file and loaded.unit_errors:
            error = loaded.unit_errors[0]
            return (
                f"Your file raised {error['type']} while it was being loaded, before `{function}` "
                f"could be called:\n{error['traceback'].rstrip()}\nCode at the top level of the "
                "file runs on import; move it into a function or remove it."
            )
        if loaded.problem == "missing":
            where = "file" if from_file else "notebook's code cells"
            if not units:
                return f"There is no code to grade. Write `def {signature}:` and submit again."
            return (
                f"No function named `{function}` was found in your {where}. Define "
                f"`def {signature}:` (the name matters) and submit again."
            )
        if loaded.problem == "not-callable":
            return (
                f"`{function}` is {article(loaded.detail)} {loaded.detail}, not a function. Define "
                f"it with `def {signature}:` and make sure nothing later assigns another value "
                "to it."
            )
        if loaded.problem == "arity":
            return (
                f"`{function}` must take {len(parameters)} arguments ({', '.join(parameters)}), "
                f"but it cannot be called that way: {loaded.detail}. Use `def {signature}:`."
            )
        return None

    def load_reason(self, function: str, loaded: Loaded, message: str) -> str:
        return (
            f"Your file raised {loaded.unit_errors[0]['message']} while it was being loaded, "
            f"before `{function}` could be called."
        )


# How much of the line with a syntax error is shown.
LINE_SHOWN = 200


def syntax_error(source: str, name: str) -> str | None:
    try:
        compile(source, name, "exec", dont_inherit=True)
    except SyntaxError as problem:
        where = f"line {problem.lineno}" if problem.lineno else "somewhere"
        text = (problem.text or "").strip()
        shown = f" (`{text[:LINE_SHOWN]}`)" if text else ""
        # The line is the learner's own text, shown in a terminal as it is.
        return printable(f"{name} has a syntax error at {where}{shown}: {problem.msg}.")
    except ValueError as problem:  # e.g. a NUL byte in the source, or a lone surrogate
        return printable(f"{name} cannot be compiled: {problem}.")
    except (RecursionError, MemoryError):  # CPython's compiler, on deeply nested code
        return printable(
            f"{name} cannot be compiled: its code is nested too deeply for Python. Write the "
            "deepest expression in smaller steps."
        )
    return None


PYTHON = Python()
