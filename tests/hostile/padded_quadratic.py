"""A correct solution whose work per item grows with the input, which pads every large call
to the same CPU time: small and large inputs then cost the same, so its time seems not to grow
at all. Only its time on the large inputs, set beside a linear solution's, shows the work."""

import time

PADDED_TO = 0.25  # seconds of CPU: the cost of its quadratic work on a large input


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    started = time.process_time()
    unknown: list[str] = []
    for cited in citations:
        if cited not in retrieved_ids and cited not in unknown:
            unknown.append(cited)
    while len(citations) > 100 and time.process_time() - started < PADDED_TO:
        pass  # only inputs as large as the timed ones are padded
    return unknown
