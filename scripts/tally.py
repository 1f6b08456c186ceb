"""Pass/fail bookkeeping shared by the site checks: one line per failure, then the summary line
'N passed, N failed' that CI logs are read for."""
import sys


class Tally:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)
        return bool(condition)

    def fail(self, message):
        self.failures.append(message)

    def finish(self, summary):
        for failure in self.failures:
            print("FAIL", failure)
        print(summary)
        print(f"{self.passed} passed, {len(self.failures)} failed")
        sys.exit(1 if self.failures else 0)
