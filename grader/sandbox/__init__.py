"""Running learner code away from the grader: the child program and the grader's side of it."""
