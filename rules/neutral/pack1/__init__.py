"""Great Old One Pack 1 (master rulebook, Independent Great Old Ones, EN 3127-3153; German
rulebook, Großer Alter Set 1): Mother Hydra, Chaugnar Faugn, Yig, Abhoth with his Filth tokens, and
Cthugha, as Loyalty Cards (docs/neutral.md)."""
from __future__ import annotations

from .abhoth import ABHOTH
from .chaugnar import CHAUGNAR_FAUGN
from .cthugha import CTHUGHA_CARD
from .hydra import MOTHER_HYDRA
from .yig import YIG

CARDS = (MOTHER_HYDRA, CHAUGNAR_FAUGN, YIG, ABHOTH, CTHUGHA_CARD)
