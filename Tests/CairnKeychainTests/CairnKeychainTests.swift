import Testing
@testable import CairnKeychain
