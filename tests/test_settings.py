"""Settings precedence: flag, then TOOLKILN_* variable, then config.toml, then default."""

import pytest

from toolkiln.errors import ConfigError
from toolkiln.settings import load_settings


def test_precedence(tmp_path):
    """Each layer overrides the one below it, field by field."""
    (tmp_path / "config.toml").write_text('approval = "manual"\nmax_attempts = 5\npool_size = 3\n')
    env = {"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_MAX_ATTEMPTS": "4", "TOOLKILN_POOL_SIZE": "2"}
    s = load_settings(environ=env, pool_size=1)
    assert s.home == tmp_path
    assert s.approval == "manual"  # config
    assert s.max_attempts == 4  # env over config
    assert s.pool_size == 1  # flag over env
    assert s.planner == "mock"  # default


def test_defaults_without_anything(tmp_path):
    s = load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
    assert (s.planner, s.generator, s.approval) == ("mock", "mock", "auto")


def test_bad_values_are_one_line_errors(tmp_path):
    """A wrong type or choice names the setting and what it must be."""
    with pytest.raises(ConfigError, match="'approval' must be one of auto, manual"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_APPROVAL": "sometimes"})
    with pytest.raises(ConfigError, match="'max_attempts' must be a whole number"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_MAX_ATTEMPTS": "lots"})


def test_broken_config_file(tmp_path):
    (tmp_path / "config.toml").write_text("approval = \n")
    with pytest.raises(ConfigError, match="is not valid TOML"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
    (tmp_path / "config.toml").write_text("colour = 'blue'\n")
    with pytest.raises(ConfigError, match="unknown setting 'colour'"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})


@pytest.mark.parametrize(
    "variable, value, says",
    [
        ("TOOLKILN_MAX_RETRIES", "-1", "'max_retries' must be at least 0"),
        ("TOOLKILN_POOL_SIZE", "0", "'pool_size' must be at least 1"),
        ("TOOLKILN_RETRY_BACKOFF_S", "-0.5", "'retry_backoff_s' must be at least 0"),
        ("TOOLKILN_MODEL_TIMEOUT_S", "0", "'model_timeout_s' must be above 0 seconds"),
        ("TOOLKILN_MAX_TOKENS", "0", "'max_tokens' must be at least 1"),
    ],
)
def test_out_of_range_numbers_name_the_setting_and_where_it_came_from(tmp_path, variable, value, says):
    """A value no model call or pool could use is refused up front (max_retries=-1 used to crash the first call)."""
    with pytest.raises(ConfigError, match=says) as caught:
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path), variable: value})
    assert f"(from {variable})" in str(caught.value)


def test_config_values_are_not_bent_to_fit(tmp_path):
    """A fractional count is an error, not silently rounded down; 'home' cannot live in the file it points to."""
    (tmp_path / "config.toml").write_text("max_attempts = 2.5\n")
    with pytest.raises(ConfigError, match="'max_attempts' must be a whole number, got 2.5"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
    (tmp_path / "config.toml").write_text('home = "/elsewhere"\n')
    with pytest.raises(ConfigError, match="'home' cannot be set"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})


def test_every_setting_follows_the_precedence(tmp_path):
    """For every field: config over default, variable over config, flag over variable."""
    from dataclasses import fields
    from pathlib import Path

    from toolkiln.settings import Settings

    # name: (config.toml literal, variable, flag) -> the three values expected
    samples = {
        "planner": (('"openai:a"', "openai:b", "openai:c"), ("openai:a", "openai:b", "openai:c")),
        "generator": (('"openai:a"', "openai:b", "openai:c"), ("openai:a", "openai:b", "openai:c")),
        "approval": (('"manual"', "auto", "manual"), ("manual", "auto", "manual")),
        "max_attempts": (("5", "6", 7), (5, 6, 7)),
        "improve": (('"auto"', "off", "auto"), ("auto", "off", "auto")),
        "pool_size": (("3", "4", 5), (3, 4, 5)),
        "executor": (('"ray"', "local", "ray"), ("ray", "local", "ray")),
        "ray_node_workers": (("3", "4", 5), (3, 4, 5)),
        "search_k": (("7", "8", 9), (7, 8, 9)),
        "answer_mode": (('"compose"', "off", "template"), ("compose", "off", "template")),
        "max_replans": (("2", "0", 3), (2, 0, 3)),
        "history_chars": (("10", "11", 12), (10, 11, 12)),
        "max_tokens": (("13", "14", 15), (13, 14, 15)),
        "temperature": (("0.1", "0.2", 0.3), (0.1, 0.2, 0.3)),
        "model_timeout_s": (("5", "6.5", 7), (5.0, 6.5, 7.0)),
        "max_retries": (("1", "2", 3), (1, 2, 3)),
        "retry_backoff_s": (("0.1", "0.2", 0.3), (0.1, 0.2, 0.3)),
        "openai_mode": (('"json_schema"', "tools", "json_schema"), ("json_schema", "tools", "json_schema")),
        "record": (('"a.jsonl"', "b.jsonl", "c.jsonl"), (Path("a.jsonl"), Path("b.jsonl"), Path("c.jsonl"))),
        "allow_unconfined": (("true", "false", True), (True, False, True)),
        "author": (('"ada"', "grace", "edsger"), ("ada", "grace", "edsger")),
        "web_token": (('"a"', "b", "c"), ("a", "b", "c")),
        "max_resolved_bytes": (("2048", "4096", 8192), (2048, 4096, 8192)),
        "database_url": (
            ('"postgresql://a/x"', "postgresql://b/x", "postgresql://c/x"),
            ("postgresql://a/x", "postgresql://b/x", "postgresql://c/x"),
        ),
        "registry_key_file": (('"a.key"', "b.key", "c.key"), (Path("a.key"), Path("b.key"), Path("c.key"))),
        "user": (('"ada"', "grace", "edsger"), ("ada", "grace", "edsger")),
    }
    assert set(samples) == {f.name for f in fields(Settings)} - {"home"}
    for name, ((in_config, in_env, as_flag), expected) in samples.items():
        (tmp_path / "config.toml").write_text(f"{name} = {in_config}\n")
        env = {"TOOLKILN_HOME": str(tmp_path)}
        with_env = {**env, f"TOOLKILN_{name.upper()}": in_env}
        got = (
            getattr(load_settings(environ=env), name),
            getattr(load_settings(environ=with_env), name),
            getattr(load_settings(environ=with_env, **{name: as_flag}), name),
        )
        assert got == expected, name


def test_settings_read_outside_load_settings_use_the_same_words_and_checks(tmp_path):
    """A pool built on its own reads allow_unconfined through the settings: variable, then config.toml."""
    from toolkiln.settings import setting

    env = {"TOOLKILN_HOME": str(tmp_path)}
    assert setting("allow_unconfined", env) is False
    assert setting("allow_unconfined", {**env, "TOOLKILN_ALLOW_UNCONFINED": "on"}) is True
    assert setting("allow_unconfined", {**env, "TOOLKILN_ALLOW_UNCONFINED": "off"}) is False
    with pytest.raises(
        ConfigError, match=r"'allow_unconfined' must be true or false.*\(from TOOLKILN_ALLOW_UNCONFINED\)"
    ):
        setting("allow_unconfined", {**env, "TOOLKILN_ALLOW_UNCONFINED": "maybe"})
    (tmp_path / "config.toml").write_text("allow_unconfined = true\n")
    assert setting("allow_unconfined", env) is True


def test_bounds_and_choices_come_from_the_declaration(tmp_path):
    """Every declared bound and every Literal's choices are enforced with the setting's name."""
    from dataclasses import fields
    from typing import Annotated, Literal, get_args, get_origin

    from toolkiln.settings import Above, AtLeast, AtMost, Settings

    env = {"TOOLKILN_HOME": str(tmp_path)}
    seen = set()
    for declared in fields(Settings):
        name, annotation = declared.name, declared.type
        bounds = annotation.__metadata__ if get_origin(annotation) is Annotated else ()
        base = get_args(annotation)[0] if bounds else annotation
        for bound in bounds:
            seen.add(type(bound))
            step = 1 if base is int else 0.5
            beyond = bound.value + step if isinstance(bound, AtMost) else bound.value - step
            words = {AtLeast: "at least", Above: "above", AtMost: "at most"}[type(bound)]
            shown = f"{bound.value:,}" if isinstance(bound, AtMost) else bound.value
            with pytest.raises(ConfigError, match=f"'{name}' must be {words} {shown}"):
                load_settings(environ=env, **{name: beyond})
            with pytest.raises(ConfigError, match=f"'{name}' must be {words} {shown}.*Settings\\(\\) in code"):
                Settings(**{name: beyond})
        if get_origin(base) is Literal:
            seen.add(Literal)
            with pytest.raises(ConfigError, match=f"'{name}' must be one of {', '.join(get_args(base))}"):
                load_settings(environ=env, **{name: "neither"})
            with pytest.raises(ConfigError, match=f"'{name}' must be one of"):
                Settings(**{name: "neither"})
    assert seen == {AtLeast, Above, AtMost, Literal}


def test_settings_built_in_code_are_checked_like_loaded_ones(tmp_path):
    """Settings(...) is not a way around the declarations: wrong types are refused, ints widen to floats."""
    from toolkiln.settings import Settings

    with pytest.raises(ConfigError, match="'max_tokens' must be a whole number"):
        Settings(home=tmp_path, max_tokens="many")
    with pytest.raises(ConfigError, match="'allow_unconfined' must be true or false"):
        Settings(home=tmp_path, allow_unconfined="perhaps")
    built = Settings(home=tmp_path, temperature=1, record=None, author=None)
    assert built.temperature == 1.0 and isinstance(built.temperature, float) and built.record is None


def test_every_setting_has_its_description(tmp_path):
    """``toolkiln config`` shows each setting's docstring, read from its declaration."""
    from dataclasses import fields

    from toolkiln.settings import Settings, describe

    assert describe("approval").startswith("``auto`` runs a tool once its trial passed")
    assert all(describe(declared.name) for declared in fields(Settings))


def test_an_unknown_setting_passed_by_name_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="unknown setting 'colour'"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)}, colour="blue")
