"""The marshmallow schemas of requests and answers, from which the published OpenAPI document is
generated: shared shapes (`common`), then one module per group of routes."""
