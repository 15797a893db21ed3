// Arithmetic on variables and expressions, so constraints read as the equations they are:
// `Constraint(id: 1, x + w, .equal, 2 * y + 8)`.

extension Expression {
  /// The sum of two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-1.0 * rhs)
  }

  /// The expression scaled by a factor.
  public static func * (factor: Double, expression: Expression) -> Expression {
    Expression(
      terms: expression.terms.map { Term($0.variable, coefficient: factor * $0.coefficient) },
      constant: factor * expression.constant)
  }

  /// The expression scaled by a factor.
  public static func * (expression: Expression, factor: Double) -> Expression { factor * expression }

  /// The negated expression.
  public static prefix func - (expression: Expression) -> Expression { -1.0 * expression }

  /// The expression plus a constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a constant.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  /// The sum of a variable and an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  /// The difference of a variable and an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

  /// The sum of an expression and a variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// The difference of an expression and a variable.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}

extension Variable {
  /// The variable plus a constant.
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

  /// The variable minus a constant.
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

  /// The variable times a factor.
  public static func * (factor: Double, variable: Variable) -> Expression {
    Expression(terms: [Expression.Term(variable, coefficient: factor)])
  }

  /// The variable times a factor.
  public static func * (variable: Variable, factor: Double) -> Expression { factor * variable }

  /// The negated variable.
  public static prefix func - (variable: Variable) -> Expression { -1.0 * variable }
}
