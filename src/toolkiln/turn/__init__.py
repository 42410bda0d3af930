"""One turn: plan, find each step's tool in the first tool source holding it, run it; results and the answer."""
