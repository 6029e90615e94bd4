import Testing

@testable import Cairn

/// Every object holds one `PropertyValue` per property and every registry entry an ID: their sizes
/// are memory per object (the benchmark harness's M1 and the speed of full fetches follow them).
@Suite struct ValueLayoutTests {
    @Test func objectIDsAreTwoWordsAndValuesThree() {
        #expect(MemoryLayout<ManagedObjectID>.size == 16, "an ID is its space and its primary key")
        #expect(MemoryLayout<PropertyValue>.stride == 24, "the largest payloads (String, Data, UUID, URL, an ID) are 16 bytes, plus the case tag")
    }
}
