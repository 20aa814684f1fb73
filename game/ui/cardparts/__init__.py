"""The parts of the procedural card art (``game.ui.cardart`` is the way in):

- ``paint``: colours, contrast, text and small drawing helpers;
- ``shapes``: the suit symbols' geometry, drawn at any size;
- ``painter``: what every face painter shares (canvas, corner index, rounding);
- ``faces``: the suit cards of both deck styles (pips, aces, court cards);
- ``specials``: the Wizards and Jesters;
- ``emblems``, ``anniversary``: the anniversary special cards (Dragon, Fairy...);
- ``back``: the card back;
- ``contrast``: the high-contrast faces (plain, large marks in dark inks).
"""
