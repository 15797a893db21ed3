#!/usr/bin/env python3
"""Builds the example packages of two articles as a reader would make them, from the articles alone.

- "Getting started" (Sources/Trellis/Trellis.docc/GettingStarted.md): its manifest listing becomes
  Package.swift, the `getting-started-data-source` listing Sources/my-layouts/Numbers.swift, and
  the article's other marked Swift listings, in order, Sources/my-layouts/main.swift. Built and
  run; the program must print the article's numbers.
- "Sharing layouts with an iOS app" (Sources/TrellisUIKit/TrellisUIKit.docc/SharingLayouts.md):
  its manifest listing, the shared layout file as Sources/MyAppLayouts/PhotoGridLayout.swift and
  the test listing, after the imports the article names, as
  Tests/MyAppLayoutsTests/PhotoGridLayoutTests.swift. Its tests are run with `swift test`.

Each package is written into a temporary directory beside a directory named Trellis (a symbolic
link to this repository), where the manifests' `.package(path: "../Trellis")` finds it. Exits
non-zero if anything fails.

Usage: python3 .ci/article-packages.py
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def listings(path):
    """marker → body of every Swift listing preceded by a `<!-- snippet: -->` or `<!-- file: -->` line, in order."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        text = handle.read()
    pattern = re.compile(r"<!-- (snippet|file): ([^ ]+) -->\n\s*```swift\n(.*?)\n```", re.S)
    return [(kind + ":" + name, body) for kind, name, body in pattern.findall(text)]


def write_package(work, name, files):
    """Writes `files` (relative path → text) into work/name and returns the package's directory."""
    package = os.path.join(work, name)
    for path, text in files.items():
        full = os.path.join(package, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    return package


def getting_started(work):
    found = listings("Sources/Trellis/Trellis.docc/GettingStarted.md")
    manifests = [body for marker, body in found if marker.startswith("file:")]
    numbers = [body for marker, body in found if marker == "snippet:getting-started-data-source"]
    program = [body for marker, body in found if marker.startswith("snippet:") and marker != "snippet:getting-started-data-source"]
    if len(manifests) != 1 or len(numbers) != 1 or len(program) < 5:
        print(f"unexpected listings in GettingStarted.md: {[marker for marker, _ in found]}")
        return False
    package = write_package(work, "MyLayouts", {
        "Package.swift": manifests[0],
        "Sources/my-layouts/Numbers.swift": numbers[0],
        "Sources/my-layouts/main.swift": "\n\n".join(program),
    })
    scratch = os.path.join(work, "scratch-getting-started")
    subprocess.run(["swift", "build", "--package-path", package, "--scratch-path", scratch], check=True)
    run = subprocess.run(
        ["swift", "run", "--package-path", package, "--scratch-path", scratch, "--skip-build", "my-layouts"],
        check=True, capture_output=True, text=True)
    print(run.stdout)
    # The numbers the article works out: the content size, the drag, the rest point and its frames.
    expected = ["content: CGSize(width: 320.0, height: 3730.0)", "dragged to: 300.0", "after 207 frames",
                "visible: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]"]
    missing = [line for line in expected if line not in run.stdout]
    if missing or not re.search(r"came to rest at 79(8\.99\d*|9\.0\d*|9) after", run.stdout):
        print(f"the Getting started program's output lacks the article's numbers: {missing}")
        return False
    print("the Getting started package built and ran with the article's numbers")
    return True


def sharing_layouts(work):
    found = dict(listings("Sources/TrellisUIKit/TrellisUIKit.docc/SharingLayouts.md"))
    manifest = [body for marker, body in found.items() if marker.startswith("file:")]
    layout = found.get("snippet:sharing-layout-file")
    tests = found.get("snippet:sharing-layout-test")
    if len(manifest) != 1 or layout is None or tests is None:
        print(f"unexpected listings in SharingLayouts.md: {list(found)}")
        return False
    package = write_package(work, "MyAppLayouts", {
        "Package.swift": manifest[0],
        "Sources/MyAppLayouts/PhotoGridLayout.swift": layout,
        # The imports the article says the test file starts with.
        "Tests/MyAppLayoutsTests/PhotoGridLayoutTests.swift":
            "import Testing\nimport TrellisUIKit\nimport MyAppLayouts\n\n" + tests,
    })
    scratch = os.path.join(work, "scratch-sharing-layouts")
    run = subprocess.run(["swift", "test", "--package-path", package, "--scratch-path", scratch],
                         capture_output=True, text=True)
    print(run.stdout[-3000:], run.stderr[-3000:])
    if run.returncode != 0 or "Test run with 2 tests in 1 suite passed" not in run.stdout:
        print("the Sharing layouts package's tests did not pass")
        return False
    print("the Sharing layouts package's tests passed")
    return True


def main():
    work = tempfile.mkdtemp(prefix="trellis-article-packages-")
    os.symlink(ROOT, os.path.join(work, "Trellis"))
    ok = getting_started(work) and sharing_layouts(work)
    if ok:
        shutil.rmtree(work)
    else:
        print(f"the packages are in {work}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
