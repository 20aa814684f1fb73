"""The pygame-ce user interface: card art, sounds, screens."""
