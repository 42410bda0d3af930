"""Body-mass index and its WHO category, for metric or imperial input."""

# idiom-test: {"params": {"weight": 80, "height": 1.8}, "calls": [{"params": {"weight": 180, "height": 70, "units": "imperial"}}, {"params": {"weight": 80, "height": 0}}, {"params": {"weight": 80, "height": 1.8, "units": "stones"}}]}

import bisect

LIMITS = [18.5, 25.0, 30.0, 35.0, 40.0]
NAMES = ["underweight", "normal", "overweight", "obese I", "obese II", "obese III"]


def bmi_category(weight: float, height: float, units: str = "metric") -> dict:
    if units not in ("metric", "imperial"):
        raise ValueError("units must be 'metric' or 'imperial'")
    if weight <= 0 or height <= 0:
        raise ValueError("weight and height must be positive")
    bmi = weight / height**2 * (703 if units == "imperial" else 1)
    return {"bmi": round(bmi, 1), "category": NAMES[bisect.bisect_right(LIMITS, bmi)]}
