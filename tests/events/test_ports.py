"""The store is split into ports: every public method of EventStore is in exactly one port, with
the port's signature, and every adapter offers every port."""
from __future__ import annotations

import inspect

import pytest

from events import EventStore
from events.ports import PORTS


def _public(cls: type) -> dict[str, object]:
    return {name: member for name, member in vars(cls).items()
            if not name.startswith("_") and callable(member)}


def _methods(port: type) -> set[str]:
    return {name for name in vars(port) if not name.startswith("_") and callable(vars(port)[name])}


def test_every_public_method_of_the_store_belongs_to_exactly_one_port():
    owners: dict[str, list[str]] = {}
    for port in PORTS:
        for name in _methods(port):
            owners.setdefault(name, []).append(port.__name__)
    assert {name: ports for name, ports in owners.items() if len(ports) != 1} == {}
    assert set(_public(EventStore)) == set(owners)


@pytest.mark.parametrize("port", PORTS, ids=lambda port: port.__name__)
def test_each_port_declares_the_stores_own_signatures(port):
    for name in _methods(port):
        declared = inspect.signature(vars(port)[name])
        actual = inspect.signature(getattr(EventStore, name))
        assert [(p.name, p.kind, p.default) for p in declared.parameters.values()] == \
            [(p.name, p.kind, p.default) for p in actual.parameters.values()], name


def test_every_adapter_offers_every_port(make_store):
    store = make_store()
    assert [port.__name__ for port in PORTS if not isinstance(store, port)] == []
