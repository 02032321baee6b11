"""The child program: loads a learner's submission and answers calls over a private pipe.

A package of the standard library and itself only (its modules import one another relatively),
so that it runs inside the sandbox with nothing else of the kit present: the grader shows it
this folder alone and starts it as `python -S -m child` (see `__main__`). The grader imports
the same files for the wire format (`wire`), the tree kill (`treekill`) and prctl (`linux`).
Nothing the grader knows about expected answers is ever sent here: the child receives
arguments and returns what `solve` gave back.
"""
