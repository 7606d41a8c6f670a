"""Proofs under load and faults: a private cluster, bot clients over HTTP, and checks on the log.

`proofs.cluster` starts private servers and the service's processes on loopback; `proofs.client`
plays games over HTTP and records every answer; `proofs.checks` compares the log with what the
clients were told; `proofs.soak` and `proofs.faults` are the commands (`make soak`, `make fault-*`).
"""
