// Arithmetic on variables and expressions, so constraints read as the equations they are:
// `Constraint(id: 1, x + w, .equal, 2 * y + 8)`.

extension LinearExpression {
  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + (-1.0 * rhs)
  }

  /// The expression scaled by a factor.
  public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(
      terms: expression.terms.map { Term($0.variable, coefficient: factor * $0.coefficient) },
      constant: factor * expression.constant)
  }

  /// The expression scaled by a factor.
  public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    factor * expression
  }

  /// The negated expression.
  public static prefix func - (expression: LinearExpression) -> LinearExpression { -1.0 * expression }

  /// The expression plus a constant.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a constant.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

  /// The sum of a variable and an expression.
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// The difference of a variable and an expression.
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// The sum of an expression and a variable.
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// The difference of an expression and a variable.
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
}

extension Variable {
  /// The variable plus a constant.
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

  /// The variable minus a constant.
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// The variable times a factor.
  public static func * (factor: Double, variable: Variable) -> LinearExpression {
    LinearExpression(terms: [LinearExpression.Term(variable, coefficient: factor)])
  }

  /// The variable times a factor.
  public static func * (variable: Variable, factor: Double) -> LinearExpression { factor * variable }

  /// The negated variable.
  public static prefix func - (variable: Variable) -> LinearExpression { -1.0 * variable }
}
