"""What grading says of a submission (`results.py`): a result per check with its facts, the
report, their JSON. Every view, the gradebook and Gradescope read it; the checks fill it."""
