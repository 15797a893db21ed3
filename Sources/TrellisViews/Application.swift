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
  ///
  /// Every view's effective direction reads it (twice for every cell added to or removed from a
  /// collection view in a scroll), so the runtime exclusivity check is off for it, as UIKit's
  /// Objective-C property has none: a plain value, each access a single read or write, never
  /// `inout` (docs/architecture.md, "Runtime exclusivity checks").
  @exclusivity(unchecked) public var userInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight

  private init() {}
}
