#!/usr/bin/env bash
# The mechanical edits, the only ones a corpus file gets: import CoreData → import CairnCoreData,
# import SwiftData → import CairnData, @NSManaged → @Managed (@ManagedAccessor on a function:
# Xcode's generated to-many accessors), and @objc(…) attributes deleted (the whole line when it
# holds nothing else). Usage: edit.sh ORIGINAL DESTINATION
set -euo pipefail
sed -E \
  -e 's/\bimport CoreData\b/import CairnCoreData/' \
  -e 's/\bimport SwiftData\b/import CairnData/' \
  -e 's/@NSManaged(([[:space:]]+(public|internal|open|fileprivate|private))?[[:space:]]+func\b)/@ManagedAccessor\1/g' \
  -e 's/@NSManaged\b/@Managed/g' \
  -e '/^[[:space:]]*@objc\([^)]*\)[[:space:]]*$/d' \
  -e 's/@objc\([^)]*\)[[:space:]]+//g' \
  "$1" >"$2"
