"""`python -m cstud` is the `cstud` command."""

from cstud.cli import main

raise SystemExit(main())
