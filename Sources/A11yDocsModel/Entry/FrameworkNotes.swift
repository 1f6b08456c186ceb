/// Notes under a framework marker such as `**UIKit**`, as CommonMark blocks in source order.
public struct FrameworkNotes: Hashable, Sendable, Encodable {
    public var framework: Framework
    public var blocks: [String]

    public init(framework: Framework, blocks: [String] = []) {
        self.framework = framework
        self.blocks = blocks
    }
}
