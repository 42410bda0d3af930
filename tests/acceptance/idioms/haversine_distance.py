"""Great-circle distance between two coordinates in kilometres and miles."""

# idiom-test: {"params": {"lat1": 52.52, "lon1": 13.405, "lat2": 48.8566, "lon2": 2.3522}, "calls": [{"params": {"lat1": 91, "lon1": 0, "lat2": 0, "lon2": 0}}]}

from math import asin, cos, radians, sin, sqrt

EARTH_RADIUS_KM = 6371.0088


def haversine_distance(lat1: float, lon1: float, lat2: float, lon2: float) -> dict:
    for name, value, limit in (("lat1", lat1, 90), ("lat2", lat2, 90), ("lon1", lon1, 180), ("lon2", lon2, 180)):
        if abs(value) > limit:
            raise ValueError(f"{name}={value} is out of range ±{limit}")
    phi1, phi2 = radians(lat1), radians(lat2)
    dphi, dlambda = radians(lat2 - lat1), radians(lon2 - lon1)
    a = sin(dphi / 2) ** 2 + cos(phi1) * cos(phi2) * sin(dlambda / 2) ** 2
    km = 2 * EARTH_RADIUS_KM * asin(sqrt(a))
    return {"km": round(km, 3), "miles": round(km / 1.609344, 3)}
