"""The capability broker: the host does what a tool may only ask for.

A worker has no sockets (seccomp denies them). When the policy enables the
``fetch`` capability, a tool's ``fetch(url)`` sends the URL to the host over
the protocol pipe; the pool passes it to :meth:`Broker.handle`, which applies
the :class:`EgressPolicy` and answers with ``{"status", "url", "headers",
"text"}`` or an error the tool sees as ``FetchError``.

The egress policy, hop by hop:

1. only ``http`` and ``https``, no credentials in the URL, no cloud-metadata
   host names;
2. the host name is resolved and **every** address is checked after
   normalisation with :mod:`ipaddress` — so decimal (``2130706433``), octal
   (``0177.0.0.1``), hex (``0x7f.1``) and short (``127.1``) spellings, which the
   resolver accepts, are judged by the address they mean; IPv4-mapped, 6to4 and
   NAT64 IPv6 addresses are judged by the IPv4 address inside. Refused:
   loopback (unless the policy allows it), private, link-local, multicast,
   unspecified, reserved, shared and metadata addresses;
3. the connection goes to the checked address (the URL's host is replaced by
   the IP; the ``Host`` header and, for https, SNI and certificate checks keep
   the original name), so a second DNS answer cannot redirect it;
4. redirects are followed by hand, at most ``max_redirects``, each hop checked
   again;
5. the body is asked for and read uncompressed (a compressed answer is refused,
   never inflated), capped at ``fetch_max_bytes``, and the whole fetch at
   ``fetch_timeout_s``, which must be below the trial's and the call's
   timeouts (checked here, raising :class:`~toolkiln.errors.ConfigError`).
"""

from __future__ import annotations

import codecs
import ipaddress
import socket
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

import httpx

from toolkiln.errors import ConfigError, ToolError
from toolkiln.policy import DEFAULT_POLICY, Policy

__all__ = [
    "Broker",
    "EgressDenied",
    "EgressPolicy",
    "FetchFailed",
    "METADATA_ADDRESSES",
    "METADATA_HOSTS",
    "check_fetch_timeouts",
]

METADATA_HOSTS = frozenset(
    {"metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal"}
)
"""Host names of cloud metadata services, refused before any DNS lookup."""

METADATA_ADDRESSES = frozenset(
    ipaddress.ip_address(a)
    for a in ("169.254.169.254", "169.254.170.2", "169.254.169.253", "100.100.100.200", "fd00:ec2::254", "fd00:ec2::23")
)
"""Cloud metadata addresses, refused whatever else the policy allows."""

_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
MAX_URL_CHARS = 8192
_URL_RULE = f"a URL must be a str of at most {MAX_URL_CHARS} characters"

Resolver = Callable[[str, int], list[str]]


class EgressDenied(ToolError):
    """The egress policy refused a URL or an address."""

    kind = "egress"


class FetchFailed(ToolError):
    """An allowed fetch failed: unreachable, too slow, too large, too many redirects."""

    kind = "fetch"


def _requested_url(request: dict[str, Any]) -> str:
    """The ``url`` of a worker's fetch request: a worker is untrusted, so it may be anything."""
    url = request.get("url")
    if not isinstance(url, str):
        raise EgressDenied(_URL_RULE)
    return url


def system_resolver(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for ``host``."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


@dataclass(frozen=True)
class EgressPolicy:
    """Where a brokered fetch may go."""

    allow_loopback: bool = False
    """Allow 127.0.0.0/8 and ::1 (tests and local development only)."""
    schemes: frozenset[str] = frozenset({"http", "https"})
    """URL schemes a fetch may use."""
    max_redirects: int = 5
    """Redirect hops followed, each checked like the first URL."""

    def check_url(self, url: str) -> httpx.URL:
        """Parse and check everything about ``url`` that needs no DNS."""
        if not isinstance(url, str) or len(url) > MAX_URL_CHARS:
            raise EgressDenied(_URL_RULE)
        try:
            parsed = httpx.URL(url)
        except (httpx.InvalidURL, ValueError, TypeError) as exc:
            raise EgressDenied(f"invalid URL {url[:200]!r}: {exc}") from None
        if parsed.scheme not in self.schemes:
            raise EgressDenied(
                f"only {' and '.join(sorted(self.schemes))} URLs may be fetched, not {parsed.scheme or 'no scheme'!r}"
            )
        if not parsed.host:
            raise EgressDenied(f"the URL {url[:200]!r} has no host")
        if parsed.userinfo:
            raise EgressDenied("URLs with credentials (user:password@) may not be fetched")
        if parsed.host.rstrip(".").lower() in METADATA_HOSTS:
            raise EgressDenied(f"{parsed.host} is a cloud metadata service")
        return parsed

    def check_address(self, address: str) -> str:
        """Refuse a forbidden address; return the IP to connect to (mapped IPv6 unwrapped)."""
        try:
            ip = ipaddress.ip_address(address.split("%", 1)[0])
        except ValueError:
            raise EgressDenied(f"{address!r} is not an IP address") from None
        target = ip.ipv4_mapped if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped else ip
        for candidate in (target, *_embedded_ipv4(target)):
            reason = self._refusal(candidate)
            if reason:
                shown = f"{ip} ({candidate})" if candidate != ip else str(ip)
                raise EgressDenied(f"{shown} is {reason}; fetches may only reach public addresses")
        return str(target)

    def _refusal(self, ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
        if ip in METADATA_ADDRESSES:
            return "a cloud metadata address"
        if ip.is_loopback:
            return None if self.allow_loopback else "a loopback address"
        for label, flag in (
            ("an unspecified address", ip.is_unspecified),
            ("a multicast address", ip.is_multicast),
            ("a link-local address", ip.is_link_local),
            ("a private address", ip.is_private),
            ("a reserved address", ip.is_reserved),
        ):
            if flag:
                return label
        if not ip.is_global:
            return "not a public address"
        return None


def _embedded_ipv4(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """IPv4 addresses carried inside an IPv6 one (6to4, NAT64, Teredo client)."""
    if not isinstance(ip, ipaddress.IPv6Address):
        return []
    inner = []
    if ip.sixtofour:
        inner.append(ip.sixtofour)
    if ip in _NAT64:
        inner.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    if ip.teredo:
        inner.append(ip.teredo[1])
    return inner


def check_fetch_timeouts(policy: Policy) -> None:
    """A fetch must give up before the trial or the call it runs in is killed."""
    limits = policy.limits
    if limits.fetch_timeout_s >= limits.trial_timeout_s or limits.fetch_timeout_s >= limits.call_timeout_s:
        raise ConfigError(
            f"fetch_timeout_s ({limits.fetch_timeout_s:g} s) must be below trial_timeout_s "
            f"({limits.trial_timeout_s:g} s) and call_timeout_s ({limits.call_timeout_s:g} s), "
            "or a fetching tool is killed as hanging; lower it in the policy's limits"
        )


class Broker:
    """Performs brokered capabilities for the workers of a pool."""

    def __init__(
        self,
        policy: Policy = DEFAULT_POLICY,
        egress: EgressPolicy | None = None,
        *,
        resolver: Resolver | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        check_fetch_timeouts(policy)
        limits = policy.limits
        self.policy = policy
        self.egress = egress or EgressPolicy()
        self.timeout_s = limits.fetch_timeout_s
        self.max_bytes = limits.fetch_max_bytes
        self._resolve = resolver or system_resolver
        self._transport = transport
        # Fetches run on their own threads so a stuck resolver or server cannot
        # hold the caller past its budget.
        self._threads = ThreadPoolExecutor(max_workers=4, thread_name_prefix="toolkiln-fetch")

    def close(self) -> None:
        """Let the fetch threads go; a fetch still running finishes on its own."""
        self._threads.shutdown(wait=False)

    def handle(self, request: dict, *, timeout_s: float | None = None) -> dict:
        """Answer a worker's ``{"op": "fetch", "url": ...}``; never raises."""
        try:
            value = self.fetch(_requested_url(request), timeout_s=timeout_s)
        except (EgressDenied, FetchFailed) as exc:
            return {
                "op": "fetched",
                "ok": False,
                "error": f"{'refused' if isinstance(exc, EgressDenied) else 'failed'}: {exc}",
            }
        except Exception as exc:  # a broker bug must not take the call down with it
            return {"op": "fetched", "ok": False, "error": f"failed: {type(exc).__name__}: {exc}"[:500]}
        return {"op": "fetched", "ok": True, "value": value}

    def fetch(self, url: str, *, timeout_s: float | None = None) -> dict:
        """GET ``url`` under the egress policy; ``{"status", "url", "headers", "text"}``."""
        budget = min(self.timeout_s, timeout_s) if timeout_s is not None else self.timeout_s
        self.egress.check_url(url)  # fail fast, before a thread is involved
        future = self._threads.submit(self._fetch, url, time.monotonic() + budget)
        try:
            return future.result(timeout=budget + 0.05)
        except FutureTimeout:
            raise FetchFailed(f"fetching {url[:200]} timed out after {budget:g} s") from None

    def _fetch(self, url: str, deadline: float) -> dict:
        current = self.egress.check_url(url)
        with httpx.Client(transport=self._transport, trust_env=False, follow_redirects=False) as client:
            for _hop in range(self.egress.max_redirects + 1):
                response, body = self._get(client, current, deadline)
                location = response.headers.get("location")
                if response.status_code in _REDIRECTS and location:
                    current = self.egress.check_url(str(current.join(location)))
                    continue
                return {
                    "status": response.status_code,
                    "url": str(current),
                    "headers": dict(response.headers.items()),
                    "text": _decoded_text(body, response.encoding),
                }
        raise FetchFailed(f"more than {self.egress.max_redirects} redirects from {url[:200]}")

    def _pinned_address(self, url: httpx.URL, deadline: float) -> str:
        port = url.port or (443 if url.scheme == "https" else 80)
        try:
            addresses = self._resolve(url.host, port)
        except (OSError, UnicodeError) as exc:
            raise FetchFailed(f"cannot resolve {url.host}: {exc}") from None
        if not addresses:
            raise FetchFailed(f"{url.host} has no address")
        checked = [self.egress.check_address(address) for address in addresses]
        if time.monotonic() > deadline:
            raise FetchFailed("timed out while resolving the host")
        return checked[0]

    def _get(self, client: httpx.Client, url: httpx.URL, deadline: float) -> tuple[httpx.Response, bytes]:
        address = self._pinned_address(url, deadline)
        host = f"[{url.host}]" if ":" in url.host else url.host
        host_header = host if url.port is None else f"{host}:{url.port}"
        extensions = {}
        if url.scheme == "https" and not _is_ip(url.host):
            extensions["sni_hostname"] = url.host  # TLS checks the certificate against the name
        remaining = max(0.01, deadline - time.monotonic())
        request = client.build_request(
            "GET",
            url.copy_with(host=address),
            # Uncompressed only: a compressed body is inflated before any cap can look at it,
            # so a few kilobytes of gzip could fill the host's memory.
            headers={"Host": host_header, "User-Agent": "toolkiln-fetch/0.1", "Accept-Encoding": "identity"},
            extensions=extensions,
            timeout=httpx.Timeout(remaining),
        )
        try:
            response = client.send(request, stream=True)
        except httpx.TimeoutException:
            raise FetchFailed(f"{url.host} did not answer in time") from None
        except httpx.HTTPError as exc:
            raise FetchFailed(f"cannot reach {url.host}: {type(exc).__name__}: {exc}") from None
        try:
            return response, self._read_body(response, deadline)
        finally:
            response.close()

    def _read_body(self, response: httpx.Response, deadline: float) -> bytes:
        declared = response.headers.get("content-length", "")
        # ASCII digits only ("²" is a digit to isdigit), and never thousands of them converted
        if declared.isascii() and declared.isdigit() and (len(declared) > 18 or int(declared) > self.max_bytes):
            raise FetchFailed(f"the response is {declared} bytes, more than the limit of {self.max_bytes} bytes")
        encoding = response.headers.get("content-encoding", "").strip().lower()
        if encoding not in ("", "identity"):
            raise FetchFailed(
                f"the server sent a {encoding[:40]}-compressed body; fetch reads uncompressed bodies only"
            )
        chunks, size = [], 0
        try:
            for chunk in response.iter_bytes():  # identity only: nothing is decoded
                size += len(chunk)
                if size > self.max_bytes:
                    raise FetchFailed(f"the response is larger than the limit of {self.max_bytes} bytes")
                if time.monotonic() > deadline:
                    raise FetchFailed("the response took too long to arrive")
                chunks.append(chunk)
        except httpx.TimeoutException:
            raise FetchFailed("the response took too long to arrive") from None
        except httpx.HTTPError as exc:
            raise FetchFailed(f"the response broke off: {type(exc).__name__}: {exc}") from None
        return b"".join(chunks)


_SLOW_CODECS = frozenset({"punycode", "idna"})
"""Text codecs written in Python that take time quadratic in their input to decode: 320 KB
of ``-aaaa…`` takes seconds as punycode, a megabyte most of a minute, on a host thread the
fetch's deadline cannot stop. A page that names one as its charset is read as UTF-8."""


def _decoded_text(body: bytes, charset: str | None) -> str:
    """``body`` as text in the server's ``charset`` (UTF-8 when it names none, an unknown one or a
    slow one), undecodable bytes replaced."""
    name = charset or "utf-8"
    try:
        if codecs.lookup(name).name in _SLOW_CODECS:
            name = "utf-8"
    except LookupError:
        name = "utf-8"
    return body.decode(name, errors="replace")


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True
