"""Build the one compiled module, cstud._core. All metadata lives in pyproject.toml."""

from Cython.Build import cythonize
from setuptools import Extension, setup

core = Extension("cstud._core", ["src/cstud/_core.pyx"])

setup(
    ext_modules=cythonize(
        [core],
        # Package-shaped source path: `cimport`/`include` resolve the same way at build and import.
        include_path=["src"],
        compiler_directives={
            "language_level": 3,
            "boundscheck": False,
            "wraparound": False,
            "cdivision": True,
            "initializedcheck": False,
            "freethreading_compatible": True,
        },
    ),
)
