"""Grading on Gradescope: build an autograder bundle, and run inside it."""
