#!/usr/bin/env bash
# The mechanical edits, the only ones a corpus file gets: import CoreData → import CairnCoreData,
# import SwiftData → import CairnData, @NSManaged → @Managed (@ManagedAccessor on a function:
# Xcode's generated to-many accessors), @objc(…) attributes deleted (the whole line when it
# holds nothing else), and `import Foundation` deleted from a file that imports CoreData or
# SwiftData (the Cairn module re-exports it; Foundation on Linux declares NSPredicate and
# NSSortDescriptor without implementing them, and both imports make those names ambiguous).
# Usage: edit.sh ORIGINAL DESTINATION
set -euo pipefail
sed -E \
  -e 's/\bimport CoreData\b/import CairnCoreData/' \
  -e 's/\bimport SwiftData\b/import CairnData/' \
  -e 's/@NSManaged(([[:space:]]+(public|internal|open|fileprivate|private))?[[:space:]]+func\b)/@ManagedAccessor\1/g' \
  -e 's/@NSManaged\b/@Managed/g' \
  -e '/^[[:space:]]*@objc\([^)]*\)[[:space:]]*$/d' \
  -e 's/@objc\([^)]*\)[[:space:]]+//g' \
  "$1" >"$2.tmp"
if grep -qE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import (CairnCoreData|CairnData)$' "$2.tmp"; then
  sed -E '/^[[:space:]]*import Foundation[[:space:]]*$/d' "$2.tmp" >"$2"
  rm "$2.tmp"
else
  mv "$2.tmp" "$2"
fi
