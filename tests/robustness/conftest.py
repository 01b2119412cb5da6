"""Fixtures for the robustness tests: the recording comm (see tests/recording_comm.py)."""

from recording_comm import wire

__all__ = ["wire"]
