"""Reading a submission (a file in one of the kit's languages, or an .ipynb notebook) into
the code units the child runs.

Nothing here runs learner code: sources are read, each notebook cell is turned into the Python
IPython would run (magics and shell escapes neutralised), and each Python unit is compiled
(never executed) so that syntax errors are reported before a child is started. A file in
another language is one unit, parsed by its child, which reports its syntax errors.
"""

from __future__ import annotations

import ast
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from grader.grading.notebook_json import read_notebook
from grader.ground.errors import SubmissionError
from grader.ground.text import name_text, valid
from grader.languages import PYTHON, Language, by_suffix, suffixes
from grader.languages.python import syntax_error
from grader.sandbox.limits import MIB
from grader.sandbox.process import Unit

# Far more than any solution needs; reading, decoding and compiling more would cost the
# grader memory in proportion, which one learner's file must not be able to take.
MAX_SUBMISSION_BYTES = 16 * MIB


@dataclass(frozen=True)
class Submission:
    """Code to grade, read from a file or from a kernel's cells, with what was noticed on the
    way (notes) and what the notebook records."""

    units: list[Unit]
    lesson: str | None = None  # the slug a notebook names in its metadata
    notes: list[str] = field(default_factory=list)
    hints_opened: frozenset[int] = frozenset()  # hint stages whose output a notebook kept
    language: Language = PYTHON  # which child runs the units, and how feedback is worded


def load_submission(path: Path) -> Submission:
    """Refuses, with a message to show as it is, whatever cannot be graded as handed in: a
    symbolic link (it may point at a file that is not the learner's, such as the reference),
    a name that is not UTF-8, a file in none of the kit's languages nor a notebook, text that
    is not UTF-8."""
    shown, name = name_text(str(path)), name_text(path.name)
    if path.is_symlink():
        raise SubmissionError(
            f"{name} is a symbolic link. Links are not graded, since the file they point to "
            "need not be yours: hand in the file itself."
        )
    if not path.exists():
        raise SubmissionError(f"There is no file at {shown}. Check the path and try again.")
    if path.is_dir():
        raise SubmissionError(
            f"{shown} is a folder. `check` grades one file ({suffixes()}) or .ipynb notebook; "
            "use `grade` for a folder of submissions."
        )
    if not path.is_file():  # a FIFO or a device: reading it could wait for ever
        raise SubmissionError(f"{shown} is not a regular file, so it cannot be graded.")
    if valid(path.name) != path.name:
        raise SubmissionError(
            f"The name of {name} is not valid UTF-8 (its undecodable bytes are shown as \\x..), "
            "so it cannot be graded or recorded as it is. Rename the file, using letters, "
            "digits, '-' and '_', and submit it again."
        )
    if path.suffix == ".ipynb":
        return _load_notebook(path, name)
    language = by_suffix(path.suffix)
    if language is None:
        raise SubmissionError(
            f"{name} is neither a file in one of the kit's languages ({suffixes()}) nor a "
            ".ipynb notebook, so it cannot be graded. Submit the file where you wrote `solve`."
        )
    source = _read_text(path, name)
    syntax_problem = language.syntax_problem(source, name)
    if syntax_problem:
        raise SubmissionError(f"{syntax_problem} Fix it and run the check again.")
    return Submission([Unit(name, source)], language=language)


def _read_text(path: Path, name: str) -> str:
    try:
        with path.open("rb") as stream:  # never more than a submission may hold
            data = stream.read(MAX_SUBMISSION_BYTES + 1)
    except OSError as problem:
        raise SubmissionError(
            f"{name_text(str(path))} could not be read ({problem.strerror})."
        ) from None
    if len(data) > MAX_SUBMISSION_BYTES:
        raise SubmissionError(
            f"{name} is larger than {MAX_SUBMISSION_BYTES // MIB} MB, more than any submission "
            "needs, so it was not read. Hand in the file where you wrote `solve` (a notebook "
            "with its outputs cleared) and submit it again."
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise SubmissionError(
            f"{name} is not UTF-8 text (byte {problem.start} cannot be decoded). Save it "
            "as UTF-8 in your editor and submit it again."
        ) from None


def _load_notebook(path: Path, name: str) -> Submission:
    notebook = read_notebook(_read_text(path, name), name)
    units, notes = cells_to_units(notebook.code_cells, lambda number: f"{name}, cell {number}")
    return Submission(units, notebook.lesson, [*notebook.notes, *notes], notebook.hints_opened)


def cells_to_units(
    cells: list[tuple[int, str]], name_of: Callable[[int], str], function: str = "solve"
) -> tuple[list[Unit], list[str]]:
    """Code cells in order as units named by `name_of(number)`, each turned into the Python
    IPython would run (`cell_to_python`); a cell with a syntax error is left out and named in
    the notes, so later cells still count. When the last cell that defines `function` was
    left out, the first note (`GRADED_FROM`) says which cell's definition is graded."""
    units, notes = [], []
    defined_in: str | None = None  # the name of the last unit that defines `function`
    skipped_definition: tuple[str, str] | None = None  # a later cell left out, and why
    for number, raw in cells:
        name = name_of(number)
        source, neutralised = cell_to_python(raw)
        if neutralised and source.strip(" \npas"):
            notes.append(f"{name}: IPython magics and shell commands in it were not run.")
        problem = syntax_error(source, name)
        if problem:
            notes.append(f"{name} was skipped: {problem}")
            if _seems_to_define(source, function):
                skipped_definition = (name, problem)
            continue
        if source.strip():
            units.append(Unit(name, source, cell=True))
            if _defines(source, function):
                defined_in, skipped_definition = name, None
    if skipped_definition and defined_in:
        skipped, problem = skipped_definition
        # Said once, first: the note that the cell was skipped is this one.
        notes = [note for note in notes if not note.startswith(f"{skipped} was skipped: ")]
        notes.insert(
            0,
            f"{GRADED_FROM}your earlier `{function}`, in {defined_in}; the latest one, in "
            f"{skipped}, {_reason(problem)}",
        )
    return units, notes


# The first words of the note that says a notebook's graded function is not from the last
# cell that defines it; views show that note as the report's first line.
GRADED_FROM = "Graded: "


def lead_note(notes: list[str]) -> str | None:
    """The note a view shows first, above the report, if there is one: then the verdict is
    not the latest code's, and a view says so beside the status."""
    return notes[0] if notes and notes[0].startswith(GRADED_FROM) else None


# Beside the status of a report with a lead note ("PASS for an earlier cell"): the verdict is
# not the latest code's.
EARLIER_CELL = "for an earlier cell"


def _reason(problem: str) -> str:
    """`X has a syntax error at line 3 (...)` without the cell's name, which was just said."""
    _, _, reason = problem.partition(" has ")
    return f"has {reason}" if reason else f"could not be read: {problem}"


def _defines(source: str, function: str) -> bool:
    """Whether a unit binds `function` at its top level (def, assignment, import, class)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == function:
                return True
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            if any((alias.asname or alias.name) == function for alias in node.names):
                return True
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if any(
                    isinstance(part, ast.Name) and part.id == function for part in ast.walk(target)
                ):
                    return True
    return False


def _seems_to_define(source: str, function: str) -> bool:
    """For a cell that does not parse: a top-level `def function` or `function =` line."""
    pattern = rf"^(?:async\s+def|def)\s+{re.escape(function)}\b|^{re.escape(function)}\s*[:=]"
    return re.search(pattern, source, re.MULTILINE) is not None


# Cell magics whose body is Python that IPython runs as it is, only timed or captured.
KEEP_BODY = frozenset({"time", "timeit", "capture"})
# What IPython's input transformer turns magics, shell escapes and help (`x?`) into.
IPYTHON_CALLS = frozenset({"run_line_magic", "run_cell_magic", "system", "getoutput"})


def cell_to_python(cell: str) -> tuple[str, bool]:
    """The Python a notebook cell runs as, and whether anything in it was not run.

    IPython's own input transformer reads the cell when IPython is installed, and a
    token-based equivalent (`_scan_magics`) when it is not. A `%%time`, `%%timeit` or
    `%%capture` cell keeps its Python body; every other cell magic, line magic, shell escape
    and help request becomes `pass` (or `None` where its value is assigned), so none of
    them runs. Strings are never changed, line numbers are kept, and a cell with no IPython
    syntax comes back unchanged."""
    lines = cell.splitlines(keepends=True)
    blank = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    first = lines[blank] if blank < len(lines) else ""
    if first.startswith("%%") and not re.match(r"%%\w+\?", first):
        name = first[2:].strip().partition(" ")[0]
        if name not in KEEP_BODY:
            return "\n" * blank + "pass\n", True
        body, neutralised = cell_to_python("".join(lines[blank + 1 :]))
        return "\n" * (blank + 1) + body, neutralised
    try:
        from IPython.core.inputtransformer2 import TransformerManager
    except ImportError:
        return _scan_magics(cell)
    rest = "".join(lines[blank:])
    transformed = TransformerManager().transform_cell(rest)  # type: ignore[no-untyped-call]
    if transformed.rstrip("\n") == textwrap.dedent(rest).rstrip("\n"):
        return (
            (cell, False)
            if transformed.rstrip("\n") == rest.rstrip("\n")
            else (
                "\n" * blank + transformed,
                False,
            )
        )
    source, neutralised = _neutralise_calls(transformed)
    return "\n" * blank + source, neutralised


def _neutralise_calls(source: str) -> tuple[str, bool]:
    """Replace each `get_ipython().run_line_magic(...)` (and the like) that IPython's
    transformer wrote: a statement of its own by `pass`, a value elsewhere by `None`."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return source, True  # reported as a syntax error by the caller
    statements = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and _is_ipython_call(node.value)
    }
    spans = []
    for node in ast.walk(tree):
        if _is_ipython_call(node):
            assert isinstance(node, ast.expr)
            spans.append((node, "pass" if id(node) in statements else "None"))
    if not spans:
        return source, False
    lines = source.splitlines(keepends=True)
    # Last first, so that earlier positions stay valid; offsets are in UTF-8 bytes.
    for node, text in sorted(spans, key=lambda s: (s[0].lineno, s[0].col_offset), reverse=True):
        end_line = node.end_lineno or node.lineno
        start = lines[node.lineno - 1].encode()
        end = lines[end_line - 1].encode()
        head = start[: node.col_offset].decode()
        tail = end[node.end_col_offset or 0 :].decode()
        padding = ["\n"] * (end_line - node.lineno)  # keep the line count
        lines[node.lineno - 1 : end_line] = [head + text + tail, *padding]
    return "".join(lines), True


def _is_ipython_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in IPYTHON_CALLS
        and isinstance(node.func.value, ast.Call)
        and isinstance(node.func.value.func, ast.Name)
        and node.func.value.func.id == "get_ipython"
    )


# At the start of a statement: an assignment from a line magic or shell escape
# (`files = !ls`, `t = %time f()`), or a line magic, shell escape or help request.
_ASSIGN_ESCAPE = re.compile(r"(\s*)([\w.]+(?:\s*,\s*[\w.]+)*\s*=)\s*[%!]")
_ESCAPE = re.compile(r"(\s*)[%!?]")


def _scan_magics(cell: str) -> tuple[str, bool]:
    """The token-based equivalent of IPython's transformer, for an install without IPython:
    only lines that start a statement (not inside a string, brackets or a continued line)
    are looked at, so text in strings never changes."""
    lines = cell.splitlines(keepends=True)
    if lines and lines[0][:1] in (" ", "\t"):  # as IPython does: dedent a pasted block
        lines = textwrap.dedent(cell).splitlines(keepends=True)
    scanner = _Scanner()
    changed = False
    for index, line in enumerate(lines):
        newline = "\n" if line.endswith("\n") else ""
        if scanner.at_statement_start():
            indent = line[: len(line) - len(line.lstrip())]
            code = line.split("#", 1)[0].rstrip()
            assign = _ASSIGN_ESCAPE.match(line)
            if assign:
                lines[index] = f"{assign.group(1)}{assign.group(2)} None{newline}"
            elif _ESCAPE.match(line) or (
                code.endswith("?") and "'" not in code and '"' not in code
            ):
                lines[index] = f"{indent}pass{newline}"
            else:
                scanner.feed(line)
                continue
            changed = True
            continue
        scanner.feed(line)
    if not changed:
        return cell, False
    return "".join(lines), True


class _Scanner:
    """Just enough of Python's tokenizer to know, line by line, whether the next line starts
    a statement: open strings (with prefixes, triple quotes, escapes), brackets, comments and
    backslash continuations."""

    def __init__(self) -> None:
        self.quote = ""  # the open string's closing quote(s), or ""
        self.depth = 0  # open brackets
        self.continued = False  # the last line ended with a backslash

    def at_statement_start(self) -> bool:
        return not self.quote and not self.depth and not self.continued

    def feed(self, line: str) -> None:
        self.continued = False
        i, n = 0, len(line)
        while i < n:
            char = line[i]
            if self.quote:
                if char == "\\":
                    if line[i + 1 : i + 2] == "\n" and len(self.quote) == 1:
                        self.continued = True
                    i += 2
                    continue
                if line.startswith(self.quote, i):
                    i += len(self.quote)
                    self.quote = ""
                    continue
                if char == "\n" and len(self.quote) == 1:
                    self.quote = ""  # an unclosed one-line string: a syntax error anyway
                i += 1
                continue
            if char == "#":
                break
            if char in "\"'":
                triple = line[i : i + 3]
                self.quote = triple if triple in ('"""', "'''") else char
                i += len(self.quote)
                continue
            if char in "([{":
                self.depth += 1
            elif char in ")]}":
                self.depth = max(0, self.depth - 1)
            elif char == "\\" and line[i + 1 : i + 2] in ("\n", ""):
                self.continued = True
            i += 1
