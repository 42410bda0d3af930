"""The models: the backend table, model clients (llm), the planner and the generator, the offline mocks."""
