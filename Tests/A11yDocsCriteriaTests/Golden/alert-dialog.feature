@a11y-native-alert-dialog
Feature: Alert dialog
  A modal message that needs an answer before the task goes on.

  @a11y-native-alert-dialog-kb-f72e4c @a11y-native-alert-dialog-kb-212406
  Scenario: Keyboard
    Given a screen with an alert dialog
    And an external keyboard is connected
    When the user presses "tab"
    Then focus stays inside the dialog and cycles through its buttons
    When the user presses "escape"
    Then closes the dialog and returns focus to the control that opened it

  @a11y-native-alert-dialog-gesture-b9bd2f @a11y-native-alert-dialog-gesture-12b826
  Scenario: Mobile screen-reader gestures
    Given a screen with an alert dialog
    And a screen reader is on
    When the user performs "swipe right"
    Then focus moves from the title to the message, then to each button
    When the user performs "two-finger scrub"
    Then dismisses the dialog (VoiceOver)

  @a11y-native-alert-dialog-sr-39bde6 @a11y-native-alert-dialog-sr-ff3219 @a11y-native-alert-dialog-sr-b91e8c @a11y-native-alert-dialog-sr-3132f6 @a11y-native-alert-dialog-sr-5ed3ca
  Scenario: Screen-reader output
    Given a screen with an alert dialog
    And a screen reader is on
    When the screen reader focuses the alert dialog
    Then the announced name is: The title is read first
    And the announced role is: Identifies as an alert or dialog
    And the announced group is: n/a
    And the announced state is: Content behind the dialog is not reachable
    And the announced value is: Not applicable

  @a11y-native-alert-dialog-setting-4f7e1e
  Scenario: Device settings
    Given a screen with an alert dialog
    When the user changes the "text resize" setting
    Then the result is:
      """
      Message and buttons wrap at 200% text size
      and nothing is cut off
      """
