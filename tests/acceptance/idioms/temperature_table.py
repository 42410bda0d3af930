"""A conversion table between Celsius, Fahrenheit and Kelvin for a range of values."""

# idiom-test: {"params": {"start": -10, "stop": 40, "step": 10}, "calls": [{"params": {"start": 0, "stop": 10, "step": 0}}, {"params": {"start": -300, "stop": -270, "step": 10}}]}

ABSOLUTE_ZERO_C = -273.15


def temperature_table(start: int, stop: int, step: int = 10) -> dict:
    if step == 0:
        raise ValueError("step must not be zero")
    if min(start, stop) < ABSOLUTE_ZERO_C:
        raise ValueError(f"temperatures below {ABSOLUTE_ZERO_C} °C do not exist")
    rows = []
    for celsius in range(start, stop + (1 if step > 0 else -1), step):
        fahrenheit = celsius * 9 / 5 + 32
        rows.append({"C": celsius, "F": round(fahrenheit, 1), "K": round(celsius - ABSOLUTE_ZERO_C, 2),
                     "text": "%4d °C = %6.1f °F" % (celsius, fahrenheit)})
    return {"rows": rows}
