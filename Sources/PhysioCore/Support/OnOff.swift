/// A setting a form turns on or off by sending `on` or `off` (a hidden field or a toggle's value).
public enum OnOff: String, Sendable, Hashable, CaseIterable, Codable, FormChoice {
    case on, off

    public var isOn: Bool { self == .on }
}
