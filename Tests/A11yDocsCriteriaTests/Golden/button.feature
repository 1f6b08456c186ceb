@a11y-native-button
Feature: Button
  Performs an action when activated.

  @a11y-native-button-kb-0e7e84
  Scenario: Keyboard
    Given a screen with a button
    And an external keyboard is connected
    When the user presses "enter or space"
    Then activates the button

  @a11y-native-button-gesture-f77d7d
  Scenario: Mobile screen-reader gestures
    Given a screen with a button
    And a screen reader is on
    When the user performs "double tap"
    Then activates the button

  @a11y-native-button-sr-39bde6 @a11y-native-button-sr-ff3219 @a11y-native-button-sr-b91e8c @a11y-native-button-sr-3132f6
  Scenario: Screen-reader output
    Given a screen with a button
    And a screen reader is on
    When the screen reader focuses the button
    Then the announced name is: Matches the visible text
    And the announced role is: Button
    And the announced group is: n/a
    And the announced state is: Dimmed or disabled when unavailable
