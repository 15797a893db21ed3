#!/usr/bin/env python3
"""Builds and runs the package of the article "Getting started" as a reader would make it.

The package is made from the article alone (Sources/Trellis/Trellis.docc/GettingStarted.md): its
manifest listing becomes Package.swift, the `getting-started-data-source` listing
Sources/my-layouts/Numbers.swift, and the article's other marked Swift listings, in order,
Sources/my-layouts/main.swift. It is written into a temporary directory beside a directory
named Trellis (a symbolic link to this repository), where the manifest's `.package(path:
"../Trellis")` finds it, then built with `swift build` and run. The program must print the
article's numbers. Exits non-zero if anything fails.

Usage: python3 .ci/getting-started-package.py
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARTICLE = os.path.join(ROOT, "Sources/Trellis/Trellis.docc/GettingStarted.md")


def listings(text):
    """(marker, body) of every Swift listing preceded by a `<!-- snippet: -->` or `<!-- file: -->` line."""
    pattern = re.compile(r"<!-- (snippet|file): ([^ ]+) -->\n\s*```swift\n(.*?)\n```", re.S)
    return [(kind + ":" + name, body) for kind, name, body in pattern.findall(text)]


def main():
    with open(ARTICLE, encoding="utf-8") as handle:
        found = listings(handle.read())
    manifests = [body for marker, body in found if marker.startswith("file:")]
    numbers = [body for marker, body in found if marker == "snippet:getting-started-data-source"]
    program = [body for marker, body in found if marker.startswith("snippet:") and marker != "snippet:getting-started-data-source"]
    if len(manifests) != 1 or len(numbers) != 1 or len(program) < 5:
        print(f"unexpected listings in {ARTICLE}: {[marker for marker, _ in found]}")
        return 1
    work = tempfile.mkdtemp(prefix="trellis-getting-started-")
    os.symlink(ROOT, os.path.join(work, "Trellis"))
    package = os.path.join(work, "MyLayouts")
    sources = os.path.join(package, "Sources", "my-layouts")
    os.makedirs(sources)
    for path, text in [
        (os.path.join(package, "Package.swift"), manifests[0]),
        (os.path.join(sources, "Numbers.swift"), numbers[0]),
        (os.path.join(sources, "main.swift"), "\n\n".join(program)),
    ]:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    scratch = os.path.join(work, "scratch")
    subprocess.run(["swift", "build", "--package-path", package, "--scratch-path", scratch], check=True)
    run = subprocess.run(
        ["swift", "run", "--package-path", package, "--scratch-path", scratch, "--skip-build", "my-layouts"],
        check=True, capture_output=True, text=True)
    print(run.stdout)
    # The numbers the article works out: the content size, the rest point and its frame count.
    expected = ["content: CGSize(width: 320.0, height: 3730.0)", "dragged to: 300.0", "after 207 frames",
                "visible: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]"]
    missing = [line for line in expected if line not in run.stdout]
    if missing or not re.search(r"came to rest at 79(8\.99\d*|9\.0\d*|9) after", run.stdout):
        print(f"the program's output lacks the article's numbers: {missing}")
        return 1
    print("the Getting started package built and ran with the article's numbers")
    shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
