"""The card table: layout from the window size, the shown model, drawing and animation."""
