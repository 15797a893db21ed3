// UIKit's names for the headless gesture recognizers (docs/views.md, "Gesture recognizers"). The
// pan is `UIPanGestureRecognizer` in ScrollViewAliases.swift.

/// UIKit's name for `GestureRecognizer`, the base of the gesture recognizers.
///
/// UIKit difference: handlers are closures (`addTarget { recognizer in … }`), not target–action.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's name for `GestureRecognizerDelegate`, what a recognizer asks to cooperate with others.
///
/// UIKit difference: the methods have default implementations instead of being optional, and
/// `gestureRecognizer(_:shouldReceive:)` takes a `GestureRecognizer.Touch` value.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's name for `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's name for `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's name for `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// UIKit's name for `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
