"""Errors the kit reports to a person as one paragraph, never as a traceback."""


class KitError(Exception):
    """A problem with the kit's own inputs (a lesson, an option, a path) that the user can fix."""


class SubmissionError(KitError):
    """A submission that cannot be graded at all: the report is `error` and the exit code 2."""
