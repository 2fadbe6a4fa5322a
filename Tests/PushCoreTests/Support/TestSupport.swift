import Testing
@testable import PushCore
