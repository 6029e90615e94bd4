import Testing
@testable import CairnDefaults
