import Synchronization

/// Every name templates and views use, numbered the first time it is seen: templates number their
/// names as they parse and views their fields' as their tables are made, so that a page looks a
/// field up by index instead of hashing its name at every tag.
enum TemplateNameIDs {
    private static let numbers = Mutex<[String: Int]>([:])

    static func id(_ name: String) -> Int {
        numbers.withLock { numbers in
            if let id = numbers[name] { return id }
            let id = numbers.count
            numbers[name] = id
            return id
        }
    }
}
