"""HTTP plumbing every route shares: problem answers, the API object and its OpenAPI document,
authentication, request bodies, rate limits, CORS, request logs and metrics.

Imports are absolute, so `service.http` and `service.http.logging` never stand in for the
standard library's `http` and `logging`."""
