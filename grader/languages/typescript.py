"""TypeScript: a `.ts` file run by the JavaScript child once Node has erased its types (they are
stripped, never checked). Its values are JavaScript's, so they are shown and named as
JavaScript's are; what differs is the syntax Node cannot erase, its hints (its own where a
lesson has them, else JavaScript's) and its words (JavaScript's where a lesson has none)."""

from __future__ import annotations

from grader.languages.javascript import JAVASCRIPT, JavaScript
from grader.sandbox.runtime import Runtime

# Node's codes for what erasing cannot run: syntax that is no TypeScript at all, and syntax
# that needs TypeScript's compiler (an enum, a namespace, a parameter property).
NOT_ERASABLE = "not supported in strip-only mode"


class TypeScript(JavaScript):
    name = "typescript"
    display = "TypeScript"
    suffix = ".ts"
    runtime = Runtime(node_script="serve.js", strip_types=True)
    fallback = JAVASCRIPT

    def syntax_advice(self, error: dict[str, str], export: str) -> str:
        if NOT_ERASABLE in error["message"] or "type strip mode" in error["message"]:
            return (
                "The file's types are erased, not compiled: only erasable syntax runs (type "
                "annotations, `type` aliases, interfaces, `as`). Write an enum as a union of "
                "strings or a plain object, a namespace as plain functions, and parameter "
                "properties as fields assigned in the constructor; then run the check again."
            )
        return super().syntax_advice(error, export)


TYPESCRIPT = TypeScript()
