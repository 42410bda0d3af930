"""GC content, reverse complement and codons of a DNA sequence."""

# idiom-test: {"params": {"sequence": "ATGCGCGATTACAGGCTTAA"}, "calls": [{"params": {"sequence": "ATGX"}}]}

COMPLEMENT = str.maketrans("ACGT", "TGCA")


def dna_stats(sequence: str) -> dict:
    sequence = sequence.upper()
    if bad := set(sequence) - set("ACGT"):
        raise ValueError(f"not a DNA base: {''.join(sorted(bad))}")
    gc = (sequence.count("G") + sequence.count("C")) / len(sequence)
    codons = [sequence[i : i + 3] for i in range(0, len(sequence) - 2, 3)]
    return {
        "gc_content": round(gc, 4),
        "reverse_complement": sequence.translate(COMPLEMENT)[::-1],
        "codons": codons,
        "has_stop": any(c in ("TAA", "TAG", "TGA") for c in codons),
    }
