"""The engine: the game's state, its events and how they fold (evolve), who must decide what
(engine, prompts, phases, actions, battle, windows, demands), the pieces and the map, and the
faction registry the engine asks for a faction's facts. It imports nothing else of `rules`:
the words, the contract and the factions are built on it.
"""
