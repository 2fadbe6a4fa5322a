import ArgumentParser
import PushCore

/// `--phone small|standard|large`.
extension PhoneSize: ExpressibleByArgument {}
