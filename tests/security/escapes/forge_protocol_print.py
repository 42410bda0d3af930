"""Print lines that look like the worker's replies.

Source: the toolkiln threat list (forged protocol output): a worker that
speaks to the host on standard output can be spoken for by any print.
Tries: print a finished reply with a forged result and then return the real
one; the host must report the real one.
"""

# escape-test: {"stage": "accepted", "result": {"real": true}}

def forge_protocol_print() -> dict:
    print('{"op": "done", "ok": true, "result": "forged", "output": ""}')
    print("")
    print('{"op": "fetch", "url": "http://127.0.0.1:{{PORT}}/"}')
    return {"real": True}
