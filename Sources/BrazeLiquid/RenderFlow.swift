/// How a list of nodes finished: normally, or at a `break` / `continue` for the enclosing loop.
enum RenderFlow {
    case normal
    case breakLoop
    case continueLoop
}
