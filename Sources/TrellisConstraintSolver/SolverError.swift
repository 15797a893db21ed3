/// Why the solver refused a request. A refused request changes nothing.
public enum SolverError: Error, Hashable, Sendable {
  /// A constraint with this id is already in the solver.
  case duplicateConstraint(ConstraintID)
  /// No constraint with this id is in the solver.
  case unknownConstraint(ConstraintID)
  /// The constraint's priority is not in (0, 1000] (or is NaN).
  case invalidPriority(ConstraintID, Priority)
  /// A coefficient of the constraint's expression is NaN, infinite or larger in magnitude than
  /// `ConstraintSolver.maximumCoefficient`.
  case invalidCoefficient(ConstraintID, Variable)
  /// The constraint's constant is NaN, infinite or larger in magnitude than
  /// `ConstraintSolver.maximumMagnitude`.
  case invalidConstant(ConstraintID)
  /// The required constraint cannot hold together with the required constraints already in the
  /// solver. `conflicting` lists (sorted) required constraints already in the solver that, with
  /// this one, cannot all hold — UIKit's "Unable to simultaneously satisfy constraints" list; it is
  /// empty when the constraint cannot hold on its own (such as `0 = 5`). The list is a proof of
  /// the conflict found by the solver, not necessarily the smallest one.
  case unsatisfiable(ConstraintID, conflicting: [ConstraintID])
  /// The variable already has an edit constraint.
  case duplicateEditVariable(Variable)
  /// The variable has no edit constraint.
  case unknownEditVariable(Variable)
  /// An edit constraint's priority must be optional: in (0, 1000).
  case invalidEditPriority(Variable, Priority)
  /// A suggested value is NaN, infinite or larger in magnitude than
  /// `ConstraintSolver.maximumMagnitude`.
  case invalidSuggestedValue(Variable)
  /// The simplex iterations did not finish within their bound or met a tableau they cannot
  /// continue from — a numerical breakdown (values so far apart in magnitude that rounding
  /// defeats the algorithm). The request is undone: the solver is exactly as it was before it.
  case numericalFailure
}
