"""JavaScript: a `.js` file run by Node as a CommonJS module in the JavaScript child; values
shown as JavaScript literals, types named as its code makes them, and an answer read in the
Python types its lesson declares."""

from __future__ import annotations

import itertools
import json
import math
import re
import types
from typing import TYPE_CHECKING, Any, Union, get_args, get_origin, get_type_hints, is_typeddict

from grader.languages.base import ADDRESS, CHARS, DEPTH, ITEMS, SHOWN_CHARS, Language, article
from grader.sandbox.child.wire import SAFE_INT, Opaque, arrival_order
from grader.sandbox.runtime import Runtime

if TYPE_CHECKING:  # the sandbox's machinery is loaded only to grade
    from grader.sandbox.process import Unit
    from grader.sandbox.session import Loaded

# Python's types as a JavaScript learner's code makes them: a tuple is an Array there too
# (the lesson says how long), an int a number with no fraction.
TYPES = {
    "list": "Array",
    "tuple": "Array",
    "dict": "object",
    "set": "Set",
    "frozenset": "Set",
    "str": "string",
    "int": "integer",
    "float": "number with a fraction",
    "bool": "boolean",
    "NoneType": "null",
    "None": "null",
}
# What a JavaScript string literal escapes beyond JSON's own: lone surrogates and characters
# that do not print.
SURROGATE = re.compile("[\ud800-\udfff]")


class JavaScript(Language):
    name = "javascript"
    display = "JavaScript"
    suffix = ".js"
    comment = "//"
    runtime = Runtime(node_script="serve.js")
    raises = "throws"
    arrays_stand_for_tuples = True

    def shown(self, value: Any, items: int, chars: int, depth: int) -> str:
        """Tuples are Arrays, dicts objects (or Maps, with keys that are no strings), None
        null, large ints BigInts; a Set in the order it was filled."""
        if isinstance(value, str):
            if len(value) > chars:
                head, tail = value[: chars * 2 // 3], value[-(chars // 3) :]
                return f"{javascript_string(head)}…{javascript_string(tail)} ({len(value)} chars)"
            return javascript_string(value)
        if value is None or isinstance(value, bool):
            return {None: "null", True: "true", False: "false"}[value]
        if isinstance(value, float):
            if math.isnan(value):
                return "NaN"
            if math.isinf(value):
                return "Infinity" if value > 0 else "-Infinity"
            return "-0" if value == 0 and math.copysign(1, value) < 0 else repr(value)
        if isinstance(value, int):
            return str(value) if -SAFE_INT <= value <= SAFE_INT else f"{value}n"
        if isinstance(value, (list, tuple, set, frozenset, dict)):
            return self._container(value, items, chars, depth)
        text = repr(value)  # the JavaScript child's own rendering of what has no Python twin
        if isinstance(value, Opaque):
            text = ADDRESS.sub("", text)
        return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"

    def _container(self, value: Any, items: int, chars: int, depth: int) -> str:
        kind = "Set" if isinstance(value, (set, frozenset)) else "Array"
        if isinstance(value, dict):
            kind = "object" if all(type(key) is str for key in value) else "Map"
        if depth >= DEPTH:
            return f"<{article(kind)} {kind} of {len(value)} items>"

        def inner(item: Any) -> str:
            return self.shown(item, items, chars, depth + 1)

        if isinstance(value, dict):
            pairs = list(itertools.islice(value.items(), items))
            if kind == "Map":
                shown = [f"[{inner(k)}, {inner(v)}]" for k, v in pairs]
            else:
                shown = [f"{javascript_string(k)}: {inner(v)}" for k, v in pairs]
        elif isinstance(value, (set, frozenset)) and (order := arrival_order(value)):
            shown = [inner(item) for item in order[:items]]  # as the Set was filled
        elif isinstance(value, (set, frozenset)) and len(value) <= items:
            shown = sorted(inner(item) for item in value)  # one order, as Python's
        else:
            shown = [inner(item) for item in itertools.islice(value, items)]
        if len(value) > items:
            shown.append(f"… {len(value) - items} more")
        body = ", ".join(shown)
        if kind == "object":
            return f"{{{body}}}"
        if kind == "Array":
            return f"[{body}]"
        return f"new {kind}([{body}])" if value else f"new {kind}()"

    def noun(self, python_type: str) -> str:
        return TYPES.get(python_type, python_type)

    def type_name(self, value: Any) -> str:
        if isinstance(value, Opaque):
            return value.type_name
        name = type(value).__name__
        # A JavaScript value that is a whole number is just a number there; "integer" is kept
        # for what a lesson asks for ("it must be an integer").
        return "number" if name == "int" else TYPES.get(name, name)

    def member(self, key: Any) -> str:
        """An object's property: `.shown`, or `["two words"]`."""
        if type(key) is str and key.isascii() and key.isidentifier():
            return f".{key}"
        return f"[{self.show(key, ITEMS, CHARS)}]"

    def tip(self, value: Any, wanted: str, answer: bool) -> str:
        kind = self.type_name(value)
        if kind == "Set" and "Array" in wanted:
            return "A Set is not an Array: return [...set], which keeps the order of insertion."
        if kind == "Promise":
            return "Your function must not be async: return the value itself, not a Promise."
        if kind == "undefined" and answer:
            return (
                "A function ending without `return value;` or with a bare `return;` gives "
                "undefined."
            )
        if kind == "undefined":
            return "A property or item never given a value reads as undefined: use null for none."
        if type(value) is bool and "integer" in wanted:
            return "true and false are booleans, not 1 and 0."
        if type(value) is float and "integer" in wanted:
            return "The number has a fraction: round it, or count in whole numbers."
        if type(value) is str and value.strip().isdigit() and "integer" in wanted:
            return "Turn the digits into a number with Number()."
        return ""

    def syntax_advice(self, error: dict[str, str], export: str) -> str:
        """What to do about a syntax error the child found in the file."""
        advice = "Fix it and run the check again."
        if any(word in error["message"] for word in ("import", "export")):
            advice = (
                f"The file is loaded as a CommonJS module: export with `{export}` and "
                "load Node's modules with `require`, not `import`. " + advice
            )
        return advice

    def load_message(
        self,
        function: str,
        parameters: list[str],
        loaded: Loaded,
        units: list[Unit],
        from_file: bool,
    ) -> str | None:
        """A syntax error is the child's, which parses the file."""
        signature = f"function {function}({', '.join(parameters)})"
        export = f"module.exports = {{ {function} }}"
        if loaded.unit_errors:
            error = loaded.unit_errors[0]
            if error["type"] == "SyntaxError":
                return (
                    f"{error['unit']} has a syntax error: {error['message']}.\n"
                    f"{error['traceback'].rstrip()}\n{self.syntax_advice(error, export)}"
                )
            return (
                f"Your file threw {error['type']} while it was being loaded, before `{function}` "
                f"could be called:\n{error['traceback'].rstrip()}\nCode at the top level of the "
                "file runs when it loads; move it into a function or remove it."
            )
        if loaded.problem == "missing":
            if not units or not units[0].source.strip():
                return f"There is no code to grade. Write `{signature} {{ … }}` and submit again."
            return (
                f"No function named `{function}` was found in your file. Define "
                f"`{signature} {{ … }}` at the top level of the file (or export it with "
                f"`{export}`; the name matters) and submit again."
            )
        if loaded.problem == "not-callable":
            return (
                f"`{function}` is {article(loaded.detail)} {loaded.detail}, not a function. Define "
                f"it with `{signature} {{ … }}` and make sure nothing later assigns another value "
                "to it."
            )
        if loaded.problem == "arity":
            return (
                f"`{function}` must take {len(parameters)} arguments ({', '.join(parameters)}), "
                f"but {loaded.detail}. Use `{signature} {{ … }}`."
            )
        return None

    def load_reason(self, function: str, loaded: Loaded, message: str) -> str:
        return message.partition(":\n")[0] + "."

    def as_declared(self, value: Any, annotation: Any) -> Any:
        """Where JavaScript has no type of its own: an Array where a tuple of that many items
        is declared becomes that tuple (`tuple[X, ...]`, any length). Everything else stays as
        it came, so that the shape check names what the learner's code made, in JavaScript's
        words ("an Array of 3 items"). Linear in the answer's size."""
        origin = get_origin(annotation)
        if origin is Union or origin is types.UnionType:
            fitting = (option for option in get_args(annotation) if _takes(value, option))
            option = next(fitting, None)
            return value if option is None else self.as_declared(value, option)
        arguments = get_args(annotation)
        if type(value) is list and (origin or annotation) is tuple:
            kinds = _tuple_items(annotation, len(value))
            if kinds is None:
                return value
            return tuple(self.as_declared(item, kind) for item, kind in zip(value, kinds))
        if type(value) is list and origin is list and arguments:
            return [self.as_declared(item, arguments[0]) for item in value]
        if type(value) is dict and origin is dict and len(arguments) == 2:
            return {key: self.as_declared(item, arguments[1]) for key, item in value.items()}
        if type(value) is dict and is_typeddict(annotation):
            fields = get_type_hints(annotation)
            return {
                key: self.as_declared(item, fields.get(key, Any)) for key, item in value.items()
            }
        return value


def javascript_string(text: str) -> str:
    """A string as a JavaScript literal: double quotes, JSON's escapes, and escapes for lone
    surrogates and characters that do not print."""
    quoted = json.dumps(text, ensure_ascii=False)
    quoted = SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", quoted)
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in quoted)


def _tuple_items(annotation: Any, length: int) -> tuple[Any, ...] | None:
    """The item types of a tuple of `length` items declared as `annotation`, or None when
    it declares another length."""
    arguments = get_args(annotation)
    if not arguments or arguments[-1] is Ellipsis:
        return (arguments[0] if arguments else Any,) * length
    return arguments if len(arguments) == length else None


def _takes(value: Any, option: Any) -> bool:
    """Whether the answer can be `option` once declared (a union's first such option is the
    one it is read as): an Array of the declared length can be a tuple."""
    kind = get_origin(option) or option
    if option is None or option is type(None):
        return value is None
    if type(value) is list and kind is tuple:
        return _tuple_items(option, len(value)) is not None
    if is_typeddict(option):
        return type(value) is dict
    return type(value) is kind


JAVASCRIPT = JavaScript()
