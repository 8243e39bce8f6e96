"""Run the eval harness: ``python eval/run_eval.py [--questions FILE] [--out FILE] [--compare BEFORE AFTER]``.

The same as ``codecite-site eval`` (the work lives in ``codecite_site/evaluate/``).
Without a Cohere key (``COHERE_API_KEY`` / ``CO_API_KEY``) the Cohere
configurations are skipped and listed as such.
"""

import sys

from codecite_site.cli import cli

if __name__ == "__main__":
    cli(["eval", *sys.argv[1:]], prog_name="run_eval.py")
