import XCTest

@testable import A11yDocsImport
@testable import A11yDocsModel

/// Developer notes in the three marker styles become a11ydocs' layout, and the loader puts each
/// framework's notes, code and the general text where they belong.
final class PlatformNotesConverterTests: XCTestCase {
    private static let page = """
        ## iOS Developer Notes

        Use the system control.

        ### Name

        - General to the aspect

        #### UIKit

        - Set `accessibilityLabel`

        #### **SwiftUI**:

        Text before the code.

        ```swift
        Toggle("Dark mode", isOn: $on)
        ```

        ### Role

        - **UIKit**
          - `UISwitch` has the role
        - **SwiftUI**
          - `Toggle` has it

        ## Android Developer Notes

        ### State

        #### Android View

        - `MaterialSwitch`

        #### **Android Compose**

        ```java
        Switch(checked = on, onCheckedChange = null)
        ```

        - **Jetpack Compose**
          - a bullet marker

          ```java
          Modifier.toggleable(value = on)
          ```

        Back at the margin.

        ```java
        // Java for Views, not relabelled
        ```
        """

    func testTheThreeMarkerStylesBecomeFrameworkNotesInTheirAspects() throws {
        let scratch = try ImportScratch(self)
        try scratch.writeMagenta(["native/controls/switch.md": Self.page])
        let plan = try scratch.planMagenta()
        let text = try XCTUnwrap(ImportScratch.text(plan, "native/switch.md"))
        XCTAssertTrue(
            text.contains(
                """
                ## iOS

                Use the system control.

                ### Name

                - General to the aspect

                - **UIKit**
                  - Set `accessibilityLabel`

                - **SwiftUI**

                  Text before the code.

                  ```swift
                  Toggle("Dark mode", isOn: $on)
                  ```

                ### Role

                - **UIKit**
                """), text)
        let entry = try ImportScratch.loaded(plan, "native/switch.md").entry
        let layout = entry.platforms.flatMap { platform in
            platform.sections.map {
                "\(platform.platform.rawValue) \($0.title): \($0.general.count) general, "
                    + $0.frameworks.map { "\($0.framework.rawValue) \($0.blocks.count)" }.joined(separator: ", ")
            }
        }
        XCTAssertEqual(
            layout,
            [
                "ios : 1 general, ", "ios Name: 1 general, uikit 1, swiftui 2",
                "ios Role: 0 general, uikit 1, swiftui 1",
                "android State: 2 general, android-views 1, jetpack-compose 3",
            ])
        XCTAssertEqual(
            entry.snippets.map { "\($0.language) \($0.framework?.rawValue ?? "general")" },
            ["swift swiftui", "kotlin jetpack-compose", "kotlin jetpack-compose", "java general"])
        XCTAssertEqual(
            ImportScratch.findings(plan, in: "switch.md").map { $0.prefix(30) },
            ["38: a 'java' fence under Jetpa", "45: a 'java' fence under Jetpa"])
    }

    func testMarkersAreReadByTheirNames() {
        let marker = { (text: String) in FrameworkMarker(SourceLine(text: text, number: 1)) }
        XCTAssertEqual(marker("#### Android Views")?.framework, .androidViews)
        XCTAssertEqual(marker("#### **Jetpack Compose**")?.style, .boldHeading)
        XCTAssertEqual(marker("- **Android View**")?.canonicalLine, "- **Android Views**")
        XCTAssertEqual(marker("- **UIKit:**")?.style, .bullet)
        XCTAssertNil(marker("  - **UIKit**"), "a nested bullet is a note")
        XCTAssertNil(marker("### Name"))
        XCTAssertNil(marker("- **Note** this"))
    }
}
