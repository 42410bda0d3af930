"""A coroutine's cr_frame, the async twin of the generator frame walk.

Source: RestrictedPython INSPECT_ATTRIBUTES (cr_frame, cr_await, cr_code)
added with the CVE-2023-37271 fix; async def is refused by the transformer.
Tries: create a coroutine, walk cr_frame.f_back to the runtime globals and
claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

async def waiter():
    return 1


def rp_async_coroutine_frame() -> dict:
    pending = waiter()
    frame = pending.cr_frame
    pending.close()
    return claim_namespace(frame.f_back.f_globals)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
