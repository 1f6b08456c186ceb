extension Result {
    /// The error of a failed result, for asserting on it.
    package var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
