"""The host reads a worker's replies as a stranger's: what no worker of its own sends is refused.

A worker is forked by toolkiln and runs its code, but everything it writes on its
pipe comes from a process that ran untrusted code. These tests write replies on a
real pipe and read them with the host's own :class:`~toolkiln.sandbox.process.Worker`:
NaN and infinity (no JSON reader takes them back: ``toolkiln run --json`` would print
``NaN``) and lone surrogates (no UTF-8 form: neither a terminal nor the registry can
hold one) never reach a result; what a worker does send decodes as it was.
"""

from __future__ import annotations

import os
import time

import pytest

from toolkiln.sandbox.process import ProtocolError, Worker

DEADLINE_S = 60.0
"""A bound on a read that has its line waiting in the pipe already; never a measure."""
MAX_LINE = 1 << 20


@pytest.fixture
def reply_pipe(tmp_path):
    """Write end of a pipe and the host's Worker reading the other end (no process behind it)."""
    to_worker_read, to_worker_write = os.pipe()
    from_worker_read, from_worker_write = os.pipe()
    status_read, status_write = os.pipe()
    worker = Worker(os.getpid(), -1, status_read, to_worker_write, from_worker_read, str(tmp_path))
    yield worker, from_worker_write
    for fd in (to_worker_read, to_worker_write, from_worker_read, from_worker_write, status_read, status_write):
        os.close(fd)


def read_reply(reply_pipe, line: bytes):
    worker, write_end = reply_pipe
    os.write(write_end, line + b"\n")
    return worker.receive(time.monotonic() + DEADLINE_S, MAX_LINE)


REFUSED = {
    "NaN": (b'{"op":"done","ok":true,"result":{"mean":NaN},"output":""}', "NaN"),
    "infinity": (b'{"op":"done","ok":true,"result":[-Infinity],"output":""}', "Infinity"),
    "overflowing number": (b'{"op":"done","ok":true,"result":1e999,"output":""}', "too large"),
    "overflowing capital exponent": (b'{"op":"done","ok":true,"result":[2E+400],"output":""}', "too large"),
    "overflowing digits": (b'{"op":"done","ok":true,"result":{"x":' + b"9" * 320 + b'.5},"output":""}', "too large"),
    "lone surrogate in a result": (b'{"op":"done","ok":true,"result":"\\udc80","output":""}', "surrogate"),
    "lone surrogate as a key": (b'{"op":"done","ok":true,"result":{"\\ud800":1},"output":""}', "surrogate"),
    "lone surrogate in output": (b'{"op":"done","ok":true,"result":1,"output":"a\\ud800"}', "surrogate"),
    "lone surrogate in an error": (b'{"op":"done","ok":false,"kind":"raised","error":"\\udfff"}', "surrogate"),
}


@pytest.mark.parametrize("what", list(REFUSED))
def test_a_reply_no_worker_of_ours_would_send_is_refused(reply_pipe, what):
    line, reason = REFUSED[what]
    with pytest.raises(ProtocolError, match=reason):
        read_reply(reply_pipe, line)


def test_what_a_worker_does_send_decodes_as_it_was(reply_pipe):
    """Floats near the limit, an escaped surrogate *pair* (one emoji), escaped backslashes
    before a 'ud' that is no escape, nesting: all as a worker's encoder writes them."""
    line = (
        b'{"op":"done","ok":true,"result":{"big":1.7976931348623157e308,"tiny":5e-324,'
        b'"emoji":"\\ud83d\\ude00","path":"C:\\\\udc80","nested":[[[{"x":-0.0}]]]},"output":""}'
    )
    message = read_reply(reply_pipe, line)
    assert message["result"] == {
        "big": 1.7976931348623157e308,
        "tiny": 5e-324,
        "emoji": "\U0001f600",
        "path": "C:\\udc80",
        "nested": [[[{"x": -0.0}]]],
    }
