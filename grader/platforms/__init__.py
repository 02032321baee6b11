"""Where learners and instructors meet the kit besides the command line and `%load_ext
grader.notebook`: `pytest --citekit`, the stand-ins for `%check` before the kit is loaded,
Gradescope, the browser site."""
