"""Grading a class: a folder of submissions, a gradebook, exports and a class report."""
