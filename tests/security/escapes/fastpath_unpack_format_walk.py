"""A format template and a generator carried through every unpacking fast path, then rendered.

Source: toolkiln's own guard fast paths (loops over enumerate, zip and dict.items take their
exact tuples without a call per item; ``a, b = x, y`` is compiled without a guard; flat targets
use a guard without a spec), aimed at with CVE-2023-41039's format-string walk and
CVE-2023-37271's generator frames: the values travel only through the fast paths, so a fast
path that skipped a guard it should not have would let them through.
Tries: render the generator's frame and its caller's globals through a template assembled at
run time, then claim sys from the globals it reached.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}


def fastpath_unpack_format_walk() -> dict:
    opening, closing = "{0.gi", "_frame.f_back.f_globals}"
    generator, template = (step for step in [1]), opening + closing
    for index, (pair) in enumerate([(template, generator)]):
        for name, item in {"walk": pair}.items():
            for text, frames in zip([item[0]], [item[1]]):
                first, *rest = [text, frames, index, name]
                rendered = first.format(rest[0])
                return claim_namespace(rendered)
    return {}


{{CLAIM}}


{{CLAIM_NAMESPACE}}
