extension Array {
    /// The elements that match, and the rest, each in their order.
    package func partitioned(by belongsInFirst: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = [], rest: [Element] = []
        for element in self {
            if belongsInFirst(element) { matching.append(element) } else { rest.append(element) }
        }
        return (matching, rest)
    }
}
