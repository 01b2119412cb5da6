"""Fixtures for the tables tests (a widget in front of a table): the recording comm (see tests/recording_comm.py)."""

from recording_comm import wire

__all__ = ["wire"]
