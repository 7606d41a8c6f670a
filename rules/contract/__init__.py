"""The contract: what clients are told of the engine. The vocabulary of choices, the content
catalog served at /v1/content, and the JSON Schemas of choices, views and positions (contract,
schemas/). Built on the engine only.
"""
