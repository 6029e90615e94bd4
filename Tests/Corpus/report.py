"""The corpus table: per source, files that compile and checks that pass (see README.md)."""
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

corpus, results = sys.argv[1], sys.argv[2]


def listed(path, tag=None):
    """Names in a list file: one per line, `#` starts the reason; with `tag`, only the names whose
    reason starts with it (`[linux]`: what Linux cannot compile or run, whatever Cairn does)."""
    if not os.path.exists(path):
        return []
    names = []
    for line in open(path, encoding="utf-8"):
        name, _, reason = line.partition("#")
        if name.strip() and (tag is None or reason.strip().startswith(tag)):
            names.append(name.strip())
    return names


def checks_in(path):
    """The checks a file declares: swift-testing `@Test`s and XCTest `func test…` methods."""
    text = open(path, encoding="utf-8").read()
    return len(re.findall(r"@Test\b", text)) + len(re.findall(r"\bfunc test[A-Z_0-9]\w*\s*\(", text))


# Outcomes by test target: (suite/class, test) -> passed. XCTest and swift-testing write one file each.
outcomes = {}
for path in glob.glob(os.path.join(results, "xunit*.xml")):
    for case in ET.parse(path).getroot().iter("testcase"):
        classname, name = case.get("classname", ""), case.get("name", "")
        target = classname.split(".")[0]
        failed = case.find("failure") is not None or case.find("error") is not None
        if case.find("skipped") is not None:
            continue
        outcomes.setdefault(target, {})[f"{classname}/{name}"] = not failed

known = set(listed(os.path.join(corpus, "KNOWN-FAILURES")))
rows, unexpected, fixed = [], [], []
totals = [0, 0, 0, 0]
possible = [0, 0, 0, 0]
for face in ("CoreData", "SwiftData"):
    for source in sorted(glob.glob(os.path.join(corpus, face, "*/"))):
        name = os.path.basename(os.path.normpath(source))
        # The source's own files; a Linux shim is ours, not counted.
        code = [f for f in glob.glob(os.path.join(source, "Code", "**", "*.swift"), recursive=True) if os.path.basename(f) != "LinuxShim.swift"]
        left = set(listed(os.path.join(source, "EXCLUDED")))
        linux = set(listed(os.path.join(source, "EXCLUDED"), "[linux]"))
        whole = "*" in left
        code_total = len(code)
        code_built = 0 if whole else len([f for f in code if os.path.basename(f) not in left])
        tests = outcomes.get(f"{name}Checks", {})
        # Checks in files EXCLUDED lists (they do not compile) count as failed checks.
        check_files = glob.glob(os.path.join(source, "Checks", "**", "*.swift"), recursive=True)
        # (A file whose Linux-forced copy `LinuxShim+<name>` runs instead is not counted twice.)
        uncompiled = sum(
            checks_in(f)
            for f in check_files
            if (whole or os.path.basename(f) in left)
            and not os.path.exists(os.path.join(os.path.dirname(f), "LinuxShim+" + os.path.basename(f)))
        )
        passed = sum(1 for ok in tests.values() if ok)
        total = len(tests) + uncompiled
        for test, ok in tests.items():
            key = f"{name}Checks:{test}"
            if not ok and key not in known:
                unexpected.append(key)
            if ok and key in known:
                fixed.append(key)
        rows.append((face, name, code_built, code_total, passed, total))
        totals = [a + b for a, b in zip(totals, (code_built, code_total, passed, total))]
        # What Linux can run at all: without the files and checks left out for Linux's sake.
        if "*" not in linux:
            linux_code = len([f for f in code if os.path.basename(f) in linux])
            linux_checks = sum(checks_in(f) for f in check_files if os.path.basename(f) in linux)
            possible = [a + b for a, b in zip(possible, (code_built, code_total - linux_code, passed, total - linux_checks))]

print("| face | source | files compiling | checks passing |")
print("|---|---|---|---|")
for face, name, built, files, passed, total in rows:
    print(f"| {face} | {name} | {built} / {files} | {passed} / {total} |")
built, files, passed, total = totals
print(f"| **all** | {len(rows)} sources | **{built} / {files}** ({100 * built // max(files, 1)} %) | **{passed} / {total}** ({100 * passed // max(total, 1)} %) |")
built, files, passed, total = possible
print(f"| **what Linux can run** | without what needs Objective-C, Apple's Foundation or XCTest | **{built} / {files}** ({100 * built // max(files, 1)} %) | **{passed} / {total}** ({100 * passed // max(total, 1)} %) |")
if fixed:
    print("\nListed in KNOWN-FAILURES but passing now (remove them):\n  " + "\n  ".join(fixed))
if unexpected:
    print("\nFailing and not in KNOWN-FAILURES:\n  " + "\n  ".join(unexpected))
if not outcomes:
    print("\nNo test results were written: see the test log.")
sys.exit(1 if unexpected or fixed or not outcomes else 0)
