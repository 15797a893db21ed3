nonisolated extension SceneCatalog {
  /// The longest accepted scene name, in characters.
  public static let maximumNameLength = 64

  /// Checks a descriptor before it is registered.
  ///
  /// A scene name is 1…64 characters of `a`–`z`, `0`–`9` and `-`, not starting with `-` (so it
  /// can be typed as a CLI argument and used in the playground's URL); the title is not empty;
  /// parameter keys are unique and not empty; each parameter's minimum, maximum, step and
  /// default are finite, `minimum ≤ default ≤ maximum` and `step > 0`; the default viewport is
  /// within `viewportRange`.
  ///
  /// - Throws: `SceneError.invalidDefinition` naming the scene and the first problem found.
  public static func validate(_ descriptor: SceneDescriptor) throws(SceneError) {
    let name = descriptor.name
    func reject(_ reason: String) -> SceneError { .invalidDefinition(scene: name, reason: reason) }
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !name.isEmpty, name.count <= maximumNameLength, allowed, !name.hasPrefix("-") else {
      throw reject(
        "the name must be 1 to \(maximumNameLength) characters of a-z, 0-9 and '-', not starting with '-'")
    }
    guard !descriptor.title.isEmpty else { throw reject("the title is empty") }
    var keys: Set<String> = []
    for parameter in descriptor.parameters {
      let key = parameter.key
      guard !key.isEmpty else { throw reject("a parameter has an empty key") }
      guard keys.insert(key).inserted else { throw reject("the parameter key '\(key)' is used twice") }
      let numbers = [parameter.minimum, parameter.maximum, parameter.step, parameter.defaultValue]
      guard numbers.allSatisfy(\.isFinite) else {
        throw reject("parameter '\(key)' has a number that is not finite")
      }
      guard parameter.minimum <= parameter.maximum else {
        throw reject("parameter '\(key)' has a minimum above its maximum")
      }
      guard parameter.step > 0 else { throw reject("parameter '\(key)' must have a step greater than 0") }
      guard parameter.minimum <= parameter.defaultValue, parameter.defaultValue <= parameter.maximum else {
        throw reject(
          "the default of parameter '\(key)', \(SceneError.format(parameter.defaultValue)), is outside "
            + "\(SceneError.format(parameter.minimum))…\(SceneError.format(parameter.maximum))")
      }
    }
    do {
      try validateViewport(descriptor.defaultViewport)
    } catch {
      throw reject("the default viewport: \(error.description)")
    }
  }
}
