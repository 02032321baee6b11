"""Checks: declaring them (`declare.py`), the declared check and how it runs (`spec.py`), the
`Trial` a check works with (`trial.py`), how a check fails (`failures.py`), comparing answers
(`compare.py`), the efficiency check's timing (`timing.py`), Hypothesis set up for grading
(`hypothesis_setup.py`), properties as lessons declare them (`properties.py`), and recorded
answers standing in for the reference (`answers.py`). Lessons import all this from
`grader.authoring`, their public face."""
