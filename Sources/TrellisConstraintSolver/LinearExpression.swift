/// A linear expression: a sum of terms (a coefficient times a variable) plus a constant,
/// `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or from terms. An expression may
/// name a variable more than once; the solver adds such terms together.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
  /// One term of an expression: `coefficient · variable`.
  public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// The term `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// The expression `Σ terms + constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

  /// The constant expression `constant`.
  public init(constant: Double) { self.init(terms: [], constant: constant) }

  /// The terms with each variable once (coefficients of repeated variables added) and without
  /// zero coefficients, sorted by variable id.
  ///
  /// - Complexity: O(n log n) for n terms.
  public var combinedTerms: [Term] {
    let sorted = terms.sorted { $0.variable.id < $1.variable.id }
    var result: [Term] = []
    result.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = result.last, last.variable == term.variable {
        result[result.count - 1].coefficient += term.coefficient
      } else {
        result.append(term)
      }
    }
    return result.filter { $0.coefficient != 0 }
  }

  /// The value of the expression when each variable has the value `value(variable)`.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  /// For example `2.0*v1 + -1.0*v2 + 10.0`.
  public var description: String {
    (terms.map { "\($0.coefficient)*\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
  }
}
