// swift-format-ignore-file
import UIKit
import QuartzCore

extension Notification.Name {
    static let sortingThemeDidChange = Notification.Name("SortingThemeDidChange")
}

/// Sorts its bars one step at a time, four steps a second, as the insertion-sort demos do.
final class InsertionSortViewController: UIViewController {
    private(set) var values = [5, 2, 4, 6, 1, 3]
    private(set) var swaps = 0
    private(set) var isShowingHint = true
    private(set) var themeChanges = 0
    private(set) var timer: Timer?
    private var i = 1
    private var j = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
        perform(#selector(hideHint), with: nil, afterDelay: 1.5)
        NotificationCenter.default.addObserver(self, selector: #selector(themeDidChange(_:)), name: .sortingThemeDidChange, object: nil)
    }

    /// One step: a swap, or the next element.
    @objc func step(_ timer: Timer) {
        guard i < values.count else {
            timer.invalidate()
            return
        }
        if j > 0 && values[j - 1] > values[j] {
            values.swapAt(j - 1, j)
            swaps += 1
            j -= 1
        } else {
            i += 1
            j = i
        }
    }

    @objc private func hideHint() {
        isShowingHint = false
    }

    @objc func themeDidChange(_ notification: Notification) {
        themeChanges += 1
    }
}

/// Slides itself to a new x with a display link, as hand-written animations do.
final class SlidingView: UIView {
    private var link: CADisplayLink?
    private var startTimestamp: CFTimeInterval?
    private var fromX: CGFloat = 0
    private var toX: CGFloat = 0
    private var duration: CFTimeInterval = 0
    var isAnimating: Bool { link != nil }

    func slide(to x: CGFloat, duration: CFTimeInterval) {
        fromX = frame.origin.x
        toX = x
        self.duration = duration
        startTimestamp = nil
        link?.invalidate()
        link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link?.add(to: .main, forMode: .common)
    }

    @objc private func tick(_ link: CADisplayLink) {
        let start = startTimestamp ?? link.timestamp
        startTimestamp = start
        let progress = min((link.targetTimestamp - start) / duration, 1)
        frame.origin.x = fromX + (toX - fromX) * CGFloat(progress)
        if progress >= 1 {
            link.invalidate()
            self.link = nil
        }
    }
}
