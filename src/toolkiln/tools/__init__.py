"""The tool format, shared by every layer: parameter schemas and widening, return shapes, the catalog."""
