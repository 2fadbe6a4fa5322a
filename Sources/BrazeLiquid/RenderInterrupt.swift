/// What stops a render before its end.
enum RenderInterrupt: Error {
    case failed(SourceError)
    case aborted(reason: String?)
    case needsData(tag: String, what: String)
}
