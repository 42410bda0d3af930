"""The offline generator: real tool modules from templates, hand-backs for everything else."""

import pytest
from RestrictedPython import compile_restricted_exec

from toolkiln.acceptance.gate import check_source
from toolkiln.models.codegen import Attempt, GenRequest
from toolkiln.models.mock.generator import TEMPERATURE_FORMULAS, MockGenerator, template_names
from toolkiln.models.mock.planner import MockPlanner, convert_temperature
from toolkiln.models.planner import PlanRequest
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.tools.toolspec import parse_schema

FETCH_POLICY = DEFAULT_POLICY.with_capability("fetch")
PAGE = (
    "<html><head><TITLE>Jido &amp; friends</TITLE></head>"
    "<body><h1 class='big'>Hello <b>world</b></h1><h1>second</h1></body></html>"
)


def fake_fetch(url):
    return {"status": 200, "url": url, "headers": {}, "text": PAGE}


def policy_for(name):
    return FETCH_POLICY if name == "fetch_page_title" else DEFAULT_POLICY


def generate(name, attempts=(), policy=None, description="what the step asked for"):
    request = GenRequest(name=name, description=description, example_params={}, policy=policy or policy_for(name))
    return MockGenerator().generate(request, list(attempts))


def load(name, policy=None):
    """Exec the generated module in a plain namespace and return its entry point."""
    answer = generate(name, policy=policy)
    namespace = {"fetch": fake_fetch}
    exec(compile(answer.source, f"{name}.py", "exec"), namespace)
    return namespace[name]


@pytest.mark.parametrize(
    "name, params, expected",
    [
        ("celsius_to_fahrenheit", {"celsius": 30.0}, {"fahrenheit": 86.0}),
        ("celsius_to_fahrenheit", {"celsius": 36.6}, {"fahrenheit": 97.88}),
        ("fahrenheit_to_celsius", {"fahrenheit": -40.0}, {"celsius": -40.0}),
        ("celsius_to_kelvin", {"celsius": 30.0}, {"kelvin": 303.15}),
        ("kelvin_to_celsius", {"kelvin": 0.0}, {"celsius": -273.15}),
        ("fahrenheit_to_kelvin", {"fahrenheit": 86.0}, {"kelvin": 303.15}),
        ("kelvin_to_fahrenheit", {"kelvin": 0.0}, {"fahrenheit": -459.67}),
        ("count_words", {"text": "Hallo Welt aus Elixir"}, {"words": 4}),
        ("count_words", {"text": "  spaced \n\t out  "}, {"words": 2}),
        ("count_words", {"text": ""}, {"words": 0}),
        ("slugify", {"text": "Hallo Welt aus Elixir"}, {"slug": "hallo-welt-aus-elixir"}),
        ("slugify", {"text": "Grüße aus Köln"}, {"slug": "gruesse-aus-koeln"}),
        ("slugify", {"text": "  --Élan, naïve Café!-- "}, {"slug": "elan-naive-cafe"}),
        ("slugify", {"text": "ÄÖÜ ẞ"}, {"slug": "aeoeue-ss"}),
        ("slugify", {"text": "!!!"}, {"slug": ""}),
        ("reverse_text", {"text": "Elixir"}, {"reversed": "rixilE"}),
        ("bmi_index", {"weight_kg": 80.0, "height_m": 1.8}, {"bmi": 24.7, "category": "normal"}),
        ("bmi_index", {"weight_kg": 50.0, "height_m": 1.8}, {"bmi": 15.4, "category": "underweight"}),
        ("bmi_index", {"weight_kg": 120.0, "height_m": 1.8}, {"bmi": 37.0, "category": "obese"}),
        (
            "fetch_page_title",
            {"url": "https://jido.run/"},
            {"url": "https://jido.run/", "status": 200, "title": "Jido & friends", "h1": "Hello world"},
        ),
    ],
)
def test_templates_compute_what_they_promise(name, params, expected):
    assert load(name)(**params) == expected


def test_every_template_is_a_tool_module_with_a_readable_schema():
    for name in template_names():
        answer = generate(name)
        assert answer.hand_back is None and answer.name == name
        schema = parse_schema(answer.source, name)
        assert schema.name == name and schema.description
        assert answer.description and answer.description in answer.source
        assert all(p.type.kind in {"float", "str"} for p in schema.params)


def test_all_six_temperature_directions_come_from_one_table():
    names = {f"{a}_to_{b}" for a, b in TEMPERATURE_FORMULAS}
    assert len(names) == 6 and names <= set(template_names())


@pytest.mark.parametrize("source, target", list(TEMPERATURE_FORMULAS))
def test_temperature_templates_agree_with_the_planners_own_conversion(source, target):
    convert = load(f"{source}_to_{target}")
    for value in (0.0, 25.5, 100.0, 1000.0):
        assert convert(**{source: value})[target] == pytest.approx(convert_temperature(value, source, target), abs=1e-9)


@pytest.mark.parametrize(
    "name, param",
    [("celsius_to_kelvin", "celsius"), ("fahrenheit_to_celsius", "fahrenheit"), ("kelvin_to_fahrenheit", "kelvin")],
)
def test_temperatures_below_absolute_zero_are_refused(name, param):
    with pytest.raises(ValueError, match="below absolute zero"):
        load(name)(**{param: -1000.0})


@pytest.mark.parametrize(
    "params, message",
    [({"weight_kg": 0.0, "height_m": 1.8}, "positive"), ({"weight_kg": 80.0, "height_m": 180.0}, "metres")],
)
def test_bmi_refuses_impossible_input(params, message):
    with pytest.raises(ValueError, match=message):
        load("bmi_index")(**params)


def test_fetch_page_title_gives_none_for_missing_elements():
    namespace = {"fetch": lambda url: {"status": 404, "url": url, "headers": {}, "text": "<p>nothing</p>"}}
    exec(generate("fetch_page_title").source, namespace)
    assert namespace["fetch_page_title"]("https://x.test/") == {
        "url": "https://x.test/",
        "status": 404,
        "title": None,
        "h1": None,
    }


# -- hand-backs -------------------------------------------------------------------------------------


def test_an_unknown_name_is_handed_back_asking_for_a_model():
    answer = generate("word_frequencies", description="counts how often each word occurs")
    assert answer.source is None
    assert "model backend" in answer.hand_back.what_is_needed
    assert "celsius_to_fahrenheit" in answer.hand_back.what_is_needed
    assert "word_frequencies" in answer.hand_back.what_i_established
    assert "counts how often each word occurs" in answer.hand_back.what_i_established


def test_fetch_page_title_is_handed_back_while_fetch_is_off():
    answer = generate("fetch_page_title", policy=DEFAULT_POLICY)
    assert answer.source is None
    assert "fetch" in answer.hand_back.what_is_needed
    assert DEFAULT_POLICY.capabilities["fetch"].refusal in answer.hand_back.what_i_established


def test_a_rejected_template_is_handed_back_with_the_verdict_instead_of_resubmitted():
    rejected = Attempt(
        source="...",
        accepted=False,
        stage="trial",
        errors=[{"line": 9, "message": "ValueError: -300 °C is below absolute zero"}],
    )
    answer = generate("celsius_to_kelvin", attempts=[rejected])
    assert answer.source is None
    assert "repair" in answer.hand_back.what_is_needed
    assert "trial" in answer.hand_back.what_i_established
    assert "below absolute zero" in answer.hand_back.what_i_established


def test_a_verdict_on_the_whole_source_is_handed_back_without_a_line_number():
    """A source a person refused before is refused as a whole: no "line 0" that points nowhere."""
    refused = Attempt(
        source="...",
        accepted=False,
        stage="review",
        errors=[{"line": 0, "message": "this exact source was retired by a person as reverse_text@1"}],
    )
    established = generate("reverse_text", attempts=[refused]).hand_back.what_i_established
    assert established == (
        "the review rejected the reverse_text template: this exact source was retired by a person as reverse_text@1"
    )


def test_the_generator_is_named_mock_and_costs_nothing():
    answer = generate("count_words")
    assert MockGenerator.name == "mock"
    assert answer.usage.input_tokens == answer.usage.output_tokens == 0


# -- the same pipeline as any model's -----------------------------------------------------------------


@pytest.mark.parametrize("name", template_names())
def test_every_template_passes_the_gate(name):
    result = check_source(generate(name).source, policy_for(name))
    assert result.ok, result.errors


def test_fetch_page_title_fails_the_gate_while_fetch_is_off():
    """So a hand-back is the honest answer while the capability is off."""
    assert not check_source(generate("fetch_page_title").source, DEFAULT_POLICY).ok


@pytest.mark.parametrize("name", template_names())
def test_every_template_compiles_under_restricted_python(name):
    assert compile_restricted_exec(generate(name).source).errors == ()


@pytest.mark.parametrize(
    "message",
    [
        "Convert 30 degrees Celsius to Fahrenheit",
        "Rechne 36,6 Grad Celsius in Fahrenheit um",
        "convert 30 celsius to fahrenheit and then to kelvin",
        "0 K in °F",
        "Zähle die Wörter in „Hallo Welt aus Elixir“ und mach einen Slug daraus",
        "make a slug of «Grüße aus Köln»",
        "reverse 'Elixir'",
        "bmi 80 kg 1.8 m",
    ],
)
def test_the_planners_checks_pass_on_what_the_templates_compute(message):
    """Planner and generator agree: each step's check holds on the template's result."""
    plan = MockPlanner().plan(PlanRequest(message=message, tools=[], policy=DEFAULT_POLICY)).plan
    results = {}
    for step in plan.steps:
        params = {k: _resolve(v, results) for k, v in step.params.items()}
        result = load(step.tool)(**{k: float(v) if isinstance(v, int) else v for k, v in params.items()})
        assert eval(step.check, {"__builtins__": {"abs": abs}}, {"result": result}), (step.check, result)
        results[step.id] = result
    assert plan.steps


def _resolve(value, results):
    if isinstance(value, dict) and "$ref" in value:
        step_id, key = value["$ref"].split(".")
        return results[step_id][key]
    return value


@pytest.fixture(scope="module")
def pool():
    from toolkiln.sandbox import WorkerPool

    with WorkerPool(DEFAULT_POLICY, size=1) as workers:
        yield workers


def test_a_chained_plan_runs_in_a_worker_and_its_checks_pass_there(pool):
    """The offline path end to end, minus the agent: plan, template, worker, check in the worker."""
    plan = (
        MockPlanner()
        .plan(
            PlanRequest(message="convert 30 celsius to fahrenheit and then to kelvin", tools=[], policy=DEFAULT_POLICY)
        )
        .plan
    )
    results = {}
    for step in plan.steps:
        params = {k: float(_resolve(v, results)) for k, v in step.params.items()}
        outcome = pool.run(step.tool, generate(step.tool).source, params)
        assert outcome.ok, outcome.error
        check = pool.evaluate_check(step.check, outcome.result)
        assert check.ok and check.result is True, (step.check, outcome.result)
        results[step.id] = outcome.result
    assert results["s2"] == {"kelvin": 303.15}


@pytest.mark.parametrize(
    "name, params",
    [
        ("count_words", {"text": "Hallo Welt aus Elixir"}),
        ("slugify", {"text": "Grüße aus Köln"}),
        ("reverse_text", {"text": "abc"}),
        ("bmi_index", {"weight_kg": 80.0, "height_m": 1.8}),
    ],
)
def test_templates_give_the_same_result_in_a_worker(pool, name, params):
    outcome = pool.run(name, generate(name).source, params)
    assert outcome.ok, outcome.error
    assert outcome.result == load(name)(**params)
