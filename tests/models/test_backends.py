"""Choosing backends by name: the tables, the specs, lazy imports and the errors."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from fakes import FakeOpenAI, clear_model_env, model_settings
from toolkiln.errors import ConfigError
from toolkiln.models.backends import BACKENDS, backend_help, make_generator, make_planner, parse_spec
from toolkiln.models.codegen.model import ModelGenerator
from toolkiln.models.llm.record import RecordingClient
from toolkiln.models.planner.model import ModelPlanner


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("mock", ("mock", None)),
        ("anthropic:claude-sonnet-4-5", ("anthropic", "claude-sonnet-4-5")),
        ("openai:llama3.1:8b", ("openai", "llama3.1:8b")),
        ("replay:/tmp/a:b.jsonl", ("replay", "/tmp/a:b.jsonl")),
        (" Anthropic : claude-x ", ("anthropic", "claude-x")),
    ],
)
def test_parse_spec(spec, expected):
    assert parse_spec(spec) == expected


def test_every_model_backend_has_a_client_and_every_row_imports():
    assert "mock" in BACKENDS and all(row.client for name, row in BACKENDS.items() if name != "mock")
    for row in BACKENDS.values():
        for path in (row.planner, row.generator, row.client):
            if path is None:
                continue
            module, _, name = path.partition(":")
            if importlib.util.find_spec(module) is None:
                continue  # the mock backends live in their own modules
            assert hasattr(importlib.import_module(module), name), path


def test_the_cli_help_names_every_backend_from_the_table():
    from toolkiln.cli.main import main

    text = backend_help()
    assert [row.usage for row in BACKENDS.values()] == ["mock", "anthropic[:MODEL]", "openai[:MODEL]", "replay:FILE"]
    assert all(f"{row.usage}: {row.help}" in text for row in BACKENDS.values())
    run = main.get_command(None, "run")
    planner = next(p for p in run.params if p.name == "planner")
    assert planner.help.startswith(text)


def test_unknown_backend_lists_the_choices():
    with pytest.raises(
        ConfigError,
        match=r"unknown planner backend 'gpt'; use --planner with one of "
        r"anthropic, mock, openai, replay",
    ):
        make_planner("gpt:4", settings=model_settings())


def test_anthropic_without_a_key_names_the_variable_and_the_mock(monkeypatch):
    clear_model_env(monkeypatch)
    with pytest.raises(ConfigError, match=r"^set ANTHROPIC_API_KEY, or use --planner mock$"):
        make_planner("anthropic:claude-x", settings=model_settings())


def test_openai_backends_are_model_backed_and_named(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        planner = make_planner("openai:qwen2.5-coder", settings=model_settings())
        generator = make_generator("openai", settings=model_settings())
    assert isinstance(planner, ModelPlanner) and planner.name == "openai:qwen2.5-coder"
    assert generator.name == "openai:llama3.1"
    built = generator.built()  # the generator's class loads on its first request
    assert isinstance(built, ModelGenerator) and built.name == generator.name


def test_the_generator_loads_on_its_first_request_under_the_name_it_will_have():
    """Making the mock generator loads nothing of generation; its name is the built one's, and it writes tools."""
    code = (
        "import sys; from toolkiln.models.backends import make_generator; from toolkiln.settings import Settings\n"
        "generator = make_generator('mock', settings=Settings())\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('toolkiln.models.codegen'))\n"
        "from toolkiln.models.codegen import GenRequest\n"
        "from toolkiln.policy import DEFAULT_POLICY\n"
        "answer = generator.generate(GenRequest('reverse_text', 'reverse', {'text': 'ab'}, DEFAULT_POLICY), [])\n"
        "print(loaded, generator.name, generator.built().name, 'def reverse_text' in answer.source)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["[]", "mock", "mock", "True"]


def test_a_wrong_generator_spec_fails_when_it_is_made_not_when_first_asked(monkeypatch):
    clear_model_env(monkeypatch)
    with pytest.raises(ConfigError, match=r"^unknown generator backend 'gpt'; use --generator with one of"):
        make_generator("gpt:4", settings=model_settings())
    with pytest.raises(ConfigError, match=r"^the mock generator takes no model; use --generator mock$"):
        make_generator("mock:big", settings=model_settings())
    with pytest.raises(ConfigError, match=r"ANTHROPIC_API_KEY"):
        make_generator("anthropic", settings=model_settings())


def test_record_setting_wraps_the_client(monkeypatch, tmp_path):
    clear_model_env(monkeypatch)
    planner = make_planner("openai:m", settings=model_settings(record=tmp_path / "rec" / "t.jsonl"))
    assert isinstance(planner.client, RecordingClient) and planner.name == "openai:m"
    assert (tmp_path / "rec" / "t.jsonl").exists()


def test_the_mock_path_never_imports_an_sdk_or_httpx():
    """Cold start of the offline default must not pay for anthropic (seconds) or httpx."""
    pytest.importorskip("toolkiln.models.mock.planner")
    pytest.importorskip("toolkiln.models.mock.generator")
    code = (
        "import sys; from types import SimpleNamespace as S; import toolkiln.models.backends as b\n"
        "s = S(max_tokens=1, temperature=0.0, model_timeout_s=1.0, max_retries=0, record=None)\n"
        "b.make_planner('mock', settings=s); b.make_generator('mock', settings=s)\n"
        "print(sorted(m for m in ('anthropic', 'httpx', 'httpx2') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_importing_the_model_backends_does_not_import_the_sdk():
    code = (
        "import sys, toolkiln.models.backends, toolkiln.models.planner.model, toolkiln.models.codegen.model, toolkiln.models.llm.replay,"
        " toolkiln.models.llm.record\nprint('anthropic' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_an_agent_closes_its_model_connections(monkeypatch, tmp_path):
    """The CLI's agent releases the planner's and the generator's HTTP clients (recorded or not) when it ends."""
    from toolkiln.cli.common import open_agent
    from toolkiln.settings import load_settings

    clear_model_env(monkeypatch)
    settings = load_settings(
        environ={"TOOLKILN_HOME": str(tmp_path)},
        planner="openai:a",
        generator="openai:b",
        record=tmp_path / "rec.jsonl",
    )
    with open_agent(settings) as agent:
        clients = [agent.planner.client.inner, agent.generator.client.inner]
        assert not any(c._http.is_closed for c in clients)
    assert all(c._http.is_closed for c in clients)
