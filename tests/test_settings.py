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
    assert s.approval == "manual"          # config
    assert s.max_attempts == 4             # env over config
    assert s.pool_size == 1                # flag over env
    assert s.planner == "mock"             # default


def test_defaults_without_anything(tmp_path):
    s = load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
    assert (s.planner, s.generator, s.approval) == ("mock", "mock", "auto")


def test_bad_values_are_one_line_errors(tmp_path):
    """A wrong type or choice names the setting and what it must be."""
    with pytest.raises(ConfigError, match="'approval' must be one of auto, manual"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_APPROVAL": "sometimes"})
    with pytest.raises(ConfigError, match="'max_attempts' must be a int"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_MAX_ATTEMPTS": "lots"})


def test_broken_config_file(tmp_path):
    (tmp_path / "config.toml").write_text("approval = \n")
    with pytest.raises(ConfigError, match="is not valid TOML"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
    (tmp_path / "config.toml").write_text("colour = 'blue'\n")
    with pytest.raises(ConfigError, match="unknown setting 'colour'"):
        load_settings(environ={"TOOLKILN_HOME": str(tmp_path)})
