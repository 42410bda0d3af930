"""Binary search that records each probe, written recursively."""

# idiom-test: {"params": {"values": [1, 3, 5, 7, 9, 11, 13, 15, 17], "target": 13}, "calls": [{"params": {"values": [1, 2, 3], "target": 4}}, {"params": {"values": [], "target": 1}}]}


def binary_search_steps(values: list[int], target: int) -> dict:
    probes = []

    def search(low, high):
        if low > high:
            return -1
        middle = (low + high) // 2
        probes.append(values[middle])
        if values[middle] == target:
            return middle
        if values[middle] < target:
            return search(middle + 1, high)
        return search(low, middle - 1)

    index = search(0, len(values) - 1)
    return {"index": index, "found": index >= 0, "probes": probes}
