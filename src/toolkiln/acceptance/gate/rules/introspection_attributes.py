"""Frame and introspection attributes: the policy's ``forbidden_attributes`` on any object.

Frames, code objects and tracebacks lead back to a module's globals and builtins:
``gen.gi_frame.f_back.f_globals`` (CVE-2023-37271), ``err.obj`` of an
AttributeError (CVE-2024-47532), ``tb_frame``, ``cr_frame``, ``f_builtins``,
``co_code``. ``mro`` walks the class hierarchy (``int.mro()``), and
``format_map`` formats with a mapping's attribute lookups. None of them has a use
in a tool, so the attribute is refused whatever object it is read from; the
sandbox's ``_getattr_`` refuses the same list at run time.
"""

from __future__ import annotations

from toolkiln.acceptance.gate.base import ATTRIBUTE, Context, Identifier, Rule

__all__ = ["INVALID", "RULE", "VALID"]


class IntrospectionAttributesRule(Rule):
    name = "introspection-attributes"

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        if ident.role != ATTRIBUTE:
            return
        forbidden = ctx.policy.forbidden_attributes
        if ident.name not in forbidden and ident.raw not in forbidden:
            return
        if ident.module is not None:
            rule = ctx.policy.modules.get(ident.module)
            if rule is not None and ident.name in rule.attributes:
                return
        self.report(
            ctx,
            ident.node,
            f"attribute '{ident.name}' is not allowed: frames, code objects, tracebacks "
            "and the class hierarchy are out of reach",
        )


RULE = IntrospectionAttributesRule()

VALID = [
    "def f(x, d):\n    return {'real': x.real, 'items': sorted(d.items())}\n",
    "def f(s):\n    return '{} and {}'.format(s, s)\n",
    "def f(obj):\n    return obj['frame']\n",
]

INVALID = [
    "def f(xs):\n    g = (x for x in xs)\n    return g.gi_frame\n",
    "def f(xs):\n    return (x for x in xs).gi_frame.f_back.f_globals\n",
    "def f():\n    try:\n        (1).foo\n    except AttributeError as err:\n        return err.obj\n",
    "def f(tb):\n    return tb.tb_frame\n",
    "def f(frame):\n    return frame.f_builtins\n",
    "def f(code):\n    return code.co_code\n",
    "def f(c):\n    return c.cr_frame\n",
    "x = int.mro()\n",
    "def f(d):\n    return '{a}'.format_map(d)\n",
    "def f(g):\n    return g.gi_code\n",
    "def f(frame):\n    return frame.\uff46_back\n",
]
