/// The anti-forgery token's names: every page form carries it as a hidden field, and a script sends
/// it as a header. A state-changing request without the session's token is refused.
public enum AntiForgery {
    /// The hidden form field (`PageChrome.csrfField` prints it; the auth middleware and the multipart
    /// upload read it).
    public static let fieldName = "_csrf"
}
