import A11yDocsModel

/// What `check` finds about entries' test records against the library's settings: for each
/// assistive technology, a latest record older than `stale_after` or of a major version below the
/// current one (warnings, at that record); with `require_tested`, a published entry with no record
/// (an error, so that CI can require evidence).
package enum EvidenceRule {
    package static func findings(_ entries: some Sequence<Entry>, settings: EvidenceSettings) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in entries {
            if entry.tested.isEmpty {
                if settings.requireTested, !entry.isDraft {
                    findings.append(Diagnostic(.evidence(.untested), at: entry.source))
                }
                continue
            }
            for record in entry.tested.latestByTechnology {
                if settings.isStale(record) {
                    findings.append(
                        Diagnostic(
                            .evidence(
                                .stale(
                                    technology: record.technology, date: record.date.description,
                                    staleAfter: settings.staleAfter.description)),
                            at: record.location))
                }
                if let current = settings.currentVersion(ahead: record) {
                    findings.append(
                        Diagnostic(
                            .evidence(
                                .behindCurrent(
                                    technology: record.technology, tested: record.version ?? "", current: current)),
                            at: record.location))
                }
            }
        }
        return findings
    }
}
