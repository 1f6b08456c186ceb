import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` on every core, results in the original order. For independent, CPU-bound work such as
    /// parsing or rendering one entry.
    // Inlinable: specialized where it is called, not instantiated at run time for each use.
    @inlinable package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        // A lock a result, not a shared buffer: each item is a whole entry or page, far dearer than the lock.
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { results in results.map { $0! } }
    }
}
