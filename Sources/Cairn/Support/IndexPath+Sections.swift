#if !canImport(UIKit) && !canImport(AppKit)
    import Foundation

    // UIKit and AppKit add these to `IndexPath` on Apple platforms; without them, code that reads
    // a fetched-results controller's index paths (`indexPath.section`, `.row`) would not compile.
    extension IndexPath {
        /// Creates an index path of a section and an item in it: `[section, item]`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// Creates an index path of a section and a row in it: `[section, row]`.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The first index: the section.
        ///
        /// - Precondition: the index path has exactly two indices, as UIKit requires.
        public var section: Int {
            get { self[checkedPosition(0, "section")] }
            set { self[checkedPosition(0, "section")] = newValue }
        }

        /// The second index: the item within the section.
        ///
        /// - Precondition: the index path has exactly two indices, as UIKit requires.
        public var item: Int {
            get { self[checkedPosition(1, "item")] }
            set { self[checkedPosition(1, "item")] = newValue }
        }

        /// The second index: the row within the section (the same index as `item`).
        ///
        /// - Precondition: the index path has exactly two indices, as UIKit requires.
        public var row: Int {
            get { self[checkedPosition(1, "row")] }
            set { self[checkedPosition(1, "row")] = newValue }
        }

        /// Returns `position` after checking that this is a two-index path.
        private func checkedPosition(_ position: Int, _ member: StaticString) -> Int {
            precondition(
                count == 2,
                """
                IndexPath.\(member) needs an index path of exactly two indices, [section, item]; \
                \(self) has \(count). Build it with IndexPath(item:section:) or IndexPath(row:section:).
                """)
            return position
        }
    }
#endif
