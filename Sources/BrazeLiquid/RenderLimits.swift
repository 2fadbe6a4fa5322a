/// Caps that keep a hostile template from hanging or exhausting memory. Reaching one is a `liquid.limit` error.
public enum RenderLimits {
    /// Loop iterations per render, across all loops (nested loops multiply quickly).
    public static let maxIterations = 100_000
    /// Bytes of output, and of any single string a filter builds.
    public static let maxOutputBytes = 1_000_000
    /// Elements of any array a filter builds or a range turns into.
    public static let maxArrayCount = 100_000
    /// Content blocks inside content blocks.
    public static let maxContentBlockDepth = 5
}
