import Foundation

extension Array where Element: Sendable {
    /// `map` on every core, results in the original order. For independent, CPU-bound work such as
    /// parsing or rendering one entry.
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = transform(self[index])
            }
        }
        return results.map { $0! }
    }
}
