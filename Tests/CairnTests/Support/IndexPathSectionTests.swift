import Cairn
import Foundation
import Testing

/// `IndexPath.section`, `.item` and `.row`, which UIKit and AppKit add on Apple platforms and
/// Cairn adds elsewhere, with UIKit's semantics.
@Suite struct IndexPathSectionTests {
    @Test func initializersPutTheSectionFirst() {
        #expect(IndexPath(item: 4, section: 2) == IndexPath(indexes: [2, 4]))
        #expect(IndexPath(row: 7, section: 1) == IndexPath(indexes: [1, 7]))
    }

    @Test func sectionItemAndRowReadTheTwoIndices() {
        let path = IndexPath(indexes: [3, 9])
        #expect(path.section == 3)
        #expect(path.item == 9)
        #expect(path.row == 9)
    }

    @Test func settersReplaceOneIndex() {
        var path = IndexPath(item: 0, section: 0)
        path.section = 5
        path.item = 6
        #expect(path == [5, 6])
        path.row = 8
        #expect(path == [5, 8] && path.item == 8)
    }

    @Test func aPathWithoutExactlyTwoIndicesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = IndexPath(indexes: [1, 2, 3]).section
        }
        #if DEBUG
            let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(output.contains("exactly two indices"), "the trap says what was wrong: \(output.suffix(400))")
        #endif
        await #expect(processExitsWith: .failure) {
            var path = IndexPath(index: 1)
            path.row = 2
        }
    }
}
