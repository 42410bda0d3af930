"""`toolkiln config`: each setting's value and where it came from, the paths, secrets never printed."""

import json

from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.settings import Settings


def test_config_names_the_source_of_every_setting(tmp_path, monkeypatch):
    home = tmp_path / "kiln"
    home.mkdir()
    (home / "config.toml").write_text('max_attempts = 5\nweb_token = "s3cret-token"\n', encoding="utf-8")
    monkeypatch.setenv("TOOLKILN_PLANNER", "openai:llama3")
    monkeypatch.setenv("TOOLKILN_MAX_ATTEMPTS", "")  # empty: not given, the file's value holds
    monkeypatch.setenv("OPENAI_API_KEY", "sk-never-shown")
    result = CliRunner().invoke(main, ["--home", str(home), "config", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    rows = {row["name"]: row for row in data["settings"]}
    assert set(rows) == {name for name in Settings.__dataclass_fields__}
    assert (rows["home"]["source"], rows["home"]["from"], rows["home"]["value"]) == ("flag", "--home", str(home))
    assert (rows["planner"]["source"], rows["planner"]["from"]) == ("env", "TOOLKILN_PLANNER")
    assert (rows["max_attempts"]["source"], rows["max_attempts"]["value"]) == ("file", 5)
    assert rows["max_attempts"]["from"] == str(home / "config.toml")
    assert (rows["approval"]["source"], rows["approval"]["value"]) == ("default", "auto")
    assert rows["web_token"]["value"] == "(set)"
    assert rows["pool_size"]["description"] == "Worker processes kept warm."  # from the declaration
    assert rows["approval"]["description"].startswith("auto runs a tool")  # its ``auto`` as plain words
    assert data["paths"]["registry"] == {"path": str(home / "registry.sqlite3"), "exists": False}
    assert data["paths"]["config"]["exists"] is True
    assert data["environment"]["OPENAI_API_KEY"] == "(set)"
    assert "s3cret" not in result.output and "sk-never" not in result.output
    human = CliRunner().invoke(main, ["--home", str(home), "config"])
    assert "TOOLKILN_PLANNER" in human.output and "(not there yet)" in human.output and "s3cret" not in human.output


def test_config_reports_a_bad_file_in_one_line(tmp_path):
    home = tmp_path / "kiln"
    home.mkdir()
    (home / "config.toml").write_text("max_attempts = 0\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["--home", str(home), "config", "--json"])
    assert result.exit_code == 2
    assert "max_attempts" in json.loads(result.output)["error"]["message"]
