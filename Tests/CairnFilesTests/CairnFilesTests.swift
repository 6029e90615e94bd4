import Testing
@testable import CairnFiles
