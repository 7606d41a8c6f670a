"""The webhook address check: an IPv6 address that carries an IPv4 address is judged by both."""
from __future__ import annotations

import pytest

from workers.delivery import TargetRefused, check_webhook_url, is_public_address

# Each leads to a private, loopback or link-local IPv4 address.
EMBEDDING_PRIVATE = {
    "6to4 of 192.168.1.1": "2002:c0a8:101::1",
    "6to4 of 127.0.0.1": "2002:7f00:1::",
    "IPv4-mapped 10.0.0.1": "::ffff:a00:1",
    "IPv4-compatible 10.0.0.1": "::a00:1",
    "NAT64 of 169.254.169.254": "64:ff9b::a9fe:a9fe",
    "NAT64 of 10.0.0.1": "64:ff9b::10.0.0.1",
    "local-use NAT64 /48 of 192.168.1.1": "64:ff9b:1:c0a8:1:100::",
    "local-use NAT64 /96 of 127.0.0.1": "64:ff9b:1::7f00:1",
    # Teredo: server 65.54.227.120, client 10.0.0.1 (stored inverted, RFC 4380)
    "Teredo of client 10.0.0.1": "2001:0:4136:e378:8000:63bf:f5ff:fffe",
}


@pytest.mark.parametrize("address", EMBEDDING_PRIVATE.values(), ids=EMBEDDING_PRIVATE.keys())
def test_an_ipv6_address_that_embeds_a_private_ipv4_address_is_not_public(address):
    assert not is_public_address(address)


@pytest.mark.parametrize("address", EMBEDDING_PRIVATE.values(), ids=EMBEDDING_PRIVATE.keys())
def test_a_webhook_url_to_an_address_embedding_a_private_ipv4_address_is_refused(address):
    with pytest.raises(TargetRefused) as refused:
        check_webhook_url(f"https://[{address}]/hook", allow_private=False)
    assert refused.value.code == "webhook_target_not_public"


@pytest.mark.parametrize("address", ["2002:808:808::1", "64:ff9b::808:808", "::ffff:8.8.8.8",
                                     "2606:4700:4700::1111", "93.184.216.34"])
def test_addresses_that_lead_to_public_ipv4_addresses_stay_public(address):
    assert is_public_address(address)
