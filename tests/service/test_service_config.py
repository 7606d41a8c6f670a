from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from play.config import Config, ConfigError


def test_empty_environment_gives_the_embedded_defaults(tmp_path: Path) -> None:
    config = Config.from_env({}, base_dir=tmp_path)

    expected_file = (tmp_path / "var" / "cthulhu-wars.sqlite3").resolve()
    assert config.database_url == f"sqlite:///{expected_file}"
    assert config.redis_url is None
    assert config.port == 8000
    assert config.log_level == "INFO"
    assert config.log_json is True
    assert config.max_request_bytes == 1024 * 1024


def test_default_database_path_is_absolute_even_from_a_relative_base() -> None:
    config = Config.from_env({}, base_dir=Path("."))

    assert Path(config.database_url.removeprefix("sqlite:///")).is_absolute()


def test_every_setting_is_read_from_its_variable() -> None:
    config = Config.from_env(
        {
            "DATABASE_URL": "postgresql://postgres@127.0.0.1:5432/cw",
            "REDIS_URL": "redis://127.0.0.1:6379/0",
            "PORT": "9001",
            "LOG_LEVEL": "debug",
            "LOG_JSON": "false",
            "MAX_REQUEST_BYTES": "2048",
            "MAIL_DIR": "/srv/mail",
        }
    )

    assert config == Config(
        database_url="postgresql://postgres@127.0.0.1:5432/cw",
        redis_url="redis://127.0.0.1:6379/0",
        port=9001,
        log_level="DEBUG",
        log_json=False,
        max_request_bytes=2048,
        mail_dir="/srv/mail",
    )


def test_blank_variables_count_as_unset(tmp_path: Path) -> None:
    config = Config.from_env({"REDIS_URL": "  ", "PORT": ""}, base_dir=tmp_path)

    assert config.redis_url is None
    assert config.port == 8000


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("PORT", "eighty", "PORT must be an integer"),
        ("PORT", "70000", "PORT must be between 1 and 65535"),
        ("LOG_LEVEL", "LOUD", "LOG_LEVEL must be one of"),
        ("LOG_JSON", "maybe", "LOG_JSON must be true or false"),
        ("MAX_REQUEST_BYTES", "0", "MAX_REQUEST_BYTES must be between"),
        ("DATABASE_URL", "mysql://db/cw", "DATABASE_URL must start with one of"),
        ("REDIS_URL", "http://cache", "REDIS_URL must start with one of"),
    ],
)
def test_invalid_value_raises_a_config_error_naming_the_variable(
    name: str, value: str, message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        Config.from_env({name: value})


def test_a_rejected_url_does_not_echo_its_password() -> None:
    with pytest.raises(ConfigError) as raised:
        Config.from_env({"DATABASE_URL": "mysql://admin:hunter2@db/cw"})

    assert "hunter2" not in str(raised.value)


def test_config_is_immutable(tmp_path: Path) -> None:
    config = Config.from_env({}, base_dir=tmp_path)

    with pytest.raises(dataclasses.FrozenInstanceError):
        config.port = 1  # type: ignore[misc]
