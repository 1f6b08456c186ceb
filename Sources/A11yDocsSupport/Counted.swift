/// A number with its noun, singular or plural: `1 error`, `138 warnings`, `2 entries`.
public enum Counted {
    public static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
