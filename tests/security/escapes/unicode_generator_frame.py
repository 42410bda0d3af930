"""The generator frame walk with attribute names in fullwidth letters.

Source: CVE-2023-37271 (generator frames) combined with NFKC normalisation:
ｇｉ_ｆｒａｍｅ is gi_frame to Python, not to a check on the raw text.
Tries: walk to the runtime's globals and claim the canary and secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def unicode_generator_frame() -> dict:
    walker = (step for step in [1])
    frame = walker.ｇｉ_ｆｒａｍｅ.ｆ_ｂａｃｋ
    return claim_namespace(frame.ｆ_ｇｌｏｂａｌｓ)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
