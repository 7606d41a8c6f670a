"""The words: what turns events and state into sentences for players (describing, sentences,
sentences_rules). A faction registers the describers of its own events here; a translation of the
sentences hooks in at this layer. Built on the engine only.
"""
