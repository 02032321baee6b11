# Bilal: the quote is either in the source or it isn't


def solve(source, quote):
    i = source.find(quote)
    if i == -1:
        return None
    return (i, i + len(quote))
