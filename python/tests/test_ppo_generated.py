"""The PPO benchmark on generated levels runs as a user runs it, for a few updates (it needs
PyTorch and matplotlib: scripts/test-rl.sh installs them and runs this test; ./test.sh skips it)."""

import csv
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch", reason="the PPO benchmark needs PyTorch: scripts/test-rl.sh runs it")
pytest.importorskip("matplotlib", reason="the PPO benchmark draws its curves with matplotlib")

SCRIPT = Path(__file__).resolve().parents[1] / "examples" / "ppo_generated.py"
SHORT = ["--steps", "2048", "--envs", "8", "--rollout", "64", "--eval-every", "2", "--eval-episodes", "8"]


def train(out, *extra):
    """Runs the benchmark briefly into ``out``; returns what it printed and its CSV's rows."""
    args = [sys.executable, str(SCRIPT), *SHORT, "--max-steps", "300", "--out", str(out), *extra]
    result = subprocess.run(args, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    with open(out / "progress.csv", newline="") as file:
        return result.stdout, list(csv.DictReader(file))


@pytest.fixture(scope="module")
def first(tmp_path_factory):
    """One short run of seed 3: its folder, what it printed and its CSV's rows."""
    out = tmp_path_factory.mktemp("ppo") / "first"
    return (out, *train(out, "--seed", "3"))


def test_a_short_run_logs_train_and_test_win_rates_and_draws_them(first):
    out, printed, rows = first
    assert [int(row["update"]) for row in rows] == [2, 4]
    assert [int(row["env_steps"]) for row in rows] == [1024, 2048]
    for row in rows:
        assert 0.0 <= float(row["train_win_rate"]) <= 1.0 and 0.0 <= float(row["test_win_rate"]) <= 1.0
    assert "update 4/4" in printed and "final: won train" in printed and "gap" in printed
    assert (out / "curves.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (out / "policy.pt").stat().st_size > 0


def test_the_same_seed_gives_the_same_curves_and_network(first, tmp_path):
    out, _, rows = first
    _, again = train(tmp_path / "again", "--seed", "3")

    def untimed(rows):
        return [{name: value for name, value in row.items() if name != "seconds"} for row in rows]

    assert untimed(rows) == untimed(again)
    weights = [torch.load(path / "policy.pt") for path in (out, tmp_path / "again")]
    assert all(torch.equal(weights[0][name], weights[1][name]) for name in weights[0]), "the same network"


def load_script():
    """The script as a module, to call its ``main`` in this process."""
    spec = importlib.util.spec_from_file_location("ppo_generated", SCRIPT)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_a_saved_policy_is_examined_on_both_sets(first, capsys):
    out, _, _ = first
    load_script().main(["--examine", str(out / "policy.pt"), "--eval-episodes", "8", "--max-steps", "300"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["train levels", "test levels"]
    assert all("won" in line and "lost" in line and "coins taken" in line and "a floor up" in line for line in lines)


def test_no_levels_is_refused_with_a_message(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        load_script().main(["--levels", "0", "--out", str(tmp_path)])
    assert exit.value.code == 2
    assert "--levels: 0 is not a number of levels (1 or more)" in capsys.readouterr().err


def test_a_missing_or_mismatched_policy_is_refused_with_a_message(first, tmp_path):
    out, _, _ = first
    with pytest.raises(SystemExit, match="missing.pt: not a network this script saved"):
        load_script().main(["--examine", str(tmp_path / "missing.pt")])
    (tmp_path / "text.pt").write_text("not a network")
    with pytest.raises(SystemExit, match="text.pt: not a network this script saved .it does not read as one"):
        load_script().main(["--examine", str(tmp_path / "text.pt")])
    with pytest.raises(SystemExit, match="policy.pt: not a network of 64 actions"):
        load_script().main(["--examine", str(out / "policy.pt"), "--all-actions"])


def test_cloning_alone_learns_the_certificates_and_is_evaluated(tmp_path):
    args = [sys.executable, str(SCRIPT), "--steps", "0", "--clone-epochs", "2", "--levels", "4"]
    args += ["--eval-episodes", "4", "--max-steps", "300", "--difficulty", "first", "--out", str(tmp_path)]
    result = subprocess.run(args, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    assert "cloning pass 2/2" in result.stdout and "final: won train" in result.stdout
    with open(tmp_path / "progress.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert [int(row["env_steps"]) for row in rows] == [0], "one evaluation, of the cloned policy"


def test_nothing_to_learn_is_refused_with_a_message(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        load_script().main(["--steps", "0", "--out", str(tmp_path)])
    assert exit.value.code == 2
    assert "at least one of them above 0" in capsys.readouterr().err


def test_the_certificates_earn_their_coins_and_the_win_and_their_returns_are_discounted():
    script = load_script()
    args = script.argparse.Namespace(levels=4, difficulty="first")
    demos = script.Demonstrations(args, script.np.array(script.reduced_actions()))
    played = script.ledge.demonstrations(range(4), "first")
    rewards = script.played_rewards(played, args)
    first = 0
    for demo, earned in zip(played, rewards):
        coins = demo["observations"][0, script.COINS_LEFT]
        assert earned.sum() == coins + 10.0, f"level {demo['seed']}: every coin and the win, once"
        discounted = sum(reward * script.GAMMA**t for t, reward in enumerate(earned[: demo["par"]]))
        assert float(demos.returns[first]) == pytest.approx(discounted, rel=1e-5)
        first += demo["par"]
    assert len(demos.returns) == len(demos.target) == len(demos.obs) == first


def test_cloning_then_ppo_with_the_value_fitted_and_the_cloning_loss_kept_runs_from_the_clone(tmp_path):
    args = [sys.executable, str(SCRIPT), *SHORT, "--max-steps", "300", "--levels", "4", "--difficulty", "first"]
    args += ["--clone-epochs", "1", "--fit-value", "--clone-weight", "1", "--clone-decay", "0.9", "--lr", "2e-4"]
    result = subprocess.run([*args, "--out", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    assert "value fitted to the certificates' returns" in result.stdout and "of their variance explained" in result.stdout
    with open(tmp_path / "progress.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert [int(row["env_steps"]) for row in rows] == [0, 1024, 2048], "the clone is evaluated before PPO"


@pytest.mark.parametrize(
    "option", [["--clone-decay", "0"], ["--clone-decay", "1.5"], ["--clone-weight", "-1"], ["--lr", "0"]]
)
def test_a_fine_tuning_setting_out_of_range_is_refused_with_a_message(option, tmp_path, capsys):
    with pytest.raises(SystemExit) as exit:
        load_script().main([*option, "--out", str(tmp_path)])
    assert exit.value.code == 2
    assert "--clone-decay: above 0, at most 1" in capsys.readouterr().err


def test_several_runs_are_drawn_in_one_figure_and_a_missing_run_is_named(first, tmp_path):
    out, _, _ = first
    plot = [sys.executable, str(SCRIPT.parent / "plot_runs.py"), str(out), str(out), "--labels", "a", "b"]
    result = subprocess.run([*plot, "--goal", "50", "--out", str(tmp_path / "runs.png")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "runs.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    missing = [sys.executable, str(SCRIPT.parent / "plot_runs.py"), str(tmp_path / "nowhere"), "--out", str(tmp_path / "x.png")]
    result = subprocess.run(missing, capture_output=True, text=True)
    assert result.returncode == 1 and "nowhere/progress.csv: No such file or directory" in result.stderr
