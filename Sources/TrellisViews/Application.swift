/// The running application, as far as layout needs it: the direction its interface reads in.
///
/// `Application.shared.userInterfaceLayoutDirection` is `.leftToRight` unless you set it. Views
/// whose `semanticContentAttribute` is `.unspecified` (and that have no superview deciding
/// otherwise) take their `effectiveUserInterfaceLayoutDirection` from it, and a collection view
/// notices a change at its next layout pass.
///
/// UIKit difference: UIKit derives the direction from the user's language and it is read-only;
/// Trellis has no locale, so it is a setting (tests set it, and should restore it).
@preconcurrency @MainActor
public final class Application {
  /// The application.
  public static let shared = Application()

  /// The direction the interface reads in. The default is `.leftToRight`.
  public var userInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight

  private init() {}
}
