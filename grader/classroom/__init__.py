"""Grading a class: its folder of submissions, the pool that grades them, the gradebook, and
the statistics its report and summary count."""
