"""Depth, leaf count and paths of a nested tree given as {"name", "children"} dicts."""

# idiom-test: {"params": {"tree": {"name": "root", "children": [{"name": "a", "children": [{"name": "a1"}, {"name": "a2", "children": [{"name": "deep"}]}]}, {"name": "b"}]}}, "calls": [{"params": {"tree": {"children": []}}}]}


def tree_depth(tree: dict) -> dict:
    def depth(node):
        children = node.get("children") or []
        return 1 + max((depth(c) for c in children), default=0)

    def leaves(node, path):
        if "name" not in node:
            raise KeyError("every node needs a name")
        here = path + [node["name"]]
        children = node.get("children") or []
        if not children:
            return ["/".join(here)]
        return [leaf for child in children for leaf in leaves(child, here)]

    paths = leaves(tree, [])
    return {"depth": depth(tree), "leaves": len(paths), "paths": paths}
